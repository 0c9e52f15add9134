import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/Toast';
import { api } from '../auth/client';
import { useSession } from '../auth/use-session';
import { toggleLike } from './api';
import type { LikeState } from './types';

export const LOGIN_TO_LIKE = 'Please log in to like songs';
export const LIKE_FAILED = 'Failed to update like status';

const likeKey = (id: string, userId: string | null) => ['songs', 'like', id, userId] as const;

/**
 * Like state of one song for the current viewer, and a toggle that updates at once and rolls back
 * on failure. Visitors are told to log in (SPEC 2).
 */
export function useLikeSong(id: string | null, initial?: LikeState) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const key = likeKey(id ?? '', userId);

  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<LikeState>(`/api/songs/${encodeURIComponent(id!)}/like`, { signal }),
    enabled: Boolean(id) && !initial,
    initialData: initial,
    staleTime: 60_000,
  });

  const mutation = useMutation({
    mutationFn: () => toggleLike(id!),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key);
      if (previous) {
        const liked = !previous.liked;
        queryClient.setQueryData<LikeState>(key, {
          liked,
          likeCount: Math.max(0, previous.likeCount + (liked ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: LIKE_FAILED, variant: 'error' });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: ['songs', 'detail', id] });
    },
  });

  function like() {
    if (!id) return;
    if (!user) {
      toast({ title: LOGIN_TO_LIKE, variant: 'error' });
      return;
    }
    if (!mutation.isPending) mutation.mutate();
  }

  return { state: query.data, like, isPending: mutation.isPending, isSignedIn: Boolean(user) };
}
