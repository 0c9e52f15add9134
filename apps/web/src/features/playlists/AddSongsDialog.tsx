import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { CoverImage } from '../../ui/CoverImage';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { getAddable, playlistKeys } from './api';
import { useAddSongs } from './use-playlists';

export const NO_SONGS_TO_ADD = "You don't have any songs available to add.";
export const SELECT_ONE = 'Please select at least one song to add';

export type AddSongsDialogProps = { playlistId: string; open: boolean; onOpenChange: (open: boolean) => void };

function Picker({ playlistId, onDone }: { playlistId: string; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const addable = useQuery({
    queryKey: playlistKeys.addable(playlistId, deferred),
    queryFn: ({ signal }) => getAddable(playlistId, deferred, signal),
    placeholderData: (prev) => prev,
  });
  const add = useAddSongs(playlistId);

  const toggle = (id: string) => {
    setError(null);
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const submit = () => {
    if (selected.size === 0) return setError(SELECT_ONE);
    add.mutate([...selected], {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: `Added ${selected.size} song${selected.size === 1 ? '' : 's'}`,
          durationMs: 3000,
        });
        onDone();
      },
      onError: (e) => setError(errorMessage(e, 'Failed to add songs')),
    });
  };

  const songs = addable.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <label className="relative block">
        <span className="sr-only">Search songs</span>
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search songs"
          className="pl-9"
          maxLength={100}
        />
      </label>
      <div className="max-h-80 overflow-y-auto">
        {addable.isPending ? (
          <div className="flex justify-center py-6 text-muted-foreground">
            <Spinner label="Loading songs…" />
          </div>
        ) : addable.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(addable.error, 'Failed to load songs')}
          </p>
        ) : songs.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            {deferred.trim() ? 'No songs match your search.' : NO_SONGS_TO_ADD}
          </p>
        ) : (
          <ul aria-label="Songs you can add" className="flex flex-col gap-1">
            {songs.map((s) => (
              <li key={s.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 hover:bg-muted">
                  <input
                    type="checkbox"
                    checked={selected.has(s.id)}
                    onChange={() => toggle(s.id)}
                    className="size-4 accent-[var(--color-primary)]"
                    aria-label={s.title}
                  />
                  <CoverImage src={s.cover_image} className="size-9 rounded-lg" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{s.title}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {s.artist}
                      {s.mine ? ' · yours' : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">{selected.size} selected</span>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            Add Selected
          </Button>
        </div>
      </div>
    </div>
  );
}

export function AddSongsDialog({ playlistId, open, onOpenChange }: AddSongsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Songs" size="lg">
      {open ? <Picker playlistId={playlistId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
