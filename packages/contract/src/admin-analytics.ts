/** Admin analytics and the admin user detail: request and response schemas (issue 7). */
import { z } from 'zod';
import { ZUserStatus } from './common';
import type { ZAdminUser, ZAdminUserUpdateBody, ZAdminUsersQuery } from './admin';

export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_ACTIONS = ['all', 'play', 'like', 'share'] as const;
export type TAnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/** Days a preset covers, ending today (UTC): Day is today, Week the last 7 days, Month the last 30. */
export const PERIOD_DAYS: Record<TAnalyticsPeriod, number> = { day: 1, week: 7, month: 30 };
/** The longest range one request may cover (a leap year). */
export const ANALYTICS_MAX_DAYS = 366;

const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const ZDay = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
    .refine(isCalendarDay, `${field} is not a real date`);

/**
 * Dates are UTC calendar days, both ends included. Without dates the period picks the range ending today;
 * with only one date the other is derived from the period. Range checks (order, length) name the field.
 */
export const ZUsageStatsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default('week'),
  start_date: ZDay('start_date').optional(),
  end_date: ZDay('end_date').optional(),
  action: z.enum(ANALYTICS_ACTIONS).default('all'),
});
export type TUsageStatsQuery = z.infer<typeof ZUsageStatsQuery>;

export const ZUsageTimelineRow = z.object({
  /** 'YYYY-MM-DD' for day buckets, 'YYYY-MM-DDTHH:00:00Z' for hour buckets (a single-day range). */
  date: z.string(),
  total: z.number().int(),
  play: z.number().int(),
  like: z.number().int(),
  share: z.number().int(),
});
export type TUsageTimelineRow = z.infer<typeof ZUsageTimelineRow>;

export const ZUsageRecentEvent = z.object({
  id: z.string(),
  timestamp: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  resource_id: z.string().nullable(),
  resource_title: z.string().nullable(),
});
export type TUsageRecentEvent = z.infer<typeof ZUsageRecentEvent>;

export const ZUsageStats = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  action: z.enum(ANALYTICS_ACTIONS),
  start_date: z.string(),
  end_date: z.string(),
  bucket: z.enum(['hour', 'day']),
  /** Events of the chosen action(s) in the range. */
  total_events: z.number().int(),
  /** Distinct signed-in members behind those events. */
  active_users: z.number().int(),
  /** Count per action: play, like, share, and tracked events by name (song_view, song_download, ...). */
  events: z.record(z.string(), z.number().int()),
  timeline: z.array(ZUsageTimelineRow),
  comparison: z.object({
    /** Change of total_events against the previous range of equal length, one decimal (as the dashboard: 0 to n is 100). */
    percentage: z.number(),
    previous_total: z.number().int(),
    previous_start_date: z.string(),
    previous_end_date: z.string(),
  }),
  /** Counted plays, likes and e-mail/link shares in the range, whatever the action filter. */
  plays: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
  recent_events: z.array(ZUsageRecentEvent),
  top_songs: z.array(z.object({ id: z.string(), title: z.string(), plays: z.number().int() })),
  top_users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), actions: z.number().int() })),
});
export type TUsageStats = z.infer<typeof ZUsageStats>;

/* ---------- Admin users: list rows and the detail page (/admin/users/{id}) ---------- */

export type TAdminUserItem = z.infer<typeof ZAdminUser>;
export type TAdminUsersQueryInput = z.input<typeof ZAdminUsersQuery>;
export type TAdminUserUpdateInput = z.input<typeof ZAdminUserUpdateBody>;
export type TAdminUsersList = { users: TAdminUserItem[]; totalCount: number; totalPages: number; page: number };

const ZAdminRole = z.enum(['user', 'editor', 'admin', 'superadmin']);

export const ZAdminUserDetail = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: ZAdminRole,
    status: ZUserStatus,
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
  songs: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.enum(['active', 'archived']),
        visibility: z.enum(['public', 'private']),
        playCount: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
  requests: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string().nullable(),
        event: z.string().nullable(),
        status: z.string(),
        priority: z.enum(['free', '24hr', '6hr']),
        amount: z.number().int(),
        currency: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  payments: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        status: z.enum(['successful', 'failed', 'pending', 'refunded']),
        itemDescription: z.string(),
        createdAt: z.string(),
        refundedAt: z.string().nullable(),
      }),
    ),
  }),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
