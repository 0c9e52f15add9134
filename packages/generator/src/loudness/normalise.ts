import { createLimiter } from '../mix/dynamics';
import type { StereoPcm } from '../types';
import { integratedLoudness, truePeak } from './meter';

export const TARGET_LUFS = -14;
export const MAX_TRUE_PEAK_DBTP = -1;

export type MasterResult = StereoPcm & { loudnessLUFS: number; truePeakDBTP: number };

const db = (x: number) => 20 * Math.log10(x);
const lin = (d: number) => Math.pow(10, d / 20);

/**
 * Gain to the loudness target, then limit so the true peak stays under the ceiling. Limiting
 * removes a little loudness and inter-sample peaks can poke above a sample-peak limiter, so
 * both are measured again and corrected for a few rounds.
 */
export function masterTo(pcm: StereoPcm, target = TARGET_LUFS, maxTp = MAX_TRUE_PEAK_DBTP): MasterResult {
  const { left, right, sampleRate } = pcm;
  const outL = new Float32Array(left.length);
  const outR = new Float32Array(right.length);
  const start = integratedLoudness([left, right], sampleRate);
  if (!Number.isFinite(start)) {
    return { left: outL, right: outR, sampleRate, loudnessLUFS: -Infinity, truePeakDBTP: -Infinity };
  }
  const limiter = createLimiter(left, right);
  let gain = lin(target - start);
  let ceiling = lin(maxTp - 0.5);
  let lufs = start;
  let tp = Infinity;
  for (let round = 0; round < 10; round++) {
    limiter.run(gain, ceiling, outL, outR);
    lufs = integratedLoudness([outL, outR], sampleRate);
    const loudOk = Math.abs(lufs - target) <= 0.35;
    // true peak is the expensive measurement: only check it once loudness has settled
    if (!loudOk && round < 9) {
      gain *= lin(target - lufs);
      continue;
    }
    tp = db(Math.max(truePeak(outL), truePeak(outR)));
    if (tp <= maxTp - 0.02) break;
    ceiling *= lin(maxTp - 0.05 - tp);
  }
  if (tp > maxTp) {
    // did not converge: trade a little loudness for a guaranteed peak ceiling
    const g = lin(maxTp - 0.05 - tp);
    for (let i = 0; i < outL.length; i++) {
      outL[i] *= g;
      outR[i] *= g;
    }
    tp = db(Math.max(truePeak(outL), truePeak(outR)));
    lufs = integratedLoudness([outL, outR], sampleRate);
  }
  return { left: outL, right: outR, sampleRate, loudnessLUFS: lufs, truePeakDBTP: tp };
}
