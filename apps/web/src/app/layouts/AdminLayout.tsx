import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ExternalLink, LogOut, Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { AdminNav } from '../../features/admin/AdminNav';
import { loginPathFor } from '../../features/auth/redirect';
import { isStaff, ROLE_LABELS } from '../../features/auth/roles';
import { useLogout } from '../../features/auth/use-auth-actions';
import { useSession } from '../../features/auth/use-session';
import { useProfile } from '../../features/profile/use-profile';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Sheet } from '../../ui/Dialog';
import { LogoMark } from '../../ui/Logo';
import { PageSpinner } from '../../ui/Spinner';
import { useMediaQuery } from '../../ui/use-media-query';

const COLLAPSED_KEY = 'serenade.adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** SPEC 6 + DECISIONS: editor, admin and superadmin reach the admin area; everyone else goes to /login. */
export function AdminLayout() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <PageSpinner label="Restoring your session" />;
  if (!user || !isStaff(user.role)) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <AdminShell />;
}

function AdminShell() {
  const { user } = useSession();
  const profile = useProfile();
  const logout = useLogout();
  // SPEC 9: under 768 px the sidebar becomes a drawer.
  const mobile = useMediaQuery('(max-width: 767px)');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // Preference only.
    }
  }, [collapsed]);

  useEffect(() => {
    if (!mobile) setDrawerOpen(false);
  }, [mobile]);

  if (!user) return null;
  const name = profile.data?.name ?? user.name;

  return (
    <div className="flex min-h-dvh bg-muted/40">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:text-primary-foreground"
      >
        Skip to content
      </a>
      {mobile ? null : (
        <aside
          className={cn(
            'sticky top-0 flex h-dvh shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200',
            collapsed ? 'w-[4.5rem]' : 'w-64',
          )}
        >
          <div
            className={cn('flex h-16 items-center gap-2 border-b border-border', collapsed ? 'justify-center' : 'px-5')}
          >
            <Link to="/" className="flex items-center gap-2 rounded-lg" aria-label="Serenade home">
              <LogoMark />
              {collapsed ? null : <span className="font-display text-lg font-bold">Serenade</span>}
            </Link>
          </div>
          <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
            <AdminNav role={user.role} collapsed={collapsed} />
          </div>
        </aside>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-card/90 px-3 backdrop-blur sm:px-5">
          {mobile ? (
            <Button variant="ghost" size="icon" aria-label="Open admin menu" onClick={() => setDrawerOpen(true)}>
              <MenuIcon className="size-5" aria-hidden="true" />
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-pressed={collapsed}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-5" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-5" aria-hidden="true" />
              )}
            </Button>
          )}
          <h1 className="text-lg font-semibold">Admin Panel</h1>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            <Link
              to="/"
              className="hidden items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground sm:inline-flex"
            >
              <ExternalLink className="size-4" aria-hidden="true" /> View site
            </Link>
            <div className="hidden items-center gap-2 md:flex">
              <Avatar name={name} src={profile.data?.avatar ?? user.avatar} size="sm" />
              <div className="leading-tight">
                <p className="text-sm font-medium">{name}</p>
                <p className="text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</p>
              </div>
            </div>
            <Button variant="outline" size="sm" onClick={() => void logout('/login')}>
              <LogOut className="size-4" aria-hidden="true" /> Logout
            </Button>
          </div>
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} title="Admin menu" side="left">
        <AdminNav role={user.role} onNavigate={() => setDrawerOpen(false)} />
      </Sheet>
    </div>
  );
}
