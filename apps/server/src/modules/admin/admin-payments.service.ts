import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  formatMoney,
  type TAdminPayment,
  type TAdminPaymentDetail,
  type TAdminPaymentStats,
  type TAdminSubscription,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { creditLedger, payments, songRequests, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import type { PaymentProvider } from '../../platform/payments/provider';
import { sendTemplate } from '../email/template-store';
import { readPricing } from '../pricing/pricing.service';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';

type PaymentRow = typeof payments.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type ListQuery = { page: number; limit: number; start_date?: string | undefined; end_date?: string | undefined };

/**
 * A refund is claimed on the payment row before the provider is called: refund_reference holds
 * `claim:<epoch ms>:<random>` until the provider answers. A claim left behind by a crashed process
 * may be taken over after this long (the provider still refuses to refund more than was paid).
 */
const CLAIM_STALE_MS = 10 * 60 * 1000;
const CLAIM_PREFIX = 'claim:';

const isClaim = (ref: string | null) => ref?.startsWith(CLAIM_PREFIX) ?? false;
const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 24 * 3600 * 1000);
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export function createAdminPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  settings: SettingsService;
  publicUrl: string;
}) {
  const { db, provider } = deps;
  const billingUrl = `${deps.publicUrl}/settings`;

  const presentPayment = (p: PaymentRow, userEmail: string | null): TAdminPayment => ({
    id: p.id,
    user_id: p.userId,
    user_email: userEmail ?? p.email,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    refunded_at: p.refundedAt?.toISOString() ?? null,
    payment_method_type: p.methodType,
    last_four: p.lastFour,
    item_description: p.itemDescription,
    metadata: (p.metadata ?? {}) as Record<string, unknown>,
    request_id: p.requestId,
    subscription_id: p.subscriptionId,
    refund_in_progress: p.status === 'successful' && isClaim(p.refundReference),
  });

  const presentSubscription = (s: SubscriptionRow, email: string): TAdminSubscription => ({
    id: s.id,
    user_id: s.userId,
    user_email: email,
    plan_name: s.planName,
    status: s.status,
    created_at: s.createdAt.toISOString(),
    current_period_end: s.currentPeriodEnd.toISOString(),
    canceled_at: s.canceledAt?.toISOString() ?? null,
    amount: s.amount,
    currency: s.currency,
  });

  const dateRange = (column: typeof payments.createdAt | typeof subscriptions.createdAt, q: ListQuery) => [
    q.start_date ? gte(column, dayStart(q.start_date)) : undefined,
    q.end_date ? lt(column, dayAfter(q.end_date)) : undefined,
  ];

  /** Newest first; filters and paging in SQL on the (status, created_at) and created_at indexes. */
  async function listPayments(q: ListQuery & { status?: PaymentRow['status'] | undefined }) {
    const cond = and(q.status ? eq(payments.status, q.status) : undefined, ...dateRange(payments.createdAt, q));
    const [rows, [count]] = await Promise.all([
      db
        .select({ p: payments, userEmail: users.email })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(cond)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(cond),
    ]);
    const total = count?.n ?? 0;
    return {
      payments: rows.map((r) => presentPayment(r.p, r.userEmail)),
      total,
      totalPages: pages(total, q.limit),
      page: q.page,
    };
  }

  /**
   * active/canceled filter the subscription itself; successful/failed/pending (SPEC 4 offers them
   * here too) pick subscriptions whose latest payment has that status, e.g. a declined renewal.
   */
  async function listSubscriptions(
    q: ListQuery & { status?: 'active' | 'canceled' | 'successful' | 'failed' | 'pending' | undefined },
  ) {
    let byStatus: SQL | undefined;
    if (q.status === 'active' || q.status === 'canceled') byStatus = eq(subscriptions.status, q.status);
    else if (q.status) {
      byStatus = sql`${subscriptions.id} in (
        select last.subscription_id from (
          select distinct on (subscription_id) subscription_id, status from ${payments}
          where subscription_id is not null order by subscription_id, created_at desc
        ) last where last.status = ${q.status})`;
    }
    const cond = and(byStatus, ...dateRange(subscriptions.createdAt, q));
    const [rows, [count]] = await Promise.all([
      db
        .select({ s: subscriptions, email: users.email })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(cond)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(cond),
    ]);
    const total = count?.n ?? 0;
    return {
      subscriptions: rows.map((r) => presentSubscription(r.s, r.email)),
      total,
      totalPages: pages(total, q.limit),
      page: q.page,
    };
  }

  /** One pass over each table with FILTER aggregates. */
  async function stats(): Promise<TAdminPaymentStats> {
    const { currency } = await readPricing(db);
    const [[p], [s]] = await Promise.all([
      db
        .select({
          total: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'successful' and ${payments.currency} = ${currency}), 0)::bigint`,
          successful: sql<number>`count(*) filter (where ${payments.status} = 'successful')::int`,
          failed: sql<number>`count(*) filter (where ${payments.status} = 'failed')::int`,
          pending: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`,
          refunded: sql<number>`count(*) filter (where ${payments.status} = 'refunded')::int`,
        })
        .from(payments),
      db
        .select({
          active: sql<number>`count(*) filter (where ${subscriptions.status} = 'active')::int`,
          canceled: sql<number>`count(*) filter (where ${subscriptions.status} = 'canceled')::int`,
        })
        .from(subscriptions),
    ]);
    return {
      totalAmount: Number(p?.total ?? 0),
      currency,
      successfulPayments: p?.successful ?? 0,
      failedPayments: p?.failed ?? 0,
      pendingPayments: p?.pending ?? 0,
      refundedPayments: p?.refunded ?? 0,
      activeSubscriptions: s?.active ?? 0,
      canceledSubscriptions: s?.canceled ?? 0,
    };
  }

  async function paymentDetail(id: string): Promise<TAdminPaymentDetail> {
    const refunder = alias(users, 'refunder');
    const [row] = await db
      .select({
        p: payments,
        userEmail: users.email,
        userName: users.name,
        requestTitle: sql<string | null>`coalesce(${songRequests.title}, ${songRequests.event})`,
        requesterName: songRequests.name,
        refunder: { id: refunder.id, name: refunder.name, email: refunder.email },
        revoked: sql<number>`(select coalesce(-sum(${creditLedger.delta}), 0)::int from ${creditLedger}
          where ${creditLedger.paymentId} = ${payments.id} and ${creditLedger.reason} = 'refund')`,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(songRequests, eq(songRequests.id, payments.requestId))
      .leftJoin(refunder, eq(refunder.id, payments.refundedBy))
      .where(eq(payments.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'Payment not found');
    const { p } = row;
    const done = p.status === 'refunded';
    return {
      ...presentPayment(p, row.userEmail),
      user_name: row.userName ?? row.requesterName ?? null,
      request_title: row.requestTitle,
      provider: p.provider,
      reference: p.reference,
      refund_reference: done ? p.refundReference : null,
      // While a refund is in flight the claimant is recorded too; show them only once it is done.
      refunded_by: done && row.refunder?.id ? row.refunder : null,
      credits_revoked: row.revoked ?? 0,
    };
  }

  /** Why a payment could not be claimed for a refund, as the error the admin sees. */
  async function refusal(id: string): Promise<AppError> {
    const [p] = await db.select().from(payments).where(eq(payments.id, id));
    if (!p) return new AppError('NOT_FOUND', 'Payment not found');
    if (p.status === 'refunded' || p.refundedAt)
      return new AppError('ALREADY_REFUNDED', 'This payment has already been refunded', { status: 409 });
    if (p.status === 'successful' && isClaim(p.refundReference))
      return new AppError('REFUND_IN_PROGRESS', 'This payment is already being refunded', { status: 409 });
    return new AppError('NOT_REFUNDABLE', `Only successful payments can be refunded; this payment is ${p.status}`, {
      status: 409,
    });
  }

  /**
   * Takes back the credits this payment granted that are still unused: at most what it granted,
   * less the one its own order spent at checkout, and never more than the member's balance of that
   * tier (credits are interchangeable, so later spends count against this purchase first).
   * Serialised with spendCredit by the same per-member advisory lock.
   */
  async function revokeCredits(tx: Db, p: PaymentRow): Promise<number> {
    if (!p.userId) return 0;
    const grants = await tx
      .select({ tier: creditLedger.tier, granted: sql<number>`sum(${creditLedger.delta})::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.paymentId, p.id), gt(creditLedger.delta, 0)))
      .groupBy(creditLedger.tier);
    if (grants.length === 0) return 0;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${p.userId}`}))`);
    let revoked = 0;
    for (const { tier, granted } of grants) {
      const [own] = p.requestId
        ? await tx
            .select({ spent: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
            .from(creditLedger)
            .where(
              and(
                eq(creditLedger.userId, p.userId),
                eq(creditLedger.tier, tier),
                eq(creditLedger.reason, 'order'),
                eq(creditLedger.requestId, p.requestId),
              ),
            )
        : [{ spent: 0 }];
      const [bal] = await tx
        .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, p.userId), eq(creditLedger.tier, tier)));
      const take = Math.max(0, Math.min(granted - (own?.spent ?? 0), bal?.balance ?? 0));
      if (take === 0) continue;
      await tx.insert(creditLedger).values({ userId: p.userId, tier, delta: -take, reason: 'refund', paymentId: p.id });
      revoked += take;
    }
    return revoked;
  }

  /**
   * Refunds a successful payment in full, once. The row is claimed with a conditional UPDATE first,
   * so of two simultaneous refunds only one reaches the provider; if the provider fails the claim is
   * released and nothing else was written. After the provider's yes, the refund, the credits taken
   * back and the payer's e-mail are recorded in one transaction.
   */
  async function refund(id: string, admin: UserRow): Promise<TAdminPaymentDetail> {
    const claim = `${CLAIM_PREFIX}${Date.now()}:${randomBytes(8).toString('hex')}`;
    const staleBefore = Date.now() - CLAIM_STALE_MS;
    const [claimed] = await db
      .update(payments)
      .set({ refundReference: claim, refundedBy: admin.id })
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'successful'),
          isNull(payments.refundedAt),
          or(
            isNull(payments.refundReference),
            sql`case when ${payments.refundReference} like 'claim:%'
              then split_part(${payments.refundReference}, ':', 2)::bigint < ${staleBefore} else false end`,
          ),
        ),
      )
      .returning();
    if (!claimed) throw await refusal(id);

    let refundReference: string;
    try {
      // One key per payment: a refund retried after a crash (the claim went stale before our record was
      // written) gets the provider's first answer and moves no money twice.
      refundReference = (await provider.refund(claimed.reference, claimed.amount, `refund_${claimed.id}`)).id;
    } catch (err) {
      await db
        .update(payments)
        .set({ refundReference: null, refundedBy: null })
        .where(and(eq(payments.id, id), eq(payments.refundReference, claim)));
      const reason = err instanceof Error ? err.message : String(err);
      throw new AppError('PROVIDER_ERROR', `The payment provider did not refund this payment: ${reason}`, {
        status: 502,
      });
    }

    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [done] = await tx
        .update(payments)
        .set({ status: 'refunded', refundedAt: new Date(), refundReference })
        .where(and(eq(payments.id, id), eq(payments.refundReference, claim)))
        .returning();
      if (!done) throw new AppError('CONFLICT', 'This payment is already being refunded');
      const creditsRevoked = await revokeCredits(tx, done);
      const [payer] = done.userId
        ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, done.userId))
        : [];
      const [request] = done.requestId
        ? await tx.select({ name: songRequests.name }).from(songRequests).where(eq(songRequests.id, done.requestId))
        : [];
      // Worded by the admin-editable e-mail template 'refund'.
      await sendTemplate(
        deps,
        {
          key: 'refund',
          to: payer?.email ?? done.email,
          values: {
            userName: payer?.name ?? request?.name ?? '',
            userEmail: payer?.email ?? done.email,
            amount: formatMoney(done.amount, done.currency),
            itemDescription: done.itemDescription,
            cardLastFour: done.lastFour ?? '',
            receiptNumber: done.id.slice(0, 8).toUpperCase(),
            creditsNote:
              creditsRevoked > 0
                ? `The ${creditsRevoked} unused song credit${creditsRevoked === 1 ? '' : 's'} from this purchase ${creditsRevoked === 1 ? 'has' : 'have'} been removed from your account.`
                : '',
            billingUrl: done.userId ? billingUrl : '',
          },
          kind: 'refund',
        },
        tx,
      );
    });
    return paymentDetail(id);
  }

  /**
   * Cancels an active subscription once: renewals (payments.renewDue) only charge active ones, and
   * credits already granted stay usable, as when members cancel themselves. The conditional UPDATE
   * keeps two simultaneous cancels from both succeeding or e-mailing twice.
   */
  async function cancelSubscription(id: string): Promise<TAdminSubscription> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [s] = await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
        .returning();
      if (!s) {
        const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
        if (!existing) throw new AppError('NOT_FOUND', 'Subscription not found');
        throw new AppError('ALREADY_CANCELED', 'This subscription has already been canceled', { status: 409 });
      }
      const [member] = await tx.select().from(users).where(eq(users.id, s.userId));
      await sendTemplate(
        deps,
        {
          key: 'subscription_canceled',
          to: member!.email,
          values: { userName: member!.name, userEmail: member!.email, planName: s.planName, billingUrl },
          kind: 'subscription-canceled',
        },
        tx,
      );
      return presentSubscription(s, member!.email);
    });
  }

  return { listPayments, listSubscriptions, stats, paymentDetail, refund, cancelSubscription };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
