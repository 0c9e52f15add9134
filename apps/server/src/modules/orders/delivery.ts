import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { songRequests } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mail';
import type { SettingsService } from '../settings/settings.service';
import { insertSong, type NewSong, type SongRow } from '../songs/songs.repo';
import type { SongsService } from '../songs/songs.service';
import { sendTemplate } from '../email/template-store';
import { songGiftValues, songReadyValues } from './order-emails';
import type { RequestRow } from './orders.repo';

export type DeliveryDeps = { db: Db; config: Config; mailer: Mailer; settings: SettingsService; songs: SongsService };

/**
 * Creates the song that fulfils a request and marks the request completed, in one transaction holding
 * the request's row lock: whoever comes second (a reclaimed job, a double upload) gets null.
 */
export async function completeRequest(db: Db, request: RequestRow, song: NewSong): Promise<SongRow | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await tx
      .execute(sql`select status from song_requests where id = ${request.id} for update`)
      .then((r) => (r as unknown as { rows: { status: string }[] }).rows);
    if (!locked || locked.status === 'completed') return null;
    const created = await insertSong(tx, { ...song, requestId: request.id });
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
}

/** The song-ready e-mail to the requester and the gift e-mail to each recipient (from "Someone" when asked). */
export async function sendDeliveryEmails(
  deps: DeliveryDeps,
  request: RequestRow,
  song: SongRow,
  o: { notifyRecipient: boolean; notifyFriends: boolean } = { notifyRecipient: true, notifyFriends: true },
): Promise<number> {
  const mail = { ...deps, publicUrl: deps.config.publicUrl };
  // Private songs reach people without an account (guests, gift recipients) through a key link.
  const url = song.isPublic
    ? `${deps.config.publicUrl}/track/${song.id}`
    : `${deps.config.publicUrl}/track/${song.id}?key=${encodeURIComponent(await deps.songs.accessKey(song.id))}`;
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
    const from = request.sendAnonymously ? 'Someone' : request.name;
    for (const to of request.notifyEmails) {
      await sendTemplate(mail, {
        key: 'song_gift',
        to,
        values: songGiftValues({ from, title: song.title, songUrl: url }),
        kind: 'song-gift',
      });
      sent += 1;
    }
  }
  return sent;
}
