import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import {
  appSecrets,
  creditLedger,
  jobs,
  payments,
  sandboxCheckouts,
  settings,
  subscriptions,
  users,
} from '../../db/schema';
import type { PaymentProvider } from '../../platform/payments/provider';
import { prepareDatabase } from '../../seed';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { TRENDING_QUEUE } from '../activity/activity.service';
import { createPaymentsService, RENEW_QUEUE } from './payments.service';

const MONTH_MS = 30 * 24 * 3600 * 1000;

/**
 * Two server processes on one database, in one test process: the second app shares the first one's
 * database (as a second process on the same PostgreSQL would) but has its own data folder and no
 * secrets given by env.
 */
describe.each(DB_TARGETS)('exactly once with two processes and crashes (%s)', (target) => {
  const t = useTestApp(target);
  let second: FastifyInstance;
  let secondDir = '';
  beforeAll(async () => {
    secondDir = await mkdtemp(path.join(os.tmpdir(), 'serenade-second-'));
    second = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: secondDir,
        SEED_DEMO: 'false',
        PUBLIC_URL: 'http://serenade.test',
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      }),
      { database: t.app.ctx.database },
    );
  });
  afterAll(async () => {
    await second?.close();
    await rm(secondDir, { recursive: true, force: true });
  });

  /** A member whose monthly subscription is due: first paid with the sandbox test card. */
  async function dueSubscription() {
    const member = await t.createUser();
    const { db } = t.app.ctx;
    const card = `sbx_first_${member.id.slice(0, 8)}`;
    // Each member's plan has its own name, so their renewal charges can be told from others'.
    const planName = `Standard monthly — 10 songs (${member.id.slice(0, 8)})`;
    await db.insert(sandboxCheckouts).values({
      id: card,
      amount: 1747,
      currency: 'usd',
      description: planName,
      returnUrl: 'http://serenade.test/',
      status: 'succeeded',
      lastFour: '4242',
      completedAt: new Date(),
    });
    const periodEnd = new Date(Date.now() - 60_000);
    const [sub] = await db
      .insert(subscriptions)
      .values({
        userId: member.id,
        planName,
        tier: '24hr',
        amount: 1747,
        currency: 'usd',
        provider: 'sandbox',
        currentPeriodEnd: periodEnd,
      })
      .returning();
    await db.insert(payments).values({
      userId: member.id,
      email: member.email,
      subscriptionId: sub!.id,
      provider: 'sandbox',
      reference: card,
      amount: 1747,
      currency: 'usd',
      status: 'successful',
      lastFour: '4242',
      itemDescription: planName,
    });
    return { member, sub: sub!, periodEnd };
  }

  /** What the member was charged for renewals, paid for, and granted. */
  async function outcome(subId: string, userId: string) {
    const { db } = t.app.ctx;
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.id, subId));
    const charges = await db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.description, `${plan!.planName} renewal`));
    const subPayments = await db.select().from(payments).where(eq(payments.subscriptionId, subId));
    const grants = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'subscription')));
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subId));
    return {
      charges: charges.length,
      renewals: subPayments.filter((p) => p.itemDescription.endsWith('renewal')).map((p) => p.status),
      credits: grants.reduce((n, g) => n + g.delta, 0),
      periodEnd: sub!.currentPeriodEnd.getTime(),
    };
  }

  it('two processes starting together schedule one renewal chain and seed once', async () => {
    await t.app.ctx.db.delete(jobs).where(inArray(jobs.queue, [RENEW_QUEUE, TRENDING_QUEUE]));
    await Promise.all([
      prepareDatabase(t.app.ctx, t.app.log, { seedDemo: true }),
      prepareDatabase(second.ctx, second.log, { seedDemo: true }),
    ]);
    const { db } = t.app.ctx;
    for (const queue of [RENEW_QUEUE, TRENDING_QUEUE]) {
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, queue), inArray(jobs.status, ['queued', 'running'])));
      expect(rows, queue).toHaveLength(1);
    }
    const demo = await db.select().from(users).where(like(users.email, '%@example.com'));
    expect(
      demo.filter((u) => ['maya@example.com', 'jonas@example.com', 'priya@example.com'].includes(u.email)),
    ).toHaveLength(3);
    expect(await db.select().from(jobs).where(eq(jobs.queue, 'demo.song'))).toHaveLength(4);
    // The demo songs would take minutes to render here; they are not what this test is about.
    await db.delete(jobs).where(eq(jobs.queue, 'demo.song'));
    await db.delete(settings).where(eq(settings.key, 'seeded'));
  });

  it('two schedulers running at once charge a due period once', async () => {
    const { member, sub, periodEnd } = await dueSubscription();
    await Promise.all([t.app.ctx.payments.renewDue(), second.ctx.payments.renewDue()]);
    // And again, later the same hour: nothing is due any more.
    await Promise.all([t.app.ctx.payments.renewDue(), second.ctx.payments.renewDue()]);
    expect(await outcome(sub.id, member.id)).toEqual({
      charges: 1,
      renewals: ['successful'],
      credits: 10,
      periodEnd: periodEnd.getTime() + MONTH_MS,
    });
  });

  it('a crash between the charge and the commit charges once when the renewal runs again', async () => {
    const { member, sub, periodEnd } = await dueSubscription();
    const real = t.app.ctx.paymentProvider;
    // The card is charged, then the process dies before anything after the charge happens.
    const crashing: PaymentProvider = {
      ...real,
      chargeAgain: async (...args) => {
        await real.chargeAgain(...args);
        throw new Error('process killed');
      },
    };
    const { db, orders, mailer, settings: siteSettings, jobs: queue } = t.app.ctx;
    const dying = createPaymentsService({
      db,
      provider: crashing,
      orders,
      mailer,
      settings: siteSettings,
      jobs: queue,
    });
    await expect(dying.renewDue()).rejects.toThrow('process killed');
    // The run after the restart (either process) settles the period it had claimed.
    await second.ctx.payments.renewDue();
    await t.app.ctx.payments.renewDue();
    expect(await outcome(sub.id, member.id)).toEqual({
      charges: 1,
      renewals: ['successful'],
      credits: 10,
      periodEnd: periodEnd.getTime() + MONTH_MS,
    });
  });

  it('a declined renewal charges nothing, grants nothing and ends the subscription at its paid period', async () => {
    const { member, sub, periodEnd } = await dueSubscription();
    const real = t.app.ctx.paymentProvider;
    const declining: PaymentProvider = {
      ...real,
      chargeAgain: async (...args) => ({ ...(await real.chargeAgain(...args)), status: 'declined' }),
    };
    const { db, orders, mailer, settings: siteSettings, jobs: queue } = t.app.ctx;
    await createPaymentsService({
      db,
      provider: declining,
      orders,
      mailer,
      settings: siteSettings,
      jobs: queue,
    }).renewDue();
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after).toMatchObject({ status: 'canceled', currentPeriodEnd: periodEnd });
    expect((await outcome(sub.id, member.id)).credits).toBe(0);
  });

  it('the sandbox provider answers a repeated refund key with the first refund and moves money once', async () => {
    const { db } = t.app.ctx;
    await db.insert(sandboxCheckouts).values({
      id: 'sbx_refund_once',
      amount: 999,
      currency: 'usd',
      description: 'Rush song',
      returnUrl: 'http://serenade.test/',
      status: 'succeeded',
      lastFour: '4242',
    });
    const provider = t.app.ctx.paymentProvider;
    const first = await provider.refund('sbx_refund_once', 999, 'refund_key_1');
    const again = await second.ctx.paymentProvider.refund('sbx_refund_once', 999, 'refund_key_1');
    expect(again).toEqual(first);
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, 'sbx_refund_once'));
    expect(row!.refundedAmount).toBe(999);
    await expect(provider.refund('sbx_refund_once', 999, 'refund_key_2')).rejects.toThrow(/nothing left to refund/);
  });

  it("a second process accepts the first one's logins without secrets set, and both keep one pair", async () => {
    const member = await t.createUser();
    const session = await t.login(member.email, member.password);
    const profile = await second.inject({ method: 'GET', url: '/api/profile', headers: bearer(session.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(member.email);
    const refreshed = await second.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(second.ctx.config.jwtAccessSecret).toBe(t.config.jwtAccessSecret);
    expect(await t.app.ctx.db.select().from(appSecrets)).toHaveLength(2);
  });
});
