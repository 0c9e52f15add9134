// The voice thread: runs one VoiceJob and posts the result back, its audio transferred, not copied.
import { parentPort } from 'node:worker_threads';
import { runVoiceJob, type VoiceJob } from './job';

parentPort?.once('message', (job: VoiceJob) => {
  runVoiceJob(job).then(
    (sung) => {
      const transfer = [sung.take.lead.buffer, ...(sung.take.double ? [sung.take.double.buffer] : [])];
      parentPort?.postMessage({ ok: true, sung }, transfer as ArrayBuffer[]);
    },
    (err: unknown) => parentPort?.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});
