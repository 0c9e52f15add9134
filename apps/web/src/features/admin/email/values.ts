/** Placeholder values for the preview ('Sample …') and the test send ('Test …'), SPEC 9. */

/** Filled in by the server from the settings; left empty here so the real values show unless overridden. */
export const SITE_KEYS: ReadonlySet<string> = new Set([
  'siteName',
  'siteUrl',
  'supportEmail',
  'currentDate',
  'dashboardUrl',
]);

const TAG = /\{\{\s*[#^/]?\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Placeholder names used in a subject and body, in order of first use (same rule as the server). */
export function placeholdersIn(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(TAG)) seen.add(m[1]!);
  return [...seen];
}

const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

export function defaultValue(key: string, prefix: 'Sample' | 'Test'): string {
  if (SITE_KEYS.has(key)) return '';
  const lower = prefix.toLowerCase();
  if (/(Url|Link)$/.test(key)) return `https://example.com/${lower}/${words(key).replace(/ /g, '-')}`;
  if (/Email$/.test(key)) return `${lower}@example.com`;
  return `${prefix} ${words(key)}`;
}

export function defaultValues(keys: string[], prefix: 'Sample' | 'Test'): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, defaultValue(k, prefix)]));
}

/** What is sent as `replacements`: everything typed, except empty site values (the server fills those). */
export function toReplacements(keys: string[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = values[k] ?? '';
    if (v === '' && SITE_KEYS.has(k)) continue;
    out[k] = v;
  }
  return out;
}
