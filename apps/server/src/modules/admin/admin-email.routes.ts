import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** E-mail templates and test sends. */
export const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
