import { z } from 'zod';
import {
  ZMessage,
  ZPlaylist,
  ZPlaylistCreateBody,
  ZPlaylistMoveBody,
  ZPlaylistShareBody,
  ZPlaylistSong,
  ZPlaylistSongsBody,
  ZPlaylistSummary,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPlaylistUpdateBody } from '@serenade/contract';
import { envelope } from '../../platform/http';
import type { AuthGuards } from '../auth/auth.plugin';
import { PLAYLIST_NOT_FOUND, type PlaylistsService } from './playlists.service';

const ZId = z.object({ id: z.uuid(PLAYLIST_NOT_FOUND) });
const tags = ['playlists'];
const ZUserRef = z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() });

export const playlistsRoutes =
  (deps: { playlists: PlaylistsService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { playlists: pl, guards } = deps;
    const songsOut = { 200: ok(z.object({ songs: z.array(ZPlaylistSong) })) };

    app.get(
      '/api/playlists',
      {
        preHandler: guards.requireAuth,
        schema: { tags, response: { 200: ok(z.object({ playlists: z.array(ZPlaylistSummary) })) } },
      },
      async (req) => envelope({ playlists: await pl.mine(req.user!) }),
    );
    app.post(
      '/api/playlists',
      {
        preHandler: guards.requireAuth,
        schema: { tags, body: ZPlaylistCreateBody, response: { 201: ok(z.object({ playlist: ZPlaylist })) } },
      },
      async (req, reply) => reply.status(201).send(envelope({ playlist: await pl.create(req.user!, req.body) })),
    );
    app.get(
      '/api/playlists/followed',
      {
        preHandler: guards.requireAuth,
        schema: { tags, response: { 200: ok(z.object({ playlists: z.array(ZPlaylistSummary) })) } },
      },
      async (req) => envelope({ playlists: await pl.followed(req.user!) }),
    );
    app.get(
      '/api/playlists/discover',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          querystring: z.object({
            limit: z.coerce.number().int().min(1, 'limit must be 1-50').max(50, 'limit must be 1-50').default(20),
            offset: z.coerce.number().int().min(0).max(100_000).default(0),
            search: z.string().max(100, 'search must be at most 100 characters').optional(),
          }),
          response: { 200: ok(z.object({ playlists: z.array(ZPlaylistSummary) })) },
        },
      },
      async (req) => envelope({ playlists: await pl.discover(req.user, req.query) }),
    );
    app.get(
      '/api/playlists/:id',
      {
        preHandler: guards.optionalAuth,
        schema: { tags, params: ZId, response: { 200: ok(z.object({ playlist: ZPlaylist })) } },
      },
      async (req) => envelope({ playlist: await pl.get(req.params.id, req.user) }),
    );
    app.put(
      '/api/playlists/:id',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          params: ZId,
          body: ZPlaylistUpdateBody,
          response: { 200: ok(z.object({ playlist: ZPlaylist })) },
        },
      },
      async (req) => envelope({ playlist: await pl.update(req.params.id, req.user!, req.body) }),
    );
    app.delete(
      '/api/playlists/:id',
      { preHandler: guards.requireAuth, schema: { tags, params: ZId, response: { 200: ok(ZMessage) } } },
      async (req) => {
        await pl.remove(req.params.id, req.user!);
        return envelope({ message: 'Playlist deleted' });
      },
    );

    app.post(
      '/api/playlists/:id/songs',
      { preHandler: guards.requireAuth, schema: { tags, params: ZId, body: ZPlaylistSongsBody, response: songsOut } },
      async (req) => envelope({ songs: await pl.addSongs(req.params.id, req.user!, req.body.songIds) }),
    );
    app.delete(
      '/api/playlists/:id/songs',
      { preHandler: guards.requireAuth, schema: { tags, params: ZId, body: ZPlaylistSongsBody, response: songsOut } },
      async (req) => envelope({ songs: await pl.removeSongs(req.params.id, req.user!, req.body.songIds) }),
    );
    app.patch(
      '/api/playlists/:id/songs',
      { preHandler: guards.requireAuth, schema: { tags, params: ZId, body: ZPlaylistMoveBody, response: songsOut } },
      async (req) =>
        envelope({ songs: await pl.move(req.params.id, req.user!, req.body.songId, req.body.newPosition) }),
    );
    app.get(
      '/api/playlists/:id/addable',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          params: ZId,
          querystring: z.object({ search: z.string().max(100).optional() }),
          response: {
            200: ok(
              z.object({
                songs: z.array(
                  z.object({
                    id: z.string(),
                    title: z.string(),
                    artist: z.string(),
                    duration: z.number().nullable(),
                    cover_image: z.string().nullable(),
                    mine: z.boolean(),
                  }),
                ),
              }),
            ),
          },
        },
      },
      async (req) => envelope({ songs: await pl.addable(req.params.id, req.user!, req.query.search) }),
    );

    app.post(
      '/api/playlists/:id/share',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          params: ZId,
          body: ZPlaylistShareBody,
          response: { 200: ok(z.object({ shares_sent: z.number().int() })) },
        },
      },
      async (req) => envelope(await pl.share(req.params.id, req.user!, req.body.emails, req.body.message)),
    );
    app.get(
      '/api/playlists/:id/share',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          params: ZId,
          response: {
            200: ok(z.object({ shares: z.array(z.object({ recipient: z.string(), created_at: z.string() })) })),
          },
        },
      },
      async (req) => envelope({ shares: await pl.shares(req.params.id, req.user!) }),
    );

    for (const [method, want] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/playlists/:id/followers',
        preHandler: guards.requireAuth,
        schema: { tags, params: ZId, response: { 200: ok(z.object({ playlist: ZPlaylistSummary })) } },
        handler: async (req) =>
          envelope({ playlist: await pl.follow((req.params as { id: string }).id, req.user!, want) }),
      });
    }
    app.get(
      '/api/playlists/:id/followers',
      {
        preHandler: guards.optionalAuth,
        schema: { tags, params: ZId, response: { 200: ok(z.object({ followers: z.array(ZUserRef) })) } },
      },
      async (req) => envelope({ followers: await pl.followers(req.params.id, req.user) }),
    );
  };
