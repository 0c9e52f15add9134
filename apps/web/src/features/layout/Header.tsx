import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Container } from '../../ui/Container';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import { preloadAuthForms, useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { useConfig } from '../site/use-config';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ConnectionBanner } from './ConnectionBanner';
import { MAIN_NAV } from './nav-items';
import { UserMenuFallback } from './UserMenuFallback';

// Menus and drawers load on demand: visitors who never open them never download them.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));
const preloadMobileNav = () => void import('./MobileNav');

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-primary-soft text-link' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

export function Header() {
  const { status, user } = useSession();
  const authModal = useAuthModal();
  const { config } = useConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const items = MAIN_NAV.filter((item) => !item.authOnly || user);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-lg supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center gap-2 lg:gap-6">
        <Link to="/" className="shrink-0 rounded-lg" aria-label="Serenade home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden lg:block">
            <ThemeToggle />
          </div>
          {status === 'restoring' ? (
            <Spinner className="size-5 text-muted-foreground" label="Restoring your session" />
          ) : user ? (
            <Suspense fallback={<UserMenuFallback user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Button
                variant="ghost"
                size="compact"
                onClick={() => authModal.openLogin()}
                onPointerEnter={preloadAuthForms}
                onFocus={preloadAuthForms}
              >
                Login
              </Button>
              {/* With sign-ups closed (admin setting) there is nothing to register for. */}
              {config.signupsEnabled ? (
                <Button
                  size="compact"
                  onClick={authModal.openRegister}
                  onPointerEnter={preloadAuthForms}
                  onFocus={preloadAuthForms}
                >
                  Register
                </Button>
              ) : null}
            </>
          )}
          <div className="lg:hidden">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuOpen(true);
                setMenuLoaded(true);
              }}
              onPointerEnter={preloadMobileNav}
              onFocus={preloadMobileNav}
            >
              <MenuIcon className="size-5" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </Container>
      <ConnectionBanner />

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} items={items} linkClasses={navLinkClasses} />
        </Suspense>
      ) : null}
    </header>
  );
}
