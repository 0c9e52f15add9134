import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Song library: list, edit, cover, lyrics, archive, visibility, delete. */
export const adminSongsRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
