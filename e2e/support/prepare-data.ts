// Run with tsx before the server starts (PGlite allows one process per data folder).
import { eq } from 'drizzle-orm';
import { DEFAULT_LIMITS_SETTINGS, DEFAULT_PRODUCTION_SETTINGS } from '@serenade/contract';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.service';
import { insertUser } from '../../apps/server/src/modules/users/users.repo';
import { registerDemoSongJob, seedDemo } from '../../apps/server/src/seed';
import { ADMIN, EDITOR, MEMBER, SUPERADMIN, SUSPENDED } from './accounts';
import { createSungSong } from './sung-song';

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }));
try {
  // Demo members and their rendered songs first (the seed only runs on an empty database).
  registerDemoSongJob(app.ctx);
  await seedDemo(app.ctx, app.log);
  await app.ctx.auth.createOrPromoteAdmin({ ...ADMIN, role: 'admin' });
  await app.ctx.auth.createOrPromoteAdmin({ ...SUPERADMIN, role: 'superadmin' });
  await app.ctx.auth.createOrPromoteAdmin({ ...EDITOR, role: 'editor' });
  const mia = await insertUser(app.ctx.db, {
    name: MEMBER.name,
    email: MEMBER.email,
    passwordHash: await hashPassword(MEMBER.password),
    emailVerifiedAt: new Date(),
  });
  const member = await insertUser(app.ctx.db, {
    name: SUSPENDED.name,
    email: SUSPENDED.email,
    passwordHash: await hashPassword(SUSPENDED.password),
    emailVerifiedAt: new Date(),
  });
  await app.ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.id));
  // The demo songs and Mia's render side by side (each claim takes a different job): the two cores kept busy.
  await Promise.all([
    app.ctx.jobs.drain(),
    app.ctx.jobs.drain(),
    createSungSong(app.ctx, mia.id, app.ctx.config.dataDir),
  ]);
  // Every journey runs from one address (127.0.0.1): the per-network cap on visitors' free songs is raised so
  // retries cannot trip it; the per-e-mail cap and everything else keep their defaults.
  await app.ctx.settings.set('limits', { ...DEFAULT_LIMITS_SETTINGS, guestFreeSongsPerIpPerDay: 100 });
  // Songs ordered in the journeys are one minute long (the shortest the admin setting allows): the same generator
  // and voice, half the render time on a two-core machine.
  await app.ctx.settings.set('production', { ...DEFAULT_PRODUCTION_SETTINGS, songLengthSeconds: 60 });
} finally {
  await app.close();
}
