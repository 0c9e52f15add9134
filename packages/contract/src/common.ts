import { z } from 'zod';
import { emailField } from './text';

/** The success envelope every API answer uses (DECISIONS.md). */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZMessage = z.object({ message: z.string() });

export const ROLES = ['user', 'editor', 'admin', 'superadmin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;
/** `super_admin` is accepted as input and stored as `superadmin`. */
export const ZRoleInput = z
  .enum([...ROLES, 'super_admin'])
  .transform((r): TRole => (r === 'super_admin' ? 'superadmin' : r));

export const USER_STATUSES = ['active', 'suspended'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);

/** Length first, then a linear-time check (text.ts): a huge input costs no more than reading it. */
export const ZEmail = emailField();

export const ZName = z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters');

export const ZPasswordInput = z
  .string()
  .min(1, 'Password is required')
  .max(256, 'Password must be at most 256 characters');

export const ZUuid = z.uuid('Must be a valid id');
