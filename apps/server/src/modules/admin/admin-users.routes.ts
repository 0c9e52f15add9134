import { z } from 'zod';
import { ZAdminUserDetail, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import { createAdminUsersService } from './admin-users.service';

/** A member's detail page for admins: their songs, requests and payments (admin and above, DECISIONS.md). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createAdminUsersService({ db: app.ctx.db, auth: app.ctx.auth });
  app.get(
    '/api/admin/users/:id',
    {
      preHandler: app.ctx.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.uuid('User not found') }),
        response: { 200: ok(ZAdminUserDetail) },
      },
    },
    async (req) => envelope(await users.detail(req.params.id)),
  );
};
