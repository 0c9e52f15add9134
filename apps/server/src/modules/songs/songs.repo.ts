import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { songLikes, songPlays, songRequests, songRevisions, songShares, songs, users } from '../../db/schema';

export type SongRow = typeof songs.$inferSelect;
export type NewSong = typeof songs.$inferInsert;

const likeCount = sql<number>`(select count(*)::int from song_likes l where l.song_id = ${songs.id})`;

export async function listLatestPublic(db: Db, limit: number) {
  return db
    .select({ song: songs, likeCount })
    .from(songs)
    .where(and(eq(songs.isPublic, true), eq(songs.status, 'active')))
    .orderBy(desc(songs.createdAt), desc(songs.id))
    .limit(limit);
}

/** The built-in demo tracks for the home page player. */
export async function listDemo(db: Db, limit: number) {
  return db
    .select({ song: songs, likeCount })
    .from(songs)
    .where(and(eq(songs.source, 'demo'), eq(songs.isPublic, true), eq(songs.status, 'active')))
    .orderBy(songs.createdAt)
    .limit(limit);
}

export async function listByOwner(db: Db, ownerId: string) {
  return db
    .select({ song: songs, likeCount })
    .from(songs)
    .where(eq(songs.ownerId, ownerId))
    .orderBy(desc(songs.createdAt));
}

export async function findSong(db: Db, id: string): Promise<SongRow | undefined> {
  const rows = await db.select().from(songs).where(eq(songs.id, id));
  return rows[0];
}

export async function findSongWithOwner(db: Db, id: string) {
  const rows = await db
    .select({ song: songs, likeCount, owner: { id: users.id, name: users.name, avatarPath: users.avatarPath } })
    .from(songs)
    .leftJoin(users, eq(users.id, songs.ownerId))
    .where(eq(songs.id, id));
  return rows[0];
}

export async function insertSong(db: Db, song: NewSong): Promise<SongRow> {
  const [row] = await db.insert(songs).values(song).returning();
  return row!;
}

export async function updateSong(db: Db, id: string, patch: Partial<NewSong>): Promise<SongRow | undefined> {
  const [row] = await db
    .update(songs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(songs.id, id))
    .returning();
  return row;
}

export async function countLikes(db: Db, songId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(songLikes)
    .where(eq(songLikes.songId, songId));
  return row?.n ?? 0;
}

export async function isLikedBy(db: Db, songId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ s: songLikes.songId })
    .from(songLikes)
    .where(and(eq(songLikes.songId, songId), eq(songLikes.userId, userId)));
  return rows.length > 0;
}

/** Idempotent: a like exists once per member and song whatever the number of clicks. */
export async function addLike(db: Db, songId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(songLikes)
    .values({ songId, userId })
    .onConflictDoNothing()
    .returning({ s: songLikes.songId });
  return rows.length > 0;
}

export async function removeLike(db: Db, songId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(songLikes)
    .where(and(eq(songLikes.songId, songId), eq(songLikes.userId, userId)))
    .returning({ s: songLikes.songId });
  return rows.length > 0;
}

export async function likeUsers(db: Db, songId: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, avatarPath: users.avatarPath })
    .from(songLikes)
    .innerJoin(users, eq(users.id, songLikes.userId))
    .where(eq(songLikes.songId, songId))
    .orderBy(desc(songLikes.createdAt))
    .limit(limit);
}

/** Counts a play unless this listener played the song in the last 30 minutes. */
export async function recordPlay(
  db: Db,
  songId: string,
  listenerKey: string,
  userId: string | null,
  guest?: { address: string; perAddress: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent plays of one listener (and, for visitors, of one address) so a burst cannot slip by.
    if (guest) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${songId}:addr:${guest.address}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${songId}:${listenerKey}`}))`);
    const recent = await tx
      .select({ id: songPlays.id })
      .from(songPlays)
      .where(
        and(
          eq(songPlays.songId, songId),
          eq(songPlays.listenerKey, listenerKey),
          gt(songPlays.createdAt, new Date(Date.now() - 30 * 60_000)),
        ),
      )
      .limit(1);
    if (recent.length > 0) return false;
    if (guest) {
      // A visitor who drops the cookie each time gets a new listener id; their address still counts only a few.
      const [fromAddress] = await tx
        .select({ n: count() })
        .from(songPlays)
        .where(
          and(
            eq(songPlays.songId, songId),
            eq(songPlays.addressKey, guest.address),
            gt(songPlays.createdAt, new Date(Date.now() - 30 * 60_000)),
          ),
        );
      if ((fromAddress?.n ?? 0) >= guest.perAddress) return false;
    }
    await tx.insert(songPlays).values({ songId, listenerKey, userId, addressKey: guest?.address ?? null });
    await tx
      .update(songs)
      .set({ playCount: sql`${songs.playCount} + 1` })
      .where(eq(songs.id, songId));
    return true;
  });
}

export async function insertShares(db: Db, songId: string, userId: string | null, recipients: string[]): Promise<void> {
  if (recipients.length === 0) return;
  await db.insert(songShares).values(recipients.map((recipient) => ({ songId, userId, recipient })));
}

/** The private story of the order a song was made for (and who ordered it). */
export async function requestStoryOf(db: Db, requestId: string) {
  const [row] = await db
    .select({ prompt: songRequests.prompt, additionalDetails: songRequests.additionalDetails, name: songRequests.name })
    .from(songRequests)
    .where(eq(songRequests.id, requestId));
  return row ?? null;
}

/** Where a song's one free revision stands. */
export async function revisionStateOf(db: Db, songId: string): Promise<'available' | 'requested' | 'delivered'> {
  const [row] = await db
    .select({ status: songRevisions.status })
    .from(songRevisions)
    .where(eq(songRevisions.songId, songId));
  return row?.status ?? 'available';
}
