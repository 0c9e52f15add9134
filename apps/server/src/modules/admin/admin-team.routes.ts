import { z } from 'zod';
import {
  ZAddAdminBody,
  ZAddAdminResult,
  ZAdminRoleBody,
  ZAdminTeamList,
  ZAdminTeamMember,
  ZMessage,
  ZSetAdminPasswordBody,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import { createAdminTeamService } from './admin-team.service';

const tags = ['admin'];
const ZId = z.object({ id: z.uuid('Admin user not found') });

/** Admin users (the Admin Users tab): superadmin only. Two-factor sign-in lives in modules/auth. */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, auth, guards } = app.ctx;
  const team = createAdminTeamService({ db, auth });
  const superadmin = guards.requireRole('superadmin');

  app.get(
    '/api/admin/admins',
    { preHandler: superadmin, schema: { tags, response: { 200: ok(ZAdminTeamList) } } },
    async (req) => envelope(await team.list(req.user!)),
  );

  app.post(
    '/api/admin/admins',
    { preHandler: superadmin, schema: { tags, body: ZAddAdminBody, response: { 201: ok(ZAddAdminResult) } } },
    async (req, reply) => reply.status(201).send(envelope(await team.add(req.user!, req.body))),
  );

  app.put(
    '/api/admin/admins/:id/password',
    {
      preHandler: superadmin,
      schema: { tags, params: ZId, body: ZSetAdminPasswordBody, response: { 200: ok(ZAdminTeamMember) } },
    },
    async (req) => envelope(await team.setPassword(req.user!, req.sessionFamily, req.params.id, req.body.password)),
  );

  app.patch(
    '/api/admin/admins/:id/role',
    {
      preHandler: superadmin,
      schema: { tags, params: ZId, body: ZAdminRoleBody, response: { 200: ok(ZAdminTeamMember) } },
    },
    async (req) => envelope(await team.setRole(req.user!, req.params.id, req.body.role)),
  );

  app.delete(
    '/api/admin/admins/:id',
    { preHandler: superadmin, schema: { tags, params: ZId, response: { 200: ok(ZMessage) } } },
    async (req) => envelope(await team.remove(req.user!, req.params.id)),
  );

  app.post(
    '/api/admin/admins/:id/two-factor/reset',
    { preHandler: superadmin, schema: { tags, params: ZId, response: { 200: ok(ZAdminTeamMember) } } },
    async (req) => envelope(await team.resetTwoFactor(req.user!, req.params.id)),
  );
};
