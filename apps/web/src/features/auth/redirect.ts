/**
 * Accepts only same-site paths: a single leading '/' (not '//' or '/\', which browsers treat as
 * another host) and no control characters. Anything else gives null.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  const target = value.trim();
  if (!target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  return target;
}

/** `/login?redirect=/upload`: slashes are legal in a query, so the path stays readable. */
export function loginPathFor(path: string): string {
  const safe = sanitizeRedirect(path);
  if (!safe || safe === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(safe).replace(/%2F/gi, '/')}`;
}
