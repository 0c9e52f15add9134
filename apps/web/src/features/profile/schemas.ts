import { z } from 'zod';
import { passwordProblem, ZProfileUpdateBody, type TPasswordPolicy } from '@serenade/contract';
import { PASSWORDS_DO_NOT_MATCH } from '../auth/schemas';

/** Name and e-mail: the contract's profile update rules ('Name is required', 'Email is invalid', ...). */
export const profileDetailsSchema = ZProfileUpdateBody;

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your e-mail address';

/** The profile details form: a new e-mail address also needs the current password (the server checks it). */
export const profileDetailsFormSchema = (currentEmail: string) =>
  z.object({ name: z.string(), email: z.string(), currentPassword: z.string() }).superRefine((value, ctx) => {
    const shared = ZProfileUpdateBody.safeParse({ name: value.name, email: value.email });
    for (const issue of shared.success ? [] : shared.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (value.email.trim().toLowerCase() !== currentEmail && !value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: EMAIL_CHANGE_NEEDS_PASSWORD });
    }
  });

const MIN_LENGTH_MESSAGE = 'Password must be at least 8 characters';

/** SPEC 5 password change: current required, new at least 8 (and the site policy), confirmation matches. */
export function passwordChangeSchema(policy: TPasswordPolicy) {
  return z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((value, ctx) => {
      const shared = ZProfileUpdateBody.safeParse({
        currentPassword: value.currentPassword || undefined,
        newPassword: value.newPassword || undefined,
      });
      const reported = new Set<string>();
      for (const issue of shared.success ? [] : shared.error.issues) {
        const field = String(issue.path[0] ?? '');
        reported.add(field);
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      if (!value.currentPassword && !reported.has('currentPassword')) {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Current password is required' });
      }
      if (!value.newPassword && !reported.has('newPassword')) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: MIN_LENGTH_MESSAGE });
      } else if (!reported.has('newPassword')) {
        const problem = passwordProblem(value.newPassword, policy);
        if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      }
      if (value.newPassword !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
      }
    });
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file (JPG, PNG, WebP or GIF).';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 2 MB or smaller.';
  return null;
}
