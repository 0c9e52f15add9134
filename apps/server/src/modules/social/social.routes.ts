import { z } from 'zod';
import {
  ZActivityPage,
  ZActivityQuery,
  ZComment,
  ZCommentBody,
  ZCommentEditBody,
  ZCommentLike,
  ZCommentPage,
  ZDeleteAccountBody,
  ZFollowState,
  ZMemberPage,
  ZMessage,
  ZPreferences,
  ZRating,
  ZRatingBody,
  ZTrending,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { envelope, sendJson } from '../../platform/http';
import type { ActivityService } from '../activity/activity.service';
import type { AuthGuards } from '../auth/auth.plugin';
import type { PlaylistsService } from '../playlists/playlists.service';
import type { SongsService } from '../songs/songs.service';
import type { CommentsService } from './comments.service';
import { preferencesOf, type PeopleService } from './people.service';
import { songKey } from '../songs/song-key';

const ZSong = z.object({ id: z.uuid('Song not found') });
const ZUser = z.object({ id: z.uuid('Member not found') });
const ZComm = z.object({ id: z.uuid('Song not found'), commentId: z.uuid('Comment not found') });
const ZUserRef = z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() });

export const socialRoutes =
  (deps: {
    comments: CommentsService;
    people: PeopleService;
    activity: ActivityService;
    songs: SongsService;
    playlists: PlaylistsService;
    guards: AuthGuards;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { comments, people, activity, guards } = deps;
    const loginTo =
      (what: string) =>
      async (req: Parameters<typeof guards.requireAuth>[0], reply: Parameters<typeof guards.requireAuth>[1]) => {
        if (!req.headers.authorization) throw new AppError('UNAUTHENTICATED', `Please log in to ${what}`);
        await guards.requireAuth(req, reply);
      };
    const tags = ['community'];

    app.get(
      '/api/songs/:id/comments',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          params: ZSong,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
          response: { 200: ok(ZCommentPage) },
        },
      },
      async (req) => envelope(await comments.list(req.params.id, req.user, req.query.page, songKey(req))),
    );
    app.post(
      '/api/songs/:id/comments',
      {
        preHandler: loginTo('comment'),
        schema: { tags, params: ZSong, body: ZCommentBody, response: { 201: ok(ZComment) } },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            envelope(await comments.add(req.params.id, req.user!, req.body.content, req.body.timestamp, songKey(req))),
          ),
    );
    app.patch(
      '/api/songs/:id/comments/:commentId',
      {
        preHandler: guards.requireAuth,
        schema: { tags, params: ZComm, body: ZCommentEditBody, response: { 200: ok(ZComment) } },
      },
      async (req) =>
        envelope(await comments.edit(req.params.id, req.params.commentId, req.user!, req.body.content, songKey(req))),
    );
    const remove = async (
      songId: string,
      commentId: string,
      user: NonNullable<Parameters<CommentsService['remove']>[2]>,
      key?: string,
    ) => {
      await comments.remove(songId, commentId, user, key);
      return envelope({ message: 'Comment deleted' });
    };
    app.delete(
      '/api/songs/:id/comments',
      {
        preHandler: guards.requireAuth,
        schema: {
          tags,
          params: ZSong,
          querystring: z.object({ commentId: z.string().max(100) }),
          response: { 200: ok(ZMessage) },
        },
      },
      async (req) => remove(req.params.id, req.query.commentId, req.user!, songKey(req)),
    );
    app.delete(
      '/api/songs/:id/comments/:commentId',
      { preHandler: guards.requireAuth, schema: { tags, params: ZComm, response: { 200: ok(ZMessage) } } },
      async (req) => remove(req.params.id, req.params.commentId, req.user!, songKey(req)),
    );
    for (const [method, liked] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/comments/:commentId/like',
        preHandler: loginTo('like comments'),
        schema: {
          tags,
          params: z.object({ commentId: z.uuid('Comment not found') }),
          response: { 200: ok(ZCommentLike) },
        },
        handler: async (req) =>
          envelope(
            await comments.like((req.params as { commentId: string }).commentId, req.user!, liked, songKey(req)),
          ),
      });
    }

    app.get(
      '/api/songs/:id/rating',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZSong, response: { 200: ok(ZRating) } } },
      async (req) => envelope(await comments.rating(req.params.id, req.user, songKey(req))),
    );
    app.put(
      '/api/songs/:id/rating',
      {
        preHandler: loginTo('rate songs'),
        schema: { tags, params: ZSong, body: ZRatingBody, response: { 200: ok(ZRating) } },
      },
      async (req) => envelope(await comments.rate(req.params.id, req.user!, req.body.rating, songKey(req))),
    );
    app.delete(
      '/api/songs/:id/rating',
      { preHandler: guards.requireAuth, schema: { tags, params: ZSong, response: { 200: ok(ZRating) } } },
      async (req) => envelope(await comments.rate(req.params.id, req.user!, null, songKey(req))),
    );

    app.get(
      '/api/users/:id',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZUser, response: { 200: ok(ZMemberPage) } } },
      async (req) => {
        const page = await people.page(req.params.id, req.user);
        // A closed public catalogue shows visitors the member, not their songs.
        return envelope((await deps.songs.guestShut(req.user)) ? { ...page, songs: [] } : page);
      },
    );
    for (const [method, want] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/users/:id/follow',
        preHandler: loginTo('follow people'),
        schema: { tags, params: ZUser, response: { 200: ok(ZFollowState) } },
        handler: async (req) => envelope(await people.follow((req.params as { id: string }).id, req.user!, want)),
      });
    }
    for (const which of ['followers', 'following'] as const) {
      app.get(
        `/api/users/:id/${which}`,
        { preHandler: guards.optionalAuth, schema: { tags, params: ZUser, response: { 200: ok(z.array(ZUserRef)) } } },
        async (req) => envelope(await people.connections((req.params as { id: string }).id, req.user, which)),
      );
    }

    app.get(
      '/api/account/preferences',
      { preHandler: guards.requireAuth, schema: { tags, response: { 200: ok(ZPreferences) } } },
      async (req) => envelope(preferencesOf(req.user!)),
    );
    app.put(
      '/api/account/preferences',
      { preHandler: guards.requireAuth, schema: { tags, body: ZPreferences, response: { 200: ok(ZPreferences) } } },
      async (req) => envelope(await people.setPreferences(req.user!, req.body)),
    );
    app.delete(
      '/api/account',
      { preHandler: guards.requireAuth, schema: { tags, body: ZDeleteAccountBody, response: { 200: ok(ZMessage) } } },
      async (req) => {
        await people.deleteAccount(req.user!, req.body.password, req.ip);
        return envelope({ message: 'Your account and everything in it has been deleted.' });
      },
    );

    const feedSchema = (extra: object = {}) => ({
      tags: ['activity'],
      querystring: ZActivityQuery,
      response: { 200: ok(ZActivityPage) },
      ...extra,
    });
    // A closed public catalogue (site setting) shows visitors no community activity.
    app.get('/api/activity/global', { preHandler: guards.optionalAuth, schema: feedSchema() }, async (req) =>
      envelope(
        (await deps.songs.guestShut(req.user)) ? { items: [], hasMore: false } : await activity.global(req.query),
      ),
    );
    app.get('/api/activity/me', { preHandler: guards.requireAuth, schema: feedSchema() }, async (req) =>
      envelope(await activity.me(req.user!, req.query)),
    );
    app.get('/api/activity/following', { preHandler: guards.requireAuth, schema: feedSchema() }, async (req) =>
      envelope(await activity.following(req.user!, req.query)),
    );
    app.get(
      '/api/activity/user/:id',
      { preHandler: guards.optionalAuth, schema: feedSchema({ params: ZUser }) },
      async (req) => {
        const { id } = req.params as { id: string };
        await people.visibleMember(id, req.user);
        if (await deps.songs.guestShut(req.user)) return envelope({ items: [], hasMore: false });
        return envelope(await activity.ofUser(id, req.user, req.query));
      },
    );
    app.get(
      '/api/activity/song/:id',
      { preHandler: guards.optionalAuth, schema: feedSchema({ params: ZSong }) },
      async (req) => {
        const { id } = req.params as { id: string };
        await deps.songs.visibleSong(id, req.user);
        return envelope(await activity.ofSong(id, req.query));
      },
    );
    app.get(
      '/api/activity/playlist/:id',
      { preHandler: guards.optionalAuth, schema: feedSchema({ params: z.object({ id: z.uuid(PLAYLIST_404) }) }) },
      async (req) => {
        const { id } = req.params as { id: string };
        await deps.playlists.visible(id, req.user);
        return envelope(await activity.ofPlaylist(id, req.query));
      },
    );

    app.get(
      '/api/trending',
      { preHandler: guards.optionalAuth, schema: { tags: ['activity'], response: { 200: ok(ZTrending) } } },
      async (req, reply) =>
        (await deps.songs.guestShut(req.user))
          ? envelope({ songs: [], playlists: [], people: [] })
          : sendJson(reply, await activity.trendingJson()),
    );
  };

const PLAYLIST_404 = "The playlist you're looking for doesn't exist or you don't have permission to view it.";
