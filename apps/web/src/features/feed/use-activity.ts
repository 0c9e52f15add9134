import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TActivityType } from '@serenade/contract';
import { useSession } from '../auth/use-session';
import { ACTIVITY_PAGE_SIZE, feedKeys, getActivity, getTrending, type ActivityScope } from './api';

/** One feed, paged by offset (20 at a time); `enabled` lets login-only tabs wait for a session. */
export function useActivity(scope: ActivityScope, types: readonly TActivityType[], enabled = true) {
  const { user, status } = useSession();
  return useInfiniteQuery({
    queryKey: feedKeys.list(scope, types, user?.id ?? null),
    queryFn: ({ pageParam, signal }) => getActivity(scope, pageParam, types, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * ACTIVITY_PAGE_SIZE : undefined),
    enabled: enabled && status !== 'restoring',
  });
}

export function useTrending() {
  return useQuery({ queryKey: feedKeys.trending, queryFn: ({ signal }) => getTrending(signal), staleTime: 60_000 });
}
