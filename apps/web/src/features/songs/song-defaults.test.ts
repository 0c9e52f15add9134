import { describe, expect, it } from 'vitest';
import { formatDuration as contractFormatDuration, SONG_DEFAULTS as CONTRACT_DEFAULTS } from '@serenade/contract';
import { formatClock, formatDuration, SONG_DEFAULTS, songDescription, songGenre, songTitle } from './song-defaults';

describe('song display defaults (SPEC 3)', () => {
  it('match the contract exactly', () => {
    expect(SONG_DEFAULTS).toEqual(CONTRACT_DEFAULTS);
    for (const s of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY, 0, 0.4, 59.5, 75.15, 600, 3599.6]) {
      expect(formatDuration(s)).toBe(contractFormatDuration(s));
    }
  });

  it('fill in missing fields', () => {
    expect(songTitle(null)).toBe('Untitled Song');
    expect(songTitle('  ')).toBe('Untitled Song');
    expect(songGenre(null)).toBe('Various');
    expect(songDescription('')).toBe('No description available');
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(75.15)).toBe('1:15');
  });

  it('shows a playing position as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
  });
});
