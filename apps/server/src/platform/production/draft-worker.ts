// Worker-thread entry: writes one song's draft lyrics off the main thread.
import { parentPort } from 'node:worker_threads';
import { draftLyrics, type GenerateInput } from '@serenade/generator';

parentPort!.once('message', async (input: GenerateInput) => {
  try {
    // The same writer the render uses: the story read, the plan, the lines (or the language model, checked).
    const written = await draftLyrics(input);
    parentPort!.postMessage({
      ok: true,
      draft: { title: written.title, sections: written.lyrics.sections, writer: 'draftLyrics' },
    });
  } catch (err) {
    const e = err as Error & { field?: string };
    parentPort!.postMessage({ ok: false, error: e.message, field: e.field });
  }
});
