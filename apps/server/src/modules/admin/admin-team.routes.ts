import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin users (superadmin) and two-factor sign-in. */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
