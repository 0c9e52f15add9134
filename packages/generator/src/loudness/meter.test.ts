import { describe, expect, it } from 'vitest';
import { integratedLoudness, measureLoudness, truePeak } from './meter';
import { masterTo } from './normalise';

const SR = 44100;
function sine(freq: number, amp: number, seconds: number, phase = 0): Float32Array {
  const n = Math.round(seconds * SR);
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = amp * Math.sin((2 * Math.PI * freq * i) / SR + phase);
  return x;
}

describe('BS.1770 meter', () => {
  it('reads a 0 dBFS 1 kHz sine in one channel as -3.01 LUFS', () => {
    const l = integratedLoudness([sine(997, 1, 5), new Float32Array(5 * SR)], SR);
    expect(l).toBeCloseTo(-3.01, 1);
  });

  it('reads a -20 dBFS sine on both channels as -20 LUFS', () => {
    const x = sine(997, 0.1, 5);
    expect(integratedLoudness([x, x], SR)).toBeCloseTo(-20, 1);
  });

  it('weights high frequencies up (K-weighting shelf) and lows down', () => {
    const at1k = integratedLoudness([sine(1000, 0.1, 3)], SR);
    const at10k = integratedLoudness([sine(10000, 0.1, 3)], SR);
    const at40 = integratedLoudness([sine(40, 0.1, 3)], SR);
    expect(at10k - at1k).toBeGreaterThan(3);
    expect(at10k - at1k).toBeLessThan(5);
    expect(at1k - at40).toBeGreaterThan(0.8);
  });

  it('gates out silence (absolute gate) and quiet passages (relative gate)', () => {
    const tone = sine(997, 0.1, 4);
    const withSilence = new Float32Array(tone.length * 2);
    withSilence.set(tone);
    // blocks straddling a change pass the gates, so slightly below -20 is what the standard gives
    expect(Math.abs(integratedLoudness([withSilence, withSilence], SR) + 20)).toBeLessThan(0.25);
    const quiet = sine(997, 0.001, 4);
    const mixed = new Float32Array(tone.length * 2);
    mixed.set(tone);
    mixed.set(quiet, tone.length);
    const gated = integratedLoudness([mixed, mixed], SR);
    expect(Math.abs(gated + 20)).toBeLessThan(0.25);
  });

  it('finds inter-sample peaks a sample-peak meter misses', () => {
    // fs/4 at 45 degrees: every sample sits at 0.707 while the waveform peaks at 1.0
    const x = sine(SR / 4, 1, 1, Math.PI / 4);
    const report = measureLoudness({ left: x, right: x, sampleRate: SR });
    expect(report.samplePeakDBFS).toBeCloseTo(-3.01, 1);
    expect(report.truePeakDBTP).toBeGreaterThan(-0.3);
    expect(truePeak(sine(997, 0.5, 1))).toBeCloseTo(0.5, 2);
  });

  it('masters a loud, peaky signal to -14 LUFS with true peak <= -1 dBTP', () => {
    const n = 10 * SR;
    const l = new Float32Array(n);
    const r = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const click = i % 22050 < 200 ? 0.9 : 0;
      l[i] = 0.2 * Math.sin((2 * Math.PI * 220 * i) / SR) + click;
      r[i] = 0.2 * Math.sin((2 * Math.PI * 330 * i) / SR) - click;
    }
    const m = masterTo({ left: l, right: r, sampleRate: SR });
    const check = measureLoudness(m);
    expect(Math.abs(check.integratedLUFS + 14)).toBeLessThan(1);
    expect(check.truePeakDBTP).toBeLessThanOrEqual(-1);
  });
});
