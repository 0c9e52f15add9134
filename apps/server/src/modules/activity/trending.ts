import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trendingSnapshots } from '../../db/schema';

type Item = { id: string; score: number; count: number };
const rowsOf = (r: unknown) => (r as { rows: { id: string; score: number | string; count: number | string }[] }).rows;
const items = (r: unknown): Item[] =>
  rowsOf(r).map((x) => ({ id: x.id, score: Number(x.score), count: Number(x.count) }));

// Engagement of the last 7 days, newer weighing more: each event counts 1 / (1 + its age in days).
const decay = (col: string) => sql.raw(`1.0 / (1.0 + extract(epoch from (now() - ${col})) / 86400.0)`);

/** Recomputes the three trending lists and stores them; reads then cost one small lookup. */
export async function refreshTrending(db: Db): Promise<void> {
  const songRows = await db.execute(sql`
    with events as (
      select song_id, weight, created_at from (
        select song_id, case type when 'like_song' then 3 when 'comment_song' then 4 when 'rate_song' then 2
                                  when 'add_song_to_playlist' then 2 else 0 end as weight, created_at
        from activities where song_id is not null and created_at > now() - interval '7 days'
        union all select song_id, 1, created_at from song_plays where created_at > now() - interval '7 days'
        union all select song_id, 3, created_at from song_shares where created_at > now() - interval '7 days'
      ) e where weight > 0
    )
    select e.song_id as id, sum(e.weight * ${decay('e.created_at')}) as score, count(*) as count
    from events e join songs s on s.id = e.song_id
    where s.is_public and s.status = 'active'
    group by e.song_id order by score desc limit 50`);
  const playlistRows = await db.execute(sql`
    with events as (
      select playlist_id, 3 as weight, created_at from playlist_follows where created_at > now() - interval '7 days'
      union all select playlist_id, 1, added_at from playlist_songs where added_at > now() - interval '7 days'
    )
    select e.playlist_id as id, sum(e.weight * ${decay('e.created_at')}) as score, count(*) as count
    from events e join playlists p on p.id = e.playlist_id
    where p.visibility = 'public'
    group by e.playlist_id order by score desc limit 30`);
  const peopleRows = await db.execute(sql`
    select a.actor_id as id, sum(${decay('a.created_at')}) as score, count(*) as count
    from activities a join users u on u.id = a.actor_id
    where a.created_at > now() - interval '7 days' and u.status = 'active'
      and coalesce((u.preferences ->> 'showActivity')::boolean, true)
    group by a.actor_id order by score desc limit 30`);
  const now = new Date();
  for (const [kind, list] of [
    ['songs', items(songRows)],
    ['playlists', items(playlistRows)],
    ['people', items(peopleRows)],
  ] as const) {
    await db
      .insert(trendingSnapshots)
      .values({ kind, items: list, computedAt: now })
      .onConflictDoUpdate({ target: trendingSnapshots.kind, set: { items: list, computedAt: now } });
  }
}

export async function readSnapshot(db: Db, kind: 'songs' | 'playlists' | 'people'): Promise<Item[] | null> {
  const rows = await db
    .select()
    .from(trendingSnapshots)
    .where(sql`${trendingSnapshots.kind} = ${kind}`);
  return rows[0]?.items ?? null;
}
