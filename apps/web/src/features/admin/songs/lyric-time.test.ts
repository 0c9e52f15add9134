import { describe, expect, it } from 'vitest';
import { checkLyrics, formatLyricTime, parseLyricTime } from './lyric-time';
import { patchLibraryParams, readLibraryQuery } from './library-query';

describe('lyric times', () => {
  it('reads seconds and m:ss, and refuses anything else', () => {
    expect(parseLyricTime('83.5')).toBe(83.5);
    expect(parseLyricTime(' 1:23.5 ')).toBe(83.5);
    expect(parseLyricTime('0:05')).toBe(5);
    expect(parseLyricTime('2:00')).toBe(120);
    expect(parseLyricTime('0')).toBe(0);
    for (const bad of ['', '-1', '1:60', 'abc', '1:2:3', '1,5', '1:']) expect(parseLyricTime(bad), bad).toBeNull();
  });

  it('writes m:ss with decimals only when needed, and round-trips', () => {
    expect(formatLyricTime(83.5)).toBe('1:23.5');
    expect(formatLyricTime(5)).toBe('0:05');
    expect(formatLyricTime(119.999)).toBe('2:00');
    for (const t of [0, 7.25, 61, 3599.5]) expect(parseLyricTime(formatLyricTime(t))).toBe(t);
  });

  it('names the line and field of each problem, as the server does', () => {
    const lines = [
      { key: 'a', time: '0:01', text: 'One' },
      { key: 'b', time: '0:01', text: 'Two' },
      { key: 'c', time: 'soon', text: ' ' },
      { key: 'd', time: '3:00', text: 'Late' },
    ];
    expect(checkLyrics(lines, 120)).toEqual([
      { index: 1, field: 'time', message: 'Line 2: the time must be later than line 1 (0:01)' },
      { index: 2, field: 'time', message: 'Line 3: enter the time as m:ss or seconds' },
      { index: 2, field: 'text', message: 'Line 3: the words cannot be empty' },
      { index: 3, field: 'time', message: 'Line 4: 3:00 is past the end of the song (2:00)' },
    ]);
    expect(checkLyrics(lines.slice(0, 1), null)).toEqual([]);
  });
});

describe('library query in the URL', () => {
  it('reads known values and falls back to defaults', () => {
    expect(
      readLibraryQuery(new URLSearchParams('q=sun&visibility=private&status=archived&sort=popular&page=3')),
    ).toEqual({ page: 3, search: 'sun', visibility: 'private', status: 'archived', sortBy: 'popular' });
    expect(readLibraryQuery(new URLSearchParams('visibility=secret&status=gone&sort=loud&page=-2'))).toEqual({
      page: 1,
      search: '',
      visibility: '',
      status: '',
      sortBy: 'newest',
    });
  });

  it('drops empty values and returns to page 1 when a filter changes', () => {
    const prev = new URLSearchParams('q=sun&page=4&status=active');
    expect(patchLibraryParams(prev, { status: '' }).toString()).toBe('q=sun');
    expect(patchLibraryParams(prev, { page: '5' }, false).toString()).toBe('q=sun&page=5&status=active');
  });
});
