import { ZPricing, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { envelope } from '../../platform/http';
import { pricingTable, readPricing } from './pricing.service';

export const pricingRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/pricing', { schema: { tags: ['pricing'], response: { 200: ok(ZPricing) } } }, async () =>
      envelope(pricingTable(await readPricing(deps.db))),
    );
  };
