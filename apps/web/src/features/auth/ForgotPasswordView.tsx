import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { forgotPassword } from './api';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema } from './schemas';

export function ForgotPasswordView() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: (email: string) => forgotPassword(email),
    onSuccess: (_data, email) => setSentTo(email),
  });

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/login" className="font-medium text-link hover:underline">
        Back to login
      </Link>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" footer={footer}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-10 text-success" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            If an account exists for <strong className="text-foreground">{sentTo}</strong>, we&apos;ve sent a link to
            reset its password. The link expires soon, so use it shortly.
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail and we'll send you a link to choose a new one."
      footer={footer}
    >
      <form onSubmit={handleSubmit(({ email }) => mutation.mutate(email))} noValidate className="flex flex-col gap-4">
        {mutation.isError ? <Alert variant="error">{errorMessage(mutation.error)}</Alert> : null}
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
        </Field>
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
