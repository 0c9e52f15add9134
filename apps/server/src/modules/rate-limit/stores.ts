import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Counter stores for `@fastify/rate-limit` beyond its own memory and Redis stores: PostgreSQL, so several
 * Serenade processes on one database share their counts. A fixed window per key: the first hit opens it,
 * hits inside it count up, the first hit after it opens a new one.
 */

type IncrResult = { current: number; ttl: number };
type IncrCallback = (err: Error | null, res?: IncrResult) => void;

/** The plugin calls `new Store(options)`; the class closes over the database. */
export function postgresStore(db: Db) {
  let ready: Promise<unknown> | null = null;
  let calls = 0;
  // Counters are short-lived and rebuilt by traffic, so they live outside the migrated schema (an unlogged
  // table: no write-ahead log, emptied after a crash, which only forgives a few requests).
  const ensureTable = () =>
    (ready ??= db
      .execute(
        sql`create unlogged table if not exists rate_limit_hits (
          key text primary key,
          hits integer not null,
          reset_at timestamptz not null
        )`,
      )
      .catch((err: unknown) => {
        ready = null;
        throw err;
      }));

  async function incr(key: string, windowMs: number): Promise<IncrResult> {
    await ensureTable();
    const res = await db.execute(sql`
      insert into rate_limit_hits as h (key, hits, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        hits = case when h.reset_at <= now() then 1 else h.hits + 1 end,
        reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
      returning h.hits as hits, greatest(0, extract(epoch from (h.reset_at - now())) * 1000)::float8 as ttl`);
    const row = (res as unknown as { rows: { hits: number | string; ttl: number | string }[] }).rows[0]!;
    // Now and then, forget windows that ended long ago.
    if (++calls % 500 === 0) {
      void db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 day'`).catch(() => {});
    }
    return { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl)) };
  }

  return class PostgresRateLimitStore {
    // The plugin passes the window as a third argument its type declaration leaves out.
    incr(key: string, cb: IncrCallback, timeWindow = 60_000): void {
      incr(key, timeWindow).then(
        (r) => cb(null, r),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}
