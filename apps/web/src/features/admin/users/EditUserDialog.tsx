import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EMAIL_PATTERN, ROLES, type TAdminUserItem, type TAdminUserUpdateInput, type TRole } from '@serenade/contract';
import { hasRole, ROLE_LABELS } from '../../auth/roles';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';

/** SPEC 5 "User edit": name and e-mail required; e-mail format. */
export const editUserSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Email is invalid'),
  // A disabled select (own role, own status) may come back empty: that means unchanged.
  role: z.enum(ROLES).optional(),
  status: z.enum(['active', 'suspended']).optional(),
});
type EditValues = z.infer<typeof editUserSchema>;
const FIELDS = ['name', 'email', 'role', 'status'] as const;

export type EditUserDialogProps = {
  user: TAdminUserItem;
  actor: { id: string; role: TRole };
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (patch: TAdminUserUpdateInput) => Promise<unknown>;
};

/** Sends only what changed, so an admin renaming someone never trips a rule about fields left alone. */
export function EditUserDialog({ user, actor, pending, onOpenChange, onSave }: EditUserDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { name: user.name, email: user.email, role: user.role, status: user.status },
  });
  const self = user.id === actor.id;
  const superadmin = hasRole(actor.role, 'superadmin');
  // DECISIONS.md: nobody changes their own role; only a superadmin grants or removes admin roles.
  const roleLocked = self || (!superadmin && hasRole(user.role, 'admin'));
  const roleHint = self
    ? 'You cannot change your own role.'
    : roleLocked
      ? 'Only a superadmin can change an admin’s role.'
      : undefined;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const patch: TAdminUserUpdateInput = {};
    if (values.name.trim() !== user.name) patch.name = values.name.trim();
    if (values.email.trim().toLowerCase() !== user.email) patch.email = values.email.trim();
    if (values.role && values.role !== user.role) patch.role = values.role;
    if (values.status && values.status !== user.status) patch.status = values.status;
    if (Object.keys(patch).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await onSave(patch);
      onOpenChange(false);
    } catch (err) {
      const field = err instanceof ApiError ? FIELDS.find((f) => f === err.field) : undefined;
      if (field) setError(field, { message: (err as ApiError).message });
      else setFormError(errorMessage(err, 'Failed to update user'));
    }
  });

  return (
    <Dialog open onOpenChange={(o) => (pending ? undefined : onOpenChange(o))} title="Edit User">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <Field label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Role" error={errors.role?.message} hint={roleHint}>
            <Select disabled={roleLocked} {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r} disabled={!superadmin && hasRole(r, 'admin') && r !== user.role}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Status" error={errors.status?.message} hint={self ? 'You cannot suspend yourself.' : undefined}>
            <Select disabled={self} {...register('status')}>
              <option value="active">Active</option>
              <option value="suspended">Suspended</option>
            </Select>
          </Field>
        </div>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save Changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
