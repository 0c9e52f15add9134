import type { TRole } from '@serenade/contract';

// DECISIONS.md "Roles and permissions", as a table of URL prefixes under /api/admin.
const AREAS: [prefix: string, min: TRole][] = [
  ['/api/admin/admins', 'superadmin'],
  ['/api/admin/users', 'admin'],
  ['/api/admin/user/', 'admin'],
  ['/api/admin/payments', 'admin'],
  ['/api/admin/subscriptions', 'admin'],
  ['/api/admin/settings', 'admin'],
];

/**
 * The least role that may call an admin API path, or null for the open sign-in route.
 * Checked once for every /api/admin request before its body is even parsed, so a visitor or member
 * learns nothing from validation errors; routes still check their own role too.
 */
export function adminAreaRole(path: string): TRole | null {
  if (!path.startsWith('/api/admin/')) return null;
  if (path === '/api/admin/login') return null;
  for (const [prefix, min] of AREAS) {
    const under = prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
    if (under) return min;
  }
  return 'editor';
}
