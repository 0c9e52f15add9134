// The render → master → encode path of generateSong, kept apart so the bench can time its
// stages. Mastering is planned on the mix and then applied chunk by chunk as LAME asks for
// audio, so the only song-length buffers alive during encoding are the mix's two channels.
import type { Score } from './compose/score';
import { encodeMp3Stream, type PcmSource } from './encode/mp3';
import { masterStream, planMaster, type MasterPlan } from './loudness/normalise';
import { mixdownMeasured } from './mix/mixdown';
import type { StereoPcm } from './types';

export type MixAndPlan = { mix: StereoPcm; plan: MasterPlan };

/** Synthesis: the mix, plus the mastering settings and the loudness they give. */
export function mixAndPlan(score: Score): MixAndPlan {
  const { pcm: mix, ...known } = mixdownMeasured(score);
  return { mix, plan: planMaster(mix, undefined, undefined, known) };
}

/** Mastered audio of `mixAndPlan`'s result as a chunk source for the encoder. */
export function masteredSource({ mix, plan }: MixAndPlan): PcmSource {
  const stream = masterStream(mix, plan);
  return (outL, outR) => stream.read(outL, outR);
}

export function encodeMastered(rendered: MixAndPlan, source = masteredSource(rendered)): Promise<Uint8Array> {
  return encodeMp3Stream(rendered.mix.sampleRate, source);
}
