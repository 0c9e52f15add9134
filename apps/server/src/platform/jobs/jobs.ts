import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export type Job<P = unknown> = { id: string; queue: string; payload: P; attempts: number; maxAttempts: number };
export type JobHandler<P = unknown> = (payload: P, job: Job<P>) => Promise<void>;
export type EnqueueOptions = { priority?: number; runAt?: Date; maxAttempts?: number };

/** Jobs live in PostgreSQL; a job that throws is retried with exponential backoff. */
export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(opts: { db: Db; log: FastifyBaseLogger; pollMs: number; staleMs?: number }) {
  const staleMs = opts.staleMs ?? 120_000;
  let lastReclaim = 0;
  const { db, log } = opts;
  const handlers = new Map<string, JobHandler<never>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function enqueue<P>(queue: string, payload: P, o: EnqueueOptions = {}, tx: Db = db): Promise<string> {
    const [row] = await tx
      .insert(jobs)
      .values({
        queue,
        payload: payload as object,
        priority: o.priority ?? 0,
        runAt: o.runAt ?? new Date(),
        maxAttempts: o.maxAttempts ?? 5,
      })
      .returning({ id: jobs.id });
    if (!stopped) setImmediate(() => void tick());
    return row!.id;
  }

  /** Enqueues a recurring job unless one is already waiting or running (start-up scheduling). */
  async function ensureScheduled<P>(queue: string, payload: P, o: EnqueueOptions = {}): Promise<void> {
    const pending = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, queue), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (pending.length === 0) await enqueue(queue, payload, o);
  }

  function register<P>(queue: string, handler: JobHandler<P>): void {
    handlers.set(queue, handler as JobHandler<never>);
  }

  /** Claims and runs one due job; returns false when none was due. */
  async function runOne(): Promise<boolean> {
    const queues = [...handlers.keys()];
    if (queues.length === 0) return false;
    const claimed = await db.execute(sql`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
      where id = (
        select id from jobs
        where status = 'queued' and run_at <= now() and queue in (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )})
        order by priority desc, run_at asc, created_at asc
        limit 1
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`);
    const row = (claimed as unknown as { rows: Record<string, unknown>[] }).rows[0];
    if (!row) return false;
    const job: Job = {
      id: String(row.id),
      queue: String(row.queue),
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
    const handler = handlers.get(job.queue)!;
    // A running job proves it is alive; one whose heartbeat stops (a killed process) is taken back.
    const heartbeat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ lockedAt: new Date() })
          .where(eq(jobs.id, job.id))
          .catch(() => {});
      },
      Math.max(250, staleMs / 4),
    );
    try {
      await handler(job.payload as never, job as Job<never>);
      await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lastError: null }).where(eq(jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.maxAttempts;
      log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: message }, 'job failed');
      const backoffMs = Math.min(2 ** job.attempts * 1000, 10 * 60_000);
      await db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'queued',
          lastError: message.slice(0, 2000),
          runAt: new Date(Date.now() + backoffMs),
          finishedAt: final ? new Date() : null,
          lockedAt: null,
        })
        .where(eq(jobs.id, job.id));
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Puts jobs whose worker stopped beating back in the queue. */
  async function reclaimStale(): Promise<number> {
    lastReclaim = Date.now();
    const rows = await db
      .update(jobs)
      .set({ status: 'queued', lockedAt: null })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(Date.now() - staleMs))))
      .returning({ id: jobs.id });
    if (rows.length) log.warn({ jobs: rows.map((r) => r.id) }, 'reclaimed jobs whose worker stopped');
    return rows.length;
  }

  async function tick(): Promise<void> {
    // One loop at a time: PGlite has a single connection, and ordering stays simple.
    running = running.then(async () => {
      try {
        if (Date.now() - lastReclaim > staleMs / 2) await reclaimStale();
        while (!stopped && (await runOne()));
      } catch (err) {
        log.error({ err }, 'job loop error');
      }
    });
    await running;
  }

  /** Runs every job that is due now, then returns (used by tests and the CLI). */
  async function drain(): Promise<number> {
    let n = 0;
    while (await runOne()) n++;
    return n;
  }

  async function start(): Promise<void> {
    // Jobs left running by a crashed process go back to the queue.
    await reclaimStale();
    stopped = false;
    timer = setInterval(() => void tick(), opts.pollMs);
    timer.unref();
    void tick();
  }

  async function stop(): Promise<void> {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  }

  return { enqueue, ensureScheduled, register, runOne, drain, reclaimStale, start, stop };
}
