import { ZUsageStats, ZUsageStatsQuery, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import { createAdminAnalyticsService } from './admin-analytics.service';

/** Analytics: usage stats over a period, aggregated in SQL (editor and above, DECISIONS.md). */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = createAdminAnalyticsService({ db: app.ctx.db });
  app.get(
    '/api/admin/stats/usage',
    {
      preHandler: app.ctx.guards.requireRole('editor'),
      schema: { tags: ['admin'], querystring: ZUsageStatsQuery, response: { 200: ok(ZUsageStats) } },
    },
    async (req) => envelope(await analytics.usage(req.query)),
  );
};
