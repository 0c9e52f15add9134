import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A member's detail page for admins: their songs, requests and payments. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
