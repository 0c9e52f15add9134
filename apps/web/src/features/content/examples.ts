import { useQuery } from '@tanstack/react-query';
import type { TLyricLine, TSongListItem } from '@serenade/contract';
import { api } from '../auth/client';

/** GET /api/songs/demo: list items with their timed lyrics (the contract names no type for it). */
export type DemoSong = TSongListItem & { lyrics: TLyricLine[] };

export const exampleKeys = { demo: ['content', 'demo-songs'] as const };

export function getDemoSongs(): Promise<DemoSong[]> {
  return api.get<DemoSong[]>('/api/songs/demo', { auth: false });
}

export function useDemoSongs() {
  return useQuery({ queryKey: exampleKeys.demo, queryFn: getDemoSongs, staleTime: 10 * 60_000 });
}
