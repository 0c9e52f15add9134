import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Analytics: usage stats over a period, aggregated in SQL. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
