/** Account security: the e-mail change confirmed by a link to the new address and undone from the old one. */
import { z } from 'zod';

export const ZEmailChangeConfirmed = z.object({
  message: z.string(),
  /** The account's address now. */
  email: z.string(),
});
export type TEmailChangeConfirmed = z.infer<typeof ZEmailChangeConfirmed>;

export const ZEmailChangeUndone = z.object({
  message: z.string(),
  /** The account's address now (the old one, restored). */
  email: z.string(),
  /** A one-hour password reset token: whoever changed the address knew the password, so choose a new one. */
  resetToken: z.string(),
});
export type TEmailChangeUndone = z.infer<typeof ZEmailChangeUndone>;

/** What the profile says when an e-mail change is requested (the web shows it under the field). */
export const emailChangePendingMessage = (newEmail: string, oldEmail: string) =>
  `We sent a confirmation link to ${newEmail}. Your e-mail changes when you follow it; until then you keep using ${oldEmail}, where we also sent a notice with a link to undo the change.`;
