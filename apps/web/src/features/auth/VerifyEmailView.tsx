import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { profileKeys } from '../profile/api';
import { verifyEmail } from './api';
import { AuthCard } from './AuthCard';
import { useSession } from './use-session';

export function VerifyEmailView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const queryClient = useQueryClient();
  // A query rather than an effect-fired mutation: it runs once per token, even under StrictMode.
  const result = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (result.isSuccess) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [result.isSuccess, queryClient]);

  const next = user ? (
    <Link to="/profile" className={buttonClasses({ size: 'lg', fullWidth: true })}>
      Go to your profile
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
      Log in
    </Link>
  );

  if (!token) {
    return (
      <AuthCard
        title="Verification link missing"
        description="Open the link from your verification e-mail to confirm your address."
      >
        {next}
      </AuthCard>
    );
  }

  if (result.isPending) {
    return (
      <AuthCard title="Verifying your e-mail">
        <div className="flex justify-center py-6 text-muted-foreground">
          <Spinner className="size-7" label="Verifying your e-mail" />
        </div>
      </AuthCard>
    );
  }

  if (result.isError) {
    return (
      <AuthCard title="We couldn't verify your e-mail">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-10 text-danger" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            {errorMessage(result.error)} The link may have expired or already been used. You can ask for a new one from
            your profile.
          </p>
          {next}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="E-mail verified">
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">Thanks! Your e-mail address is confirmed.</p>
        {next}
      </div>
    </AuthCard>
  );
}
