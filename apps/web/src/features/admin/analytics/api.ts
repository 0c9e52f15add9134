import type { TAnalyticsAction, TAnalyticsPeriod, TUsageStats } from '@serenade/contract';
import { api } from '../../auth/client';

export type AnalyticsFilters = {
  period: TAnalyticsPeriod;
  startDate: string;
  endDate: string;
  action: TAnalyticsAction;
};

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  usage: (f: AnalyticsFilters) => ['admin', 'analytics', 'usage', f] as const,
};

export function fetchUsageStats(f: AnalyticsFilters): Promise<TUsageStats> {
  const q = new URLSearchParams({ period: f.period, start_date: f.startDate, end_date: f.endDate, action: f.action });
  return api.get<TUsageStats>(`/api/admin/stats/usage?${q.toString()}`);
}
