import { z } from 'zod';
import { contentDisposition } from '../../platform/downloads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { Storage } from '../../platform/storage/storage';
import type { AuthGuards } from '../auth/auth.plugin';
import { parseRange, type MediaAsset, type MediaSigner } from './media';
import { findSong } from './songs.repo';
import { downloadName } from './songs.service';
import type { Db } from '../../db/client';
import { shareKeyLive } from './share-keys';

const ZParams = z.object({ id: z.uuid('Song not found'), asset: z.enum(['audio', 'cover', 'peaks', 'download']) });
const COVER_MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
const ZQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(64).optional(),
  k: z.string().max(64).optional(),
});

/**
 * Streams song media. Public, active songs' media is open and cacheable; anything else needs a
 * signed link from the API. Audio answers range requests so players can seek.
 */
export const mediaRoutes =
  (deps: { db: Db; storage: Storage; media: MediaSigner; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/songs/:id/:asset',
      {
        schema: {
          tags: ['media'],
          description:
            "A song's audio, cover, waveform peaks or download. Public songs' covers (and audio and peaks while the catalogue is open) need nothing; anything else needs the signed link (`exp`, `sig`, and `k` for a share key) the song API hands out.",
          params: ZParams,
          querystring: ZQuery,
        },
      },
      async (req, reply) => {
        const { id, asset } = req.params as { id: string; asset: MediaAsset };
        const song = await findSong(deps.db, id);
        const notFound = () => new AppError('NOT_FOUND', 'Media not found');
        if (!song) throw notFound();
        // A link handed out through a share key lives only as long as that key (revoking it ends playback too).
        const signed =
          deps.media.verify(id, asset, req.query.exp, req.query.sig, req.query.k) &&
          (!req.query.k || (await shareKeyLive(deps.db, id, req.query.k)));
        // With the public catalogue closed, audio and waveforms need a signed link (members get them).
        const open =
          song.isPublic &&
          song.status === 'active' &&
          asset !== 'download' &&
          (asset === 'cover' || (await app.ctx.settings.get('site')).publicCatalogEnabled);
        if (!signed && !open) throw notFound();

        const key = asset === 'cover' ? song.coverPath : asset === 'peaks' ? song.peaksPath : song.audioPath;
        if (!key) throw notFound();
        const size = await deps.storage.size(key);
        if (size === null) throw notFound();

        const mime =
          asset === 'peaks'
            ? 'application/json'
            : asset === 'cover'
              ? (COVER_MIME[key.split('.').pop() ?? ''] ?? 'image/png')
              : (song.audioMime ?? 'audio/mpeg');
        reply.header('Content-Type', mime);
        reply.header('Cache-Control', open ? 'public, max-age=3600' : 'private, no-store');
        reply.header('X-Content-Type-Options', 'nosniff');
        if (asset === 'cover' && mime === 'image/svg+xml')
          reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        if (asset === 'download') {
          const name = downloadName(song, key.split('.').pop() ?? 'mp3');
          reply.header('Content-Disposition', contentDisposition('attachment', name));
        }
        if (asset !== 'audio' && asset !== 'download') {
          reply.header('Content-Length', size);
          return reply.send(await deps.storage.read(key));
        }
        reply.header('Accept-Ranges', 'bytes');
        const range = parseRange(req.headers.range, size);
        if (range === 'invalid') {
          reply.header('Content-Range', `bytes */${size}`);
          return reply
            .status(416)
            .type('application/json; charset=utf-8')
            .send(
              JSON.stringify({
                success: false,
                error: 'The requested range is not satisfiable',
                code: 'RANGE_NOT_SATISFIABLE',
              }),
            );
        }
        if (!range) {
          reply.header('Content-Length', size);
          return reply.send(await deps.storage.read(key));
        }
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('Content-Length', range.end - range.start + 1);
        return reply.send(await deps.storage.read(key, range));
      },
    );
  };
