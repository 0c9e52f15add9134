import { Worker } from 'node:worker_threads';
import type { GenerateInput } from '@serenade/generator';

/** The generator's `readStory` for one input, in a worker thread; resolves with the story as plain JSON. */
export function readStoryInWorker(input: GenerateInput): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./story-worker-entry.mjs', import.meta.url));
    let settled = false;
    worker.once('message', (msg: { ok: true; story: unknown } | { ok: false; error: string }) => {
      settled = true;
      if (msg.ok) resolve(msg.story);
      else reject(new Error(msg.error));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      if (!settled) reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`story worker exited with code ${code}`));
    });
    worker.postMessage(input);
  });
}
