import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailChangePendingMessage, type TAuthUser, type TProfileUpdateBody } from '@serenade/contract';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { profileKeys, updateProfile } from './api';
import { profileDetailsFormSchema } from './schemas';
import { useFlash } from './use-flash';

export function ProfileDetailsForm({ user }: { user: TAuthUser }) {
  const queryClient = useQueryClient();
  const flash = useFlash();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileDetailsFormSchema(user.email)),
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const emailChanging = watch('email').trim().toLowerCase() !== user.email;

  const mutation = useMutation({
    mutationFn: (body: TProfileUpdateBody) => updateProfile(body),
    onSuccess: (updated) => {
      queryClient.setQueryData(profileKeys.me, updated);
      // The address itself changes only when the link sent to the new one is followed.
      reset({ name: updated.name, email: updated.email, currentPassword: '' });
      flash.show('Profile updated successfully');
    },
    onError: (error) => {
      if (
        error instanceof ApiError &&
        (error.field === 'name' || error.field === 'email' || error.field === 'currentPassword')
      ) {
        setError(error.field, { message: error.message });
      } else {
        setFormError(errorMessage(error, 'Failed to update profile'));
      }
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile details</CardTitle>
        <CardDescription>Your name is shown on songs, comments and playlists you share.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit((body) => {
            setFormError(null);
            flash.clear();
            mutation.mutate({
              name: body.name,
              email: body.email,
              ...(emailChanging ? { currentPassword: body.currentPassword } : {}),
            });
          })}
          noValidate
          className="flex flex-col gap-4"
        >
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          {user.pendingEmail ? (
            <Alert variant="info" title="Confirm your new e-mail address">
              {emailChangePendingMessage(user.pendingEmail, user.email)}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field
              label="Email"
              error={errors.email?.message}
              hint={
                isDirty && emailChanging
                  ? 'We will send a link to the new address: your e-mail changes when you follow it. Your current address gets a notice with a link to undo the change.'
                  : undefined
              }
            >
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </Field>
          </div>
          {emailChanging ? (
            <Field
              label="Current password"
              error={errors.currentPassword?.message}
              hint="To change your e-mail address, confirm it is you."
            >
              <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
            </Field>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={mutation.isPending}>
              Save Profile
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
