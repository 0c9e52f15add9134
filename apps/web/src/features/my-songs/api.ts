import type { TSongListItem } from '@serenade/contract';
import { api } from '../auth/client';

export const mySongsKeys = {
  all: ['my-songs'] as const,
};

/** Every song of the signed-in member, public and private, newest first. */
export function getMySongs(): Promise<TSongListItem[]> {
  return api.get<TSongListItem[]>('/api/song/my-songs');
}

export function setSongPublic(id: string, isPublic: boolean): Promise<TSongListItem> {
  return api.patch<TSongListItem>(`/api/songs/${encodeURIComponent(id)}/publish`, { is_public: isPublic });
}
