import { passwordProblem, type TPasswordPolicy } from '@serenade/contract';

export type StrengthLabel = 'weak' | 'medium' | 'strong';
export type StrengthCheck = { key: string; label: string; met: boolean };
export type PasswordStrength = { score: number; label: StrengthLabel; checks: StrengthCheck[] };

/**
 * SPEC 5 strength score: one point each for length >= 8, length >= 12, an uppercase letter, a lowercase
 * letter, a digit and a symbol. 2 or fewer is weak, 3-4 medium, 5-6 strong.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks: StrengthCheck[] = [
    { key: 'len8', label: 'At least 8 characters', met: password.length >= 8 },
    { key: 'len12', label: 'At least 12 characters', met: password.length >= 12 },
    { key: 'upper', label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'lower', label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { key: 'digit', label: 'A number', met: /\d/.test(password) },
    { key: 'symbol', label: 'A special character', met: /[^A-Za-z0-9]/.test(password) },
  ];
  const score = checks.filter((c) => c.met).length;
  return { score, label: score <= 2 ? 'weak' : score <= 4 ? 'medium' : 'strong', checks };
}

export const STRENGTH_TEXT: Record<StrengthLabel, string> = { weak: 'Weak', medium: 'Medium', strong: 'Strong' };

/**
 * Why the Set Password button may not be used yet, or null: confirmation must match, the password must
 * meet the security settings (the server checks the same rules) and must not be weak.
 */
export function setPasswordProblem(password: string, confirm: string, policy: TPasswordPolicy): string | null {
  if (!password) return 'Password is required';
  const rule = passwordProblem(password, policy);
  if (rule) return rule;
  if (passwordStrength(password).label === 'weak') return 'This password is too weak';
  if (password !== confirm) return 'Passwords do not match';
  return null;
}
