import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { Storage } from './storage';

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** Public files (avatars) from whichever storage is configured. */
export const filesRoutes =
  (deps: { storage: Storage }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/avatars/:name',
      {
        schema: {
          tags: ['media'],
          description: 'An uploaded avatar image (public).',
          params: z.object({ name: z.string().regex(/^[\w-]+\.(png|jpg|webp|gif)$/) }),
        },
      },
      async (req, reply) => {
        const key = `avatars/${req.params.name}`;
        const size = await deps.storage.size(key);
        if (size === null) throw new AppError('NOT_FOUND', 'File not found');
        return reply
          .header('Content-Type', MIME[req.params.name.split('.').pop()!]!)
          .header('Content-Length', size)
          .header('Cache-Control', 'public, max-age=86400')
          .header('X-Content-Type-Options', 'nosniff')
          .send(await deps.storage.read(key));
      },
    );
  };
