import { and, asc, eq, sql } from 'drizzle-orm';
import type { TRevision, TRevisionBody } from '@serenade/contract';
import type { Db } from '../../db/client';
import { songRequests, songRevisions } from '../../db/schema';
import { AppError } from '../../errors';
import type { SongsService } from '../songs/songs.service';
import type { UserRow } from '../users/users.repo';
import type { RequestRow } from './orders.repo';

export type RevisionRow = typeof songRevisions.$inferSelect;

export const presentRevision = (r: RevisionRow): TRevision => ({
  id: r.id,
  songId: r.songId,
  message: r.message,
  lyrics: r.lyrics,
  requestedBy: r.requestedBy,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  deliveredAt: r.deliveredAt?.toISOString() ?? null,
});

/** The revision a request is being made again for, if any (production reads it to render the change). */
export async function openRevision(db: Db, requestId: string): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(songRevisions)
    .where(and(eq(songRevisions.requestId, requestId), eq(songRevisions.status, 'requested')));
  return row;
}

/** Marks a request's open revision delivered (inside the delivery transaction). */
export async function markRevisionDelivered(tx: Db, requestId: string): Promise<void> {
  await tx
    .update(songRevisions)
    .set({ status: 'delivered', deliveredAt: new Date() })
    .where(and(eq(songRevisions.requestId, requestId), eq(songRevisions.status, 'requested')));
}

export async function revisionsOf(db: Db, requestId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(songRevisions)
    .where(eq(songRevisions.requestId, requestId))
    .orderBy(asc(songRevisions.createdAt));
}

/** Edited lyrics as the generator takes them: a blank line starts a section; the first line of each is sung as written. */
export function lyricsFromText(text: string) {
  const sections = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines, i) => ({
      kind: (i % 2 === 1 ? 'chorus' : 'verse') as 'verse' | 'chorus',
      label: i % 2 === 1 ? 'Chorus' : `Verse ${Math.floor(i / 2) + 1}`,
      lines,
    }));
  return { sections };
}

/** The generator input for a revision: the buyer's words join the story, edited lyrics are sung as written. */
export function withRevision<T extends { prompt: string; seed: string }>(
  input: T,
  revision: RevisionRow | undefined,
): T & { lyrics?: ReturnType<typeof lyricsFromText> } {
  if (!revision) return input;
  const lyrics = revision.lyrics ? lyricsFromText(revision.lyrics) : undefined;
  return {
    ...input,
    prompt: revision.message ? `${input.prompt}\nChange asked for: ${revision.message}` : input.prompt,
    // A new seed, so the revised song is not the same render again.
    seed: `${input.seed}:revision`,
    ...(lyrics && lyrics.sections.length ? { lyrics } : {}),
  };
}

/**
 * Sends a delivered request back through production. The ONE way a request re-enters production after
 * delivery (today: a revision). Lyric approval (issue 19) routes through here: when approval is on, set
 * `awaiting_approval` with a new draft (the revision's edited lyrics, or a redraft with its message) instead
 * of `processing`, and enqueue nothing until the buyer approves.
 */
export async function reenterProduction(
  tx: Db,
  request: RequestRow,
  enqueue: (r: RequestRow, tx: Db) => Promise<unknown>,
  note: string,
): Promise<RequestRow> {
  // The status-history trigger (0007) stores this note with the change.
  await tx.execute(sql`select set_config('serenade.status_note', ${note.slice(0, 500)}, true)`);
  const [row] = await tx
    .update(songRequests)
    .set({ status: 'processing', completedAt: null, errorMessage: null, updatedAt: new Date() })
    .where(eq(songRequests.id, request.id))
    .returning();
  await enqueue(row!, tx);
  return row!;
}

/** One revision per delivered song at no charge (issue 20 item 6). */
export function createRevisions(deps: {
  db: Db;
  songs: SongsService;
  enqueueProduction: (r: RequestRow, tx: Db) => Promise<unknown>;
}) {
  const { db } = deps;

  async function ask(songId: string, viewer: UserRow | null, key: string | undefined, body: TRevisionBody) {
    const a = await deps.songs.access(songId, viewer, key);
    if (!a.buyer) {
      if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please log in to ask for a change to this song');
      throw new AppError('FORBIDDEN', 'Only the buyer of this song can ask for a change');
    }
    const song = a.song;
    if (!song.requestId) throw new AppError('CONFLICT', 'Only songs made to order can be revised');
    const requestId = song.requestId;
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [locked] = await tx
        .execute(sql`select id from song_requests where id = ${requestId} for update`)
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      const [request] = locked ? await tx.select().from(songRequests).where(eq(songRequests.id, requestId)) : [];
      if (!request) throw new AppError('NOT_FOUND', 'Song request not found');
      const [used] = await tx.select().from(songRevisions).where(eq(songRevisions.songId, song.id));
      if (used?.status === 'requested')
        throw new AppError('CONFLICT', 'Your change to this song is already being made');
      if (used) throw new AppError('CONFLICT', "This song's free revision has already been used");
      if (request.status !== 'completed' || request.finalSongId !== song.id) {
        throw new AppError('CONFLICT', 'This song is already being made again');
      }
      const [row] = await tx
        .insert(songRevisions)
        .values({
          requestId,
          songId: song.id,
          message: body.message,
          lyrics: body.lyrics ?? null,
          requestedBy: viewer ? `${viewer.name} <${viewer.email}>` : 'The buyer (through their song link)',
        })
        .returning();
      const said = body.message ? `“${body.message}”` : 'edited lyrics';
      await reenterProduction(tx, request, deps.enqueueProduction, `Revision requested: ${said}`);
      return presentRevision(row!);
    });
  }

  return { ask };
}

export type Revisions = ReturnType<typeof createRevisions>;
