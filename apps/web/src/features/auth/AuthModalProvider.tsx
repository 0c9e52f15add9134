import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { AuthModalContext, type AuthModalApi, type AuthModalView } from './auth-modal-context';
import type { SessionUser } from './jwt';
import { destinationAfterModalAuth } from './use-auth-actions';

const AuthDialog = lazy(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));

// The view is kept while closing so the content does not change during the exit animation.
type ModalState = { open: boolean; view: AuthModalView; email?: string; key: number };

/** Holds the Login and Register modals opened from the header (and anywhere else). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ open: false, view: 'login', key: 0 });
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const api = useMemo<AuthModalApi>(
    () => ({
      openLogin: (email) => setState((s) => ({ open: true, view: 'login', email, key: s.key + 1 })),
      openRegister: () => setState((s) => ({ open: true, view: 'register', key: s.key + 1 })),
      close: () => setState((s) => (s.open ? { ...s, open: false } : s)),
    }),
    [],
  );

  // Following a link inside the modal (e.g. "Forgot password?") closes it.
  useEffect(() => {
    api.close();
  }, [pathname, api]);

  const handleSuccess = (user: SessionUser | null, registered: boolean) => {
    api.close();
    toast({
      variant: 'success',
      title: registered ? 'Welcome to Serenade!' : `Welcome back${user?.name ? `, ${user.name}` : ''}!`,
      description: registered ? 'We sent you an e-mail to confirm your address.' : undefined,
    });
    void navigate(destinationAfterModalAuth(user));
  };

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {/* The dialog code loads the first time it is needed (usually already preloaded on idle). */}
      {state.key > 0 ? (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay text-white">
              <Spinner className="size-8" label="Loading" />
            </div>
          }
        >
          <AuthDialog
            open={state.open}
            view={state.view}
            email={state.email}
            formKey={state.key}
            api={api}
            onSuccess={handleSuccess}
          />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
