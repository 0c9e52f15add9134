import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminSong, TSongStatus, TSongVisibility } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { deleteAdminSong, setSongStatus, setSongVisibility, songLibraryKeys } from './api';

export type SongAction = 'status' | 'delete';
type Open = { kind: SongAction; song: TAdminSong } | null;

const withReason = (prefix: string, e: unknown) => `${prefix}: ${errorMessage(e)}`;

/**
 * Archive/activate and delete ask first (SPEC 5); visibility flips at once. Every failure is shown
 * (in the dialog, or as `visibilityError` for the page) so nothing fails silently (SPEC 8).
 */
export function useSongActions(opts: { onDeleted?: (song: TAdminSong) => void } = {}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [visibilityError, setVisibilityError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: songLibraryKeys.all });

  const status = useMutation({
    mutationFn: ({ id, to }: { id: string; to: TSongStatus }) => setSongStatus(id, to),
    onSettled: () => void refresh(),
  });
  const visibility = useMutation({
    mutationFn: ({ id, to }: { id: string; to: TSongVisibility }) => setSongVisibility(id, to),
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAdminSong(id),
    onSuccess: () => void refresh(),
  });

  const close = () => {
    setCurrent(null);
    setError(null);
  };
  const open = (kind: SongAction, song: TAdminSong) => {
    setError(null);
    setCurrent({ kind, song });
  };

  const toggleVisibility = (song: TAdminSong) => {
    const to: TSongVisibility = song.visibility === 'public' ? 'private' : 'public';
    setVisibilityError(null);
    visibility.mutate(
      { id: song.id, to },
      {
        onSuccess: () => toast({ title: `“${song.title}” is now ${to}`, variant: 'success' }),
        onError: (e) => setVisibilityError(withReason('Failed to update song visibility', e)),
      },
    );
  };

  let dialogs: ReactNode = null;
  if (current?.kind === 'status') {
    const { song } = current;
    const archiving = song.status === 'active';
    dialogs = (
      <ConfirmDialog
        open
        onOpenChange={(o) => (o ? undefined : close())}
        title={archiving ? 'Archive song' : 'Activate song'}
        message={
          archiving
            ? `Are you sure you want to archive “${song.title}”? It will disappear from public listings until it is activated again.`
            : `Are you sure you want to activate “${song.title}”? It will show in public listings again if it is public.`
        }
        confirmLabel={archiving ? 'Archive' : 'Activate'}
        variant={archiving ? 'danger' : 'primary'}
        pending={status.isPending}
        error={error}
        onConfirm={() =>
          status.mutate(
            { id: song.id, to: archiving ? 'archived' : 'active' },
            {
              onSuccess: () => {
                toast({
                  title: archiving ? 'Song archived' : 'Song activated',
                  description: song.title,
                  variant: 'success',
                });
                close();
              },
              onError: (e) => setError(withReason('Failed to update song status', e)),
            },
          )
        }
      />
    );
  } else if (current?.kind === 'delete') {
    const { song } = current;
    dialogs = (
      <ConfirmDialog
        open
        onOpenChange={(o) => (o ? undefined : close())}
        title="Delete song"
        message="Are you sure you want to delete this song?"
        confirmLabel="Delete Permanently"
        pending={remove.isPending}
        error={error}
        onConfirm={() =>
          remove.mutate(song.id, {
            onSuccess: () => {
              toast({ title: 'Song deleted', description: song.title, variant: 'success' });
              close();
              opts.onDeleted?.(song);
            },
            onError: (e) => setError(withReason('Failed to delete song', e)),
          })
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-muted/50 p-3 text-sm">
          <dt className="text-muted-foreground">Title</dt>
          <dd className="min-w-0 truncate font-medium">{song.title}</dd>
          <dt className="text-muted-foreground">Artist</dt>
          <dd className="min-w-0 truncate">{song.artist}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          Its audio, cover and waveform are removed too. This action cannot be undone.
        </p>
      </ConfirmDialog>
    );
  }

  return {
    open,
    toggleVisibility,
    visibilityPending: visibility.isPending ? visibility.variables?.id : undefined,
    visibilityError,
    clearVisibilityError: () => setVisibilityError(null),
    dialogs,
  };
}
