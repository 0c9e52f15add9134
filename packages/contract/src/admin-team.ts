/** Admin team (Admin Users tab, superadmin) and two-factor sign-in: request and response schemas (issue 7). */
import { z } from 'zod';
import { ZEmail, ZPasswordInput } from './common';
import { ZSession } from './auth';

export const ADMIN_ROLES = ['editor', 'admin', 'superadmin'] as const;
export type TAdminRole = (typeof ADMIN_ROLES)[number];

/** editor | admin | superadmin; `super_admin` is accepted and stored as `superadmin` (DECISIONS.md). */
export const ZAdminRoleInput = z
  .enum([...ADMIN_ROLES, 'super_admin'])
  .transform((r): TAdminRole => (r === 'super_admin' ? 'superadmin' : r));

export const ZAdminTeamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  status: z.enum(['active', 'suspended']),
  is_current_user: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type TAdminTeamMember = z.infer<typeof ZAdminTeamMember>;

export const ZAdminTeamList = z.object({ admins: z.array(ZAdminTeamMember) });
export type TAdminTeamList = z.infer<typeof ZAdminTeamList>;

export const ZAddAdminBody = z.strictObject({
  email: ZEmail,
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  role: ZAdminRoleInput,
});
export type TAddAdminBody = z.input<typeof ZAddAdminBody>;

export const ZAddAdminResult = z.object({
  admin: ZAdminTeamMember,
  /** True when a new account was made (and sent a set-password link); false when a member was promoted. */
  created: z.boolean(),
  message: z.string(),
});
export type TAddAdminResult = z.infer<typeof ZAddAdminResult>;

export const ZSetAdminPasswordBody = z.strictObject({ password: ZPasswordInput });
export const ZAdminRoleBody = z.strictObject({ role: ZAdminRoleInput });
export type TAdminRoleBody = z.input<typeof ZAdminRoleBody>;

/** What a correct password earns a staff member when two-factor sign-in is on (instead of tokens). */
export const ZTwoFactorChallenge = z.union([
  z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
  z.object({
    twoFactorSetupRequired: z.literal(true),
    challengeToken: z.string(),
    otpauthUrl: z.string(),
    qrDataUrl: z.string(),
    secret: z.string(),
  }),
]);
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

export const ZLoginResult = z.union([ZSession, ZTwoFactorChallenge]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZTwoFactorVerifyBody = z.strictObject({
  challengeToken: z.string().min(1, 'challengeToken is required').max(4096),
  code: z
    .string({ error: 'Please enter the 6-digit code' })
    .trim()
    .transform((c) => c.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code')),
});
export type TTwoFactorVerifyBody = z.input<typeof ZTwoFactorVerifyBody>;

/** True when a login answer asks for a code rather than carrying tokens. */
export const isTwoFactorChallenge = (r: TLoginResult): r is TTwoFactorChallenge => 'challengeToken' in r;
