/** SPEC 4 / 9 "Latest songs": 3 songs; up to 2 automatic retries, 1 s then 2 s apart. */
export const LATEST_SONGS_LIMIT = 3;
export const LATEST_RETRY_DELAYS_MS = [1000, 2000] as const;

/** TanStack Query's `retry`: `failures` counts the failures before this decision (0 after the first). */
export function shouldRetryLatest(failures: number): boolean {
  return failures < LATEST_RETRY_DELAYS_MS.length;
}

/** TanStack Query's `retryDelay` for the same count. */
export function latestRetryDelay(failures: number): number {
  const delays = LATEST_RETRY_DELAYS_MS;
  return delays[Math.min(Math.max(failures, 0), delays.length - 1)]!;
}
