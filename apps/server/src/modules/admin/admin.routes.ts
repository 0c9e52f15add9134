import { Readable } from 'node:stream';
import { contentDisposition } from '../../platform/downloads';
import { z } from 'zod';
import {
  ZAdminRequest,
  ZAdminRequestDetail,
  ZAdminRequestStatusBody,
  ZAdminRequestsExportQuery,
  ZAdminRequestsQuery,
  ZAdminSettings,
  ZAdminSettingsUpdate,
  ZAdminUser,
  ZAdminUserUpdateBody,
  ZAdminUsersQuery,
  ZMessage,
  ZOutboxItem,
  ZOutboxMessage,
  ZPageQuery,
  ok,
} from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { envelope } from '../../platform/http';
import type { AuthGuards } from '../auth/auth.plugin';
import { hasRole } from '../auth/auth.policy';
import { parseRange } from '../songs/media';
import { readPricing } from '../pricing/pricing.service';
import { writeSetting } from '../settings/settings.repo';
import { revokeStaffSessions } from '../auth/auth.repo';
import type { SettingsService } from '../settings/settings.service';
import type { AdminRequestsService } from './admin-requests.service';
import { dashboardStats, topSongs, topUsers } from './admin-stats';
import type { AdminUsersService } from './admin-users.service';

const tags = ['admin'];
const ZId = (what: string) => z.object({ id: z.uuid(`${what} not found`) });
const listOf = <T extends z.ZodType>(key: string, item: T) =>
  ok(
    z.object({
      [key]: z.array(item),
      total: z.number().int().optional(),
      totalCount: z.number().int().optional(),
      totalPages: z.number().int(),
      page: z.number().int().optional(),
    }),
  );

/** Every route checks the role on the server: editor for production work, admin for people and money. */
export const adminRoutes =
  (deps: {
    db: Db;
    guards: AuthGuards;
    requests: AdminRequestsService;
    users: AdminUsersService;
    settings: SettingsService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { guards, requests, users, settings, db } = deps;
    const { storage } = app.ctx;
    const editor = guards.requireRole('editor');
    const admin = guards.requireRole('admin');

    app.get(
      '/api/admin/stats',
      { preHandler: editor, schema: { tags, response: { 200: ok(z.record(z.string(), z.number().nullable())) } } },
      async () => envelope(await dashboardStats(db)),
    );
    const ZLimit = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
    app.get('/api/admin/stats/top-songs', { preHandler: editor, schema: { tags, querystring: ZLimit } }, async (req) =>
      envelope(await topSongs(db, req.query.limit)),
    );
    app.get('/api/admin/stats/top-users', { preHandler: editor, schema: { tags, querystring: ZLimit } }, async (req) =>
      envelope(await topUsers(db, req.query.limit)),
    );

    app.get(
      '/api/admin/requests',
      {
        preHandler: editor,
        schema: { tags, querystring: ZAdminRequestsQuery, response: { 200: listOf('requests', ZAdminRequest) } },
      },
      async (req) => envelope(await requests.list(req.query)),
    );
    app.get(
      '/api/admin/requests/export',
      {
        preHandler: editor,
        schema: {
          tags,
          querystring: ZAdminRequestsExportQuery,
          produces: ['text/csv'],
          description: 'Every request matching the list filters, as CSV (not just one page).',
        },
      },
      async (req, reply) => {
        const name = `song_requests_${new Date().toISOString().slice(0, 10)}.csv`;
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'no-store')
          .send(Readable.from(requests.exportCsv(req.query)));
      },
    );
    app.get(
      '/api/admin/requests/:id',
      { preHandler: editor, schema: { tags, params: ZId('Song request'), response: { 200: ok(ZAdminRequestDetail) } } },
      async (req) => envelope(await requests.detail(req.params.id)),
    );
    // Sample files open in <audio>/<img>, which send no bearer token: the detail call hands out signed links.
    app.get(
      '/media/request-samples/:id',
      {
        schema: {
          hide: true,
          params: ZId('File'),
          querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(64).optional() }),
        },
      },
      async (req, reply) => {
        const file = await requests.sampleFile(req.params.id, req.query.exp, req.query.sig);
        if (!file) throw new AppError('NOT_FOUND', 'File not found');
        const range = parseRange(req.headers.range, file.bytes);
        if (range === 'invalid') {
          reply.header('Content-Range', `bytes */${file.bytes}`);
          throw new AppError('RANGE_NOT_SATISFIABLE', 'The requested range is not satisfiable');
        }
        reply
          .header('Content-Type', file.mime)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Accept-Ranges', 'bytes')
          .header('Content-Disposition', contentDisposition('inline', file.filename));
        if (!range) {
          reply.header('Content-Length', file.bytes);
          return reply.send(await storage.read(file.path));
        }
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${file.bytes}`);
        reply.header('Content-Length', range.end - range.start + 1);
        return reply.send(await storage.read(file.path, range));
      },
    );
    app.put(
      '/api/admin/requests/:id',
      {
        preHandler: editor,
        schema: {
          tags,
          params: ZId('Song request'),
          body: ZAdminRequestStatusBody,
          response: { 200: ok(ZAdminRequest) },
        },
      },
      async (req) => envelope(await requests.setStatus(req.params.id, req.body.status, req.user!)),
    );
    app.delete(
      '/api/admin/requests/:id',
      { preHandler: editor, schema: { tags, params: ZId('Song request'), response: { 200: ok(ZMessage) } } },
      async (req) => {
        await requests.remove(req.params.id);
        return envelope({ message: 'Song request deleted' });
      },
    );
    app.post(
      '/api/admin/upload',
      {
        preHandler: editor,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: {
            201: ok(z.object({ songId: z.string(), requestId: z.string().nullable(), emailsSent: z.number().int() })),
          },
        },
      },
      async (req, reply) => {
        const site = await settings.get('site');
        return reply
          .status(201)
          .send(envelope(await requests.upload(req, req.user!, Math.min(10, site.maxUploadSizeMB))));
      },
    );
    app.post(
      '/api/admin/song/:id/resend-notifications',
      {
        preHandler: editor,
        schema: { tags, params: ZId('Song'), response: { 200: ok(z.object({ emailsSent: z.number().int() })) } },
      },
      async (req) => envelope(await requests.resendNotifications(req.params.id, req.user!)),
    );

    app.get(
      '/api/admin/outbox',
      {
        preHandler: editor,
        schema: { tags, querystring: ZPageQuery, response: { 200: listOf('messages', ZOutboxItem) } },
      },
      async (req) => envelope(await users.outbox(req.query)),
    );
    app.get(
      '/api/admin/outbox/:id',
      { preHandler: editor, schema: { tags, params: ZId('Message'), response: { 200: ok(ZOutboxMessage) } } },
      async (req) => envelope(await users.outboxMessage(req.params.id)),
    );

    app.get(
      '/api/admin/users',
      {
        preHandler: admin,
        schema: { tags, querystring: ZAdminUsersQuery, response: { 200: listOf('users', ZAdminUser) } },
      },
      async (req) => envelope(await users.list(req.query)),
    );
    app.patch(
      '/api/admin/users/:id',
      {
        preHandler: admin,
        schema: { tags, params: ZId('User'), body: ZAdminUserUpdateBody, response: { 200: ok(ZAdminUser) } },
      },
      async (req) => envelope(await users.update(req.user!, req.params.id, req.body)),
    );
    app.post(
      '/api/admin/user/:id/reset-password',
      { preHandler: admin, schema: { tags, params: ZId('User'), response: { 200: ok(ZMessage) } } },
      async (req) => envelope(await users.sendPasswordReset(req.user!, req.params.id)),
    );

    app.get(
      '/api/admin/settings',
      { preHandler: admin, schema: { tags, response: { 200: ok(ZAdminSettings) } } },
      async () =>
        envelope({
          siteSettings: await settings.get('site'),
          emailSettings: await settings.get('email'),
          securitySettings: await settings.get('security'),
          production: await settings.get('production'),
          pricing: await readPricing(db),
          limits: await settings.get('limits'),
        }),
    );
    app.put(
      '/api/admin/settings',
      { preHandler: admin, schema: { tags, body: ZAdminSettingsUpdate, response: { 200: ok(ZAdminSettings) } } },
      async (req) => {
        const b = req.body;
        // Security settings are the superadmin's (DECISIONS.md).
        if (b.securitySettings && !hasRole(req.user!.role, 'superadmin')) {
          throw new AppError('FORBIDDEN', 'Only a superadmin can change security settings', {
            field: 'securitySettings',
          });
        }
        if (b.siteSettings) await settings.set('site', b.siteSettings);
        if (b.emailSettings) await settings.set('email', b.emailSettings);
        if (b.securitySettings) {
          const before = await settings.get('security');
          await settings.set('security', b.securitySettings);
          // Staff sessions signed in without a second factor end when it is switched on (all but this one).
          if (b.securitySettings.twoFactorEnabled && !before.twoFactorEnabled) {
            await revokeStaffSessions(db, req.sessionFamily ?? undefined);
          }
        }
        if (b.production) await settings.set('production', b.production);
        if (b.limits) await settings.set('limits', b.limits);
        // A form that leaves the bundle discounts out keeps the ones set before.
        if (b.pricing) await writeSetting(db, 'pricing', { ...(await readPricing(db)), ...b.pricing });
        return envelope({
          siteSettings: await settings.get('site'),
          emailSettings: await settings.get('email'),
          securitySettings: await settings.get('security'),
          production: await settings.get('production'),
          pricing: await readPricing(db),
          limits: await settings.get('limits'),
        });
      },
    );
  };
