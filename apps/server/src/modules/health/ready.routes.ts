import { ZReady, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { envelope } from '../../platform/http';
import { checkStorage } from '../../platform/storage/check';
import type { Storage } from '../../platform/storage/storage';

/**
 * Readiness for a load balancer or an operator: 200 when the database answers and file storage can be
 * written and read back, 503 naming what is wrong otherwise (`/api/health` stays the cheap liveness check).
 */
export const readyRoutes =
  (deps: { database: Database; storage: Storage }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ready',
      { schema: { tags: ['system'], response: { 200: ok(ZReady), 503: ok(ZReady) } } },
      async (_req, reply) => {
        const [up, storageProblem] = await Promise.all([deps.database.ping(), checkStorage(deps.storage, 5000)]);
        const problem = !up ? 'The database does not answer' : storageProblem;
        return reply.status(problem ? 503 : 200).send(
          envelope({
            status: problem ? 'not_ready' : 'ready',
            database: up ? 'up' : 'down',
            storage: storageProblem ? 'down' : 'up',
            problem,
            time: new Date().toISOString(),
          } as const),
        );
      },
    );
  };
