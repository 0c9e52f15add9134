import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { useConfig } from '../site/use-config';
import { useAuthModal } from './auth-modal-context';
import { AuthCard } from './AuthCard';
import { session } from './client';
import type { SessionUser } from './jwt';
import { LoginForm } from './LoginForm';
import { sanitizeRedirect } from './redirect';
import { isStaff } from './roles';
import { useLogout } from './use-auth-actions';
import { useSession } from './use-session';

/** Where the /login page sends someone (SPEC 2): staff to the dashboard, others to the redirect or home. */
export function destinationAfterPageLogin(user: SessionUser | null, redirect: string | null): string {
  if (user && isStaff(user.role)) return '/admin/dashboard';
  return sanitizeRedirect(redirect) ?? '/';
}

export function LoginPageView() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const { user } = useSession();
  const { config } = useConfig();
  const authModal = useAuthModal();
  const logout = useLogout();
  // Sent here because the server ended the session (a suspended account): say so, not just "Log in".
  const [endedReason] = useState(() => session.endedReason());

  if (user) {
    const target = sanitizeRedirect(redirect);
    const wantsAdmin = target?.startsWith('/admin') && !isStaff(user.role);
    return (
      <AuthCard title="You're logged in" description={`Signed in as ${user.email}.`}>
        <div className="flex flex-col gap-3">
          {wantsAdmin ? (
            <Alert variant="warning">The admin area needs a staff account. Log out to sign in as someone else.</Alert>
          ) : null}
          {wantsAdmin ? null : (
            <Link
              to={destinationAfterPageLogin(user, redirect)}
              className={buttonClasses({ size: 'lg', fullWidth: true })}
            >
              Continue
            </Link>
          )}
          <Button
            variant="outline"
            size="lg"
            fullWidth
            onClick={() => void logout(`/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`)}
          >
            Log out
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Log in"
      description={redirect ? 'Log in to continue where you left off.' : 'Welcome back to Serenade.'}
      footer={
        // With sign-ups closed (admin setting) there is no account to create.
        config.signupsEnabled ? (
          <>
            New to Serenade?{' '}
            <button type="button" onClick={authModal.openRegister} className="font-medium text-link hover:underline">
              Create an account
            </button>
          </>
        ) : undefined
      }
    >
      {endedReason ? (
        <Alert variant="error" title="You have been signed out" className="mb-5">
          {endedReason}
        </Alert>
      ) : null}
      {config.needsSetup ? (
        <Alert variant="info" title="Finish setting up Serenade" className="mb-5">
          There is no administrator yet. Open the setup link printed in the server log to create one.
        </Alert>
      ) : null}
      <LoginForm
        variant="page"
        onSuccess={(u) => void navigate(destinationAfterPageLogin(u, redirect), { replace: true })}
      />
    </AuthCard>
  );
}
