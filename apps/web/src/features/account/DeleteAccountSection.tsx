import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useLogout } from '../auth/use-auth-actions';
import { deleteAccount } from './api';

/** Deleting the account removes the member's songs, playlists, comments and likes, after their password. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const logout = useLogout();
  const remove = useMutation({ mutationFn: deleteAccount, onSuccess: () => logout('/') });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password && !remove.isPending) remove.mutate(password);
  };
  return (
    <section aria-labelledby="settings-delete" className="flex flex-col gap-4">
      <h2 id="settings-delete" className="flex items-center gap-2 text-xl font-semibold">
        <TriangleAlert className="size-5 text-red-600" aria-hidden="true" />
        Delete account
      </h2>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-muted-foreground">
          Your songs, playlists, comments and likes are deleted for good. Receipts of payments are kept, as the law
          asks.
        </p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Card>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setPassword('');
            remove.reset();
          }
        }}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field label="Password" error={remove.isError ? remove.error.message : undefined}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          {remove.isError && !(remove.error.message ?? '').length ? (
            <Alert variant="error">Could not delete the account.</Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!password || remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete Permanently'}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
