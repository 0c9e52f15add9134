import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { PasswordHints } from '../auth/PasswordHints';
import { useConfig } from '../site/use-config';
import { profileKeys, updateProfile } from './api';
import { passwordChangeSchema } from './schemas';
import { useFlash } from './use-flash';

export function PasswordChangeForm() {
  const { config } = useConfig();
  const queryClient = useQueryClient();
  const flash = useFlash();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => passwordChangeSchema(config.passwordPolicy), [config.passwordPolicy]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const mutation = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => updateProfile(body),
    onSuccess: (updated) => {
      queryClient.setQueryData(profileKeys.me, updated);
      reset();
      flash.show('Password changed successfully');
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'WRONG_PASSWORD' || error.field === 'currentPassword')) {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.field === 'newPassword') {
        setError('newPassword', { message: error.message }, { shouldFocus: true });
      } else {
        setFormError(errorMessage(error, 'Failed to change password'));
      }
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Use at least {Math.max(8, config.passwordPolicy.minLength)} characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(({ currentPassword, newPassword: next }) => {
            setFormError(null);
            flash.clear();
            mutation.mutate({ currentPassword, newPassword: next });
          })}
          noValidate
          className="flex flex-col gap-4"
        >
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          <Field label="Current Password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="New Password"
              error={errors.newPassword?.message}
              hint={newPassword ? <PasswordHints password={newPassword} policy={config.passwordPolicy} /> : undefined}
            >
              <Input type="password" autoComplete="new-password" {...register('newPassword')} />
            </Field>
            <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
            </Field>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={mutation.isPending}>
              Change Password
            </Button>
            {flash.message ? (
              <p role="status" className="text-sm font-medium text-success">
                {flash.message}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
