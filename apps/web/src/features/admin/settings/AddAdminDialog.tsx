import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EMAIL_PATTERN, type TAdminRole } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useAddAdmin } from './api';
import { ROLE_OPTIONS } from './roles';

const ZAddForm = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  name: z.string().trim().min(1, 'Please enter a name').max(100, 'Name must be at most 100 characters'),
  role: z.enum(['editor', 'admin', 'superadmin']),
});
type TAddForm = z.infer<typeof ZAddForm>;

export function AddAdminDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useAddAdmin();
  const { register, handleSubmit, formState, reset, setError } = useForm<TAddForm>({
    resolver: zodResolver(ZAddForm),
    defaultValues: { email: '', name: '', role: 'editor' satisfies TAdminRole },
  });

  const close = () => {
    if (mutation.isPending) return;
    reset();
    mutation.reset();
    onOpenChange(false);
  };

  const submit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (result) => {
        toast({ title: 'Admin user added', description: result.message, variant: 'success' });
        close();
      },
      onError: (error) => {
        const field = (error as { field?: string }).field;
        if (field === 'email' || field === 'name' || field === 'role')
          setError(field, { message: errorMessage(error) });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add Admin User"
      description="A new account gets an e-mail with a link to set its password; an existing member is promoted."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="off" {...register('email')} autoFocus />
        </Field>
        <Field label="Name" error={formState.errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Role" error={formState.errors.role?.message}>
          <Select {...register('role')}>
            {ROLE_OPTIONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </Select>
        </Field>
        {mutation.isError ? (
          <Alert variant="error" title="Failed to add admin user">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Add Admin
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
