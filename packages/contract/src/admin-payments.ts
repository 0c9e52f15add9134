/** Admin payments and subscriptions: request and response schemas (issue 7, SPEC 2 Payment Management). */
import { z } from 'zod';

export const ADMIN_PAYMENT_STATUSES = ['successful', 'failed', 'pending', 'refunded'] as const;
export const ZAdminPaymentStatus = z.enum(ADMIN_PAYMENT_STATUSES);
export type TAdminPaymentStatus = z.infer<typeof ZAdminPaymentStatus>;

export const ADMIN_SUBSCRIPTION_STATUSES = ['active', 'canceled'] as const;
/**
 * SPEC 4: the subscription filter also offers successful, failed and pending. For a subscription
 * those mean "its latest payment has that status" (e.g. failed = the last renewal was declined).
 */
export const ADMIN_SUBSCRIPTION_FILTERS = [...ADMIN_SUBSCRIPTION_STATUSES, 'successful', 'failed', 'pending'] as const;

/** An empty field in a query string (a cleared form control) means "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const day = (field: string) =>
  optionalParam(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
      .refine((s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
      }, `${field} must be a real date`),
  );

/** page, limit (10), start_date and end_date (whole UTC days, both inclusive). */
const ZMoneyListBase = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1-100')
    .max(100, 'limit must be 1-100')
    .default(10),
  start_date: day('start_date'),
  end_date: day('end_date'),
});
const endAfterStart = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;
const endAfterStartIssue = { message: 'end_date must be on or after start_date', path: ['end_date'] };

export const ZAdminPaymentsQuery = ZMoneyListBase.extend({
  status: optionalParam(ZAdminPaymentStatus),
}).refine(endAfterStart, endAfterStartIssue);
export type TAdminPaymentsQuery = z.input<typeof ZAdminPaymentsQuery>;

export const ZAdminSubscriptionsQuery = ZMoneyListBase.extend({
  status: optionalParam(z.enum(ADMIN_SUBSCRIPTION_FILTERS)),
}).refine(endAfterStart, endAfterStartIssue);
export type TAdminSubscriptionsQuery = z.input<typeof ZAdminSubscriptionsQuery>;

/** SPEC 3 Payment, plus the request it paid for. Amounts are integer minor units. */
export const ZAdminPayment = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: ZAdminPaymentStatus,
  created_at: z.string(),
  refunded_at: z.string().nullable(),
  payment_method_type: z.string().nullable(),
  last_four: z.string().nullable(),
  item_description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  request_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  /** Another admin's refund of this payment is with the provider right now. */
  refund_in_progress: z.boolean(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZAdminPaymentDetail = ZAdminPayment.extend({
  user_name: z.string().nullable(),
  request_title: z.string().nullable(),
  provider: z.string(),
  reference: z.string(),
  refund_reference: z.string().nullable(),
  refunded_by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Song credits this refund took back from the member (bundles and subscriptions grant credits). */
  credits_revoked: z.number().int(),
});
export type TAdminPaymentDetail = z.infer<typeof ZAdminPaymentDetail>;

export const ZAdminSubscription = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  plan_name: z.string(),
  status: z.enum(ADMIN_SUBSCRIPTION_STATUSES),
  created_at: z.string(),
  current_period_end: z.string(),
  canceled_at: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
export type TAdminSubscription = z.infer<typeof ZAdminSubscription>;

export const ZAdminPaymentsList = z.object({
  payments: z.array(ZAdminPayment),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type TAdminPaymentsList = z.infer<typeof ZAdminPaymentsList>;

export const ZAdminSubscriptionsList = z.object({
  subscriptions: z.array(ZAdminSubscription),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type TAdminSubscriptionsList = z.infer<typeof ZAdminSubscriptionsList>;

/**
 * SPEC 3 Payment stats. totalAmount is net revenue in minor units of `currency` (the shop's
 * currency): every payment collected minus every refund, i.e. the sum of payments still successful.
 */
export const ZAdminPaymentStats = z.object({
  totalAmount: z.number().int(),
  currency: z.string(),
  successfulPayments: z.number().int(),
  failedPayments: z.number().int(),
  pendingPayments: z.number().int(),
  refundedPayments: z.number().int(),
  activeSubscriptions: z.number().int(),
  canceledSubscriptions: z.number().int(),
});
export type TAdminPaymentStats = z.infer<typeof ZAdminPaymentStats>;
