import { neutralDescription, type TSongAccess, type TSongListItem, type TSongPage } from '@serenade/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import { createLimits, lockFor } from '../limits/limits';
import type { Tokens } from '../../platform/tokens';
import { createMicrocache } from '../../platform/microcache';
import type { UserRow } from '../users/users.repo';
import { renderTemplate } from '../email/template-store';
import { secretMarker, splitSecrets } from '../email/secret-links';
import type { SettingsService } from '../settings/settings.service';
import type { MediaSigner } from './media';
import { buyerKey, createShareKeys } from './share-keys';
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
  requestStoryOf,
  revisionStateOf,
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
  const limits = createLimits(deps);
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
  const assetUrl = (song: SongRow, asset: 'audio' | 'cover' | 'peaks', sign = false, shareKeyId?: string) => {
    const present = asset === 'audio' ? song.audioPath : asset === 'cover' ? song.coverPath : song.peaksPath;
    if (!present) return null;
    return song.isPublic && song.status === 'active' && !sign
      ? media.publicPath(song.id, asset)
      : media.signedPath(song.id, asset, undefined, shareKeyId);
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

  const shareKeys = createShareKeys(db, media);

  /**
   * The buyer's own link (song-ready e-mail, guest status page): a signed, long-lived token that opens one
   * song with the buyer's rights (play, download, share, publish, revise). Not stored, so not revocable; the
   * links a buyer hands to others are share keys (share-keys.ts), which are.
   */
  const accessKey = (songId: string) => buyerKey(deps.tokens, songId);
  async function buyerKeyOpens(songId: string, key: string | undefined): Promise<boolean> {
    if (!key || key.split('.').length !== 3) return false;
    try {
      return (await deps.tokens.verifyAction(key, 'song-access')).sub === songId;
    } catch {
      return false;
    }
  }

  /**
   * What a viewer may do with a song (DECISIONS "Owners and key holders"). `buyer`: the member who owns it
   * or whoever holds the buyer's link; `manage`: buyer, or editor and above; otherwise seeing it (public,
   * or through a live share key) allows playing, commenting and rating. Anything else is 404.
   */
  async function access(id: string, viewer: UserRow | null, key?: string) {
    const song = await findSong(db, id);
    if (!song) throw songNotFound();
    const buyer = (!!viewer && viewer.id === song.ownerId) || (await buyerKeyOpens(song.id, key));
    const manage = buyer || canManageSong(viewer, song);
    const sees = manage || (canViewSong(viewer, song) && !(await guestShut(viewer)));
    // Seen only through a share key: the media links handed out are tied to that key (revoking ends them).
    const viaKey = sees ? null : await shareKeys.resolve(song.id, key);
    if (!sees && !viaKey) throw songNotFound();
    return { song, buyer, manage, shareKeyId: viaKey?.id };
  }

  /** Loads a song the viewer may see; anything else is 404 so private songs do not leak. */
  async function visibleSong(id: string, viewer: UserRow | null, key?: string): Promise<SongRow> {
    return (await access(id, viewer, key)).song;
  }

  /**
   * A song the viewer may act on in the community (like, comment, rate): a public, active song, or a private
   * one they bought or hold a live key to. Staff see private songs to moderate them, not to join in: 403.
   */
  async function actableSong(id: string, viewer: UserRow | null, key?: string): Promise<SongRow> {
    const { song, buyer, shareKeyId } = await access(id, viewer, key);
    if ((song.isPublic && song.status === 'active') || buyer || shareKeyId) return song;
    if (await shareKeys.resolve(song.id, key)) return song;
    throw new AppError(
      'FORBIDDEN',
      song.isPublic
        ? 'This song is archived: staff can review it in the admin area, not like, comment on or rate it'
        : 'This song is private: staff can review it in the admin area, not like, comment on or rate it',
    );
  }

  /** Sharing, downloading and publishing need the buyer's rights; without a session, the login message. */
  async function managedSong(id: string, viewer: UserRow | null, key: string | undefined, loginMessage: string) {
    const a = await access(id, viewer, key);
    if (!a.manage) {
      if (!viewer) throw new AppError('UNAUTHENTICATED', loginMessage);
      throw new AppError('FORBIDDEN', 'Only the owner can do this with a private song');
    }
    return a;
  }

  async function page(id: string, viewer: UserRow | null, key?: string): Promise<TSongPage> {
    const a = await access(id, viewer, key);
    const row = (await findSongWithOwner(db, id))!;
    const open = await catalogueOpen();
    const { song } = row;
    const songAccess: TSongAccess | undefined = a.manage
      ? { canShare: a.buyer, revision: a.buyer && song.requestId ? await revisionStateOf(db, song.id) : null }
      : undefined;
    const sign = !open;
    return {
      id: song.id,
      title: song.title || null,
      artist: song.artist,
      createdAt: song.createdAt.toISOString(),
      duration: song.durationSeconds,
      coverArt: assetUrl(song, 'cover', sign, a.shareKeyId),
      audioUrl: assetUrl(song, 'audio', sign, a.shareKeyId),
      peaksUrl: assetUrl(song, 'peaks', sign, a.shareKeyId),
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
      ...(songAccess ? { access: songAccess } : {}),
    };
  }

  async function setPublic(
    id: string,
    viewer: UserRow | null,
    isPublic: boolean,
    o: { description?: string | undefined; key?: string | undefined } = {},
  ): Promise<TSongListItem> {
    const { song, manage } = await access(id, viewer, o.key);
    if (!manage) {
      if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please log in to publish songs');
      throw new AppError('FORBIDDEN', 'Only the owner can publish or hide this song');
    }
    const patch: { isPublic: boolean; description?: string } = { isPublic };
    if (isPublic && song.requestId) {
      // A song made to order never goes public with the buyer's private story (issue 20 item 7).
      const story = await requestStoryOf(db, song.requestId);
      const isStory = (text: string | null | undefined) => !!text && !!story && storyLike(text, story);
      if (o.description && isStory(o.description)) {
        throw new AppError(
          'VALIDATION_ERROR',
          'This is the private story of your order; please write a public description',
          {
            field: 'description',
          },
        );
      }
      if (o.description) patch.description = o.description;
      else if (!song.description || isStory(song.description)) patch.description = neutralDescription(song.genre);
    } else if (isPublic && o.description) patch.description = o.description;
    const updated = (await updateSong(db, id, patch))!;
    changed();
    return listItem(updated, await countLikes(db, id), !(await catalogueOpen()));
  }

  async function like(id: string, viewer: UserRow, want: boolean | 'toggle', key?: string) {
    const song = await visibleSong(id, viewer, key);
    const liked = want === 'toggle' ? !(await isLikedBy(db, song.id, viewer.id)) : want;
    if (liked) await actableSong(id, viewer, key); // taking a like back is always possible
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

  async function play(
    id: string,
    viewer: UserRow | null,
    guest: { listenerId: string; address: string } | null,
    key?: string,
  ) {
    const song = await visibleSong(id, viewer, key);
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

  async function share(
    id: string,
    viewer: UserRow | null,
    emails: string[],
    message: string | undefined,
    key?: string,
  ) {
    const { song, buyer } = await access(id, viewer, key);
    const open = song.isPublic && song.status === 'active';
    if (!viewer && !buyer) throw new AppError('UNAUTHENTICATED', 'Please log in to share songs by e-mail');
    // A private song reaches each recipient through a share key of their own, which the owner can revoke:
    // only the buyer hands those out (staff may see the song, not pass it on).
    if (!open && !buyer) throw new AppError('FORBIDDEN', 'Only the owner can share this private song');
    const unique = [...new Set(emails)];
    const senderName = viewer?.name ?? (song.requestId ? (await requestStoryOf(db, song.requestId))?.name : null);
    // Rendered once (templates live in the database: outside the transaction, which on the embedded
    // database holds its only connection). A private song's link carries the recipient's own key: the outbox
    // keeps the marker and only the delivered message gets the link (secret-links.ts decides, as for every mail).
    const marker = secretMarker('songUrl');
    const typed = splitSecrets({ message: message ?? '' });
    const mail = await renderTemplate(deps, 'song_shared', {
      senderName: senderName || 'Someone',
      songTitle: song.title || 'Untitled Song',
      songArtist: song.artist,
      songUrl: marker,
      message: typed.values.message,
    });
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Daily share cap (limits setting), counted under a lock so parallel calls cannot pass it together.
      const who = viewer ? { userId: viewer.id } : { songId: song.id };
      await lockFor(tx, `shares:${viewer?.id ?? song.id}`);
      await limits.assertShares(who, unique.length, tx);
      for (const to of unique) {
        const songUrl = open
          ? `${deps.publicUrl}/track/${song.id}`
          : `${deps.publicUrl}/track/${song.id}?key=${(await shareKeys.create(song.id, { kind: 'email', label: `E-mail to ${to}`, createdBy: viewer?.id ?? null }, tx)).key}`;
        const secrets = [...typed.secrets, ...splitSecrets({ songUrl }).secrets];
        // A public song's plain link is shown as it is; only a link that opens something is hidden.
        const shown = secrets.some((x) => x.marker === marker)
          ? mail
          : (Object.fromEntries(
              Object.entries(mail).map(([k, v]) => [k, typeof v === 'string' ? v.split(marker).join(songUrl) : v]),
            ) as typeof mail);
        await deps.mailer.send({ to, ...shown, kind: 'song-share', ...(secrets.length ? { secrets } : {}) }, tx);
      }
      await insertShares(tx, song.id, viewer?.id ?? null, unique);
    });
    return { shares_sent: unique.length, private_links: !open };
  }

  /** The owner's private links: list, create (one per person or place it is sent), revoke. */
  const keyView = (
    songId: string,
    k: { id: string; kind: 'link' | 'email' | 'gift'; label: string; createdAt: Date; key: string },
  ) => ({
    id: k.id,
    kind: k.kind,
    label: k.label,
    url: `${deps.publicUrl}/track/${songId}?key=${k.key}`,
    createdAt: k.createdAt.toISOString(),
  });
  /** Private links are the buyer's own: staff may manage a song but never read or mint its keys. */
  async function buyerSong(id: string, viewer: UserRow | null, key: string | undefined) {
    const a = await managedSong(id, viewer, key, 'Please log in to share songs');
    if (!a.buyer) throw new AppError('FORBIDDEN', "Only the song's owner can see and change its private links");
    return a;
  }
  async function listShareKeys(id: string, viewer: UserRow | null, key?: string) {
    const { song } = await buyerSong(id, viewer, key);
    return (await shareKeys.live(song.id)).map((k) => keyView(song.id, k));
  }
  async function createShareKey(id: string, viewer: UserRow | null, label: string | undefined, key?: string) {
    const { song } = await buyerSong(id, viewer, key);
    const made = await shareKeys.create(song.id, {
      kind: 'link',
      label: label || 'Private link',
      createdBy: viewer?.id ?? null,
    });
    return keyView(song.id, { ...made.row, key: made.key });
  }
  async function revokeShareKey(id: string, keyId: string, viewer: UserRow | null, key?: string) {
    const { song } = await buyerSong(id, viewer, key);
    if (!(await shareKeys.revoke(song.id, keyId))) throw new AppError('NOT_FOUND', 'Private link not found');
    return { message: 'Private link revoked: it no longer opens the song' };
  }

  async function downloadLink(id: string, viewer: UserRow | null, key?: string) {
    const a = await access(id, viewer, key);
    // The login rule is for other people's songs; the buyer's own link downloads (DECISIONS "Owners and key holders").
    if (!viewer && !a.buyer) throw new AppError('UNAUTHENTICATED', 'Please log in to download songs');
    const song = a.song;
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
    shareKeys,
    access,
    listShareKeys,
    createShareKey,
    revokeShareKey,
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
    actableSong,
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

/** Whether a text is (a piece of) the order's private story. */
function storyLike(text: string, story: { prompt: string; additionalDetails: string | null }): boolean {
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const t = norm(text);
  const whole = norm([story.prompt, story.additionalDetails ?? ''].join(' '));
  if (t.length < 12) return t === norm(story.prompt);
  return whole.includes(t) || t.includes(norm(story.prompt).slice(0, 200));
}

export const downloadName = (song: SongRow, ext: string) =>
  `${
    (song.title || 'Untitled Song')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .slice(0, 80) || 'song'
  }.${ext}`;

export type SongsService = ReturnType<typeof createSongsService>;
