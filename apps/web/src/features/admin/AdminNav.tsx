import { NavLink, useLocation } from 'react-router';
import type { TRole } from '@serenade/contract';
import { cn } from '../../ui/cn';
import { hasRole } from '../auth/roles';
import { ADMIN_NAV } from './admin-nav';

export type AdminNavProps = { role: TRole; collapsed?: boolean; onNavigate?: () => void };

export function AdminNav({ role, collapsed = false, onNavigate }: AdminNavProps) {
  const { pathname } = useLocation();
  const items = ADMIN_NAV.filter((item) => hasRole(role, item.minRole));

  return (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon, end }) => {
        // The dashboard lives at both /admin and /admin/dashboard.
        const dashboard = to === '/admin' && (pathname === '/admin' || pathname === '/admin/dashboard');
        return (
          <NavLink
            key={to}
            to={to}
            end={end}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
                collapsed && 'justify-center px-0',
                isActive || dashboard
                  ? 'bg-primary text-primary-foreground shadow-soft'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <Icon className="size-[1.15rem] shrink-0" aria-hidden="true" />
            {collapsed ? null : <span className="truncate">{label}</span>}
          </NavLink>
        );
      })}
    </nav>
  );
}
