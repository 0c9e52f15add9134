import { describe, expect, it } from 'vitest';
import { passwordStrength as contractStrength } from '@serenade/contract';
import { passwordStrength, setPasswordProblem } from './password-strength';

const policy = { minLength: 8, requireNumbers: true, requireSpecialChars: true };

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'weak'],
    ['Abcdefgh', 3, 'medium'],
    ['Abcdefg1', 4, 'medium'],
    ['Abcdef1!', 5, 'strong'],
    ['abcdefghijkl', 3, 'medium'],
    ['Abcdefghij1!', 6, 'strong'],
    ['ABCDEFGH12', 3, 'medium'],
    ['пароль-пароль', 3, 'medium'],
  ] as const)('scores %j as %i (%s)', (password, score, label) => {
    const s = passwordStrength(password);
    expect(s.score).toBe(score);
    expect(s.label).toBe(label);
    expect(s.checks.filter((c) => c.met)).toHaveLength(score);
    // Same answer as the shared scorer the server package exports.
    expect(contractStrength(password)).toEqual({ score, label });
  });
});

describe('setPasswordProblem', () => {
  it('asks for the policy first, then strength, then a matching confirmation', () => {
    expect(setPasswordProblem('', '', policy)).toBe('Password is required');
    expect(setPasswordProblem('Ab1!', 'Ab1!', policy)).toBe('Password must be at least 8 characters long');
    expect(setPasswordProblem('abcdefgh!', 'abcdefgh!', policy)).toBe('Password must contain at least one number');
    expect(setPasswordProblem('abcdefgh1', 'abcdefgh1', policy)).toBe(
      'Password must contain at least one special character',
    );
    expect(setPasswordProblem('Abcdefg1!', 'Abcdefg1?', policy)).toBe('Passwords do not match');
    expect(setPasswordProblem('Abcdefg1!', 'Abcdefg1!', policy)).toBeNull();
  });

  it('refuses a weak password even when the policy is loose', () => {
    const loose = { minLength: 6, requireNumbers: false, requireSpecialChars: false };
    expect(setPasswordProblem('abcdef', 'abcdef', loose)).toBe('This password is too weak');
    expect(setPasswordProblem('Abcdefgh', 'Abcdefgh', loose)).toBeNull();
  });

  it('follows a stricter minimum length from the security settings', () => {
    const strict = { ...policy, minLength: 14 };
    expect(setPasswordProblem('Abcdefg1!xyz', 'Abcdefg1!xyz', strict)).toBe(
      'Password must be at least 14 characters long',
    );
  });
});
