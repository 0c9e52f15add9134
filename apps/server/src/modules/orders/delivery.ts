import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { songRequests } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mail';
import type { SettingsService } from '../settings/settings.service';
import type { Storage } from '../../platform/storage/storage';
import { findSong, insertSong, updateSong, type NewSong, type SongRow } from '../songs/songs.repo';
import type { SongsService } from '../songs/songs.service';
import { sendTemplate } from '../email/template-store';
import { songGiftValues, songReadyValues } from './order-emails';
import type { RequestRow } from './orders.repo';
import { markRevisionDelivered, openRevision } from './revisions';

export type DeliveryDeps = { db: Db; config: Config; mailer: Mailer; settings: SettingsService; songs: SongsService };

/**
 * Creates the song that fulfils a request and marks the request completed, in one transaction holding
 * the request's row lock: whoever comes second (a reclaimed job, a double upload) gets null. A revision
 * (revisions.ts) replaces the delivered song's audio and lyrics in place, so its page, links and keys stay;
 * with `storage`, the replaced files are removed once that is committed. `onNewSong` runs in that transaction
 * when a new song was created (not for a revision, nor for whoever comes second): what is counted once per song
 * (the lyric ending register) is counted there.
 */
export async function completeRequest(
  db: Db,
  request: RequestRow,
  song: NewSong,
  storage?: Storage,
  onNewSong?: (tx: Db, created: SongRow) => Promise<void>,
): Promise<SongRow | null> {
  let replaced: (string | null)[] = [];
  const done = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await tx
      .execute(sql`select status, final_song_id from song_requests where id = ${request.id} for update`)
      .then((r) => (r as unknown as { rows: { status: string; final_song_id: string | null }[] }).rows);
    if (!locked || locked.status === 'completed') return null;
    const revising = locked.final_song_id ? await openRevision(tx, request.id) : undefined;
    const previous = revising ? await findSong(tx, revising.songId) : undefined;
    let created: SongRow;
    if (revising && previous) {
      // Title, description, visibility, owner and counts stay; what was made again is replaced.
      created = (await updateSong(tx, previous.id, {
        audioPath: song.audioPath,
        audioMime: song.audioMime,
        audioBytes: song.audioBytes,
        peaksPath: song.peaksPath,
        coverPath: song.coverPath ?? previous.coverPath,
        durationSeconds: song.durationSeconds,
        lyrics: song.lyrics ?? [],
      }))!;
      replaced = [previous.audioPath, previous.peaksPath, song.coverPath ? previous.coverPath : null];
      await markRevisionDelivered(tx, request.id);
    } else {
      created = await insertSong(tx, { ...song, requestId: request.id });
      await onNewSong?.(tx, created);
    }
    await tx
      .update(songRequests)
      .set({
        status: 'completed',
        finalSongId: created.id,
        completedAt: new Date(),
        updatedAt: new Date(),
        errorMessage: null,
      })
      .where(eq(songRequests.id, request.id));
    return created;
  });
  if (done && storage) {
    for (const key of replaced) if (key) await storage.remove(key).catch(() => {});
  }
  return done;
}

/** The song-ready e-mail to the requester and the gift e-mail to each recipient (from "Someone" when asked). */
export async function sendDeliveryEmails(
  deps: DeliveryDeps,
  request: RequestRow,
  song: SongRow,
  o: { notifyRecipient: boolean; notifyFriends: boolean } = { notifyRecipient: true, notifyFriends: true },
): Promise<number> {
  const mail = { ...deps, publicUrl: deps.config.publicUrl };
  // Private songs reach people without an account through a key link: the buyer's own (download, share,
  // revise) and, for each gift recipient, a share key the buyer can revoke.
  const base = `${deps.config.publicUrl}/track/${song.id}`;
  const url = song.isPublic ? base : `${base}?key=${encodeURIComponent(await deps.songs.accessKey(song.id))}`;
  // One gift key per recipient: sending the e-mails again re-sends it rather than minting another.
  const giftUrl = async (to: string) =>
    song.isPublic ? base : `${base}?key=${await deps.songs.shareKeys.giftKey(song.id, to, request.userId)}`;
  let sent = 0;
  if (o.notifyRecipient) {
    await sendTemplate(mail, {
      key: 'song_ready',
      to: request.email,
      values: songReadyValues(request, url),
      kind: 'song-ready',
    });
    sent += 1;
  }
  if (o.notifyFriends) {
    // A visitor's free order names nobody to its recipients: what the visitor typed (their name, the title)
    // does not travel to addresses nobody confirmed; a member's or a paid order's does.
    const accountable = Boolean(request.userId) || request.paidWith !== 'free';
    const from = request.sendAnonymously || !accountable ? 'Someone' : request.name;
    const title = accountable ? song.title : null;
    for (const to of request.notifyEmails) {
      await sendTemplate(mail, {
        key: 'song_gift',
        to,
        values: songGiftValues({ from, title, songUrl: await giftUrl(to) }),
        kind: 'song-gift',
      });
      sent += 1;
    }
  }
  return sent;
}
