const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export type Rendered = { subject: string; text: string; html: string };

/** Wraps paragraphs and an optional call-to-action in Serenade's e-mail layout. */
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
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">Or copy this link: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f5f3ff;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 24px;color:#7c3aed">♪ ${escapeHtml(siteName)}</h1>${body}${button}
<p style="margin:32px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer ?? `${siteName} — personalised music for every occasion.`)}</p></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
