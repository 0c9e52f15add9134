import { z } from 'zod';
import {
  ZAdminPaymentDetail,
  ZAdminPaymentStats,
  ZAdminPaymentsList,
  ZAdminPaymentsQuery,
  ZAdminSubscription,
  ZAdminSubscriptionsList,
  ZAdminSubscriptionsQuery,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import { createAdminPaymentsService } from './admin-payments.service';

const tags = ['admin'];
const ZId = (what: string) => z.object({ id: z.uuid(`${what} not found`) });

/** Payments and subscriptions: lists, stats, refund, cancel. Money is the admin's, not the editor's. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const admin = ctx.guards.requireRole('admin');
  const service = createAdminPaymentsService({
    db: ctx.db,
    provider: ctx.paymentProvider,
    mailer: ctx.mailer,
    settings: ctx.settings,
    publicUrl: ctx.config.publicUrl,
  });

  app.get(
    '/api/admin/payments',
    {
      preHandler: admin,
      schema: { tags, querystring: ZAdminPaymentsQuery, response: { 200: ok(ZAdminPaymentsList) } },
    },
    async (req) => envelope(await service.listPayments(req.query)),
  );
  app.get(
    '/api/admin/payments/stats',
    { preHandler: admin, schema: { tags, response: { 200: ok(ZAdminPaymentStats) } } },
    async () => envelope(await service.stats()),
  );
  app.get(
    '/api/admin/payments/:id',
    { preHandler: admin, schema: { tags, params: ZId('Payment'), response: { 200: ok(ZAdminPaymentDetail) } } },
    async (req) => envelope(await service.paymentDetail(req.params.id)),
  );
  app.post(
    '/api/admin/payments/:id/refund',
    { preHandler: admin, schema: { tags, params: ZId('Payment'), response: { 200: ok(ZAdminPaymentDetail) } } },
    async (req) => envelope(await service.refund(req.params.id, req.user!)),
  );

  app.get(
    '/api/admin/subscriptions',
    {
      preHandler: admin,
      schema: { tags, querystring: ZAdminSubscriptionsQuery, response: { 200: ok(ZAdminSubscriptionsList) } },
    },
    async (req) => envelope(await service.listSubscriptions(req.query)),
  );
  app.post(
    '/api/admin/subscriptions/:id/cancel',
    { preHandler: admin, schema: { tags, params: ZId('Subscription'), response: { 200: ok(ZAdminSubscription) } } },
    async (req) => envelope(await service.cancelSubscription(req.params.id)),
  );
};
