import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app';
import type { Db } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './modules/auth/auth.service';
import { readSetting, writeSetting } from './modules/settings/settings.repo';
import { insertSong } from './modules/songs/songs.repo';
import { findUserByEmail, insertUser } from './modules/users/users.repo';
import { renderInWorker } from './platform/production/render';
import { songFileColumns, storeRenderedSong } from './platform/production/store';

const DEMO_MEMBERS = [
  { name: 'Maya Lindqvist', email: 'maya@example.com' },
  { name: 'Jonas Okafor', email: 'jonas@example.com' },
  { name: 'Priya Raman', email: 'priya@example.com' },
];

export type DemoSongSpec = {
  title: string;
  prompt: string;
  style: string;
  event: string;
  owner: string;
  description: string;
  lengthSeconds: number;
};

export const DEMO_SONGS: DemoSongSpec[] = [
  {
    title: 'Thirty Candles for Maya',
    prompt: 'For my sister Maya who turns 30, loves surfing at dawn and makes the best lemon cake',
    style: 'pop',
    event: 'birthday',
    owner: 'maya@example.com',
    description: 'A sunny birthday anthem for a sister who turns thirty and never misses a wave.',
    lengthSeconds: 75,
  },
  {
    title: 'Launch Day',
    prompt: 'Our team at Brightline announces the new Brightline app, built in six months by the whole crew',
    style: 'electronic',
    event: 'company announcement',
    owner: 'jonas@example.com',
    description: 'Brightline announces its new app with a four-on-the-floor celebration.',
    lengthSeconds: 70,
  },
  {
    title: 'Under the Lanterns',
    prompt: 'First dance for Jonas and Amara who met under the lanterns of a night market in Lagos',
    style: 'jazz',
    event: 'wedding',
    owner: 'jonas@example.com',
    description: 'A swinging first dance for Jonas and Amara.',
    lengthSeconds: 75,
  },
  {
    title: 'Snow on Main Street',
    prompt: 'A holiday song for the Raman family, snowball fights on Main Street and cocoa by the fire',
    style: 'country',
    event: 'holiday',
    owner: 'priya@example.com',
    description: 'A holiday singalong for the whole family.',
    lengthSeconds: 70,
  },
];

export const DEMO_SONG_QUEUE = 'demo.song';

/** Renders one demo song in a worker thread and publishes it. */
export function registerDemoSongJob(ctx: AppContext): void {
  ctx.jobs.register<DemoSongSpec>(
    DEMO_SONG_QUEUE,
    async (spec) => {
      const owner = await findUserByEmail(ctx.db, spec.owner);
      const rendered = await renderInWorker({
        title: spec.title,
        prompt: spec.prompt,
        styles: [spec.style],
        event: spec.event,
        lengthSeconds: spec.lengthSeconds,
        seed: `demo-${spec.title}`,
      });
      const files = await storeRenderedSong(ctx.storage, rendered);
      try {
        await insertSong(ctx.db, {
          id: files.id,
          ownerId: owner?.id ?? null,
          title: spec.title,
          artist: 'Serenade',
          genre: spec.style,
          description: spec.description,
          tags: [spec.event, spec.style],
          isPublic: true,
          source: 'demo',
          ...songFileColumns(files),
        });
      } catch (err) {
        await files.remove();
        throw err;
      }
      ctx.songs.changed();
    },
    { lane: 'render' },
  );
}

/**
 * First start of an empty database: demo members now, their songs rendered in the background. Runs
 * inside the start-up transaction (`tx`), after its lock: a second process starting at the same moment
 * waits, then finds the database seeded.
 */
export async function seedDemo(ctx: AppContext, log: FastifyBaseLogger, tx: Db = ctx.db): Promise<void> {
  // Staff made before the first start (`npm run admin:create`) do not make an install used: only members do.
  if ((await readSetting(tx, 'seeded')) || (await countMembers(tx)) > 0) return;
  // Demo members get random passwords: they exist to be seen, not to be logged into.
  for (const m of DEMO_MEMBERS) {
    if (await findUserByEmail(tx, m.email)) continue;
    await insertUser(tx, {
      ...m,
      passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
      emailVerifiedAt: new Date(),
    });
  }
  for (const [i, spec] of DEMO_SONGS.entries()) {
    await ctx.jobs.enqueue(DEMO_SONG_QUEUE, spec, { priority: -10 - i, maxAttempts: 2 }, tx);
  }
  await writeSetting(tx, 'seeded', { at: new Date().toISOString() });
  log.info({ members: DEMO_MEMBERS.length, songs: DEMO_SONGS.length }, 'seeded demo members; demo songs are rendering');
}

const countMembers = async (tx: Db) => {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'user'));
  return Number(row?.n ?? 0);
};

/** The advisory lock the start-up transaction takes (any fixed number; 'seed' in ASCII). */
const STARTUP_LOCK = 0x73656564;

/**
 * Everything a process does to the database before it serves: the demo seed and the scheduled jobs, in
 * one transaction under one lock, each step idempotent. Two processes starting at the same moment on an
 * empty database make one seed and one row per scheduled job.
 */
export async function prepareDatabase(ctx: AppContext, log: FastifyBaseLogger, o: { seedDemo: boolean }) {
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    if (o.seedDemo) await seedDemo(ctx, log, tx);
    await ctx.payments.scheduleRenewals(tx);
    await ctx.activity.scheduleTrending(tx);
  });
}
