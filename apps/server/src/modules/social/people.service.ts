import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type TPreferences } from '@serenade/contract';
import type { Db } from '../../db/client';
import { playlists, playlistSongs, songs, userFollows, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Storage } from '../../platform/storage/storage';
import type { ActivityService } from '../activity/activity.service';
import { hasRole } from '../auth/auth.policy';
import type { AuthService } from '../auth/auth.service';
import type { SongsService } from '../songs/songs.service';
import { findUserById, type UserRow } from '../users/users.repo';

const notFound = () => new AppError('NOT_FOUND', 'Member not found');
export const preferencesOf = (u: UserRow): TPreferences => ({ ...DEFAULT_PREFERENCES, ...u.preferences });

export function createPeopleService(deps: {
  db: Db;
  songs: SongsService;
  activity: ActivityService;
  storage: Storage;
  /** The session password check that counts wrong guesses towards the login lockout (auth.service). */
  confirmPassword: AuthService['confirmPassword'];
}) {
  const { db } = deps;

  /** Members with a private profile exist only for themselves and staff. */
  async function visibleMember(id: string, viewer: UserRow | null): Promise<UserRow> {
    const u = await findUserById(db, id);
    if (!u || u.status !== 'active') throw notFound();
    if (!preferencesOf(u).profilePublic && viewer?.id !== u.id && !(viewer && hasRole(viewer.role, 'editor')))
      throw notFound();
    return u;
  }

  const counts = async (id: string) => {
    const [row] = await db
      .execute(
        sql`select
      (select count(*)::int from user_follows where followee_id = ${id}) as followers,
      (select count(*)::int from user_follows where follower_id = ${id}) as following`,
      )
      .then((r) => (r as unknown as { rows: { followers: number; following: number }[] }).rows);
    return { followers: Number(row?.followers ?? 0), following: Number(row?.following ?? 0) };
  };

  async function isFollowing(followerId: string, followeeId: string) {
    const rows = await db
      .select()
      .from(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
    return rows.length > 0;
  }

  async function page(id: string, viewer: UserRow | null) {
    const u = await visibleMember(id, viewer);
    const [c, following, songRows, playlistRows] = await Promise.all([
      counts(u.id),
      viewer ? isFollowing(viewer.id, u.id) : Promise.resolve(false),
      db
        .select()
        .from(songs)
        .where(and(eq(songs.ownerId, u.id), eq(songs.isPublic, true), eq(songs.status, 'active')))
        .orderBy(desc(songs.createdAt))
        .limit(50),
      db
        .select({
          id: playlists.id,
          name: playlists.name,
          songCount: sql<number>`(select count(*)::int from ${playlistSongs} where ${playlistSongs.playlistId} = ${playlists.id})`,
        })
        .from(playlists)
        .where(and(eq(playlists.ownerId, u.id), eq(playlists.visibility, 'public')))
        .orderBy(desc(playlists.createdAt))
        .limit(50),
    ]);
    return {
      id: u.id,
      name: u.name,
      avatar_url: u.avatarPath ? `/files/${u.avatarPath}` : null,
      joined_at: u.createdAt.toISOString(),
      ...c,
      is_following: following,
      is_me: viewer?.id === u.id,
      songs: songRows.map((s) => ({
        id: s.id,
        title: s.title || 'Untitled Song',
        artist: s.artist,
        coverUrl: deps.songs.assetUrl(s, 'cover'),
        duration: s.durationSeconds,
      })),
      playlists: playlistRows.map((p) => ({ id: p.id, name: p.name, song_count: p.songCount })),
    };
  }

  async function follow(id: string, viewer: UserRow, want: boolean) {
    const u = await visibleMember(id, viewer);
    if (u.id === viewer.id) throw new AppError('VALIDATION_ERROR', 'You cannot follow yourself', { field: 'id' });
    if (want) {
      const rows = await db
        .insert(userFollows)
        .values({ followerId: viewer.id, followeeId: u.id })
        .onConflictDoNothing()
        .returning();
      if (rows.length) await deps.activity.record({ actorId: viewer.id, type: 'follow_user', targetUserId: u.id });
    } else {
      await db.delete(userFollows).where(and(eq(userFollows.followerId, viewer.id), eq(userFollows.followeeId, u.id)));
    }
    return { following: want, followers: (await counts(u.id)).followers };
  }

  async function connections(id: string, viewer: UserRow | null, which: 'followers' | 'following') {
    const u = await visibleMember(id, viewer);
    const mine = which === 'followers' ? userFollows.followeeId : userFollows.followerId;
    const theirs = which === 'followers' ? userFollows.followerId : userFollows.followeeId;
    const rows = await db
      .select({ id: users.id, name: users.name, avatarPath: users.avatarPath })
      .from(userFollows)
      .innerJoin(users, eq(users.id, theirs))
      .where(and(eq(mine, u.id), eq(users.status, 'active')))
      .orderBy(desc(userFollows.createdAt))
      .limit(200);
    return rows.map((r) => ({ id: r.id, name: r.name, avatar_url: r.avatarPath ? `/files/${r.avatarPath}` : null }));
  }

  async function setPreferences(viewer: UserRow, prefs: TPreferences) {
    await db.update(users).set({ preferences: prefs, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    return prefs;
  }

  /** Deletes the account and what is theirs: songs (with files), playlists, comments, likes, follows. */
  async function deleteAccount(viewer: UserRow, password: string, ip: string | null = null) {
    await deps.confirmPassword(viewer, password, {
      field: 'password',
      ip,
      required: 'Please enter your password to delete your account',
      wrong: 'The password is incorrect',
    });
    if (viewer.role === 'superadmin') {
      const [row] = await db
        .execute(sql`select count(*)::int as n from users where role = 'superadmin' and status = 'active'`)
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      if (Number(row?.n ?? 0) <= 1) throw new AppError('CONFLICT', 'The last superadmin cannot delete their account');
    }
    const owned = await db.select().from(songs).where(eq(songs.ownerId, viewer.id));
    await db.transaction(async (tx) => {
      await tx.delete(songs).where(eq(songs.ownerId, viewer.id));
      await tx.delete(users).where(eq(users.id, viewer.id));
    });
    for (const s of owned) {
      for (const key of [s.audioPath, s.peaksPath, s.coverPath])
        if (key) await deps.storage.remove(key).catch(() => {});
    }
    if (viewer.avatarPath) await deps.storage.remove(viewer.avatarPath).catch(() => {});
    deps.songs.changed();
  }

  return { page, follow, connections, setPreferences, deleteAccount, visibleMember };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
