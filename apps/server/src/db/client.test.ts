import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './client';

describe('embedded database lock', () => {
  it('refuses a data folder held by another live process and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serenade-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'pg.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Serenade process \(pid \d+\)/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    // The holder is gone: the lock is stale and can be taken, then released.
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'pg.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'pg.lock'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server ending an idle connection: it is told, and the next query opens another', async () => {
    const { default: pg } = await import('pg');
    const { sql } = await import('drizzle-orm');
    const { openDatabase } = await import('./client');
    const warnings: string[] = [];
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: os.tmpdir(),
      log: { warn: (_obj, msg) => void warnings.push(msg) },
    });
    try {
      const pid = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      // the connection now waits idle in the pool; an administrator ends it
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid.rows[0]!.pid]);
      await admin.end();
      for (let i = 0; i < 50 && warnings.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(warnings).toEqual(['an idle database connection was closed by the server']);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
