import { z } from 'zod';
import {
  ADMIN_SONG_LIMITS,
  ZAdminSongDetail,
  ZAdminSongList,
  ZAdminSongStatusBody,
  ZAdminSongUpdateBody,
  ZAdminSongVisibilityBody,
  ZAdminSongsQuery,
  ZMessage,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { envelope } from '../../platform/http';
import { createAdminSongsService } from './admin-songs.service';

const tags = ['admin'];
const ZId = z.object({ id: z.uuid('Song not found') });
const COVER_MAX_BYTES = ADMIN_SONG_LIMITS.coverMb * 1024 * 1024;
const coverTooBig = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The cover must be at most ${ADMIN_SONG_LIMITS.coverMb} MB`, { field: 'cover' });

/** Song library: list, edit, cover, lyrics, archive, visibility, delete. Editor and above (DECISIONS.md). */
export const adminSongsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, songs, storage, activity, guards } = app.ctx;
  const library = createAdminSongsService({ db, songs, storage, activity });
  const editor = guards.requireRole('editor');
  const detail = { 200: ok(ZAdminSongDetail) };

  app.get(
    '/api/admin/songs',
    { preHandler: editor, schema: { tags, querystring: ZAdminSongsQuery, response: { 200: ok(ZAdminSongList) } } },
    async (req) => envelope(await library.list(req.query)),
  );

  app.get(
    '/api/admin/songs/:id',
    { preHandler: editor, schema: { tags, params: ZId, response: detail } },
    async (req) => envelope(await library.detail(req.params.id)),
  );

  app.put(
    '/api/admin/songs/:id',
    { preHandler: editor, schema: { tags, params: ZId, body: ZAdminSongUpdateBody, response: detail } },
    async (req) => envelope(await library.update(req.params.id, req.body)),
  );

  app.post(
    '/api/admin/songs/:id/cover',
    { preHandler: editor, schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: detail } },
    async (req) => {
      if (Number(req.headers['content-length'] ?? 0) > COVER_MAX_BYTES + 64 * 1024) throw coverTooBig();
      if (!req.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the cover as multipart/form-data in the field "cover"', {
          field: 'cover',
        });
      }
      const file = await req.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'cover') {
        file?.file.resume();
        throw new AppError('VALIDATION_ERROR', 'Please choose an image for the cover', { field: 'cover' });
      }
      const data = await file.toBuffer().catch((err: { code?: string }) => {
        throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? coverTooBig() : err;
      });
      if (data.length === 0) throw new AppError('VALIDATION_ERROR', 'The cover file is empty', { field: 'cover' });
      return envelope(await library.setCover(req.params.id, data));
    },
  );

  app.patch(
    '/api/admin/songs/:id/status',
    { preHandler: editor, schema: { tags, params: ZId, body: ZAdminSongStatusBody, response: detail } },
    async (req) => envelope(await library.setStatus(req.params.id, req.body.status)),
  );

  app.patch(
    '/api/admin/songs/:id/visibility',
    { preHandler: editor, schema: { tags, params: ZId, body: ZAdminSongVisibilityBody, response: detail } },
    async (req) => envelope(await library.setVisibility(req.params.id, req.body.visibility)),
  );

  app.delete(
    '/api/admin/songs/:id',
    { preHandler: editor, schema: { tags, params: ZId, response: { 200: ok(ZMessage) } } },
    async (req) => {
      await library.remove(req.params.id);
      return envelope({ message: 'Song deleted' });
    },
  );
};
