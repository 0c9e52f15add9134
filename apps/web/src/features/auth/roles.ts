import type { TRole } from '@serenade/contract';

// Keyed by the contract's TRole, so a new role fails to compile until it is ranked here.
const RANK: Record<TRole, number> = { user: 0, editor: 1, admin: 2, superadmin: 3 };

export function normalizeRole(value: unknown): TRole {
  if (value === 'super_admin') return 'superadmin';
  return typeof value === 'string' && value in RANK ? (value as TRole) : 'user';
}

export function hasRole(role: TRole | undefined | null, minimum: TRole): boolean {
  return role != null && RANK[role] >= RANK[minimum];
}

/** Editors and above reach the admin area. */
export function isStaff(role: TRole | undefined | null): boolean {
  return hasRole(role, 'editor');
}

export const ROLE_LABELS: Record<TRole, string> = {
  user: 'User',
  editor: 'Editor',
  admin: 'Admin',
  superadmin: 'Super Admin',
};
