// Timed lyrics as an LRC file: one `[mm:ss.xx]` tag per line and, where the song is sung word by
// word, enhanced-LRC word tags (`[mm:ss.xx]<mm:ss.xx>word <mm:ss.xx>word`).
import type { TimedLine } from '../types';

export function lrcTime(seconds: number): string {
  const cs = Math.round(Math.max(0, seconds) * 100);
  const m = Math.floor(cs / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** Tag-safe text: no line breaks, no angle brackets (they would read as word tags). */
const clean = (text: string) => text.replace(/[\r\n<>]+/g, ' ');

export function toLrc(title: string, lines: TimedLine[]): string {
  const line = (l: TimedLine) =>
    l.words && l.words.length > 0
      ? `[${lrcTime(l.time)}]${l.words.map((w) => `<${lrcTime(w.time)}>${clean(w.text)}`).join(' ')}`
      : `[${lrcTime(l.time)}]${l.text.replace(/[\r\n]+/g, ' ')}`;
  return [`[ti:${title.replace(/[\r\n\]]/g, ' ')}]`, ...lines.map(line)].join('\n') + '\n';
}
