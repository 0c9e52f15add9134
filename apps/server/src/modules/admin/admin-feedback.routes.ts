import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Feedback management: list, stats, respond, public toggle, delete, export. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
