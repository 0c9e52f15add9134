import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ZLoginBody, type TLoginBody, type TTwoFactorChallenge } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useConfig } from '../site/use-config';
import { isTwoFactorChallenge, login } from './api';
import { loginErrorMessage } from './auth-errors';
import type { SessionUser } from './jwt';
import { recallRegisteredEmail } from './recent-signup';
import { TwoFactorStep } from './TwoFactorStep';
import { useCompleteAuth } from './use-auth-actions';

export type LoginFormProps = {
  variant?: 'modal' | 'page';
  defaultEmail?: string;
  onSuccess: (user: SessionUser | null) => void;
  /** Called when the visitor follows the "Forgot password?" link (the modal closes itself). */
  onNavigateAway?: () => void;
};

export function LoginForm({ variant = 'modal', defaultEmail, onSuccess, onNavigateAway }: LoginFormProps) {
  const { config } = useConfig();
  const completeAuth = useCompleteAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { email: defaultEmail ?? recallRegisteredEmail() ?? '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: (body: TLoginBody) => login(body, config.adminEmailDomain),
    onSuccess: (result) => {
      // Staff with two-factor sign-in on get a code step before any tokens.
      if (isTwoFactorChallenge(result)) return setChallenge(result);
      onSuccess(completeAuth(result));
    },
    onError: (error) => setFormError(loginErrorMessage(error, variant)),
  });

  const submit = handleSubmit((body) => {
    setFormError(null);
    mutation.mutate(body);
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onVerified={(session) => onSuccess(completeAuth(session))}
        onRestart={(reason) => {
          setChallenge(null);
          setFormError(reason ?? null);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          autoFocus={variant === 'modal'}
          {...register('email')}
        />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link
            to="/forgot-password"
            onClick={onNavigateAway}
            className="text-sm font-medium text-link underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={mutation.isPending} className="mt-1">
        Log In
      </Button>
    </form>
  );
}
