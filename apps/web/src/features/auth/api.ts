import type {
  TEmailChangeConfirmed,
  TEmailChangeUndone,
  TLoginBody,
  TLoginResult,
  TSession,
  TSignupBody,
  TTwoFactorChallenge,
  TTwoFactorVerifyBody,
} from '@serenade/contract';
import { ApiError } from '../../lib/api-error';
import { api, session } from './client';

export function isAdminDomainEmail(email: string, adminEmailDomain: string): boolean {
  const domain = adminEmailDomain.trim().toLowerCase();
  return domain.length > 0 && email.trim().toLowerCase().endsWith(`@${domain}`);
}

/**
 * SPEC 2: an e-mail in the admin domain tries the admin login first, then the normal one. Staff may get a
 * two-factor challenge instead of a session when the security setting asks for it.
 */
export async function login(body: TLoginBody, adminEmailDomain: string): Promise<TLoginResult> {
  if (isAdminDomainEmail(body.email, adminEmailDomain)) {
    try {
      return await api.post<TLoginResult>('/api/admin/login', body, { auth: false });
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) throw error;
    }
  }
  return api.post<TLoginResult>('/api/login', body, { auth: false });
}

/** True when a login answer asks for an authenticator code rather than carrying tokens. */
export function isTwoFactorChallenge(result: TLoginResult): result is TTwoFactorChallenge {
  return 'challengeToken' in result;
}

/** Second step of a staff sign-in: the code from the authenticator app turns the challenge into a session. */
export function verifyTwoFactor(body: TTwoFactorVerifyBody): Promise<TSession> {
  return api.post<TSession>('/api/auth/2fa/verify', body, { auth: false });
}

export function signup(body: TSignupBody): Promise<TSession> {
  return api.post<TSession>('/api/signup', body, { auth: false });
}

/** Revokes the refresh token on the server; the local sign-out does not wait for it. */
export async function logoutOnServer(): Promise<void> {
  const refreshToken = session.peekRefreshToken();
  const access = session.peekAccessToken();
  if (!refreshToken) return;
  await api.post(
    '/api/auth/logout',
    { refreshToken },
    {
      auth: false,
      headers: access ? { Authorization: `Bearer ${access}` } : undefined,
    },
  );
}

export function setupStatus(token: string): Promise<{ valid: boolean }> {
  return api.get<{ valid: boolean }>(`/api/setup/status?token=${encodeURIComponent(token)}`, { auth: false });
}

export function completeSetup(body: { token: string; name: string; email: string; password: string }) {
  return api.post<TSession>('/api/setup', body, { auth: false });
}

export function verifyEmail(token: string): Promise<unknown> {
  return api.post('/api/auth/verify-email', { token }, { auth: false });
}

export function resendVerification(): Promise<unknown> {
  return api.post('/api/auth/resend-verification');
}

export function forgotPassword(email: string): Promise<unknown> {
  return api.post('/api/auth/forgot-password', { email }, { auth: false });
}

export function resetPassword(body: { token: string; password: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', body, { auth: false });
}

export function confirmEmailChange(token: string): Promise<TEmailChangeConfirmed> {
  return api.post<TEmailChangeConfirmed>('/api/auth/email-change/confirm', { token }, { auth: false });
}

export function undoEmailChange(token: string): Promise<TEmailChangeUndone> {
  return api.post<TEmailChangeUndone>('/api/auth/email-change/undo', { token }, { auth: false });
}
