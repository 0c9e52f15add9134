import { ZMessage, ZTrackBody, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import type { AuthGuards } from '../auth/auth.plugin';
import type { UsageService } from './usage.service';

export const usageRoutes =
  (deps: { usage: UsageService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/usage/track',
      {
        preHandler: deps.guards.optionalAuth,
        schema: { tags: ['usage'], body: ZTrackBody, response: { 201: ok(ZMessage) } },
      },
      async (req, reply) => {
        await deps.usage.track(req.user, req.body.action, req.body.resource_id, req.body.metadata ?? {});
        return reply.status(201).send(envelope({ message: 'Tracked' }));
      },
    );
  };
