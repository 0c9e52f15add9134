import { useQuery } from '@tanstack/react-query';
import { formatMoney, type TPricing } from '@serenade/contract';
import { api } from '../auth/client';

export type PricingTier = TPricing['tiers'][number];

export const pricingKeys = { all: ['pricing'] as const };

export function getPricing(): Promise<TPricing> {
  return api.get<TPricing>('/api/pricing', { auth: false });
}

/** Tiers, prices and bundles as the server computes them (DECISIONS: never hard-coded in the client). */
export function usePricing() {
  return useQuery({ queryKey: pricingKeys.all, queryFn: getPricing, staleTime: 5 * 60_000 });
}

/** "$2.00 a song": what a bundle or subscription costs per song. */
export function perSongLabel(minor: number, currency: string): string {
  return `${formatMoney(minor, currency)} a song`;
}

/** "Free" for a zero price, otherwise the amount in the server's currency (en-US). */
export function priceLabel(minor: number, currency: string): string {
  return minor === 0 ? 'Free' : formatMoney(minor, currency);
}
