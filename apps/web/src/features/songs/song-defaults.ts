import type { SONG_DEFAULTS as ContractDefaults } from '@serenade/contract';

/*
 * SPEC 3 display defaults. Mirrored from @serenade/contract instead of imported as values: the
 * contract's index pulls every zod schema (about 30 KB gzipped) into the first-load bundle. The
 * `satisfies` below fails the type check if the contract's texts change, and song-defaults.test.ts
 * checks formatDuration against the contract's own.
 */
export const SONG_DEFAULTS = {
  title: 'Untitled Song',
  genre: 'Various',
  duration: '--:--',
  description: 'No description available',
} as const satisfies typeof ContractDefaults;

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return SONG_DEFAULTS.duration;
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const songTitle = (title: string | null | undefined) => title?.trim() || SONG_DEFAULTS.title;
export const songGenre = (genre: string | null | undefined) => genre?.trim() || SONG_DEFAULTS.genre;
export const songDescription = (description: string | null | undefined) =>
  description?.trim() || SONG_DEFAULTS.description;

/** A position in a song, m:ss; unknown or negative shows 0:00 (a clock, not a length). */
export function formatClock(seconds: number): string {
  return Number.isFinite(seconds) && seconds > 0 ? formatDuration(Math.floor(seconds)) : '0:00';
}
