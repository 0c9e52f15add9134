import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TComment } from '@serenade/contract';
import { ApiError } from '../../lib/api-error';
import { useSession } from '../auth/use-session';
import {
  addComment,
  commentKeys,
  deleteComment,
  editComment,
  getComments,
  setCommentLike,
  type CommentPage,
} from './api';

type Pages = InfiniteData<CommentPage, number>;

/** A server message when there is one; otherwise the SPEC text for that action. */
export function actionError(error: unknown, fallback: string): Error {
  return new Error(error instanceof ApiError && error.fromServer ? error.message : fallback);
}

export function useComments(songId: string) {
  const { user, status } = useSession();
  const key = commentKeys.list(songId, user?.id ?? null);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => getComments(songId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: status !== 'restoring',
  });

  const patch = (update: (c: TComment) => TComment | null) =>
    queryClient.setQueryData<Pages>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              comments: p.comments.map(update).filter((c): c is TComment => c !== null),
            })),
          }
        : data,
    );

  const add = useMutation({
    mutationFn: ({ content, timestamp }: { content: string; timestamp: number | null }) =>
      addComment(songId, content, timestamp).catch((e: unknown) => {
        throw actionError(e, 'Failed to add comment');
      }),
    onSuccess: (comment) =>
      queryClient.setQueryData<Pages>(key, (data) =>
        data && data.pages[0]
          ? {
              ...data,
              pages: [{ ...data.pages[0], comments: [comment, ...data.pages[0].comments] }, ...data.pages.slice(1)],
            }
          : data,
      ),
  });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      editComment(songId, id, content).catch((e: unknown) => {
        throw actionError(e, 'Failed to update comment');
      }),
    onSuccess: (updated) => patch((c) => (c.id === updated.id ? updated : c)),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      deleteComment(songId, id).catch((e: unknown) => {
        throw actionError(e, 'Failed to delete comment');
      }),
    onSuccess: (_d, id) => patch((c) => (c.id === id ? null : c)),
  });
  const like = useMutation({
    mutationFn: (comment: TComment) => setCommentLike(comment.id, !comment.is_liked),
    onMutate: (comment) =>
      patch((c) =>
        c.id === comment.id
          ? { ...c, is_liked: !comment.is_liked, like_count: Math.max(0, c.like_count + (comment.is_liked ? -1 : 1)) }
          : c,
      ),
    onSuccess: (state, comment) =>
      patch((c) =>
        c.id === comment.id ? { ...c, is_liked: state.liked, like_count: Math.max(0, state.like_count) } : c,
      ),
    onError: (_e, comment) =>
      patch((c) => (c.id === comment.id ? { ...c, is_liked: comment.is_liked, like_count: comment.like_count } : c)),
  });
  return { query, add, edit, remove, like };
}
