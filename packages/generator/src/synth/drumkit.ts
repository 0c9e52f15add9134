import type { DrumKind } from '../compose/score';
import { noise, onePoleHighpass, onePoleLowpass, sinCycles, SR } from './dsp';

export type DrumKit = Record<DrumKind, Float32Array>;

function sweep(seconds: number, f0: number, f1: number, fTau: number, aTau: number, click = 0, seed = 1): Float32Array {
  const n = Math.round(seconds * SR);
  const out = new Float32Array(n);
  const nz = click > 0 ? noise(n, seed) : undefined;
  let ph = 0;
  for (let i = 0; i < n; i++) {
    const t = i / SR;
    const f = f1 + (f0 - f1) * Math.exp(-t / fTau);
    out[i] = sinCycles(ph) * Math.exp(-t / aTau);
    if (nz && t < 0.004) out[i] += click * nz[i] * (1 - t / 0.004);
    ph += f / SR;
  }
  return out;
}

function decayingNoise(seconds: number, tau: number, seed: number, attack = 0): Float32Array {
  const n = Math.round(seconds * SR);
  const out = noise(n, seed);
  const aN = Math.max(1, Math.round(attack * SR));
  for (let i = 0; i < n; i++) out[i] *= Math.exp(-i / SR / tau) * Math.min(1, (i + 1) / aN);
  return out;
}

function metallic(seconds: number, tau: number, freqs: number[], seed: number): Float32Array {
  // inharmonic square-ish partials, as in classic analogue cymbals
  const n = Math.round(seconds * SR);
  const out = new Float32Array(n);
  for (const f of freqs) {
    const dt = f / SR;
    let ph = 0;
    for (let i = 0; i < n; i++) {
      out[i] += (ph < 0.5 ? 1 : -1) / freqs.length;
      ph += dt;
      if (ph >= 1) ph -= 1;
    }
  }
  const nz = noise(n, seed);
  for (let i = 0; i < n; i++) out[i] = (0.6 * out[i] + 0.5 * nz[i]) * Math.exp(-i / SR / tau);
  onePoleHighpass(out, 5000);
  onePoleHighpass(out, 3000);
  return out;
}

function mix(...layers: [Float32Array, number][]): Float32Array {
  const n = Math.max(...layers.map(([x]) => x.length));
  const out = new Float32Array(n);
  for (const [x, g] of layers) for (let i = 0; i < x.length; i++) out[i] += x[i] * g;
  return out;
}

let kit: DrumKit | undefined;

/** Each sound is synthesised once and then reused for every hit. */
export function drumKit(): DrumKit {
  if (kit) return kit;
  const snareNoise = decayingNoise(0.3, 0.07, 11);
  onePoleHighpass(snareNoise, 900);
  onePoleLowpass(snareNoise, 9000);
  const clapNoise = noise(Math.round(0.3 * SR), 23);
  for (let i = 0; i < clapNoise.length; i++) {
    const t = i / SR;
    // three quick bursts then a tail: the "many hands" smear of a clap
    const burst = t < 0.03 ? Math.exp(-((t % 0.01) / 0.003)) : 0;
    clapNoise[i] *= burst + 0.8 * Math.exp(-(t - 0.02) / 0.06) * (t >= 0.02 ? 1 : 0);
  }
  onePoleHighpass(clapNoise, 900);
  onePoleLowpass(clapNoise, 3500);
  const hat = decayingNoise(0.12, 0.025, 31);
  onePoleHighpass(hat, 7000);
  onePoleHighpass(hat, 7000);
  const openhat = decayingNoise(0.5, 0.16, 37);
  onePoleHighpass(openhat, 6500);
  onePoleHighpass(openhat, 6500);
  const brush = decayingNoise(0.2, 0.05, 41, 0.008);
  onePoleHighpass(brush, 1500);
  onePoleLowpass(brush, 6000);
  const rimTone = sweep(0.05, 1700, 1600, 1, 0.012);
  kit = {
    kick: sweep(0.5, 160, 48, 0.035, 0.22, 0.5, 3),
    kick808: mix([sweep(0.7, 120, 45, 0.03, 0.35, 0.3, 5), 1.1]),
    snare: mix([snareNoise, 0.8], [sweep(0.2, 240, 180, 0.02, 0.06), 0.6]),
    clap: mix([clapNoise, 1.3]),
    rim: mix([rimTone, 0.6], [decayingNoise(0.04, 0.008, 43), 0.3]),
    hat: mix([hat, 1.6]),
    openhat: mix([openhat, 1.3]),
    ride: mix(
      [metallic(1.6, 0.7, [523, 788, 1107, 1376, 1641, 2012], 47), 1.2],
      [sweep(0.6, 2600, 2600, 1, 0.25), 0.05],
    ),
    crash: mix([metallic(2.2, 0.9, [411, 633, 912, 1234, 1570, 1895], 53), 1.5]),
    tomHi: sweep(0.4, 240, 170, 0.05, 0.16, 0.2, 59),
    tomLo: sweep(0.5, 150, 105, 0.05, 0.2, 0.2, 61),
    brush: mix([brush, 1.1]),
  };
  return kit;
}

export const DRUM_PAN: Record<DrumKind, number> = {
  kick: 0,
  kick808: 0,
  snare: 0.05,
  clap: -0.05,
  rim: 0.15,
  hat: 0.3,
  openhat: 0.3,
  ride: -0.35,
  crash: -0.25,
  tomHi: 0.25,
  tomLo: -0.25,
  brush: 0.1,
};

export const DRUM_GAIN: Record<DrumKind, number> = {
  kick: 1,
  kick808: 1,
  snare: 0.75,
  clap: 0.6,
  rim: 0.5,
  hat: 0.3,
  openhat: 0.25,
  ride: 0.3,
  crash: 0.35,
  tomHi: 0.6,
  tomLo: 0.65,
  brush: 0.45,
};
