import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { DB_TARGETS, useTestApp } from '../../test/harness';

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
});
