import { noise, SR } from './dsp';

/**
 * Karplus-Strong plucked string. `brightness` (0..1) blends the raw delay (bright, steel)
 * with the classic two-point average (dark, nylon/upright); the note rings while gated and
 * is damped quickly after release.
 */
export function pluck(
  freq: number,
  lengthSamples: number,
  gateSamples: number,
  brightness: number,
  seed: number,
): Float32Array {
  const out = new Float32Array(lengthSamples);
  // the two-point average adds half a sample of delay
  const n = Math.max(2, Math.round(SR / freq - 0.5 * (1 - brightness)));
  const line = noise(n, seed);
  for (let i = 1; i < n; i++) line[i] = 0.55 * line[i] + 0.45 * line[i - 1];
  const ringSeconds = Math.max(0.5, 3.5 - freq / 300);
  const sustain = Math.pow(0.001, n / (ringSeconds * SR));
  const damp = Math.pow(0.001, n / (0.06 * SR));
  let idx = 0;
  for (let i = 0; i < lengthSamples; i++) {
    const a = line[idx];
    const next = idx + 1 === n ? 0 : idx + 1;
    const b = line[next];
    const g = i < gateSamples ? sustain : damp;
    line[idx] = g * (brightness * a + (1 - brightness) * 0.5 * (a + b));
    out[i] = a;
    idx = next;
  }
  return out;
}
