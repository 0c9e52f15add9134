import { loadConfig } from './config';
import { buildApp } from './app';
import { checkStorage } from './platform/storage/check';
import { prepareDatabase, registerDemoSongJob } from './seed';

const config = loadConfig();
const app = await buildApp(config);

/** A start-up problem is one clear line and exit code 1, with no job taken. */
async function refuse(line: string): Promise<never> {
  console.error(line);
  await app.close().catch(() => {});
  process.exit(1);
}

// Storage that cannot be written would fail every order after its song was rendered: say so now.
const storageProblem = await checkStorage(app.ctx.storage);
if (storageProblem) await refuse(storageProblem);

registerDemoSongJob(app.ctx);
await prepareDatabase(app.ctx, app.log, { seedDemo: config.seedDemo });
// Listen first: a process that cannot (the port is taken) stops before its worker claims any job.
try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  await refuse(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
}
await app.ctx.jobs.start();

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
