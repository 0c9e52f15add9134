import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export type Job<P = unknown> = {
  id: string;
  queue: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
  /** Aborted when the job's time limit passes: long work (a render) should stop then. */
  signal: AbortSignal;
};
export type JobHandler<P = unknown> = (payload: P, job: Job<P>) => Promise<void>;
export type EnqueueOptions = { priority?: number; runAt?: Date; maxAttempts?: number };
export type QueueOptions<P = unknown> = {
  /** How long one attempt may run before it counts as failed (default: the queue's `timeoutMs`). */
  timeoutMs?: number;
  /**
   * Runs once a job has failed its last attempt (thrown, timed out, or its worker killed each time),
   * so the thing it was doing can be marked failed and the people waiting told.
   */
  onFinalFailure?: (payload: P, error: string, job: Omit<Job<P>, 'signal'>) => Promise<void>;
  /**
   * The loop that runs the queue's jobs. Song renders take tens of seconds on their worker thread: they run in
   * the `render` lane so mail, lyric drafts and the rest (the `main` lane) never wait behind one.
   */
  lane?: Lane;
};
export type Lane = 'main' | 'render';
const LANES: Lane[] = ['main', 'render'];

export class JobTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`The job did not finish within its time limit (${Math.round(ms / 1000)} s)`);
  }
}

/** Jobs live in PostgreSQL; a job that throws is retried with exponential backoff. */
export type JobQueue = ReturnType<typeof createJobQueue>;

type Row = { id: unknown; queue: unknown; payload: unknown; attempts: unknown; max_attempts: unknown };
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

export function createJobQueue(opts: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  staleMs?: number;
  /** Default time limit of one attempt. */
  timeoutMs?: number;
}) {
  const staleMs = opts.staleMs ?? 120_000;
  const defaultTimeoutMs = opts.timeoutMs ?? 30 * 60_000;
  const { db, log } = opts;
  const handlers = new Map<string, { run: JobHandler<never>; options: QueueOptions<never> }>();
  let timer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const running = new Map<Lane, Promise<unknown>>(LANES.map((l) => [l, Promise.resolve()]));
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

  /**
   * Schedules a recurring job once: one row per queue, waiting or running, whoever calls this and however
   * many processes do it at the same moment (a partial unique index; the insert does nothing on conflict).
   * After each run the same row goes back to the queue `everyMs` later. Returns whether this call made it.
   */
  async function ensureScheduled<P>(
    queue: string,
    payload: P,
    o: EnqueueOptions & { everyMs: number },
    tx: Db = db,
  ): Promise<boolean> {
    const res = await tx.execute(sql`
      insert into jobs (queue, payload, priority, run_at, max_attempts, singleton_key, repeat_seconds)
      values (${queue}, ${JSON.stringify(payload)}::jsonb, ${o.priority ?? 0}, ${(o.runAt ?? new Date()).toISOString()},
        ${o.maxAttempts ?? 3}, ${queue}, ${Math.max(1, Math.round(o.everyMs / 1000))})
      on conflict (singleton_key) where singleton_key is not null and status in ('queued', 'running') do nothing
      returning id`);
    return rowsOf(res).length > 0;
  }

  function register<P>(queue: string, handler: JobHandler<P>, options: QueueOptions<P> = {}): void {
    handlers.set(queue, { run: handler as JobHandler<never>, options: options as QueueOptions<never> });
  }

  /** The last attempt failed: a scheduled job waits for its next turn, any other job ends `failed`. */
  async function finish(job: Omit<Job, 'signal'>, message: string): Promise<void> {
    const [row] = await db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.repeatSeconds} is null then 'failed' else 'queued' end`,
        attempts: sql`case when ${jobs.repeatSeconds} is null then ${jobs.attempts} else 0 end`,
        runAt: sql`now() + make_interval(secs => coalesce(${jobs.repeatSeconds}, 0))`,
        lastError: message.slice(0, 2000),
        finishedAt: new Date(),
        lockedAt: null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
      .returning({ repeat: jobs.repeatSeconds });
    // Only the process that ended the job runs its final step (a reclaimed job may end twice).
    if (!row || row.repeat !== null) return;
    const onFinal = handlers.get(job.queue)?.options.onFinalFailure;
    if (!onFinal) return;
    try {
      await onFinal(job.payload as never, message, job as Omit<Job<never>, 'signal'>);
    } catch (err) {
      log.error({ jobId: job.id, queue: job.queue, err }, 'final-failure step failed');
    }
  }

  /** Claims and runs one due job (of one lane, or of any); returns false when none was due. */
  async function runOne(lane?: Lane): Promise<boolean> {
    const queues = [...handlers]
      .filter(([, h]) => lane === undefined || (h.options.lane ?? 'main') === lane)
      .map(([q]) => q);
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
    const row = rowsOf(claimed)[0];
    if (!row) return false;
    const base = {
      id: String(row.id),
      queue: String(row.queue),
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
    const { run, options } = handlers.get(base.queue)!;
    const limitMs = options.timeoutMs ?? defaultTimeoutMs;
    const abort = new AbortController();
    const job: Job = { ...base, signal: abort.signal };
    // A running job proves it is alive; one whose heartbeat stops (a killed process) is taken back.
    const heartbeat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ lockedAt: new Date() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
          .catch(() => {});
      },
      Math.max(250, staleMs / 4),
    );
    let limit: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        run(job.payload as never, job as Job<never>),
        new Promise<never>((_, reject) => {
          limit = setTimeout(() => {
            // The attempt has failed first; then the handler is told to stop what it is doing.
            reject(new JobTimeoutError(limitMs));
            abort.abort(new JobTimeoutError(limitMs));
          }, limitMs);
        }),
      ]);
      await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: 0,
          runAt: sql`now() + make_interval(secs => ${jobs.repeatSeconds})`,
          finishedAt: new Date(),
          lastError: null,
          lockedAt: null,
        })
        .where(and(eq(jobs.id, job.id), sql`${jobs.repeatSeconds} is not null`));
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lastError: null, lockedAt: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: message }, 'job failed');
      if (job.attempts >= job.maxAttempts) {
        await finish(base, message);
      } else {
        const backoffMs = Math.min(2 ** job.attempts * 1000, 10 * 60_000);
        await db
          .update(jobs)
          .set({
            status: 'queued',
            lastError: message.slice(0, 2000),
            runAt: new Date(Date.now() + backoffMs),
            lockedAt: null,
          })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
      }
    } finally {
      clearInterval(heartbeat);
      clearTimeout(limit);
    }
    return true;
  }

  /**
   * Puts jobs whose worker stopped beating back in the queue; a job that had used its last attempt
   * ends failed instead, with its final-failure step (a job that kills its worker each time stops).
   */
  async function reclaimStale(): Promise<number> {
    const rows = await db
      .update(jobs)
      .set({ status: 'queued', lockedAt: null, lastError: 'Its worker stopped (taken back)' })
      .where(
        and(
          eq(jobs.status, 'running'),
          lt(jobs.lockedAt, new Date(Date.now() - staleMs)),
          sql`(${jobs.attempts} < ${jobs.maxAttempts} or ${jobs.repeatSeconds} is not null)`,
        ),
      )
      .returning({ id: jobs.id });
    if (rows.length) log.warn({ jobs: rows.map((r) => r.id) }, 'reclaimed jobs whose worker stopped');
    const spent = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'running'),
          lt(jobs.lockedAt, new Date(Date.now() - staleMs)),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      );
    for (const j of spent) {
      await finish(
        { id: j.id, queue: j.queue, payload: j.payload, attempts: j.attempts, maxAttempts: j.maxAttempts },
        `Its worker stopped during the last attempt (${j.attempts} of ${j.maxAttempts})`,
      );
    }
    return rows.length + spent.length;
  }

  async function sweep(): Promise<void> {
    try {
      if ((await reclaimStale()) > 0 && !stopped) setImmediate(() => void tick());
    } catch (err) {
      log.error({ err }, 'stale-job sweep failed');
    }
  }

  async function tick(): Promise<void> {
    // One loop per lane, each running one job at a time.
    await Promise.all(
      LANES.map((lane) => {
        const next = running.get(lane)!.then(async () => {
          try {
            while (!stopped && (await runOne(lane)));
          } catch (err) {
            log.error({ err, lane }, 'job loop error');
          }
        });
        running.set(lane, next);
        return next;
      }),
    );
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
    // The sweep has its own timer: however busy the loop above is, a killed worker's job comes back
    // within the stale limit (plus half of it).
    sweepTimer = setInterval(() => void sweep(), Math.max(100, staleMs / 2));
    sweepTimer.unref();
    void tick();
  }

  async function stop(): Promise<void> {
    stopped = true;
    if (timer) clearInterval(timer);
    if (sweepTimer) clearInterval(sweepTimer);
    await Promise.all(running.values());
  }

  return { enqueue, ensureScheduled, register, runOne, drain, reclaimStale, start, stop };
}
