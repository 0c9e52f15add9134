import { z } from 'zod';
import { ZAdminRequest, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { envelope } from '../../platform/http';
import type { UserRow } from '../users/users.repo';
import { findRequest, transitionRequest } from '../orders/orders.repo';
import type { OrdersService } from '../orders/orders.service';
import { asActor, presentAdminRequest } from './admin-requests.service';

/**
 * Sends a failed request back into production (the admin's Retry on the request details): its error is
 * cleared, a new production job is queued and the history records who retried it. Only a failed request
 * can be retried, once per failure: a second click finds it already on its way.
 */
export async function retryRequest(
  deps: { db: Db; enqueueProduction: OrdersService['enqueueProduction'] },
  id: string,
  actor: UserRow,
) {
  const before = await findRequest(deps.db, id);
  if (!before) throw new AppError('NOT_FOUND', 'Song request not found');
  // A request nobody paid for (set to failed by hand while it waited for payment) does not go into production.
  if (before.status === 'failed' && !before.paidWith)
    throw new AppError('CONFLICT', 'This request was never paid, so it cannot go back into production');
  const retried = await asActor(deps.db, actor.id, 'Retried by staff', async (tx) => {
    const row = await transitionRequest(tx, id, ['failed'], { status: 'paid', errorMessage: null });
    // The lyrics were settled before the failure: production starts again without asking the buyer.
    if (row) await deps.enqueueProduction(row, tx, { approved: true });
    return row;
  });
  if (retried) return presentAdminRequest(retried);
  const r = await findRequest(deps.db, id);
  if (!r) throw new AppError('NOT_FOUND', 'Song request not found');
  throw new AppError('CONFLICT', `Only a failed request can be retried; this one is ${r.status.replace('_', ' ')}`);
}

export const adminRetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, orders, guards } = app.ctx;
  app.post(
    '/api/admin/requests/:id/retry',
    {
      preHandler: guards.requireRole('editor'),
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid('Song request not found') }),
        response: { 200: ok(ZAdminRequest) },
      },
    },
    async (req) =>
      envelope(await retryRequest({ db, enqueueProduction: orders.enqueueProduction }, req.params.id, req.user!)),
  );
};
