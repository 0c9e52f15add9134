import { describe, expect, it } from 'vitest';
import type { TPricing } from '@serenade/contract';
import { orderTotal, totalLabel } from './pricing';
import { paymentButtonLabel, paymentPlan } from './steps/PaymentStep';

// As GET /api/pricing answers with the default settings (deliberately odd figures for the bundles,
// to show the client takes the server's totals rather than computing its own).
const pricing: TPricing = {
  currency: 'USD',
  tiers: [
    {
      key: 'free',
      name: 'Standard',
      promise: 'Within 48 hours',
      hours: 48,
      weight: 1,
      price: 0,
      bundles: [{ key: 'single', songs: 1, label: 'Single song', discountPercent: 0, total: 0, perSong: 0 }],
      subscription: null,
    },
    {
      key: '6hr',
      name: 'Rush',
      promise: 'Within 6 hours',
      hours: 6,
      weight: 3,
      price: 999,
      bundles: [
        { key: 'single', songs: 1, label: 'Single song', discountPercent: 0, total: 999, perSong: 999 },
        { key: 'five', songs: 5, label: '5 songs (60% off)', discountPercent: 60, total: 1998, perSong: 400 },
        { key: 'ten', songs: 10, label: '10 songs (65% off)', discountPercent: 65, total: 3498, perSong: 350 },
      ],
      subscription: { songsPerMonth: 10, monthly: 3497, perSong: 350 },
    },
  ],
};

describe('orderTotal / totalLabel', () => {
  it('shows Free for the free tier whatever the bundle', () => {
    const total = orderTotal(pricing, 'free', 'single', false)!;
    expect(total.amount).toBe(0);
    expect(totalLabel(total, 'USD')).toBe('Free');
  });

  it('shows the bundle total from the pricing table', () => {
    expect(totalLabel(orderTotal(pricing, '6hr', 'single', false)!, 'USD')).toBe('$9.99');
    expect(totalLabel(orderTotal(pricing, '6hr', 'five', false)!, 'USD')).toBe('$19.98');
    expect(totalLabel(orderTotal(pricing, '6hr', 'ten', false)!, 'USD')).toBe('$34.98');
    expect(orderTotal(pricing, '6hr', 'five', false)!.songs).toBe(5);
  });

  it('shows the monthly price for the subscription, only with the ten bundle', () => {
    const monthly = orderTotal(pricing, '6hr', 'ten', true)!;
    expect(monthly).toEqual({ amount: 3497, songs: 10, monthly: true });
    expect(totalLabel(monthly, 'USD')).toBe('$34.97/month');
    expect(orderTotal(pricing, '6hr', 'five', true)!.monthly).toBe(false);
  });

  it('is unknown while the table has not loaded or lacks the tier', () => {
    expect(orderTotal(undefined, '6hr', 'single', false)).toBeNull();
    expect(orderTotal(pricing, '24hr', 'single', false)).toBeNull();
  });
});

describe('paymentPlan', () => {
  const single = { bundle: 'single', isSubscription: false } as const;
  const rush = orderTotal(pricing, '6hr', 'single', false)!;

  it('is free at 0, a credit for a member holding one, a card payment otherwise', () => {
    const free = paymentPlan({
      total: orderTotal(pricing, 'free', 'single', false)!,
      creditsLeft: 0,
      isMember: false,
      values: single,
    });
    expect(free.kind).toBe('free');
    expect(paymentButtonLabel(free, 'USD')).toBe('Submit');

    const credit = paymentPlan({ total: rush, creditsLeft: 3, isMember: true, values: single });
    expect(credit.kind).toBe('credit');
    expect(paymentButtonLabel(credit, 'USD')).toBe('Submit');

    const card = paymentPlan({ total: rush, creditsLeft: 0, isMember: true, values: single });
    expect(card.kind).toBe('paid');
    expect(paymentButtonLabel(card, 'USD')).toBe('Pay $9.99');
  });

  it('never spends a credit on a bundle or a subscription', () => {
    const five = orderTotal(pricing, '6hr', 'five', false)!;
    const plan = paymentPlan({
      total: five,
      creditsLeft: 3,
      isMember: true,
      values: { bundle: 'five', isSubscription: false },
    });
    expect(plan.kind).toBe('paid');
    expect(paymentButtonLabel(plan, 'USD')).toBe('Pay $19.98');
    const monthly = orderTotal(pricing, '6hr', 'ten', true)!;
    expect(
      paymentButtonLabel(
        paymentPlan({
          total: monthly,
          creditsLeft: 3,
          isMember: true,
          values: { bundle: 'ten', isSubscription: true },
        }),
        'USD',
      ),
    ).toBe('Pay $34.97/month');
  });
});
