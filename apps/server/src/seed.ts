import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app';
import { songs } from './db/schema';
import { hashPassword } from './modules/auth/auth.service';
import { readSetting, writeSetting } from './modules/settings/settings.repo';
import { countUsers, insertUser } from './modules/users/users.repo';

const DEMO_MEMBERS = [
  { name: 'Maya Lindqvist', email: 'maya@example.com' },
  { name: 'Jonas Okafor', email: 'jonas@example.com' },
  { name: 'Priya Raman', email: 'priya@example.com' },
];

const DEMO_SONGS = [
  {
    title: 'Thirty Candles for Maya',
    genre: 'pop',
    tags: ['birthday', 'pop'],
    description: 'A sunny birthday anthem for a sister who turns thirty and never misses a wave.',
  },
  {
    title: 'Launch Day',
    genre: 'electronic',
    tags: ['company announcement'],
    description: 'Our team announces the new app with a four-on-the-floor celebration.',
  },
  {
    title: 'Under the Lanterns',
    genre: 'jazz',
    tags: ['wedding', 'jazz'],
    description: 'A swinging first dance for Jonas and Amara.',
  },
  {
    title: 'Snow on Main Street',
    genre: 'country',
    tags: ['holiday'],
    description: 'A holiday singalong for the whole family.',
  },
];

/** First start of an empty database: a few members and songs so the site looks alive. */
export async function seedDemo(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { db } = ctx;
  if ((await readSetting(db, 'seeded')) || (await countUsers(db)) > 0) return;
  // Demo members get random passwords: they exist to be seen, not to be logged into.
  const members: Awaited<ReturnType<typeof insertUser>>[] = [];
  for (const m of DEMO_MEMBERS) {
    members.push(
      await insertUser(db, {
        ...m,
        passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
        emailVerifiedAt: new Date(),
      }),
    );
  }
  const now = Date.now();
  await db.insert(songs).values(
    DEMO_SONGS.map((s, i) => ({
      ownerId: members[i % members.length]!.id,
      title: s.title,
      artist: 'Serenade',
      genre: s.genre,
      description: s.description,
      tags: s.tags,
      isPublic: true,
      createdAt: new Date(now - (DEMO_SONGS.length - i) * 3_600_000),
    })),
  );
  await writeSetting(db, 'seeded', { at: new Date().toISOString() });
  log.info({ members: members.length, songs: DEMO_SONGS.length }, 'seeded demo content');
}
