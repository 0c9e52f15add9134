import { z } from 'zod';
import {
  BUNDLES,
  dedicationError,
  EMAIL_PATTERN,
  PRIORITIES,
  type TBundle,
  type TPriority,
  type TSongRequestBody,
  type TVoice,
  VOICES,
  type DedicationField,
} from '@serenade/contract';

/** SPEC 2: the six steps of the song order modal. */
export const ORDER_STEPS = ['Your Info', 'Song Details', 'Priority', 'Sharing', 'Payment', 'Complete'] as const;
export type OrderStep = 1 | 2 | 3 | 4 | 5 | 6;
export const STEP_COUNT = ORDER_STEPS.length;
/** SPEC 9: the progress bar fills 16.67% per step. */
export const STEP_PERCENT = 16.67;
/** SPEC 9: the modal resets 300 ms after it closes (after the exit animation). */
export const ORDER_RESET_DELAY_MS = 300;
/** SPEC 9: a free order confirms after about 1.5 seconds. */
export const FREE_CONFIRM_DELAY_MS = 1500;

export const SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
export const SAMPLE_MAX_FILES = 5;
export const MAX_DESTINATION_EMAILS = 10;

export function progressPercent(step: number): number {
  return Math.min(100, Math.round(step * STEP_PERCENT * 100) / 100);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type OrderFormValues = {
  userName: string;
  email: string;
  phone: string;
  songTitle: string;
  songDescription: string;
  songTypes: string[];
  additionalDetails: string;
  /** who the song is for, their relationship to the buyer, how it is signed (all optional) */
  recipient: string;
  relationship: string;
  signedFrom: string;
  voice: TVoice;
  sampleFiles: File[];
  priority: TPriority;
  bundle: TBundle;
  isSubscription: boolean;
  isPublic: boolean;
  publishOnSite: boolean;
  sendAnonymously: boolean;
  destinationEmails: string[];
};
export type OrderField = keyof OrderFormValues;
export type OrderErrors = Partial<Record<OrderField, string>>;

export function defaultOrderValues(member?: { name: string; email: string } | null): OrderFormValues {
  return {
    userName: member?.name ?? '',
    email: member?.email ?? '',
    phone: '',
    songTitle: '',
    songDescription: '',
    songTypes: [],
    additionalDetails: '',
    recipient: '',
    relationship: '',
    signedFrom: '',
    voice: 'auto',
    sampleFiles: [],
    priority: 'free',
    bundle: 'single',
    isSubscription: false,
    isPublic: false,
    publishOnSite: false,
    sendAnonymously: false,
    destinationEmails: [],
  };
}

/** An optional dedication line, checked by the same rules as the server's. */
export const dedicationField = (field: DedicationField) =>
  z.string().superRefine((v, ctx) => {
    const message = dedicationError(field, v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const ZOrderForm = z
  .object({
    userName: z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
    email: z.string().trim().regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    phone: z.string().trim().max(40, 'Phone must be at most 40 characters'),
    songTitle: z.string().trim().min(1, 'Please enter a song title').max(200, 'Title must be at most 200 characters'),
    songDescription: z
      .string()
      .trim()
      .min(1, 'Please describe your song')
      .max(5000, 'Description must be at most 5000 characters'),
    songTypes: z.array(z.string()).max(20, 'At most 20 song types'),
    additionalDetails: z.string().max(2000, 'Additional details must be at most 2000 characters'),
    recipient: dedicationField('recipient'),
    relationship: dedicationField('relationship'),
    signedFrom: dedicationField('from'),
    voice: z.enum(VOICES),
    sampleFiles: z.array(z.custom<File>()).max(SAMPLE_MAX_FILES, `You can attach up to ${SAMPLE_MAX_FILES} files`),
    priority: z.enum(PRIORITIES, { error: 'Please choose a delivery speed' }),
    bundle: z.enum(BUNDLES),
    isSubscription: z.boolean(),
    isPublic: z.boolean(),
    publishOnSite: z.boolean(),
    sendAnonymously: z.boolean(),
    destinationEmails: z
      .array(z.string().regex(EMAIL_PATTERN, 'Please enter a valid email address'))
      .max(MAX_DESTINATION_EMAILS, `At most ${MAX_DESTINATION_EMAILS} e-mail addresses`),
  })
  .superRefine((v, ctx) => {
    if (v.isSubscription && v.bundle !== 'ten') {
      ctx.addIssue({
        code: 'custom',
        path: ['isSubscription'],
        message: 'The monthly subscription comes with the 10-song bundle',
      });
    }
  });

/** The fields each step checks before Continue moves on. */
export const STEP_FIELDS: Record<OrderStep, readonly OrderField[]> = {
  1: ['userName', 'email', 'phone'],
  2: [
    'recipient',
    'relationship',
    'signedFrom',
    'voice',
    'songTitle',
    'songDescription',
    'songTypes',
    'additionalDetails',
    'sampleFiles',
  ],
  3: ['priority', 'bundle', 'isSubscription'],
  4: ['isPublic', 'publishOnSite', 'sendAnonymously', 'destinationEmails'],
  5: [],
  6: [],
};

export type StepContext = { isMember: boolean; paidTier: boolean };

/** The first message per field of one step; empty when the step may be left. */
export function validateStep(step: OrderStep, values: OrderFormValues, ctx: StepContext): OrderErrors {
  const fields = STEP_FIELDS[step];
  const errors: OrderErrors = {};
  const parsed = ZOrderForm.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as OrderField | undefined;
      if (field && fields.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (step === 3 && !errors.bundle) {
    const wantsMore = values.bundle !== 'single' || values.isSubscription;
    if (wantsMore && !ctx.paidTier) errors.bundle = 'Bundles are offered only for paid tiers';
    else if (wantsMore && !ctx.isMember) errors.bundle = 'Log in to buy bundles';
  }
  return errors;
}

/** The modal's request body (SPEC 3). Prices are never sent: the server computes every amount. */
export function toRequestBody(values: OrderFormValues, isMember: boolean): TSongRequestBody {
  const body: TSongRequestBody = {
    title: values.songTitle.trim(),
    description: values.songDescription.trim(),
    song_types: values.songTypes,
    priority_level: values.priority,
    is_public: values.isPublic,
    publish_on_site: values.publishOnSite,
    send_anonymously: values.sendAnonymously,
    notify_emails: values.destinationEmails,
    bundle: values.bundle,
    is_subscription: values.isSubscription,
    name: values.userName.trim(),
  };
  // Members are known by their account e-mail; visitors tell us where to write.
  if (!isMember) body.email = values.email.trim();
  if (values.phone.trim()) body.phone = values.phone.trim();
  if (values.additionalDetails.trim()) body.additional_details = values.additionalDetails.trim();
  if (values.recipient.trim()) body.recipient = values.recipient.trim();
  if (values.relationship.trim()) body.relationship = values.relationship.trim();
  if (values.signedFrom.trim()) body.from = values.signedFrom.trim();
  body.voice = values.voice;
  return body;
}

/** Where a field the server complained about lives in the modal (e.g. `notify_emails.1`). */
export function fieldFromServer(field: string | undefined): { step: OrderStep; field: OrderField } | null {
  if (!field) return null;
  const root = field.split('.')[0];
  const map: Record<string, [OrderStep, OrderField]> = {
    name: [1, 'userName'],
    email: [1, 'email'],
    phone: [1, 'phone'],
    title: [2, 'songTitle'],
    description: [2, 'songDescription'],
    prompt: [2, 'songDescription'],
    song_types: [2, 'songTypes'],
    tags: [2, 'songTypes'],
    additional_details: [2, 'additionalDetails'],
    recipient: [2, 'recipient'],
    relationship: [2, 'relationship'],
    from: [2, 'signedFrom'],
    voice: [2, 'voice'],
    samples: [2, 'sampleFiles'],
    payload: [2, 'sampleFiles'],
    priority: [3, 'priority'],
    priority_level: [3, 'priority'],
    bundle: [3, 'bundle'],
    is_subscription: [3, 'isSubscription'],
    is_public: [4, 'isPublic'],
    publish_on_site: [4, 'publishOnSite'],
    send_anonymously: [4, 'sendAnonymously'],
    notify_emails: [4, 'destinationEmails'],
  };
  const hit = root ? map[root] : undefined;
  return hit ? { step: hit[0], field: hit[1] } : null;
}

/** Checks files picked as samples: audio or image, at most 10 MB each, at most five in all. */
export function acceptSamples(current: readonly File[], picked: readonly File[]): { files: File[]; error?: string } {
  const files = [...current];
  let error: string | undefined;
  for (const file of picked) {
    if (!/^(audio|image)\//.test(file.type)) {
      error = 'Sample files must be audio or images';
    } else if (file.size > SAMPLE_MAX_BYTES) {
      error = 'Each sample file must be at most 10 MB';
    } else if (files.length >= SAMPLE_MAX_FILES) {
      error = `You can attach up to ${SAMPLE_MAX_FILES} files`;
    } else if (!files.some((f) => f.name === file.name && f.size === file.size)) {
      files.push(file);
    }
  }
  return { files, error };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
