import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { TSignupBody } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useConfig } from '../site/use-config';
import { signup } from './api';
import { registerErrorMessage, type RegisterError } from './auth-errors';
import type { SessionUser } from './jwt';
import { PasswordHints } from './PasswordHints';
import { rememberRegisteredEmail } from './recent-signup';
import { registerSchema } from './schemas';
import { useCompleteAuth } from './use-auth-actions';

export type RegisterFormProps = {
  onSuccess: (user: SessionUser | null) => void;
  onSwitchToLogin: (email?: string) => void;
};

export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { config } = useConfig();
  const completeAuth = useCompleteAuth();
  const [formError, setFormError] = useState<(RegisterError & { email: string }) | null>(null);
  const schema = useMemo(() => registerSchema(config.passwordPolicy), [config.passwordPolicy]);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const mutation = useMutation({
    mutationFn: (body: TSignupBody) => signup(body),
    onSuccess: (result, body) => {
      rememberRegisteredEmail(body.email);
      onSuccess(completeAuth(result));
    },
    onError: (error, body) => setFormError({ ...registerErrorMessage(error), email: body.email }),
  });

  const submit = handleSubmit(({ name, email, password: pw }) => {
    setFormError(null);
    mutation.mutate({ name, email, password: pw });
  });

  const closed = !config.signupsEnabled;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {closed ? (
        <Alert variant="warning" title="Registration is closed">
          New accounts cannot be created right now. Please check back later.
        </Alert>
      ) : null}
      {formError ? <Alert variant="error">{formError.message}</Alert> : null}
      {/* The public name on songs, comments and the profile: asked for, never made from the e-mail. */}
      <Field label="Name" error={errors.name?.message} hint="Shown with your songs and comments.">
        <Input autoComplete="name" placeholder="Lena Fischer" autoFocus {...register('name')} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint={<PasswordHints password={password} policy={config.passwordPolicy} />}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={mutation.isPending} disabled={closed} className="mt-1">
        Create Account
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Button
          variant={formError?.emailTaken ? 'primary' : 'link'}
          size="sm"
          onClick={() => onSwitchToLogin(formError?.emailTaken ? formError.email : undefined)}
          className={cn(formError?.emailTaken && 'ml-1 animate-fade-in ring-4 ring-primary/25')}
        >
          Log in instead
        </Button>
      </p>
    </form>
  );
}
