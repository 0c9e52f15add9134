import { api } from '../auth/client';
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
  return api.post<LikeState>(`/api/song/${encodeURIComponent(id)}/like`);
}

export function requestDownload(id: string): Promise<DownloadLink> {
  return api.post<DownloadLink>(`/api/songs/${encodeURIComponent(id)}/download`);
}

/**
 * Members count by account; visitors by the signed listener cookie the server sets on their first play
 * (DECISIONS "Counting"), which the browser sends back by itself: nothing to keep here.
 */
export function recordPlay(id: string): Promise<PlayResult> {
  return api.post<PlayResult>(`/api/songs/${encodeURIComponent(id)}/play`, {});
}

/** Usage events are fire and forget: analytics must never break playback or the page. */
export function trackUsage(
  action: UsageAction,
  resourceId: string,
  metadata?: Record<string, string | number | boolean | null>,
): void {
  api.post('/api/usage/track', { action, resource_id: resourceId, metadata }).catch(() => undefined);
}
