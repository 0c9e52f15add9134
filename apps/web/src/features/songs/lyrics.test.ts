import { describe, expect, it } from 'vitest';
import { activeLyricIndex, activeWordIndex, hasWordTimings, lineWords, sortLyrics, toLrc } from './lyrics';

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

const sung = [
  {
    time: 1.5,
    text: 'Happy birthday Lena',
    words: [
      { time: 1.5, end: 1.9, text: 'Happy' },
      { time: 1.9, end: 2.4, text: 'birthday' },
      { time: 2.4, end: 3.25, text: 'Lena' },
    ],
  },
  { time: 62.005, text: 'an instrumental line' },
];

describe('activeWordIndex', () => {
  const words = lineWords(sung[0]!);
  it('is -1 before the first word and follows each word from its start', () => {
    expect(activeWordIndex(words, 1.49)).toBe(-1);
    expect(activeWordIndex(words, 1.5)).toBe(0);
    expect(activeWordIndex(words, 1.95)).toBe(1);
    expect(activeWordIndex(words, 2.4)).toBe(2);
    expect(activeWordIndex(words, 9)).toBe(2);
    expect(activeWordIndex(words, Number.NaN)).toBe(-1);
  });

  it("sorts a line's words and knows whether a song has any", () => {
    const shuffled = { time: 0, text: 'b a', words: [sung[0]!.words![1]!, sung[0]!.words![0]!] };
    expect(lineWords(shuffled).map((w) => w.text)).toEqual(['Happy', 'birthday']);
    expect(lineWords(sung[1]!)).toEqual([]);
    expect(hasWordTimings(sung)).toBe(true);
    expect(hasWordTimings([sung[1]!])).toBe(false);
  });
});

describe('toLrc', () => {
  it('writes enhanced word tags where words were sung and plain line tags elsewhere', () => {
    expect(toLrc(sung, { title: 'For [Lena]', artist: 'Serenade' })).toBe(
      [
        '[ti:For [Lena ]',
        '[ar:Serenade]',
        '[00:01.50]<00:01.50>Happy <00:01.90>birthday <00:02.40>Lena <00:03.25>',
        '[01:02.01]an instrumental line',
        '',
      ].join('\n'),
    );
  });
});
