/**
 * A small in-process cache of serialized public responses. Entries live for `ttlMs` at most and the
 * owner clears them on every write it knows about, so readers never wait on the database for data that
 * is the same for every visitor.
 */
export function createMicrocache(opts: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { body: string; at: number }>();
  let generation = 0;

  async function get(key: string, compute: () => Promise<string>): Promise<string> {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < opts.ttlMs) return hit.body;
    const startedAt = generation;
    const body = await compute();
    // A write that happened while computing makes this answer stale: serve it, do not keep it.
    if (startedAt === generation) {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { body, at: Date.now() });
    }
    return body;
  }

  function clear(): void {
    generation += 1;
    entries.clear();
  }

  return { get, clear, size: () => entries.size };
}

export type Microcache = ReturnType<typeof createMicrocache>;
