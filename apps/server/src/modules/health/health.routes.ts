import { ZHealth, ZPublicConfig, ok } from '@serenade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { envelope } from '../../platform/http';
import { songKind } from '../../platform/production/capabilities';
import type { AuthService } from '../auth/auth.service';
import type { SettingsService } from '../settings/settings.service';

export const healthRoutes =
  (deps: { database: Database; settings: SettingsService; auth: AuthService; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { tags: ['system'], response: { 200: ok(ZHealth), 503: ok(ZHealth) } } },
      async (_req, reply) => {
        const up = await deps.database.ping();
        return reply.status(up ? 200 : 503).send(
          envelope({
            status: up ? 'ok' : 'degraded',
            database: up ? 'up' : 'down',
            time: new Date().toISOString(),
          } as const),
        );
      },
    );

    app.get('/api/config', { schema: { tags: ['system'], response: { 200: ok(ZPublicConfig) } } }, async () => {
      const [site, email, security, production] = await Promise.all([
        deps.settings.get('site'),
        deps.settings.get('email'),
        deps.settings.get('security'),
        deps.settings.get('production'),
      ]);
      return envelope({
        siteName: site.siteName,
        siteDescription: site.siteDescription,
        adminEmailDomain: deps.config.adminEmailDomain,
        signupsEnabled: site.signupsEnabled,
        maintenanceMode: site.maintenanceMode,
        passwordPolicy: {
          minLength: security.passwordMinLength,
          requireNumbers: security.requireNumbers,
          requireSpecialChars: security.requireSpecialChars,
        },
        supportEmail: email.supportEmail,
        needsSetup: await deps.auth.needsSetup(),
        maxUploadMB: site.maxUploadSizeMB,
        songKind: await songKind(production.mode),
        lyricApproval: { required: production.lyricApproval, waitMinutes: production.approvalWaitMinutes },
      });
    });
  };
