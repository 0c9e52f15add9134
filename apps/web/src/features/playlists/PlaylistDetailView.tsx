import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ListMusic, Pencil, Plus, Share2, Trash2 } from 'lucide-react';
import type { TPlaylist } from '@serenade/contract';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { CoverImage } from '../../ui/CoverImage';
import { Dialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { plural } from '../songs/format';
import { AddSongsDialog } from './AddSongsDialog';
import { deletePlaylist, playlistKeys } from './api';
import { VisibilityBadge } from './PlaylistCard';
import { PlaylistForm } from './PlaylistForm';
import { LOAD_ERROR } from './PlaylistsView';
import { PlaylistSongList } from './PlaylistSongList';
import { ShareDialog } from './ShareDialog';
import { useFollowPlaylist, useMoveSong, usePlaylist, useRemoveSong, useUpdatePlaylist } from './use-playlists';

export const PLAYLIST_NOT_FOUND_TEXT =
  "The playlist you're looking for doesn't exist or you don't have permission to view it.";

export function PlaylistNotFound() {
  return (
    <Container className="py-20">
      <title>Playlist Not Found · Serenade</title>
      <div className="mx-auto flex max-w-lg flex-col items-center text-center">
        <span className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">
          <ListMusic className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">Playlist Not Found</h1>
        <p className="mt-3 text-muted-foreground">{PLAYLIST_NOT_FOUND_TEXT}</p>
        <Link to="/playlists" className={buttonClasses({ className: 'mt-6' })}>
          Browse Playlists
        </Link>
      </div>
    </Container>
  );
}

type DialogName = 'edit' | 'add' | 'share' | null;

function OwnerActions({ playlist, onOpen }: { playlist: TPlaylist; onOpen: (d: DialogName) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deletePlaylist(playlist.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['playlists', 'detail', playlist.id] });
      void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
      toast({ variant: 'success', title: `Deleted “${playlist.name}”`, durationMs: 3000 });
      void navigate('/playlists');
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Failed to delete the playlist', description: errorMessage(error) }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => onOpen('add')}>
        <Plus className="size-4" aria-hidden="true" /> Add Songs
      </Button>
      <Button variant="outline" onClick={() => onOpen('edit')}>
        <Pencil className="size-4" aria-hidden="true" /> Edit
      </Button>
      <Button variant="outline" onClick={() => onOpen('share')}>
        <Share2 className="size-4" aria-hidden="true" /> Share
      </Button>
      <Button
        variant="outline"
        loading={remove.isPending}
        onClick={() => {
          if (window.confirm('Are you sure you want to delete this playlist?')) remove.mutate();
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}

function FollowButton({ playlist }: { playlist: TPlaylist }) {
  const { status } = useSession();
  const auth = useAuthModal();
  const follow = useFollowPlaylist(playlist.id);
  if (status !== 'authenticated')
    return (
      <Button variant="outline" onClick={() => auth.openLogin()}>
        Log in to follow
      </Button>
    );
  return (
    <Button
      variant={playlist.is_following ? 'outline' : 'primary'}
      aria-pressed={playlist.is_following}
      loading={follow.isPending}
      onClick={() => follow.mutate(!playlist.is_following)}
    >
      {playlist.is_following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}

function PlaylistBody({ playlist }: { playlist: TPlaylist }) {
  const [dialog, setDialog] = useState<DialogName>(null);
  const update = useUpdatePlaylist(playlist.id);
  const move = useMoveSong(playlist.id);
  const remove = useRemoveSong(playlist.id);
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <Container className="py-10">
      <title>{`${playlist.name} · Serenade`}</title>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
        <CoverImage src={playlist.cover_image} className="size-36 rounded-2xl sm:size-44" />
        <div className="min-w-0 flex-1">
          <div className="mb-2">
            <VisibilityBadge visibility={playlist.visibility} />
          </div>
          <h1 className="text-3xl font-bold break-words sm:text-4xl">{playlist.name}</h1>
          {playlist.description ? (
            <p className="mt-2 whitespace-pre-line text-muted-foreground">{playlist.description}</p>
          ) : null}
          <p className="mt-2 text-sm text-muted-foreground">
            By{' '}
            <Link to={`/user/${playlist.owner.id}`} className="font-medium text-foreground hover:text-link">
              {playlist.owner.name}
            </Link>{' '}
            · <span data-testid="song-count">{plural(playlist.song_count, 'song')}</span> ·{' '}
            <span data-testid="follower-count">{plural(playlist.follower_count, 'follower')}</span>
          </p>
          <div className="mt-4">
            {playlist.is_owner ? (
              <OwnerActions playlist={playlist} onOpen={setDialog} />
            ) : (
              <FollowButton playlist={playlist} />
            )}
          </div>
        </div>
      </div>

      <Card className="mt-8 p-4 sm:p-6">
        <h2 className="mb-2 text-lg font-semibold">Songs</h2>
        {playlist.songs.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            {playlist.is_owner ? 'This playlist is empty. Add some songs to get started.' : 'This playlist is empty.'}
          </p>
        ) : (
          <PlaylistSongList
            songs={playlist.songs}
            canEdit={playlist.is_owner}
            onMove={(song, from, to) => move.mutate({ song, from, to })}
            onRemove={(song) => remove.mutate(song)}
          />
        )}
      </Card>

      {playlist.is_owner ? (
        <>
          <Dialog open={dialog === 'edit'} onOpenChange={close} title="Edit Playlist">
            <PlaylistForm
              initial={{
                name: playlist.name,
                description: playlist.description ?? '',
                visibility: playlist.visibility,
              }}
              submitLabel="Save Changes"
              onCancel={() => setDialog(null)}
              error={update.isError ? errorMessage(update.error, 'Failed to update the playlist') : null}
              onSubmit={(values) =>
                update
                  .mutateAsync(values)
                  .then(() => {
                    setDialog(null);
                    toast({ variant: 'success', title: 'Playlist updated', durationMs: 3000 });
                  })
                  .catch(() => undefined)
              }
            />
          </Dialog>
          <AddSongsDialog playlistId={playlist.id} open={dialog === 'add'} onOpenChange={close} />
          <ShareDialog playlistId={playlist.id} open={dialog === 'share'} onOpenChange={close} />
        </>
      ) : null}
    </Container>
  );
}

export function PlaylistDetailView({ playlistId }: { playlistId: string }) {
  const query = usePlaylist(playlistId);
  if (query.isPending) return <PageSpinner label="Loading playlist…" />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400))
      return <PlaylistNotFound />;
    return (
      <Container className="py-16">
        <Alert
          variant="error"
          title={LOAD_ERROR}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      </Container>
    );
  }
  return <PlaylistBody playlist={query.data} />;
}
