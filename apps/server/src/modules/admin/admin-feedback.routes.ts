import { Readable } from 'node:stream';
import { contentDisposition } from '../../platform/downloads';
import { z } from 'zod';
import {
  ZAdminFeedbackDetail,
  ZAdminFeedbackFilters,
  ZAdminFeedbackItem,
  ZAdminFeedbackList,
  ZAdminFeedbackPublicBody,
  ZAdminFeedbackQuery,
  ZAdminFeedbackRespondBody,
  ZAdminFeedbackStats,
  ZMessage,
  ZPublicFeedbackItem,
  ZPublicFeedbackQuery,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import { createAdminFeedbackService } from './admin-feedback.service';

const tags = ['admin'];
const ZId = z.object({ id: z.uuid('Feedback not found') });

/** Feedback management (editor and above): list, stats, respond, public toggle, delete, export. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, mailer, settings, config, guards } = app.ctx;
  const service = createAdminFeedbackService({ db, storage, mailer, settings, secret: config.jwtRefreshSecret });
  const editor = guards.requireRole('editor');

  app.get(
    '/api/admin/feedback',
    {
      preHandler: editor,
      schema: { tags, querystring: ZAdminFeedbackQuery, response: { 200: ok(ZAdminFeedbackList) } },
    },
    async (req) => envelope(await service.list(req.query)),
  );
  app.get(
    '/api/admin/feedback/stats',
    { preHandler: editor, schema: { tags, response: { 200: ok(ZAdminFeedbackStats) } } },
    async () => envelope(await service.stats()),
  );
  app.get(
    '/api/admin/feedback/export',
    { preHandler: editor, schema: { tags, querystring: ZAdminFeedbackFilters, produces: ['text/csv'] } },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `feedback_export_${day}.csv`))
        .header('Cache-Control', 'no-store')
        .send(Readable.from(service.exportCsv(req.query)));
    },
  );
  app.get(
    '/api/admin/feedback/:id',
    { preHandler: editor, schema: { tags, params: ZId, response: { 200: ok(ZAdminFeedbackDetail) } } },
    async (req) => envelope(await service.detail(req.params.id)),
  );
  app.put(
    '/api/admin/feedback/:id/respond',
    {
      preHandler: editor,
      schema: { tags, params: ZId, body: ZAdminFeedbackRespondBody, response: { 200: ok(ZAdminFeedbackItem) } },
    },
    async (req) => envelope(await service.respond(req.params.id, req.body)),
  );
  app.patch(
    '/api/admin/feedback/:id/public',
    {
      preHandler: editor,
      schema: { tags, params: ZId, body: ZAdminFeedbackPublicBody, response: { 200: ok(ZAdminFeedbackItem) } },
    },
    async (req) => envelope(await service.setPublic(req.params.id, req.body.is_public)),
  );
  app.delete(
    '/api/admin/feedback/:id',
    { preHandler: editor, schema: { tags, params: ZId, response: { 200: ok(ZMessage) } } },
    async (req) => {
      await service.remove(req.params.id);
      return envelope({ message: 'Feedback deleted' });
    },
  );

  // Attachment downloads: the signed link from the detail answer is the permission, so a plain
  // link works in the browser (which cannot send the bearer token) and expires within minutes.
  app.get(
    '/files/feedback/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid('File not found') }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (req, reply) => {
      const file = await service.attachment(req.params.id, req.query.exp, req.query.sig);
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition('attachment', file.filename))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  // Public feedback is shown nowhere else yet (the home testimonials are SPEC's four static
  // entries), so this is how the public site can read what an editor made public.
  app.get(
    '/api/feedback/public',
    {
      schema: {
        tags: ['feedback'],
        querystring: ZPublicFeedbackQuery,
        response: { 200: ok(z.object({ feedback: z.array(ZPublicFeedbackItem) })) },
      },
    },
    async (req) => envelope({ feedback: await service.publicList(req.query.limit) }),
  );
};
