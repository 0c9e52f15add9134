// Worker-thread entry: renders one song off the main thread so the API stays responsive.
import { parentPort } from 'node:worker_threads';
import { generateSong, type GenerateInput } from '@serenade/generator';
import { mp3PeaksFromBytes } from '../audio/analyse';

parentPort!.once('message', async (input: GenerateInput) => {
  try {
    const song = await generateSong(input);
    const { peaks } = await mp3PeaksFromBytes(song.mp3);
    parentPort!.postMessage({ ok: true, song, peaks }, [song.mp3.buffer as ArrayBuffer]);
  } catch (err) {
    const e = err as Error & { field?: string };
    parentPort!.postMessage({ ok: false, error: e.message, field: e.field, name: e.name });
  }
});
