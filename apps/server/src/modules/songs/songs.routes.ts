import { z } from 'zod';
import {
  ZDownloadLink,
  ZLikeState,
  ZLikeUser,
  ZLyricLine,
  ZPlayBody,
  ZPlayResult,
  ZPublishBody,
  ZShareBody,
  ZShareResult,
  ZSongIdParams,
  ZSongListItem,
  ZSongPage,
  ZSongsQuery,
  ZShareKey,
  ZShareKeyBody,
  ZShareKeyParams,
  ZMessage,
  ok,
} from '@serenade/contract';
import { songKey } from './song-key';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { createListenerCookies } from './listener-cookie';
import { envelope, sendJson } from '../../platform/http';
import type { AuthGuards } from '../auth/auth.plugin';
import type { UsageService } from '../usage/usage.service';
import type { SongsService } from './songs.service';
import type { UploadService } from './upload.service';
import { notifyNewSong } from '../email/template-store';

const tags = ['songs'];

export const songsRoutes =
  (deps: {
    songs: SongsService;
    uploads: UploadService;
    usage: UsageService;
    guards: AuthGuards;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { songs, guards, usage } = deps;
    const listeners = createListenerCookies(app.ctx.config.jwtRefreshSecret, {
      secure: app.ctx.config.publicUrl.startsWith('https:'),
    });
    // Like and download name what needs a login, in the words of the spec.
    const requireLogin =
      (message: string) =>
      async (req: Parameters<typeof guards.requireAuth>[0], reply: Parameters<typeof guards.requireAuth>[1]) => {
        if (!req.headers.authorization) throw new AppError('UNAUTHENTICATED', message);
        await guards.requireAuth(req, reply);
      };
    const likeGuard = requireLogin('Please log in to like songs');
    // The buyer's rights come from a session or the buyer's link: with neither, 401 before the body is read.
    const requireLoginOrKey =
      (message: string) =>
      async (req: Parameters<typeof guards.requireAuth>[0], reply: Parameters<typeof guards.requireAuth>[1]) => {
        if (!req.headers.authorization && !songKey(req)) throw new AppError('UNAUTHENTICATED', message);
        await guards.optionalAuth(req, reply);
      };

    app.get(
      '/api/songs',
      {
        preHandler: guards.optionalAuth,
        schema: { tags, querystring: ZSongsQuery, response: { 200: ok(z.array(ZSongListItem)) } },
      },
      async (req, reply) => {
        // Members see the catalogue even while it is closed to visitors (with signed media links).
        if (req.user && !(await songs.catalogueOpen())) return envelope(await songs.latest(req.query.limit, req.user));
        return sendJson(
          reply,
          await songs.publicJson(`latest:${req.query.limit}`, () => songs.latest(req.query.limit)),
        );
      },
    );

    app.get(
      '/api/songs/demo',
      { schema: { tags, response: { 200: ok(z.array(ZSongListItem.extend({ lyrics: z.array(ZLyricLine) }))) } } },
      async (_req, reply) => sendJson(reply, await songs.publicJson('demo', () => songs.demo())),
    );

    app.get(
      '/api/song/my-songs',
      { preHandler: guards.requireAuth, schema: { tags, response: { 200: ok(z.array(ZSongListItem)) } } },
      async (req) => envelope(await songs.mine(req.user!)),
    );

    app.get(
      '/api/song/:id',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          params: ZSongIdParams,
          querystring: z.object({ key: z.string().max(2048).optional() }),
          response: { 200: ok(ZSongPage) },
        },
      },
      async (req, reply) => {
        const key = songKey(req);
        if (req.user || key) return envelope(await songs.page(req.params.id, req.user, key));
        const id = req.params.id;
        return sendJson(reply, await songs.publicJson(`song:${id}`, () => songs.page(id, null)));
      },
    );

    app.patch(
      '/api/songs/:id/publish',
      {
        // The buyer's link may publish too (a guest's song); the service asks for a login otherwise.
        preHandler: requireLoginOrKey('Please log in to publish songs'),
        schema: { tags, params: ZSongIdParams, body: ZPublishBody, response: { 200: ok(ZSongListItem) } },
      },
      async (req) =>
        envelope(
          await songs.setPublic(req.params.id, req.user, req.body.is_public, {
            description: req.body.description,
            key: songKey(req),
          }),
        ),
    );

    app.post(
      '/api/song/:id/like',
      { preHandler: likeGuard, schema: { tags, params: ZSongIdParams, response: { 200: ok(ZLikeState) } } },
      async (req) => {
        const state = await songs.like(req.params.id, req.user!, 'toggle', songKey(req));
        if (state.liked) await usage.track(req.user, 'song_like', req.params.id);
        return envelope(state);
      },
    );
    app.post(
      '/api/songs/:id/like',
      { preHandler: likeGuard, schema: { tags, params: ZSongIdParams, response: { 200: ok(ZLikeState) } } },
      async (req) => {
        const state = await songs.like(req.params.id, req.user!, true, songKey(req));
        await usage.track(req.user, 'song_like', req.params.id);
        return envelope(state);
      },
    );
    app.delete(
      '/api/songs/:id/like',
      { preHandler: likeGuard, schema: { tags, params: ZSongIdParams, response: { 200: ok(ZLikeState) } } },
      async (req) => envelope(await songs.like(req.params.id, req.user!, false, songKey(req))),
    );
    app.get(
      '/api/songs/:id/like',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZSongIdParams, response: { 200: ok(ZLikeState) } } },
      async (req) => envelope(await songs.likeState(req.params.id, req.user)),
    );
    app.get(
      '/api/songs/:id/likes/users',
      {
        preHandler: guards.optionalAuth,
        schema: { tags, params: ZSongIdParams, response: { 200: ok(z.array(ZLikeUser)) } },
      },
      async (req) => envelope(await songs.likers(req.params.id, req.user)),
    );

    app.post(
      '/api/songs/:id/play',
      {
        preHandler: guards.optionalAuth,
        schema: { tags, params: ZSongIdParams, body: ZPlayBody.optional(), response: { 200: ok(ZPlayResult) } },
      },
      async (req, reply) => {
        // A body's listenerId is no longer believed: visitors count by the server's signed cookie.
        const guest = req.user ? null : listeners.identify(req, reply);
        const result = await songs.play(req.params.id, req.user, guest, songKey(req));
        if (result.counted) await usage.track(req.user, 'song_play', req.params.id);
        return envelope(result);
      },
    );

    app.post(
      '/api/song/:id/share',
      {
        // Members, or the buyer's link (a guest sharing their own song); the service says who else must log in.
        preHandler: requireLoginOrKey('Please log in to share songs'),
        schema: { tags, params: ZSongIdParams, body: ZShareBody, response: { 200: ok(ZShareResult) } },
      },
      async (req) => {
        const result = await songs.share(req.params.id, req.user, req.body.emails, req.body.message, songKey(req));
        await usage.track(req.user, 'song_share', req.params.id, { recipients: result.shares_sent });
        return envelope(result);
      },
    );

    app.post(
      '/api/songs/:id/download',
      {
        // Other people's songs need a login; the buyer's own link downloads (checked in the service).
        preHandler: guards.optionalAuth,
        schema: { tags, params: ZSongIdParams, response: { 200: ok(ZDownloadLink) } },
      },
      async (req) => {
        const link = await songs.downloadLink(req.params.id, req.user, songKey(req));
        await usage.track(req.user, 'song_download', req.params.id);
        return envelope(link);
      },
    );

    app.get(
      '/api/songs/:id/share-keys',
      {
        preHandler: requireLoginOrKey('Please log in to share songs'),
        schema: { tags, params: ZSongIdParams, response: { 200: ok(z.array(ZShareKey)) } },
      },
      async (req) => envelope(await songs.listShareKeys(req.params.id, req.user, songKey(req))),
    );
    app.post(
      '/api/songs/:id/share-keys',
      {
        preHandler: requireLoginOrKey('Please log in to share songs'),
        schema: { tags, params: ZSongIdParams, body: ZShareKeyBody.optional(), response: { 201: ok(ZShareKey) } },
      },
      async (req, reply) => {
        const made = await songs.createShareKey(req.params.id, req.user, req.body?.label, songKey(req));
        await usage.track(req.user, 'song_share', req.params.id, { method: 'private_link' });
        return reply.status(201).send(envelope(made));
      },
    );
    app.delete(
      '/api/songs/:id/share-keys/:keyId',
      {
        preHandler: requireLoginOrKey('Please log in to share songs'),
        schema: { tags, params: ZShareKeyParams, response: { 200: ok(ZMessage) } },
      },
      async (req) => envelope(await songs.revokeShareKey(req.params.id, req.params.keyId, req.user, songKey(req))),
    );

    app.post(
      '/api/songs/upload',
      {
        preHandler: requireLogin('Please log in to upload songs'),
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: ok(ZSongListItem) } },
      },
      async (req, reply) => {
        try {
          const song = await deps.uploads.upload(req, req.user!);
          songs.changed();
          await notifyNewSong(
            { ...app.ctx, publicUrl: app.ctx.config.publicUrl },
            song,
            `uploaded by ${req.user!.name}`,
          );
          await usage.track(req.user, 'song_upload_success', song.id);
          const [item] = (await songs.mine(req.user!)).filter((s) => s.id === song.id);
          return reply.status(201).send(envelope(item!));
        } catch (err) {
          await usage.track(req.user, 'song_upload_error', null, {
            reason: err instanceof Error ? err.message.slice(0, 200) : 'unknown',
          });
          throw err;
        }
      },
    );
  };
