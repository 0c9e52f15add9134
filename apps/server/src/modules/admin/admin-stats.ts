import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
/** Percent change; null when there was nothing before to compare with (the card says "New", DECISIONS). */
const growth = (current: number, previous: number): number | null =>
  previous === 0 ? (current > 0 ? null : 0) : Math.round(((current - previous) / previous) * 1000) / 10;

/**
 * Dashboard cards: totals, and growth of the last 30 days against the 30 before (DECISIONS.md).
 * Revenue counts money kept: successful payments that were not refunded.
 */
export async function dashboardStats(db: Db) {
  const [r] = rows<Record<string, string | number | null>>(
    await db.execute(sql`select
      (select count(*) from users) as users_total,
      (select count(*) from users where created_at > now() - interval '30 days') as users_cur,
      (select count(*) from users where created_at <= now() - interval '30 days' and created_at > now() - interval '60 days') as users_prev,
      (select count(*) from song_requests) as req_total,
      (select count(*) from song_requests where created_at > now() - interval '30 days') as req_cur,
      (select count(*) from song_requests where created_at <= now() - interval '30 days' and created_at > now() - interval '60 days') as req_prev,
      (select coalesce(sum(play_count), 0) from songs) as plays_total,
      (select count(*) from song_plays where created_at > now() - interval '30 days') as plays_cur,
      (select count(*) from song_plays where created_at <= now() - interval '30 days' and created_at > now() - interval '60 days') as plays_prev,
      (select coalesce(sum(amount), 0) from payments where status = 'successful' and refunded_at is null) as rev_total,
      (select coalesce(sum(amount), 0) from payments where status = 'successful' and refunded_at is null and created_at > now() - interval '30 days') as rev_cur,
      (select coalesce(sum(amount), 0) from payments where status = 'successful' and refunded_at is null and created_at <= now() - interval '30 days' and created_at > now() - interval '60 days') as rev_prev`),
  );
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    totalUsers: n('users_total'),
    userGrowth: growth(n('users_cur'), n('users_prev')),
    totalRequests: n('req_total'),
    requestGrowth: growth(n('req_cur'), n('req_prev')),
    totalPlays: n('plays_total'),
    playGrowth: growth(n('plays_cur'), n('plays_prev')),
    totalRevenue: n('rev_total') / 100,
    revenueGrowth: growth(n('rev_cur'), n('rev_prev')),
  };
}

export async function topSongs(db: Db, limit: number) {
  return rows<{ id: string; title: string; plays: number }>(
    await db.execute(
      sql`select id, title, play_count as plays from songs order by play_count desc, created_at desc limit ${limit}`,
    ),
  ).map((s) => ({ id: s.id, title: s.title, plays: Number(s.plays), play_count: Number(s.plays) }));
}

export async function topUsers(db: Db, limit: number) {
  return rows<{ id: string; email: string; name: string; song_count: number }>(
    await db.execute(sql`select u.id, u.email, u.name, count(s.id)::int as song_count
      from users u left join songs s on s.owner_id = u.id
      group by u.id order by song_count desc, u.created_at asc limit ${limit}`),
  ).map((u) => ({ id: u.id, email: u.email, name: u.name, songCount: Number(u.song_count) }));
}
