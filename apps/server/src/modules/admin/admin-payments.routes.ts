import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Payments and subscriptions: lists, stats, refund, cancel. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  void app.ctx;
};
