// The render → master → encode path of generateSong, kept apart so the bench can time its
// stages. The voice's speech is started first (flite runs in a child process, on the second core
// when one is free) while the instruments render; then the voice is sung onto its notes and put
// at the front of the mix. Mastering is planned on the mix and then applied chunk by chunk as
// LAME asks for audio, so the only song-length buffers alive during encoding are the mix's two
// channels.
import type { Score, SungNote } from './compose/score';
import { encodeMp3Stream, type PcmSource } from './encode/mp3';
import { masterStream, planMaster, type MasterPlan } from './loudness/normalise';
import { finishMix, mixdownMeasured, mixInstruments } from './mix/mixdown';
import { addVocals } from './mix/vocal';
import { createLexicon, type Lexicon } from './pronounce/index';
import { pronunciationOverrides } from './pronounce/respell';
import type { Lyrics, StereoPcm } from './types';
import {
  letterToSound,
  sectionOfLine,
  singScore,
  startSpeech,
  voiceNotes,
  type FliteOptions,
  type VoiceSex,
  type VoiceTake,
} from './voice/index';

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

export type VoiceRequest = { sex: VoiceSex; seed: string; flite?: FliteOptions };

export type VoicePart = {
  take: VoiceTake;
  /** the sung notes at the pitch the voice sings them */
  notes: SungNote[];
  engine: 'flite' | 'formant';
  sex: VoiceSex;
};

/** Seconds of each stage, for the bench. */
export type StageTimes = { instruments: number; speechWait: number; voice: number; vocalMix: number; finish: number };

export type MixAndPlan = {
  mix: StereoPcm;
  plan: MasterPlan;
  voice?: VoicePart;
  /** sentences for the request's history (which voice sang, fallbacks) */
  history: string[];
  /** wall-clock seconds per stage */
  times: StageTimes;
  /** this thread's CPU seconds per stage (the flite child's are not included) */
  cpu: StageTimes;
};

/** Synthesis: the mix (sung when `voice` is given and the score has sung notes), plus the mastering settings. */
export async function mixAndPlan(score: Score, voice?: VoiceRequest): Promise<MixAndPlan> {
  const times: StageTimes = { instruments: 0, speechWait: 0, voice: 0, vocalMix: 0, finish: 0 };
  const cpu: StageTimes = { ...times };
  let t = performance.now();
  let c = process.cpuUsage();
  const lap = (key: keyof StageTimes) => {
    const now = performance.now();
    const used = process.cpuUsage(c);
    times[key] += (now - t) / 1000;
    cpu[key] += (used.user + used.system) / 1e6;
    t = now;
    c = process.cpuUsage();
  };
  if (!voice || score.sung.length === 0) {
    const { pcm: mix, ...known } = mixdownMeasured(score);
    lap('instruments');
    const plan = planMaster(mix, undefined, undefined, known);
    lap('finish');
    return { mix, plan, history: [], times, cpu };
  }
  const notes = voiceNotes(score.sung, voice.sex, sectionOfLine(score));
  // the child process speaks while this thread renders the instruments
  const speaking = startSpeech(notes, voice.sex, voice.flite);
  const spans = sungSpans(notes);
  const bus = mixInstruments(score, spans);
  lap('instruments');
  const { speech, history } = await speaking;
  lap('speechWait');
  const take = singScore(score, notes, speech, voice.sex, voice.seed);
  lap('voice');
  const pre = addVocals(bus, take);
  lap('vocalMix');
  const { pcm: mix, ...known } = finishMix(bus, pre);
  const plan = planMaster(mix, undefined, undefined, known);
  lap('finish');
  return { mix, plan, voice: { take, notes, engine: speech.engine, sex: voice.sex }, history, times, cpu };
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
