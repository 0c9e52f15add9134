import { z } from 'zod';
import { ok, ZLyricsApprovalView, ZLyricsEditBody, ZSayWordBody } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import type { AuthGuards } from '../auth/auth.plugin';
import type { ApprovalService } from './approval.service';

const tags = ['orders'];
const ZIdParams = z.object({ id: z.uuid('Song request not found') });

/**
 * The lyric approval screen's calls. The buyer (member), whoever holds the request's status link (guest),
 * or staff (approving on the buyer's behalf) may use them; anyone else gets 404.
 */
export const approvalRoutes =
  (deps: { approval: ApprovalService; guards: AuthGuards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { approval, guards } = deps;
    const view = { 200: ok(ZLyricsApprovalView) };

    app.get(
      '/api/songs/request/:id/lyrics',
      {
        preHandler: guards.optionalAuth,
        schema: {
          tags,
          params: ZIdParams,
          querystring: z.object({ token: z.string().max(2048).optional() }),
          response: view,
        },
      },
      async (req) => envelope(await approval.view(req.params.id, req.user, req.query.token)),
    );

    app.put(
      '/api/songs/request/:id/lyrics',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZIdParams, body: ZLyricsEditBody, response: view } },
      async (req) => envelope(await approval.save(req.params.id, req.user, req.body)),
    );

    app.post(
      '/api/songs/request/:id/lyrics/redraft',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZIdParams, body: ZLyricsEditBody, response: view } },
      async (req) => envelope(await approval.redraft(req.params.id, req.user, req.body)),
    );

    app.post(
      '/api/songs/request/:id/lyrics/approve',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZIdParams, body: ZLyricsEditBody, response: view } },
      async (req) => envelope(await approval.approve(req.params.id, req.user, req.body)),
    );

    app.post(
      '/api/songs/request/:id/lyrics/say',
      { preHandler: guards.optionalAuth, schema: { tags, params: ZIdParams, body: ZSayWordBody } },
      async (req, reply) => {
        const wav = await approval.say(req.params.id, req.user, req.body);
        return reply
          .header('content-type', 'audio/wav')
          .header('cache-control', 'private, max-age=300')
          .send(Buffer.from(wav));
      },
    );
  };
