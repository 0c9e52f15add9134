import { EMAIL_PATTERN } from '@serenade/contract';

export const SHARE_EMAIL_ERROR = 'Please enter at least one valid email address';
export const SHARE_MESSAGE_MAX = 500;

export type ParsedEmails = { valid: string[]; invalid: string[] };

/** 'a@x.com, b@y.com' → trimmed, lower-cased, de-duplicated addresses, split into valid and not. */
export function parseEmails(raw: string): ParsedEmails {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of raw.split(/[,;\n]/)) {
    const email = part.trim().toLowerCase();
    if (!email || seen.has(email)) continue;
    seen.add(email);
    (EMAIL_PATTERN.test(email) ? valid : invalid).push(email);
  }
  return { valid, invalid };
}

export type ShareErrors = { emails?: string; message?: string };

/** The same rules as the server: one or more addresses, all valid; a message of at most 500. */
export function validateShare(emails: string, message: string): ShareErrors {
  const errors: ShareErrors = {};
  const parsed = parseEmails(emails);
  if (parsed.valid.length === 0) errors.emails = SHARE_EMAIL_ERROR;
  else if (parsed.invalid.length > 0) errors.emails = `${SHARE_EMAIL_ERROR} (check ${parsed.invalid.join(', ')})`;
  if (message.trim().length > SHARE_MESSAGE_MAX) errors.message = 'Message must be at most 500 characters';
  return errors;
}
