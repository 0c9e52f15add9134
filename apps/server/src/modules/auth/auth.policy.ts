import { ROLES, type TRole } from '@serenade/contract';

const RANK: Record<TRole, number> = Object.fromEntries(ROLES.map((r, i) => [r, i])) as Record<TRole, number>;

/** True when `role` is `min` or higher (user < editor < admin < superadmin). */
export const hasRole = (role: TRole, min: TRole) => RANK[role] >= RANK[min];

export const isStaff = (role: TRole) => hasRole(role, 'editor');

export type Actor = { id: string; role: TRole };

/** Owner-only actions that editor and above may moderate (DECISIONS.md). */
export const canModerate = (actor: Actor | null, ownerId: string | null) =>
  !!actor && (actor.id === ownerId || hasRole(actor.role, 'editor'));

/** An admin cannot change their own role or remove themselves. */
export const canChangeRoleOf = (actor: Actor, targetId: string) =>
  hasRole(actor.role, 'superadmin') && actor.id !== targetId;
