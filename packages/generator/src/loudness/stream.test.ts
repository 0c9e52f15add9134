import { describe, expect, it } from 'vitest';
import { encodeMp3, encodeMp3Stream } from '../encode/mp3';
import { integratedLoudness, StereoLoudnessMeter, truePeak, TruePeakMeter } from './meter';
import { masterInPlace, masterStream, masterTo, planMaster } from './normalise';

const SR = 44100;

/** Deterministic test signal: tones, noise bursts and clicks, loud enough to need limiting. */
function signal(seconds: number): { left: Float32Array; right: Float32Array; sampleRate: number } {
  const n = Math.round(seconds * SR);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  let s = 7;
  for (let i = 0; i < n; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    const nz = (s / 4294967296 - 0.5) * (i % 9000 < 400 ? 1.6 : 0.1);
    left[i] = 0.3 * Math.sin((2 * Math.PI * 220 * i) / SR) + nz;
    right[i] = 0.3 * Math.sin((2 * Math.PI * 331 * i) / SR) - nz;
  }
  return { left, right, sampleRate: SR };
}

/** Splits [0, n) into uneven chunk lengths (including tiny ones) to exercise chunk edges. */
function chunks(n: number): number[] {
  const out: number[] = [];
  const sizes = [1, 63, 64, 65, 4410, 1000, 7, 20000];
  for (let p = 0, k = 0; p < n; k++) {
    const len = Math.min(n - p, sizes[k % sizes.length]);
    out.push(len);
    p += len;
  }
  return out;
}

describe('streaming meters and master', () => {
  it('chunked loudness and true peak equal the whole-signal measurements exactly', () => {
    const { left, right } = signal(3);
    const loud = new StereoLoudnessMeter(SR);
    const tp = new TruePeakMeter();
    let p = 0;
    for (const len of chunks(left.length)) {
      loud.push(left.subarray(p, p + len), right.subarray(p, p + len), len);
      tp.push(left.subarray(p, p + len), len);
      p += len;
    }
    expect(loud.result()).toBe(integratedLoudness([left, right], SR));
    expect(tp.result()).toBe(truePeak(left));
  });

  it('the streamed master (any chunking, or in place) is bit-identical to masterTo and meets the targets', () => {
    const pcm = signal(4);
    const whole = masterTo(pcm);
    expect(whole.truePeakDBTP).toBeLessThanOrEqual(-1);
    expect(Math.abs(whole.loudnessLUFS + 14)).toBeLessThan(1);
    expect(integratedLoudness([whole.left, whole.right], SR)).toBe(whole.loudnessLUFS);

    const stream = masterStream(pcm, planMaster(pcm));
    const l = new Float32Array(pcm.left.length);
    const r = new Float32Array(pcm.left.length);
    let p = 0;
    for (const len of chunks(l.length)) {
      expect(stream.read(l.subarray(p, p + len), r.subarray(p, p + len))).toBe(len);
      p += len;
    }
    expect(stream.read(new Float32Array(16), new Float32Array(16))).toBe(0);
    expect(Buffer.from(l.buffer).equals(Buffer.from(whole.left.buffer))).toBe(true);
    expect(Buffer.from(r.buffer).equals(Buffer.from(whole.right.buffer))).toBe(true);

    const copy = { left: pcm.left.slice(), right: pcm.right.slice(), sampleRate: SR };
    const inPlace = masterInPlace(copy);
    expect(inPlace.left).toBe(copy.left);
    expect(Buffer.from(inPlace.left.buffer).equals(Buffer.from(whole.left.buffer))).toBe(true);
    expect(Buffer.from(inPlace.right.buffer).equals(Buffer.from(whole.right.buffer))).toBe(true);
  });

  it('silence masters to silence', () => {
    const pcm = { left: new Float32Array(SR), right: new Float32Array(SR), sampleRate: SR };
    const m = masterTo(pcm);
    expect(m.loudnessLUFS).toBe(-Infinity);
    expect(m.left.every((v) => v === 0)).toBe(true);
  });

  it('encoding a pulled stream gives the same MP3 bytes as encoding the whole buffer', async () => {
    const pcm = signal(3);
    const whole = await encodeMp3(pcm);
    let p = 0;
    const streamed = await encodeMp3Stream(SR, (l, r) => {
      const len = Math.min(pcm.left.length - p, 5000, l.length);
      l.set(pcm.left.subarray(p, p + len));
      r.set(pcm.right.subarray(p, p + len));
      p += len;
      return len;
    });
    expect(Buffer.from(streamed).equals(Buffer.from(whole))).toBe(true);
  });
});
