/**
 * Keys that open private songs (the buyer's e-mailed link, or a share key someone sent), remembered for
 * this tab per song, so playing, commenting, rating and downloading keep working after the page's
 * address loses its ?key= (a login round trip, a link to the karaoke view and back).
 */
const STORE = 'serenade.songKeys';
const memory = new Map<string, string>();

function read(): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(STORE);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberSongKey(songId: string, key: string | null | undefined): void {
  if (!key || key.length > 2048) return;
  memory.set(songId, key);
  try {
    window.sessionStorage.setItem(STORE, JSON.stringify({ ...read(), [songId]: key }));
  } catch {
    /* storage blocked: the in-memory copy still serves this page */
  }
}

export function songKeyFor(songId: string): string | null {
  return memory.get(songId) ?? read()[songId] ?? null;
}

/** Request options carrying the song's key, when this tab has one. */
export function songKeyHeaders(songId: string): { headers?: Record<string, string> } {
  const key = songKeyFor(songId);
  return key ? { headers: { 'X-Song-Key': key } } : {};
}
