// The shop's ending register: how many songs already end a line in a given way (its last three words).
// A line ending two songs already have is one the writer leaves alone while any other line will do, so no
// ending is sold to a third song. The server keeps the register in its database; this in-memory one is for the
// corpus and the command line.
import type { Lyrics } from '../types';
import { lineEnding } from './writer';

/** Every ending one song's lyrics sing, each once (a chorus sung three times is one song's ending). */
export function songEndings(lyrics: Lyrics): string[] {
  return [...new Set(lyrics.sections.flatMap((s) => s.lines.map(lineEnding)).filter((e) => e.length > 0))];
}

/** The most songs one ending is sold to. */
export const MAX_SONGS_PER_ENDING = 2;

export class EndingRegister {
  private readonly songs = new Map<string, number>();

  /** Endings no further song should take. */
  full(): string[] {
    return [...this.songs.entries()].filter(([, n]) => n >= MAX_SONGS_PER_ENDING).map(([e]) => e);
  }

  add(lyrics: Lyrics): void {
    for (const e of songEndings(lyrics)) this.songs.set(e, (this.songs.get(e) ?? 0) + 1);
  }
}
