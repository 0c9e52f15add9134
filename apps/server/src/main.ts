import { loadConfig } from './config';
import { buildApp } from './app';
import { registerDemoSongJob, seedDemo } from './seed';

const config = loadConfig();
const app = await buildApp(config);

registerDemoSongJob(app.ctx);
if (config.seedDemo) await seedDemo(app.ctx, app.log);
await app.ctx.payments.scheduleRenewals();
await app.ctx.activity.scheduleTrending();
await app.ctx.jobs.start();
await app.listen({ port: config.port, host: config.host });

const setupToken = await app.ctx.auth.createSetupToken();
const banner = [
  '',
  `  Serenade is running at ${config.publicUrl}`,
  `  Database: ${app.ctx.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'PostgreSQL server (DATABASE_URL)'}`,
  `  E-mail: ${config.smtpUrl ? 'SMTP' : 'outbox (read it in the admin area)'}`,
  ...(setupToken
    ? [
        '',
        '  No administrator exists yet. Create the first one here (link valid 24 hours, works once):',
        `  ${config.publicUrl}/setup?token=${setupToken}`,
      ]
    : []),
  '',
];
console.log(banner.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
