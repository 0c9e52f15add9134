import type { TSongListItem, TSongPage } from '@serenade/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import type { Tokens } from '../../platform/tokens';
import { createMicrocache } from '../../platform/microcache';
import type { UserRow } from '../users/users.repo';
import { renderTemplate } from '../email/template-store';
import type { SettingsService } from '../settings/settings.service';
import type { MediaSigner } from './media';
import { canManageSong, canViewSong } from './songs.policy';
import {
  addLike,
  countLikes,
  findSong,
  findSongWithOwner,
  insertShares,
  isLikedBy,
  likeUsers,
  listByOwner,
  listDemo,
  listLatestPublic,
  recordPlay,
  removeLike,
  updateSong,
  type SongRow,
} from './songs.repo';

export type SongsDeps = {
  db: Db;
  media: MediaSigner;
  mailer: Mailer;
  settings: SettingsService;
  publicUrl: string;
  tokens: Tokens;
};

const avatarUrl = (p: string | null) => (p ? `/files/${p}` : null);
const songNotFound = () => new AppError('NOT_FOUND', 'Song not found');

export function createSongsService(deps: SongsDeps) {
  const { db, media } = deps;
  // What anonymous visitors see of the catalogue; cleared on every song write made here.
  const publicCache = createMicrocache({ ttlMs: 2000, maxEntries: 500 });
  const changed = () => publicCache.clear();
  // The activity feed listens here; songs do not depend on the activity module.
  let activityListener: (row: {
    actorId: string;
    type: 'like_song' | 'play_song';
    songId: string;
  }) => Promise<void> = async () => {};
  const onActivity = (fn: typeof activityListener) => void (activityListener = fn);

  /**
   * The public catalogue switch (site setting). When off, visitors without a session see no public
   * songs, and public audio is served only through signed links (members get those).
   */
  const catalogueOpen = async () => (await deps.settings.get('site')).publicCatalogEnabled;
  const guestShut = async (viewer: UserRow | null) => !viewer && !(await catalogueOpen());

  /** Public songs get stable, cacheable URLs; private ones (or every one, with `sign`) short-lived signed links. */
  const assetUrl = (song: SongRow, asset: 'audio' | 'cover' | 'peaks', sign = false) => {
    const present = asset === 'audio' ? song.audioPath : asset === 'cover' ? song.coverPath : song.peaksPath;
    if (!present) return null;
    return song.isPublic && song.status === 'active' && !sign
      ? media.publicPath(song.id, asset)
      : media.signedPath(song.id, asset);
  };

  const listItem = (song: SongRow, likes: number, sign = false): TSongListItem => ({
    id: song.id,
    title: song.title || null,
    artist: song.artist,
    genre: song.genre,
    duration: song.durationSeconds,
    description: song.description || null,
    coverUrl: assetUrl(song, 'cover', sign),
    audioUrl: assetUrl(song, 'audio', sign),
    playCount: song.playCount,
    likeCount: likes,
    isPublic: song.isPublic,
    createdAt: song.createdAt.toISOString(),
  });

  /** Latest public songs; none for a visitor while the catalogue is closed. */
  async function latest(limit: number, viewer: UserRow | null = null): Promise<TSongListItem[]> {
    const open = await catalogueOpen();
    if (!viewer && !open) return [];
    const rows = await listLatestPublic(db, limit);
    return rows.map((r) => listItem(r.song, r.likeCount, !open));
  }

  /** The home demo player's built-in tracks stay playable (signed) even with the catalogue closed. */
  async function demo(): Promise<(TSongListItem & { lyrics: TSongPage['lyrics'] })[]> {
    const sign = !(await catalogueOpen());
    const rows = await listDemo(db, 3);
    return rows.map((r) => ({ ...listItem(r.song, r.likeCount, sign), lyrics: r.song.lyrics }));
  }

  async function mine(user: UserRow): Promise<TSongListItem[]> {
    const sign = !(await catalogueOpen());
    const rows = await listByOwner(db, user.id);
    return rows.map((r) => listItem(r.song, r.likeCount, sign));
  }

  /** A long-lived key that opens one private song (sent to guests and gift recipients). */
  const accessKey = (songId: string) => deps.tokens.signAction(songId, 'song-access', 365 * 24 * 3600);
  async function keyOpens(songId: string, key: string | undefined): Promise<boolean> {
    if (!key) return false;
    try {
      return (await deps.tokens.verifyAction(key, 'song-access')).sub === songId;
    } catch {
      return false;
    }
  }

  /** Loads a song the viewer may see; anything else is 404 so private songs do not leak. */
  async function visibleSong(id: string, viewer: UserRow | null, key?: string): Promise<SongRow> {
    const song = await findSong(db, id);
    const may = song && canViewSong(viewer, song) && !(await guestShut(viewer));
    if (!song || !(may || (await keyOpens(song.id, key)))) throw songNotFound();
    return song;
  }

  async function page(id: string, viewer: UserRow | null, key?: string): Promise<TSongPage> {
    const row = await findSongWithOwner(db, id);
    const open = await catalogueOpen();
    const may = row && canViewSong(viewer, row.song) && (!!viewer || open);
    if (!row || !(may || (await keyOpens(row.song.id, key)))) throw songNotFound();
    const { song } = row;
    const sign = !open;
    return {
      id: song.id,
      title: song.title || null,
      artist: song.artist,
      createdAt: song.createdAt.toISOString(),
      duration: song.durationSeconds,
      coverArt: assetUrl(song, 'cover', sign),
      audioUrl: assetUrl(song, 'audio', sign),
      peaksUrl: assetUrl(song, 'peaks', sign),
      description: song.description || null,
      genre: song.genre,
      tags: song.tags,
      lyrics: song.lyrics,
      isPublic: song.isPublic,
      status: song.status,
      owner: row.owner?.id
        ? { id: row.owner.id, name: row.owner.name, avatar_url: avatarUrl(row.owner.avatarPath) }
        : null,
      playCount: song.playCount,
      likeCount: row.likeCount,
      isLiked: viewer ? await isLikedBy(db, song.id, viewer.id) : false,
      canEdit: canManageSong(viewer, song),
    };
  }

  async function setPublic(id: string, viewer: UserRow, isPublic: boolean): Promise<TSongListItem> {
    const song = await visibleSong(id, viewer);
    if (!canManageSong(viewer, song)) throw new AppError('FORBIDDEN', 'Only the owner can publish or hide this song');
    const updated = (await updateSong(db, id, { isPublic }))!;
    changed();
    return listItem(updated, await countLikes(db, id), !(await catalogueOpen()));
  }

  async function like(id: string, viewer: UserRow, want: boolean | 'toggle') {
    const song = await visibleSong(id, viewer);
    const liked = want === 'toggle' ? !(await isLikedBy(db, song.id, viewer.id)) : want;
    if (liked ? await addLike(db, song.id, viewer.id) : await removeLike(db, song.id, viewer.id)) {
      changed();
      if (liked) await activityListener({ actorId: viewer.id, type: 'like_song', songId: song.id });
    }
    return { liked, likeCount: await countLikes(db, song.id) };
  }

  async function likeState(id: string, viewer: UserRow | null) {
    const song = await visibleSong(id, viewer);
    return {
      liked: viewer ? await isLikedBy(db, song.id, viewer.id) : false,
      likeCount: await countLikes(db, song.id),
    };
  }

  async function likers(id: string, viewer: UserRow | null) {
    const song = await visibleSong(id, viewer);
    const rows = await likeUsers(db, song.id, 100);
    return rows.map((u) => ({ id: u.id, name: u.name, avatar_url: avatarUrl(u.avatarPath) }));
  }

  async function play(id: string, viewer: UserRow | null, guest: { listenerId: string; address: string } | null) {
    const song = await visibleSong(id, viewer);
    // Members count by account; visitors by the server's signed listener cookie, a few per network address.
    if (!viewer && !guest) throw new AppError('VALIDATION_ERROR', 'A visitor play needs a listener');
    const listenerKey = viewer ? `u:${viewer.id}` : `c:${guest!.listenerId}`;
    const perAddress = viewer ? null : (await deps.settings.get('limits')).guestPlaysPerAddress;
    const counted = await recordPlay(
      db,
      song.id,
      listenerKey,
      viewer?.id ?? null,
      guest && perAddress ? { address: guest.address, perAddress } : undefined,
    );
    if (counted) changed();
    if (counted && viewer) await activityListener({ actorId: viewer.id, type: 'play_song', songId: song.id });
    const fresh = (await findSong(db, song.id))!;
    return { counted, playCount: fresh.playCount };
  }

  async function share(id: string, viewer: UserRow, emails: string[], message: string | undefined) {
    const song = await visibleSong(id, viewer);
    // Recipients open the song page, which only public songs have for them.
    if (!song.isPublic || song.status !== 'active') {
      throw new AppError('CONFLICT', 'Make this song public before sharing it by e-mail');
    }
    const unique = [...new Set(emails)];
    const mail = await renderTemplate(deps, 'song_shared', {
      senderName: viewer.name,
      songTitle: song.title || 'Untitled Song',
      songArtist: song.artist,
      songUrl: `${deps.publicUrl}/track/${song.id}`,
      message: message ?? '',
    });
    await db.transaction(async (tx) => {
      for (const to of unique) await deps.mailer.send({ to, ...mail, kind: 'song-share' }, tx as unknown as Db);
      await insertShares(tx as unknown as Db, song.id, viewer.id, unique);
    });
    return { shares_sent: unique.length };
  }

  async function downloadLink(id: string, viewer: UserRow) {
    const song = await visibleSong(id, viewer);
    if (!song.audioPath) throw new AppError('NOT_FOUND', 'This song has no audio to download yet');
    const ext = song.audioPath.split('.').pop() ?? 'mp3';
    return { url: media.signedPath(song.id, 'download', 300), filename: downloadName(song, ext) };
  }

  /** Share previews for /track/{id}: public songs only, so private titles never leak. */
  async function pageMeta(url: string) {
    const m = /^\/track\/([0-9a-f-]{36})$/i.exec(url);
    if (!m) return null;
    const song = await findSong(db, m[1]!);
    if (!song || !song.isPublic || song.status !== 'active' || !(await catalogueOpen())) return null;
    const abs = (p: string | null) => (p ? `${deps.publicUrl}${p}` : null);
    return {
      title: `${song.title || 'Untitled Song'} — ${song.artist} | Serenade`,
      description: song.description || `A personalised ${song.genre ?? ''} song made with Serenade.`.replace('  ', ' '),
      url: `${deps.publicUrl}/track/${song.id}`,
      image: abs(assetUrl(song, 'cover')),
      audio: abs(assetUrl(song, 'audio')),
    };
  }

  /**
   * Serialized answers for visitors without a session, shared through the microcache. The key carries
   * the catalogue switch, so an answer cached before the switch flips is never served after it.
   */
  const publicJson = async (key: string, compute: () => Promise<unknown>) =>
    publicCache.get(`${(await catalogueOpen()) ? 'open' : 'closed'}:${key}`, async () =>
      JSON.stringify({ success: true, data: await compute() }),
    );

  return {
    onActivity,
    accessKey,
    changed,
    catalogueOpen,
    guestShut,
    /** A short-lived link to any song's media, for staff screens (private and archived songs too). */
    signedUrl: (id: string, asset: 'audio' | 'cover' | 'peaks' | 'download', ttlSeconds?: number) =>
      media.signedPath(id, asset, ttlSeconds),
    publicJson,
    latest,
    demo,
    mine,
    page,
    pageMeta,
    visibleSong,
    setPublic,
    like,
    likeState,
    likers,
    play,
    share,
    downloadLink,
    assetUrl,
  };
}

export const downloadName = (song: SongRow, ext: string) =>
  `${
    (song.title || 'Untitled Song')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .slice(0, 80) || 'song'
  }.${ext}`;

export type SongsService = ReturnType<typeof createSongsService>;
