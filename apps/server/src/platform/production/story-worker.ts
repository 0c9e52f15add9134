// Worker-thread entry: reads one request's story off the main thread (compromise takes 0.3 s for a short
// story and seconds for a long one, too long to hold up the API).
import { parentPort } from 'node:worker_threads';
import { readStory, type GenerateInput } from '@serenade/generator';

parentPort!.once('message', (input: GenerateInput) => {
  try {
    parentPort!.postMessage({ ok: true, story: JSON.parse(JSON.stringify(readStory(input))) as unknown });
  } catch (err) {
    parentPort!.postMessage({ ok: false, error: (err as Error).message });
  }
});
