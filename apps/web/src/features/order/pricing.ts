import { useQuery } from '@tanstack/react-query';
import { formatMoney, type TBundle, type TPricing, type TPriority } from '@serenade/contract';
import { api } from '../auth/client';

export type PricingTier = TPricing['tiers'][number];

// The same key the info pages use, so the table is fetched once per visit.
export const pricingKeys = { all: ['pricing'] as const };

export function getPricing(): Promise<TPricing> {
  return api.get<TPricing>('/api/pricing', { auth: false });
}

/** Tier names, promises, prices and bundles exactly as the server computes them. */
export function usePricing() {
  return useQuery({ queryKey: pricingKeys.all, queryFn: getPricing, staleTime: 5 * 60_000 });
}

export function findTier(pricing: TPricing | undefined, key: TPriority): PricingTier | undefined {
  return pricing?.tiers.find((t) => t.key === key);
}

export type OrderTotal = {
  /** Minor units, as the pricing table gives it; the server charges its own figure. */
  amount: number;
  songs: number;
  /** A monthly subscription rather than a one-off payment. */
  monthly: boolean;
};

/** The total the pricing table shows for a choice: a bundle's total, the monthly price, or 0 for free. */
export function orderTotal(
  pricing: TPricing | undefined,
  priority: TPriority,
  bundle: TBundle,
  isSubscription: boolean,
): OrderTotal | null {
  const tier = findTier(pricing, priority);
  if (!tier) return null;
  if (tier.price === 0) return { amount: 0, songs: 1, monthly: false };
  if (isSubscription && bundle === 'ten' && tier.subscription) {
    return { amount: tier.subscription.monthly, songs: tier.subscription.songsPerMonth, monthly: true };
  }
  const row = tier.bundles.find((b) => b.key === bundle) ?? tier.bundles.find((b) => b.key === 'single');
  return row
    ? { amount: row.total, songs: row.songs, monthly: false }
    : { amount: tier.price, songs: 1, monthly: false };
}

/** "Free", "$19.98" or "$49.95/month". */
export function totalLabel(total: OrderTotal, currency: string): string {
  if (total.amount === 0) return 'Free';
  const money = formatMoney(total.amount, currency);
  return total.monthly ? `${money}/month` : money;
}

/** "$2.00 a song": what a bundle or subscription costs per song. */
export function perSongLabel(minor: number, currency: string): string {
  return `${formatMoney(minor, currency)} a song`;
}

export function priceLabel(minor: number, currency: string): string {
  return minor === 0 ? 'Free' : formatMoney(minor, currency);
}
