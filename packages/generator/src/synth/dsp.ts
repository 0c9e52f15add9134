// Shared building blocks. Everything works on typed arrays in tight loops: no per-sample
// closures and no Math.sin in inner loops (a lookup table stands in for it).

export const SR = 44100;
const TABLE_BITS = 12;
export const TABLE_SIZE = 1 << TABLE_BITS;
export const SINE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/** Sine of a phase measured in cycles (any real number). */
export function sinCycles(phase: number): number {
  const p = phase - Math.floor(phase);
  const f = p * TABLE_SIZE;
  const i = f | 0;
  return SINE[i] + (SINE[i + 1] - SINE[i]) * (f - i);
}

/** polyBLEP residual: removes most of the aliasing from naive saw/square edges. */
export function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/** Deterministic white noise; the seed makes each drum or pluck sound the same every run. */
export function noise(length: number, seed: number): Float32Array {
  const out = new Float32Array(length);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = (s >>> 0) / 2147483648 - 1;
  }
  return out;
}

/**
 * Attack/decay/sustain/release envelope rendered into an array. Decay and release are
 * exponential (what the ear expects); attack is linear.
 */
export function adsr(length: number, a: number, d: number, s: number, r: number, gateSamples: number): Float32Array {
  const env = new Float32Array(length);
  const aN = Math.max(1, Math.round(a * SR));
  const dCoef = Math.exp(-1 / Math.max(1, d * SR));
  const rCoef = Math.exp(-1 / Math.max(1, r * SR));
  let v = 0;
  for (let i = 0; i < length; i++) {
    if (i < gateSamples) {
      if (i < aN) v = (i + 1) / aN;
      else v = s + (v - s) * dCoef;
    } else {
      v *= rCoef;
    }
    env[i] = v;
  }
  return env;
}

/**
 * Zavalishin TPT state-variable low-pass with a per-sample cutoff array (or constant), with
 * coefficients refreshed every 16 samples because tan() per sample is too slow.
 */
export function lowpassInPlace(x: Float32Array, cutoff: Float32Array | number, resonance = 0.2): void {
  const k = 2 - 2 * Math.min(0.95, resonance);
  let ic1 = 0,
    ic2 = 0;
  let g = 0,
    a1 = 0,
    a2 = 0,
    a3 = 0;
  const constant = typeof cutoff === 'number';
  for (let i = 0; i < x.length; i++) {
    if ((i & 15) === 0 && (!constant || i === 0)) {
      const fc = Math.min(SR * 0.45, Math.max(20, constant ? cutoff : (cutoff as Float32Array)[i]));
      g = Math.tan((Math.PI * fc) / SR);
      a1 = 1 / (1 + g * (g + k));
      a2 = g * a1;
      a3 = g * a2;
    }
    const v3 = x[i] - ic2;
    const v1 = a1 * ic1 + a2 * v3;
    const v2 = ic2 + a2 * ic1 + a3 * v3;
    ic1 = 2 * v1 - ic1;
    ic2 = 2 * v2 - ic2;
    x[i] = v2;
  }
}

export function onePoleLowpass(x: Float32Array, fc: number): void {
  const a = 1 - Math.exp((-2 * Math.PI * fc) / SR);
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    y += a * (x[i] - y);
    x[i] = y;
  }
}

export function onePoleHighpass(x: Float32Array, fc: number): void {
  const a = Math.exp((-2 * Math.PI * fc) / SR);
  let prevX = 0,
    y = 0;
  for (let i = 0; i < x.length; i++) {
    y = a * (y + x[i] - prevX);
    prevX = x[i];
    x[i] = y;
  }
}

export function hz(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}
