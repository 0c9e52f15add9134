import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** The advisory lock key migrations run under (any fixed number; 'serenade' in ASCII). */
export const MIGRATION_LOCK = 0x73657265;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told when the server closes an idle connection (a restart, an administrator ending it). */
  log?: { warn: (obj: object, msg: string) => void };
};

/** Embedded PostgreSQL (PGlite, data in DATA_DIR/pg) unless a DATABASE_URL names a server. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends is dropped from the pool and the next query opens another; without a
    // listener the pool's 'error' event would end the whole process.
    pool.on('error', (err) =>
      opts.log?.warn({ err: err.message }, 'an idle database connection was closed by the server'),
    );
    const db = drizzle({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Processes starting together migrate one at a time: the first applies, the others then find nothing
      // to do (without the lock, two `CREATE SCHEMA IF NOT EXISTS` race into a duplicate key).
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await migrate(drizzle({ client, schema }), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const releaseLock = lockDataDir(opts.dataDir);
  const client = new PGlite(path.join(opts.dataDir, 'pg'));
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database lives in one process at a time: a second one (say `admin:create` while the
 * server runs) would write to files the first one overwrites. A lock file with the owner's pid says so.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pg.lock');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by another Serenade process (pid ${pid}). Stop it first, or use the admin area.`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
