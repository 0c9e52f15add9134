import { useQuery } from '@tanstack/react-query';
import { api } from '../../auth/client';
import { fetchRequests } from '../requests/api';

/** Growth is a percentage, or null when the previous 30 days had none to compare with ("New"). */
export type DashboardStats = {
  totalUsers: number;
  userGrowth: number | null;
  totalRequests: number;
  requestGrowth: number | null;
  totalPlays: number;
  playGrowth: number | null;
  totalRevenue: number;
  revenueGrowth: number | null;
};
export type TopSong = { id: string; title: string; plays: number };
export type TopUser = { id: string; email: string; name: string; songCount: number };

/** SPEC 9: the dashboard's lists hold 5. */
export const DASHBOARD_LIST_SIZE = 5;

export const dashboardKeys = {
  stats: ['admin', 'dashboard', 'stats'] as const,
  topSongs: ['admin', 'dashboard', 'top-songs'] as const,
  topUsers: ['admin', 'dashboard', 'top-users'] as const,
  recent: ['admin', 'dashboard', 'recent-requests'] as const,
};

// Each card loads on its own, so one slow or failing call never blanks the others.

export const useDashboardStats = () =>
  useQuery({ queryKey: dashboardKeys.stats, queryFn: () => api.get<DashboardStats>('/api/admin/stats') });

export const useTopSongs = () =>
  useQuery({
    queryKey: dashboardKeys.topSongs,
    queryFn: () => api.get<TopSong[]>(`/api/admin/stats/top-songs?limit=${DASHBOARD_LIST_SIZE}`),
  });

export const useTopUsers = () =>
  useQuery({
    queryKey: dashboardKeys.topUsers,
    queryFn: () => api.get<TopUser[]>(`/api/admin/stats/top-users?limit=${DASHBOARD_LIST_SIZE}`),
  });

export const useRecentRequests = () =>
  useQuery({
    queryKey: dashboardKeys.recent,
    queryFn: async () =>
      (
        await fetchRequests({
          page: 1,
          limit: DASHBOARD_LIST_SIZE,
          search: '',
          status: '',
          sort: 'date',
          direction: 'desc',
        })
      ).requests,
  });
