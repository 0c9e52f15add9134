import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { TPlaylist } from '@serenade/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { playlistFollows, playlists, playlistShares, playlistSongs, songs, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import type { ActivityService } from '../activity/activity.service';
import { hasRole } from '../auth/auth.policy';
import { renderTemplate } from '../email/template-store';
import { splitSecrets } from '../email/secret-links';
import type { SettingsService } from '../settings/settings.service';
import { createLimits, lockFor } from '../limits/limits';
import { canViewSong } from '../songs/songs.policy';
import type { SongsService } from '../songs/songs.service';
import type { UserRow } from '../users/users.repo';

type PlaylistRow = typeof playlists.$inferSelect;
export const PLAYLIST_NOT_FOUND =
  "The playlist you're looking for doesn't exist or you don't have permission to view it.";
const notFound = () => new AppError('NOT_FOUND', PLAYLIST_NOT_FOUND);
const ownerOnly = () => new AppError('FORBIDDEN', 'Only the owner can change this playlist');

export function createPlaylistsService(deps: {
  db: Db;
  songs: SongsService;
  activity: ActivityService;
  mailer: Mailer;
  settings: SettingsService;
  config: Config;
}) {
  const { db } = deps;
  const limits = createLimits(deps);

  const canSee = (p: PlaylistRow, viewer: UserRow | null) =>
    p.visibility !== 'private' || (!!viewer && (viewer.id === p.ownerId || hasRole(viewer.role, 'editor')));

  /** Private playlists are 404 to others; unlisted ones open by link. */
  async function visible(id: string, viewer: UserRow | null): Promise<PlaylistRow> {
    const [p] = await db.select().from(playlists).where(eq(playlists.id, id));
    if (!p || !canSee(p, viewer)) throw notFound();
    return p;
  }

  async function owned(id: string, viewer: UserRow): Promise<PlaylistRow> {
    const p = await visible(id, viewer);
    if (p.ownerId !== viewer.id) throw ownerOnly();
    return p;
  }

  async function entries(p: PlaylistRow, viewer: UserRow | null) {
    const rows = await db
      .select({ song: songs, position: playlistSongs.position })
      .from(playlistSongs)
      .innerJoin(songs, eq(songs.id, playlistSongs.songId))
      .where(eq(playlistSongs.playlistId, p.id))
      .orderBy(asc(playlistSongs.position));
    // Someone else's private song in a shared playlist stays hidden from those who cannot play it,
    // and a closed public catalogue shows visitors no songs at all.
    const open = await deps.songs.catalogueOpen();
    return rows
      .filter((r) => canViewSong(viewer, r.song) && (!!viewer || open))
      .map((r) => ({
        id: r.song.id,
        song_id: r.song.id,
        title: r.song.title || 'Untitled Song',
        artist: r.song.artist,
        r2_url: deps.songs.assetUrl(r.song, 'audio', !open),
        cover_image: deps.songs.assetUrl(r.song, 'cover', !open),
        duration: r.song.durationSeconds,
        position: r.position,
      }));
  }

  async function summary(p: PlaylistRow, viewer: UserRow | null) {
    const [owner] = await db
      .select({ id: users.id, name: users.name, avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, p.ownerId));
    const [c] = await db
      .execute(
        sql`select
      (select count(*)::int from playlist_songs where playlist_id = ${p.id}) as songs,
      (select count(*)::int from playlist_follows where playlist_id = ${p.id}) as followers,
      ${viewer ? sql`exists (select 1 from playlist_follows where playlist_id = ${p.id} and user_id = ${viewer.id})` : sql`false`} as following`,
      )
      .then((r) => (r as unknown as { rows: { songs: number; followers: number; following: boolean }[] }).rows);
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      visibility: p.visibility,
      owner: { id: owner!.id, name: owner!.name, avatar_url: owner!.avatarPath ? `/files/${owner!.avatarPath}` : null },
      song_count: Number(c?.songs ?? 0),
      follower_count: Number(c?.followers ?? 0),
      is_owner: viewer?.id === p.ownerId,
      is_following: Boolean(c?.following),
      cover_image: null as string | null,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  }

  async function full(p: PlaylistRow, viewer: UserRow | null): Promise<TPlaylist> {
    const songsList = await entries(p, viewer);
    const s = await summary(p, viewer);
    return { ...s, songs: songsList, cover_image: songsList.find((x) => x.cover_image)?.cover_image ?? null };
  }

  async function mine(viewer: UserRow) {
    const rows = await db
      .select()
      .from(playlists)
      .where(eq(playlists.ownerId, viewer.id))
      .orderBy(desc(playlists.updatedAt));
    return Promise.all(rows.map((p) => summary(p, viewer)));
  }

  async function create(
    viewer: UserRow,
    input: { name: string; description?: string | undefined; visibility: PlaylistRow['visibility'] },
  ) {
    const [p] = await db
      .insert(playlists)
      .values({
        ownerId: viewer.id,
        name: input.name,
        description: input.description || null,
        visibility: input.visibility,
      })
      .returning();
    await deps.activity.record({ actorId: viewer.id, type: 'create_playlist', playlistId: p!.id });
    return full(p!, viewer);
  }

  async function update(
    id: string,
    viewer: UserRow,
    patch: {
      name?: string | undefined;
      description?: string | null | undefined;
      visibility?: PlaylistRow['visibility'] | undefined;
    },
  ) {
    const p = await owned(id, viewer);
    const [u] = await db
      .update(playlists)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description || null } : {}),
        ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
        updatedAt: new Date(),
      })
      .where(eq(playlists.id, p.id))
      .returning();
    return full(u!, viewer);
  }

  async function remove(id: string, viewer: UserRow) {
    const p = await visible(id, viewer);
    if (p.ownerId !== viewer.id && !hasRole(viewer.role, 'editor')) throw ownerOnly();
    await db.delete(playlists).where(eq(playlists.id, p.id));
  }

  const lockPlaylist = (tx: Db, id: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`playlist:${id}`}))`);

  async function addSongs(id: string, viewer: UserRow, songIds: string[]) {
    const p = await owned(id, viewer);
    const wanted = [...new Set(songIds)];
    const found = await db.select().from(songs).where(inArray(songs.id, wanted));
    const allowed = found.filter((s) => canViewSong(viewer, s));
    if (allowed.length !== wanted.length) throw new AppError('NOT_FOUND', 'One or more songs were not found');
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockPlaylist(tx, p.id);
      const existing = await tx
        .select({ songId: playlistSongs.songId })
        .from(playlistSongs)
        .where(eq(playlistSongs.playlistId, p.id));
      const have = new Set(existing.map((e) => e.songId));
      const fresh = wanted.filter((s) => !have.has(s));
      if (fresh.length) {
        await tx
          .insert(playlistSongs)
          .values(fresh.map((songId, i) => ({ playlistId: p.id, songId, position: existing.length + i })));
        for (const songId of fresh)
          await deps.activity.record(
            { actorId: viewer.id, type: 'add_song_to_playlist', playlistId: p.id, songId },
            tx,
          );
      }
      await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, p.id));
    });
    return entries(p, viewer);
  }

  /** Rewrites positions 0..n-1 in the given order: always dense and unique. */
  async function renumber(tx: Db, playlistId: string, order: string[]) {
    for (const [i, songId] of order.entries()) {
      await tx
        .update(playlistSongs)
        .set({ position: i })
        .where(and(eq(playlistSongs.playlistId, playlistId), eq(playlistSongs.songId, songId)));
    }
  }

  async function removeSongs(id: string, viewer: UserRow, songIds: string[]) {
    const p = await owned(id, viewer);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockPlaylist(tx, p.id);
      await tx
        .delete(playlistSongs)
        .where(and(eq(playlistSongs.playlistId, p.id), inArray(playlistSongs.songId, songIds)));
      const rest = await tx
        .select({ songId: playlistSongs.songId })
        .from(playlistSongs)
        .where(eq(playlistSongs.playlistId, p.id))
        .orderBy(asc(playlistSongs.position));
      await renumber(
        tx,
        p.id,
        rest.map((r) => r.songId),
      );
    });
    return entries(p, viewer);
  }

  async function move(id: string, viewer: UserRow, songId: string, newPosition: number) {
    const p = await owned(id, viewer);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockPlaylist(tx, p.id);
      const order = (
        await tx
          .select({ songId: playlistSongs.songId })
          .from(playlistSongs)
          .where(eq(playlistSongs.playlistId, p.id))
          .orderBy(asc(playlistSongs.position))
      ).map((r) => r.songId);
      const from = order.indexOf(songId);
      if (from < 0) throw new AppError('NOT_FOUND', 'That song is not in this playlist');
      if (newPosition >= order.length) {
        throw new AppError('VALIDATION_ERROR', `newPosition must be between 0 and ${order.length - 1}`, {
          field: 'newPosition',
        });
      }
      order.splice(from, 1);
      order.splice(newPosition, 0, songId);
      await renumber(tx, p.id, order);
    });
    return entries(p, viewer);
  }

  async function share(id: string, viewer: UserRow, emails: string[], message: string | undefined) {
    const p = await owned(id, viewer);
    if (p.visibility === 'private') {
      throw new AppError(
        'CONFLICT',
        'Make the playlist public or unlisted before sharing it: recipients could not open a private one',
      );
    }
    const unique = [...new Set(emails)];
    // Links that open something (one typed in the message) are hidden in the outbox, as in every mail.
    const { values, secrets } = splitSecrets({
      senderName: viewer.name,
      playlistName: p.name,
      playlistUrl: `${deps.config.publicUrl}/playlists/${p.id}`,
      message: message ?? '',
    });
    const mail = await renderTemplate({ ...deps, publicUrl: deps.config.publicUrl }, 'playlist_shared', values);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Daily share cap (limits setting): songs and playlists together, under a lock.
      await lockFor(tx, `shares:${viewer.id}`);
      await limits.assertShares({ userId: viewer.id }, unique.length, tx);
      for (const to of unique)
        await deps.mailer.send({ to, ...mail, kind: 'playlist-share', ...(secrets.length ? { secrets } : {}) }, tx);
      await tx
        .insert(playlistShares)
        .values(unique.map((recipient) => ({ playlistId: p.id, userId: viewer.id, recipient })));
    });
    return { shares_sent: unique.length };
  }

  async function shares(id: string, viewer: UserRow) {
    const p = await owned(id, viewer);
    const rows = await db
      .select()
      .from(playlistShares)
      .where(eq(playlistShares.playlistId, p.id))
      .orderBy(desc(playlistShares.createdAt))
      .limit(200);
    return rows.map((r) => ({ recipient: r.recipient, created_at: r.createdAt.toISOString() }));
  }

  async function follow(id: string, viewer: UserRow, want: boolean) {
    const p = await visible(id, viewer);
    if (p.ownerId === viewer.id)
      throw new AppError('VALIDATION_ERROR', 'You cannot follow your own playlist', { field: 'id' });
    // Staff see private playlists to moderate them, not to follow them (unfollowing stays possible).
    if (want && p.visibility === 'private')
      throw new AppError('FORBIDDEN', 'This playlist is private: staff can review it, not follow it');
    if (want) {
      const rows = await db
        .insert(playlistFollows)
        .values({ playlistId: p.id, userId: viewer.id })
        .onConflictDoNothing()
        .returning();
      if (rows.length) await deps.activity.record({ actorId: viewer.id, type: 'follow_playlist', playlistId: p.id });
    } else {
      await db
        .delete(playlistFollows)
        .where(and(eq(playlistFollows.playlistId, p.id), eq(playlistFollows.userId, viewer.id)));
    }
    return summary(p, viewer);
  }

  async function followers(id: string, viewer: UserRow | null) {
    const p = await visible(id, viewer);
    const rows = await db
      .select({ id: users.id, name: users.name, avatarPath: users.avatarPath })
      .from(playlistFollows)
      .innerJoin(users, eq(users.id, playlistFollows.userId))
      .where(eq(playlistFollows.playlistId, p.id))
      .orderBy(desc(playlistFollows.createdAt))
      .limit(200);
    return rows.map((r) => ({ id: r.id, name: r.name, avatar_url: r.avatarPath ? `/files/${r.avatarPath}` : null }));
  }

  async function followed(viewer: UserRow) {
    const rows = await db
      .select({ p: playlists })
      .from(playlistFollows)
      .innerJoin(playlists, eq(playlists.id, playlistFollows.playlistId))
      .where(eq(playlistFollows.userId, viewer.id))
      .orderBy(desc(playlistFollows.createdAt));
    return Promise.all(rows.filter((r) => canSee(r.p, viewer)).map((r) => summary(r.p, viewer)));
  }

  async function discover(viewer: UserRow | null, q: { limit: number; offset: number; search?: string | undefined }) {
    if (await deps.songs.guestShut(viewer)) return [];
    const term = q.search?.trim();
    const rows = await db
      .select()
      .from(playlists)
      .where(
        and(
          eq(playlists.visibility, 'public'),
          term
            ? or(
                ilike(playlists.name, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
                ilike(playlists.description, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
              )
            : undefined,
        ),
      )
      .orderBy(desc(playlists.updatedAt))
      .limit(q.limit)
      .offset(q.offset);
    return Promise.all(rows.map((p) => summary(p, viewer)));
  }

  /** Songs the owner may add: their own and public ones, not already in the playlist. */
  async function addable(id: string, viewer: UserRow, search: string | undefined) {
    const p = await owned(id, viewer);
    const inList = db
      .select({ id: playlistSongs.songId })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, p.id));
    const term = search?.trim();
    const rows = await db
      .select()
      .from(songs)
      .where(
        and(
          or(eq(songs.ownerId, viewer.id), and(eq(songs.isPublic, true), eq(songs.status, 'active'))),
          notInArray(songs.id, inList),
          term ? ilike(songs.title, `%${term.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
        ),
      )
      .orderBy(sql`${songs.ownerId} = ${viewer.id} desc`, desc(songs.createdAt))
      .limit(50);
    return rows.map((s) => ({
      id: s.id,
      title: s.title || 'Untitled Song',
      artist: s.artist,
      duration: s.durationSeconds,
      cover_image: deps.songs.assetUrl(s, 'cover'),
      mine: s.ownerId === viewer.id,
    }));
  }

  return {
    visible,
    mine,
    create,
    get: async (id: string, viewer: UserRow | null) => full(await visible(id, viewer), viewer),
    update,
    remove,
    addSongs,
    removeSongs,
    move,
    share,
    shares,
    follow,
    followers,
    followed,
    discover,
    addable,
  };
}

export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
