import type { TActivityItem, TActivityType } from '@serenade/contract';
import { api } from '../auth/client';

export const ACTIVITY_PAGE_SIZE = 20;

export type ActivityScope =
  | { kind: 'global' }
  | { kind: 'me' }
  | { kind: 'following' }
  | { kind: 'user'; id: string }
  | { kind: 'song'; id: string };
export type ActivityPage = { items: TActivityItem[]; hasMore: boolean };

export type TrendingSong = { id: string; title: string; artist: string; cover_image: string | null; score: number };
export type TrendingPlaylist = {
  id: string;
  name: string;
  cover_image: string | null;
  song_count: number;
  follower_count: number;
};
export type TrendingPerson = { id: string; name: string; avatar_url: string | null; activity_count: number };
export type Trending = { songs: TrendingSong[]; playlists: TrendingPlaylist[]; people: TrendingPerson[] };

export const feedKeys = {
  all: ['activity'] as const,
  list: (scope: ActivityScope, types: readonly string[], viewer: string | null) =>
    ['activity', scope.kind, 'id' in scope ? scope.id : '', [...types].sort().join(','), viewer] as const,
  trending: ['trending'] as const,
};

function scopePath(scope: ActivityScope): string {
  return 'id' in scope ? `/api/activity/${scope.kind}/${encodeURIComponent(scope.id)}` : `/api/activity/${scope.kind}`;
}

export function activityUrl(scope: ActivityScope, offset: number, types: readonly TActivityType[]): string {
  const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE), offset: String(offset) });
  if (types.length) params.set('types', types.join(','));
  return `${scopePath(scope)}?${params.toString()}`;
}

export function getActivity(
  scope: ActivityScope,
  offset: number,
  types: readonly TActivityType[],
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return api.get<ActivityPage>(activityUrl(scope, offset, types), { signal });
}

export function getTrending(signal?: AbortSignal): Promise<Trending> {
  // Signed in, so members still see trending when the public catalogue is closed to visitors.
  return api.get<Trending>('/api/trending', { signal });
}
