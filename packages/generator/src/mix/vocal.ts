// The vocal bus: the voice at the front of the mix. EQ (a presence lift, a little air), a
// compressor that evens out syllables, the level set against the instruments' loudness, a reverb
// send of its own and, in choruses, a doubled take panned to both sides.
import { integratedLoudness } from '../loudness/meter';
import { SR } from '../synth/dsp';
import type { SongStyle } from '../types';
import type { VoiceTake } from '../voice/sing';
import type { InstrumentBus } from './mixdown';
import { Reverb } from './reverb';

const VOCAL_REVERB: Record<SongStyle, [number, number]> = {
  // [rt60 seconds, send]
  pop: [1.5, 0.22],
  rock: [1.3, 0.18],
  hiphop: [0.9, 0.12],
  electronic: [1.8, 0.24],
  rnb: [1.6, 0.24],
  country: [1.2, 0.16],
  jazz: [1.4, 0.2],
  classical: [2.2, 0.3],
  folk: [1.3, 0.18],
  other: [1.5, 0.2],
};
/** how far the voice sits above the instruments' loudness, in LU */
const VOICE_OVER_INSTRUMENTS = 1.5;

type Bq = { b0: number; b1: number; b2: number; a1: number; a2: number };

function peaking(f0: number, gainDb: number, q: number): Bq {
  const A = Math.pow(10, gainDb / 40);
  const w = (2 * Math.PI * f0) / SR;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha / A;
  return {
    b0: (1 + alpha * A) / a0,
    b1: (-2 * Math.cos(w)) / a0,
    b2: (1 - alpha * A) / a0,
    a1: (-2 * Math.cos(w)) / a0,
    a2: (1 - alpha / A) / a0,
  };
}

function highShelf(f0: number, gainDb: number): Bq {
  const A = Math.pow(10, gainDb / 40);
  const w = (2 * Math.PI * f0) / SR;
  const cw = Math.cos(w);
  const alpha = Math.sin(w) / Math.SQRT2;
  const sa = 2 * Math.sqrt(A) * alpha;
  const a0 = A + 1 - (A - 1) * cw + sa;
  return {
    b0: (A * (A + 1 + (A - 1) * cw + sa)) / a0,
    b1: (-2 * A * (A - 1 + (A + 1) * cw)) / a0,
    b2: (A * (A + 1 + (A - 1) * cw - sa)) / a0,
    a1: (2 * (A - 1 - (A + 1) * cw)) / a0,
    a2: (A + 1 - (A - 1) * cw - sa) / a0,
  };
}

function biquadInPlace(x: Float32Array, f: Bq, from: number, to: number): void {
  const { b0, b1, b2, a1, a2 } = f;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = from; i < to; i++) {
    const v = x[i];
    let y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    // a decaying tail would end in subnormal numbers, which are many times slower
    if (y < 1e-20 && y > -1e-20) y = 0;
    x2 = x1;
    x1 = v;
    y2 = y1;
    y1 = y;
    x[i] = y;
  }
}

/** Mono feed-forward compressor: 3:1 above the threshold, 5 ms attack, 90 ms release. */
function compressInPlace(x: Float32Array, thresholdDb: number, ratio: number, from: number, to: number): void {
  const att = 1 - Math.exp(-1 / (0.005 * SR));
  const rel = 1 - Math.exp(-1 / (0.09 * SR));
  const slope = 1 - 1 / ratio;
  let env = 0;
  let gain = 1;
  for (let i = from; i < to; i++) {
    const a = Math.abs(x[i]);
    env += (a > env ? att : rel) * (a - env);
    if ((i & 15) === 0) {
      const over = env > 0 ? 20 * Math.log10(env) - thresholdDb : -1;
      gain = over > 0 ? Math.pow(10, (-over * slope) / 20) : 1;
    }
    x[i] *= gain;
  }
}

/** The sung spans of `x`, end to end. */
function sungParts(x: Float32Array, spans: [number, number][]): Float32Array {
  const ranges = spans.map(([s, e]): [number, number] => [
    Math.max(0, Math.floor(s * SR)),
    Math.min(x.length, Math.ceil(e * SR)),
  ]);
  const out = new Float32Array(ranges.reduce((n, [a, b]) => n + Math.max(0, b - a), 0));
  let at = 0;
  for (const [a, b] of ranges) {
    if (b <= a) continue;
    out.set(x.subarray(a, b), at);
    at += b - a;
  }
  return out;
}

/** Where the take has sound: [first, last) sample. */
function extent(x: Float32Array): [number, number] {
  let a = 0;
  while (a < x.length && x[a] === 0) a++;
  let b = x.length;
  while (b > a && x[b - 1] === 0) b--;
  return [a, b];
}

/**
 * EQ and compression where the voice sings (each sung span with a little room either side).
 * Running the filters through the long silences between would only grind subnormal numbers.
 */
function shape(x: Float32Array, spans: [number, number][]): void {
  for (const [s, e] of spans) {
    const a = Math.max(0, Math.floor((s - 0.6) * SR));
    const b = Math.min(x.length, Math.ceil((e + 0.4) * SR));
    if (b <= a) continue;
    biquadInPlace(x, peaking(250, -2, 0.8), a, b);
    biquadInPlace(x, peaking(3000, 3, 0.9), a, b);
    biquadInPlace(x, highShelf(9000, 2), a, b);
    compressInPlace(x, -22, 3, a, b);
  }
}

/**
 * The voice's own processing, before it meets the instruments: EQ and compression in place where
 * it sings. Returns its loudness (LUFS, as the same signal in both channels) over the sung spans.
 * Needs nothing of the mix, so it runs with the voice on the second core.
 */
export function shapeVocals(take: VoiceTake): number {
  shape(take.lead, take.spans);
  if (take.double) shape(take.double, take.spans);
  // measured over the sung spans only (silence is gated out of the measure anyway, and the
  // meter's filters would grind subnormals through it); the same signal in both channels is the
  // mono measure plus 3.01 dB
  return integratedLoudness([sungParts(take.lead, take.spans)], SR) + 10 * Math.log10(2);
}

/**
 * Adds the voice to the instrument bus in place and returns the bus's estimated loudness with the
 * voice in it (the glue compressor's pre-gain uses it; the master measures exactly afterwards).
 */
export function addVocals(bus: InstrumentBus, take: VoiceTake): number {
  return mixVocals(bus, take, shapeVocals(take));
}

/** Mixes a shaped take (`shapeVocals`, whose result is `voiceLufs`) into the bus; see addVocals. */
export function mixVocals(bus: InstrumentBus, take: VoiceTake, voiceLufs: number): number {
  const { left, right } = bus;
  const lead = take.lead;
  if (!Number.isFinite(voiceLufs)) return bus.loudnessLUFS;
  const instruments = Number.isFinite(bus.loudnessLUFS) ? bus.loudnessLUFS : voiceLufs;
  const g = Math.pow(10, (instruments + VOICE_OVER_INSTRUMENTS - voiceLufs) / 20);
  const [rt60, sendLevel] = VOCAL_REVERB[bus.style];
  const reverb = new Reverb(rt60, 0.5, 0.45);
  const BLOCK = 1 << 14;
  const send = new Float32Array(BLOCK);
  const dbl = take.double;
  // the double sits lower (-7 dB) and wide: left as sung, right 11 ms later
  const dg = g * 0.45;
  const dOff = Math.round(0.011 * SR);
  const n = Math.min(left.length, lead.length);
  const [from, to] = extent(lead);
  const end = Math.min(n, to + Math.round(rt60 * 1.5 * SR));
  for (let s = Math.floor(from / BLOCK) * BLOCK; s < end; s += BLOCK) {
    const e = Math.min(end, s + BLOCK);
    for (let i = s; i < e; i++) {
      const v = lead[i] * g;
      left[i] += v;
      right[i] += v;
      let sv = v;
      if (dbl) {
        const dl = dbl[i] * dg;
        const dr = i >= dOff ? dbl[i - dOff] * dg : 0;
        left[i] += dl;
        right[i] += dr;
        sv += (dl + dr) * 0.5;
      }
      send[i - s] = sv * sendLevel;
    }
    reverb.process(send, left, right, s, e - s);
  }
  const voiceAfter = voiceLufs + 20 * Math.log10(g);
  return 10 * Math.log10(Math.pow(10, instruments / 10) + Math.pow(10, voiceAfter / 10));
}
