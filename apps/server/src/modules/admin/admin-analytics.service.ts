import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_MAX_DAYS,
  PERIOD_DAYS,
  type TAnalyticsAction,
  type TUsageStats,
  type TUsageStatsQuery,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

const DAY_MS = 86_400_000;
const TOP = 5;
const RECENT = 10;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** Same rule as the dashboard's growth figures: one decimal, and 0 → n counts as +100 %. */
export const percentChange = (current: number, previous: number) =>
  previous === 0 ? (current > 0 ? 100 : 0) : Math.round(((current - previous) / previous) * 1000) / 10;

export type AnalyticsRange = { startDate: string; endDate: string; days: number };

/**
 * The UTC calendar days a request covers, both ends included. A preset ends today; a single given date
 * takes the preset's length from it. Range errors name the field the admin has to change.
 */
export function resolveRange(q: Pick<TUsageStatsQuery, 'period' | 'start_date' | 'end_date'>, now = new Date()) {
  const len = PERIOD_DAYS[q.period];
  const endDate = q.end_date ?? (q.start_date ? addDays(q.start_date, len - 1) : utcDay(now));
  const startDate = q.start_date ?? addDays(endDate, -(len - 1));
  const days = daysBetween(startDate, endDate) + 1;
  if (days < 1) {
    throw new AppError('VALIDATION_ERROR', 'end_date must be on or after start_date', { field: 'end_date' });
  }
  if (days > ANALYTICS_MAX_DAYS) {
    throw new AppError('VALIDATION_ERROR', `The date range may cover at most ${ANALYTICS_MAX_DAYS} days`, {
      field: q.end_date ? 'end_date' : 'start_date',
    });
  }
  return { startDate, endDate, days } satisfies AnalyticsRange;
}

type Bounds = { from: string; to: string };
const boundsOf = (startDate: string, endDate: string): Bounds => ({
  from: `${startDate}T00:00:00.000Z`,
  to: `${addDays(endDate, 1)}T00:00:00.000Z`,
});

const UUID_RE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Every event in [from, to) as rows (id, at, user_id, action, resource_id, song_id), one branch per source.
 * Plays, likes and e-mail shares come from their own tables, which the server writes only when the thing
 * really happened (a play counted under the 30-minute rule, a like that stands, an e-mail sent per
 * recipient); the usage_events copies of those are skipped so nothing counts twice and a browser cannot
 * inflate them through /api/usage/track. Link shares (copy link, system share sheet) exist only as browser
 * events, so those count from usage_events; every other tracked event keeps its own name.
 */
function eventsIn({ from, to }: Bounds, action: TAnalyticsAction): SQL {
  const inRange = (col: SQL) => sql`${col} >= ${from}::timestamptz and ${col} < ${to}::timestamptz`;
  const parts: SQL[] = [];
  if (action === 'all' || action === 'play') {
    parts.push(sql`select p.id::text as id, p.created_at as at, p.user_id, 'play'::text as action,
      p.song_id::text as resource_id, p.song_id
      from song_plays p where ${inRange(sql`p.created_at`)}`);
  }
  if (action === 'all' || action === 'like') {
    parts.push(sql`select l.song_id::text || ':' || l.user_id::text as id, l.created_at as at, l.user_id,
      'like'::text as action, l.song_id::text as resource_id, l.song_id
      from song_likes l where ${inRange(sql`l.created_at`)}`);
  }
  if (action === 'all' || action === 'share') {
    parts.push(sql`select sh.id::text as id, sh.created_at as at, sh.user_id, 'share'::text as action,
      sh.song_id::text as resource_id, sh.song_id
      from song_shares sh where ${inRange(sql`sh.created_at`)}`);
    parts.push(sql`select e.id::text as id, e.created_at as at, e.user_id, 'share'::text as action,
      e.resource_id, case when e.resource_id ~ ${UUID_RE} then e.resource_id::uuid end as song_id
      from usage_events e
      where e.action = 'song_share' and e.metadata -> 'recipients' is null and ${inRange(sql`e.created_at`)}`);
  }
  if (action === 'all') {
    parts.push(sql`select e.id::text as id, e.created_at as at, e.user_id, e.action, e.resource_id,
      case when e.resource_id ~ ${UUID_RE} then e.resource_id::uuid end as song_id
      from usage_events e
      where e.action not in ('song_play', 'song_like', 'song_share') and ${inRange(sql`e.created_at`)}`);
  }
  return sql.join(parts, sql` union all `);
}

const n = (v: unknown) => Number(v ?? 0);

/** json columns arrive parsed from node-postgres and PGlite alike; a string is parsed to be safe. */
type Json<T> = T | string | null | undefined;
const fromJson = <T>(v: Json<T>, fallback: T): T =>
  v == null ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : v;

type RecentRow = {
  id: string;
  at: string;
  user_id: string | null;
  user_name: string | null;
  action: string;
  resource_id: string | null;
  resource_title: string | null;
};

export function createAdminAnalyticsService(deps: { db: Db }) {
  const { db } = deps;

  async function usage(q: TUsageStatsQuery, now = new Date()): Promise<TUsageStats> {
    const range = resolveRange(q, now);
    const cur = boundsOf(range.startDate, range.endDate);
    const prevEnd = addDays(range.startDate, -1);
    const prevStart = addDays(prevEnd, -(range.days - 1));
    const prev = boundsOf(prevStart, prevEnd);
    const ev = eventsIn(cur, q.action);
    // A single day is shown by the hour, anything longer by the day.
    const bucket = range.days === 1 ? 'hour' : 'day';
    const step = bucket === 'hour' ? '1 hour' : '1 day';
    const lastBucket = bucket === 'hour' ? `${range.startDate}T23:00:00` : `${range.endDate}T00:00:00`;
    const label = bucket === 'hour' ? `YYYY-MM-DD"T"HH24":00:00Z"` : 'YYYY-MM-DD';

    const cardsFromEvents = q.action === 'all';
    const [main, previous, cards, topSongs] = await Promise.all([
      // One pass over the sources: the events are materialised once and every figure is read from them.
      db.execute(sql`with ev as materialized (${ev}),
        buckets as (
          select generate_series(${`${range.startDate}T00:00:00`}::timestamp, ${lastBucket}::timestamp,
            ${step}::interval) as b
        ),
        counted as (
          select date_trunc(${bucket}, at at time zone 'UTC') as b,
            count(*)::int as total,
            (count(*) filter (where action = 'play'))::int as play,
            (count(*) filter (where action = 'like'))::int as "like",
            (count(*) filter (where action = 'share'))::int as share
          from ev group by 1
        )
        select
          (select count(*)::int from ev) as total,
          (select count(distinct user_id)::int from ev) as active,
          (select coalesce(json_object_agg(a.action, a.n), '{}'::json)
            from (select action, count(*)::int as n from ev group by action) a) as events,
          (select json_agg(json_build_object('date', to_char(buckets.b, ${label}),
              'total', coalesce(c.total, 0), 'play', coalesce(c.play, 0),
              'like', coalesce(c."like", 0), 'share', coalesce(c.share, 0)) order by buckets.b)
            from buckets left join counted c on c.b = buckets.b) as timeline,
          (select coalesce(json_agg(t order by t.actions desc, t.name asc), '[]'::json)
            from (select u.id, u.name, u.email, count(*)::int as actions
                  from ev join users u on u.id = ev.user_id
                  group by u.id order by actions desc, u.name asc limit ${TOP}) t) as top_users,
          (select coalesce(json_agg(r order by r.at desc, r.id desc), '[]'::json)
            from (select r.id, r.at, r.user_id, u.name as user_name, r.action, r.resource_id,
                    s.title as resource_title
                  from (select * from ev order by at desc, id desc limit ${RECENT}) r
                  left join users u on u.id = r.user_id
                  left join songs s on s.id = r.song_id) r) as recent`),
      db.execute(sql`with ev as (${eventsIn(prev, q.action)}) select count(*)::int as total from ev`),
      // With every action counted, the cards are already among the events.
      cardsFromEvents
        ? null
        : db.execute(sql`select
        (select count(*)::int from song_plays where created_at >= ${cur.from}::timestamptz and created_at < ${cur.to}::timestamptz) as plays,
        (select count(*)::int from song_likes where created_at >= ${cur.from}::timestamptz and created_at < ${cur.to}::timestamptz) as likes,
        (with ev as (${eventsIn(cur, 'share')}) select count(*)::int from ev) as shares`),
      db.execute(sql`select s.id, s.title, count(*)::int as plays
        from song_plays p join songs s on s.id = p.song_id
        where p.created_at >= ${cur.from}::timestamptz and p.created_at < ${cur.to}::timestamptz
        group by s.id, s.title order by plays desc, s.title asc limit ${TOP}`),
    ]);

    const [m] = rows<{
      total: number;
      active: number;
      events: Json<Record<string, number>>;
      timeline: Json<TUsageStats['timeline']>;
      top_users: Json<TUsageStats['top_users']>;
      recent: Json<RecentRow[]>;
    }>(main);
    const total = n(m?.total);
    const events = fromJson(m?.events, {});
    const previousTotal = n(rows<{ total: number }>(previous)[0]?.total);
    const [c] = cards ? rows<{ plays: number; likes: number; shares: number }>(cards) : [];
    return {
      period: q.period,
      action: q.action,
      start_date: range.startDate,
      end_date: range.endDate,
      bucket,
      total_events: total,
      active_users: n(m?.active),
      events,
      timeline: fromJson(m?.timeline, []),
      comparison: {
        percentage: percentChange(total, previousTotal),
        previous_total: previousTotal,
        previous_start_date: prevStart,
        previous_end_date: prevEnd,
      },
      plays: c ? n(c.plays) : n(events.play),
      likes: c ? n(c.likes) : n(events.like),
      shares: c ? n(c.shares) : n(events.share),
      recent_events: fromJson(m?.recent, []).map((r) => ({
        id: r.id,
        timestamp: new Date(r.at).toISOString(),
        user_id: r.user_id,
        user_name: r.user_name,
        action: r.action,
        resource_id: r.resource_id,
        resource_title: r.resource_title,
      })),
      top_songs: rows<{ id: string; title: string; plays: number }>(topSongs).map((r) => ({
        id: r.id,
        title: r.title,
        plays: n(r.plays),
      })),
      top_users: fromJson(m?.top_users, []),
    };
  }

  return { usage };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
