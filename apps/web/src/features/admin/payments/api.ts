import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminPaymentDetail,
  TAdminPaymentStats,
  TAdminPaymentsList,
  TAdminSubscription,
  TAdminSubscriptionsList,
} from '@serenade/contract';
import { api } from '../../auth/client';

/** What the list screens send: the filters of SPEC 7 getPaymentsList / getSubscriptionsList. */
export type MoneyListParams = { page: number; status: string; start_date: string; end_date: string };

export const paymentKeys = {
  all: ['admin', 'payments'] as const,
  stats: ['admin', 'payments', 'stats'] as const,
  list: (p: MoneyListParams) => ['admin', 'payments', 'list', p] as const,
  detail: (id: string) => ['admin', 'payments', 'detail', id] as const,
  subscriptions: ['admin', 'subscriptions'] as const,
  subscriptionList: (p: MoneyListParams) => ['admin', 'subscriptions', 'list', p] as const,
};

export const PAGE_SIZE = 10;

export function listQueryString(p: MoneyListParams): string {
  const q = new URLSearchParams({ page: String(p.page), limit: String(PAGE_SIZE) });
  if (p.status) q.set('status', p.status);
  if (p.start_date) q.set('start_date', p.start_date);
  if (p.end_date) q.set('end_date', p.end_date);
  return q.toString();
}

export function usePaymentStats() {
  return useQuery({
    queryKey: paymentKeys.stats,
    queryFn: () => api.get<TAdminPaymentStats>('/api/admin/payments/stats'),
  });
}

export function usePayments(p: MoneyListParams, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.list(p),
    queryFn: () => api.get<TAdminPaymentsList>(`/api/admin/payments?${listQueryString(p)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePaymentDetail(id: string | null) {
  return useQuery({
    queryKey: paymentKeys.detail(id ?? ''),
    queryFn: () => api.get<TAdminPaymentDetail>(`/api/admin/payments/${id}`),
    enabled: Boolean(id),
  });
}

export function useSubscriptions(p: MoneyListParams, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.subscriptionList(p),
    queryFn: () => api.get<TAdminSubscriptionsList>(`/api/admin/subscriptions?${listQueryString(p)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After a refund or a cancellation, whatever the outcome, every list, figure and detail is re-read. */
function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: paymentKeys.all }),
      client.invalidateQueries({ queryKey: paymentKeys.subscriptions }),
    ]);
}

export function useRefundPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: string) => api.post<TAdminPaymentDetail>(`/api/admin/payments/${id}/refund`),
    onSettled: refresh,
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: string) => api.post<TAdminSubscription>(`/api/admin/subscriptions/${id}/cancel`),
    onSettled: refresh,
  });
}
