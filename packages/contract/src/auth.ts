import { z } from 'zod';
import { ZEmail, ZName, ZPasswordInput, ZRole, ZUserStatus } from './common';
import { emailField } from './text';

export const ZAuthUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  status: ZUserStatus,
  avatar: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link to be followed (profile e-mail change). */
  pendingEmail: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

export const ZSignupBody = z.strictObject({
  name: ZName,
  email: ZEmail,
  password: ZPasswordInput,
});
export type TSignupBody = z.input<typeof ZSignupBody>;

export const ZLoginBody = z.strictObject({
  email: ZEmail,
  password: ZPasswordInput,
});
export type TLoginBody = z.input<typeof ZLoginBody>;

export const ZSession = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: ZAuthUser,
});
export type TSession = z.infer<typeof ZSession>;

export const ZRefreshBody = z.strictObject({
  refreshToken: z.string().min(1, 'refreshToken is required').max(512),
});
export const ZLogoutBody = z.strictObject({
  refreshToken: z.string().max(512).optional(),
});

export const ZTokenBody = z.strictObject({
  token: z.string().min(1, 'token is required').max(2048),
});

export const ZForgotPasswordBody = z.strictObject({ email: ZEmail });

export const ZResetPasswordBody = z.strictObject({
  token: z.string().min(1, 'token is required').max(2048),
  password: ZPasswordInput,
});

export const ZSetupBody = z.strictObject({
  token: z.string().min(1, 'token is required').max(2048),
  name: ZName,
  email: ZEmail,
  password: ZPasswordInput,
});

export const ZProfileUpdateBody = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    email: emailField('Email is invalid'),
    currentPassword: z.string().max(256, 'Password must be at most 256 characters').optional(),
    newPassword: z.string().max(256, 'Password must be at most 256 characters').optional(),
  })
  .partial({ name: true, email: true })
  .superRefine((v, ctx) => {
    if (v.newPassword) {
      if (!v.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Current password is required' });
      }
      if (v.newPassword.length < 8) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'Password must be at least 8 characters' });
      }
    }
  });
export type TProfileUpdateBody = z.input<typeof ZProfileUpdateBody>;

export const ZPasswordPolicy = z.object({
  minLength: z.number().int(),
  requireSpecialChars: z.boolean(),
  requireNumbers: z.boolean(),
});
export type TPasswordPolicy = z.infer<typeof ZPasswordPolicy>;

/** Returns the first rule a password breaks, or null. Shared by server and forms. */
export function passwordProblem(password: string, policy: TPasswordPolicy): string | null {
  if (password.length < policy.minLength) {
    return policy.minLength === 8
      ? 'Password must be at least 8 characters long'
      : `Password must be at least ${policy.minLength} characters long`;
  }
  if (policy.requireNumbers && !/\d/.test(password)) return 'Password must contain at least one number';
  if (policy.requireSpecialChars && !/[^A-Za-z0-9]/.test(password)) {
    return 'Password must contain at least one special character';
  }
  return null;
}

/** Strength score as SPEC 5: length >= 8, >= 12, upper, lower, digit, symbol. */
export function passwordStrength(password: string): { score: number; label: 'weak' | 'medium' | 'strong' } {
  const checks = [
    password.length >= 8,
    password.length >= 12,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: score <= 2 ? 'weak' : score <= 4 ? 'medium' : 'strong' };
}

export const ZPublicConfig = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  adminEmailDomain: z.string(),
  signupsEnabled: z.boolean(),
  maintenanceMode: z.boolean(),
  passwordPolicy: ZPasswordPolicy,
  supportEmail: z.string(),
  needsSetup: z.boolean(),
  /** The member upload limit in force: 20 MB or the admin's lower max-upload setting. */
  maxUploadMB: z.number().int(),
  /**
   * What a buyer receives, for the order screens to say before they order: `sung` (the generator sings
   * the lyrics), `instrumental` (a lead melody with the lyrics on screen), `produced` (made by the team).
   */
  songKind: z.enum(['sung', 'instrumental', 'produced']).optional(),
  /**
   * Lyric approval as the production settings have it, for the FAQ and the order screens to state:
   * whether the buyer reads and approves the draft first, and how long Serenade waits before it uses the
   * draft as it is. The tier's delivery time counts from approval.
   */
  lyricApproval: z.object({ required: z.boolean(), waitMinutes: z.number().int() }).optional(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
