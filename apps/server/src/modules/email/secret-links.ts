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

/**
 * Other links that work as a key to something (a guest's request, a private song, a confirmation, an
 * unsubscribe): hidden in the outbox the same way, named here so staff can tell what was sent.
 */
export const KEY_LINKS: Record<string, string> = {
  requestUrl: 'request status link',
  confirmUrl: 'confirmation link',
  songUrl: 'private song link',
  unsubscribeUrl: 'unsubscribe link',
  playlistUrl: 'playlist link',
  billingUrl: 'billing link',
  adminUrl: 'admin link',
};

/** Query (or fragment) parameters whose value opens something: a link carrying one is a secret. */
const SECRET_PARAMS = new Set(['token', 'key', 'confirm', 'unsubscribe', 'secret', 'code', 'sig', 'signature', 'auth']);
/** A parameter value that looks like a token (long, random-looking) makes a link secret whatever its name. */
const TOKEN_LIKE = /^[\w.~+/=-]{16,}$/;
const URL_IN_TEXT = /(?:https?:\/\/|\/)[^\s<>"'()]*[?#][^\s<>"'()]*/g;

/** Whether a link carries something that works as a key (a token, key, confirmation or signature). */
export function isSecretUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return false;
  }
  for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))]) {
    for (const [name, v] of params) {
      if (SECRET_PARAMS.has(name.toLowerCase()) || TOKEN_LIKE.test(v)) return true;
    }
  }
  return false;
}

/** A whole value that is one link (absolute, or a path on the site) and nothing else. */
const isLink = (s: string) => /^(https?:\/\/|\/)\S*$/.test(s);

/** What staff read in the outbox instead of the link (no characters that HTML escaping or text layout change). */
export const secretMarker = (name: string) =>
  `[hidden: ${SECRET_LINKS[name] ?? KEY_LINKS[name] ?? `link in ${name.replace(/\W/g, '')}`}]`;

/**
 * Splits template values into what may be stored (markers for secrets) and the secrets themselves: the one
 * place that decides what the outbox may show. A value is hidden when its placeholder is a live link
 * (SECRET_LINKS), or it is a link carrying a token, key, confirmation or signature (whatever its name);
 * such links inside a longer value (a typed message, a note) are hidden one by one.
 */
export function splitSecrets(values: TemplateValues): { values: TemplateValues; secrets: MailSecret[] } {
  const out: TemplateValues = { ...values };
  const secrets: MailSecret[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || String(value) === '') continue;
    const text = String(value);
    if (isSecretLink(name) || (isLink(text) && isSecretUrl(text))) {
      const marker = secretMarker(name);
      out[name] = marker;
      secrets.push({ marker, value: text });
      continue;
    }
    let n = 0;
    const hidden = text.replace(URL_IN_TEXT, (url) => {
      if (!isSecretUrl(url)) return url;
      n += 1;
      const marker = `[hidden: link ${n} in ${name.replace(/\W/g, '')}]`;
      secrets.push({ marker, value: url });
      return marker;
    });
    if (n > 0) out[name] = hidden;
  }
  return { values: out, secrets };
}

/**
 * For previews and test sends: every link a template carries is filled by the server, never typed. Live and
 * key links show the outbox marker (nothing is delivered in their place), so a test mail carries no secret.
 */
export function withoutSecrets(values: TemplateValues): TemplateValues {
  return splitSecrets(values).values;
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
