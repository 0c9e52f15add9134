import { createHmac, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TSession, TTwoFactorChallenge } from '@serenade/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { passwordFingerprint } from '../../platform/tokens';
import type { SettingsService } from '../settings/settings.service';
import { findUserById, updateUser, type UserRow } from '../users/users.repo';
import { consumeToken, isTokenUsed, recentFailures, recordLoginAttempt, revokeUserTokens } from './auth.repo';
import { isStaff } from './auth.policy';

/** TOTP as authenticator apps expect it: SHA1, 6 digits, 30 s steps; one step either side is accepted. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;
const CHALLENGE_TTL_SECONDS = 5 * 60;
const ISSUER = 'serenade';
const PURPOSE = 'two-factor';

export const WRONG_CODE = 'The code is incorrect. Please try again.';
const EXPIRED = 'This sign-in has expired. Please log in again.';
const usedChallenge = () =>
  new AppError('UNAUTHENTICATED', 'This sign-in has already been used. Please log in again.', {
    field: 'challengeToken',
  });

export function totpFor(secretBase32: string, label = '', issuer = 'Serenade') {
  return new TOTP({ ...TOTP_PARAMS, issuer, label, secret: Secret.fromBase32(secretBase32) });
}

export type TwoFactorDeps = {
  db: Db;
  config: Config;
  settings: SettingsService;
  issueSession: (user: UserRow) => Promise<TSession>;
};

/**
 * Two-factor sign-in for staff when the security setting is on. A correct password earns a short-lived,
 * signed, single-use challenge instead of tokens; the code from the authenticator turns it into a session.
 * Enrolment happens at the first sign-in: the new secret travels inside the signed challenge and is stored
 * only once a code made from it has been accepted.
 */
export function createTwoFactor(deps: TwoFactorDeps) {
  const { db, config, settings } = deps;
  // Own key: a challenge can never pass as an access or action token, nor the other way round.
  const key = createHmac('sha256', config.jwtRefreshSecret).update('serenade-two-factor-challenge').digest();

  const required = async (user: UserRow) => isStaff(user.role) && (await settings.get('security')).twoFactorEnabled;

  async function challenge(user: UserRow): Promise<TTwoFactorChallenge> {
    const enrolled = Boolean(user.totpSecret && user.totpEnabledAt);
    const pending = enrolled ? null : new Secret({ size: 20 }).base32;
    const challengeToken = await new SignJWT({
      purpose: PURPOSE,
      pwh: passwordFingerprint(user.passwordHash),
      ...(pending ? { sec: pending } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS)
      .sign(key);
    if (!pending) return { twoFactorRequired: true, challengeToken };
    const site = await settings.get('site');
    const otpauthUrl = totpFor(pending, user.email, site.siteName).toString();
    const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
    return { twoFactorSetupRequired: true, challengeToken, otpauthUrl, qrDataUrl, secret: pending };
  }

  async function readChallenge(token: string) {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.purpose !== PURPOSE || !payload.sub || !payload.jti) throw new Error('wrong purpose');
      return { sub: payload.sub, jti: payload.jti, pwh: String(payload.pwh), sec: payload.sec as string | undefined };
    } catch (err) {
      const expired = err instanceof joseErrors.JWTExpired;
      throw new AppError('UNAUTHENTICATED', expired ? EXPIRED : 'This sign-in is not valid. Please log in again.', {
        field: 'challengeToken',
      });
    }
  }

  async function verify(input: { challengeToken: string; code: string; ip: string | null }): Promise<TSession> {
    const claims = await readChallenge(input.challengeToken);
    const user = await findUserById(db, claims.sub);
    // A password change (or reset) since the challenge was issued voids it.
    if (!user || claims.pwh !== passwordFingerprint(user.passwordHash)) {
      throw new AppError('UNAUTHENTICATED', EXPIRED, { field: 'challengeToken' });
    }
    if (await isTokenUsed(db, claims.jti)) throw usedChallenge();
    if (user.status === 'suspended') {
      throw new AppError('ACCOUNT_SUSPENDED', 'Your account has been suspended. Please contact support.');
    }
    const security = await settings.get('security');
    const windowStart = new Date(Date.now() - config.loginLockMinutes * 60_000);
    const failures = await recentFailures(db, user.email, windowStart);
    if (failures.count >= security.loginAttempts && failures.oldest) {
      const unlockAt = failures.oldest.getTime() + config.loginLockMinutes * 60_000;
      const minutes = Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    const enrolled = Boolean(user.totpSecret && user.totpEnabledAt);
    const secret = enrolled ? user.totpSecret! : claims.sec;
    if (!secret) throw new AppError('UNAUTHENTICATED', EXPIRED, { field: 'challengeToken' });

    const now = Date.now();
    const delta = totpFor(secret).validate({ token: input.code, timestamp: now, window: WINDOW });
    if (delta === null) {
      // Wrong codes count toward the same lockout as wrong passwords.
      await recordLoginAttempt(db, user.email, input.ip, false);
      throw new AppError('INVALID_CODE', WRONG_CODE, { field: 'code', status: 401 });
    }
    // Each time step's code, and each challenge, is good for one sign-in only.
    const step = TOTP.counter({ period: TOTP_PARAMS.period, timestamp: now }) + delta;
    if (!(await consumeToken(db, `totp:${user.id}:${step}`, 'totp-step'))) {
      throw new AppError('INVALID_CODE', 'This code has already been used. Please wait for the next one.', {
        field: 'code',
        status: 401,
      });
    }
    if (!(await consumeToken(db, claims.jti, PURPOSE))) throw usedChallenge();
    const patch = enrolled ? {} : { totpSecret: secret, totpEnabledAt: new Date() };
    // Enrolling ends the sessions that were opened with the password alone.
    if (!enrolled) await revokeUserTokens(db, user.id);
    await recordLoginAttempt(db, user.email, input.ip, true);
    const updated = (await updateUser(db, user.id, { ...patch, lastLoginAt: new Date() })) ?? user;
    return deps.issueSession(updated);
  }

  return { required, challenge, verify };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
