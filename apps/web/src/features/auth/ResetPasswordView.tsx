import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useConfig } from '../site/use-config';
import { resetPassword } from './api';
import { AuthCard } from './AuthCard';
import { PasswordHints } from './PasswordHints';
import { resetPasswordSchema } from './schemas';

export function ResetPasswordView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { config } = useConfig();
  const schema = useMemo(() => resetPasswordSchema(config.passwordPolicy), [config.passwordPolicy]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control, name: 'password' });
  const mutation = useMutation({ mutationFn: (pw: string) => resetPassword({ token, password: pw }) });

  if (!token) {
    return (
      <AuthCard title="Reset link missing" description="This page needs the link from your password reset e-mail.">
        <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Request a new link
        </Link>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Password updated">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CircleCheck className="size-10 text-success" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">Your password has been changed. You can log in with it now.</p>
          <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Go to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Pick something you haven't used here before.">
      <form
        onSubmit={handleSubmit(({ password: pw }) => mutation.mutate(pw))}
        noValidate
        className="flex flex-col gap-4"
      >
        {mutation.isError ? (
          <Alert
            variant="error"
            action={
              <Link to="/forgot-password" className="text-sm font-medium text-link hover:underline">
                Request a new link
              </Link>
            }
          >
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Field
          label="New Password"
          error={errors.password?.message}
          hint={<PasswordHints password={password} policy={config.passwordPolicy} />}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...register('password')} />
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
