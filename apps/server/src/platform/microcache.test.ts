import { describe, expect, it } from 'vitest';
import { createMicrocache } from './microcache';

describe('microcache', () => {
  it('serves a kept answer until cleared, and never keeps one computed across a write', async () => {
    const cache = createMicrocache({ ttlMs: 60_000, maxEntries: 2 });
    let n = 0;
    const compute = async () => `v${++n}`;
    expect(await cache.get('a', compute)).toBe('v1');
    expect(await cache.get('a', compute)).toBe('v1');
    cache.clear();
    expect(await cache.get('a', compute)).toBe('v2');

    let release!: () => void;
    const slow = cache.get('b', () => new Promise<string>((r) => (release = () => r('stale'))));
    cache.clear(); // a write lands while 'b' is being computed
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('b', compute)).toBe('v3');
  });

  it('forgets the oldest entry past its size and expires entries after the ttl', async () => {
    const cache = createMicrocache({ ttlMs: 0, maxEntries: 1 });
    let n = 0;
    await cache.get('a', async () => `v${++n}`);
    expect(await cache.get('a', async () => `v${++n}`)).toBe('v2');
    await cache.get('b', async () => 'b');
    expect(cache.size()).toBe(1);
  });
});
