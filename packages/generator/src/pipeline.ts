// The render → master → encode path of generateSong, kept apart so the bench can time its
// stages. The voice is started first, as a whole, on a worker thread (flite in a child process,
// then the resynthesis onto the notes and the vocal EQ and compression), so it runs on the second
// core when one is free while this thread renders the instruments; then it is put at the front of
// the mix. Mastering is planned on the mix and then applied chunk by chunk as
// LAME asks for audio, so the only song-length buffers alive during encoding are the mix's two
// channels.
import { Worker } from 'node:worker_threads';
import type { Score, SungNote } from './compose/score';
import { encodeMp3Stream, type PcmSource } from './encode/mp3';
import { masterStream, planMaster, type MasterPlan } from './loudness/normalise';
import { finishMix, mixdownMeasured, mixInstruments } from './mix/mixdown';
import { mixVocals } from './mix/vocal';
import { createLexicon, type Lexicon } from './pronounce/index';
import { pronunciationOverrides } from './pronounce/respell';
import type { Lyrics, StereoPcm } from './types';
import { threadCpuSeconds } from './thread-cpu';
import {
  chorusLines,
  letterToSound,
  sectionOfLine,
  voiceNotes,
  type FliteOptions,
  type VoiceSex,
  type VoiceTake,
} from './voice/index';
import { runVoiceJob, type SungVoice, type VoiceJob } from './voice/job';

/**
 * The lexicon a song is sung with: the buyer's pronunciations, the dictionary, and flite's
 * letter-to-sound (one child process) for the words the dictionary lacks. If flite fails, those
 * words are guessed from their spelling and the history says so.
 */
export async function buildLexicon(
  pronunciations: Record<string, string> | undefined,
  lyrics: Lyrics,
  flite: FliteOptions = {},
): Promise<{ lexicon: Lexicon; history: string[] }> {
  const overrides = pronunciationOverrides(pronunciations);
  const plain = createLexicon({ overrides });
  const missing = plain.missing(lyrics.sections.flatMap((s) => s.lines));
  if (missing.length === 0) return { lexicon: plain, history: [] };
  try {
    const lts = await letterToSound(missing, flite);
    return { lexicon: createLexicon({ overrides, lts }), history: [] };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return {
      lexicon: plain,
      history: [
        `Letter-to-sound failed (${why}); ${missing.join(', ')} ${missing.length === 1 ? 'was' : 'were'} pronounced from the spelling.`,
      ],
    };
  }
}

export type VoiceRequest = {
  sex: VoiceSex;
  seed: string;
  flite?: FliteOptions;
  /** sing on this thread instead of a worker (the result is the same) */
  inThread?: boolean;
};

export type VoicePart = {
  take: VoiceTake;
  /** the sung notes at the pitch the voice sings them */
  notes: SungNote[];
  engine: 'flite' | 'formant';
  sex: VoiceSex;
  /** where it was sung, and the voice thread's own times (see SungVoice) */
  thread: 'worker' | 'main';
  times: SungVoice['times'];
};

/** Seconds of each stage of this thread, for the bench. */
export type StageTimes = { instruments: number; voiceWait: number; vocalMix: number; finish: number };

export type MixAndPlan = {
  mix: StereoPcm;
  plan: MasterPlan;
  voice?: VoicePart;
  /** sentences for the request's history (which voice sang, fallbacks) */
  history: string[];
  /** wall-clock seconds per stage */
  times: StageTimes;
  /** this thread's CPU seconds per stage (the voice thread's and the flite child's are not included) */
  cpu: StageTimes;
};

/** Synthesis: the mix (sung when `voice` is given and the score has sung notes), plus the mastering settings. */
export async function mixAndPlan(score: Score, voice?: VoiceRequest): Promise<MixAndPlan> {
  const times: StageTimes = { instruments: 0, voiceWait: 0, vocalMix: 0, finish: 0 };
  const cpu: StageTimes = { ...times };
  let t = performance.now();
  let c = threadCpuSeconds();
  const lap = (key: keyof StageTimes) => {
    const now = performance.now();
    const used = threadCpuSeconds();
    times[key] += (now - t) / 1000;
    cpu[key] += used - c;
    t = now;
    c = used;
  };
  if (!voice || score.sung.length === 0) {
    const { pcm: mix, ...known } = mixdownMeasured(score);
    lap('instruments');
    const plan = planMaster(mix, undefined, undefined, known);
    lap('finish');
    return { mix, plan, history: [], times, cpu };
  }
  const notes = voiceNotes(score.sung, voice.sex, sectionOfLine(score));
  const job: VoiceJob = {
    notes,
    sex: voice.sex,
    seed: voice.seed,
    totalSeconds: score.totalSeconds,
    chorusLines: [...chorusLines(score)],
    flite: voice.flite,
  };
  // the voice thread sings while this thread renders the instruments
  const singing = voice.inThread
    ? runVoiceJob(job).then((sung) => ({ sung, thread: 'main' as const }))
    : singOnWorker(job);
  // a rejection is handled where it is awaited; this keeps it from being reported as unhandled meanwhile
  singing.catch(() => undefined);
  const spans = sungSpans(notes);
  const bus = mixInstruments(score, spans);
  lap('instruments');
  const { sung, thread } = await singing;
  lap('voiceWait');
  const pre = mixVocals(bus, sung.take, sung.voiceLufs);
  lap('vocalMix');
  const { pcm: mix, ...known } = finishMix(bus, pre);
  const plan = planMaster(mix, undefined, undefined, known);
  lap('finish');
  return {
    mix,
    plan,
    voice: { take: sung.take, notes, engine: sung.engine, sex: voice.sex, thread, times: sung.times },
    history: sung.history,
    times,
    cpu,
  };
}

const WORKER = new URL('./voice/worker-entry.mjs', import.meta.url);

/**
 * Runs the voice job on a worker thread. If the thread cannot start or dies, the job runs on this
 * thread instead (same result, only slower); an error of the job itself is passed on.
 */
export function singOnWorker(job: VoiceJob): Promise<{ sung: SungVoice; thread: 'worker' | 'main' }> {
  const inThread = () => runVoiceJob(job).then((sung) => ({ sung, thread: 'main' as const }));
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(WORKER);
    } catch {
      inThread().then(resolve, reject);
      return;
    }
    let settled = false;
    worker.once('message', (msg: { ok: true; sung: SungVoice } | { ok: false; error: string }) => {
      settled = true;
      void worker.terminate();
      if (msg.ok) resolve({ sung: msg.sung, thread: 'worker' });
      else reject(new Error(msg.error));
    });
    const fallBack = () => {
      if (settled) return;
      settled = true;
      inThread().then(resolve, reject);
    };
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
    worker.postMessage(job);
  });
}

/** [start, end) of each sung line, in seconds. */
function sungSpans(notes: SungNote[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const n of notes) {
    const last = spans[spans.length - 1];
    if (last && n.start - last[1] < 0.3) last[1] = Math.max(last[1], n.start + n.duration);
    else spans.push([n.start, n.start + n.duration]);
  }
  return spans;
}

/** Mastered audio of `mixAndPlan`'s result as a chunk source for the encoder. */
export function masteredSource({ mix, plan }: Pick<MixAndPlan, 'mix' | 'plan'>): PcmSource {
  const stream = masterStream(mix, plan);
  return (outL, outR) => stream.read(outL, outR);
}

export function encodeMastered(
  rendered: Pick<MixAndPlan, 'mix' | 'plan'>,
  source = masteredSource(rendered),
): Promise<Uint8Array> {
  return encodeMp3Stream(rendered.mix.sampleRate, source);
}
