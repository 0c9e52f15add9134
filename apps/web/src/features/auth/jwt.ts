import type { TRole } from '@serenade/contract';
import { normalizeRole } from './roles';

export type TokenClaims = {
  sub?: string;
  id?: string;
  email?: string;
  name?: string;
  role?: string;
  avatar?: string | null;
  exp?: number;
  iat?: number;
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: TRole;
  avatar: string | null;
};

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT without verifying it (the server verifies). Null when unparseable. */
export function decodeJwt(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** Milliseconds until expiry; Infinity for a token without `exp`. */
export function msUntilExpiry(claims: TokenClaims, now: number): number {
  return typeof claims.exp === 'number' ? claims.exp * 1000 - now : Number.POSITIVE_INFINITY;
}

export function userFromClaims(claims: TokenClaims): SessionUser | null {
  const id = claims.sub ?? claims.id;
  if (!id) return null;
  return {
    id: String(id),
    email: claims.email ?? '',
    name: claims.name || (claims.email ? (claims.email.split('@')[0] ?? '') : ''),
    role: normalizeRole(claims.role),
    avatar: claims.avatar ?? null,
  };
}

/** The signed-in user, or null when the token is missing, unparseable or expired (SPEC 4). */
export function userFromToken(token: string | null | undefined, now: number): SessionUser | null {
  const claims = decodeJwt(token);
  if (!claims || msUntilExpiry(claims, now) <= 0) return null;
  return userFromClaims(claims);
}
