import type { LyricLine } from './types';

/** Lines in time order (the server sends them sorted; this keeps the lookup honest if not). */
export function sortLyrics(lines: readonly LyricLine[]): LyricLine[] {
  return lines
    .filter((line) => Number.isFinite(line.time) && line.text.trim() !== '')
    .slice()
    .sort((a, b) => a.time - b.time);
}

/**
 * The line being sung at `time`: the last one that has started, or -1 before the first.
 * Binary search, because it runs on every time update.
 */
export function activeLyricIndex(lines: readonly LyricLine[], time: number): number {
  if (!Number.isFinite(time)) return -1;
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (lines[mid]!.time <= time) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
