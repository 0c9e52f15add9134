import { describe, expect, it } from 'vitest';
import { activeLyricIndex, sortLyrics } from './lyrics';

const lines = [
  { time: 8.067, text: 'Your laughter fills the room, light the flame' },
  { time: 10.084, text: "Here's to Maya, never the same" },
  { time: 12.101, text: 'Always surfing at dawn, down the line' },
  { time: 48.403, text: 'Every year you grow, you and me' },
];

describe('activeLyricIndex', () => {
  it('is -1 before the first line starts', () => {
    expect(activeLyricIndex(lines, 0)).toBe(-1);
    expect(activeLyricIndex(lines, 8.06)).toBe(-1);
  });

  it('is the line that started last, from its exact start time', () => {
    expect(activeLyricIndex(lines, 8.067)).toBe(0);
    expect(activeLyricIndex(lines, 10.083)).toBe(0);
    expect(activeLyricIndex(lines, 10.084)).toBe(1);
    expect(activeLyricIndex(lines, 30)).toBe(2);
  });

  it('stays on the last line to the end of the song', () => {
    expect(activeLyricIndex(lines, 48.5)).toBe(3);
    expect(activeLyricIndex(lines, 10_000)).toBe(3);
  });

  it('handles no lyrics and impossible times', () => {
    expect(activeLyricIndex([], 12)).toBe(-1);
    expect(activeLyricIndex(lines, Number.NaN)).toBe(-1);
  });
});

describe('sortLyrics', () => {
  it('orders lines by time and drops blank or untimed ones', () => {
    const sorted = sortLyrics([
      { time: 12, text: 'b' },
      { time: 3, text: 'a' },
      { time: Number.NaN, text: 'x' },
      { time: 20, text: '   ' },
    ]);
    expect(sorted.map((l) => l.text)).toEqual(['a', 'b']);
  });
});
