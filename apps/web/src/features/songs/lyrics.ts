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

export type LyricWord = NonNullable<LyricLine['words']>[number];

/** The line's sung words in time order, or none when the song is timed by lines only. */
export function lineWords(line: LyricLine): LyricWord[] {
  const words = (line.words ?? []).filter((w) => Number.isFinite(w.time) && w.text.trim() !== '');
  return words.slice().sort((a, b) => a.time - b.time);
}

/** The word being sung at `time`: the last one that has started, or -1 before the first. */
export function activeWordIndex(words: readonly LyricWord[], time: number): number {
  if (!Number.isFinite(time)) return -1;
  let found = -1;
  for (let i = 0; i < words.length && words[i]!.time <= time; i++) found = i;
  return found;
}

/** True when any line carries word timings (the page then follows the audio more closely). */
export function hasWordTimings(lines: readonly LyricLine[]): boolean {
  return lines.some((line) => (line.words?.length ?? 0) > 0);
}

function lrcTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const m = Math.floor(cs / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

const lrcText = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * The lyrics as an .lrc file: one `[mm:ss.xx]` tag per line, and when the words were sung one by one,
 * enhanced tags (`<mm:ss.xx>word`) before each word and after the last (when it ends).
 */
export function toLrc(lines: readonly LyricLine[], meta: { title: string; artist: string }): string {
  const out = [`[ti:${lrcText(meta.title).replace(/]/g, ' ')}]`, `[ar:${lrcText(meta.artist).replace(/]/g, ' ')}]`];
  for (const line of sortLyrics(lines)) {
    const words = lineWords(line);
    if (words.length === 0) {
      out.push(`[${lrcTime(line.time)}]${lrcText(line.text)}`);
      continue;
    }
    const last = words[words.length - 1]!;
    const tagged = words.map((w) => `<${lrcTime(w.time)}>${lrcText(w.text)}`).join(' ');
    out.push(`[${lrcTime(line.time)}]${tagged} <${lrcTime(Math.max(last.end, last.time))}>`);
  }
  return `${out.join('\n')}\n`;
}
