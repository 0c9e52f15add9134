// Source-filter resynthesis of one sung phrase: the spoken phrase's vocal tract (LPC reflection
// coefficients, read through the time map) excited by band-limited glottal pulses at the sung
// pitch and by noise where the phone is noisy; then resampled to 44.1 kHz with the top end that
// flite's 16 kHz speech lacks restored as shaped noise.
import type { Rng } from '../rng';
import { frameAt, type LpcFrames } from './lpc';
import type { PlacedPhone } from './place';
import { SIBILANTS, PLOSIVES, bare } from './phones';

export const SR16 = 16000;
export const SR44 = 44100;
const CTRL = 32; // control block: 2 ms
const PRE = 0.97;

export type PitchNote = { start: number; duration: number; pitch: number };

export type PhraseSpec = {
  placed: PlacedPhone[];
  notes: PitchNote[];
  frames: LpcFrames;
  /** song time of the phrase buffer's first sample (a whole 44.1 kHz sample) */
  t0: number;
  /** seconds of audio to render */
  length: number;
  rng: Rng;
  /** vibrato depth in semitones (peak) */
  vibrato?: number;
  /** the voice's high-pass corner */
  highpassHz?: number;
  /** level of breath noise mixed into voiced sounds, 0..1 */
  breathiness?: number;
};

// --- band-limited pulse kernels: windowed sinc, 16 taps, 64 fractional offsets ---
const TAPS = 16;
const HALF = TAPS / 2;
const PHASES = 64;
const KERNELS = new Float32Array(PHASES * TAPS);
{
  const cutoff = 0.95; // of Nyquist
  for (let ph = 0; ph < PHASES; ph++) {
    const frac = ph / PHASES;
    for (let i = 0; i < TAPS; i++) {
      // tap i sits at sample floor(tau) - HALF + 1 + i; its distance from the pulse centre:
      const x = i - HALF + 1 - frac;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      const w = 0.5 + 0.5 * Math.cos((Math.PI * x) / (HALF + 0.5));
      KERNELS[ph * TAPS + i] = cutoff * sinc * w;
    }
  }
}

// --- 16 kHz -> 44.1 kHz polyphase resampler: 441 phases, 16 taps ---
const RS_UP = 441;
const RS_DOWN = 160;
const RS_TAPS = 16;
const RS_HALF = RS_TAPS / 2;
const RS_TABLE = new Float32Array(RS_UP * RS_TAPS);
{
  const cutoff = 0.92; // of the 8 kHz input Nyquist
  for (let ph = 0; ph < RS_UP; ph++) {
    const frac = ph / RS_UP;
    let sum = 0;
    for (let i = 0; i < RS_TAPS; i++) {
      const x = i - RS_HALF + 1 - frac;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      const w =
        0.42 + 0.5 * Math.cos((Math.PI * x) / (RS_HALF + 0.5)) + 0.08 * Math.cos((2 * Math.PI * x) / (RS_HALF + 0.5));
      const v = cutoff * sinc * w;
      RS_TABLE[ph * RS_TAPS + i] = v;
      sum += v;
    }
    for (let i = 0; i < RS_TAPS; i++) RS_TABLE[ph * RS_TAPS + i] /= sum;
  }
}

/** Band-limited resampling of 16 kHz audio to 44.1 kHz. */
export function resample16to44(x: Float32Array): Float32Array {
  const n = Math.floor((x.length * RS_UP) / RS_DOWN);
  const out = new Float32Array(n);
  for (let j = 0; j < n; j++) {
    const num = j * RS_DOWN;
    const base = Math.floor(num / RS_UP);
    const ph = num - base * RS_UP;
    const t0 = ph * RS_TAPS;
    let s = 0;
    for (let i = 0, idx = base - RS_HALF + 1; i < RS_TAPS; i++, idx++) {
      if (idx >= 0 && idx < x.length) s += x[idx] * RS_TABLE[t0 + i];
    }
    out[j] = s;
  }
  return out;
}

/** level of the harmonics above 7.8 kHz against the voiced 4-8 kHz band */
const UPPER_HARMONICS = 0.35;

/** 2nd-order Butterworth low-pass at 44.1 kHz (bilinear): b1 = 2 b0, b2 = b0. */
function butterLowpass(hz: number): { b0: number; a1: number; a2: number } {
  const w0 = Math.tan((Math.PI * hz) / SR44);
  const norm = 1 / (1 + Math.SQRT2 * w0 + w0 * w0);
  return { b0: w0 * w0 * norm, a1: 2 * (w0 * w0 - 1) * norm, a2: (1 - Math.SQRT2 * w0 + w0 * w0) * norm };
}

/** 2nd-order Butterworth high-pass (bilinear); b2 equals b0. */
function butterHighpass(hz: number, rate = SR44): { b0: number; b1: number; a1: number; a2: number } {
  const w0 = Math.tan((Math.PI * hz) / rate);
  const norm = 1 / (1 + Math.SQRT2 * w0 + w0 * w0);
  return { b0: norm, b1: -2 * norm, a1: 2 * (w0 * w0 - 1) * norm, a2: (1 - Math.SQRT2 * w0 + w0 * w0) * norm };
}

const UPPER_HP = butterHighpass(7800);
// a 2nd-order low-pass at 9 kHz: the harmonics fall about 12 dB an octave above it
const UPPER_LP = butterLowpass(9000);
// the noise rolls off from about 10 kHz, as a sung /s/ does
const NOISE_LP = butterLowpass(10000);
/** energy of one unit pulse kernel after the upper band's filters */
const UPPER_ENERGY = (() => {
  const f = UPPER_HP;
  let [x1, x2, y1, y2, z1, z2, w1, w2, z1b, z2b, l, m, e] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 4096; i++) {
    const x = i < TAPS ? KERNELS[(PHASES / 2) * TAPS + i] : 0;
    const y = f.b0 * x + f.b1 * x1 + f.b0 * x2 - f.a1 * y1 - f.a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    const z = f.b0 * y + f.b1 * z1 + f.b0 * z2 - f.a1 * w1 - f.a2 * w2;
    z2 = z1;
    z1 = y;
    w2 = w1;
    w1 = z;
    const v = UPPER_LP.b0 * (z + 2 * z1b + z2b) - UPPER_LP.a1 * l - UPPER_LP.a2 * m;
    z2b = z1b;
    z1b = z;
    m = l;
    l = v;
    e += v * v;
  }
  return e;
})();

function smoothstep(x: number): number {
  const c = x < 0 ? 0 : x > 1 ? 1 : x;
  return c * c * (3 - 2 * c);
}

/** The sung pitch (MIDI, fractional) at song time t: notes, portamento, vibrato and drift. */
export function pitchAt(
  notes: PitchNote[],
  t: number,
  hint: { j: number },
  vib: { depth: number; rate: number; phase: number },
  drift: number[],
): number {
  let j = hint.j;
  while (j + 1 < notes.length && t >= notes[j + 1].start - 0.04) j++;
  hint.j = j;
  const n = notes[j];
  let m = n.pitch;
  const prev = j > 0 ? notes[j - 1] : undefined;
  // portamento: from 40 ms before the note to 30 ms after it
  if (prev && t < n.start + 0.03) m = prev.pitch + (n.pitch - prev.pitch) * smoothstep((t - (n.start - 0.04)) / 0.07);
  if (n.duration > 0.55 && vib.depth > 0) {
    const u = t - n.start;
    const fadeIn = smoothstep((u - 0.28) / 0.25);
    const fadeOut = smoothstep((n.start + n.duration - t) / 0.12);
    m += vib.depth * fadeIn * fadeOut * Math.sin(2 * Math.PI * vib.rate * u + vib.phase);
  }
  m += drift[0] * Math.sin(2 * Math.PI * 0.23 * t + drift[1]) + drift[2] * Math.sin(2 * Math.PI * 0.61 * t + drift[3]);
  return m;
}

type Voicing = { pulse: number; noise: number; white: boolean };

function voicingOf(p: PlacedPhone | undefined, breath: number): Voicing {
  if (!p) return { pulse: 0, noise: 0, white: false };
  switch (p.cls) {
    case 'vowel':
      return { pulse: 1, noise: breath, white: false };
    case 'sonorant':
      return { pulse: 1, noise: breath * 0.8, white: false };
    case 'voicedObstruent':
      return { pulse: 0.7, noise: 0.5, white: true };
    case 'voiceless':
      return { pulse: 0, noise: 1, white: true };
    default:
      return { pulse: 0, noise: 0, white: false };
  }
}

const LEVEL_EVEN = 0.5;

/** Per placed phone, the gain that brings vowels part of the way to the phrase's median vowel level. */
function vowelLevels(placed: PlacedPhone[], frames: LpcFrames, amount: number): Float32Array {
  const out = new Float32Array(placed.length).fill(1);
  if (amount <= 0) return out;
  const means = placed.map((p) => {
    if (p.cls !== 'vowel') return 0;
    const a = Math.max(0, Math.floor(frameAt(p.knotsSpoken[0], frames.sampleRate)));
    const b = Math.min(
      frames.count - 1,
      Math.ceil(frameAt(p.knotsSpoken[p.knotsSpoken.length - 1], frames.sampleRate)),
    );
    let e = 0;
    let n = 0;
    for (let f = a; f <= b; f++) {
      e += frames.gain[f] * frames.gain[f];
      n++;
    }
    return n > 0 ? Math.sqrt(e / n) : 0;
  });
  const vowels = means.filter((m) => m > 0).sort((x, y) => x - y);
  if (vowels.length === 0) return out;
  const median = vowels[Math.floor(vowels.length / 2)];
  placed.forEach((p, i) => {
    if (means[i] > 0) out[i] = Math.min(2, Math.max(0.6, Math.pow(median / means[i], amount)));
  });
  return out;
}

function mapTime(p: PlacedPhone, t: number): number {
  const ks = p.knotsSung;
  const kp = p.knotsSpoken;
  if (t <= ks[0]) return kp[0];
  for (let i = 1; i < ks.length; i++) {
    if (t <= ks[i]) {
      const span = ks[i] - ks[i - 1];
      return span > 0 ? kp[i - 1] + ((t - ks[i - 1]) / span) * (kp[i] - kp[i - 1]) : kp[i];
    }
  }
  return kp[kp.length - 1];
}

/** One phrase at 44.1 kHz, starting at spec.t0. */
export function synthPhrase(spec: PhraseSpec): Float32Array {
  const { placed, notes, frames, rng } = spec;
  const order = frames.order;
  const n16 = Math.ceil(spec.length * SR16);
  const blocks = Math.ceil(n16 / CTRL);
  const breath = spec.breathiness ?? 0.15;

  // pass 1: control values per block
  const kBlk = new Float32Array(blocks * order);
  const gBlk = new Float32Array(blocks + 1);
  const pulseBlk = new Float32Array(blocks + 1);
  const noiseBlk = new Float32Array(blocks + 1);
  const whiteBlk = new Uint8Array(blocks + 1);
  const f0Blk = new Float32Array(blocks + 1);
  const hfBlk = new Float32Array(blocks + 1);
  const vib = { depth: spec.vibrato ?? 0.25, rate: rng.range(5.1, 5.7), phase: rng.range(0, Math.PI * 2) };
  const drift = [rng.range(0.03, 0.06), rng.range(0, 6.28), rng.range(0.02, 0.05), rng.range(0, 6.28)];
  const hint = { j: 0 };
  // sung vowels are more even than spoken ones: each vowel's level moves halfway (in dB) to the
  // phrase's median vowel level
  const level = vowelLevels(placed, frames, LEVEL_EVEN);
  let lvl = level[0];
  let pi = 0;
  let pulseS = 0;
  let noiseS = 0;
  const first = placed[0].start;
  const last = placed[placed.length - 1].end;
  for (let c = 0; c <= blocks; c++) {
    const t = spec.t0 + (c * CTRL + CTRL / 2) / SR16;
    while (pi + 1 < placed.length && t >= placed[pi + 1].start) pi++;
    const p = placed[pi];
    const active = t >= first && t < last ? p : undefined;
    const v = voicingOf(active, breath);
    // voicing changes over ~4 ms so joins do not click
    pulseS += (v.pulse - pulseS) * 0.45;
    noiseS += (v.noise - noiseS) * 0.45;
    pulseBlk[c] = pulseS;
    noiseBlk[c] = noiseS;
    whiteBlk[c] = v.white ? 1 : 0;
    const srcT = mapTime(p, Math.min(Math.max(t, p.start), p.end));
    const fp = Math.max(0, Math.min(frames.count - 1, frameAt(srcT, frames.sampleRate)));
    const f = Math.floor(fp);
    const f1 = Math.min(frames.count - 1, f + 1);
    const w = fp - f;
    if (c < blocks) {
      for (let m = 0; m < order; m++) {
        kBlk[c * order + m] = frames.k[f * order + m] * (1 - w) + frames.k[f1 * order + m] * w;
      }
    }
    // fade in over 15 ms and out over 40 ms at the phrase's edges
    const edge = smoothstep((t - (first - 0.01)) / 0.015) * smoothstep((last - t) / 0.04);
    lvl += (level[pi] - lvl) * 0.2;
    gBlk[c] = (frames.gain[f] * (1 - w) + frames.gain[f1] * w) * edge * lvl;
    f0Blk[c] = 440 * Math.pow(2, (pitchAt(notes, t, hint, vib, drift) - 69) / 12);
    const ph = active ? bare(active.phone) : '';
    hfBlk[c] = !active ? 0 : SIBILANTS.has(ph) ? 3 : PLOSIVES.has(ph) ? 2 : active.cls === 'vowel' ? 0.3 : 0.5;
  }

  // pass 2: glottal pulses at fractional positions (a pulse's energy = one period of unit power)
  const exc = new Float32Array(n16 + TAPS);
  // each pulse's time (16 kHz samples) and voicing, for the harmonics above flite's band
  const pulseAt: number[] = [];
  const pulseAmp: number[] = [];
  let phase = rng.next();
  for (let i = 0; i < n16; i++) {
    const c = Math.floor(i / CTRL);
    const amp = pulseBlk[c];
    const fr = (i - c * CTRL) / CTRL;
    const f0 = f0Blk[c] + (f0Blk[c + 1] - f0Blk[c]) * fr;
    const inc = f0 / SR16;
    phase += inc;
    if (phase >= 1) {
      phase -= 1;
      // the crossing happened phase/inc samples before sample i
      const tau = i - phase / inc;
      if (amp > 0.001) {
        const base = Math.floor(tau);
        const ph = Math.min(PHASES - 1, Math.round((tau - base) * PHASES));
        const a = amp * Math.sqrt(SR16 / f0);
        pulseAt.push(tau);
        pulseAmp.push(amp);
        const at = base - HALF + 1;
        for (let k = 0; k < TAPS; k++) {
          const idx = at + k;
          if (idx >= 0) exc[idx] += a * KERNELS[ph * TAPS + k];
        }
      }
    }
  }

  // pass 3: noise, the lattice filter, de-emphasis and a DC blocker
  const out16 = new Float32Array(n16);
  const hfEnv = new Float32Array(blocks + 1);
  // level of the 4-8 kHz band (the harmonics carry on above it)
  const hfRaw = new Float32Array(blocks + 1);
  const b = new Float64Array(order + 1);
  let seed = (rng.int(1, 0x7ffffffe) ^ 0x5bd1e995) >>> 0 || 1;
  let prevNoise = 0;
  let de = 0;
  let dcX = 0;
  // high-pass just under the lowest sung note: gain changes must not thump below the voice
  const dcA = Math.exp((-2 * Math.PI * (spec.highpassHz ?? 80)) / SR16);
  let dcY = 0;
  // the 4.5-8 kHz band, measured through two 2nd-order high-passes: a gentler filter lets the
  // vowels' strong low formants through and overstates the top of flite's band
  const band = butterHighpass(4500, SR16);
  let [p1, p2, q1, q2, r1, r2, s1, s2] = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let c = 0; c < blocks; c++) {
    const kOff = c * order;
    const g0 = gBlk[c];
    const g1 = gBlk[c + 1];
    const nz = noiseBlk[c];
    const white = whiteBlk[c] === 1;
    let hfSum = 0;
    const end = Math.min(n16, (c + 1) * CTRL);
    for (let i = c * CTRL; i < end; i++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const wn = ((seed >>> 0) / 4294967296) * 2 - 1;
      // high-passed noise: white noise through the de-emphasis would flood the low end
      const noiseV = (white ? wn - 0.5 * prevNoise : wn - prevNoise) * 1.22;
      prevNoise = wn;
      const fr = (i - c * CTRL) / CTRL;
      const g = g0 + (g1 - g0) * fr;
      let f = (exc[i] + nz * noiseV) * g;
      for (let m = order; m >= 1; m--) {
        const km = kBlk[kOff + m - 1];
        f -= km * b[m - 1];
        b[m] = b[m - 1] + km * f;
      }
      b[0] = f;
      de = f + PRE * de;
      const y = de - dcX + dcA * dcY;
      dcX = de;
      dcY = y;
      out16[i] = y;
      const h1 = band.b0 * y + band.b1 * p1 + band.b0 * p2 - band.a1 * q1 - band.a2 * q2;
      p2 = p1;
      p1 = y;
      q2 = q1;
      q1 = h1;
      const hp = band.b0 * h1 + band.b1 * r1 + band.b0 * r2 - band.a1 * s1 - band.a2 * s2;
      r2 = r1;
      r1 = h1;
      s2 = s1;
      s1 = hp;
      hfSum += hp * hp;
    }
    const hfLevel = Math.sqrt(hfSum / CTRL);
    hfEnv[c] = hfLevel * hfBlk[c];
    hfRaw[c] = hfLevel;
  }

  // to 44.1 kHz, then the top end flite lacks (its speech stops near 7.5 kHz): the glottal pulses
  // again at 44.1 kHz, kept above 7.8 kHz, carry the harmonics on at the level of the 4-8 kHz band
  // where the voice is voiced; and noise above 8.5 kHz following that band's level where it is
  // noisy (strongest in sibilants). A pulse's amplitude is its voicing, so the harmonics fade with it.
  const out = resample16to44(out16);
  const upper = new Float32Array(out.length + TAPS);
  const ratio = SR44 / SR16;
  for (let p = 0; p < pulseAt.length; p++) {
    const tau = pulseAt[p] * ratio;
    const base = Math.floor(tau);
    const ph = Math.min(PHASES - 1, Math.round((tau - base) * PHASES));
    const at = base - HALF + 1;
    const a = pulseAmp[p];
    for (let k = 0; k < TAPS; k++) {
      const idx = at + k;
      if (idx >= 0) upper[idx] += a * KERNELS[ph * TAPS + k];
    }
  }
  const hpH = UPPER_HP;
  const hpN = butterHighpass(8500);
  let hx1 = 0;
  let hx2 = 0;
  let hy1 = 0;
  let hy2 = 0;
  let gx1 = 0;
  let gx2 = 0;
  let gy1 = 0;
  let gy2 = 0;
  // low-pass states: harmonics (inputs u1 u2, outputs v1 v2), noise (n1 n2, o1 o2)
  let [u1, u2, v1, v2, n1, n2, o1, o2] = [0, 0, 0, 0, 0, 0, 0, 0];
  let envV = 0;
  let nseed = (rng.int(1, 0x7ffffffe) ^ 0x2545f491) >>> 0 || 1;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let env = 0;
  for (let j = 0; j < out.length; j++) {
    const c = Math.min(blocks, Math.floor((j * RS_DOWN) / RS_UP / CTRL));
    env += (hfEnv[c] - env) * 0.02;
    envV += (hfRaw[c] - envV) * 0.02;
    // the harmonics: two 7.8 kHz high-pass sections and a 9 kHz low-pass, level-matched to the band below
    const u = upper[j];
    const h = hpH.b0 * u + hpH.b1 * hx1 + hpH.b0 * hx2 - hpH.a1 * hy1 - hpH.a2 * hy2;
    hx2 = hx1;
    hx1 = u;
    hy2 = hy1;
    hy1 = h;
    const h2 = hpH.b0 * h + hpH.b1 * gx1 + hpH.b0 * gx2 - hpH.a1 * gy1 - hpH.a2 * gy2;
    gx2 = gx1;
    gx1 = h;
    gy2 = gy1;
    gy1 = h2;
    const hv = UPPER_LP.b0 * (h2 + 2 * u1 + u2) - UPPER_LP.a1 * v1 - UPPER_LP.a2 * v2;
    u2 = u1;
    u1 = h2;
    v2 = v1;
    v1 = hv;
    // a full-voiced pulse train at f0 has the power f0 / SR44 * UPPER_ENERGY after these filters
    const harm = hv * envV * UPPER_HARMONICS * Math.sqrt(SR44 / (f0Blk[c] * UPPER_ENERGY));
    nseed ^= nseed << 13;
    nseed ^= nseed >>> 17;
    nseed ^= nseed << 5;
    const x = ((nseed >>> 0) / 4294967296) * 2 - 1;
    const y = hpN.b0 * x + hpN.b1 * x1 + hpN.b0 * x2 - hpN.a1 * y1 - hpN.a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    const nv = NOISE_LP.b0 * (y + 2 * n1 + n2) - NOISE_LP.a1 * o1 - NOISE_LP.a2 * o2;
    n2 = n1;
    n1 = y;
    o2 = o1;
    o1 = nv;
    out[j] += nv * env * 2.2 + harm;
  }
  return out;
}
