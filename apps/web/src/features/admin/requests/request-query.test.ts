import { describe, expect, it } from 'vitest';
import { apiQuery, nextSort, readParams, requestTitle, tierName, writeParams } from './request-query';

describe('song request list state', () => {
  it('reads the address bar, ignoring values the server would refuse', () => {
    expect(readParams(new URLSearchParams('page=3&search=maya&status=failed&sort=priority&direction=asc'))).toEqual({
      page: 3,
      search: 'maya',
      status: 'failed',
      sort: 'priority',
      direction: 'asc',
    });
    expect(readParams(new URLSearchParams('page=-2&status=shipped&sort=price'))).toEqual({
      page: 1,
      search: '',
      status: '',
      sort: 'date',
      direction: 'desc',
    });
  });

  it('writes only what differs from the defaults, and asks the server for 10 a page', () => {
    const p = { page: 1, search: ' ', status: '' as const, sort: 'date' as const, direction: 'desc' as const };
    expect(writeParams(p).toString()).toBe('');
    expect(writeParams({ ...p, page: 2, status: 'paid' }).toString()).toBe('page=2&status=paid');
    expect(apiQuery({ ...p, page: 2, search: 'lee@x.com' })).toBe(
      'page=2&limit=10&search=lee%40x.com&sort=date&direction=desc',
    );
    // The export takes the same filters without paging.
    expect(apiQuery({ search: '', status: 'completed', sort: 'priority', direction: 'desc' })).toBe(
      'status=completed&sort=priority&direction=desc',
    );
  });

  it('flips the sorted column and starts priority and date highest first', () => {
    const f = { search: '', status: '' as const, sort: 'date' as const, direction: 'desc' as const };
    expect(nextSort(f, 'date')).toEqual({ sort: 'date', direction: 'asc' });
    expect(nextSort(f, 'priority')).toEqual({ sort: 'priority', direction: 'desc' });
    expect(nextSort(f, 'title')).toEqual({ sort: 'title', direction: 'asc' });
  });

  it('names tiers as DECISIONS.md does and falls back from title to event', () => {
    expect(['free', '24hr', '6hr'].map(tierName)).toEqual(['Standard', 'Express', 'Rush']);
    expect(requestTitle({ title: null, event: 'Wedding' })).toBe('Wedding');
    expect(requestTitle({ title: ' ', event: null })).toBe('Untitled request');
  });
});
