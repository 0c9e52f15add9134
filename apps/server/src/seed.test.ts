import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from './db/schema';
import { readSetting } from './modules/settings/settings.repo';
import { findUserByEmail } from './modules/users/users.repo';
import { DEMO_SONG_QUEUE, DEMO_SONGS, seedDemo } from './seed';
import { DB_TARGETS, useTestApp } from './test/harness';

// Issue 13 item 6: an administrator created before the first start (npm run admin:create) must not keep
// the demo songs from being seeded, or the home page says "still being recorded" for ever.

const demoJobs = async (t: ReturnType<typeof useTestApp>) =>
  (await t.app.ctx.db.select().from(jobs).where(eq(jobs.queue, DEMO_SONG_QUEUE))).length;

describe.each(DB_TARGETS)('the demo seed (%s)', (target) => {
  const t = useTestApp(target);

  it('seeds the demo songs when only staff exist, once', async () => {
    await t.createUser({ role: 'superadmin', email: 'first-admin@serenade.local' });
    expect(await readSetting(t.app.ctx.db, 'seeded')).toBeFalsy();
    await seedDemo(t.app.ctx, t.app.log);
    expect(await readSetting(t.app.ctx.db, 'seeded')).toBeTruthy();
    expect(await demoJobs(t)).toBe(DEMO_SONGS.length);
    expect(await findUserByEmail(t.app.ctx.db, 'maya@example.com')).toBeTruthy();
    // A second start seeds nothing more.
    await seedDemo(t.app.ctx, t.app.log);
    expect(await demoJobs(t)).toBe(DEMO_SONGS.length);
  });
});

describe('the demo seed on a database that has members', () => {
  const t = useTestApp('pglite');

  it('leaves a used install alone', async () => {
    await t.createUser({ role: 'user' });
    await seedDemo(t.app.ctx, t.app.log);
    expect(await readSetting(t.app.ctx.db, 'seeded')).toBeFalsy();
    expect(await demoJobs(t)).toBe(0);
  });
});
