import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import {
  passwordProblem,
  type TAuthUser,
  type TRole,
  type TSession,
  type TTwoFactorChallenge,
} from '@serenade/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import { passwordFingerprint, type Tokens } from '../../platform/tokens';
import { notifyStaff, sendTemplate } from '../email/template-store';
import { createLimits } from '../limits/limits';
import type { SettingsService } from '../settings/settings.service';
import {
  countUsersWithRole,
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  updateUser,
  type UserRow,
} from '../users/users.repo';
import {
  claimRefreshToken,
  consumeToken,
  findRefreshToken,
  insertRefreshToken,
  recentFailures,
  recordLoginAttempt,
  revokeFamily,
  revokeUserTokens,
} from './auth.repo';
import { isStaff } from './auth.policy';
import { createTwoFactor } from './two-factor';

export type AuthDeps = { db: Db; config: Config; tokens: Tokens; mailer: Mailer; settings: SettingsService };

export const INVALID_CREDENTIALS = 'The email or password you entered is incorrect. Please try again.';
export const SUSPENDED = 'Your account has been suspended. Please contact support.';
/** How account mails greet an address nobody has confirmed yet (never a name someone typed). */
export const UNCONFIRMED_NAME = 'there';
export const EMAIL_TAKEN = 'An account with this email already exists. Please login instead or use a different email.';

const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => argon2.hash(password, HASH_OPTIONS);
// Verifying against a fixed hash when the e-mail is unknown keeps timing equal to a real check.
let dummyHash: Promise<string> | undefined;

export function toAuthUser(u: UserRow): TAuthUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    status: u.status,
    avatar: u.avatarPath ? `/files/${u.avatarPath}` : null,
    emailVerified: u.emailVerifiedAt !== null,
    pendingEmail: u.pendingEmail,
    createdAt: u.createdAt.toISOString(),
  };
}

export function createAuthService(deps: AuthDeps) {
  const { db, config, tokens, mailer, settings } = deps;
  const mailDeps = { db, settings, mailer, publicUrl: config.publicUrl };
  const twoFactor = createTwoFactor({ db, config, settings, issueSession: (u) => issueSession(u) });
  const limits = createLimits({ db, settings });

  async function checkPasswordPolicy(password: string, field = 'password'): Promise<void> {
    const s = await settings.get('security');
    const problem = passwordProblem(password, {
      minLength: s.passwordMinLength,
      requireNumbers: s.requireNumbers,
      requireSpecialChars: s.requireSpecialChars,
    });
    if (problem) throw new AppError('WEAK_PASSWORD', problem, { field });
  }

  /**
   * Starts a session (a new refresh family) or continues one after a refresh. Staff sessions get an absolute
   * end (STAFF_SESSION_MAX_HOURS) when they start; refreshing never moves it, and no token outlives it.
   */
  async function issueSession(
    user: UserRow,
    continued?: { familyId: string; sessionEndsAt: Date | null },
  ): Promise<TSession> {
    const security = await settings.get('security');
    const now = Date.now();
    const familyId = continued?.familyId ?? randomUUID();
    const sessionEndsAt = continued
      ? continued.sessionEndsAt
      : isStaff(user.role)
        ? new Date(now + config.staffSessionMaxHours * 3_600_000)
        : null;
    const expiresAt = Math.min(now + security.sessionTimeoutMinutes * 60_000, sessionEndsAt?.getTime() ?? Infinity);
    const refreshToken = tokens.newRefreshToken();
    await insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: tokens.hashRefreshToken(refreshToken),
      expiresAt: new Date(expiresAt),
      sessionEndsAt,
    });
    const token = await tokens.signAccess(
      { sub: user.id, email: user.email, name: user.name, role: user.role, fam: familyId },
      Math.max(1, Math.min(config.accessTokenTtlSeconds, Math.floor((expiresAt - now) / 1000))),
    );
    return { token, refreshToken, user: toAuthUser(user) };
  }

  /**
   * The confirmation link for the account's address. Nobody has confirmed that address yet, so the mail carries
   * nothing the account's creator typed (their name could be an advert), and an address gets a few a day:
   * over that, `quiet` skips the mail (sign-up), otherwise it is a 429.
   */
  async function sendVerification(user: UserRow, opts: { quiet?: boolean } = {}): Promise<void> {
    if (opts.quiet) {
      if (!(await limits.accountMailAllowed(user.email, 'verify-email'))) return;
    } else {
      await limits.assertAccountMail(user.email, 'verify-email');
    }
    const token = await tokens.signAction(user.id, 'verify-email', 48 * 3600, { email: user.email });
    await sendTemplate(mailDeps, {
      key: 'verify_email',
      to: user.email,
      values: {
        userName: UNCONFIRMED_NAME,
        userEmail: user.email,
        verificationLink: `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
      },
      kind: 'verify-email',
    });
  }

  async function signup(input: { name: string; email: string; password: string }): Promise<TSession> {
    const site = await settings.get('site');
    if (!site.signupsEnabled) throw new AppError('SIGNUPS_DISABLED', 'Sign-ups are currently closed.');
    await checkPasswordPolicy(input.password);
    if (await findUserByEmail(db, input.email)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { field: 'email' });
    const security = await settings.get('security');
    let user: UserRow;
    try {
      user = await insertUser(db, {
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: security.emailVerificationRequired ? null : new Date(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { field: 'email' });
      throw err;
    }
    if (security.emailVerificationRequired) await sendVerification(user, { quiet: true });
    const email = await settings.get('email');
    if (email.welcomeEmailEnabled) {
      await sendTemplate(mailDeps, {
        key: 'welcome',
        to: user.email,
        // Sent at sign-up, before anyone confirmed the address: no typed name in it.
        values: { userName: UNCONFIRMED_NAME, userEmail: user.email, createSongUrl: `${config.publicUrl}/create-song` },
        kind: 'welcome',
      });
    }
    await notifyStaff(mailDeps, 'new_user', {
      userName: user.name,
      userEmail: user.email,
      adminUrl: `${config.publicUrl}/admin/users/${user.id}`,
    });
    await recordLoginAttempt(db, user.email, null, true);
    await updateUser(db, user.id, { lastLoginAt: new Date() });
    return issueSession(user);
  }

  /** Throws TOO_MANY_ATTEMPTS while the e-mail is locked by recent wrong passwords (logins and session checks alike). */
  async function assertNotLocked(email: string, what: 'login' | 'password'): Promise<void> {
    const security = await settings.get('security');
    const windowStart = new Date(Date.now() - config.loginLockMinutes * 60_000);
    const failures = await recentFailures(db, email, windowStart);
    if (failures.count >= security.loginAttempts && failures.oldest) {
      const unlockAt = failures.oldest.getTime() + config.loginLockMinutes * 60_000;
      const minutes = Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
      const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        what === 'login'
          ? `Too many failed login attempts. Please try again in ${wait}.`
          : `Too many wrong passwords for this account. Please try again in ${wait}.`,
      );
    }
  }

  /**
   * The password check for actions taken with a session (password change, e-mail change, account deletion).
   * A wrong guess counts towards the same lockout as a failed login, so a stolen session cannot be used to
   * try passwords without limit; a right one clears the count, as a login does.
   */
  async function confirmPassword(
    user: UserRow,
    password: string | undefined,
    opts: { field: string; ip: string | null; required: string; wrong: string },
  ): Promise<void> {
    if (!password) throw new AppError('VALIDATION_ERROR', opts.required, { field: opts.field });
    await assertNotLocked(user.email, 'password');
    if (!(await argon2.verify(user.passwordHash, password))) {
      await recordLoginAttempt(db, user.email, opts.ip, false);
      throw new AppError('WRONG_PASSWORD', opts.wrong, { field: opts.field });
    }
    await recordLoginAttempt(db, user.email, opts.ip, true);
  }

  async function login(input: {
    email: string;
    password: string;
    ip: string | null;
    staffOnly?: boolean;
  }): Promise<TSession | TTwoFactorChallenge> {
    await assertNotLocked(input.email, 'login');
    const user = await findUserByEmail(db, input.email);
    dummyHash ??= hashPassword('serenade-dummy-password');
    const valid = user
      ? await argon2.verify(user.passwordHash, input.password)
      : (await argon2.verify(await dummyHash, input.password), false);
    if (!user || !valid) {
      await recordLoginAttempt(db, input.email, input.ip, false);
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED);
    if (input.staffOnly && !isStaff(user.role)) {
      throw new AppError('NOT_ADMIN', 'This account does not have admin access.');
    }
    // Staff with two-factor on get a challenge, not tokens; the sign-in completes in verifyTwoFactor.
    if (await twoFactor.required(user)) return twoFactor.challenge(user);
    await recordLoginAttempt(db, input.email, input.ip, true);
    const updated = (await updateUser(db, user.id, { lastLoginAt: new Date() })) ?? user;
    return issueSession(updated);
  }

  async function refresh(refreshToken: string): Promise<TSession> {
    const expired = () => new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
    const row = await findRefreshToken(db, tokens.hashRefreshToken(refreshToken));
    if (!row) throw expired();
    // A suspended member's session was ended by the suspension: say why, so the app can tell them.
    const user = await findUserById(db, row.userId);
    if (user?.status === 'suspended') {
      await revokeFamily(db, row.familyId);
      throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED, { status: 401 });
    }
    if (row.revokedAt || row.replacedAt) {
      // A rotated token came back: someone may hold a stolen copy, so the whole session ends.
      await revokeFamily(db, row.familyId);
      throw expired();
    }
    if (row.expiresAt.getTime() <= Date.now()) throw expired();
    if (row.sessionEndsAt && row.sessionEndsAt.getTime() <= Date.now()) {
      throw new AppError(
        'UNAUTHENTICATED',
        `Staff sessions last ${config.staffSessionMaxHours} hours. Please log in again.`,
      );
    }
    if (!user || user.status !== 'active') {
      await revokeFamily(db, row.familyId);
      throw user ? new AppError('ACCOUNT_SUSPENDED', SUSPENDED, { status: 401 }) : expired();
    }
    if (!(await claimRefreshToken(db, row.id))) {
      await revokeFamily(db, row.familyId);
      throw expired();
    }
    return issueSession(user, { familyId: row.familyId, sessionEndsAt: row.sessionEndsAt });
  }

  async function logout(refreshToken: string | undefined, familyId?: string): Promise<void> {
    if (refreshToken) {
      const row = await findRefreshToken(db, tokens.hashRefreshToken(refreshToken));
      if (row) await revokeFamily(db, row.familyId);
    }
    if (familyId) await revokeFamily(db, familyId);
  }

  async function verifyEmail(token: string): Promise<TAuthUser> {
    const claims = await tokens.verifyAction(token, 'verify-email');
    const user = await findUserById(db, claims.sub);
    if (!user || user.email !== claims.email) {
      throw new AppError('INVALID_TOKEN', 'This link is invalid.', { field: 'token' });
    }
    if (!(await consumeToken(db, claims.jti, 'verify-email'))) {
      throw new AppError('INVALID_TOKEN', 'This link has already been used.', { field: 'token' });
    }
    const updated = await updateUser(db, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    return toAuthUser(updated ?? user);
  }

  /**
   * Sends a reset link to an active account. Answers whether a mail went out, for staff sending it from Users
   * (the public route answers the same either way).
   */
  async function forgotPassword(email: string): Promise<'sent' | 'no-account' | 'limit'> {
    const user = await findUserByEmail(db, email);
    if (!user || user.status !== 'active') return 'no-account'; // same answer either way: no account enumeration
    // A few a day per address; over that nothing is sent, with the same answer (no enumeration either).
    if (!(await limits.accountMailAllowed(user.email, 'reset-password'))) return 'limit';
    const token = await tokens.signAction(user.id, 'reset-password', 3600, {
      pwh: passwordFingerprint(user.passwordHash),
    });
    await sendTemplate(mailDeps, {
      key: 'password_reset',
      to: user.email,
      values: {
        // The name is the account holder's only once the address was confirmed.
        userName: user.emailVerifiedAt ? user.name : UNCONFIRMED_NAME,
        userEmail: user.email,
        resetPasswordLink: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      },
      kind: 'reset-password',
    });
    return 'sent';
  }

  async function resetPassword(token: string, password: string): Promise<void> {
    const claims = await tokens.verifyAction(token, 'reset-password');
    const user = await findUserById(db, claims.sub);
    if (!user || claims.pwh !== passwordFingerprint(user.passwordHash)) {
      throw new AppError('INVALID_TOKEN', 'This link is no longer valid. Please ask for a new one.', {
        field: 'token',
      });
    }
    await checkPasswordPolicy(password);
    if (!(await consumeToken(db, claims.jti, 'reset-password'))) {
      throw new AppError('INVALID_TOKEN', 'This link has already been used.', { field: 'token' });
    }
    await updateUser(db, user.id, { passwordHash: await hashPassword(password) });
    await revokeUserTokens(db, user.id);
    await recordLoginAttempt(db, user.email, null, true); // a reset also lifts a lockout
  }

  /**
   * An e-mail change asked for in the profile (after the current password): a link to the new address makes it
   * take effect, and the old address gets a notice with a link that undoes it. Either link dies when a newer
   * change is asked for or the change is undone.
   */
  async function requestEmailChange(user: UserRow, newEmail: string): Promise<void> {
    const claims = { old: user.email, new: newEmail };
    const confirm = await tokens.signAction(user.id, 'email-change', 24 * 3600, claims);
    const undo = await tokens.signAction(user.id, 'email-undo', 7 * 24 * 3600, claims);
    const values = { userName: user.name, userEmail: user.email, oldEmail: user.email, newEmail };
    await sendTemplate(mailDeps, {
      key: 'email_change_confirm',
      to: newEmail,
      values: {
        ...values,
        // The new address has not shown it wants mail from this account: nothing its holder typed.
        userName: UNCONFIRMED_NAME,
        confirmEmailChangeLink: `${config.publicUrl}/account/email?confirm=${encodeURIComponent(confirm)}`,
      },
      kind: 'email-change-confirm',
    });
    await sendTemplate(mailDeps, {
      key: 'email_change_notice',
      to: user.email,
      values: {
        ...values,
        undoEmailChangeLink: `${config.publicUrl}/account/email?undo=${encodeURIComponent(undo)}`,
      },
      kind: 'email-change-notice',
    });
  }

  const staleLink = () =>
    new AppError(
      'INVALID_TOKEN',
      'This link is no longer valid: the e-mail change was undone or replaced by a newer one.',
      {
        field: 'token',
      },
    );
  const takenBySomeoneElse = async (email: string, userId: string) => {
    const other = await findUserByEmail(db, email);
    return Boolean(other && other.id !== userId);
  };

  async function confirmEmailChange(token: string): Promise<{ message: string; email: string }> {
    const claims = await tokens.verifyAction(token, 'email-change');
    const user = await findUserById(db, claims.sub);
    if (!user || user.email !== claims.old || user.pendingEmail !== claims.new) throw staleLink();
    const email = String(claims.new);
    if (await takenBySomeoneElse(email, user.id)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { field: 'email' });
    if (!(await consumeToken(db, claims.jti, 'email-change'))) {
      throw new AppError('INVALID_TOKEN', 'This link has already been used.', { field: 'token' });
    }
    try {
      await updateUser(db, user.id, { email, pendingEmail: null, emailVerifiedAt: new Date() });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { field: 'email' });
      throw err;
    }
    return { message: `Your e-mail address is now ${email}.`, email };
  }

  /**
   * The old address's undo: the address goes back (or the pending change is dropped), every session ends, and
   * a reset token comes back so the owner can choose a new password (whoever made the change knew it).
   */
  async function undoEmailChange(token: string): Promise<{ message: string; email: string; resetToken: string }> {
    const claims = await tokens.verifyAction(token, 'email-undo');
    const user = await findUserById(db, claims.sub);
    if (!user) throw staleLink();
    const old = String(claims.old);
    const changed = user.email === claims.new;
    const pending = user.email === old && user.pendingEmail === claims.new;
    if (!changed && !pending) throw staleLink();
    if (changed && (await takenBySomeoneElse(old, user.id))) {
      throw new AppError('CONFLICT', `${old} now belongs to another account. Please contact support.`);
    }
    if (!(await consumeToken(db, claims.jti, 'email-undo'))) {
      throw new AppError('INVALID_TOKEN', 'This link has already been used.', { field: 'token' });
    }
    const updated =
      (await updateUser(db, user.id, {
        email: old,
        pendingEmail: null,
        ...(changed ? { emailVerifiedAt: new Date() } : {}),
      })) ?? user;
    await revokeUserTokens(db, user.id);
    const resetToken = await tokens.signAction(user.id, 'reset-password', 3600, {
      pwh: passwordFingerprint(updated.passwordHash),
    });
    return {
      message: `Your e-mail address is ${old} again and every session has been signed out. Choose a new password now.`,
      email: old,
      resetToken,
    };
  }

  const needsSetup = async () => (await countUsersWithRole(db, ['superadmin'])) === 0;

  async function createSetupToken(): Promise<string | null> {
    if (!(await needsSetup())) return null;
    return tokens.signAction('setup', 'setup', 24 * 3600);
  }

  async function checkSetupToken(token: string): Promise<boolean> {
    try {
      await tokens.verifyAction(token, 'setup');
      return await needsSetup();
    } catch {
      return false;
    }
  }

  async function setup(input: { token: string; name: string; email: string; password: string }): Promise<TSession> {
    const claims = await tokens.verifyAction(input.token, 'setup');
    if (!(await needsSetup())) {
      throw new AppError('INVALID_TOKEN', 'Serenade is already set up: an administrator exists.', { field: 'token' });
    }
    await checkPasswordPolicy(input.password);
    if (!(await consumeToken(db, claims.jti, 'setup'))) {
      throw new AppError('INVALID_TOKEN', 'This link has already been used.', { field: 'token' });
    }
    const user = await createOrPromoteAdmin({ ...input, role: 'superadmin' });
    return issueSession(user);
  }

  /** Used by setup and the admin:create script: creates the account or raises an existing one. */
  async function createOrPromoteAdmin(input: { name: string; email: string; password: string; role: TRole }) {
    const existing = await findUserByEmail(db, input.email);
    const passwordHash = await hashPassword(input.password);
    if (existing) {
      return (await updateUser(db, existing.id, {
        role: input.role,
        status: 'active',
        passwordHash,
        name: input.name,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      }))!;
    }
    return insertUser(db, {
      email: input.email,
      name: input.name,
      passwordHash,
      role: input.role,
      emailVerifiedAt: new Date(),
    });
  }

  return {
    checkPasswordPolicy,
    confirmPassword,
    issueSession,
    sendVerification,
    signup,
    login,
    refresh,
    logout,
    verifyEmail,
    forgotPassword,
    resetPassword,
    requestEmailChange,
    /** 429 before anything is written when `to` has had today's share of this account mail. */
    assertAccountMail: limits.assertAccountMail,
    confirmEmailChange,
    undoEmailChange,
    needsSetup,
    createSetupToken,
    checkSetupToken,
    setup,
    createOrPromoteAdmin,
    verifyTwoFactor: twoFactor.verify,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
