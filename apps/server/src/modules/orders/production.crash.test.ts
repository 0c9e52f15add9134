import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { songs } from '../../db/schema';
import { DB_TARGETS } from '../../test/harness';
import { eq } from 'drizzle-orm';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOB_STALE_SECONDS: '2',
      WORKER_POLL_MS: '100',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  // Generous: a cold start (tsx transpiling, migrations) takes ~5 s idle but far longer on a loaded machine.
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe.each(DB_TARGETS)('production survives a crash (%s)', (target) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('a worker killed mid-generation is restarted and the request completes exactly once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serenade-crash-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (target === 'postgres') {
      const name = `serenade_crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanup.push(async () => {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
    }

    let server = await start(env);
    const res = await fetch(`${server.base}/api/song/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Crash Course',
        prompt: 'For Dana who never gives up',
        priority: 'free',
        name: 'Dana',
        email: 'dana@example.com',
      }),
    });
    const created = ((await res.json()) as { data: { request_id: string; status_token: string } }).data;
    const status = async (): Promise<{ status: string; finalSongId: string | null }> => {
      const url = `${server.base}/api/songs/request/${created.request_id}/status?token=${encodeURIComponent(created.status_token)}`;
      const body = (await (await fetch(url)).json()) as { data: { status: string; finalSongId: string | null } };
      return body.data;
    };

    // A visitor's free order starts when they follow the confirmation mail (issue 16), and renders once the
    // draft lyrics are approved (issue 19): the visitor does both, as in the product.
    let confirmToken = '';
    await waitFor(async () => {
      const box = path.join(dataDir, 'mailbox');
      for (const name of (() => {
        try {
          return readdirSync(box);
        } catch {
          return [];
        }
      })()) {
        const mail = JSON.parse(readFileSync(path.join(box, name), 'utf8')) as { to: string; text: string };
        const m = /confirm=([\w.-]+)/.exec(mail.text);
        if (mail.to === 'dana@example.com' && m) confirmToken = m[1] ?? '';
      }
      return confirmToken !== '';
    }, 30_000);
    const confirmed = await fetch(`${server.base}/api/songs/request/${created.request_id}/confirm-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: confirmToken }),
    });
    expect(confirmed.status).toBe(200);
    await waitFor(async () => {
      const approved = await fetch(`${server.base}/api/songs/request/${created.request_id}/lyrics/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: created.status_token }),
      });
      return approved.status === 200; // 409 while the draft is still being written
    }, 60_000);

    await waitFor(async () => (await status()).status === 'generating', 30_000);
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));

    server = await start(env);
    cleanup.push(() => void server.child.kill('SIGTERM'));
    await waitFor(async () => (await status()).status === 'completed', 90_000);
    const done = await status();
    expect(done.finalSongId).toBeTruthy();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));

    const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    try {
      const made = await database.db
        .select({ id: songs.id })
        .from(songs)
        .where(eq(songs.requestId, created.request_id));
      expect(made).toEqual([{ id: done.finalSongId }]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
