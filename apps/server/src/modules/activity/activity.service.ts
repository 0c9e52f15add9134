import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TActivityType } from '@serenade/contract';
import type { Db } from '../../db/client';
import { playlistFollows, playlists, playlistSongs, songs, users } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs/jobs';
import { createMicrocache } from '../../platform/microcache';
import type { UserRow } from '../users/users.repo';
import { feed, recordActivity, type NewActivity } from './activity.repo';
import { readSnapshot, refreshTrending } from './trending';

export const TRENDING_QUEUE = 'trending.refresh';
// Trending is a snapshot: recomputed on this schedule, read with one small query.
const TRENDING_EVERY_MS = 2 * 60_000;
type Query = { limit: number; offset: number; types: TActivityType[] };

export function createActivityService(deps: { db: Db; jobs: JobQueue }) {
  const { db } = deps;
  const trendingCache = createMicrocache({ ttlMs: 30_000, maxEntries: 4 });

  /** `executor` is the caller's transaction when there is one (PGlite has a single connection). */
  const record = (row: NewActivity, executor: Db = db) => recordActivity(executor, row);

  const global = (q: Query) => feed(db, q);
  const me = (user: UserRow, q: Query) => feed(db, { ...q, actorId: user.id, ownerView: user.id });
  const following = (user: UserRow, q: Query) => feed(db, { ...q, followingOf: user.id });
  const ofUser = (userId: string, viewer: UserRow | null, q: Query) =>
    feed(db, { ...q, actorId: userId, ...(viewer?.id === userId ? { ownerView: userId } : {}) });
  const ofSong = (songId: string, q: Query) => feed(db, { ...q, songId });
  const ofPlaylist = (playlistId: string, q: Query) => feed(db, { ...q, playlistId });

  async function snapshot(kind: 'songs' | 'playlists' | 'people') {
    let list = await readSnapshot(db, kind);
    if (!list) {
      await refreshTrending(db);
      list = (await readSnapshot(db, kind)) ?? [];
    }
    return list;
  }

  /** Trending Songs (5), Popular Playlists (3), Active People (5), with today's visibility applied. */
  async function trending() {
    const [songIds, playlistIds, peopleIds] = await Promise.all([
      snapshot('songs'),
      snapshot('playlists'),
      snapshot('people'),
    ]);
    const ordered = <T extends { id: string }>(ids: { id: string }[], rows: T[]) =>
      ids.map((i) => rows.find((r) => r.id === i.id)).filter((r): r is T => !!r);

    const songRows = songIds.length
      ? await db
          .select({ id: songs.id, title: songs.title, artist: songs.artist, coverPath: songs.coverPath })
          .from(songs)
          .where(
            and(
              inArray(
                songs.id,
                songIds.map((s) => s.id),
              ),
              eq(songs.isPublic, true),
              eq(songs.status, 'active'),
            ),
          )
      : [];
    const playlistRows = playlistIds.length
      ? await db
          .select({
            id: playlists.id,
            name: playlists.name,
            songCount: sql<number>`(select count(*)::int from ${playlistSongs} where ${playlistSongs.playlistId} = ${playlists.id})`,
            followerCount: sql<number>`(select count(*)::int from ${playlistFollows} where ${playlistFollows.playlistId} = ${playlists.id})`,
            cover: sql<
              string | null
            >`(select s.id::text from ${playlistSongs} ps join ${songs} s on s.id = ps.song_id where ps.playlist_id = ${playlists.id} and s.is_public and s.status = 'active' and s.cover_path is not null order by ps.position limit 1)`,
          })
          .from(playlists)
          .where(
            and(
              inArray(
                playlists.id,
                playlistIds.map((p) => p.id),
              ),
              eq(playlists.visibility, 'public'),
            ),
          )
      : [];
    const peopleRows = peopleIds.length
      ? await db
          .select({ id: users.id, name: users.name, avatarPath: users.avatarPath })
          .from(users)
          .where(
            and(
              inArray(
                users.id,
                peopleIds.map((p) => p.id),
              ),
              eq(users.status, 'active'),
            ),
          )
      : [];
    const scoreOf = (list: { id: string; score: number; count: number }[], id: string) =>
      list.find((x) => x.id === id)!;
    return {
      songs: ordered(songIds, songRows)
        .slice(0, 5)
        .map((s) => ({
          id: s.id,
          title: s.title || 'Untitled Song',
          artist: s.artist,
          cover_image: s.coverPath ? `/media/songs/${s.id}/cover` : null,
          score: Math.round(scoreOf(songIds, s.id).score * 100) / 100,
        })),
      playlists: ordered(playlistIds, playlistRows)
        .slice(0, 3)
        .map((p) => ({
          id: p.id,
          name: p.name,
          cover_image: p.cover ? `/media/songs/${p.cover}/cover` : null,
          song_count: p.songCount,
          follower_count: p.followerCount,
        })),
      people: ordered(peopleIds, peopleRows)
        .slice(0, 5)
        .map((u) => ({
          id: u.id,
          name: u.name,
          avatar_url: u.avatarPath ? `/files/${u.avatarPath}` : null,
          activity_count: scoreOf(peopleIds, u.id).count,
        })),
    };
  }

  const trendingJson = () =>
    trendingCache.get('all', async () => JSON.stringify({ success: true, data: await trending() }));

  function registerJobs(): void {
    deps.jobs.register(TRENDING_QUEUE, async () => {
      await refreshTrending(db);
      trendingCache.clear();
    });
  }
  // One scheduled row, run again every TRENDING_EVERY_MS, however many processes schedule it.
  const scheduleTrending = (tx: Db = db) =>
    deps.jobs.ensureScheduled(TRENDING_QUEUE, {}, { priority: -5, everyMs: TRENDING_EVERY_MS }, tx);

  return {
    record,
    global,
    me,
    following,
    ofUser,
    ofSong,
    ofPlaylist,
    trending,
    trendingJson,
    /** Song writes (archive, hide, delete) show in trending at once instead of after the cache expires. */
    invalidateTrending: () => trendingCache.clear(),
    registerJobs,
    scheduleTrending,
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
