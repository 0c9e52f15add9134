// Pure functions of a line's text that the writer asks again and again while it weighs candidates, remembered.

/** `fn` with its answers kept by text (a bounded store: a long-running server writes many songs). */
export function remembered<T>(fn: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let hit = seen.get(text);
    if (hit === undefined) {
      if (seen.size > 50_000) seen.clear();
      hit = fn(text);
      seen.set(text, hit);
    }
    return hit;
  };
}
