import { Worker } from 'node:worker_threads';
import type { GeneratedSong, GenerateInput } from '@serenade/generator';

export type RenderedSong = { song: GeneratedSong; peaks: number[] };

export class RenderError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Renders a song in a worker thread (seconds of CPU) and resolves with the finished song. An aborted
 * `signal` (the job's time limit) stops the worker.
 */
export function renderInWorker(input: GenerateInput, signal?: AbortSignal): Promise<RenderedSong> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
    let settled = false;
    signal?.addEventListener(
      'abort',
      () => {
        if (settled) return;
        settled = true;
        reject(signal.reason instanceof Error ? signal.reason : new Error('The render was stopped'));
        void worker.terminate();
      },
      { once: true },
    );
    worker.once(
      'message',
      (msg: { ok: true; song: GeneratedSong; peaks: number[] } | { ok: false; error: string; field?: string }) => {
        settled = true;
        if (msg.ok) resolve({ song: { ...msg.song, mp3: new Uint8Array(msg.song.mp3) }, peaks: msg.peaks });
        else reject(new RenderError(msg.error, msg.field));
        void worker.terminate();
      },
    );
    worker.once('error', (err) => {
      if (!settled) reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`song worker exited with code ${code}`));
    });
    worker.postMessage(input);
  });
}
