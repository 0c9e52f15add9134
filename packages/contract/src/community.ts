import { z } from 'zod';
import { ZEmail } from './common';
import { EMAIL_MAX_LENGTH, isEmailAddress, multiline } from './text';

export const ZSubscribeBody = z.strictObject({ email: ZEmail });
export const ZUnsubscribeBody = z.union([
  z.strictObject({ token: z.string().min(1).max(2048) }),
  z.strictObject({ email: ZEmail }),
]);
export const ZNewsletterTokenBody = z.strictObject({ token: z.string().min(1, 'token is required').max(2048) });

export const FEEDBACK_CATEGORIES = [
  'bug_report',
  'feature_request',
  'general_feedback',
  'song_request',
  'account_issue',
  'payment_issue',
  'other',
] as const;
export const FEEDBACK_STATUSES = [
  'new',
  'in_progress',
  'resolved',
  'closed',
  'needs_more_info',
  'duplicate',
  'wont_implement',
] as const;

/** Public feedback form (multipart text fields beside optional attachments). */
export const ZFeedbackFields = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'Please choose a category' }),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(200, 'Subject must be at most 200 characters'),
  message: multiline(
    z
      .string({ error: 'Please enter a message' })
      .trim()
      .min(1, 'Please enter a message')
      .max(5000, 'Message must be at most 5000 characters'),
  ),
  rating: z
    .string()
    .regex(/^[1-5]?$/, 'Rating must be 1 to 5')
    .optional()
    .transform((r) => (r ? Number(r) : null)),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
    .refine((e) => e === '' || isEmailAddress(e), 'Please enter a valid email address')
    .optional(),
});
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_ATTACHMENT_MAX_FILES = 3;
