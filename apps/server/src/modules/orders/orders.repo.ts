import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, payments, requestSamples, songRequests, subscriptions } from '../../db/schema';

export type RequestRow = typeof songRequests.$inferSelect;
export type NewRequest = typeof songRequests.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Tier = RequestRow['priority'];

export async function insertRequest(db: Db, row: NewRequest): Promise<RequestRow> {
  const [r] = await db.insert(songRequests).values(row).returning();
  return r!;
}

export async function findRequest(db: Db, id: string): Promise<RequestRow | undefined> {
  return (await db.select().from(songRequests).where(eq(songRequests.id, id)))[0];
}

export async function updateRequest(db: Db, id: string, patch: Partial<NewRequest>): Promise<RequestRow | undefined> {
  const [r] = await db
    .update(songRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(songRequests.id, id))
    .returning();
  return r;
}

/** Moves a request on only from the status the caller saw, so two workers never both act. */
export async function transitionRequest(db: Db, id: string, from: RequestRow['status'][], patch: Partial<NewRequest>) {
  const [r] = await db
    .update(songRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(songRequests.id, id),
        sql`${songRequests.status} in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return r;
}

export async function listRequestsOf(db: Db, userId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(songRequests)
    .where(eq(songRequests.userId, userId))
    .orderBy(desc(songRequests.createdAt))
    .limit(200);
}

export async function insertSample(db: Db, row: typeof requestSamples.$inferInsert) {
  await db.insert(requestSamples).values(row);
}

export async function creditBalances(db: Db, userId: string): Promise<{ tier: Tier; balance: number }[]> {
  const rows = await db
    .select({ tier: creditLedger.tier, balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .groupBy(creditLedger.tier);
  return rows;
}

export async function addCredit(db: Db, row: typeof creditLedger.$inferInsert): Promise<void> {
  await db.insert(creditLedger).values(row);
}

/** Spends one credit of a tier if the member has one; serialised per member so two orders cannot share it. */
export async function spendCredit(db: Db, userId: string, tier: Tier, requestId: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${userId}`}))`);
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.tier, tier)));
  if ((row?.balance ?? 0) < 1) return false;
  await db.insert(creditLedger).values({ userId, tier, delta: -1, reason: 'order', requestId });
  return true;
}

export async function findPaymentByReference(
  db: Db,
  provider: string,
  reference: string,
): Promise<PaymentRow | undefined> {
  return (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
  )[0];
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [p] = await db.insert(payments).values(row).returning();
  return p!;
}

export async function paymentsOf(db: Db, userId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(100);
}

export async function activeSubscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(sql`${subscriptions.status} = 'active' desc`, desc(subscriptions.createdAt))
      .limit(1)
  )[0];
}

export async function insertSubscription(db: Db, row: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [s] = await db.insert(subscriptions).values(row).returning();
  return s!;
}

export async function updateSubscription(db: Db, id: string, patch: Partial<SubscriptionRow>) {
  const [s] = await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
  return s;
}

export async function dueSubscriptions(db: Db, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), sql`${subscriptions.currentPeriodEnd} <= ${now}`));
}

export async function lastPaymentOfSubscription(db: Db, subscriptionId: string): Promise<PaymentRow | undefined> {
  return (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'successful')))
      .orderBy(desc(payments.createdAt))
      .limit(1)
  )[0];
}

export async function setPaymentSubscription(db: Db, paymentId: string, subscriptionId: string): Promise<void> {
  await db.update(payments).set({ subscriptionId }).where(eq(payments.id, paymentId));
}
