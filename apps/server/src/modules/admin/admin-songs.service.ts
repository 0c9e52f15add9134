import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  formatLyricTime,
  type TAdminSong,
  type TAdminSongDetail,
  type TAdminSongList,
  type TAdminSongSort,
  type TSongStatus,
  type TSongVisibility,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { songs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { sniffImage, type Storage } from '../../platform/storage/storage';
import type { ActivityService } from '../activity/activity.service';
import { findSong, updateSong, type NewSong, type SongRow } from '../songs/songs.repo';
import type { SongsService } from '../songs/songs.service';

export const COVER_TYPES = ['png', 'jpg', 'webp'];
const songNotFound = () => new AppError('NOT_FOUND', 'Song not found');
const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

// Ties broken by id so paging never shows a row twice or skips one.
const ORDER: Record<TAdminSongSort, SQL[]> = {
  newest: [desc(songs.createdAt), desc(songs.id)],
  oldest: [asc(songs.createdAt), asc(songs.id)],
  popular: [desc(songs.playCount), desc(songs.createdAt), desc(songs.id)],
  alphabetical: [asc(sql`lower(${songs.title})`), asc(songs.id)],
};

// The list never reads lyrics (which can be long): only what the table shows.
const LIST_COLUMNS = {
  id: songs.id,
  title: songs.title,
  artist: songs.artist,
  createdAt: songs.createdAt,
  playCount: songs.playCount,
  status: songs.status,
  isPublic: songs.isPublic,
  coverPath: songs.coverPath,
  audioPath: songs.audioPath,
  durationSeconds: songs.durationSeconds,
  ownerId: songs.ownerId,
  source: songs.source,
  ownerName: users.name,
};
type ListRow = Pick<SongRow, Exclude<keyof typeof LIST_COLUMNS, 'ownerName'>> & { ownerName: string | null };

export type AdminSongsDeps = { db: Db; songs: SongsService; storage: Storage; activity: ActivityService };

export function createAdminSongsService(deps: AdminSongsDeps) {
  const { db } = deps;

  /** Every media link is signed: staff open private and archived songs too, whatever the catalogue switch. */
  const present = (s: ListRow): TAdminSong => ({
    id: s.id,
    title: s.title || 'Untitled Song',
    artist: s.artist,
    createdAt: s.createdAt.toISOString(),
    playCount: s.playCount,
    status: s.status,
    visibility: s.isPublic ? 'public' : 'private',
    coverUrl: s.coverPath ? deps.songs.signedUrl(s.id, 'cover') : null,
    fileUrl: s.audioPath ? deps.songs.signedUrl(s.id, 'audio') : null,
    downloadUrl: s.audioPath ? deps.songs.signedUrl(s.id, 'download') : null,
    durationSeconds: s.durationSeconds,
    ownerId: s.ownerId,
    ownerName: s.ownerName,
    source: s.source,
  });

  async function list(q: {
    page: number;
    limit: number;
    search?: string | undefined;
    visibility?: TSongVisibility | undefined;
    status?: TSongStatus | undefined;
    sortBy: TAdminSongSort;
  }): Promise<TAdminSongList> {
    const where: (SQL | undefined)[] = [];
    const term = q.search?.trim();
    if (term) where.push(or(ilike(songs.title, like(term)), ilike(songs.artist, like(term))));
    if (q.visibility) where.push(eq(songs.isPublic, q.visibility === 'public'));
    if (q.status) where.push(eq(songs.status, q.status));
    const cond = and(...where);
    const [rows, [count]] = await Promise.all([
      db
        .select(LIST_COLUMNS)
        .from(songs)
        .leftJoin(users, eq(users.id, songs.ownerId))
        .where(cond)
        .orderBy(...ORDER[q.sortBy])
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(songs)
        .where(cond),
    ]);
    const totalCount = Number(count?.n ?? 0);
    return {
      songs: rows.map(present),
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / q.limit)),
      page: q.page,
    };
  }

  async function detail(id: string): Promise<TAdminSongDetail> {
    const [row] = await db
      .select({ song: songs, ownerName: users.name })
      .from(songs)
      .leftJoin(users, eq(users.id, songs.ownerId))
      .where(eq(songs.id, id));
    if (!row) throw songNotFound();
    const s = row.song;
    return {
      ...present({ ...s, ownerName: row.ownerName }),
      description: s.description,
      genre: s.genre,
      tags: s.tags,
      lyrics: s.lyrics,
      duration: s.durationSeconds,
      requestId: s.requestId,
      updatedAt: s.updatedAt.toISOString(),
    };
  }

  /** Public listings (latest, related, discover, trending) change with any song write. */
  function published() {
    deps.songs.changed();
    deps.activity.invalidateTrending();
  }

  async function mustFind(id: string): Promise<SongRow> {
    const song = await findSong(db, id);
    if (!song) throw songNotFound();
    return song;
  }

  /** The editor edits lines; a line left as it was (same time, same text) keeps its sung word timings. */
  function keepWordTimings(lines: { time: number; text: string }[], before: NonNullable<NewSong['lyrics']>) {
    return lines.map((line) => {
      const same = before.find((b) => Math.abs(b.time - line.time) < 0.01 && b.text.trim() === line.text);
      return same?.words?.length ? { ...line, words: same.words } : line;
    });
  }

  async function update(
    id: string,
    input: {
      title: string;
      artist: string;
      genre?: string | null | undefined;
      description?: string | null | undefined;
      tags?: string[] | undefined;
      lyrics?: { time: number; text: string }[] | undefined;
    },
  ): Promise<TAdminSongDetail> {
    const song = await mustFind(id);
    // Lines past the end of the audio could never be sung along to.
    const end = song.durationSeconds;
    if (input.lyrics && end !== null) {
      const i = input.lyrics.findIndex((l) => l.time > end);
      if (i >= 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          `Line ${i + 1}: ${formatLyricTime(input.lyrics[i]!.time)} is past the end of the song (${formatLyricTime(end)})`,
          { field: `lyrics.${i}.time` },
        );
      }
    }
    const patch: Partial<NewSong> = { title: input.title, artist: input.artist };
    if (input.genre !== undefined) patch.genre = input.genre;
    if (input.description !== undefined) patch.description = input.description;
    if (input.tags !== undefined) patch.tags = input.tags;
    if (input.lyrics !== undefined) patch.lyrics = keepWordTimings(input.lyrics, song.lyrics);
    if (!(await updateSong(db, id, patch))) throw songNotFound();
    published();
    return detail(id);
  }

  /** A new cover, recognised by its bytes; the old file goes once the song points at the new one. */
  async function setCover(id: string, data: Buffer): Promise<TAdminSongDetail> {
    const song = await mustFind(id);
    const kind = sniffImage(data);
    if (!kind || !COVER_TYPES.includes(kind.ext)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The cover must be a PNG, JPEG or WebP image', { field: 'cover' });
    }
    const key = `songs/${song.id}/cover-${randomBytes(6).toString('hex')}.${kind.ext}`;
    await deps.storage.put(key, data, kind.mime);
    const updated = await updateSong(db, id, { coverPath: key }).catch(async (err: unknown) => {
      await deps.storage.remove(key).catch(() => {});
      throw err;
    });
    if (!updated) {
      await deps.storage.remove(key).catch(() => {});
      throw songNotFound();
    }
    if (song.coverPath && song.coverPath !== key) await deps.storage.remove(song.coverPath).catch(() => {});
    published();
    return detail(id);
  }

  async function setStatus(id: string, status: TSongStatus): Promise<TAdminSongDetail> {
    if (!(await updateSong(db, id, { status }))) throw songNotFound();
    published();
    return detail(id);
  }

  async function setVisibility(id: string, visibility: TSongVisibility): Promise<TAdminSongDetail> {
    if (!(await updateSong(db, id, { isPublic: visibility === 'public' }))) throw songNotFound();
    published();
    return detail(id);
  }

  /** Deletes the song and its files. A request it fulfilled stays, without a song (FK sets null). */
  async function remove(id: string): Promise<void> {
    const rows = await db.delete(songs).where(eq(songs.id, id)).returning();
    const song = rows[0];
    if (!song) throw songNotFound();
    published();
    for (const key of [song.audioPath, song.coverPath, song.peaksPath]) {
      if (key) await deps.storage.remove(key).catch(() => {});
    }
  }

  return { list, detail, update, setCover, setStatus, setVisibility, remove };
}

export type AdminSongsService = ReturnType<typeof createAdminSongsService>;
