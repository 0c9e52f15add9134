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
  const sb0 = s.b0, sb1 = s.b1, sb2 = s.b2, sa1 = s.a1, sa2 = s.a2, ha1 = h.a1, ha2 = h.a2;
  const steps = Math.floor(x.length / step);
  const out = new Float64Array(steps);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0, z1 = 0, z2 = 0;
  let i = 0;
  for (let k = 0; k < steps; k++) {
    let acc = 0;
    const end = i + step;
    for (; i < end; i++) {
      const xi = x[i];
      const y = sb0 * xi + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
      const z = y - 2 * y1 + y2 - ha1 * z1 - ha2 * z2;
      x2 = x1; x1 = xi;
      y2 = y1; y1 = y;
      z2 = z1; z1 = z;
      acc += z * z;
    }
    out[k] = acc;
  }
  return out;
}

/** Integrated loudness in LUFS (gated). Returns -Infinity for silence or < 400 ms of audio. */
export function integratedLoudness(channels: Float32Array[], sampleRate: number): number {
  const step = Math.round(sampleRate * 0.1);
  const energies = channels.map((c) => stepEnergies(c, sampleRate, step));
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
    for (let k = 0; k < TAPS_PER_PHASE; k++) sum += (ph[k] = h[k * OS + p]);
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
  const { phases, gainBound } = oversamplingFir();
  const B = 64;
  const nBlocks = Math.ceil(x.length / B);
  const blockMax = new Float32Array(nBlocks);
  let best = 0;
  for (let b = 0; b < nBlocks; b++) {
    let m = 0;
    const end = Math.min(x.length, (b + 1) * B);
    for (let i = b * B; i < end; i++) {
      const a = x[i] < 0 ? -x[i] : x[i];
      if (a > m) m = a;
    }
    blockMax[b] = m;
    if (m > best) best = m;
  }
  const half = TAPS_PER_PHASE / 2;
  // zero-padded copy so the inner loop needs no bounds checks
  const padded = new Float32Array(B + TAPS_PER_PHASE + 1);
  const c = phases.map((ph) => Array.from(ph));
  const [c0, c1, c2, c3] = c;
  for (let b = 0; b < nBlocks; b++) {
    const near = Math.max(blockMax[b], b > 0 ? blockMax[b - 1] : 0, b + 1 < nBlocks ? blockMax[b + 1] : 0);
    if (near * gainBound <= best) continue;
    const start = b * B;
    const end = Math.min(x.length, start + B);
    // padded[j] = x[start - half + 1 + j]
    for (let j = 0; j < padded.length; j++) {
      const src = start - half + 1 + j;
      padded[j] = src >= 0 && src < x.length ? x[src] : 0;
    }
    for (let i = start; i < end; i++) {
      const base = i - start;
      for (let p = 0; p < OS; p++) {
        const ph = p === 0 ? c0 : p === 1 ? c1 : p === 2 ? c2 : c3;
        let acc = 0;
        for (let k = 0; k < TAPS_PER_PHASE; k++) acc += padded[base + TAPS_PER_PHASE - 1 - k] * ph[k];
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
