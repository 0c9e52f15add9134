import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  dispositionFilename,
  formatAverage,
  formatKb,
  preview,
  readParams,
  writeParams,
} from './feedback-query';

describe('feedback screen helpers', () => {
  it('cuts the message preview at 100 characters', () => {
    expect(preview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(preview('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
    expect(preview('line one\n\nline two')).toBe('line one line two');
  });

  it('shows the average with one decimal, or N/A', () => {
    expect(formatAverage(4.333)).toBe('4.3');
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(null)).toBe('N/A');
    expect(formatKb(2048)).toBe('2.0 KB');
    expect(formatKb(68)).toBe('0.1 KB');
  });

  it('keeps filters in the address and drops unknown values', () => {
    const p = readParams(new URLSearchParams('status=new,bogus,resolved,new&category=other&sort=subject&page=3'));
    expect(p).toEqual({
      page: 3,
      search: '',
      status: ['new', 'resolved'],
      category: ['other'],
      sort: 'subject',
      direction: 'desc',
    });
    expect(writeParams(p).toString()).toBe('page=3&status=new%2Cresolved&category=other&sort=subject');
    expect(readParams(new URLSearchParams('sort=rating&page=-2'))).toMatchObject({ sort: 'created_at', page: 1 });
    expect(writeParams(readParams(new URLSearchParams(''))).toString()).toBe('');
  });

  it('asks the API for 10 a page, and the export for every row', () => {
    const p = readParams(new URLSearchParams('search=dark mode&status=new&page=2'));
    expect(apiQuery(p)).toBe('page=2&limit=10&search=dark+mode&status=new&sort=created_at&direction=desc');
    const { page: _page, ...filters } = p;
    expect(apiQuery(filters)).toBe('search=dark+mode&status=new&sort=created_at&direction=desc');
  });

  it('reads the file name the server chose', () => {
    expect(dispositionFilename('attachment; filename="feedback_export_2026-01-02.csv"')).toBe(
      'feedback_export_2026-01-02.csv',
    );
    expect(dispositionFilename(`attachment; filename="_.png"; filename*=UTF-8''%C3%A9t%C3%A9.png`)).toBe('été.png');
    expect(dispositionFilename(null)).toBeNull();
  });
});
