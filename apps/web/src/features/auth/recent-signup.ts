const KEY = 'serenade.registeredEmail';
const TTL_MS = 5 * 60_000;

type Stored = { email: string; at: number };

/** SPEC 7: a freshly registered e-mail is prefilled in the login form for up to 5 minutes. */
export function rememberRegisteredEmail(email: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ email, at: now } satisfies Stored));
  } catch {
    // Storage unavailable: the prefill is a convenience only.
  }
}

export function recallRegisteredEmail(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (
      typeof stored.email === 'string' &&
      typeof stored.at === 'number' &&
      now - stored.at <= TTL_MS &&
      now >= stored.at
    ) {
      return stored.email;
    }
    localStorage.removeItem(KEY);
  } catch {
    // Unreadable entry: ignore it.
  }
  return null;
}
