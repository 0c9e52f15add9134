import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { DB_TARGETS, useTestApp } from '../../test/harness';
import { createJobQueue } from './jobs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('timed out');
}

describe.each(DB_TARGETS)('job queue (%s)', (target) => {
  const t = useTestApp(target);

  it('runs higher priority first, then older first', async () => {
    const q = t.app.ctx.jobs;
    const order: string[] = [];
    q.register<{ n: string }>('test.order', async ({ n }) => void order.push(n));
    await q.enqueue('test.order', { n: 'low-1' }, { priority: 1 });
    await q.enqueue('test.order', { n: 'high' }, { priority: 3 });
    await q.enqueue('test.order', { n: 'low-2' }, { priority: 1 });
    await q.enqueue('test.order', { n: 'later' }, { priority: 9, runAt: new Date(Date.now() + 60_000) });
    await q.drain();
    expect(order).toEqual(['high', 'low-1', 'low-2']);
  });

  it('retries with backoff and marks a job failed after its last attempt', async () => {
    const q = t.app.ctx.jobs;
    let calls = 0;
    q.register('test.flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    const id = await q.enqueue('test.flaky', {}, { maxAttempts: 2 });
    await q.drain();
    let [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id));
    await q.drain();
    [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'boom 2' });
    expect(calls).toBe(2);
  });

  it('runs the final-failure step once, after the last attempt only', async () => {
    const q = t.app.ctx.jobs;
    const finals: { payload: unknown; error: string }[] = [];
    q.register<{ n: number }>(
      'test.doomed',
      async () => {
        throw new Error('bucket refused');
      },
      { onFinalFailure: async (payload, error) => void finals.push({ payload, error }) },
    );
    const id = await q.enqueue('test.doomed', { n: 7 }, { maxAttempts: 2 });
    await q.drain();
    expect(finals).toEqual([]);
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id));
    await q.drain();
    expect(finals).toEqual([{ payload: { n: 7 }, error: 'bucket refused' }]);
    await q.drain();
    expect(finals).toHaveLength(1);
  });

  it('stops an attempt at its time limit, tells the handler, and counts it as failed', async () => {
    const q = t.app.ctx.jobs;
    let aborted = false;
    const finals: string[] = [];
    q.register(
      'test.stuck',
      (_p, job) =>
        new Promise<void>((resolve) => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
      { timeoutMs: 300, onFinalFailure: async (_p, error) => void finals.push(error) },
    );
    const id = await q.enqueue('test.stuck', {}, { maxAttempts: 1 });
    await q.drain();
    const [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/did not finish within its time limit/);
    expect(aborted).toBe(true);
    expect(finals).toEqual([row!.lastError]);
  });

  it('keeps one row per scheduled job however many schedule it at once, and runs it again later', async () => {
    const q = t.app.ctx.jobs;
    let runs = 0;
    q.register('test.every', async () => void (runs += 1));
    const made = await Promise.all(
      Array.from({ length: 6 }, () => q.ensureScheduled('test.every', {}, { everyMs: 60_000 })),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    const rows = () => t.app.ctx.db.select().from(jobs).where(eq(jobs.queue, 'test.every'));
    expect(await rows()).toHaveLength(1);
    await q.drain();
    expect(runs).toBe(1);
    // The same row waits for its next turn; scheduling again adds nothing.
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await q.ensureScheduled('test.every', {}, { everyMs: 60_000 })).toBe(false);
    expect(await rows()).toHaveLength(1);
  });

  it("a busy queue takes back a killed worker's job: the stale sweep does not wait for the queue to empty", async () => {
    const { db } = t.app.ctx;
    // Another process claimed this job, beat once, and was killed (kill -9): its heartbeat stopped.
    const [victim] = await db
      .insert(jobs)
      .values({ queue: 'test.victim', payload: {}, status: 'running', attempts: 1, priority: 5, lockedAt: new Date() })
      .returning();
    const q = createJobQueue({ db, log: t.app.log, pollMs: 50, staleMs: 1000 });
    let victimRuns = 0;
    let busyRuns = 0;
    // Steady load: every busy job takes a while and queues the next, so the loop never runs dry.
    q.register('test.busy', async () => {
      busyRuns += 1;
      await sleep(150);
      await q.enqueue('test.busy', {});
    });
    q.register('test.victim', async () => void (victimRuns += 1));
    for (let i = 0; i < 3; i++) await q.enqueue('test.busy', {});
    await q.start();
    try {
      await waitFor(async () => victimRuns > 0, 30_000);
    } finally {
      await q.stop();
    }
    const [after] = await db.select().from(jobs).where(eq(jobs.id, victim!.id));
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    expect(victimRuns).toBe(1);
    // The queue was still busy when the job came back.
    expect(busyRuns).toBeGreaterThan(3);
    expect(
      await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.queue, 'test.busy'), eq(jobs.status, 'queued'))),
    ).not.toHaveLength(0);
    await db.delete(jobs).where(eq(jobs.queue, 'test.busy'));
  }, 60_000);

  it('a long render does not hold up the rest: mail and drafts run in their own lane, each lane one job at a time', async () => {
    const { db } = t.app.ctx;
    const q = createJobQueue({ db, log: t.app.log, pollMs: 50, staleMs: 5000 });
    let releaseRender!: () => void;
    const renderHeld = new Promise<void>((r) => (releaseRender = r));
    const events: string[] = [];
    let renders = 0;
    let maxRenders = 0;
    q.register(
      'test.render',
      async () => {
        renders += 1;
        maxRenders = Math.max(maxRenders, renders);
        events.push('render started');
        await renderHeld;
        renders -= 1;
        events.push('render done');
      },
      { lane: 'render' },
    );
    q.register('test.mail', async () => void events.push('mail sent'));
    await q.enqueue('test.render', {});
    await q.enqueue('test.render', {});
    await q.start();
    try {
      await waitFor(async () => events.includes('render started'), 10_000);
      await q.enqueue('test.mail', {});
      // the mail goes out while the first render is still running
      await waitFor(async () => events.includes('mail sent'), 10_000);
      expect(events).toEqual(['render started', 'mail sent']);
      releaseRender();
      await waitFor(async () => events.filter((e) => e === 'render done').length === 2, 10_000);
    } finally {
      releaseRender();
      await q.stop();
    }
    // the render lane ran its two jobs one after the other
    expect(maxRenders).toBe(1);
    await db.delete(jobs).where(eq(jobs.queue, 'test.render'));
    await db.delete(jobs).where(eq(jobs.queue, 'test.mail'));
  }, 60_000);
});
