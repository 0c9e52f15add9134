import { useState } from 'react';
import { KeyRound, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import type { TAdminRole, TAdminTeamMember, TPasswordPolicy } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Select } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDateTime } from '../kit/format';
import { AddAdminDialog } from './AddAdminDialog';
import { useAdminTeam, useRemoveAdmin, useResetTwoFactor, useSetAdminRole } from './api';
import { ROLE_OPTIONS } from './roles';
import { SetPasswordDialog } from './SetPasswordDialog';

/** SPEC 2 Admin Users tab (superadmin): add, set password, change role, remove; never your own row. */
export function AdminUsersTab({ policy }: { policy: TPasswordPolicy }) {
  const team = useAdminTeam(true);
  const setRole = useSetAdminRole();
  const remove = useRemoveAdmin();
  const resetTwoFactor = useResetTwoFactor();
  const [adding, setAdding] = useState(false);
  const [passwordFor, setPasswordFor] = useState<TAdminTeamMember | null>(null);
  const [removing, setRemoving] = useState<TAdminTeamMember | null>(null);

  const changeRole = (admin: TAdminTeamMember, role: TAdminRole) =>
    setRole.mutate(
      { id: admin.id, role },
      {
        onSuccess: (u) => toast({ title: `${u.name} is now ${ROLE_OPTIONS.find((r) => r.value === u.role)?.label}` }),
        onError: (error) =>
          toast({ title: 'Failed to update admin role', description: errorMessage(error), variant: 'error' }),
      },
    );

  const admins = team.data?.admins ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Editors run requests, songs, feedback and e-mail. Admins also manage users, payments and settings. Super
          admins also manage security and this list. You cannot change or remove yourself.
        </p>
        <Button onClick={() => setAdding(true)} className="shrink-0">
          <UserPlus className="size-4" aria-hidden="true" /> Add Admin
        </Button>
      </div>

      {team.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner className="size-6" label="Loading admin users" />
        </div>
      ) : team.isError ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void team.refetch()}>
              Try Again
            </Button>
          }
        >
          Failed to load admin users. {errorMessage(team.error)}
        </Alert>
      ) : admins.length === 0 ? (
        <Card className="p-10 text-center text-muted-foreground">No admin users found.</Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-border" aria-label="Admin users">
            {admins.map((a) => (
              <li key={a.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:gap-4">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{a.name}</span>
                    {a.is_current_user ? <Badge variant="primary">You</Badge> : null}
                    {a.status === 'suspended' ? <Badge variant="danger">Suspended</Badge> : null}
                    {a.twoFactorEnabled ? (
                      <Badge variant="success" title="Two-factor sign-in set up">
                        <ShieldCheck aria-hidden="true" /> 2FA
                      </Badge>
                    ) : null}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">{a.email}</p>
                  <p className="text-xs text-muted-foreground">Last login: {formatDateTime(a.lastLoginAt)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
                  <Select
                    aria-label={`Role of ${a.name}`}
                    value={a.role}
                    disabled={a.is_current_user || setRole.isPending}
                    onChange={(e) => changeRole(a, e.target.value as TAdminRole)}
                    className="h-9! w-auto! min-w-36"
                  >
                    {ROLE_OPTIONS.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </Select>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={a.is_current_user}
                    onClick={() => setPasswordFor(a)}
                    aria-label={`Set password for ${a.name}`}
                  >
                    <KeyRound className="size-4" aria-hidden="true" /> Set Password
                  </Button>
                  {a.twoFactorEnabled && !a.is_current_user ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        resetTwoFactor.mutate(a.id, {
                          onSuccess: () =>
                            toast({ title: `${a.name} will set up two-factor sign-in again at their next login` }),
                          onError: (e) => toast({ title: errorMessage(e), variant: 'error' }),
                        })
                      }
                    >
                      Reset 2FA
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger"
                    disabled={a.is_current_user}
                    onClick={() => setRemoving(a)}
                    aria-label={`Remove ${a.name}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <AddAdminDialog open={adding} onOpenChange={setAdding} />
      <SetPasswordDialog admin={passwordFor} policy={policy} onClose={() => setPasswordFor(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title="Remove admin user"
        message="Are you sure you want to remove this admin user?"
        confirmLabel="Remove"
        pending={remove.isPending}
        error={remove.isError ? `Failed to remove admin user: ${errorMessage(remove.error)}` : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (r) => {
              toast({ title: r.message, variant: 'success' });
              setRemoving(null);
            },
          })
        }
      >
        {removing ? (
          <p className="text-sm text-muted-foreground">
            {removing.name} ({removing.email}) goes back to being a member and is signed out everywhere.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
