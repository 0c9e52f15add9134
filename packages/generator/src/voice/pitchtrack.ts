// The project's own pitch tracker (YIN: difference function, cumulative mean normalisation,
// absolute threshold, parabolic refinement), used by the tests and the benchmark to check that
// the voice sings its notes.
import type { SungNote } from '../compose/score';

export type PitchFrame = { time: number; hz: number; voiced: boolean };

const HOP_S = 0.02;
const FMIN = 70;
const FMAX = 1100;

/** YIN over 20 ms hops (or `hopSeconds`) of mono audio, decimated to ~16 kHz first for speed. */
export function trackPitch(x: Float32Array, sampleRate: number, hopSeconds = HOP_S): PitchFrame[] {
  const dec = Math.max(1, Math.floor(sampleRate / 16000));
  const sr = sampleRate / dec;
  let y: Float32Array = x;
  if (dec > 1) {
    // a short moving average before dropping samples (the voice's pitch sits far below the cut)
    y = new Float32Array(Math.floor(x.length / dec));
    for (let i = 0; i < y.length; i++) {
      let s = 0;
      for (let k = 0; k < dec; k++) s += x[i * dec + k];
      y[i] = s / dec;
    }
  }
  const hop = Math.round(hopSeconds * sr);
  const win = Math.round(0.025 * sr);
  const tauMin = Math.floor(sr / FMAX);
  const tauMax = Math.ceil(sr / FMIN);
  const d = new Float64Array(tauMax + 2);
  const frames: PitchFrame[] = [];
  let maxRms = 1e-9;
  const rms: number[] = [];
  for (let c = 0; c + hop <= y.length; c += hop) {
    let e = 0;
    for (let i = c; i < c + hop; i++) e += y[i] * y[i];
    const r = Math.sqrt(e / hop);
    rms.push(r);
    if (r > maxRms) maxRms = r;
  }
  for (let f = 0, c = 0; c + hop <= y.length; f++, c += hop) {
    const time = (c + hop / 2) / sr;
    const start = Math.max(0, c + Math.floor(hop / 2) - Math.floor(win / 2));
    if (rms[f] < maxRms * 0.02 || start + win + tauMax >= y.length) {
      frames.push({ time, hz: 0, voiced: false });
      continue;
    }
    for (let tau = 1; tau <= tauMax; tau++) {
      let s = 0;
      for (let i = start; i < start + win; i++) {
        const v = y[i] - y[i + tau];
        s += v * v;
      }
      d[tau] = s;
    }
    let run = 0;
    let best = -1;
    d[0] = 1;
    for (let tau = 1; tau <= tauMax; tau++) {
      run += d[tau];
      d[tau] = run > 0 ? (d[tau] * tau) / run : 1;
    }
    for (let tau = tauMin; tau <= tauMax; tau++) {
      if (d[tau] < 0.15) {
        while (tau + 1 <= tauMax && d[tau + 1] < d[tau]) tau++;
        best = tau;
        break;
      }
    }
    if (best < 0) {
      frames.push({ time, hz: 0, voiced: false });
      continue;
    }
    const a = d[best - 1];
    const b = d[best];
    const cc = best + 1 <= tauMax ? d[best + 1] : b;
    const den = a - 2 * b + cc;
    const shift = den !== 0 ? (0.5 * (a - cc)) / den : 0;
    frames.push({ time, hz: sr / (best + shift), voiced: b < 0.3 });
  }
  return frames;
}

export type PitchScore = {
  /** voiced frames inside notes */
  voiced: number;
  /** share of those within 50 cents of their note */
  within50: number;
  medianCents: number;
};

/**
 * How well audio sings its notes: voiced 20 ms frames whose centre lies in a note (skipping the
 * first and last `edgeSeconds` of each note, where the portamento lives), compared with the note's pitch.
 */
export function scorePitch(
  frames: PitchFrame[],
  notes: Pick<SungNote, 'start' | 'duration' | 'pitch'>[],
  offsetSeconds = 0,
  edgeSeconds = 0.06,
): PitchScore {
  const errs: number[] = [];
  let j = 0;
  const sorted = [...notes].sort((a, b) => a.start - b.start);
  for (const f of frames) {
    if (!f.voiced) continue;
    const t = f.time + offsetSeconds;
    while (j < sorted.length && sorted[j].start + sorted[j].duration <= t) j++;
    const n = sorted[j];
    if (!n || t < n.start || t >= n.start + n.duration) continue;
    if (t < n.start + edgeSeconds || t > n.start + n.duration - edgeSeconds) continue;
    const midi = 69 + 12 * Math.log2(f.hz / 440);
    errs.push(Math.abs((midi - n.pitch) * 100));
  }
  errs.sort((a, b) => a - b);
  return {
    voiced: errs.length,
    within50: errs.length ? errs.filter((e) => e <= 50).length / errs.length : 0,
    medianCents: errs.length ? errs[Math.floor(errs.length / 2)] : NaN,
  };
}
