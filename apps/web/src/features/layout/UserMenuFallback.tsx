import { ChevronDown } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import type { SessionUser } from '../auth/jwt';

/** Looks like the user-menu trigger while its code loads. */
export function UserMenuFallback({ user }: { user: SessionUser }) {
  return (
    <button
      type="button"
      aria-label="User menu"
      aria-disabled="true"
      className="inline-flex items-center gap-1.5 rounded-full p-0.5 pr-1.5"
    >
      <Avatar name={user.name} src={user.avatar} size="sm" />
      <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}
