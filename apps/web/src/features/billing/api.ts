import { useQuery } from '@tanstack/react-query';
import type { TBillingHistory, TPriority } from '@serenade/contract';
import { api } from '../auth/client';
import { useSession } from '../auth/use-session';

export const billingKeys = {
  all: ['billing'] as const,
  history: ['billing', 'history'] as const,
};

export function getBillingHistory(): Promise<TBillingHistory> {
  return api.get<TBillingHistory>('/api/billing/history');
}

export function cancelSubscription(): Promise<TBillingHistory> {
  return api.post<TBillingHistory>('/api/billing/subscription/cancel');
}

/** Payments, song credits and the subscription of the signed-in member. */
export function useBillingHistory(options: { enabled?: boolean } = {}) {
  const { status } = useSession();
  return useQuery({
    queryKey: billingKeys.history,
    queryFn: getBillingHistory,
    enabled: status === 'authenticated' && options.enabled !== false,
  });
}

/** Song credits left for a tier (0 for visitors or while unknown). */
export function creditsFor(history: TBillingHistory | undefined, tier: TPriority): number {
  return history?.credits.find((c) => c.tier === tier)?.balance ?? 0;
}
