// Worker-thread entry: writes one song's draft lyrics off the main thread.
import { parentPort } from 'node:worker_threads';
import * as generator from '@serenade/generator';
import type { GenerateInput, WrittenLyrics } from '@serenade/generator';

type Drafter = { draftLyrics?: (input: GenerateInput) => Promise<WrittenLyrics> };

async function draft(input: GenerateInput) {
  const g = generator as typeof generator & Drafter;
  if (typeof g.draftLyrics === 'function') {
    const written = await g.draftLyrics(input);
    return { title: written.title, sections: written.lyrics.sections, writer: 'draftLyrics' };
  }
  // Until the story-driven writer lands: the same writer and song plan the render uses.
  const norm = g.normaliseInput(input);
  const written = g.writeLyrics(norm, g.planSong(norm).shape);
  return { title: written.title, sections: written.lyrics.sections, writer: 'writeLyrics' };
}

parentPort!.once('message', async (input: GenerateInput) => {
  try {
    parentPort!.postMessage({ ok: true, draft: await draft(input) });
  } catch (err) {
    const e = err as Error & { field?: string };
    parentPort!.postMessage({ ok: false, error: e.message, field: e.field });
  }
});
