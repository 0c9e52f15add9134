import type {
  TAdminSongDetail,
  TAdminSongList,
  TAdminSongSort,
  TAdminSongUpdateBody,
  TSongStatus,
  TSongVisibility,
} from '@serenade/contract';
import { api } from '../../auth/client';

export type SongLibraryQuery = {
  page: number;
  search: string;
  visibility: TSongVisibility | '';
  status: TSongStatus | '';
  sortBy: TAdminSongSort;
};

export const PAGE_SIZE = 10;

export const songLibraryKeys = {
  all: ['admin', 'songs'] as const,
  list: (q: SongLibraryQuery) => ['admin', 'songs', 'list', q] as const,
  detail: (id: string) => ['admin', 'songs', 'detail', id] as const,
};

const path = (id: string, rest = '') => `/api/admin/songs/${encodeURIComponent(id)}${rest}`;

export function fetchSongLibrary(q: SongLibraryQuery): Promise<TAdminSongList> {
  const params = new URLSearchParams({ page: String(q.page), limit: String(PAGE_SIZE), sortBy: q.sortBy });
  if (q.search.trim()) params.set('search', q.search.trim());
  if (q.visibility) params.set('visibility', q.visibility);
  if (q.status) params.set('status', q.status);
  return api.get<TAdminSongList>(`/api/admin/songs?${params.toString()}`);
}

export const fetchAdminSong = (id: string) => api.get<TAdminSongDetail>(path(id));

export const updateAdminSong = (id: string, body: TAdminSongUpdateBody) => api.put<TAdminSongDetail>(path(id), body);

export function uploadSongCover(id: string, file: File): Promise<TAdminSongDetail> {
  const form = new FormData();
  form.append('cover', file);
  return api.post<TAdminSongDetail>(path(id, '/cover'), form);
}

export const setSongStatus = (id: string, status: TSongStatus) =>
  api.patch<TAdminSongDetail>(path(id, '/status'), { status });

export const setSongVisibility = (id: string, visibility: TSongVisibility) =>
  api.patch<TAdminSongDetail>(path(id, '/visibility'), { visibility });

export const deleteAdminSong = (id: string) => api.delete<{ message: string }>(path(id));
