import type { StereoPcm } from '../types';

// ITU-R BS.1770-4. The standard publishes K-weighting coefficients for 48 kHz only; these are
// re-derived for any rate from the analogue prototype (shelf and high-pass corner, gain, Q).

export type Biquad = { b0: number; b1: number; b2: number; a1: number; a2: number };

export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / sampleRate);
  const Vh = Math.pow(10, G / 20);
  const Vb = Math.pow(Vh, 0.4996667741545416);
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + K / Q + K * K;
  const highpass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return [shelf, highpass];
}

/** Sum of squares of the K-weighted signal in consecutive steps of `step` samples. */
function stepEnergies(x: Float32Array, sampleRate: number, step: number): Float64Array {
  const [s, h] = kWeighting(sampleRate);
  const sb0 = s.b0,
    sb1 = s.b1,
    sb2 = s.b2,
    sa1 = s.a1,
    sa2 = s.a2,
    ha1 = h.a1,
    ha2 = h.a2;
  const steps = Math.floor(x.length / step);
  const out = new Float64Array(steps);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0,
    z1 = 0,
    z2 = 0;
  let i = 0;
  for (let k = 0; k < steps; k++) {
    let acc = 0;
    const end = i + step;
    for (; i < end; i++) {
      const xi = x[i];
      const y = sb0 * xi + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
      const z = y - 2 * y1 + y2 - ha1 * z1 - ha2 * z2;
      x2 = x1;
      x1 = xi;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      acc += z * z;
    }
    out[k] = acc;
  }
  return out;
}

/** Integrated loudness in LUFS (gated). Returns -Infinity for silence or < 400 ms of audio. */
export function integratedLoudness(channels: Float32Array[], sampleRate: number): number {
  const step = Math.round(sampleRate * 0.1);
  return gatedLoudness(
    channels.map((c) => stepEnergies(c, sampleRate, step)),
    step,
  );
}

/** BS.1770 gating over per-channel 100 ms step energies. */
function gatedLoudness(energies: ArrayLike<number>[], step: number): number {
  const steps = energies[0].length;
  const blocks: number[] = [];
  // 400 ms blocks with 75 % overlap = four consecutive 100 ms steps
  for (let k = 0; k + 4 <= steps; k++) {
    let sum = 0;
    for (const e of energies) sum += (e[k] + e[k + 1] + e[k + 2] + e[k + 3]) / (4 * step);
    blocks.push(sum);
  }
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const abs = blocks.filter((p) => p > 0 && lufs(p) > -70);
  if (abs.length === 0) return -Infinity;
  const relGate = lufs(abs.reduce((a, b) => a + b, 0) / abs.length) - 10;
  const rel = abs.filter((p) => lufs(p) > relGate);
  return lufs(rel.reduce((a, b) => a + b, 0) / rel.length);
}

/**
 * Streaming integrated loudness of a stereo signal fed in chunks: the same filter, steps and
 * gating as `integratedLoudness`, so the result is identical to measuring the whole signal,
 * without the whole signal having to exist at once.
 */
export class StereoLoudnessMeter {
  private readonly step: number;
  private readonly coef: Float64Array;
  /** per channel: x1, x2, y1, y2, z1, z2, acc, count */
  private readonly state = [new Float64Array(8), new Float64Array(8)];
  private readonly energies: number[][] = [[], []];

  constructor(sampleRate: number) {
    this.step = Math.round(sampleRate * 0.1);
    const [s, h] = kWeighting(sampleRate);
    this.coef = Float64Array.of(s.b0, s.b1, s.b2, s.a1, s.a2, h.a1, h.a2);
  }

  push(left: Float32Array, right: Float32Array, length: number): void {
    feedSteps2(
      left,
      right,
      length,
      this.coef,
      this.state[0],
      this.state[1],
      this.step,
      this.energies[0],
      this.energies[1],
    );
  }

  result(): number {
    return gatedLoudness(this.energies, this.step);
  }
}

/**
 * Both channels in one loop: each filter is a chain of dependent multiply-adds, so running the
 * two independent chains side by side nearly halves the time. Per channel the arithmetic is
 * exactly that of stepEnergies.
 */
function feedSteps2(
  xl: Float32Array,
  xr: Float32Array,
  length: number,
  c: Float64Array,
  sl: Float64Array,
  sr: Float64Array,
  step: number,
  outL: number[],
  outR: number[],
): void {
  const sb0 = c[0],
    sb1 = c[1],
    sb2 = c[2],
    sa1 = c[3],
    sa2 = c[4],
    ha1 = c[5],
    ha2 = c[6];
  let lx1 = sl[0],
    lx2 = sl[1],
    ly1 = sl[2],
    ly2 = sl[3],
    lz1 = sl[4],
    lz2 = sl[5],
    lacc = sl[6];
  let rx1 = sr[0],
    rx2 = sr[1],
    ry1 = sr[2],
    ry2 = sr[3],
    rz1 = sr[4],
    rz2 = sr[5],
    racc = sr[6];
  let count = sl[7];
  for (let i = 0; i < length; i++) {
    const li = xl[i];
    const ri = xr[i];
    const ly = sb0 * li + sb1 * lx1 + sb2 * lx2 - sa1 * ly1 - sa2 * ly2;
    const ry = sb0 * ri + sb1 * rx1 + sb2 * rx2 - sa1 * ry1 - sa2 * ry2;
    const lz = ly - 2 * ly1 + ly2 - ha1 * lz1 - ha2 * lz2;
    const rz = ry - 2 * ry1 + ry2 - ha1 * rz1 - ha2 * rz2;
    lx2 = lx1;
    lx1 = li;
    ly2 = ly1;
    ly1 = ly;
    lz2 = lz1;
    lz1 = lz;
    rx2 = rx1;
    rx1 = ri;
    ry2 = ry1;
    ry1 = ry;
    rz2 = rz1;
    rz1 = rz;
    lacc += lz * lz;
    racc += rz * rz;
    if (++count === step) {
      outL.push(lacc);
      outR.push(racc);
      lacc = 0;
      racc = 0;
      count = 0;
    }
  }
  sl[0] = lx1;
  sl[1] = lx2;
  sl[2] = ly1;
  sl[3] = ly2;
  sl[4] = lz1;
  sl[5] = lz2;
  sl[6] = lacc;
  sl[7] = count;
  sr[0] = rx1;
  sr[1] = rx2;
  sr[2] = ry1;
  sr[3] = ry2;
  sr[4] = rz1;
  sr[5] = rz2;
  sr[6] = racc;
  sr[7] = count;
}

const OS = 4;
const TAPS_PER_PHASE = 12;
let firCache: { phases: Float64Array[]; gainBound: number } | undefined;

/** Windowed-sinc interpolator split into 4 polyphase branches. */
function oversamplingFir(): { phases: Float64Array[]; gainBound: number } {
  if (firCache) return firCache;
  const len = OS * TAPS_PER_PHASE;
  const centre = (len - 1) / 2;
  const h = new Float64Array(len);
  for (let n = 0; n < len; n++) {
    const t = (n - centre) / OS;
    const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
    const w = 0.42 - 0.5 * Math.cos((2 * Math.PI * (n + 0.5)) / len) + 0.08 * Math.cos((4 * Math.PI * (n + 0.5)) / len);
    h[n] = sinc * w;
  }
  const phases: Float64Array[] = [];
  let gainBound = 0;
  for (let p = 0; p < OS; p++) {
    const ph = new Float64Array(TAPS_PER_PHASE);
    let sum = 0;
    for (let k = 0; k < TAPS_PER_PHASE; k++) sum += ph[k] = h[k * OS + p];
    let absSum = 0;
    for (let k = 0; k < TAPS_PER_PHASE; k++) absSum += Math.abs((ph[k] /= sum));
    gainBound = Math.max(gainBound, absSum);
    phases.push(ph);
  }
  firCache = { phases, gainBound };
  return firCache;
}

/**
 * Linear true peak via 4x oversampling. Blocks whose samples are too small to reach the
 * current maximum even after interpolation (bounded by the filter's absolute gain) are
 * skipped, which keeps this fast without changing the result.
 */
export function truePeak(x: Float32Array): number {
  const meter = new TruePeakMeter();
  meter.push(x, x.length);
  return meter.result();
}

const HALF = TAPS_PER_PHASE / 2;
/** samples kept from the previous chunk: output i reads x[i - HALF + 1 .. i + HALF] */
const HISTORY = TAPS_PER_PHASE - 1;
const TP_BLOCK = 32;

/**
 * Streaming true-peak meter for one channel. Fed in chunks of any size, it gives exactly what
 * `truePeak` gives on the whole signal: the largest of the sample peak and every interpolated
 * value (outside the signal counts as silence).
 */
export class TruePeakMeter {
  private readonly coef: Float64Array;
  private readonly gainBound: number;
  /** w[0..HISTORY) = the last HISTORY samples already pushed, then the current chunk */
  private w = new Float32Array(HISTORY + 4096);
  private pos = 0;
  private total = -1;
  private best = 0;

  constructor() {
    const { phases, gainBound } = oversamplingFir();
    this.coef = new Float64Array(OS * TAPS_PER_PHASE);
    phases.forEach((ph, p) => this.coef.set(ph, p * TAPS_PER_PHASE));
    this.gainBound = gainBound;
  }

  push(x: Float32Array, length: number): void {
    if (this.w.length < HISTORY + length) {
      const grown = new Float32Array(HISTORY + length);
      grown.set(this.w.subarray(0, HISTORY));
      this.w = grown;
    }
    const w = this.w;
    w.set(length === x.length ? x : x.subarray(0, length), HISTORY);
    // outputs i in [pos - HALF, pos + length - HALF) have all their taps inside w
    const base = this.pos - HISTORY;
    const from = Math.max(0, this.pos - HALF);
    const to = Math.min(this.pos + length - HALF, this.total < 0 ? Infinity : this.total);
    this.best = interpolatedPeak(w, base, from, to, this.coef, this.gainBound, this.best);
    this.pos += length;
    w.copyWithin(0, length, length + HISTORY);
  }

  result(): number {
    if (this.total < 0) {
      this.total = this.pos;
      this.push(new Float32Array(HALF), HALF);
    }
    return this.best;
  }
}

/** Max of |interpolated| for outputs [from, to); w[j] holds sample base + j. */
function interpolatedPeak(
  w: Float32Array,
  base: number,
  from: number,
  to: number,
  c: Float64Array,
  gainBound: number,
  best: number,
): number {
  for (let b0 = from; b0 < to; b0 += TP_BLOCK) {
    const b1 = Math.min(to, b0 + TP_BLOCK);
    // every tap of this block lies in w[b0 - HALF + 1 - base .. b1 + HALF - base)
    let near = 0;
    const sEnd = b1 + HALF - base;
    for (let j = b0 - HALF + 1 - base; j < sEnd; j++) {
      const a = w[j] < 0 ? -w[j] : w[j];
      if (a > near) near = a;
    }
    // every sample counts towards the true peak too (all of them fall in some block's span)
    if (near > best) best = near;
    if (near * gainBound <= best) continue;
    for (let i = b0; i < b1; i++) {
      const top = i + HALF - base;
      for (let p = 0; p < OS * TAPS_PER_PHASE; p += TAPS_PER_PHASE) {
        let acc = 0;
        for (let k = 0; k < TAPS_PER_PHASE; k++) acc += w[top - k] * c[p + k];
        const a = acc < 0 ? -acc : acc;
        if (a > best) best = a;
      }
    }
  }
  return best;
}

export type LoudnessReport = {
  integratedLUFS: number;
  truePeakDBTP: number;
  samplePeakDBFS: number;
};

const toDb = (lin: number) => (lin > 0 ? 20 * Math.log10(lin) : -Infinity);

export function samplePeak(x: Float32Array): number {
  let m = 0;
  for (let i = 0; i < x.length; i++) {
    const a = x[i] < 0 ? -x[i] : x[i];
    if (a > m) m = a;
  }
  return m;
}

export function measureLoudness(pcm: StereoPcm): LoudnessReport {
  const chans = [pcm.left, pcm.right];
  return {
    integratedLUFS: integratedLoudness(chans, pcm.sampleRate),
    truePeakDBTP: toDb(Math.max(...chans.map(truePeak))),
    samplePeakDBFS: toDb(Math.max(...chans.map(samplePeak))),
  };
}
