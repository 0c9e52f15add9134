const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export type Rendered = { subject: string; text: string; html: string };

/** Values for a template's {{placeholders}}. `null`/`undefined` count as "not provided". */
export type TemplateValues = Record<string, string | number | null | undefined>;

/**
 * The template language, deliberately small (a subset of Mustache):
 * - `{{key}}` is replaced by the value of `key`. In HTML bodies the value is HTML-escaped (safe in text and in
 *   quoted attributes such as href); in text bodies and subjects it is inserted as it is.
 * - `{{#key}}…{{/key}}` keeps its content only when `key` has a non-empty value; `{{^key}}…{{/key}}` only when not.
 * - A placeholder with no value stays visible as `{{key}}`, so a typo shows up in the preview instead of vanishing.
 */
const NAME = '[A-Za-z][A-Za-z0-9_]*';
const SECTION = new RegExp(`\\{\\{\\s*([#^])\\s*(${NAME})\\s*\\}\\}([\\s\\S]*?)\\{\\{\\s*/\\s*\\2\\s*\\}\\}`, 'g');
const VARIABLE = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}`, 'g');
const ANY_TAG = new RegExp(`\\{\\{\\s*[#^/]?\\s*(${NAME})\\s*\\}\\}`, 'g');

const hasValue = (v: TemplateValues[string]) => v !== undefined && v !== null && String(v) !== '';

/** Placeholder names a template uses (sections included), in order of first use. */
export function placeholdersIn(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(ANY_TAG)) seen.add(m[1]!);
  return [...seen];
}

export function fillTemplate(template: string, values: TemplateValues, encode: (s: string) => string): string {
  let out = template;
  // Sections first, innermost last: each pass resolves the outermost complete sections.
  for (let i = 0; i < 16; i++) {
    const next = out.replace(SECTION, (_m, kind: string, key: string, inner: string) =>
      hasValue(values[key]) === (kind === '#') ? inner : '',
    );
    if (next === out) break;
    out = next;
  }
  // One pass: a substituted value is never scanned again, so values cannot inject placeholders.
  return out.replace(VARIABLE, (m, key: string) => {
    const v = values[key];
    return v === undefined || v === null ? m : encode(String(v));
  });
}

const escapeValue = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const stripTags = (s: string) => s.replace(/<[^>]*>/g, '');

/** The plain-text alternative of an HTML body: paragraphs as blank lines, links as "label: url". */
export function htmlToText(html: string): string {
  let s = html.replace(/<(script|style|head|title)\b[\s\S]*?<\/\1>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  s = s.replace(
    /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi,
    (_m, _q, href: string, label: string) => {
      const l = stripTags(label).replace(/\s+/g, ' ').trim();
      return l && decodeEntities(l) !== decodeEntities(href) ? `${l}: ${href}` : href;
    },
  );
  s = s
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre)>/gi, '\n\n')
    .replace(/<hr\b[^>]*>/gi, '\n\n---\n\n');
  s = decodeEntities(stripTags(s));
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The HTML version of a text body: escaped, paragraphs kept, links made clickable. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((para) => {
      const linked = escapeHtml(para).replace(/https?:\/\/[^\s<]+/g, (url) => {
        const trail = /[.,;:!?)]+$/.exec(url)?.[0] ?? '';
        const clean = url.slice(0, url.length - trail.length);
        return `<a href="${clean}">${clean}</a>${trail}`;
      });
      return `<p>${linked.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

const STYLE = {
  p: 'margin:0 0 16px;line-height:1.55',
  button:
    'display:inline-block;background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600',
  muted: 'font-size:12px;color:#6b7280',
  link: 'color:#6d28d9',
};

/**
 * Puts body HTML into Serenade's e-mail layout. Template bodies stay short: a link with class="button"
 * becomes the purple call-to-action (with an "Or copy this link" line when it sits in its own paragraph),
 * class="muted" makes small grey print, and plain paragraphs and links get e-mail-safe inline styles.
 */
export function wrapLayout(o: { siteName: string; subject: string; bodyHtml: string; footer?: string }): string {
  let body = o.bodyHtml.replace(
    /<p>\s*(<a\b[^>]*\bclass="button"[^>]*>[\s\S]*?<\/a>)\s*<\/p>/gi,
    (_m, anchor: string) => {
      const href = /\bhref\s*=\s*"([^"]*)"/i.exec(anchor)?.[1];
      return `<p style="margin:24px 0">${anchor}</p>${href ? `<p class="muted">Or copy this link: ${href}</p>` : ''}`;
    },
  );
  body = body
    .replace(/<a\b([^>]*?)\s*\bclass="button"([^>]*)>/gi, `<a$1$2 style="${STYLE.button}">`)
    .replace(/<p\b([^>]*?)\s*\bclass="muted"([^>]*)>/gi, `<p$1$2 style="margin:0 0 12px;${STYLE.muted}">`)
    .replace(/<p>/gi, `<p style="${STYLE.p}">`)
    .replace(/<a\b(?![^>]*\bstyle=)([^>]*)>/gi, `<a$1 style="${STYLE.link}">`);
  const footer = escapeHtml(o.footer ?? `${o.siteName} — personalised music for every occasion.`);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(o.subject)}</title></head><body style="margin:0;background:#f5f3ff;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 24px;color:#7c3aed">♪ ${escapeHtml(o.siteName)}</h1>${body}
<p style="margin:32px 0 0;${STYLE.muted}">${footer}</p></td></tr>
</table></td></tr></table></body></html>`;
}

export type TemplateContent = { subject: string; body: string; isHtml: boolean };

/**
 * Renders a template the way it is sent: the subject as one line of plain text, an HTML body with escaped values
 * wrapped in the layout plus a derived text part, or a text body sent as is plus an escaped HTML version.
 */
export function renderTemplateContent(t: TemplateContent, values: TemplateValues, siteName: string): Rendered {
  // A subject is a header, never markup: values go in raw and line breaks cannot start new headers.
  const subject = fillTemplate(t.subject, values, (s) => s)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const signature = `— ${siteName}`;
  if (t.isHtml) {
    const bodyHtml = fillTemplate(t.body, values, escapeValue);
    return {
      subject,
      html: wrapLayout({ siteName, subject, bodyHtml }),
      text: `${htmlToText(bodyHtml)}\n\n${signature}`,
    };
  }
  const text = fillTemplate(t.body, values, (s) => s)
    .replace(/\r\n?/g, '\n')
    .trim();
  return {
    subject,
    text: `${text}\n\n${signature}`,
    html: wrapLayout({ siteName, subject, bodyHtml: textToHtml(text) }),
  };
}

/**
 * Paragraphs and an optional call-to-action in Serenade's layout, for messages that are not admin-editable.
 * Every e-mail Serenade sends to people goes through a template (template-store.ts); this stays for code that
 * composes one-off messages.
 */
export function renderEmail(opts: {
  siteName: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): Rendered {
  const { siteName, subject, paragraphs, action, footer } = opts;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    `— ${siteName}`,
    ...(footer ? [footer] : []),
  ].join('\n\n');
  const bodyHtml =
    paragraphs.map((p) => `<p>${escapeValue(p)}</p>`).join('') +
    (action ? `<p><a class="button" href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '');
  return { subject, text, html: wrapLayout({ siteName, subject, bodyHtml, ...(footer ? { footer } : {}) }) };
}
