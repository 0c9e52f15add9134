import { and, desc, eq, sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE, type TComment } from '@serenade/contract';
import type { Db } from '../../db/client';
import { commentLikes, comments, songRatings, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ActivityService } from '../activity/activity.service';
import { canModerate } from '../auth/auth.policy';
import type { SongsService } from '../songs/songs.service';
import type { UserRow } from '../users/users.repo';

const notFound = () => new AppError('NOT_FOUND', 'Comment not found');

/** Comments (paged, pinned to a moment, liked) and 1-5 star ratings on songs. */
export function createCommentsService(deps: { db: Db; songs: SongsService; activity: ActivityService }) {
  const { db, songs } = deps;

  const likeCount = sql<number>`(select count(*)::int from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`;

  async function present(
    rows: {
      c: typeof comments.$inferSelect;
      u: { id: string; name: string; avatarPath: string | null };
      likes: number;
      liked: boolean;
    }[],
    viewer: UserRow | null,
  ): Promise<TComment[]> {
    return rows.map(({ c, u, likes, liked }) => ({
      id: c.id,
      user: { id: u.id, name: u.name, avatar_url: u.avatarPath ? `/files/${u.avatarPath}` : null },
      content: c.content,
      created_at: c.createdAt.toISOString(),
      edited: c.edited,
      like_count: likes,
      is_liked: liked,
      is_owner: viewer?.id === c.userId,
      can_delete: canModerate(viewer, c.userId),
      timestamp: c.timestampSeconds,
    }));
  }

  const select = (viewer: UserRow | null) =>
    db
      .select({
        c: comments,
        u: { id: users.id, name: users.name, avatarPath: users.avatarPath },
        likes: likeCount,
        liked: viewer
          ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewer.id})`
          : sql<boolean>`false`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId));

  // `key`: a private song's key (the buyer's link or a share key); key holders may read, comment and rate.
  async function list(songId: string, viewer: UserRow | null, page: number, key?: string) {
    await songs.visibleSong(songId, viewer, key);
    const rows = await select(viewer)
      .where(eq(comments.songId, songId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(COMMENTS_PAGE_SIZE + 1)
      .offset((page - 1) * COMMENTS_PAGE_SIZE);
    return {
      comments: await present(rows.slice(0, COMMENTS_PAGE_SIZE), viewer),
      page,
      hasMore: rows.length > COMMENTS_PAGE_SIZE,
    };
  }

  async function load(songId: string, commentId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(commentId)) throw notFound();
    const [c] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.songId, songId)));
    if (!c) throw notFound();
    return c;
  }

  async function one(id: string, viewer: UserRow) {
    const [row] = await select(viewer).where(eq(comments.id, id));
    return (await present([row!], viewer))[0]!;
  }

  async function add(
    songId: string,
    viewer: UserRow,
    content: string,
    timestamp: number | null | undefined,
    key?: string,
  ) {
    const song = await songs.actableSong(songId, viewer, key);
    if (timestamp != null && song.durationSeconds != null && timestamp > song.durationSeconds + 1) {
      throw new AppError('VALIDATION_ERROR', 'timestamp is past the end of the song', { field: 'timestamp' });
    }
    const [c] = await db
      .insert(comments)
      .values({ songId, userId: viewer.id, content, timestampSeconds: timestamp ?? null })
      .returning();
    await deps.activity.record({ actorId: viewer.id, type: 'comment_song', songId });
    return one(c!.id, viewer);
  }

  async function edit(songId: string, commentId: string, viewer: UserRow, content: string, key?: string) {
    await songs.visibleSong(songId, viewer, key);
    const c = await load(songId, commentId);
    if (c.userId !== viewer.id) throw new AppError('FORBIDDEN', 'Only the author can edit this comment');
    await db.update(comments).set({ content, edited: true, updatedAt: new Date() }).where(eq(comments.id, c.id));
    return one(c.id, viewer);
  }

  async function remove(songId: string, commentId: string, viewer: UserRow, key?: string) {
    await songs.visibleSong(songId, viewer, key);
    const c = await load(songId, commentId);
    if (!canModerate(viewer, c.userId))
      throw new AppError('FORBIDDEN', 'Only the author or a moderator can delete this comment');
    await db.delete(comments).where(eq(comments.id, c.id));
  }

  async function like(commentId: string, viewer: UserRow, liked: boolean, key?: string) {
    const [c] = await db.select().from(comments).where(eq(comments.id, commentId));
    if (!c) throw notFound();
    if (liked) await songs.actableSong(c.songId, viewer, key);
    else await songs.visibleSong(c.songId, viewer, key);
    if (liked) await db.insert(commentLikes).values({ commentId, userId: viewer.id }).onConflictDoNothing();
    else
      await db
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, viewer.id)));
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(commentLikes)
      .where(eq(commentLikes.commentId, commentId));
    return { liked, like_count: n?.n ?? 0 };
  }

  async function rating(songId: string, viewer: UserRow | null, key?: string) {
    await songs.visibleSong(songId, viewer, key);
    const [agg] = await db
      .select({ avg: sql<string | null>`avg(${songRatings.rating})`, count: sql<number>`count(*)::int` })
      .from(songRatings)
      .where(eq(songRatings.songId, songId));
    const mine = viewer
      ? ((
          await db
            .select()
            .from(songRatings)
            .where(and(eq(songRatings.songId, songId), eq(songRatings.userId, viewer.id)))
        )[0]?.rating ?? null)
      : null;
    return { average: agg?.avg ? Math.round(Number(agg.avg) * 10) / 10 : null, count: agg?.count ?? 0, mine };
  }

  async function rate(songId: string, viewer: UserRow, value: number | null, key?: string) {
    if (value === null) await songs.visibleSong(songId, viewer, key);
    else await songs.actableSong(songId, viewer, key);
    if (value === null) {
      await db.delete(songRatings).where(and(eq(songRatings.songId, songId), eq(songRatings.userId, viewer.id)));
    } else {
      await db
        .insert(songRatings)
        .values({ songId, userId: viewer.id, rating: value })
        .onConflictDoUpdate({
          target: [songRatings.songId, songRatings.userId],
          set: { rating: value, updatedAt: new Date() },
        });
      await deps.activity.record({ actorId: viewer.id, type: 'rate_song', songId, rating: value });
    }
    return rating(songId, viewer, key);
  }

  return { list, add, edit, remove, like, rating, rate };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
