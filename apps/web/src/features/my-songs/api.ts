import type { TSongListItem } from '@serenade/contract';
import { api } from '../auth/client';

export const mySongsKeys = {
  all: ['my-songs'] as const,
};

/** Every song of the signed-in member, public and private, newest first. */
export function getMySongs(): Promise<TSongListItem[]> {
  return api.get<TSongListItem[]>('/api/song/my-songs');
}

/** Making a song public sends its public description (never an order's private story). */
export function setSongPublic(id: string, isPublic: boolean, description?: string): Promise<TSongListItem> {
  return api.patch<TSongListItem>(
    `/api/songs/${encodeURIComponent(id)}/publish`,
    description ? { is_public: isPublic, description } : { is_public: isPublic },
  );
}
