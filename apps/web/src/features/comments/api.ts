import type { TComment } from '@serenade/contract';
import { api } from '../auth/client';
import { songKeyHeaders } from '../songs/song-keys';

export type CommentPage = { comments: TComment[]; page: number; hasMore: boolean };
export type Rating = { average: number | null; count: number; mine: number | null };

const song = (id: string) => `/api/songs/${encodeURIComponent(id)}`;

export const commentKeys = {
  list: (songId: string, viewer: string | null) => ['comments', songId, viewer] as const,
  rating: (songId: string, viewer: string | null) => ['rating', songId, viewer] as const,
};

export const getComments = (songId: string, page: number, signal?: AbortSignal) =>
  api.get<CommentPage>(`${song(songId)}/comments?page=${page}`, { signal, ...songKeyHeaders(songId) });
export const addComment = (songId: string, content: string, timestamp: number | null) =>
  api.post<TComment>(
    `${song(songId)}/comments`,
    timestamp === null ? { content } : { content, timestamp },
    songKeyHeaders(songId),
  );
export const editComment = (songId: string, commentId: string, content: string) =>
  api.patch<TComment>(`${song(songId)}/comments/${encodeURIComponent(commentId)}`, { content }, songKeyHeaders(songId));
export const deleteComment = (songId: string, commentId: string) =>
  api.delete<{ message: string }>(
    `${song(songId)}/comments?commentId=${encodeURIComponent(commentId)}`,
    songKeyHeaders(songId),
  );
export const setCommentLike = (commentId: string, like: boolean) => {
  const path = `/api/comments/${encodeURIComponent(commentId)}/like`;
  return like
    ? api.post<{ liked: boolean; like_count: number }>(path)
    : api.delete<{ liked: boolean; like_count: number }>(path);
};
export const getRating = (songId: string, signal?: AbortSignal) =>
  api.get<Rating>(`${song(songId)}/rating`, { signal, ...songKeyHeaders(songId) });
export const putRating = (songId: string, rating: number) =>
  api.put<Rating>(`${song(songId)}/rating`, { rating }, songKeyHeaders(songId));
export const clearRating = (songId: string) => api.delete<Rating>(`${song(songId)}/rating`, songKeyHeaders(songId));

/** 75 → '1:15'. */
export function formatMoment(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
