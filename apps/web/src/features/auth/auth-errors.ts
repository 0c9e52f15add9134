import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-error';

export const INVALID_CREDENTIALS_MESSAGE = 'The email or password you entered is incorrect. Please try again.';
export const AUTH_FAILED_MESSAGE = 'Authentication failed. Please check your credentials and try again.';
export const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Please login instead or use a different email.';

/** Server codes whose own message is the most useful thing to show. */
const SPECIFIC_CODES = new Set([
  'ACCOUNT_SUSPENDED',
  'TOO_MANY_ATTEMPTS',
  'NOT_ADMIN',
  'SIGNUPS_DISABLED',
  'MAINTENANCE',
]);

function mentionsBadCredentials(message: string): boolean {
  return /invalid\s+(e-?mail|password|credentials)|(e-?mail|password)\s+(is\s+)?(invalid|incorrect)|incorrect\s+(e-?mail|password)/i.test(
    message,
  );
}

function isGeneric401Message(message: string): boolean {
  return /^(error 401|unauthori[sz]ed|401)\b/i.test(message.trim());
}

/** SPEC 8 mapping for login failures; `page` is the /login page variant. */
export function loginErrorMessage(error: unknown, variant: 'modal' | 'page' = 'modal'): string {
  const fallback = variant === 'page' ? 'Login failed. Please check your credentials.' : 'Login failed';
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  if (SPECIFIC_CODES.has(error.code) && error.fromServer) return error.message;
  if (error.code === 'INVALID_CREDENTIALS' || mentionsBadCredentials(error.message)) {
    return INVALID_CREDENTIALS_MESSAGE;
  }
  if (error.status === 401) {
    return error.fromServer && !isGeneric401Message(error.message) ? error.message : AUTH_FAILED_MESSAGE;
  }
  // Other client errors (validation, rate limits, maintenance) come with a message meant for people.
  if (error.fromServer && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

export type RegisterError = { message: string; emailTaken: boolean };

export function registerErrorMessage(error: unknown): RegisterError {
  if (!(error instanceof ApiError)) return { message: 'Registration failed', emailTaken: false };
  if (error.isNetworkError) return { message: NETWORK_ERROR_MESSAGE, emailTaken: false };
  if (error.code === 'EMAIL_TAKEN' || error.status === 409) {
    return { message: EMAIL_TAKEN_MESSAGE, emailTaken: true };
  }
  if (error.fromServer && error.status >= 400 && error.status < 500) {
    return { message: error.message, emailTaken: false };
  }
  return { message: 'Registration failed', emailTaken: false };
}
