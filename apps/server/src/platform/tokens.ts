import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { TRole } from '@serenade/contract';
import { AppError } from '../errors';

export type AccessClaims = { sub: string; email: string; name: string; role: TRole; fam: string };
export type ActionPurpose =
  | 'verify-email'
  | 'reset-password'
  | 'email-change'
  | 'email-undo'
  | 'setup'
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'request-status'
  | 'request-email'
  | 'song-access';
export type ActionClaims = { sub: string; purpose: ActionPurpose; jti: string; [k: string]: unknown };

const ISSUER = 'serenade';

export type Tokens = ReturnType<typeof createTokens>;

export function createTokens(opts: { accessSecret: string; refreshSecret: string }) {
  const accessKey = new TextEncoder().encode(opts.accessSecret);
  // Action tokens get their own key so an access token can never pass as one (and vice versa).
  const actionKey = createHmac('sha256', opts.refreshSecret).update('serenade-action-tokens').digest();

  async function signAccess(claims: AccessClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({ email: claims.email, name: claims.name, role: claims.role, fam: claims.fam, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(accessKey);
  }

  async function verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, accessKey, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('wrong token type');
      return {
        sub: payload.sub,
        email: String(payload.email),
        name: String(payload.name),
        role: payload.role as TRole,
        fam: String(payload.fam),
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
      throw new AppError('UNAUTHENTICATED', 'Invalid authentication token');
    }
  }

  async function signAction(
    sub: string,
    purpose: ActionPurpose,
    ttlSeconds: number,
    extra: Record<string, string> = {},
  ) {
    return new SignJWT({ ...extra, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(actionKey);
  }

  async function verifyAction(token: string, purpose: ActionPurpose): Promise<ActionClaims> {
    try {
      const { payload } = await jwtVerify(token, actionKey, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.purpose !== purpose || !payload.sub || !payload.jti) throw new Error('wrong purpose');
      return payload as ActionClaims;
    } catch (err) {
      const expired = err instanceof joseErrors.JWTExpired;
      throw new AppError(
        'INVALID_TOKEN',
        expired ? 'This link has expired. Please ask for a new one.' : 'This link is invalid.',
        {
          field: 'token',
        },
      );
    }
  }

  /** Refresh tokens are opaque random strings; only their keyed hash is stored. */
  const newRefreshToken = () => randomBytes(32).toString('base64url');
  const hashRefreshToken = (token: string) => createHmac('sha256', opts.refreshSecret).update(token).digest('hex');

  return { signAccess, verifyAccess, signAction, verifyAction, newRefreshToken, hashRefreshToken };
}

/** A short fingerprint of a password hash: reset links die once the password changes. */
export const passwordFingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
