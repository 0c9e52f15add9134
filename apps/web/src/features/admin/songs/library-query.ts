import type { TAdminSongSort, TSongStatus, TSongVisibility } from '@serenade/contract';
import type { SongLibraryQuery } from './api';

export const LIBRARY_LOAD_ERROR = 'Failed to load song library. Please try again.';

export const SONG_SORTS: [TAdminSongSort, string][] = [
  ['newest', 'Newest'],
  ['oldest', 'Oldest'],
  ['popular', 'Most popular'],
  ['alphabetical', 'Alphabetical'],
];

const VISIBILITIES: TSongVisibility[] = ['public', 'private'];
const STATUSES: TSongStatus[] = ['active', 'archived'];

/**
 * The library's filters live in the URL (q, visibility, status, sort, page) so a reload, the back
 * button or a shared link shows the same list. Anything unknown falls back to the default.
 */
export function readLibraryQuery(params: URLSearchParams): SongLibraryQuery {
  const visibility = params.get('visibility') ?? '';
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('q') ?? '',
    visibility: (VISIBILITIES as string[]).includes(visibility) ? (visibility as TSongVisibility) : '',
    status: (STATUSES as string[]).includes(status) ? (status as TSongStatus) : '',
    sortBy: SONG_SORTS.some(([s]) => s === sort) ? (sort as TAdminSongSort) : 'newest',
  };
}

/** Applies a change to the URL's parameters; empty values are dropped, and filters go back to page 1. */
export function patchLibraryParams(
  prev: URLSearchParams,
  patch: Record<string, string>,
  resetPage = true,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(patch)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  if (resetPage) next.delete('page');
  return next;
}
