import { describe, expect, it } from 'vitest';
import { formatCount, formatRelative } from './format';

describe('formatCount (SPEC 9: k from 1000)', () => {
  it('writes small counts in full and large ones with k', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1250)).toBe('1.2k');
    expect(formatCount(15_400)).toBe('15k');
  });
});

describe('formatRelative (SPEC 9)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('counts up from just now to days, then shows a date', () => {
    expect(formatRelative(ago(59_000), now)).toBe('just now');
    expect(formatRelative(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 3600_000), now)).toBe('3 hours ago');
    expect(formatRelative(ago(7 * 86400_000), now)).toBe('7 days ago');
    expect(formatRelative(ago(8 * 86400_000), now)).toBe('Nov 14, 2026');
  });
});
