import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../auth/use-session';
import { connectionsKey, getConnections, type ConnectionKind } from './api';

export type ConnectionsDialogProps = {
  memberId: string;
  memberName: string;
  kind: ConnectionKind | null;
  onClose: () => void;
};

function ConnectionList({ memberId, kind, onClose }: { memberId: string; kind: ConnectionKind; onClose: () => void }) {
  const { user } = useSession();
  const query = useQuery({
    queryKey: connectionsKey(memberId, kind, user?.id ?? null),
    queryFn: ({ signal }) => getConnections(memberId, kind, signal),
  });
  if (query.isPending)
    return (
      <div className="flex justify-center py-6 text-muted-foreground">
        <Spinner label="Loading…" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(query.error)}
      </p>
    );
  if (query.data.length === 0)
    return (
      <p className="py-4 text-center text-muted-foreground">
        {kind === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}
      </p>
    );
  return (
    <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
      {query.data.map((p) => (
        <li key={p.id}>
          <Link
            to={`/user/${p.id}`}
            onClick={onClose}
            className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-muted"
          >
            <Avatar name={p.name} src={p.avatar_url} size="sm" />
            <span className="truncate font-medium">{p.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Who follows a member, or whom they follow. */
export function ConnectionsDialog({ memberId, memberName, kind, onClose }: ConnectionsDialogProps) {
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'following' ? `${memberName} follows` : `Followers of ${memberName}`}
      size="sm"
    >
      {kind ? <ConnectionList memberId={memberId} kind={kind} onClose={onClose} /> : null}
    </Dialog>
  );
}
