import { useState, type FormEvent } from 'react';
import type { TAdminTeamMember, TPasswordPolicy } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useSetAdminPassword } from './api';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { setPasswordProblem } from './password-strength';

export type SetPasswordDialogProps = {
  admin: TAdminTeamMember | null;
  policy: TPasswordPolicy;
  onClose: () => void;
};

export function SetPasswordDialog({ admin, policy, onClose }: SetPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useSetAdminPassword();
  const problem = setPasswordProblem(password, confirm, policy);

  const close = () => {
    if (mutation.isPending) return;
    setPassword('');
    setConfirm('');
    setTouched(false);
    mutation.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!admin || problem) return;
    mutation.mutate(
      { id: admin.id, password },
      {
        onSuccess: () => {
          toast({ title: `Password set for ${admin.name}`, variant: 'success' });
          close();
        },
      },
    );
  };

  const rules = [
    `at least ${policy.minLength} characters`,
    ...(policy.requireNumbers ? ['a number'] : []),
    ...(policy.requireSpecialChars ? ['a special character'] : []),
  ].join(', ');
  const mismatch = touched && confirm.length > 0 && password !== confirm;
  return (
    <Dialog
      open={admin !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Set Password"
      description={admin ? `A new password for ${admin.name} (${admin.email}). Their other sessions end.` : undefined}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="New password" hint={`Needs ${rules}.`}>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        </Field>
        <PasswordStrengthMeter password={password} />
        <Field label="Confirm password" error={mismatch ? 'Passwords do not match' : undefined}>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
        {touched && problem && !mismatch && password ? <p className="text-sm text-danger">{problem}</p> : null}
        {mutation.isError ? (
          <Alert variant="error" title="Failed to set password">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={problem !== null}>
            Set Password
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
