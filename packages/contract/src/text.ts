import { z } from 'zod';

/**
 * Text rules shared by every form: e-mail addresses checked in linear time, and which characters a
 * field may hold. The server applies `badCharacter` to every string of every request through one
 * mechanism (platform/text-guard.ts); a field takes line breaks only when its schema is `multiline`.
 */

export const EMAIL_MAX_LENGTH = 254;

/**
 * `local@domain.tld`: one '@', no white space, a dot inside the domain (not first or last). A plain
 * scan, so a long hostile input costs time proportional to its length, never more; longer than
 * EMAIL_MAX_LENGTH is refused before anything else is looked at.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  if (/\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}

/**
 * The same rule as a pattern, for code that needs a RegExp. Written so no character can be matched
 * two ways (the dot that splits the domain is its first dot after the first character), which keeps
 * the regular-expression engine linear. Prefer `isEmailAddress`.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]*[^\s@]$/;

/**
 * An e-mail field: trimmed, length first (aborting, so nothing else runs on a huge input), then the
 * linear check, lower-cased.
 */
export const emailField = (message = 'Please enter a valid email address', required = 'Email is required') =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort: true })
    .max(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
    .refine(isEmailAddress, message)
    // overwrite, not transform: the same schema also serialises responses (settings), which a transform breaks.
    .overwrite((e) => e.toLowerCase());

/** Marks a string schema whose value may span several lines (messages, descriptions, stories, lyrics). */
export const multiline = <T extends z.ZodType>(schema: T): T => schema.meta({ multiline: true });

export const isMultiline = (schema: z.ZodType): boolean =>
  (z.globalRegistry.get(schema) as { multiline?: unknown } | undefined)?.multiline === true;

/** C0 and C1 control characters and DEL; tab, line feed and carriage return are judged apart. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * What is wrong with a string's characters, if anything: control characters are never accepted;
 * line breaks and tabs only in multi-line fields.
 */
export function badCharacter(value: string, allowLines: boolean): 'control' | 'line-break' | null {
  if (CONTROL.test(value)) return 'control';
  if (!allowLines && (LINE_BREAK.test(value) || value.includes('\t'))) return 'line-break';
  return null;
}
