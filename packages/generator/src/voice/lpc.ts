// Linear prediction of flite's speech: per 5 ms frame, the vocal tract as reflection coefficients
// (they stay stable when interpolated) and the residual's level.

export const LPC_ORDER = 18;
export const HOP = 80; // 5 ms at 16 kHz
const WIN = 400; // 25 ms
const PRE = 0.97;

/** Frames of an analysed signal: `k[f * ORDER + m]` is frame f's (m+1)th reflection coefficient. */
export type LpcFrames = {
  sampleRate: number;
  count: number;
  order: number;
  k: Float32Array;
  /** residual RMS per frame (pre-emphasised domain) */
  gain: Float32Array;
};

const HANN = new Float64Array(WIN);
let hannEnergy = 0;
for (let i = 0; i < WIN; i++) {
  HANN[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / WIN);
  hannEnergy += HANN[i] * HANN[i];
}

/** Time (seconds) of frame f's centre. */
export function frameTime(f: number, sampleRate: number): number {
  return (f * HOP + WIN / 2) / sampleRate;
}

/** Frame position (fractional) whose centre is at `seconds`. */
export function frameAt(seconds: number, sampleRate: number): number {
  return (seconds * sampleRate - WIN / 2) / HOP;
}

/**
 * Autocorrelation LPC (Levinson-Durbin) with pre-emphasis, a Hann window, a Gaussian lag window
 * (about 90 Hz, so the fit follows formants rather than flite's own harmonics) and a tiny white-noise
 * correction for stability.
 */
export function analyse(x: Float32Array, sampleRate: number, order = LPC_ORDER): LpcFrames {
  const count = Math.max(1, Math.ceil(x.length / HOP));
  const k = new Float32Array(count * order);
  const gain = new Float32Array(count);
  const lag = new Float64Array(order + 1);
  const bw = (2 * Math.PI * 90) / sampleRate;
  for (let i = 0; i <= order; i++) lag[i] = Math.exp(-0.5 * (bw * i) * (bw * i));
  lag[0] = 1.0001;
  const buf = new Float64Array(WIN);
  const r = new Float64Array(order + 1);
  const a = new Float64Array(order + 1);
  const tmp = new Float64Array(order + 1);
  for (let f = 0; f < count; f++) {
    const start = f * HOP;
    for (let i = 0; i < WIN; i++) {
      const n = start + i;
      const cur = n < x.length ? x[n] : 0;
      const prev = n - 1 >= 0 && n - 1 < x.length ? x[n - 1] : 0;
      buf[i] = (cur - PRE * prev) * HANN[i];
    }
    for (let lagI = 0; lagI <= order; lagI++) {
      let s = 0;
      for (let i = lagI; i < WIN; i++) s += buf[i] * buf[i - lagI];
      r[lagI] = (s / hannEnergy) * lag[lagI];
    }
    if (r[0] < 1e-12) {
      gain[f] = 0;
      continue; // silence: all coefficients zero
    }
    a.fill(0);
    a[0] = 1;
    let e = r[0];
    for (let m = 1; m <= order; m++) {
      let acc = r[m];
      for (let i = 1; i < m; i++) acc += a[i] * r[m - i];
      let km = -acc / e;
      if (km > 0.999) km = 0.999;
      if (km < -0.999) km = -0.999;
      tmp.set(a);
      for (let i = 1; i < m; i++) a[i] = tmp[i] + km * tmp[m - i];
      a[m] = km;
      e *= 1 - km * km;
      k[f * order + m - 1] = km;
    }
    gain[f] = Math.sqrt(Math.max(e, 0));
  }
  return { sampleRate, count, order, k, gain };
}
