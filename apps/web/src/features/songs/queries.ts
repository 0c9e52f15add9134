import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/use-session';
import { getDemoSongs, getLatestSongs, getPeaks, getSong, songKeys } from './api';
import { LATEST_SONGS_LIMIT, latestRetryDelay, shouldRetryLatest } from './latest-policy';

export function useLatestSongs() {
  return useQuery({
    queryKey: songKeys.latest(LATEST_SONGS_LIMIT),
    queryFn: ({ signal }) => getLatestSongs(LATEST_SONGS_LIMIT, signal),
    retry: (failures) => shouldRetryLatest(failures),
    retryDelay: latestRetryDelay,
  });
}

/** Related tracks: the latest songs other than this one (one extra is fetched so three remain). */
export function useRelatedSongs(excludeId: string) {
  return useQuery({
    queryKey: songKeys.latest(LATEST_SONGS_LIMIT + 1),
    queryFn: ({ signal }) => getLatestSongs(LATEST_SONGS_LIMIT + 1, signal),
    select: (songs) => songs.filter((s) => s.id !== excludeId).slice(0, LATEST_SONGS_LIMIT),
  });
}

export function useDemoSongs() {
  return useQuery({
    queryKey: songKeys.demo,
    queryFn: ({ signal }) => getDemoSongs(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSong(id: string, key?: string | null) {
  const { user, status } = useSession();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: songKeys.detail(id, userId),
    queryFn: ({ signal }) => getSong(id, signal, key),
    // While a stored session is being restored, wait: the answer depends on who is asking.
    enabled: status !== 'restoring',
  });
}

export function usePeaks(url: string | null) {
  return useQuery({
    queryKey: songKeys.peaks(url ?? ''),
    queryFn: ({ signal }) => getPeaks(url!, signal),
    enabled: Boolean(url),
    // Signed links change on every page load; the peaks behind them do not.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
