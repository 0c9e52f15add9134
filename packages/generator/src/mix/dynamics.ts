import { SR } from '../synth/dsp';

/** Stereo-linked feed-forward bus compressor (peak detector, gain updated every 16 samples). */
export function compress(left: Float32Array, right: Float32Array, thresholdDb: number, ratio: number, attackMs = 8, releaseMs = 140): void {
  const att = 1 - Math.exp(-1 / ((attackMs / 1000) * SR));
  const rel = 1 - Math.exp(-1 / ((releaseMs / 1000) * SR));
  const slope = 1 - 1 / ratio;
  let env = 0;
  let gain = 1;
  let target = 1;
  for (let i = 0; i < left.length; i++) {
    const a = Math.max(Math.abs(left[i]), Math.abs(right[i]));
    env += (a > env ? att : rel) * (a - env);
    if ((i & 15) === 0) {
      const over = env > 0 ? 20 * Math.log10(env) - thresholdDb : -1;
      target = over > 0 ? Math.pow(10, (-over * slope) / 20) : 1;
    }
    gain += (target - gain) * 0.06;
    left[i] *= gain;
    right[i] *= gain;
  }
}

/** Look-ahead in samples; the peak window is LOOKAHEAD + 1 = 64 samples (1.45 ms). */
const LOOKAHEAD = 63;

export type Limiter = {
  /** writes inL/inR * preGain, limited to `ceiling` (linear sample peak), into outL/outR */
  run: (preGain: number, ceiling: number, outL: Float32Array, outR: Float32Array) => void;
};

/** winMax[t] = max(|L|,|R|) over samples t-63..t, by six in-place doubling passes. */
function windowedPeak(inL: Float32Array, inR: Float32Array, extra: number): Float32Array {
  const n = inL.length;
  const a = new Float32Array(n + extra);
  for (let t = 0; t < n; t++) {
    const l = inL[t] < 0 ? -inL[t] : inL[t];
    const r = inR[t] < 0 ? -inR[t] : inR[t];
    a[t] = l > r ? l : r;
  }
  for (let d = 1; d < 64; d *= 2) {
    for (let t = a.length - 1; t >= d; t--) {
      const o = a[t - d];
      if (o > a[t]) a[t] = o;
    }
  }
  return a;
}

function runLimiter(
  winMax: Float32Array, inL: Float32Array, inR: Float32Array, preGain: number, ceiling: number,
  relCoef: number, outL: Float32Array, outR: Float32Array,
): void {
  const W = LOOKAHEAD;
  const n = inL.length;
  const box = new Float64Array(W).fill(1);
  let boxSum = W;
  let boxPos = 0;
  let env = 1;
  const limitLevel = ceiling / preGain;
  const invW = preGain / W;
  for (let t = 0; t < n + W; t++) {
    const m = winMax[t];
    const req = m > limitLevel ? limitLevel / m : 1;
    env = req < env ? req : env + (req - env) * relCoef;
    boxSum += env - box[boxPos];
    box[boxPos] = env;
    boxPos = boxPos + 1 === W ? 0 : boxPos + 1;
    const o = t - W;
    if (o >= 0) {
      const g = boxSum * invW;
      outL[o] = inL[o] * g;
      outR[o] = inR[o] * g;
    }
  }
}

/**
 * Look-ahead brickwall limiter on sample peaks. The gain for each output sample is the
 * minimum required gain over the look-ahead window, released smoothly and then box-car
 * averaged over the same window: every peak is already fully attenuated when it arrives and
 * gain changes stay click-free. The windowed peak doesn't depend on gain or ceiling, so it
 * is computed once and mastering can retry cheaply.
 */
export function createLimiter(inL: Float32Array, inR: Float32Array, releaseMs = 80): Limiter {
  const winMax = windowedPeak(inL, inR, LOOKAHEAD);
  const relCoef = 1 - Math.exp(-1 / ((releaseMs / 1000) * SR));
  return { run: (preGain, ceiling, outL, outR) => runLimiter(winMax, inL, inR, preGain, ceiling, relCoef, outL, outR) };
}

export function limit(inL: Float32Array, inR: Float32Array, preGain: number, ceiling: number, outL: Float32Array, outR: Float32Array): void {
  createLimiter(inL, inR).run(preGain, ceiling, outL, outR);
}
