import { lazy, Suspense } from 'react';
import { Dialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { useConfig } from '../site/use-config';
import type { AuthModalApi, AuthModalView } from './auth-modal-context';
import type { SessionUser } from './jwt';

const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));

const copy = {
  login: { title: 'Welcome back', description: 'Log in to your Serenade account.' },
  register: { title: 'Create your account', description: 'Make personalised songs and share them in minutes.' },
} as const;

export type AuthDialogProps = {
  open: boolean;
  view: AuthModalView;
  email?: string;
  /** Changes on every open so each visit starts with a fresh form. */
  formKey: number;
  api: AuthModalApi;
  onSuccess: (user: SessionUser | null, registered: boolean) => void;
};

export function AuthDialog({ open, view, email, formKey, api, onSuccess }: AuthDialogProps) {
  const shown = copy[view];
  const { config } = useConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) api.close();
      }}
      title={shown.title}
      description={shown.description}
    >
      <Suspense fallback={<PageSpinner />}>
        {view === 'register' ? (
          <RegisterForm
            key={formKey}
            onSuccess={(user) => onSuccess(user, true)}
            onSwitchToLogin={(address) => api.openLogin(address)}
          />
        ) : (
          <>
            <LoginForm
              key={formKey}
              defaultEmail={email}
              onSuccess={(user) => onSuccess(user, false)}
              onNavigateAway={api.close}
            />
            {config.signupsEnabled ? (
              <p className="mt-5 text-center text-sm text-muted-foreground">
                New to Serenade?{' '}
                <button
                  type="button"
                  onClick={api.openRegister}
                  className="font-medium text-link underline-offset-4 hover:underline"
                >
                  Create an account
                </button>
              </p>
            ) : null}
          </>
        )}
      </Suspense>
    </Dialog>
  );
}
