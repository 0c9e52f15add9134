import { describe, expect, it } from 'vitest';
import { actionLabel, analyticsCsv, bucketLabel, presetRange } from './analytics-utils';

describe('analytics utils', () => {
  it('exports one CSV row per bucket with the SPEC columns', () => {
    expect(
      analyticsCsv([
        { date: '2024-03-09', total: 4, play: 3, like: 1, share: 0 },
        { date: '2024-03-10', total: 7, play: 2, like: 1, share: 3 },
      ]),
    ).toBe('Date,Total Events,Plays,Likes,Shares\r\n2024-03-09,4,3,1,0\r\n2024-03-10,7,2,1,3\r\n');
    expect(analyticsCsv([])).toBe('Date,Total Events,Plays,Likes,Shares\r\n');
  });

  it('selects today, the last 7 and the last 30 UTC days for the period buttons', () => {
    const now = new Date('2024-03-10T23:30:00Z');
    expect(presetRange('day', now)).toEqual({ startDate: '2024-03-10', endDate: '2024-03-10' });
    expect(presetRange('week', now)).toEqual({ startDate: '2024-03-04', endDate: '2024-03-10' });
    expect(presetRange('month', now)).toEqual({ startDate: '2024-02-10', endDate: '2024-03-10' });
  });

  it('labels actions and buckets for people', () => {
    expect(actionLabel('play')).toBe('Play');
    expect(actionLabel('song_view')).toBe('View');
    expect(actionLabel('something_new')).toBe('Something new');
    expect(bucketLabel('2024-03-10T13:00:00Z', 'hour')).toBe('13:00');
    expect(bucketLabel('2024-03-10', 'day')).toBe('Mar 10');
  });
});
