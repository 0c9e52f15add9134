import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { TRole } from '@serenade/contract';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { mailOutbox } from '../db/schema';
import { readMailbox } from '../platform/mail/drivers';
import type { OutgoingMail } from '../platform/mail/mail';
import { hashPassword } from '../modules/auth/auth.service';
import { insertUser, type UserRow } from '../modules/users/users.repo';

export type DbTarget = 'pglite' | 'postgres';

/** Every API suite runs on embedded PostgreSQL, and also on the server when TEST_DATABASE_URL is set. */
export const DB_TARGETS: DbTarget[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `serenade_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  // A copy of the migrated template global setup made (the app's own migrate() then finds nothing to do).
  await admin.query(`create database ${name} template ${inject('pgTemplateDatabase')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  request: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  createUser: (o?: {
    role?: TRole;
    status?: 'active' | 'suspended';
    password?: string;
    email?: string;
    name?: string;
  }) => Promise<UserRow & { password: string }>;
  login: (email: string, password: string) => Promise<{ token: string; refreshToken: string }>;
  /** What staff see in the outbox (live links hidden). */
  mails: (to: string) => Promise<(typeof mailOutbox.$inferSelect)[]>;
  /** What was delivered (links included), newest first: the outbox driver's mailbox folder, after drain(). */
  inbox: (to: string) => Promise<OutgoingMail[]>;
  /** The delivered messages to `to` with their outbox kind, newest first (after drain()): links included. */
  delivered: (to: string) => Promise<(OutgoingMail & { kind: string })[]>;
  drain: () => Promise<number>;
};

/** One app per test file (shared across its tests), on a fresh database. */
export function useTestApp(target: DbTarget, env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const state = {} as TestApp;
  let cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'serenade-test-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (target === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      cleanup.push(created.drop);
    } else {
      await cp(path.join(inject('pgTemplateDir'), 'pg'), path.join(dataDir, 'pg'), { recursive: true });
    }
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        PUBLIC_URL: 'http://serenade.test',
        // Suites call from inject's 127.0.0.1 many times; rate-limit tests come from other addresses.
        RATE_LIMIT_EXEMPT: '127.0.0.1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      overrides,
    );
    const app = await buildApp(config);
    cleanup.unshift(() => app.close());
    let n = 0;
    Object.assign(state, {
      app,
      config,
      dataDir,
      request: (opts: InjectOptions) => app.inject(opts),
      createUser: async (o = {}) => {
        const password = o.password ?? 'Passw0rd!';
        n += 1;
        const user = await insertUser(app.ctx.db, {
          email: o.email ?? `member${n}-${randomBytes(3).toString('hex')}@example.com`,
          name: o.name ?? `Member ${n}`,
          passwordHash: await hashPassword(password),
          role: o.role ?? 'user',
          status: o.status ?? 'active',
          emailVerifiedAt: new Date(),
        });
        return { ...user, password };
      },
      login: async (email: string, password: string) => {
        const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
        if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
        return res.json().data;
      },
      mails: (to: string) =>
        app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)),
      inbox: (to: string) => readMailbox(path.join(dataDir, 'mailbox'), to),
      delivered: async (to: string) => {
        const rows = await app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
        const kinds = new Map(rows.map((r) => [r.id, r.kind]));
        return (await readMailbox(path.join(dataDir, 'mailbox'), to)).map((m) => ({
          ...m,
          kind: kinds.get(m.id) ?? 'unknown',
        }));
      },
      drain: () => app.ctx.jobs.drain(),
    } satisfies Partial<TestApp>);
  });

  afterAll(async () => {
    for (const fn of cleanup) await fn();
    cleanup = [];
  });

  return state;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Pulls the first link to `path` out of an e-mail's text. */
export function linkIn(text: string, pathname: string): string {
  const m = new RegExp(`https?://\\S+${pathname.replace(/[/?]/g, '\\$&')}\\S*`).exec(text);
  if (!m) throw new Error(`no ${pathname} link in: ${text}`);
  return m[0];
}
