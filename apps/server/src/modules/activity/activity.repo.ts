import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TActivityItem, TActivityType } from '@serenade/contract';
import type { Db } from '../../db/client';
import { activities, playlists, songs, userFollows, users } from '../../db/schema';

export type NewActivity = typeof activities.$inferInsert;

export async function recordActivity(db: Db, row: NewActivity): Promise<void> {
  await db.insert(activities).values(row);
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export type FeedFilter = {
  types: TActivityType[];
  limit: number;
  offset: number;
  /** The viewer's own activity: their own private songs and playlists are theirs to see, nobody else's. */
  ownerView?: string;
  actorId?: string;
  followingOf?: string;
  songId?: string;
  playlistId?: string;
};

/**
 * One query for every feed. Visibility is decided when reading, so a song made private later
 * disappears from everyone else's feeds at once.
 */
export async function feed(db: Db, f: FeedFilter): Promise<{ items: TActivityItem[]; hasMore: boolean }> {
  const where: (SQL | undefined)[] = [];
  if (f.types.length) where.push(inArray(activities.type, f.types));
  if (f.actorId) where.push(eq(activities.actorId, f.actorId));
  if (f.songId) where.push(eq(activities.songId, f.songId));
  if (f.playlistId) where.push(eq(activities.playlistId, f.playlistId));
  if (f.followingOf) {
    where.push(
      sql`${activities.actorId} in (select ${userFollows.followeeId} from ${userFollows} where ${userFollows.followerId} = ${f.followingOf})`,
    );
  }
  // Other people's songs and playlists show only while visible now; the viewer's own always do (their
  // own feed lists their likes and follows of things that went private since, and those stay hidden).
  const own = f.ownerView;
  where.push(
    own
      ? sql`(${activities.songId} is null or ${songs.ownerId} = ${own} or (${songs.isPublic} and ${songs.status} = 'active'))`
      : sql`(${activities.songId} is null or (${songs.isPublic} and ${songs.status} = 'active'))`,
  );
  where.push(
    own
      ? sql`(${activities.playlistId} is null or ${playlists.ownerId} = ${own} or ${playlists.visibility} = 'public')`
      : sql`(${activities.playlistId} is null or ${playlists.visibility} = 'public')`,
  );
  if (!own) where.push(sql`coalesce((${actor.preferences} ->> 'showActivity')::boolean, true)`);
  const rows = await db
    .select({
      id: activities.id,
      type: activities.type,
      createdAt: activities.createdAt,
      rating: activities.rating,
      actorId: actor.id,
      actorName: actor.name,
      actorAvatar: actor.avatarPath,
      songId: activities.songId,
      songName: songs.title,
      playlistId: activities.playlistId,
      playlistName: playlists.name,
      targetId: activities.targetUserId,
      targetName: target.name,
    })
    .from(activities)
    .innerJoin(actor, eq(actor.id, activities.actorId))
    .leftJoin(songs, eq(songs.id, activities.songId))
    .leftJoin(playlists, eq(playlists.id, activities.playlistId))
    .leftJoin(target, eq(target.id, activities.targetUserId))
    .where(and(...where))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(f.limit + 1)
    .offset(f.offset);
  return {
    hasMore: rows.length > f.limit,
    items: rows.slice(0, f.limit).map((r) => ({
      id: r.id,
      type: r.type,
      created_at: r.createdAt.toISOString(),
      user: { id: r.actorId, name: r.actorName, avatar_url: r.actorAvatar ? `/files/${r.actorAvatar}` : null },
      data: {
        song_id: r.songId,
        song_name: r.songName,
        playlist_id: r.playlistId,
        playlist_name: r.playlistName,
        target_user_id: r.targetId,
        target_user_name: r.targetName,
        rating: r.rating,
      },
    })),
  };
}
