import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { appSecrets, jobs, users } from './db/schema';
import { DB_TARGETS } from './test/harness';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const listenOn = (port = 0) =>
  new Promise<Server>((resolve) => {
    const s = createServer().listen(port, '127.0.0.1', () => resolve(s));
  });
const freePort = async () => {
  const s = await listenOn();
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
};

type Proc = { child: ChildProcess; base: string; out: () => string; err: () => string; exit: Promise<number | null> };

function spawnServer(env: Record<string, string>, port: number): Proc {
  const base: NodeJS.ProcessEnv = { ...process.env };
  // No secrets by env: every process must agree through the database.
  delete base.JWT_ACCESS_SECRET;
  delete base.JWT_REFRESH_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...base, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, base: `http://127.0.0.1:${port}`, out: () => out, err: () => err, exit };
}

async function untilUp(p: Proc): Promise<void> {
  // Generous: a cold start (tsx transpiling, migrations) takes seconds idle, far longer on a loaded machine.
  for (let i = 0; i < 1800; i++) {
    if (p.child.exitCode !== null) throw new Error(`server exited ${p.child.exitCode}: ${p.err()}`);
    try {
      if ((await fetch(`${p.base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function freshPostgres(cleanup: (() => Promise<void> | void)[]): Promise<string> {
  const name = `serenade_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.each(DB_TARGETS)('starting server processes (%s)', (target) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serenade-start-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it.runIf(target === 'postgres')(
    'two processes started at the same moment on an empty database both come up, agree on secrets and seed once',
    async () => {
      const databaseUrl = await freshPostgres(cleanup);
      const [a, b] = [
        spawnServer({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }, await freePort()),
        spawnServer({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }, await freePort()),
      ];
      cleanup.push(
        () => void a.child.kill('SIGKILL'),
        () => void b.child.kill('SIGKILL'),
      );
      await Promise.all([untilUp(a), untilUp(b)]);
      for (const p of [a, b]) expect((await fetch(`${p.base}/api/ready`)).status).toBe(200);

      // The first administrator's one-time link, printed by A, works on B; B's login works on A.
      const setup = /\/setup\?token=(\S+)/.exec(a.out())?.[1] ?? /\/setup\?token=(\S+)/.exec(b.out())?.[1];
      expect(setup).toBeTruthy();
      const created = await fetch(`${b.base}/api/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: setup, name: 'Ada Admin', email: 'ada@example.org', password: 'Str0ng!pass42' }),
      });
      expect(created.status).toBe(201);
      const session = ((await created.json()) as { data: { token: string } }).data;
      const profile = await fetch(`${a.base}/api/profile`, { headers: { authorization: `Bearer ${session.token}` } });
      expect(profile.status).toBe(200);

      a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
      await Promise.all([a.exit, b.exit]);
      const database = await openDatabase({ dataDir: dataDir(), databaseUrl });
      try {
        const { db } = database;
        const scheduled = await db
          .select({ queue: jobs.queue })
          .from(jobs)
          .where(inArray(jobs.queue, ['subscription.renew', 'trending.refresh']));
        expect(scheduled.map((j) => j.queue).sort()).toEqual(['subscription.renew', 'trending.refresh']);
        expect(await db.select().from(jobs).where(eq(jobs.queue, 'demo.song'))).toHaveLength(4);
        const demo = await db
          .select()
          .from(users)
          .where(inArray(users.email, ['maya@example.com', 'jonas@example.com', 'priya@example.com']));
        expect(demo).toHaveLength(3);
        expect(await db.select().from(appSecrets)).toHaveLength(2);
      } finally {
        await database.close();
      }
    },
    600_000,
  );

  it('a process that cannot store files or cannot listen says so in one line, exits 1, and takes no job', async () => {
    const dir = dataDir();
    const env: Record<string, string> = { DATA_DIR: dir };
    if (target === 'postgres') env.DATABASE_URL = await freshPostgres(cleanup);
    // A job already waiting (say, a song to render): no refusing process may claim it.
    const database = await openDatabase({ dataDir: dir, databaseUrl: env.DATABASE_URL });
    let waiting = '';
    try {
      await database.migrate();
      const [row] = await database.db
        .insert(jobs)
        .values({ queue: 'trending.refresh', payload: {} })
        .returning({ id: jobs.id });
      waiting = row!.id;
    } finally {
      await database.close();
    }

    // Both at once (each on its own data folder: the embedded database admits one process):
    // file storage in a bucket nobody answers for, and a port something else holds.
    const closed = await freePort();
    const other: Record<string, string> = { DATA_DIR: dataDir() };
    if (target === 'postgres') other.DATABASE_URL = await freshPostgres(cleanup);
    const noStorage = spawnServer(
      {
        ...other,
        S3_BUCKET: 'serenade-songs',
        S3_ENDPOINT: `http://127.0.0.1:${closed}`,
        S3_ACCESS_KEY_ID: 'wrong',
        S3_SECRET_ACCESS_KEY: 'wrong',
      },
      await freePort(),
    );
    const taken = await listenOn();
    cleanup.push(() => void taken.close());
    const port = (taken.address() as { port: number }).port;
    const noPort = spawnServer(env, port);
    const [storageExit, portExit] = await Promise.all([noStorage.exit, noPort.exit]);

    expect(storageExit).toBe(1);
    expect(noStorage.err().trim().split('\n').at(-1)).toMatch(
      /^File storage is not usable: the S3 bucket cannot be written and read back \(.+\)$/,
    );
    expect(portExit).toBe(1);
    expect(noPort.err().trim().split('\n').at(-1)).toMatch(new RegExp(`^Cannot listen on 127\\.0\\.0\\.1:${port}: .+`));

    const after = await openDatabase({ dataDir: dir, databaseUrl: env.DATABASE_URL });
    try {
      const [job] = await after.db.select().from(jobs).where(eq(jobs.id, waiting));
      expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      await after.close();
    }
  }, 600_000);
});
