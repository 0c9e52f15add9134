import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { resolveSharedSecrets } from './db/secrets';
import { AppError } from './errors';
import { installErrorHandling, validatorCompiler } from './platform/http';
import { createJobQueue, type JobQueue } from './platform/jobs/jobs';
import { outboxTransport, smtpTransport } from './platform/mail/drivers';
import { createMailer, type Mailer } from './platform/mail/mail';
import { s3Storage } from './platform/storage/s3';
import { localStorage, type Storage } from './platform/storage/storage';
import { mediaRoutes } from './modules/songs/media.routes';
import { createMediaSigner } from './modules/songs/media';
import { songsRoutes } from './modules/songs/songs.routes';
import { createSongsService, type SongsService } from './modules/songs/songs.service';
import { createUploadService, type UploadService } from './modules/songs/upload.service';
import type { PaymentProvider } from './platform/payments/provider';
import { adminSongsRoutes } from './modules/admin/admin-songs.routes';
import { adminAnalyticsRoutes } from './modules/admin/admin-analytics.routes';
import { adminPaymentsRoutes } from './modules/admin/admin-payments.routes';
import { adminFeedbackRoutes } from './modules/admin/admin-feedback.routes';
import { adminEmailRoutes } from './modules/admin/admin-email.routes';
import { adminTeamRoutes } from './modules/admin/admin-team.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { adminRetryRoutes } from './modules/admin/admin-retry.routes';
import { adminAreaRole } from './modules/admin/admin.policy';
import { finishOpenApi, openApiPath, type RouteFacts } from './openapi';
import { usageRoutes } from './modules/usage/usage.routes';
import { createUsageService, type UsageService } from './modules/usage/usage.service';
import { filesRoutes } from './platform/storage/files.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { revisionsRoutes } from './modules/orders/revisions.routes';
import { approvalRoutes } from './modules/approval/approval.routes';
import { createApprovalService, type ApprovalService } from './modules/approval/approval.service';
import { createActivityService, type ActivityService } from './modules/activity/activity.service';
import { createPlaylistsService } from './modules/playlists/playlists.service';
import { playlistsRoutes } from './modules/playlists/playlists.routes';
import { createCommentsService } from './modules/social/comments.service';
import { createPeopleService } from './modules/social/people.service';
import { socialRoutes } from './modules/social/social.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminRequestsService } from './modules/admin/admin-requests.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service';
import { createPaymentsService, type PaymentsService } from './modules/orders/payments.service';
import { registerProduction } from './modules/orders/production';
import { createSandboxProvider } from './platform/payments/sandbox';
import { sandboxCheckoutRoutes } from './platform/payments/sandbox.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { createTokens, type Tokens } from './platform/tokens';
import { createAuthGuards, type AuthGuards } from './modules/auth/auth.plugin';
import { isStaff } from './modules/auth/auth.policy';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { readyRoutes } from './modules/health/ready.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service';
import { supportRoutes } from './modules/support/support.routes';
import { registerSecurityHeaders } from './platform/security-headers';
import { RATE_LIMITED_ROUTES, registerRateLimits } from './modules/rate-limit/rate-limit';
import { registerWeb } from './web';

export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  settings: SettingsService;
  jobs: JobQueue;
  mailer: Mailer;
  tokens: Tokens;
  auth: AuthService;
  guards: AuthGuards;
  storage: Storage;
  songs: SongsService;
  usage: UsageService;
  orders: OrdersService;
  approval: ApprovalService;
  payments: PaymentsService;
  activity: ActivityService;
  paymentProvider: PaymentProvider;
  uploads: UploadService;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    ctx: AppContext;
  }
}

// Reachable in maintenance mode so staff can still sign in and the app can explain itself.
const MAINTENANCE_OPEN = [
  '/api/health',
  '/api/ready',
  '/api/config',
  '/api/login',
  '/api/admin/login',
  '/api/auth/',
  '/api/setup',
  '/api/docs',
];
const MAINTENANCE_PAGES = [
  '/login',
  '/admin',
  '/setup',
  '/reset-password',
  '/verify-email',
  '/forgot-password',
  '/account/email',
];

/** A hop count trusts the nearest N addresses in X-Forwarded-For (fastify's types take it as a function). */
const trustProxyOption = (v: Config['trustProxy']) =>
  typeof v === 'number' ? (_addr: string, hop: number) => hop < v : v;

export async function buildApp(config: Config, opts: { database?: Database } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, webDist: config.webDist });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: app.log }));
  await database.migrate();
  const db = database.db;
  await resolveSharedSecrets(config, db);

  const settings = createSettingsService(db);
  const jobs = createJobQueue({
    db,
    log: app.log,
    pollMs: config.workerPollMs,
    staleMs: config.jobStaleSeconds * 1000,
    timeoutMs: config.jobTimeoutSeconds * 1000,
  });
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : outboxTransport(path.join(config.dataDir, 'mailbox'));
  const mailer = createMailer({
    db,
    jobs,
    transport,
    secretKey: createHmac('sha256', config.jwtRefreshSecret).update('serenade-mail-secrets').digest(),
    from: async (executor) => {
      if (config.mailFrom) return config.mailFrom;
      const [site, email] = await Promise.all([settings.get('site', executor), settings.get('email', executor)]);
      return `"${site.siteName.replace(/"/g, '')}" <${email.fromEmail}>`;
    },
  });
  const tokens = createTokens({ accessSecret: config.jwtAccessSecret, refreshSecret: config.jwtRefreshSecret });
  const storage = config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
  const auth = createAuthService({ db, config, tokens, mailer, settings });
  const guards = createAuthGuards({ db, tokens });
  const profile = createProfileService({ db, auth, storage });
  const media = createMediaSigner(config.jwtRefreshSecret, config.mediaUrlTtlSeconds);
  const usage = createUsageService(db);
  const songs = createSongsService({ db, media, mailer, settings, publicUrl: config.publicUrl, tokens });
  const uploads = createUploadService({ db, storage, settings, tmpDir: path.join(config.dataDir, 'tmp') });
  const sandbox = createSandboxProvider({ db, publicUrl: config.publicUrl });
  const orders = createOrdersService({
    db,
    config,
    settings,
    mailer,
    tokens,
    jobs,
    storage,
    payments: sandbox.provider,
    log: app.log,
  });
  const payments = createPaymentsService({ db, provider: sandbox.provider, orders, mailer, settings, jobs });
  registerProduction({ db, config, jobs, storage, mailer, settings, songs, orders, log: app.log });
  const approval = createApprovalService({ db, config, jobs, mailer, settings, orders, log: app.log });
  approval.registerJobs();
  payments.registerJobs();
  const activity = createActivityService({ db, jobs });
  activity.registerJobs();
  songs.onActivity((row) => activity.record(row));
  const comments = createCommentsService({ db, songs, activity });
  const people = createPeopleService({ db, songs, activity, storage, confirmPassword: auth.confirmPassword });
  const playlists = createPlaylistsService({ db, songs, activity, mailer, settings, config });

  app.decorate('ctx', {
    config,
    database,
    db,
    settings,
    jobs,
    mailer,
    tokens,
    auth,
    guards,
    storage,
    songs,
    usage,
    orders,
    approval,
    payments,
    activity,
    paymentProvider: sandbox.provider,
    uploads,
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionFamily', null);

  const isMaintenance = async () => (await settings.get('site')).maintenanceMode;
  app.addHook('onRequest', async (req) => {
    const url = req.url.split('?')[0]!;
    if (!url.startsWith('/api/') || MAINTENANCE_OPEN.some((p) => url.startsWith(p))) return;
    if (!(await isMaintenance())) return;
    if (req.headers.authorization) {
      try {
        await guards.requireAuth(req, undefined as never);
        if (req.user && isStaff(req.user.role)) return;
      } catch {
        /* treated as a visitor */
      }
    }
    throw new AppError('MAINTENANCE', 'Serenade is down for maintenance. Please check back soon.');
  });

  app.addHook('onRequest', async (req, reply) => {
    const min = adminAreaRole(req.url.split('?')[0]!);
    if (min) await guards.requireRole(min)(req, reply);
  });
  // A route's preHandler holds only its auth guard (requireAuth, optionalAuth, requireRole or a wrapper
  // of them): it runs as an onRequest hook, before the body is parsed or validated, so a visitor gets 401
  // whatever the body (never a 400 or 413 about a call they may not make). Rate limits (preValidation)
  // come after it and read the token themselves.
  const routeFacts = new Map<string, RouteFacts>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeFacts.set(`${method} ${openApiPath(route.url)}`, {
        readsToken: !!route.preHandler,
        staffArea: !!adminAreaRole(route.url),
        rateLimited: !!RATE_LIMITED_ROUTES[`${method} ${route.url}`],
      });
    }
    if (!route.preHandler) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), ...[route.preHandler].flat()];
    route.preHandler = undefined;
  });

  await registerRateLimits(app, { config, db, settings, tokens });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyMultipart, { limits: { fileSize: 110 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Serenade API', version: '1.0.0', description: 'Custom songs and a music community.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (d) => finishOpenApi('openapiObject' in d ? d.openapiObject : d.swaggerObject, routeFacts),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes({ database, settings, auth, config }));
  await app.register(readyRoutes({ database, storage }));
  await app.register(authRoutes({ auth, guards }));
  await app.register(profileRoutes({ profile, guards }));
  await app.register(supportRoutes({ db, mailer, settings, guards }));

  await app.register(songsRoutes({ songs, uploads, usage, guards }));
  await app.register(usageRoutes({ usage, guards }));
  await app.register(mediaRoutes({ db, storage, media, guards }));
  await app.register(filesRoutes({ storage }));
  await app.register(
    newsletterRoutes({ newsletter: createNewsletterService({ db, mailer, tokens, settings, config }) }),
  );
  await app.register(feedbackRoutes({ db, storage, guards }));
  await app.register(pricingRoutes({ db }));
  await app.register(ordersRoutes({ orders, payments, guards }));
  await app.register(approvalRoutes({ approval, guards }));
  await app.register(sandboxCheckoutRoutes({ sandbox }));
  await app.register(socialRoutes({ comments, people, activity, songs, playlists, guards }));
  await app.register(playlistsRoutes({ playlists, guards }));
  await app.register(
    adminRoutes({
      db,
      guards,
      settings,
      requests: createAdminRequestsService({
        db,
        config,
        mailer,
        settings,
        songs,
        storage,
        tmpDir: path.join(config.dataDir, 'tmp'),
      }),
      users: createAdminUsersService({ db, auth }),
    }),
  );
  // Each admin area is its own plugin reading what it needs from app.ctx.
  await app.register(revisionsRoutes);
  await app.register(adminSongsRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(adminEmailRoutes);
  await app.register(adminTeamRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminRetryRoutes);

  await registerWeb(app, {
    webDist: config.webDist,
    isMaintenance: async (url) => !MAINTENANCE_PAGES.some((p) => url.startsWith(p)) && (await isMaintenance()),
    pageMeta: (url) => songs.pageMeta(url),
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await transport.close?.();
    if (!opts.database) await database.close();
  });

  return app;
}
