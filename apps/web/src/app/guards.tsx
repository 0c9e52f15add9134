import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { TRole } from '@serenade/contract';
import { ShieldAlert } from 'lucide-react';
import { loginPathFor } from '../features/auth/redirect';
import { hasRole } from '../features/auth/roles';
import { useSession } from '../features/auth/use-session';
import { PageSpinner } from '../ui/Spinner';

/** SPEC 2: /upload, /profile, /my-songs, /settings send logged-out visitors to /login?redirect=<path>. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <PageSpinner label="Restoring your session" />;
  if (status === 'anonymous') return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Inside the admin area: some screens need more than editor (DECISIONS: users, payments, settings). */
export function RequireRole({ min, children }: { min: TRole; children: ReactNode }) {
  const { user } = useSession();
  if (hasRole(user?.role, min)) return children;
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <ShieldAlert className="mb-4 size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-2xl font-bold">You don&apos;t have access to this page</h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        This part of the admin area needs the {min} role. Ask an administrator if you need it.
      </p>
    </div>
  );
}
