import type { TPlaylist } from '@serenade/contract';
import { PLAYLIST_VISIBILITIES } from '@serenade/contract';
import { api } from '../auth/client';

export type Visibility = (typeof PLAYLIST_VISIBILITIES)[number];
export type PlaylistSummary = Omit<TPlaylist, 'songs'>;
export type PlaylistSong = TPlaylist['songs'][number];
export type AddableSong = {
  id: string;
  title: string;
  artist: string;
  duration: number | null;
  cover_image: string | null;
  mine: boolean;
};
export type PlaylistInput = { name: string; description?: string; visibility: Visibility };

const base = (id: string) => `/api/playlists/${encodeURIComponent(id)}`;

export const playlistKeys = {
  all: ['playlists'] as const,
  mine: (viewer: string | null) => ['playlists', 'mine', viewer] as const,
  followed: (viewer: string | null) => ['playlists', 'followed', viewer] as const,
  discover: (search: string, viewer: string | null) => ['playlists', 'discover', search, viewer] as const,
  detail: (id: string, viewer: string | null) => ['playlists', 'detail', id, viewer] as const,
  addable: (id: string, search: string) => ['playlists', 'addable', id, search] as const,
};

export const getMyPlaylists = (signal?: AbortSignal) =>
  api.get<{ playlists: PlaylistSummary[] }>('/api/playlists', { signal }).then((d) => d.playlists);
export const getFollowedPlaylists = (signal?: AbortSignal) =>
  api.get<{ playlists: PlaylistSummary[] }>('/api/playlists/followed', { signal }).then((d) => d.playlists);
export function discoverPlaylists(search: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: '20', offset: '0' });
  if (search.trim()) params.set('search', search.trim());
  return api
    .get<{ playlists: PlaylistSummary[] }>(`/api/playlists/discover?${params.toString()}`, { signal })
    .then((d) => d.playlists);
}
export const getPlaylist = (id: string, signal?: AbortSignal) =>
  api.get<{ playlist: TPlaylist }>(base(id), { signal }).then((d) => d.playlist);
export const createPlaylist = (body: PlaylistInput) =>
  api.post<{ playlist: TPlaylist }>('/api/playlists', body).then((d) => d.playlist);
export const updatePlaylist = (id: string, body: Partial<PlaylistInput>) =>
  api.put<{ playlist: TPlaylist }>(base(id), body).then((d) => d.playlist);
export const deletePlaylist = (id: string) => api.delete<{ message: string }>(base(id));
export const addSongs = (id: string, songIds: string[]) =>
  api.post<{ songs: PlaylistSong[] }>(`${base(id)}/songs`, { songIds }).then((d) => d.songs);
export const removeSongs = (id: string, songIds: string[]) =>
  api.delete<{ songs: PlaylistSong[] }>(`${base(id)}/songs`, { body: { songIds } }).then((d) => d.songs);
export const moveSong = (id: string, songId: string, newPosition: number) =>
  api.patch<{ songs: PlaylistSong[] }>(`${base(id)}/songs`, { songId, newPosition }).then((d) => d.songs);
export function getAddable(id: string, search: string, signal?: AbortSignal) {
  const q = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return api.get<{ songs: AddableSong[] }>(`${base(id)}/addable${q}`, { signal }).then((d) => d.songs);
}
export const sharePlaylist = (id: string, emails: string, message: string) =>
  api.post<{ shares_sent: number }>(`${base(id)}/share`, { emails, message: message || undefined });
export const setFollowing = (id: string, follow: boolean) =>
  (follow
    ? api.post<{ playlist: PlaylistSummary }>(`${base(id)}/followers`)
    : api.delete<{ playlist: PlaylistSummary }>(`${base(id)}/followers`)
  ).then((d) => d.playlist);
