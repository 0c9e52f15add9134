import { z } from 'zod';
import {
  ZEmailPreview,
  ZEmailPreviewBody,
  ZEmailTemplate,
  ZEmailTemplateBody,
  ZEmailTemplateList,
  ZEmailTemplatesQuery,
  ZEmailTestBody,
  ZEmailTestResult,
  ZMessage,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/http';
import { createEmailTemplatesService } from '../email/email-templates.service';
import { seedSystemTemplates } from '../email/template-store';

const tags = ['admin'];
const ZId = z.object({ id: z.uuid('Email template not found') });

/**
 * E-mail templates (editor and above, DECISIONS.md; templates carrying a reset, verification or e-mail change
 * link need an admin, see secret-links.ts) and test sends. The outbox itself is listed by
 * GET /api/admin/outbox in admin.routes.ts.
 */
export const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, mailer, config, guards } = app.ctx;
  // Registered once at start-up: every e-mail Serenade sends gets its template row, without touching edits.
  await seedSystemTemplates(db);
  const templates = createEmailTemplatesService({ db, settings, mailer, publicUrl: config.publicUrl });
  const editor = guards.requireRole('editor');

  app.get(
    '/api/admin/email/templates',
    {
      preHandler: editor,
      schema: { tags, querystring: ZEmailTemplatesQuery, response: { 200: ok(ZEmailTemplateList) } },
    },
    async (req) => envelope(await templates.list(req.query.search || undefined)),
  );
  app.get(
    '/api/admin/email/templates/:id',
    { preHandler: editor, schema: { tags, params: ZId, response: { 200: ok(ZEmailTemplate) } } },
    async (req) => envelope(await templates.get(req.params.id)),
  );
  app.post(
    '/api/admin/email/templates',
    {
      preHandler: editor,
      schema: {
        tags,
        body: ZEmailTemplateBody,
        response: { 201: ok(z.object({ templateId: z.string(), template: ZEmailTemplate })) },
      },
    },
    async (req, reply) => {
      const { templateId } = await templates.create(req.body);
      return reply.status(201).send(envelope({ templateId, template: await templates.get(templateId) }));
    },
  );
  app.put(
    '/api/admin/email/templates/:id',
    {
      preHandler: editor,
      schema: { tags, params: ZId, body: ZEmailTemplateBody, response: { 200: ok(ZEmailTemplate) } },
    },
    async (req) => envelope(await templates.update(req.params.id, req.body, req.user!.role)),
  );
  app.delete(
    '/api/admin/email/templates/:id',
    { preHandler: editor, schema: { tags, params: ZId, response: { 200: ok(ZMessage) } } },
    async (req) => envelope(await templates.remove(req.params.id)),
  );
  app.post(
    '/api/admin/email/templates/:id/reset',
    { preHandler: editor, schema: { tags, params: ZId, response: { 200: ok(ZEmailTemplate) } } },
    async (req) => envelope(await templates.reset(req.params.id, req.user!.role)),
  );
  app.post(
    '/api/admin/email/templates/:id/test',
    {
      preHandler: editor,
      schema: { tags, params: ZId, body: ZEmailTestBody, response: { 200: ok(ZEmailTestResult) } },
    },
    async (req) => envelope(await templates.sendTest(req.params.id, req.body, req.user!)),
  );
  app.post(
    '/api/admin/email/preview',
    { preHandler: editor, schema: { tags, body: ZEmailPreviewBody, response: { 200: ok(ZEmailPreview) } } },
    async (req) => envelope(await templates.preview(req.body)),
  );
};
