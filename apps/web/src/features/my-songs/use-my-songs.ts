import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSongListItem } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../ui/Toast';
import { songKeys } from '../songs/api';
import { getMySongs, mySongsKeys, setSongPublic } from './api';

export function useMySongs() {
  return useQuery({ queryKey: mySongsKeys.all, queryFn: getMySongs });
}

type Variables = { song: TSongListItem; isPublic: boolean; description?: string };

/** Flips visibility at once; puts it back and says so when the server refuses. */
export function useSetSongPublic() {
  const queryClient = useQueryClient();
  const patchSong = (id: string, patch: Partial<TSongListItem>) =>
    queryClient.setQueryData<TSongListItem[]>(mySongsKeys.all, (songs) =>
      songs?.map((s) => (s.id === id ? { ...s, ...patch } : s)),
    );
  return useMutation({
    mutationFn: ({ song, isPublic, description }: Variables) => setSongPublic(song.id, isPublic, description),
    onMutate: async ({ song, isPublic }) => {
      await queryClient.cancelQueries({ queryKey: mySongsKeys.all });
      patchSong(song.id, { isPublic });
    },
    onError: (error, { song }) => {
      // Only this song goes back, so a toggle on another row in flight is left alone.
      patchSong(song.id, { isPublic: song.isPublic });
      toast({
        variant: 'error',
        title: `Could not update “${song.title || 'Untitled Song'}”`,
        description: errorMessage(error, 'Failed to update visibility. Please try again.'),
      });
    },
    onSuccess: (updated) => {
      patchSong(updated.id, updated);
      // Latest songs and the song page change with visibility.
      void queryClient.invalidateQueries({ queryKey: songKeys.all });
      toast({
        variant: 'success',
        title: updated.isPublic ? 'Song is now public' : 'Song is now private',
        description: updated.isPublic
          ? `Anyone can find and play “${updated.title || 'Untitled Song'}”.`
          : `Only you can play “${updated.title || 'Untitled Song'}”.`,
        durationMs: 3000,
      });
    },
  });
}
