import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Wrench } from 'lucide-react';
import { AuthModalProvider } from '../../features/auth/AuthModalProvider';
import { preloadAuthForms } from '../../features/auth/auth-modal-context';
import { isStaff } from '../../features/auth/roles';
import { useSession } from '../../features/auth/use-session';
import { Footer } from '../../features/layout/Footer';
import { Header } from '../../features/layout/Header';
import { PersistentPlayer } from '../../features/player/PersistentPlayer';
import { useConfig } from '../../features/site/use-config';
import { Container } from '../../ui/Container';
import { PageSpinner } from '../../ui/Spinner';

// Staff must still be able to sign in and finish account flows during maintenance.
const OPEN_DURING_MAINTENANCE = ['/login', '/setup', '/forgot-password', '/reset-password', '/verify-email'];

function MaintenanceNotice() {
  return (
    <Container className="py-24">
      <title>Maintenance · Serenade</title>
      <div className="mx-auto flex max-w-lg flex-col items-center text-center">
        <span className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
          <Wrench className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold">We&apos;ll be right back</h1>
        <p className="mt-3 text-muted-foreground">
          Serenade is down for scheduled maintenance. Please check back in a little while.
        </p>
      </div>
    </Container>
  );
}

function MainContent() {
  const { config } = useConfig();
  const { user } = useSession();
  const { pathname } = useLocation();
  const blocked = config.maintenanceMode && !isStaff(user?.role) && !OPEN_DURING_MAINTENANCE.includes(pathname);
  return blocked ? <MaintenanceNotice /> : <Outlet />;
}

export function AppLayout() {
  // Fetch the modal forms once the page is idle so the first click opens them instantly.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => preloadAuthForms());
  }, []);

  return (
    <AuthModalProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageSpinner />}>
            <MainContent />
          </Suspense>
        </main>
        <Footer />
        <PersistentPlayer />
      </div>
    </AuthModalProvider>
  );
}
