import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCheckouts, sandboxRefunds } from '../../db/schema';
import type { CheckoutInfo, PaymentProvider } from './provider';

export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINE_CARD = '4000000000000002';

type Row = typeof sandboxCheckouts.$inferSelect;
const info = (r: Row): CheckoutInfo => ({
  reference: r.id,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  metadata: r.metadata as Record<string, string>,
  methodType: r.lastFour ? 'card' : null,
  lastFour: r.lastFour,
  declineReason: r.declineReason,
});

/**
 * A test-mode card provider served by Serenade itself: its checkout page takes a card, 4242… succeeds,
 * 4000 0000 0000 0002 is declined. It keeps its own records, as a real provider would on its side.
 */
export function createSandboxProvider(opts: { db: Db; publicUrl: string }) {
  const { db } = opts;
  const find = async (reference: string) =>
    (await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, reference)))[0];

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCheckout(input) {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxCheckouts).values({ id: reference, ...input });
      return { reference, url: `/checkout/sandbox/${reference}` };
    },
    async retrieve(reference) {
      const row = await find(reference);
      return row ? info(row) : null;
    },
    async refund(reference, amount, idempotencyKey) {
      const id = `re_${randomBytes(12).toString('hex')}`;
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [kept] = await tx
          .insert(sandboxRefunds)
          .values({ idempotencyKey, id, checkoutId: reference, amount })
          .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
          .returning();
        if (!kept) {
          // Seen before: the first refund is the answer, unless the key was used for another payment.
          const [first] = await tx
            .select()
            .from(sandboxRefunds)
            .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
          if (!first || first.checkoutId !== reference || first.amount !== amount)
            throw new Error('This idempotency key was used for a different refund');
          return { id: first.id };
        }
        const rows = await tx
          .update(sandboxCheckouts)
          .set({ refundedAmount: sql`${sandboxCheckouts.refundedAmount} + ${amount}` })
          .where(
            sql`${sandboxCheckouts.id} = ${reference} and ${sandboxCheckouts.status} = 'succeeded' and ${sandboxCheckouts.refundedAmount} + ${amount} <= ${sandboxCheckouts.amount}`,
          )
          .returning({ id: sandboxCheckouts.id });
        if (rows.length === 0) throw new Error('The provider refused the refund (nothing left to refund)');
        return { id };
      });
    },
    async chargeAgain(previousReference, amount, description, idempotencyKey) {
      const [seen] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.idempotencyKey, idempotencyKey));
      if (seen) return info(seen);
      const previous = await find(previousReference);
      if (!previous || previous.status !== 'succeeded') throw new Error('No saved card to charge');
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(sandboxCheckouts)
        .values({
          id: reference,
          amount,
          currency: previous.currency,
          description,
          returnUrl: previous.returnUrl,
          metadata: previous.metadata as Record<string, string>,
          status: 'succeeded',
          lastFour: previous.lastFour,
          completedAt: new Date(),
          idempotencyKey,
        })
        .onConflictDoNothing({ target: sandboxCheckouts.idempotencyKey })
        .returning();
      // Two calls with one key at the same moment: the one that lost answers the winner's charge.
      if (row) return info(row);
      const [first] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.idempotencyKey, idempotencyKey));
      return info(first!);
    },
  };

  /** The checkout form's submission: decides the outcome from the card like a test-mode provider. */
  async function pay(reference: string, card: { number: string; expiry: string; cvc: string; name: string }) {
    const row = await find(reference);
    if (!row) return { error: 'This checkout does not exist.' } as const;
    if (row.status !== 'open') return { done: row } as const;
    const number = card.number.replace(/[\s-]/g, '');
    const { luhnValid } = await import('./provider');
    if (!luhnValid(number)) return { error: 'Your card number is invalid.' } as const;
    const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
    if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12)
      return { error: 'Your card’s expiry date is invalid (use MM/YY).' } as const;
    const expEnd = new Date(Date.UTC(2000 + Number(exp[2]), Number(exp[1]), 1));
    if (expEnd.getTime() <= Date.now()) return { error: 'Your card has expired.' } as const;
    if (!/^\d{3,4}$/.test(card.cvc.trim())) return { error: 'Your card’s security code is invalid.' } as const;
    const succeeded = number === SANDBOX_SUCCESS_CARD;
    const [updated] = await db
      .update(sandboxCheckouts)
      .set({
        status: succeeded ? 'succeeded' : 'declined',
        lastFour: number.slice(-4),
        declineReason: succeeded
          ? null
          : number === SANDBOX_DECLINE_CARD
            ? 'Your card was declined.'
            : 'Your card was declined. In the sandbox, use the test card 4242 4242 4242 4242.',
        completedAt: new Date(),
      })
      .where(sql`${sandboxCheckouts.id} = ${reference} and ${sandboxCheckouts.status} = 'open'`)
      .returning();
    return { done: updated ?? (await find(reference))! } as const;
  }

  /** A declined checkout can be tried again with another card, as on real checkout pages. */
  async function reopen(reference: string) {
    await db
      .update(sandboxCheckouts)
      .set({ status: 'open', declineReason: null })
      .where(sql`${sandboxCheckouts.id} = ${reference} and ${sandboxCheckouts.status} = 'declined'`);
  }

  return { provider, pay, find, reopen };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
