/** Admin email: request and response schemas (issue 7). */
import { z } from 'zod';
import { isEmailAddress, multiline } from './text';

export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_SUBJECT_MAX = 300;
export const TEMPLATE_BODY_MAX = 100_000;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Email body is required',
  emailRequired: 'Valid email address is required',
} as const;

/** The placeholders SPEC 3 names; every e-mail also gets siteName, siteUrl and the ones its template uses. */
export const STANDARD_PLACEHOLDERS = [
  'userName',
  'userEmail',
  'songTitle',
  'songArtist',
  'songUrl',
  'playlistName',
  'playlistUrl',
  'resetPasswordLink',
  'verificationLink',
  'dashboardUrl',
  'supportEmail',
  'currentDate',
] as const;

export const ZEmailTemplate = z.object({
  id: z.string(),
  /** Set on the templates Serenade itself sends (e.g. `password_reset`); null on templates an admin created. */
  key: z.string().nullable(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  is_html: z.boolean(),
  /** When Serenade sends it (system templates only). */
  description: z.string().nullable(),
  /** Placeholder names used in the subject and body, in order of first use. */
  placeholders: z.array(z.string()),
  /**
   * The placeholder carrying a live secret link (e.g. `resetPasswordLink`) on templates that have one: only an
   * admin edits such a template, the placeholder must stay, and every link in it must be that placeholder.
   */
  linkPlaceholder: z.string().nullable().default(null),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZEmailTemplatesQuery = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export const ZEmailTemplateList = z.object({ templates: z.array(ZEmailTemplate) });
export type TEmailTemplateList = z.infer<typeof ZEmailTemplateList>;

/** SPEC 3 stores is_html as 1/0; booleans are accepted too. */
const ZIsHtml = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'is_html must be true or false',
  })
  .transform((v) => v === true || v === 1 || v === '1');

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

export const ZEmailTemplateBody = z.strictObject({
  name: required(TEMPLATE_MESSAGES.nameRequired, TEMPLATE_NAME_MAX, 'Template name'),
  subject: required(TEMPLATE_MESSAGES.subjectRequired, TEMPLATE_SUBJECT_MAX, 'Subject'),
  body: multiline(
    z
      .string({ error: TEMPLATE_MESSAGES.bodyRequired })
      .max(TEMPLATE_BODY_MAX, `Email body must be at most ${TEMPLATE_BODY_MAX} characters`)
      .refine((s) => s.trim().length > 0, TEMPLATE_MESSAGES.bodyRequired),
  ),
  is_html: ZIsHtml.default(true),
});
export type TEmailTemplateBody = z.input<typeof ZEmailTemplateBody>;

export const ZTemplateReplacements = z
  .record(z.string().max(100), z.string().max(10_000, 'A replacement value must be at most 10000 characters'))
  .refine((r) => Object.keys(r).length <= 100, 'At most 100 replacements')
  .default({});

export const ZEmailPreviewBody = z.strictObject({
  subject: z.string({ error: 'subject is required' }).max(TEMPLATE_SUBJECT_MAX),
  body: multiline(z.string({ error: 'body is required' }).max(TEMPLATE_BODY_MAX)),
  is_html: ZIsHtml.default(true),
  replacements: ZTemplateReplacements,
});
export type TEmailPreviewBody = z.input<typeof ZEmailPreviewBody>;
export const ZEmailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

/** A test address must contain '@' (SPEC 5); it must also be one plain address, nothing a mail header could split. */
export const isTestAddress = (s: string) => s.includes('@') && isEmailAddress(s) && !/[,;<>"]/.test(s);

/**
 * A placeholder that is a link ({{requestUrl}}, {{resetPasswordLink}}, {{siteUrl}} …). In a test send the server
 * fills every link itself (a marker where a live or private link would be): none is typed.
 */
export const isLinkPlaceholder = (name: string) => /(Url|Link)$/.test(name);

export const ZEmailTestBody = z.strictObject({
  to: z
    .string({ error: TEMPLATE_MESSAGES.emailRequired })
    .trim()
    .max(254, TEMPLATE_MESSAGES.emailRequired)
    .refine(isTestAddress, TEMPLATE_MESSAGES.emailRequired),
  replacements: ZTemplateReplacements.superRefine((r, ctx) => {
    const link = Object.keys(r).find(isLinkPlaceholder);
    if (link) {
      ctx.addIssue({
        code: 'custom',
        path: [link],
        message: `{{${link}}} is a link: Serenade fills it in for a test send, so leave it out of the replacements`,
      });
    }
  }),
});
export type TEmailTestBody = z.input<typeof ZEmailTestBody>;
export const ZEmailTestResult = z.object({ messageId: z.string(), to: z.string(), message: z.string() });
export type TEmailTestResult = z.infer<typeof ZEmailTestResult>;
