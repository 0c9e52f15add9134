/** Admin feedback: request and response schemas (issue 7). */
import { z } from 'zod';
import { multiline } from './text';
import { ZPageQuery } from './admin';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from './community';

export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type TFeedbackStatus = z.infer<typeof ZFeedbackStatus>;
export const ZFeedbackCategory = z.enum(FEEDBACK_CATEGORIES);
export type TFeedbackCategory = z.infer<typeof ZFeedbackCategory>;

export const FEEDBACK_RESPONSE_MAX = 5000;
export const FEEDBACK_SORTS = ['created_at', 'category', 'subject', 'status'] as const;

/**
 * A multi-select filter: `status=new,resolved` or `status=new&status=resolved`. Every value is checked,
 * and a wrong one is named together with its field.
 */
const oneOfList = <T extends readonly [string, ...string[]]>(field: string, allowed: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx): T[number][] | undefined => {
      if (raw === undefined) return undefined;
      const items = (Array.isArray(raw) ? raw : [raw])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.find((i) => !(allowed as readonly string[]).includes(i));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `${field} "${bad}" is not one of: ${allowed.join(', ')}` });
        return z.NEVER;
      }
      return items.length ? ([...new Set(items)] as T[number][]) : undefined;
    });

/** Filters shared by the list and the CSV export. */
export const ZAdminFeedbackFilters = z.object({
  search: ZPageQuery.shape.search,
  status: oneOfList('status', FEEDBACK_STATUSES),
  category: oneOfList('category', FEEDBACK_CATEGORIES),
  sort: z.enum(FEEDBACK_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type TAdminFeedbackFilters = z.output<typeof ZAdminFeedbackFilters>;

export const ZAdminFeedbackQuery = ZAdminFeedbackFilters.extend({
  page: ZPageQuery.shape.page,
  limit: ZPageQuery.shape.limit,
});
export type TAdminFeedbackQuery = z.output<typeof ZAdminFeedbackQuery>;

/** One row of the list: SPEC 3 Feedback plus what a support ticket carries. */
export const ZAdminFeedbackItem = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  kind: z.enum(['feedback', 'support']),
  category: ZFeedbackCategory,
  subject: z.string(),
  message: z.string(),
  rating: z.number().int().nullable(),
  status: ZFeedbackStatus,
  is_public: z.boolean(),
  admin_response: z.string().nullable(),
  priority: z.string().nullable(),
  sender_name: z.string().nullable(),
  sender_email: z.string().nullable(),
  attachment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminFeedbackItem = z.infer<typeof ZAdminFeedbackItem>;

export const ZAdminFeedbackAttachment = z.object({
  id: z.string(),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** A short-lived signed download link (no bearer token needed, so it works as a plain link). */
  url: z.string(),
});
export type TAdminFeedbackAttachment = z.infer<typeof ZAdminFeedbackAttachment>;

export const ZAdminFeedbackDetail = ZAdminFeedbackItem.extend({ attachments: z.array(ZAdminFeedbackAttachment) });
export type TAdminFeedbackDetail = z.infer<typeof ZAdminFeedbackDetail>;

export const ZAdminFeedbackList = z.object({
  feedback: z.array(ZAdminFeedbackItem),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type TAdminFeedbackList = z.infer<typeof ZAdminFeedbackList>;

export const ZAdminFeedbackStats = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: ZFeedbackStatus, count: z.number().int() })),
  publicFeedbackCount: z.number().int(),
  averageRating: z.number().nullable(),
});
export type TAdminFeedbackStats = z.infer<typeof ZAdminFeedbackStats>;

export const ZAdminFeedbackRespondBody = z.strictObject({
  response: multiline(
    z
      .string({ error: 'Please enter a response' })
      .trim()
      .min(1, 'Please enter a response')
      .max(FEEDBACK_RESPONSE_MAX, `Response must be at most ${FEEDBACK_RESPONSE_MAX} characters`),
  ),
  status: z.enum(FEEDBACK_STATUSES, { error: `status must be one of: ${FEEDBACK_STATUSES.join(', ')}` }),
});
export type TAdminFeedbackRespondBody = z.input<typeof ZAdminFeedbackRespondBody>;

export const ZAdminFeedbackPublicBody = z.strictObject({
  is_public: z.boolean({ error: 'is_public must be true or false' }),
});

/** Feedback an editor made public, as the public site may show it. */
export const ZPublicFeedbackItem = z.object({
  id: z.string(),
  rating: z.number().int().nullable(),
  subject: z.string(),
  message: z.string(),
  first_name: z.string().nullable(),
  created_at: z.string(),
});
export type TPublicFeedbackItem = z.infer<typeof ZPublicFeedbackItem>;
export const ZPublicFeedbackQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be 1-20').max(20, 'limit must be 1-20').default(6),
});
