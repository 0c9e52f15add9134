/** `attachment|inline; filename=...` with a plain ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula gets a leading quote so it
 * stays text (CSV injection).
 */
export function csvCell(v: string | number | boolean | null | undefined): string {
  let s = v == null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
