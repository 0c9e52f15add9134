import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api-error';
import {
  AUTH_FAILED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  loginErrorMessage,
  registerErrorMessage,
} from './auth-errors';

function apiError(status: number, code: string, message: string, fromServer = true) {
  return new ApiError({ status, code, message, fromServer });
}

describe('loginErrorMessage', () => {
  it('maps messages about an invalid e-mail or password to the standard text', () => {
    expect(loginErrorMessage(apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'))).toBe(
      INVALID_CREDENTIALS_MESSAGE,
    );
    expect(loginErrorMessage(apiError(400, 'BAD', 'Password is incorrect'))).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('keeps specific server messages for suspended accounts and rate limits', () => {
    expect(loginErrorMessage(apiError(403, 'ACCOUNT_SUSPENDED', 'Your account has been suspended.'))).toBe(
      'Your account has been suspended.',
    );
    expect(
      loginErrorMessage(apiError(429, 'TOO_MANY_ATTEMPTS', 'Too many login attempts. Try again in 15 minutes.')),
    ).toBe('Too many login attempts. Try again in 15 minutes.');
  });

  it('uses the authentication-failed text for a bare 401', () => {
    expect(loginErrorMessage(apiError(401, 'HTTP_ERROR', 'Error 401: Unauthorized', false))).toBe(AUTH_FAILED_MESSAGE);
    expect(loginErrorMessage(apiError(401, 'UNAUTHORIZED', 'Unauthorized'))).toBe(AUTH_FAILED_MESSAGE);
  });

  it('falls back to "Login failed" (and the page variant) for server faults', () => {
    expect(loginErrorMessage(apiError(500, 'INTERNAL', 'Internal error'))).toBe('Login failed');
    expect(loginErrorMessage(new Error('boom'), 'page')).toBe('Login failed. Please check your credentials.');
  });

  it('reports a network failure as a connection problem', () => {
    expect(loginErrorMessage(networkError())).toBe('Could not connect to the server');
  });
});

describe('registerErrorMessage', () => {
  it('recognises a duplicate e-mail and asks to highlight the login switch', () => {
    expect(registerErrorMessage(apiError(409, 'EMAIL_TAKEN', 'Email exists'))).toEqual({
      message: EMAIL_TAKEN_MESSAGE,
      emailTaken: true,
    });
  });

  it('shows validation messages from the server and "Registration failed" otherwise', () => {
    expect(registerErrorMessage(apiError(400, 'VALIDATION', 'Password must contain at least one number'))).toEqual({
      message: 'Password must contain at least one number',
      emailTaken: false,
    });
    expect(registerErrorMessage(apiError(500, 'INTERNAL', 'oops'))).toEqual({
      message: 'Registration failed',
      emailTaken: false,
    });
  });
});
