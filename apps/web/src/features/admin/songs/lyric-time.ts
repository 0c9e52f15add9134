/**
 * Lyric times as people type them: seconds ("83.5") or minutes and seconds ("1:23.5").
 * Returns null for anything else, including negative times and seconds of 60 or more after a colon.
 */
export function parseLyricTime(input: string): number | null {
  const text = input.trim();
  if (!text) return null;
  const mmss = /^(\d{1,3}):([0-5]?\d(?:\.\d{1,3})?)$/.exec(text);
  if (mmss) return round(Number(mmss[1]) * 60 + Number(mmss[2]));
  if (/^\d+(?:\.\d{1,3})?$/.test(text)) return round(Number(text));
  return null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** 83.5 -> "1:23.5"; whole seconds have no decimals. */
export function formatLyricTime(seconds: number): string {
  const s = Math.max(0, round(seconds));
  const minutes = Math.floor(s / 60);
  const rest = round(s - minutes * 60);
  const whole = Math.floor(rest);
  const frac = round(rest - whole);
  const decimals = frac > 0 ? String(frac).slice(1) : '';
  return `${minutes}:${String(whole).padStart(2, '0')}${decimals}`;
}

export type LyricDraft = { key: string; time: string; text: string };

export type LyricProblem = { index: number; field: 'time' | 'text'; message: string };

/** The checks the server makes, run before sending so problems show at once beside their line. */
export function checkLyrics(lines: readonly LyricDraft[], duration: number | null): LyricProblem[] {
  const problems: LyricProblem[] = [];
  let previous = -1;
  lines.forEach((line, index) => {
    const n = index + 1;
    const time = parseLyricTime(line.time);
    if (time === null) {
      problems.push({ index, field: 'time', message: `Line ${n}: enter the time as m:ss or seconds` });
    } else if (time <= previous) {
      problems.push({
        index,
        field: 'time',
        message: `Line ${n}: the time must be later than line ${n - 1} (${formatLyricTime(previous)})`,
      });
    } else if (duration !== null && time > duration) {
      problems.push({
        index,
        field: 'time',
        message: `Line ${n}: ${formatLyricTime(time)} is past the end of the song (${formatLyricTime(duration)})`,
      });
    } else {
      previous = time;
    }
    if (!line.text.trim()) problems.push({ index, field: 'text', message: `Line ${n}: the words cannot be empty` });
  });
  return problems;
}
