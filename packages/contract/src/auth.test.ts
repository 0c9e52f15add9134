import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordStrength, ZLoginBody, ZSignupBody } from './auth';
import { ZRoleInput } from './common';

const policy = { minLength: 8, requireNumbers: true, requireSpecialChars: true };

describe('password rules', () => {
  it('names the first rule a password breaks', () => {
    expect(passwordProblem('a1!', policy)).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('abcdefgh!', policy)).toBe('Password must contain at least one number');
    expect(passwordProblem('abcdefgh1', policy)).toBe('Password must contain at least one special character');
    expect(passwordProblem('abcdefg1!', policy)).toBeNull();
    expect(passwordProblem('abcdefghij', { ...policy, requireNumbers: false, requireSpecialChars: false })).toBeNull();
    expect(passwordProblem('abcdefghij', { ...policy, minLength: 12 })).toBe(
      'Password must be at least 12 characters long',
    );
  });

  it('scores strength as the spec counts it', () => {
    expect(passwordStrength('abc')).toEqual({ score: 1, label: 'weak' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 2, label: 'weak' });
    expect(passwordStrength('Abcdefgh1')).toEqual({ score: 4, label: 'medium' });
    expect(passwordStrength('Abcdefgh1!')).toEqual({ score: 5, label: 'strong' });
    expect(passwordStrength('Abcdefghijk1!')).toEqual({ score: 6, label: 'strong' });
  });
});

describe('schemas', () => {
  it('normalises e-mail and rejects unknown fields', () => {
    expect(ZLoginBody.parse({ email: '  Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com');
    expect(ZSignupBody.safeParse({ name: 'a', email: 'a@b.co', password: 'x', admin: true }).success).toBe(false);
    expect(ZSignupBody.safeParse({ name: ' ', email: 'a@b.co', password: 'x' }).error?.issues[0]?.message).toBe(
      'Please enter your name',
    );
    expect(ZLoginBody.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('stores super_admin as superadmin', () => {
    expect(ZRoleInput.parse('super_admin')).toBe('superadmin');
    expect(ZRoleInput.parse('editor')).toBe('editor');
    expect(ZRoleInput.safeParse('root').success).toBe(false);
  });
});
