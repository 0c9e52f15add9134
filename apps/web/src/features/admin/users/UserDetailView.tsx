import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, KeyRound, Pencil, UserCheck, UserX } from 'lucide-react';
import { useSession } from '../../auth/use-session';
import { ApiError } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime, formatDay } from '../kit/format';
import { fetchUserDetail, usersKeys } from './api';
import { RoleBadge, StatusBadge } from './badges';
import { UserPayments, UserRequests, UserSongs } from './UserDetailTables';
import { useUserActions } from './use-user-actions';

export const USER_LOAD_ERROR = 'Failed to load user. Please try again.';

function BackLink() {
  return (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-link hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to users
    </Link>
  );
}

/** /admin/users/{id}: the profile, the member's songs, requests and payments, and the same actions as the list. */
export function UserDetailView({ userId }: { userId: string }) {
  const { user: me } = useSession();
  const actions = useUserActions();
  const query = useQuery({ queryKey: usersKeys.detail(userId), queryFn: () => fetchUserDetail(userId) });

  if (query.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-muted-foreground">
        <Spinner className="size-7" label="Loading user" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <title>User · Admin · Serenade</title>
        <BackLink />
        <Alert
          variant="error"
          title={missing ? 'User not found' : USER_LOAD_ERROR}
          action={
            missing ? undefined : (
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            )
          }
        />
      </div>
    );
  }

  const { user, songs, requests, payments } = query.data;
  const isSelf = me?.id === user.id;
  const facts: [string, string][] = [
    ['Joined', formatDay(user.createdAt)],
    ['Last login', user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'],
    ['User ID', user.id],
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>{`${user.name} · Users · Admin · Serenade`}</title>
      <BackLink />
      <Card className="flex flex-col gap-5 p-6 md:flex-row md:items-start">
        <Avatar name={user.name} src={user.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-2xl font-bold break-words">{user.name}</h2>
          <p className="break-all text-muted-foreground">{user.email}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
            {user.emailVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Email verified
              </Badge>
            ) : (
              <Badge variant="warning">Email not verified</Badge>
            )}
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {facts.map(([k, v]) => (
              <div key={k} className="min-w-0">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className={k === 'User ID' ? 'font-mono text-xs break-all' : 'font-medium'}>{v}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
          <Button variant="outline" size="sm" onClick={() => actions.open('edit', user)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => actions.open('reset', user)}
            disabled={user.status !== 'active'}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            Send password reset
          </Button>
          {isSelf ? null : user.status === 'active' ? (
            <Button variant="danger" size="sm" onClick={() => actions.open('status', user)}>
              <UserX className="size-4" aria-hidden="true" />
              Suspend
            </Button>
          ) : (
            <Button size="sm" onClick={() => actions.open('status', user)}>
              <UserCheck className="size-4" aria-hidden="true" />
              Activate
            </Button>
          )}
        </div>
      </Card>
      <UserSongs songs={songs} />
      <UserRequests requests={requests} />
      <UserPayments payments={payments} />
      {actions.dialogs}
    </div>
  );
}
