import { AppError } from '../../errors';
import type { TemplateValues } from './render';
import type { MailSecret } from '../../platform/mail/mail';

/**
 * Placeholders whose value is a live secret: whoever holds the link can take over the account or an address.
 * Their values never reach the outbox (staff see a marker saying that the link was sent); only the delivered
 * message carries them (platform/mail). Templates that use one need an admin to edit them, and must keep it.
 */
export const SECRET_LINKS: Record<string, string> = {
  resetPasswordLink: 'password reset link',
  verificationLink: 'e-mail confirmation link',
  setupLink: 'setup link',
  signInLink: 'sign-in link',
  confirmEmailChangeLink: 'e-mail change confirmation link',
  undoEmailChangeLink: 'e-mail change undo link',
};

export const isSecretLink = (name: string) => Object.hasOwn(SECRET_LINKS, name);

/** What staff read in the outbox instead of the link (no characters that HTML escaping or text layout change). */
export const secretMarker = (name: string) => `[hidden: ${SECRET_LINKS[name] ?? name}]`;

/** Splits template values into what may be stored (markers for secrets) and the secrets themselves. */
export function splitSecrets(values: TemplateValues): { values: TemplateValues; secrets: MailSecret[] } {
  const out: TemplateValues = { ...values };
  const secrets: MailSecret[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!isSecretLink(name) || value === undefined || value === null || String(value) === '') continue;
    const marker = secretMarker(name);
    out[name] = marker;
    secrets.push({ marker, value: String(value) });
  }
  return { values: out, secrets };
}

const RAW_ELEMENTS =
  /<\s*(style|script|svg|math|template|iframe|frame|object|embed|link|meta|base|form|textarea|title|noscript|xmp)\b/i;

/** Whether position `at` of an HTML body is inside a tag (between its < and >). */
const insideTag = (html: string, at: number) => html.lastIndexOf('<', at) > html.lastIndexOf('>', at);

/** Link targets a template with a secret link may use besides the secret itself: the site's own pages. */
const SAFE_HREFS = new Set(['{{siteUrl}}', '{{dashboardUrl}}', 'mailto:{{supportEmail}}']);
const normalise = (s: string) =>
  s
    .replace(/\{\{\s*/g, '{{')
    .replace(/\s*\}\}/g, '}}')
    .trim();

/**
 * The rules for editing a template that carries a secret link: the link placeholder must stay, every link
 * must point at it (or at the site), no web address may be typed in, and the placeholder may not sit anywhere
 * a browser would fetch it or show it in a header (other attributes, the subject, a section).
 */
export function checkSecretTemplate(secret: string, t: { subject: string; body: string; isHtml: boolean }): void {
  const tag = `{{${secret}}}`;
  const body = normalise(t.body);
  const bad = (message: string, field = 'body') => new AppError('VALIDATION_ERROR', message, { field });
  if (normalise(t.subject).includes(tag) || new RegExp(`\\{\\{\\s*[#^/]?\\s*${secret}\\s*\\}\\}`).test(t.subject)) {
    throw bad(`The subject cannot contain ${tag}: the link belongs in the body.`, 'subject');
  }
  if (!body.includes(tag)) {
    throw bad(`This e-mail must contain the ${SECRET_LINKS[secret]} placeholder ${tag}.`);
  }
  if (new RegExp(`\\{\\{[#^/]\\s*${secret}\\s*\\}\\}`).test(body)) {
    throw bad(`${tag} cannot be used as a section ({{#…}} or {{^…}}) in this e-mail.`);
  }
  if (/\b(https?:|ftp:|www\.)|\/\//i.test(body)) {
    throw bad(`Type no web addresses in this e-mail: its link is ${tag}, which Serenade fills in.`);
  }
  // Elements whose content a mail client reads as code or fetches from (a CSS url() can rebuild a web address
  // from escapes, next to the link): none of them belongs in an e-mail that carries a live link.
  const raw = t.isHtml ? RAW_ELEMENTS.exec(body) : null;
  if (raw) throw bad(`This e-mail cannot contain a <${raw[1]!.toLowerCase()}> element: it carries ${tag}.`);
  // In text the link stands on its own, so nothing typed before or after it turns it into part of another
  // address ("example.com/?x={{link}}" is a link to example.com for a mail client that links addresses).
  for (let at = body.indexOf(tag); at !== -1; at = body.indexOf(tag, at + tag.length)) {
    if (t.isHtml && insideTag(body, at)) continue; // attributes are checked below: an href must be exactly the tag
    const before = at === 0 ? '' : body[at - 1]!;
    const after = body[at + tag.length] ?? '';
    if ((before && !/[\s>(]/.test(before)) || (after && !/[\s<.,;:!?)]/.test(after))) {
      throw bad(
        `${tag} must stand on its own (a space or line break before and after it): found "${body.slice(Math.max(0, at - 20), at + tag.length + 20)}".`,
      );
    }
  }
  if (t.isHtml) {
    for (const m of body.matchAll(/<[^>]*>/g)) {
      const el = m[0];
      const attrs = [...el.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)];
      for (const a of attrs) {
        const name = a[1]!.toLowerCase();
        const value = (a[3] ?? a[4] ?? a[5] ?? '').trim();
        if (name === 'href') {
          if (value !== tag && !SAFE_HREFS.has(value) && !/^mailto:[^{}]*$/i.test(value)) {
            throw bad(
              `Every link in this e-mail must be ${tag} (or {{siteUrl}}, {{dashboardUrl}}): found href="${value}".`,
            );
          }
        } else if (value.includes('{{')) {
          throw bad(`Placeholders can only be used in link targets (href) and text: found ${name}="${value}".`);
        }
      }
      // The secret outside an href attribute but inside a tag (e.g. a style url) would leak it.
      const withoutHrefs = el.replace(/\bhref\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
      if (withoutHrefs.includes(tag)) {
        throw bad(`${tag} can only be a link target (href="${tag}") or text.`);
      }
    }
  }
}
