import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlaylist } from '@serenade/contract';
import { ApiError, errorMessage } from '../../lib/api-error';
import { toast } from '../../ui/Toast';
import { useSession } from '../auth/use-session';
import {
  addSongs,
  discoverPlaylists,
  getFollowedPlaylists,
  getMyPlaylists,
  getPlaylist,
  moveSong,
  playlistKeys,
  removeSongs,
  setFollowing,
  updatePlaylist,
  type PlaylistInput,
  type PlaylistSong,
} from './api';
import { moveItem } from './reorder';

function useViewer() {
  const { user, status } = useSession();
  return { viewer: user?.id ?? null, status };
}

export function useMyPlaylists() {
  const { viewer, status } = useViewer();
  return useQuery({
    queryKey: playlistKeys.mine(viewer),
    queryFn: ({ signal }) => getMyPlaylists(signal),
    enabled: status === 'authenticated',
  });
}

export function useFollowedPlaylists() {
  const { viewer, status } = useViewer();
  return useQuery({
    queryKey: playlistKeys.followed(viewer),
    queryFn: ({ signal }) => getFollowedPlaylists(signal),
    enabled: status === 'authenticated',
  });
}

export function useDiscoverPlaylists(search: string) {
  const { viewer, status } = useViewer();
  return useQuery({
    queryKey: playlistKeys.discover(search, viewer),
    queryFn: ({ signal }) => discoverPlaylists(search, signal),
    enabled: status !== 'restoring',
    placeholderData: (prev) => prev,
  });
}

export function usePlaylist(id: string) {
  const { viewer, status } = useViewer();
  return useQuery({
    queryKey: playlistKeys.detail(id, viewer),
    queryFn: ({ signal }) => getPlaylist(id, signal),
    enabled: status !== 'restoring',
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
  });
}

/** Reads and writes the cached detail of one playlist for the current viewer. */
function usePlaylistCache(id: string) {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const key = playlistKeys.detail(id, viewer);
  return {
    queryClient,
    key,
    get: () => queryClient.getQueryData<TPlaylist>(key),
    set: (update: (p: TPlaylist) => TPlaylist) => queryClient.setQueryData<TPlaylist>(key, (p) => (p ? update(p) : p)),
    setSongs: (songs: PlaylistSong[]) =>
      queryClient.setQueryData<TPlaylist>(key, (p) => (p ? { ...p, songs, song_count: songs.length } : p)),
    invalidateLists: () => queryClient.invalidateQueries({ queryKey: playlistKeys.all, refetchType: 'none' }),
  };
}

export function useUpdatePlaylist(id: string) {
  const cache = usePlaylistCache(id);
  return useMutation({
    mutationFn: (body: Partial<PlaylistInput>) => updatePlaylist(id, body),
    onSuccess: (playlist) => {
      cache.set(() => playlist);
      void cache.invalidateLists();
    },
  });
}

export function useAddSongs(id: string) {
  const cache = usePlaylistCache(id);
  return useMutation({
    mutationFn: (songIds: string[]) => addSongs(id, songIds),
    onSuccess: (songs) => {
      cache.setSongs(songs);
      void cache.invalidateLists();
    },
  });
}

export function useRemoveSong(id: string) {
  const cache = usePlaylistCache(id);
  return useMutation({
    mutationFn: (song: PlaylistSong) => removeSongs(id, [song.song_id]),
    onSuccess: (songs, song) => {
      cache.setSongs(songs);
      void cache.invalidateLists();
      toast({ title: `Removed “${song.title}”`, variant: 'success', durationMs: 3000 });
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Failed to remove the song', description: errorMessage(error) }),
  });
}

type MoveVars = { song: PlaylistSong; from: number; to: number };

/** Moves at once; each move is one PATCH, and a refused one puts the order back as it was. */
export function useMoveSong(id: string) {
  const cache = usePlaylistCache(id);
  return useMutation({
    mutationKey: ['playlist-move', id],
    mutationFn: ({ song, to }: MoveVars) => moveSong(id, song.song_id, to),
    onMutate: async ({ from, to }) => {
      await cache.queryClient.cancelQueries({ queryKey: cache.key });
      const before = cache.get()?.songs;
      if (before) cache.setSongs(moveItem(before, from, to).map((s, i) => ({ ...s, position: i })));
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) cache.setSongs(context.before);
      toast({ variant: 'error', title: 'Failed to reorder the playlist', description: errorMessage(error) });
    },
    onSuccess: (songs) => {
      // A later move still in flight already shows its order; the last answer settles it.
      if (cache.queryClient.isMutating({ mutationKey: ['playlist-move', id] }) <= 1) cache.setSongs(songs);
    },
  });
}

export function useFollowPlaylist(id: string) {
  const cache = usePlaylistCache(id);
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(id, follow),
    onSuccess: (summary) => {
      cache.set((p) => ({ ...p, is_following: summary.is_following, follower_count: summary.follower_count }));
      void cache.queryClient.invalidateQueries({ queryKey: playlistKeys.all, refetchType: 'none' });
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Failed to update follow status', description: errorMessage(error) }),
  });
}
