import { gte, sql } from 'drizzle-orm';
import { MAX_SONGS_PER_ENDING, songEndings, type Lyrics } from '@serenade/generator';
import type { Db } from '../../db/client';
import { lyricEndings } from '../../db/schema';

/**
 * The shop's ending register (issue 17), kept in the database so it holds across every song the shop makes:
 * how many songs end a line in a given way (its last three words). The lyric writer is told the endings that
 * are full (`GenerateInput.avoidEndings`) and ends no line that way while any other line will do, so no ending
 * is sung by three or more songs.
 */

/** Endings already sung by MAX_SONGS_PER_ENDING songs: no further song should take them. */
export async function fullEndings(db: Db): Promise<string[]> {
  const rows = await db
    .select({ ending: lyricEndings.ending })
    .from(lyricEndings)
    .where(gte(lyricEndings.songs, MAX_SONGS_PER_ENDING))
    .orderBy(lyricEndings.ending);
  return rows.map((r) => r.ending);
}

/**
 * Counts one more song for each ending these lyrics sing (each once, however often the chorus comes back), in
 * one statement. Called once per song, inside the transaction that delivers it (delivery.ts `completeRequest`),
 * so a retried job or a second worker cannot count the same song twice.
 */
export async function recordEndings(db: Db, lyrics: Lyrics): Promise<number> {
  const endings = songEndings(lyrics);
  if (endings.length === 0) return 0;
  await db
    .insert(lyricEndings)
    .values(endings.map((ending) => ({ ending, songs: 1 })))
    .onConflictDoUpdate({
      target: lyricEndings.ending,
      set: { songs: sql`${lyricEndings.songs} + 1`, updatedAt: sql`now()` },
    });
  return endings.length;
}
