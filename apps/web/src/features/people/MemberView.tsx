import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { CoverImage } from '../../ui/CoverImage';
import { PageSpinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { ActivityList } from '../feed/ActivityList';
import { feedKeys } from '../feed/api';
import { formatDate, plural } from '../songs/format';
import { getMember, peopleKeys, setFollowUser, type ConnectionKind, type Member } from './api';
import { ConnectionsDialog } from './ConnectionsDialog';

function FollowButton({ member }: { member: Member }) {
  const { status, user } = useSession();
  const auth = useAuthModal();
  const queryClient = useQueryClient();
  const key = peopleKeys.member(member.id, user?.id ?? null);
  const follow = useMutation({
    mutationFn: (want: boolean) => setFollowUser(member.id, want),
    onSuccess: (state) => {
      queryClient.setQueryData<Member>(key, (m) =>
        m ? { ...m, is_following: state.following, followers: state.followers } : m,
      );
      void queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, member.id, 'followers'] });
      void queryClient.invalidateQueries({ queryKey: feedKeys.all, refetchType: 'none' });
    },
    onError: (error) =>
      toast({ variant: 'error', title: 'Failed to update follow status', description: errorMessage(error) }),
  });
  if (member.is_me) return null;
  if (status !== 'authenticated')
    return (
      <Button variant="outline" onClick={() => auth.openLogin()}>
        Log in to follow
      </Button>
    );
  return (
    <Button
      variant={member.is_following ? 'outline' : 'primary'}
      aria-pressed={member.is_following}
      loading={follow.isPending}
      onClick={() => follow.mutate(!member.is_following)}
    >
      {member.is_following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}

function MemberBody({ member }: { member: Member }) {
  const [connections, setConnections] = useState<ConnectionKind | null>(null);
  return (
    <Container className="py-10">
      <title>{`${member.name} · Serenade`}</title>
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <Avatar name={member.name} src={member.avatar_url} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold break-words">{member.name}</h1>
          <p className="mt-1 text-sm text-muted-foreground">Joined {formatDate(member.joined_at)}</p>
          <p className="mt-2 flex gap-4 text-sm">
            <button
              type="button"
              data-testid="followers"
              onClick={() => setConnections('followers')}
              className="font-semibold hover:text-link hover:underline"
            >
              {plural(member.followers, 'follower')}
            </button>
            <button
              type="button"
              data-testid="following"
              onClick={() => setConnections('following')}
              className="hover:text-link hover:underline"
            >
              <strong>{member.following}</strong> following
            </button>
          </p>
        </div>
        <FollowButton member={member} />
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-label="Songs">
          <h2 className="mb-3 text-xl font-semibold">Songs</h2>
          {member.songs.length === 0 ? (
            <p className="text-muted-foreground">No public songs yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {member.songs.map((s) => (
                <li key={s.id}>
                  <Card className="flex items-center gap-3 p-3">
                    <CoverImage src={s.coverUrl} className="size-11 rounded-lg" />
                    <div className="min-w-0">
                      <Link to={`/track/${s.id}`} className="block truncate font-medium hover:text-link">
                        {s.title}
                      </Link>
                      <p className="truncate text-sm text-muted-foreground">{s.artist}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Playlists">
          <h2 className="mb-3 text-xl font-semibold">Playlists</h2>
          {member.playlists.length === 0 ? (
            <p className="text-muted-foreground">No public playlists yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {member.playlists.map((p) => (
                <li key={p.id}>
                  <Card className="flex items-center justify-between gap-3 p-3">
                    <Link to={`/playlists/${p.id}`} className="truncate font-medium hover:text-link">
                      {p.name}
                    </Link>
                    <span className="shrink-0 text-sm text-muted-foreground">{plural(p.song_count, 'song')}</span>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-label="Recent activity" className="mt-10">
        <h2 className="mb-3 text-xl font-semibold">Recent Activity</h2>
        <Card className="p-4 sm:p-6">
          <ActivityList
            scope={{ kind: 'user', id: member.id }}
            label={`Recent activity of ${member.name}`}
            emptyText="No recent activity to show."
          />
        </Card>
      </section>
      <ConnectionsDialog
        memberId={member.id}
        memberName={member.name}
        kind={connections}
        onClose={() => setConnections(null)}
      />
    </Container>
  );
}

export function MemberView({ id }: { id: string }) {
  const { user, status } = useSession();
  const query = useQuery({
    queryKey: peopleKeys.member(id, user?.id ?? null),
    queryFn: ({ signal }) => getMember(id, signal),
    enabled: status !== 'restoring',
    retry: (n, e) => n < 2 && !(e instanceof ApiError && e.status < 500 && e.status > 0),
  });
  if (query.isPending) return <PageSpinner label="Loading member…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return (
      <Container className="py-20">
        {missing ? (
          <div className="mx-auto flex max-w-lg flex-col items-center text-center">
            <UserRound className="mb-4 size-10 text-muted-foreground" aria-hidden="true" />
            <h1 className="text-3xl font-bold">Member Not Found</h1>
            <p className="mt-3 text-muted-foreground">{errorMessage(query.error)}</p>
            <Link to="/feed" className={buttonClasses({ className: 'mt-6' })}>
              Back to the Feed
            </Link>
          </div>
        ) : (
          <Alert
            variant="error"
            title="Could not load this member."
            action={
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Alert>
        )}
      </Container>
    );
  }
  return <MemberBody member={query.data} />;
}
