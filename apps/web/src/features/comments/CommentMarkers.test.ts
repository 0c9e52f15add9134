import type { TComment } from '@serenade/contract';
import { describe, expect, it } from 'vitest';
import { markerPositions } from './CommentMarkers';

const c = (id: string, timestamp: number | null) =>
  ({ id, timestamp, content: 'x', user: { id: 'u', name: 'U', avatar_url: null } }) as unknown as TComment;

describe('comment markers', () => {
  it('places pinned comments along the song and leaves the rest out', () => {
    const out = markerPositions([c('a', 30), c('b', null), c('c', 0), c('d', 200)], 120);
    expect(out.map((m) => [m.comment.id, m.left])).toEqual([
      ['a', 0.25],
      ['c', 0],
    ]);
    expect(markerPositions([c('a', 3)], 0)).toEqual([]);
  });
});
