import type { Patch } from '../compose/score';
import { adsr, hz, lowpassInPlace, noise, onePoleLowpass, polyBlep, sinCycles, SR } from './dsp';
import { pluck } from './karplus';

/** Seconds each patch keeps sounding after its note-off. */
const RELEASE: Record<Patch, number> = {
  piano: 0.35, epiano: 0.4, bass: 0.08, sub808: 0.12, sawbass: 0.06, upright: 0.1, cello: 0.25,
  lead: 0.12, leadBright: 0.1, leadViolin: 0.25, leadFlute: 0.15, pad: 0.7, sawpad: 0.35, strings: 0.5,
  guitar: 0.15, synthpluck: 0.15, powerguitar: 0.08,
};

type OscOpts = { voices: number; detuneCents: number; square?: number; vibratoDepth?: number; vibratoRate?: number; vibratoDelay?: number };

/** Detuned polyBLEP saw stack (optionally mixed with square) with optional delayed vibrato. */
function sawStack(freq: number, length: number, o: OscOpts): Float32Array {
  const out = new Float32Array(length);
  const vDepth = o.vibratoDepth ?? 0;
  const vRate = (o.vibratoRate ?? 5.5) / SR;
  const vDelay = Math.round((o.vibratoDelay ?? 0.2) * SR);
  const sq = o.square ?? 0;
  for (let v = 0; v < o.voices; v++) {
    const spread = o.voices === 1 ? 0 : (v / (o.voices - 1)) * 2 - 1;
    const f = freq * Math.pow(2, (spread * o.detuneCents) / 1200);
    let phase = (v * 0.37) % 1;
    let sqPhase = (phase + 0.5) % 1;
    const baseDt = f / SR;
    const gain = 1 / o.voices;
    for (let i = 0; i < length; i++) {
      let dt = baseDt;
      if (vDepth > 0 && i > vDelay) {
        const ramp = Math.min(1, (i - vDelay) / (0.3 * SR));
        // vibrato depth is in semitones; 0.0578 ~ ln(2)/12 keeps this a cheap linear approximation
        dt = baseDt * (1 + 0.0578 * vDepth * ramp * sinCycles(i * vRate));
      }
      let s = 2 * phase - 1 - polyBlep(phase, dt);
      if (sq > 0) {
        const sqv = (phase < 0.5 ? 1 : -1) + polyBlep(phase, dt) - polyBlep(sqPhase, dt);
        s = s * (1 - sq) + sqv * sq;
      }
      out[i] += s * gain;
      phase += dt;
      if (phase >= 1) phase -= 1;
      sqPhase = phase + 0.5;
      if (sqPhase >= 1) sqPhase -= 1;
    }
  }
  return out;
}

function applyEnv(x: Float32Array, env: Float32Array): void {
  for (let i = 0; i < x.length; i++) x[i] *= env[i];
}

function cutoffEnv(length: number, start: number, end: number, tau: number): Float32Array {
  const c = new Float32Array(length);
  const k = Math.exp(-1 / (tau * SR));
  let v = start - end;
  for (let i = 0; i < length; i++) {
    c[i] = end + v;
    v *= k;
  }
  return c;
}

export function releaseOf(patch: Patch): number {
  return RELEASE[patch];
}

/** Renders one note at unit velocity, release tail included; the mixer scales by velocity. */
export function renderNote(patch: Patch, midi: number, dur: number): Float32Array {
  const f = hz(midi);
  const gate = Math.max(1, Math.round(dur * SR));
  const length = gate + Math.round(RELEASE[patch] * SR);
  const seed = (midi * 7919 + gate) >>> 0;
  switch (patch) {
    case 'piano': {
      // additive partials, higher ones dying faster, slightly stretched like real strings
      const out = new Float32Array(length);
      const amps = [1, 0.55, 0.3, 0.22, 0.12, 0.07];
      const pitchDecay = 0.6 + f / 700;
      for (let k = 0; k < amps.length; k++) {
        const fk = f * (k + 1) * (1 + 0.0004 * k * k);
        if (fk > SR * 0.45) break;
        const dt = fk / SR;
        const dec = Math.exp(-(pitchDecay * (1 + k * 0.7)) / SR);
        let a = amps[k];
        let ph = 0;
        for (let i = 0; i < length; i++) {
          out[i] += a * sinCycles(ph);
          ph += dt;
          a *= dec;
        }
      }
      applyEnv(out, adsr(length, 0.003, 10, 1, 0.12, gate));
      for (let i = 0; i < length; i++) out[i] *= 0.45;
      return out;
    }
    case 'epiano': {
      // two-operator FM: the decaying index gives the bell-like Rhodes attack
      const out = new Float32Array(length);
      const dt = f / SR;
      let ph = 0, mph = 0;
      let index = 1.8;
      const idxDec = Math.exp(-1 / (0.25 * SR));
      for (let i = 0; i < length; i++) {
        out[i] = sinCycles(ph + index * 0.16 * sinCycles(mph));
        ph += dt;
        mph += dt;
        index = 0.25 + (index - 0.25) * idxDec;
      }
      applyEnv(out, adsr(length, 0.004, 1.6, 0.35, 0.3, gate));
      for (let i = 0; i < length; i++) out[i] *= 0.5;
      return out;
    }
    case 'bass': {
      const out = sawStack(f, length, { voices: 1, detuneCents: 0, square: 0.4 });
      lowpassInPlace(out, cutoffEnv(length, 1400, 380, 0.12), 0.25);
      applyEnv(out, adsr(length, 0.004, 0.6, 0.65, 0.06, gate));
      return out;
    }
    case 'sawbass': {
      const out = sawStack(f, length, { voices: 2, detuneCents: 8 });
      lowpassInPlace(out, cutoffEnv(length, 2600, 300, 0.08), 0.45);
      applyEnv(out, adsr(length, 0.002, 0.25, 0.5, 0.05, gate));
      return out;
    }
    case 'sub808': {
      const out = new Float32Array(length);
      let ph = 0;
      for (let i = 0; i < length; i++) {
        const t = i / SR;
        const fi = f * (1 + 1.2 * Math.exp(-t / 0.025));
        const s = sinCycles(ph);
        // gentle saturation adds harmonics so the sub is audible on small speakers
        out[i] = 1.3 * s - 0.3 * s * s * s;
        ph += fi / SR;
      }
      applyEnv(out, adsr(length, 0.002, 1.5, 0.6, 0.1, gate));
      return out;
    }
    case 'upright': {
      const out = pluck(f, length, gate, 0.1, seed);
      onePoleLowpass(out, 900);
      for (let i = 0; i < length; i++) out[i] *= 1.6;
      return out;
    }
    case 'cello': {
      const out = sawStack(f, length, { voices: 2, detuneCents: 6, vibratoDepth: 0.12, vibratoRate: 5, vibratoDelay: 0.25 });
      lowpassInPlace(out, 900, 0.1);
      applyEnv(out, adsr(length, 0.08, 0.5, 0.8, 0.25, gate));
      return out;
    }
    case 'lead':
    case 'leadBright': {
      const bright = patch === 'leadBright';
      const out = sawStack(f, length, { voices: bright ? 2 : 1, detuneCents: 7, square: bright ? 0 : 0.35, vibratoDepth: 0.22, vibratoRate: 5.6, vibratoDelay: 0.18 });
      lowpassInPlace(out, bright ? cutoffEnv(length, 5200, 3200, 0.2) : cutoffEnv(length, 3200, 1900, 0.15), bright ? 0.3 : 0.45);
      applyEnv(out, adsr(length, 0.025, 0.3, 0.8, RELEASE[patch], gate));
      return out;
    }
    case 'leadViolin': {
      const out = sawStack(f, length, { voices: 2, detuneCents: 4, vibratoDepth: 0.3, vibratoRate: 6, vibratoDelay: 0.12 });
      lowpassInPlace(out, 3000, 0.35);
      applyEnv(out, adsr(length, 0.07, 0.4, 0.85, RELEASE[patch], gate));
      return out;
    }
    case 'leadFlute': {
      const out = new Float32Array(length);
      const breath = noise(length, seed);
      onePoleLowpass(breath, 2500);
      const dt = f / SR;
      const vr = 5 / SR;
      let ph = 0;
      for (let i = 0; i < length; i++) {
        const vib = i > 0.2 * SR ? 1 + 0.004 * sinCycles(i * vr) : 1;
        out[i] = sinCycles(ph) + 0.25 * sinCycles(2 * ph) + 0.08 * sinCycles(3 * ph) + 0.06 * breath[i];
        ph += dt * vib;
      }
      applyEnv(out, adsr(length, 0.04, 0.3, 0.85, RELEASE[patch], gate));
      for (let i = 0; i < length; i++) out[i] *= 0.7;
      return out;
    }
    case 'pad':
    case 'sawpad':
    case 'strings': {
      const saw = patch === 'sawpad';
      const out = sawStack(f, length, { voices: 3, detuneCents: saw ? 14 : 9, vibratoDepth: patch === 'strings' ? 0.08 : 0, vibratoRate: 4.5 });
      lowpassInPlace(out, saw ? 2600 : patch === 'strings' ? 2300 : 1300, 0.15);
      const a = saw ? 0.03 : patch === 'strings' ? 0.25 : 0.45;
      applyEnv(out, adsr(length, a, 1.5, 0.8, RELEASE[patch], gate));
      return out;
    }
    case 'guitar': {
      const out = pluck(f, length, gate, 0.3, seed);
      onePoleLowpass(out, 4500);
      return out;
    }
    case 'synthpluck': {
      const out = sawStack(f, length, { voices: 2, detuneCents: 10 });
      lowpassInPlace(out, cutoffEnv(length, 6000, 500, 0.06), 0.35);
      applyEnv(out, adsr(length, 0.002, 0.18, 0.15, 0.1, gate));
      return out;
    }
    case 'powerguitar': {
      const out = sawStack(f, length, { voices: 2, detuneCents: 9 });
      // soft clipping for the distorted, compressed edge of an overdriven amp
      for (let i = 0; i < length; i++) {
        const x = out[i] * 4;
        out[i] = x / (1 + Math.abs(x));
      }
      lowpassInPlace(out, 2800, 0.3);
      applyEnv(out, adsr(length, 0.003, 1.2, 0.75, RELEASE[patch], gate));
      for (let i = 0; i < length; i++) out[i] *= 0.6;
      return out;
    }
  }
}
