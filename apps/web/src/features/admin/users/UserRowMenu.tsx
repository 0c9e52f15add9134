import { KeyRound, MoreHorizontal, Pencil, UserCheck, UserX } from 'lucide-react';
import type { TAdminUserItem } from '@serenade/contract';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../ui/DropdownMenu';
import type { UserAction } from './use-user-actions';

export type UserRowMenuProps = {
  user: TAdminUserItem;
  isSelf: boolean;
  onAction: (kind: UserAction, user: TAdminUserItem) => void;
};

export function UserRowMenu({ user, isSelf, onAction }: UserRowMenuProps) {
  return (
    <Menu modal={false}>
      <MenuTrigger
        className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
        aria-label={`Actions for ${user.name}`}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={() => onAction('edit', user)}>
          <Pencil aria-hidden="true" />
          Edit
        </MenuItem>
        <MenuItem onSelect={() => onAction('reset', user)} disabled={user.status !== 'active'}>
          <KeyRound aria-hidden="true" />
          Send password reset
        </MenuItem>
        {isSelf ? null : (
          <MenuItem onSelect={() => onAction('status', user)}>
            {user.status === 'active' ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {user.status === 'active' ? 'Suspend' : 'Activate'}
          </MenuItem>
        )}
      </MenuContent>
    </Menu>
  );
}
