import { api } from '../auth/client';

export type MemberSong = {
  id: string;
  title: string;
  artist: string;
  coverUrl: string | null;
  duration: number | null;
};
export type Member = {
  id: string;
  name: string;
  avatar_url: string | null;
  joined_at: string;
  followers: number;
  following: number;
  is_following: boolean;
  is_me: boolean;
  songs: MemberSong[];
  playlists: { id: string; name: string; song_count: number }[];
};
export type FollowState = { following: boolean; followers: number };

const base = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export const peopleKeys = {
  all: ['people'] as const,
  member: (id: string, viewer: string | null) => ['people', id, viewer] as const,
};

export const getMember = (id: string, signal?: AbortSignal) => api.get<Member>(base(id), { signal });
export const setFollowUser = (id: string, follow: boolean) =>
  follow ? api.post<FollowState>(`${base(id)}/follow`) : api.delete<FollowState>(`${base(id)}/follow`);

export type Connection = { id: string; name: string; avatar_url: string | null };
export type ConnectionKind = 'followers' | 'following';
export const connectionsKey = (id: string, kind: ConnectionKind, viewer: string | null) =>
  ['people', id, kind, viewer] as const;
export const getConnections = (id: string, kind: ConnectionKind, signal?: AbortSignal) =>
  api.get<Connection[]>(`${base(id)}/${kind}`, { signal });
