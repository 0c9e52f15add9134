import { Worker } from 'node:worker_threads';
import type { GenerateInput, LyricSection } from '@serenade/generator';

/** The lyrics a render would sing for this input, written without rendering. */
export type DraftResult = { title: string; sections: LyricSection[]; writer: string };

/**
 * Writes draft lyrics in a worker thread: the story reader and writer are CPU work (and may call a
 * language model), so the API's event loop never waits for them.
 */
export function draftInWorker(input: GenerateInput): Promise<DraftResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./draft-worker-entry.mjs', import.meta.url));
    let settled = false;
    worker.once('message', (msg: { ok: true; draft: DraftResult } | { ok: false; error: string; field?: string }) => {
      settled = true;
      if (msg.ok) resolve(msg.draft);
      else reject(Object.assign(new Error(msg.error), { field: msg.field }));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      if (!settled) reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`draft worker exited with code ${code}`));
    });
    worker.postMessage(input);
  });
}
