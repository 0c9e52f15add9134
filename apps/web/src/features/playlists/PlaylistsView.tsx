import { useDeferredValue, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, Trash2 } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { PageHeading } from '../../ui/PageHeading';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { createPlaylist, deletePlaylist, playlistKeys, type PlaylistSummary } from './api';
import { PlaylistCard } from './PlaylistCard';
import { PlaylistForm } from './PlaylistForm';
import { useDiscoverPlaylists, useFollowedPlaylists, useMyPlaylists } from './use-playlists';

export const LOAD_ERROR = 'Failed to load playlists. Please try again later.';

type ListQuery = { isPending: boolean; isError: boolean; data?: PlaylistSummary[]; refetch: () => unknown };

function PlaylistList({
  query,
  label,
  empty,
  actions,
}: {
  query: ListQuery;
  label: string;
  empty: ReactNode;
  actions?: (p: PlaylistSummary) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="flex justify-center py-6 text-muted-foreground">
        <Spinner label="Loading playlists…" />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <Alert
        variant="error"
        title={LOAD_ERROR}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  if (query.data.length === 0) return <p className="py-4 text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {query.data.map((p) => (
        <li key={p.id}>
          <PlaylistCard playlist={p} actions={actions?.(p)} />
        </li>
      ))}
    </ul>
  );
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-10" aria-label={title}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function MyPlaylists() {
  const mine = useMyPlaylists();
  const followed = useFollowedPlaylists();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const create = useMutation({
    mutationFn: createPlaylist,
    onSuccess: (p) => {
      void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
      setCreating(false);
      toast({ variant: 'success', title: `Created “${p.name}”`, durationMs: 3000 });
      void navigate(`/playlists/${p.id}`);
    },
  });
  const remove = useMutation({
    mutationFn: (p: PlaylistSummary) => deletePlaylist(p.id),
    onSuccess: (_d, p) => {
      void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
      toast({ variant: 'success', title: `Deleted “${p.name}”`, durationMs: 3000 });
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Failed to delete the playlist', description: errorMessage(error) }),
  });
  return (
    <>
      <Section
        title="My Playlists"
        actions={
          <Button
            onClick={() => {
              create.reset();
              setCreating(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" /> New Playlist
          </Button>
        }
      >
        <PlaylistList
          query={mine}
          label="My playlists"
          empty="You have no playlists yet. Create one to start collecting songs."
          actions={(p) => (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${p.name}`}
              disabled={remove.isPending && remove.variables?.id === p.id}
              onClick={() => {
                if (window.confirm('Are you sure you want to delete this playlist?')) remove.mutate(p);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          )}
        />
      </Section>
      <Section title="Followed Playlists">
        <PlaylistList query={followed} label="Followed playlists" empty="You are not following any playlists yet." />
      </Section>
      <Dialog open={creating} onOpenChange={setCreating} title="Create Playlist">
        <PlaylistForm
          submitLabel="Create Playlist"
          onCancel={() => setCreating(false)}
          error={create.isError ? errorMessage(create.error, 'Failed to create the playlist') : null}
          onSubmit={(values) => create.mutateAsync(values).catch(() => undefined)}
        />
      </Dialog>
    </>
  );
}

function Discover() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const discover = useDiscoverPlaylists(deferred);
  return (
    <Section title="Discover">
      <label className="relative mb-4 block max-w-md">
        <span className="sr-only">Search public playlists</span>
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search public playlists"
          className="pl-9"
          maxLength={100}
        />
      </label>
      <PlaylistList
        query={discover}
        label="Discover playlists"
        empty={deferred.trim() ? 'No public playlists match your search.' : 'No public playlists yet.'}
      />
    </Section>
  );
}

export function PlaylistsView() {
  const { status } = useSession();
  const auth = useAuthModal();
  return (
    <Container className="py-10">
      <title>Playlists · Serenade</title>
      <PageHeading title="Playlists" description="Collect songs you love, follow other people's lists, and share." />
      {status === 'authenticated' ? (
        <MyPlaylists />
      ) : status === 'anonymous' ? (
        <Card className="mt-8 flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">Log in to create your own playlists and see the ones you follow.</p>
          <Button onClick={() => auth.openLogin()}>Log in</Button>
        </Card>
      ) : null}
      <Discover />
    </Container>
  );
}
