import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserItem, TAdminUserUpdateInput } from '@serenade/contract';
import { useSession } from '../../auth/use-session';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { sendPasswordReset, updateUser, usersKeys } from './api';
import { EditUserDialog } from './EditUserDialog';

export type UserAction = 'edit' | 'reset' | 'status';
type Open = { kind: UserAction; user: TAdminUserItem } | null;

/**
 * Edit, password reset and suspend/activate for the users list and the detail page: one place for the
 * dialogs, their confirmations (SPEC 8: 'Send password reset email to {name}?') and the cache refresh.
 */
export function useUserActions(): { open: (kind: UserAction, user: TAdminUserItem) => void; dialogs: ReactNode } {
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const [current, setCurrent] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TAdminUserUpdateInput }) => updateUser(id, patch),
    onSuccess: () => void refresh(),
  });
  const reset = useMutation({ mutationFn: (id: string) => sendPasswordReset(id) });

  const close = () => {
    setCurrent(null);
    setError(null);
  };
  const open = (kind: UserAction, user: TAdminUserItem) => {
    setError(null);
    update.reset();
    reset.reset();
    setCurrent({ kind, user });
  };

  let dialogs: ReactNode = null;
  if (current && me) {
    const { user } = current;
    if (current.kind === 'edit') {
      dialogs = (
        <EditUserDialog
          key={user.id}
          user={user}
          actor={{ id: me.id, role: me.role }}
          pending={update.isPending}
          onOpenChange={(o) => (o ? undefined : close())}
          onSave={async (patch) => {
            await update.mutateAsync({ id: user.id, patch });
            toast({ title: 'User updated', description: user.name, variant: 'success' });
          }}
        />
      );
    } else if (current.kind === 'reset') {
      dialogs = (
        <ConfirmDialog
          open
          onOpenChange={(o) => (o ? undefined : close())}
          title="Send password reset"
          message={`Send password reset email to ${user.name}?`}
          confirmLabel="Send Reset Email"
          variant="primary"
          pending={reset.isPending}
          error={error}
          onConfirm={() =>
            reset.mutate(user.id, {
              onSuccess: (r) => {
                toast({ title: 'Password reset sent', description: r.message, variant: 'success' });
                close();
              },
              onError: (e) => setError(errorMessage(e, 'Failed to send password reset')),
            })
          }
        />
      );
    } else {
      const suspending = user.status === 'active';
      dialogs = (
        <ConfirmDialog
          open
          onOpenChange={(o) => (o ? undefined : close())}
          title={suspending ? 'Suspend user' : 'Activate user'}
          message={
            suspending
              ? `Suspend ${user.name}? They are signed out at once and cannot log in until activated again.`
              : `Activate ${user.name}? They will be able to log in again.`
          }
          confirmLabel={suspending ? 'Suspend' : 'Activate'}
          variant={suspending ? 'danger' : 'primary'}
          pending={update.isPending}
          error={error}
          onConfirm={() =>
            update.mutate(
              { id: user.id, patch: { status: suspending ? 'suspended' : 'active' } },
              {
                onSuccess: () => {
                  toast({
                    title: suspending ? 'User suspended' : 'User activated',
                    description: user.name,
                    variant: 'success',
                  });
                  close();
                },
                onError: (e) => setError(errorMessage(e, 'Failed to update user status')),
              },
            )
          }
        />
      );
    }
  }
  return { open, dialogs };
}
