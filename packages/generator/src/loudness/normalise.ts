import { blockPeaks, LimiterStream, type LimiterSettings } from '../mix/dynamics';
import type { StereoPcm } from '../types';
import { integratedLoudness, StereoLoudnessMeter, TruePeakMeter } from './meter';

export const TARGET_LUFS = -14;
export const MAX_TRUE_PEAK_DBTP = -1;

export type MasterResult = StereoPcm & { loudnessLUFS: number; truePeakDBTP: number };

/** What mastering does to a mix, and what the result measures; see `planMaster`. */
export type MasterPlan = {
  /** undefined for silence: the master is all zeros */
  settings: LimiterSettings | undefined;
  loudnessLUFS: number;
  truePeakDBTP: number;
  /** the mix's block peaks, for the limiter */
  peaks?: Float32Array;
};

const db = (x: number) => 20 * Math.log10(x);
const lin = (d: number) => Math.pow(10, d / 20);

/** Mastered audio is produced (and measured) this many samples at a time. */
export const MASTER_CHUNK = 1152 * 64;

/**
 * Gain to the loudness target, then limit so the true peak stays under the ceiling. Limiting
 * removes a little loudness and inter-sample peaks can poke above a sample-peak limiter, so
 * both are measured again and corrected for a few rounds.
 *
 * Every round streams the limiter output through the loudness and true-peak meters a chunk
 * at a time, so no mastered copy of the song is kept; `masterStream` then replays the chosen
 * round bit for bit.
 */
export function planMaster(
  pcm: StereoPcm,
  target = TARGET_LUFS,
  maxTp = MAX_TRUE_PEAK_DBTP,
  known: { loudnessLUFS?: number; peaks?: Float32Array } = {},
): MasterPlan {
  const { left, right, sampleRate } = pcm;
  const start = known.loudnessLUFS ?? integratedLoudness([left, right], sampleRate);
  if (!Number.isFinite(start)) return { settings: undefined, loudnessLUFS: -Infinity, truePeakDBTP: -Infinity };
  const peaks = known.peaks ?? blockPeaks(left, right);
  const outL = new Float32Array(Math.min(MASTER_CHUNK, left.length));
  const outR = new Float32Array(outL.length);
  const measure = (settings: LimiterSettings) => {
    const limiter = new LimiterStream(left, right, peaks, settings);
    const loud = new StereoLoudnessMeter(sampleRate);
    const tpL = new TruePeakMeter();
    const tpR = new TruePeakMeter();
    for (let got = limiter.read(outL, outR); got > 0; got = limiter.read(outL, outR)) {
      loud.push(outL, outR, got);
      tpL.push(outL, got);
      tpR.push(outR, got);
    }
    return { lufs: loud.result(), tp: db(Math.max(tpL.result(), tpR.result())) };
  };

  let gain = lin(target - start);
  let ceiling = lin(maxTp - 0.5);
  let lufs = start;
  let tp = Infinity;
  for (let round = 0; round < 10; round++) {
    // loudness nearly always settles in the first round, so the true peak is measured in the
    // same pass (and ignored while loudness still needs another round)
    const m = measure({ preGain: gain, ceiling, postGain: 1 });
    lufs = m.lufs;
    const loudOk = Math.abs(lufs - target) <= 0.35;
    if (!loudOk && round < 9) {
      gain *= lin(target - lufs);
      continue;
    }
    tp = m.tp;
    if (tp <= maxTp - 0.02) break;
    ceiling *= lin(maxTp - 0.05 - tp);
  }
  let postGain = 1;
  if (tp > maxTp) {
    // did not converge: trade a little loudness for a guaranteed peak ceiling
    postGain = lin(maxTp - 0.05 - tp);
    const m = measure({ preGain: gain, ceiling, postGain });
    tp = m.tp;
    lufs = m.lufs;
  }
  return { settings: { preGain: gain, ceiling, postGain }, loudnessLUFS: lufs, truePeakDBTP: tp, peaks };
}

/** Produces the master of `pcm` planned by `planMaster`, chunk by chunk (see LimiterStream.read). */
export function masterStream(
  pcm: StereoPcm,
  plan: MasterPlan,
): { read: (outL: Float32Array, outR: Float32Array, at?: number) => number } {
  const { settings } = plan;
  if (!settings) {
    let pos = 0;
    return {
      read: (outL, outR, at = 0) => {
        const k = Math.min(pcm.left.length - pos, outL.length - at);
        outL.fill(0, at, at + k);
        outR.fill(0, at, at + k);
        pos += k;
        return k;
      },
    };
  }
  return new LimiterStream(pcm.left, pcm.right, plan.peaks ?? blockPeaks(pcm.left, pcm.right), settings);
}

/** Mastered copy of `pcm` at `target` LUFS with true peak <= `maxTp` dBTP (the input is left as is). */
export function masterTo(pcm: StereoPcm, target = TARGET_LUFS, maxTp = MAX_TRUE_PEAK_DBTP): MasterResult {
  const plan = planMaster(pcm, target, maxTp);
  const left = new Float32Array(pcm.left.length);
  const right = new Float32Array(pcm.right.length);
  masterStream(pcm, plan).read(left, right);
  return { left, right, sampleRate: pcm.sampleRate, loudnessLUFS: plan.loudnessLUFS, truePeakDBTP: plan.truePeakDBTP };
}

/** Like `masterTo`, but writes the master over the mix instead of allocating a copy. */
export function masterInPlace(
  pcm: StereoPcm,
  known: { loudnessLUFS?: number; peaks?: Float32Array } = {},
): MasterResult {
  const plan = planMaster(pcm, TARGET_LUFS, MAX_TRUE_PEAK_DBTP, known);
  masterStream(pcm, plan).read(pcm.left, pcm.right);
  return { ...pcm, loudnessLUFS: plan.loudnessLUFS, truePeakDBTP: plan.truePeakDBTP };
}
