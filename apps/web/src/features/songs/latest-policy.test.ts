import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { latestRetryDelay, LATEST_RETRY_DELAYS_MS, shouldRetryLatest } from './latest-policy';

describe('latest songs retry policy (SPEC 4)', () => {
  it('retries twice, 1 s then 2 s apart', () => {
    expect(LATEST_RETRY_DELAYS_MS).toEqual([1000, 2000]);
    expect(shouldRetryLatest(0)).toBe(true);
    expect(shouldRetryLatest(1)).toBe(true);
    expect(shouldRetryLatest(2)).toBe(false);
    expect(latestRetryDelay(0)).toBe(1000);
    expect(latestRetryDelay(1)).toBe(2000);
  });

  describe('driven by TanStack Query', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('asks at 0 s, 1 s and 3 s, then gives up; trying again starts a fresh count', async () => {
      const client = new QueryClient();
      const calls: number[] = [];
      const start = Date.now();
      const queryFn = vi.fn(async () => {
        calls.push(Date.now() - start);
        throw new Error('Could not connect to the server');
      });
      const observer = new QueryObserver(client, {
        queryKey: ['songs', 'latest', 3],
        queryFn,
        retry: (failures) => shouldRetryLatest(failures),
        retryDelay: latestRetryDelay,
      });
      const unsubscribe = observer.subscribe(() => undefined);

      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([0, 1000]);
      await vi.advanceTimersByTimeAsync(2000);
      expect(calls).toEqual([0, 1000, 3000]);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toHaveLength(3);
      expect(observer.getCurrentResult().status).toBe('error');
      expect(observer.getCurrentResult().error?.message).toBe('Could not connect to the server');

      // 'Try Again' = refetch: three more attempts on the same schedule.
      void observer.refetch();
      await vi.advanceTimersByTimeAsync(3000);
      expect(calls).toEqual([0, 1000, 3000, 13_000, 14_000, 16_000]);
      unsubscribe();
      client.clear();
    });
  });
});
