import type { TAdminRequest } from '@serenade/contract';
import type { DashboardStats, TopSong, TopUser } from './api';

/**
 * SPEC 2: when a dashboard call fails the card falls back to built-in sample figures. They are shown
 * only then, and always under a 'Sample data' label, so nobody mistakes them for real numbers.
 */
export const SAMPLE_STATS: DashboardStats = {
  totalUsers: 1248,
  userGrowth: 12.5,
  totalRequests: 342,
  requestGrowth: 8.2,
  totalPlays: 15820,
  playGrowth: 23.1,
  totalRevenue: 4821.5,
  revenueGrowth: -3.4,
};

export const SAMPLE_TOP_SONGS: TopSong[] = [
  { id: 'sample-1', title: 'Summer Wedding Waltz', plays: 1840 },
  { id: 'sample-2', title: 'Happy 30th, Maya', plays: 1215 },
  { id: 'sample-3', title: 'Launch Day Anthem', plays: 960 },
  { id: 'sample-4', title: 'Grandpa’s Harbour Song', plays: 712 },
  { id: 'sample-5', title: 'First Dance', plays: 455 },
];

export const SAMPLE_TOP_USERS: TopUser[] = [
  { id: 'sample-u1', name: 'Jordan Lee', email: 'jordan@example.com', songCount: 14 },
  { id: 'sample-u2', name: 'Priya Shah', email: 'priya@example.com', songCount: 11 },
  { id: 'sample-u3', name: 'Sam Ortega', email: 'sam@example.com', songCount: 9 },
  { id: 'sample-u4', name: 'Alex Kim', email: 'alex@example.com', songCount: 6 },
  { id: 'sample-u5', name: 'Chris Moe', email: 'chris@example.com', songCount: 4 },
];

const sample = (
  n: number,
  title: string | null,
  event: string | null,
  email: string,
  status: TAdminRequest['status'],
  priority: TAdminRequest['priority'],
): TAdminRequest => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title,
  event,
  userEmail: email,
  userName: email.split('@')[0]!,
  userId: null,
  status,
  priority,
  createdAt: new Date(Date.UTC(2026, 0, 20 - n)).toISOString(),
  description: '',
  is_public: false,
  amount: 0,
  currency: 'USD',
  finalSongId: null,
});

export const SAMPLE_RECENT_REQUESTS: TAdminRequest[] = [
  sample(1, 'Anniversary Serenade', 'Anniversary', 'jordan@example.com', 'processing', '6hr'),
  sample(2, null, 'Birthday', 'priya@example.com', 'completed', 'free'),
  sample(3, 'Team Launch', 'Company announcement', 'sam@example.com', 'pending', '24hr'),
  sample(4, 'Wedding Walk', 'Wedding', 'alex@example.com', 'completed', '6hr'),
  sample(5, null, 'Graduation', 'chris@example.com', 'failed', 'free'),
];
