import type { TShareKey } from '@serenade/contract';
import { api } from '../auth/client';
import { songKeyHeaders } from './song-keys';
import type {
  DemoSong,
  DownloadLink,
  LikeState,
  PlayResult,
  SongListItem,
  SongPage,
  SongPeaks,
  UsageAction,
} from './types';

export const songKeys = {
  all: ['songs'] as const,
  latest: (limit: number) => ['songs', 'latest', limit] as const,
  demo: ['songs', 'demo'] as const,
  // The signed-in user is part of the answer (isLiked, canEdit, private songs).
  detail: (id: string, userId: string | null) => ['songs', 'detail', id, userId] as const,
  peaks: (url: string) => ['songs', 'peaks', url] as const,
};

export function getLatestSongs(limit: number, signal?: AbortSignal): Promise<SongListItem[]> {
  // Signed in, members still see the latest songs when the public catalogue is closed to visitors.
  return api.get<SongListItem[]>(`/api/songs?limit=${limit}`, { signal });
}

export function getDemoSongs(signal?: AbortSignal): Promise<DemoSong[]> {
  return api.get<DemoSong[]>('/api/songs/demo', { auth: false, signal });
}

/** `key`: the access key from a private song's e-mailed link (guests and gift recipients). */
export function getSong(id: string, signal?: AbortSignal, key?: string | null): Promise<SongPage> {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  return api.get<SongPage>(`/api/song/${encodeURIComponent(id)}${query}`, { signal });
}

/** Peaks are plain JSON (no envelope), public or behind a signed link. */
export async function getPeaks(url: string, signal?: AbortSignal): Promise<SongPeaks> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Error ${response.status}: could not load the waveform`);
  const body = (await response.json()) as Partial<SongPeaks>;
  if (!Array.isArray(body.peaks) || typeof body.duration !== 'number') throw new Error('Invalid waveform data');
  return { duration: body.duration, peaks: body.peaks };
}

export function toggleLike(id: string): Promise<LikeState> {
  return api.post<LikeState>(`/api/song/${encodeURIComponent(id)}/like`, undefined, songKeyHeaders(id));
}

export function requestDownload(id: string): Promise<DownloadLink> {
  return api.post<DownloadLink>(`/api/songs/${encodeURIComponent(id)}/download`, undefined, songKeyHeaders(id));
}

const songPath = (id: string) => `/api/songs/${encodeURIComponent(id)}`;

/** The owner's (or the buyer link's) private links to a song. */
export const getShareKeys = (id: string, signal?: AbortSignal) =>
  api.get<TShareKey[]>(`${songPath(id)}/share-keys`, { signal, ...songKeyHeaders(id) });
export const createShareKey = (id: string) => api.post<TShareKey>(`${songPath(id)}/share-keys`, {}, songKeyHeaders(id));
export const revokeShareKey = (id: string, keyId: string) =>
  api.delete<{ message: string }>(`${songPath(id)}/share-keys/${encodeURIComponent(keyId)}`, songKeyHeaders(id));
export const shareByEmail = (id: string, emails: string[], message?: string) =>
  api.post<{ shares_sent: number; private_links?: boolean }>(
    `/api/song/${encodeURIComponent(id)}/share`,
    message ? { emails, message } : { emails },
    songKeyHeaders(id),
  );
export const publishSong = (id: string, isPublic: boolean, description?: string) =>
  api.patch<unknown>(
    `${songPath(id)}/publish`,
    description ? { is_public: isPublic, description } : { is_public: isPublic },
    songKeyHeaders(id),
  );
export const askRevision = (id: string, body: { message: string; lyrics?: string }) =>
  api.post<unknown>(`${songPath(id)}/revision`, body, songKeyHeaders(id));

/**
 * Members count by account; visitors by the signed listener cookie the server sets on their first play
 * (DECISIONS "Counting"), which the browser sends back by itself: nothing to keep here.
 */
export function recordPlay(id: string): Promise<PlayResult> {
  return api.post<PlayResult>(`/api/songs/${encodeURIComponent(id)}/play`, {}, songKeyHeaders(id));
}

/** Usage events are fire and forget: analytics must never break playback or the page. */
export function trackUsage(
  action: UsageAction,
  resourceId: string,
  metadata?: Record<string, string | number | boolean | null>,
): void {
  api.post('/api/usage/track', { action, resource_id: resourceId, metadata }).catch(() => undefined);
}
