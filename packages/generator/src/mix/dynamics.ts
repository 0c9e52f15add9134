import { SR } from '../synth/dsp';

/** Stereo-linked feed-forward bus compressor (peak detector, gain updated every 16 samples). */
export function compress(
  left: Float32Array,
  right: Float32Array,
  thresholdDb: number,
  ratio: number,
  attackMs = 8,
  releaseMs = 140,
): void {
  new Compressor(thresholdDb, ratio, attackMs, releaseMs).process(left, right, 0, left.length, 1);
}

/** `compress` as a stream over consecutive ranges of the same buffers. */
export class Compressor {
  private readonly att: number;
  private readonly rel: number;
  private readonly slope: number;
  private env = 0;
  private gain = 1;
  private target = 1;

  constructor(
    private readonly thresholdDb: number,
    ratio: number,
    attackMs = 8,
    releaseMs = 140,
  ) {
    this.att = 1 - Math.exp(-1 / ((attackMs / 1000) * SR));
    this.rel = 1 - Math.exp(-1 / ((releaseMs / 1000) * SR));
    this.slope = 1 - 1 / ratio;
  }

  /** Compresses left/right[from..to) in place, first scaling them by `preGain` (rounded to float as a separate pass would). */
  process(left: Float32Array, right: Float32Array, from: number, to: number, preGain: number): void {
    const { att, rel, slope, thresholdDb } = this;
    let { env, gain, target } = this;
    for (let i = from; i < to; i++) {
      const l = preGain === 1 ? left[i] : Math.fround(left[i] * preGain);
      const r = preGain === 1 ? right[i] : Math.fround(right[i] * preGain);
      const a = Math.max(Math.abs(l), Math.abs(r));
      env += (a > env ? att : rel) * (a - env);
      if ((i & 15) === 0) {
        const over = env > 0 ? 20 * Math.log10(env) - thresholdDb : -1;
        target = over > 0 ? Math.pow(10, (-over * slope) / 20) : 1;
      }
      gain += (target - gain) * 0.06;
      left[i] = l * gain;
      right[i] = r * gain;
    }
    this.env = env;
    this.gain = gain;
    this.target = target;
  }
}

/** Look-ahead in samples; the peak window is LOOKAHEAD + 1 = 64 samples (1.45 ms). */
const LOOKAHEAD = 63;
const WINDOW = LOOKAHEAD + 1;

export type Limiter = {
  /** writes inL/inR * preGain, limited to `ceiling` (linear sample peak), into outL/outR */
  run: (preGain: number, ceiling: number, outL: Float32Array, outR: Float32Array) => void;
};

/** max(|L|,|R|) per aligned block of WINDOW samples (plus one silent block past the end). */
export function blockPeaks(inL: Float32Array, inR: Float32Array): Float32Array {
  const out = new Float32Array(Math.ceil(inL.length / WINDOW) + 1);
  blockPeaksInto(inL, inR, 0, inL.length, out);
  return out;
}

/** blockPeaks for samples [from, to) only; `from` must be a multiple of 64. */
export function blockPeaksInto(
  inL: Float32Array,
  inR: Float32Array,
  from: number,
  to: number,
  out: Float32Array,
): void {
  const n = to;
  for (let b = from / WINDOW, t = from; t < n; b++) {
    const end = Math.min(n, t + WINDOW);
    let m = 0;
    for (; t < end; t++) {
      const l = inL[t] < 0 ? -inL[t] : inL[t];
      const r = inR[t] < 0 ? -inR[t] : inR[t];
      const a = l > r ? l : r;
      if (a > m) m = a;
    }
    out[b] = m;
  }
}

export type LimiterSettings = { preGain: number; ceiling: number; postGain: number; releaseMs?: number };

/**
 * Look-ahead brickwall limiter on sample peaks, run as a stream: each `read` writes the next
 * chunk of output. The gain for each output sample is the minimum required gain over the
 * look-ahead window, released smoothly and then box-car averaged over the same window: every
 * peak is already fully attenuated when it arrives and gain changes stay click-free.
 *
 * The window maximum is only worked out where it matters: when neither of the two blocks a
 * window can touch peaks above the limit, the required gain is 1 there. The output may be
 * written over the input (the input sample for output o is read before o is written, and the
 * window ahead of it is read before anything in it is overwritten).
 */
export class LimiterStream {
  private readonly box = new Float64Array(LOOKAHEAD).fill(1);
  private boxSum = LOOKAHEAD;
  private boxPos = 0;
  private env = 1;
  /** next look-ahead position (output position + LOOKAHEAD) */
  private t = 0;
  private readonly req = new Float64Array(WINDOW);
  private readonly relCoef: number;
  private readonly limitLevel: number;

  constructor(
    private readonly inL: Float32Array,
    private readonly inR: Float32Array,
    private readonly peaks: Float32Array,
    private readonly settings: LimiterSettings,
  ) {
    this.relCoef = 1 - Math.exp(-1 / (((settings.releaseMs ?? 80) / 1000) * SR));
    this.limitLevel = settings.ceiling / settings.preGain;
  }

  /** Writes the next min(remaining, outL.length - at) output samples from index `at`; returns how many. */
  read(outL: Float32Array, outR: Float32Array, at = 0): number {
    const n = this.inL.length;
    const W = LOOKAHEAD;
    const { inL, inR, peaks, box, req, relCoef, limitLevel } = this;
    const produced = Math.max(0, this.t - W);
    const k = Math.min(n - produced, outL.length - at);
    if (k <= 0) return 0;
    const invW = this.settings.preGain / W;
    const post = this.settings.postGain;
    const shift = at - produced;
    const tStop = produced + k + W;
    let { boxSum, boxPos, env, t } = this;
    while (t < tStop) {
      const b = Math.floor(t / WINDOW);
      const t1 = Math.min(tStop, (b + 1) * WINDOW);
      windowRequirement(inL, inR, peaks, limitLevel, b, t - b * WINDOW, t1 - b * WINDOW, req);
      for (let j = t - b * WINDOW; t < t1; t++, j++) {
        const r = req[j];
        env = r < env ? r : env + (r - env) * relCoef;
        boxSum += env - box[boxPos];
        box[boxPos] = env;
        boxPos = boxPos + 1 === W ? 0 : boxPos + 1;
        const o = t - W;
        if (o >= 0) {
          const g = boxSum * invW;
          if (post === 1) {
            outL[o + shift] = inL[o] * g;
            outR[o + shift] = inR[o] * g;
          } else {
            outL[o + shift] = Math.fround(inL[o] * g) * post;
            outR[o + shift] = Math.fround(inR[o] * g) * post;
          }
        }
      }
    }
    this.boxSum = boxSum;
    this.boxPos = boxPos;
    this.env = env;
    this.t = t;
    return k;
  }
}

const suffix = new Float64Array(WINDOW + 1);

/**
 * req[j] for j in [j0, j1): gain needed so that the peak of the window ending at sample
 * b*64 + j (samples b*64+j-63 .. b*64+j, i.e. offsets j+1.. of block b-1 and ..j of block b)
 * stays at limitLevel. Reads only samples that the output has not reached yet.
 */
function windowRequirement(
  inL: Float32Array,
  inR: Float32Array,
  peaks: Float32Array,
  limitLevel: number,
  b: number,
  j0: number,
  j1: number,
  req: Float64Array,
): void {
  if (!(peaks[b] > limitLevel) && (b === 0 || !(peaks[b - 1] > limitLevel))) {
    req.fill(1, j0, j1);
    return;
  }
  const n = inL.length;
  suffix[WINDOW] = 0;
  let m = 0;
  for (let j = WINDOW - 1, s = (b - 1) * WINDOW + j; j > j0; j--, s--) {
    if (s >= 0 && s < n) {
      const l = inL[s] < 0 ? -inL[s] : inL[s];
      const r = inR[s] < 0 ? -inR[s] : inR[s];
      const a = l > r ? l : r;
      if (a > m) m = a;
    }
    suffix[j] = m;
  }
  let pre = 0;
  for (let j = 0, s = b * WINDOW; j < j1; j++, s++) {
    if (s < n) {
      const l = inL[s] < 0 ? -inL[s] : inL[s];
      const r = inR[s] < 0 ? -inR[s] : inR[s];
      const a = l > r ? l : r;
      if (a > pre) pre = a;
    }
    if (j >= j0) {
      const w = suffix[j + 1] > pre ? suffix[j + 1] : pre;
      req[j] = w > limitLevel ? limitLevel / w : 1;
    }
  }
}

/** Limits a whole signal into outL/outR (see LimiterStream). */
export function createLimiter(inL: Float32Array, inR: Float32Array, releaseMs = 80): Limiter {
  const peaks = blockPeaks(inL, inR);
  return {
    run: (preGain, ceiling, outL, outR) => {
      const stream = new LimiterStream(inL, inR, peaks, { preGain, ceiling, postGain: 1, releaseMs });
      stream.read(outL, outR);
    },
  };
}

export function limit(
  inL: Float32Array,
  inR: Float32Array,
  preGain: number,
  ceiling: number,
  outL: Float32Array,
  outR: Float32Array,
): void {
  createLimiter(inL, inR).run(preGain, ceiling, outL, outR);
}
