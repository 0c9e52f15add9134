import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { profileKeys } from '../profile/api';
import { confirmEmailChange, undoEmailChange } from './api';
import { AuthCard } from './AuthCard';
import { session } from './client';
import { useSession } from './use-session';

/**
 * /account/email?confirm=… (the link sent to a new address) and /account/email?undo=… (the link in the notice
 * sent to the old one). Undoing signs every session out, this browser's too, and offers a new password at once.
 */
export function AccountEmailView() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm') ?? '';
  const undo = params.get('undo') ?? '';
  const { user } = useSession();
  const queryClient = useQueryClient();
  // A query rather than an effect-fired mutation: it runs once per token, even under StrictMode.
  const result = useQuery({
    queryKey: ['auth', 'email-change', confirm ? 'confirm' : 'undo', confirm || undo],
    queryFn: async () =>
      confirm
        ? { kind: 'confirm' as const, ...(await confirmEmailChange(confirm)) }
        : { kind: 'undo' as const, ...(await undoEmailChange(undo)) },
    enabled: Boolean(confirm || undo),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!result.isSuccess) return;
    if (result.data.kind === 'undo') {
      // The server ended every session; forget this browser's tokens too.
      session.clear();
      queryClient.removeQueries({ queryKey: profileKeys.all });
    } else {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    }
  }, [result.isSuccess, result.data, queryClient]);

  const next = user ? (
    <Link to="/profile" className={buttonClasses({ size: 'lg', fullWidth: true })}>
      Go to your profile
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
      Log in
    </Link>
  );

  if (!confirm && !undo) {
    return (
      <AuthCard title="Link missing" description="Open the link from the e-mail about your address change.">
        {next}
      </AuthCard>
    );
  }

  if (result.isPending) {
    return (
      <AuthCard title={confirm ? 'Confirming your new address' : 'Undoing the change'}>
        <div className="flex justify-center py-6 text-muted-foreground">
          <Spinner className="size-7" label="Working" />
        </div>
      </AuthCard>
    );
  }

  if (result.isError) {
    return (
      <AuthCard title={confirm ? "We couldn't change your e-mail" : "We couldn't undo the change"}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-10 text-danger" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{errorMessage(result.error)}</p>
          {next}
        </div>
      </AuthCard>
    );
  }

  if (result.data.kind === 'undo') {
    return (
      <AuthCard title="E-mail change undone">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CircleCheck className="size-10 text-success" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{result.data.message}</p>
          <Link
            to={`/reset-password?token=${encodeURIComponent(result.data.resetToken)}`}
            className={buttonClasses({ size: 'lg', fullWidth: true })}
          >
            Choose a new password
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="E-mail address changed">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{result.data.message}</p>
        {next}
      </div>
    </AuthCard>
  );
}
