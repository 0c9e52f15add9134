import { BUNDLE_INFO, TIER_INFO, type TBillingHistory } from '@serenade/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mail';
import type { PaymentProvider } from '../../platform/payments/provider';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';
import { sendTemplate } from '../email/template-store';
import { paymentReceiptValues } from './order-emails';
import {
  activeSubscriptionOf,
  addCredit,
  creditBalances,
  dueSubscriptions,
  findPaymentByReference,
  findRequest,
  insertPayment,
  insertSubscription,
  lastPaymentOfSubscription,
  paymentsOf,
  setPaymentSubscription,
  transitionRequest,
  updateSubscription,
  type PaymentRow,
  type RequestRow,
  type SubscriptionRow,
} from './orders.repo';
import { describeOrder, type OrdersService } from './orders.service';

export const RENEW_QUEUE = 'subscription.renew';
/** The idempotency key of one subscription period's charge (also the pending payment's reference). */
export const renewalKey = (subscriptionId: string, periodEnd: Date) => `renew_${subscriptionId}_${periodEnd.getTime()}`;
const MONTH_MS = 30 * 24 * 3600 * 1000;

export function createPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersService;
  mailer: Mailer;
  settings: SettingsService;
  jobs: JobQueue;
}) {
  const { db, provider } = deps;

  const result = (p: PaymentRow, r: RequestRow) => ({
    payment_id: p.id,
    request_id: r.id,
    status: r.status,
    amount: p.amount,
    currency: p.currency,
  });

  /**
   * Verifies a checkout reference with the provider and, once, turns it into a paid request:
   * amount and currency must be the server's total, the reference must belong to this request and
   * be unused. Repeating the same call answers the same result (a double click pays once).
   */
  async function process(body: { reference: string; amount: number; song_request_id: string }) {
    const request = await findRequest(db, body.song_request_id);
    if (!request) throw new AppError('NOT_FOUND', 'Song request not found');
    const existing = await findPaymentByReference(db, provider.name, body.reference);
    if (existing) {
      if (existing.requestId === request.id) return result(existing, (await findRequest(db, request.id))!);
      throw new AppError('PAYMENT_REUSED', 'This payment reference has already been used', {
        status: 409,
        field: 'reference',
      });
    }
    const info = await provider.retrieve(body.reference);
    if (!info)
      throw new AppError('PAYMENT_INVALID', 'Payment verification failed: unknown payment reference', {
        field: 'reference',
      });
    if (info.metadata.requestId !== request.id) {
      throw new AppError('PAYMENT_INVALID', 'Payment verification failed: this payment belongs to another request', {
        field: 'reference',
      });
    }
    if (info.status === 'declined') {
      throw new AppError('PAYMENT_DECLINED', info.declineReason ?? 'Your card was declined.', { status: 402 });
    }
    if (info.status !== 'succeeded') throw new AppError('PAYMENT_INCOMPLETE', 'The payment has not been completed yet');
    if (body.amount !== request.amount || info.amount !== request.amount || info.currency !== request.currency) {
      throw new AppError('PAYMENT_MISMATCH', 'Payment verification failed: the amount does not match the order total', {
        field: 'amount',
      });
    }
    if (request.status !== 'pending') throw new AppError('CONFLICT', 'This request has already been paid');

    try {
      return await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const paid = await transitionRequest(tx, request.id, ['pending'], { status: 'paid', paidWith: 'payment' });
        if (!paid) throw new AppError('CONFLICT', 'This request has already been paid');
        const description = describeOrder(request);
        const payment = await insertPayment(tx, {
          userId: request.userId,
          email: request.email,
          requestId: request.id,
          provider: provider.name,
          reference: body.reference,
          amount: info.amount,
          currency: info.currency,
          status: 'successful',
          methodType: info.methodType,
          lastFour: info.lastFour,
          itemDescription: description,
          metadata: { bundle: request.bundle, priority: request.priority, subscription: request.isSubscription },
        });
        if (request.userId && request.isSubscription) {
          const sub = await insertSubscription(tx, {
            userId: request.userId,
            planName: `${TIER_INFO[request.priority].name} monthly — 10 songs`,
            tier: request.priority,
            amount: info.amount,
            currency: info.currency,
            provider: provider.name,
            currentPeriodEnd: new Date(Date.now() + MONTH_MS),
          });
          await setPaymentSubscription(tx, payment.id, sub.id);
          await addCredit(tx, {
            userId: request.userId,
            tier: request.priority,
            delta: 10,
            reason: 'subscription',
            paymentId: payment.id,
          });
          await addCredit(tx, {
            userId: request.userId,
            tier: request.priority,
            delta: -1,
            reason: 'order',
            requestId: request.id,
          });
        } else if (request.userId && request.bundle !== 'single') {
          const songs = BUNDLE_INFO[request.bundle].songs;
          await addCredit(tx, {
            userId: request.userId,
            tier: request.priority,
            delta: songs,
            reason: 'bundle',
            paymentId: payment.id,
          });
          await addCredit(tx, {
            userId: request.userId,
            tier: request.priority,
            delta: -1,
            reason: 'order',
            requestId: request.id,
          });
        }
        const next = await deps.orders.enqueueProduction(paid, tx);
        await sendTemplate(
          deps,
          {
            key: 'payment_receipt',
            to: request.email,
            values: paymentReceiptValues({
              request,
              amount: info.amount,
              currency: info.currency,
              description,
              lastFour: info.lastFour,
              paymentId: payment.id,
            }),
            kind: 'payment-receipt',
          },
          tx,
        );
        return result(payment, next);
      });
    } catch (err) {
      // Two clicks raced: whichever lost (on the request's row lock or the reference's unique key)
      // answers with the payment the other one recorded.
      const p = await findPaymentByReference(db, provider.name, body.reference);
      if (p?.requestId === request.id) return result(p, (await findRequest(db, request.id))!);
      throw err;
    }
  }

  async function history(user: UserRow): Promise<TBillingHistory> {
    const [rows, balances, sub] = await Promise.all([
      paymentsOf(db, user.id),
      creditBalances(db, user.id),
      activeSubscriptionOf(db, user.id),
    ]);
    return {
      payments: rows.map((p) => ({
        id: p.id,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        itemDescription: p.itemDescription,
        methodType: p.methodType,
        lastFour: p.lastFour,
        createdAt: p.createdAt.toISOString(),
        refundedAt: p.refundedAt?.toISOString() ?? null,
      })),
      credits: balances.filter((b) => b.balance !== 0),
      subscription: sub
        ? {
            id: sub.id,
            planName: sub.planName,
            tier: sub.tier,
            status: sub.status,
            amount: sub.amount,
            currency: sub.currency,
            currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
            canceledAt: sub.canceledAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  /** Cancelling stops renewals; credits already granted stay usable. */
  async function cancelSubscription(user: UserRow) {
    const sub = await activeSubscriptionOf(db, user.id);
    if (!sub || sub.status !== 'active') throw new AppError('NOT_FOUND', 'You have no active subscription');
    await updateSubscription(db, sub.id, { status: 'canceled', canceledAt: new Date() });
    return history(user);
  }

  /**
   * Claims one subscription period: moves the period end forward only if it still is `periodEnd` (a
   * conditional update, so of two renewers one wins) and records a pending payment whose reference is
   * the period's idempotency key, in one transaction. Nothing is charged yet.
   */
  async function claimPeriod(sub: SubscriptionRow): Promise<PaymentRow | null> {
    const last = await lastPaymentOfSubscription(db, sub.id);
    if (!last) return null;
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [moved] = await tx
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() + MONTH_MS) })
        .where(
          and(
            eq(subscriptions.id, sub.id),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.currentPeriodEnd, sub.currentPeriodEnd),
          ),
        )
        .returning();
      if (!moved) return null;
      return insertPayment(tx, {
        userId: sub.userId,
        email: last.email,
        subscriptionId: sub.id,
        provider: provider.name,
        reference: renewalKey(sub.id, sub.currentPeriodEnd),
        amount: sub.amount,
        currency: sub.currency,
        status: 'pending',
        methodType: last.methodType,
        lastFour: last.lastFour,
        itemDescription: `${sub.planName} renewal`,
        metadata: { renewal: true, periodEnd: sub.currentPeriodEnd.toISOString(), card: last.reference },
      });
    });
  }

  /**
   * Charges a claimed period with its idempotency key and records the outcome once: a renewal that
   * crashed after the charge is settled again with the same key and the provider answers the first charge.
   */
  async function settleRenewal(pending: PaymentRow): Promise<boolean> {
    const meta = pending.metadata as { periodEnd?: string; card?: string };
    if (!pending.subscriptionId || !meta.card || !meta.periodEnd) return false;
    const charge = await provider.chargeAgain(meta.card, pending.amount, pending.itemDescription, pending.reference);
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const succeeded = charge.status === 'succeeded';
      const [done] = await tx
        .update(payments)
        .set({
          reference: charge.reference,
          status: succeeded ? 'successful' : 'failed',
          amount: charge.amount,
          currency: charge.currency,
          methodType: charge.methodType,
          lastFour: charge.lastFour,
        })
        .where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')))
        .returning();
      if (!done) return false; // settled by someone else
      if (!succeeded) {
        // The card was refused: the period was not paid for, and renewals stop.
        await updateSubscription(tx, pending.subscriptionId!, {
          status: 'canceled',
          canceledAt: new Date(),
          currentPeriodEnd: new Date(meta.periodEnd!),
        });
        return true;
      }
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, pending.subscriptionId!));
      await addCredit(tx, {
        userId: sub!.userId,
        tier: sub!.tier,
        delta: 10,
        reason: 'subscription',
        paymentId: done.id,
      });
      return true;
    });
  }

  /**
   * The scheduled renewal: first settles periods claimed by a run that stopped half-way (a crash), then
   * claims each due period and charges it. Each period is charged once, however many renewers run.
   */
  async function renewDue(now = new Date()): Promise<number> {
    let renewed = 0;
    const unsettled = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), isNotNull(payments.subscriptionId)));
    for (const p of unsettled) if (await settleRenewal(p)) renewed += 1;
    for (const sub of await dueSubscriptions(db, now)) {
      const pending = await claimPeriod(sub);
      if (pending && (await settleRenewal(pending))) renewed += 1;
    }
    return renewed;
  }

  function registerJobs(): void {
    deps.jobs.register(RENEW_QUEUE, async () => void (await renewDue()));
  }

  /** One scheduled renewal row, looking every hour, however many processes start at the same moment. */
  const scheduleRenewals = (tx: Db = db) =>
    deps.jobs.ensureScheduled(RENEW_QUEUE, {}, { priority: -5, everyMs: 3600_000 }, tx);

  return { process, history, cancelSubscription, renewDue, registerJobs, scheduleRenewals };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
