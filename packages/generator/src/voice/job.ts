// The whole voice of a song as one job: speech from flite (a child process), the resynthesis onto
// the notes and the vocal bus's own EQ and compression. It needs nothing of the instruments, so the
// pipeline runs it on a worker thread (the second core, when one is free) while the instruments
// render; the same function runs in-thread where no worker can start. Pure after flite: the same
// job gives the same samples wherever it runs.
import type { SungNote } from '../compose/score';
import { shapeVocals } from '../mix/vocal';
import { threadCpuSeconds } from '../thread-cpu';
import type { FliteOptions } from './flite';
import { startSpeech } from './index';
import { singSong, type VoiceSex, type VoiceTake } from './sing';

export type VoiceJob = {
  /** the sung notes at the voice's pitch (voiceNotes) */
  notes: SungNote[];
  sex: VoiceSex;
  seed: string;
  totalSeconds: number;
  /** line indexes sung in choruses (a doubled take) */
  chorusLines: number[];
  flite?: FliteOptions;
};

export type SungVoice = {
  take: VoiceTake;
  engine: 'flite' | 'formant';
  history: string[];
  /** the shaped voice's loudness over its sung spans, LUFS (mixVocals sets its level from it) */
  voiceLufs: number;
  /** seconds spent: waiting for flite (wall), and this thread's CPU for analysis, singing and shaping */
  times: { speechWait: number; sing: number; shape: number; cpu: number };
};

export async function runVoiceJob(job: VoiceJob): Promise<SungVoice> {
  const c0 = threadCpuSeconds();
  const t0 = performance.now();
  const { speech, history } = await startSpeech(job.notes, job.sex, job.flite);
  const t1 = performance.now();
  const take = singSong({ sung: job.notes, totalSeconds: job.totalSeconds }, speech, {
    sex: job.sex,
    seed: job.seed,
    chorusLines: new Set(job.chorusLines),
  });
  const t2 = performance.now();
  const voiceLufs = shapeVocals(take);
  const t3 = performance.now();
  return {
    take,
    engine: speech.engine,
    history,
    voiceLufs,
    times: {
      speechWait: (t1 - t0) / 1000,
      sing: (t2 - t1) / 1000,
      shape: (t3 - t2) / 1000,
      cpu: threadCpuSeconds() - c0,
    },
  };
}
