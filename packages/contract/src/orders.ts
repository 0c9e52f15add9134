import { z } from 'zod';
import { emailField, multiline } from './text';
import { ZPronunciationNotes } from './lyrics-approval';
import { ZBundle, ZPriority } from './pricing';

export const REQUEST_STATUSES = [
  'pending',
  'paid',
  'awaiting_approval',
  'processing',
  'generating',
  'completed',
  'failed',
] as const;
export const ZRequestStatus = z.enum(REQUEST_STATUSES);
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

/** Older order forms used standard/express/rush; they mean the same three tiers. */
const ZPriorityInput = z
  .enum(['free', '24hr', '6hr', 'standard', 'express', 'rush'], { error: 'priority must be one of: free, 24hr, 6hr' })
  .transform((p) => (p === 'standard' ? 'free' : p === 'express' ? '24hr' : p === 'rush' ? '6hr' : p));

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const emailItem = emailField();
const list = (max: number) =>
  z
    .union([z.array(text(50, 'Each tag')).max(max, `At most ${max} tags`), text(500, 'Tags')])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

export const VOICES = ['auto', 'female', 'male'] as const;
export const ZVoice = z.enum(VOICES, { error: 'voice must be one of: female, male, auto' });
export type TVoice = z.infer<typeof ZVoice>;

export const DEDICATION_LIMITS = { recipient: 120, relationship: 60, from: 80 } as const;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MARKUP = /[<>]|&#?[a-z0-9]+;/i;

/**
 * A short line of the dedication (who the song is for, the relationship, the signature): sung or shown
 * as written, so one line of plain words: no control characters, no markup, at least one letter.
 */
export const dedicationText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { message: `${label} must not be empty`, abort: true })
    .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
    .refine((v) => !CONTROL_OR_LINE.test(v), {
      message: `${label} must be one line without control characters`,
      abort: true,
    })
    .refine((v) => !MARKUP.test(v), { message: `${label} must not contain markup such as < or >`, abort: true })
    .refine((v) => /\p{L}/u.test(v), `${label} must contain letters`)
    .transform((v) => v.replace(/\s+/g, ' '));

export type DedicationField = keyof typeof DEDICATION_LIMITS;
const DEDICATION_LABELS: Record<DedicationField, string> = {
  recipient: 'Recipient',
  relationship: 'Relationship',
  from: 'From',
};

/** For forms: what is wrong with an optional dedication field as typed (blank is fine), or undefined. */
export function dedicationError(field: DedicationField, value: string): string | undefined {
  if (!value.trim()) return undefined;
  const r = dedicationText(DEDICATION_LIMITS[field], DEDICATION_LABELS[field]).safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

/**
 * One name or several ("Anna", ["Anna", "Tomasz"]), kept as the buyer wants them sung: "Anna and Tomasz".
 * Checked by hand rather than as a union, so a bad name gets its own message, not "Invalid input".
 */
const ZRecipient = z.unknown().transform((v, ctx): string => {
  const many = Array.isArray(v);
  if (many && v.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Please enter at least one name' });
    return z.NEVER;
  }
  if (many && v.length > 12) {
    ctx.addIssue({ code: 'custom', message: 'At most 12 names' });
    return z.NEVER;
  }
  const names: string[] = [];
  for (const [i, item] of (many ? v : [v]).entries()) {
    const r = dedicationText(DEDICATION_LIMITS.recipient, many ? 'Each recipient name' : 'Recipient').safeParse(item);
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? 'Invalid name', path: many ? [i] : [] });
      return z.NEVER;
    }
    names.push(r.data);
  }
  const joined = joinNames(names);
  if (joined.length > DEDICATION_LIMITS.recipient * 2) {
    ctx.addIssue({ code: 'custom', message: 'Recipient names are too long together' });
    return z.NEVER;
  }
  return joined;
});

/** "Anna", "Anna and Tomasz", "Anna, Tomasz and Eve". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * One schema for both order screens: the 6-step modal (title, description, song_types, priority_level,
 * notify_emails...) and the create-song page (prompt, style, event, tags, priority). Prices or totals
 * sent by a client are accepted and ignored: the server computes every amount.
 */
export const ZSongRequestBody = z
  .strictObject({
    title: text(200, 'Title').optional(),
    description: multiline(text(5000, 'Description')).optional(),
    prompt: multiline(text(5000, 'Prompt')).optional(),
    event: text(100, 'Event').optional(),
    style: text(300, 'Style').optional(),
    styles: z.array(text(50, 'Each style')).max(10).optional(),
    song_types: list(20).optional(),
    tags: list(20).optional(),
    additional_details: multiline(text(2000, 'Additional details')).optional(),
    priority: ZPriorityInput.optional(),
    priority_level: ZPriorityInput.optional(),
    bundle: ZBundle.default('single'),
    is_subscription: z.boolean().default(false),
    // Left out, the admin's default song visibility applies (settings).
    is_public: z.boolean().optional(),
    publish_on_site: z.boolean().default(false),
    send_anonymously: z.boolean().default(false),
    notify_emails: z.array(emailItem).max(10, 'At most 10 e-mail addresses').default([]),
    name: text(100, 'Name').optional(),
    email: emailField().optional(),
    phone: text(40, 'Phone').optional(),
    // How names are said, in plain respelling: { Siobhan: 'shi-VAWN' } (issue 19); also editable on the lyrics screen.
    pronunciations: ZPronunciationNotes.optional(),
    /** Who the song is for, how they relate to the buyer, how it is signed, and which voice sings it. */
    recipient: ZRecipient.optional(),
    relationship: dedicationText(DEDICATION_LIMITS.relationship, 'Relationship').optional(),
    from: dedicationText(DEDICATION_LIMITS.from, 'From').optional(),
    voice: ZVoice.default('auto'),
    // Ignored on purpose: the server prices every order itself.
    price: z.unknown().optional(),
    totalPrice: z.unknown().optional(),
    amount: z.unknown().optional(),
    songCount: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (!(v.prompt || v.description)) {
      ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'Please provide a prompt for your song' });
    }
    if (v.is_subscription && v.bundle !== 'ten') {
      ctx.addIssue({
        code: 'custom',
        path: ['is_subscription'],
        message: 'The monthly subscription comes with the 10-song bundle',
      });
    }
  })
  .transform((v) => ({
    title: v.title || null,
    prompt: (v.prompt || v.description)!,
    event: v.event || null,
    styles: [...(v.styles ?? []), ...(v.style ? v.style.split(',') : [])]
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    tags: [...(v.song_types ?? []), ...(v.tags ?? [])],
    additionalDetails: v.additional_details || null,
    priority: (v.priority ?? v.priority_level ?? 'free') as z.infer<typeof ZPriority>,
    bundle: v.bundle,
    isSubscription: v.is_subscription,
    isPublic: v.is_public,
    publishOnSite: v.publish_on_site,
    sendAnonymously: v.send_anonymously,
    notifyEmails: [...new Set(v.notify_emails)],
    name: v.name || null,
    email: v.email || null,
    phone: v.phone || null,
    pronunciations: v.pronunciations ?? {},
    recipient: v.recipient ?? null,
    relationship: v.relationship ?? null,
    from: v.from ?? null,
    voice: v.voice,
  }));
export type TSongRequestBody = z.input<typeof ZSongRequestBody>;
export type TSongRequestInput = z.output<typeof ZSongRequestBody>;

/**
 * What the lyric writer understood from the buyer's story, for a person to read (admin request details):
 * who sings to whom, then groups such as People, Places, Years, Things, What happened, each a list of
 * short readable items ("Anna (the recipient)", "1975, sung “nineteen seventy-five”").
 */
export const ZStoryView = z.object({
  voice: z.string().nullable(),
  occasion: z.string().nullable(),
  groups: z.array(z.object({ label: z.string(), items: z.array(z.string()) })),
});
export type TStoryView = z.infer<typeof ZStoryView>;

/** Who a request's song is for and how it is sung, as stored with the request. */
export const ZRequestDedication = z.object({
  recipient: z.string().nullable(),
  relationship: z.string().nullable(),
  from: z.string().nullable(),
  voice: ZVoice,
});
export type TRequestDedication = z.infer<typeof ZRequestDedication>;

export const ZSongRequestCreated = z.object({
  request_id: z.string(),
  status: ZRequestStatus,
  requires_payment: z.boolean(),
  payment_url: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  paid_with: z.enum(['free', 'payment', 'credit']).nullable(),
  /** Lets a visitor without an account follow the request (also e-mailed). */
  status_token: z.string().nullable(),
  /** A visitor's free song waits until they follow the confirmation link e-mailed to them. */
  awaiting_email: z.boolean().optional(),
});

/** The confirmation link of a visitor's free order carries this token (`?confirm=`). */
export const ZConfirmRequestEmailBody = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(2048),
});

export const ZRequestStatusView = z.object({
  id: z.string(),
  status: ZRequestStatus,
  finalSongId: z.string().nullable(),
  errorMessage: z.string().nullable(),
  title: z.string().nullable(),
  priority: ZPriority,
  createdAt: z.string(),
  /** Where the finished song opens: for guests, the buyer's signed link (download and share included). */
  songUrl: z.string().nullable().optional(),
  /** The song's free revision once asked for. */
  revision: z.enum(['requested', 'delivered']).nullable().optional(),
  /** A visitor's free order waiting for its e-mail address to be confirmed (nothing is made before). */
  awaitingEmail: z.boolean().optional(),
  /** A failed request: the steps it had got through before it failed (payment, lyric approval). */
  reached: z.array(ZRequestStatus).optional(),
});
export type TRequestStatusView = z.infer<typeof ZRequestStatusView>;

export const ZRequestListItem = ZRequestStatusView.extend({
  prompt: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paidWith: z.enum(['free', 'payment', 'credit']).nullable(),
  requiresPayment: z.boolean(),
  paymentUrl: z.string().nullable(),
});

export const ZPaymentProcessBody = z.strictObject({
  reference: z.string().trim().min(1, 'reference is required').max(200),
  amount: z.number().int('amount must be in minor units (cents)').min(0),
  song_request_id: z.uuid('song_request_id must be a valid id'),
});
export const ZPaymentResult = z.object({
  payment_id: z.string(),
  request_id: z.string(),
  status: ZRequestStatus,
  amount: z.number().int(),
  currency: z.string(),
});

export const ZRequestNotifyBody = z.strictObject({
  request_id: z.uuid('request_id must be a valid id'),
  emails: z.array(emailItem).min(1, 'Please enter at least one valid email address').max(10),
});

export const ZBillingHistory = z.object({
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      itemDescription: z.string(),
      methodType: z.string().nullable(),
      lastFour: z.string().nullable(),
      createdAt: z.string(),
      refundedAt: z.string().nullable(),
    }),
  ),
  credits: z.array(z.object({ tier: ZPriority, balance: z.number().int() })),
  subscription: z
    .object({
      id: z.string(),
      planName: z.string(),
      tier: ZPriority,
      status: z.enum(['active', 'canceled']),
      amount: z.number().int(),
      currency: z.string(),
      currentPeriodEnd: z.string(),
      canceledAt: z.string().nullable(),
    })
    .nullable(),
});
export type TBillingHistory = z.infer<typeof ZBillingHistory>;
