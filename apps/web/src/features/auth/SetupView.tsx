import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Spinner } from '../../ui/Spinner';
import { useConfig } from '../site/use-config';
import { completeSetup, setupStatus } from './api';
import { AuthCard } from './AuthCard';
import { PasswordHints } from './PasswordHints';
import { setupSchema } from './schemas';
import { useCompleteAuth } from './use-auth-actions';

function InvalidSetupLink() {
  return (
    <AuthCard title="This setup link can't be used">
      <div role="alert" className="flex flex-col items-center gap-4 text-center">
        <ShieldX className="size-10 text-danger" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          The link is invalid or has already been used, so the first administrator may already exist. Log in with that
          account, or restart the server to print a new setup link if nobody has set it up yet.
        </p>
        <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Go to login
        </Link>
      </div>
    </AuthCard>
  );
}

/** /setup?token=...: creates the first superadmin of a fresh install. */
export function SetupView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const completeAuth = useCompleteAuth();
  const { config } = useConfig();
  const [formError, setFormError] = useState<string | null>(null);

  const status = useQuery({
    queryKey: ['auth', 'setup-status', token],
    queryFn: () => setupStatus(token),
    enabled: Boolean(token),
    retry: false,
  });

  const schema = useMemo(() => setupSchema(config.passwordPolicy), [config.passwordPolicy]);
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
    mutationFn: (body: { name: string; email: string; password: string }) => completeSetup({ token, ...body }),
    onSuccess: (result) => {
      completeAuth(result);
      void navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => setFormError(errorMessage(error, 'Setup failed')),
  });

  if (!token) return <InvalidSetupLink />;
  if (status.isPending) {
    return (
      <AuthCard title="Checking your setup link">
        <div className="flex justify-center py-6 text-muted-foreground">
          <Spinner className="size-7" label="Checking your setup link" />
        </div>
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title="Set up Serenade">
        <Alert variant="error">{errorMessage(status.error)}</Alert>
      </AuthCard>
    );
  }
  if (!status.data.valid) return <InvalidSetupLink />;

  return (
    <AuthCard
      title="Set up Serenade"
      description="Create the first administrator account. It gets full access to the admin area."
    >
      <form
        onSubmit={handleSubmit(({ name, email, password: pw }) => {
          setFormError(null);
          mutation.mutate({ name, email, password: pw });
        })}
        noValidate
        className="flex flex-col gap-4"
      >
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="name" autoFocus {...register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
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
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          Create Admin Account
        </Button>
      </form>
    </AuthCard>
  );
}
