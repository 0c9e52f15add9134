// The fallback when flite cannot run: speech frames made from formant targets instead of from
// flite's audio, in the same form (reflection coefficients + level per 5 ms frame), so the same
// placement and resynthesis sing them. Duller and less clear than flite; used only when flite fails.
import { HOP, type LpcFrames } from './lpc';
import { bare, DIPHTHONGS, phoneClass } from './phones';
import type { SpokenPhone } from './place';
import type { Phrase, Speech, VoiceSex } from './sing';

const SR = 16000;
const ORDER = 10;

// [F1, F2, F3, F4, F5] in Hz for an adult male voice; diphthongs have a second target
const TARGETS: Record<string, number[]> = {
  AA: [730, 1090, 2440, 3400, 4500],
  AE: [660, 1720, 2410, 3400, 4500],
  AH: [640, 1190, 2390, 3400, 4500],
  AO: [570, 840, 2410, 3400, 4500],
  EH: [530, 1840, 2480, 3500, 4500],
  ER: [490, 1350, 1690, 3300, 4500],
  IH: [390, 1990, 2550, 3600, 4500],
  IY: [270, 2290, 3010, 3700, 4500],
  UH: [440, 1020, 2240, 3400, 4500],
  UW: [300, 870, 2240, 3400, 4500],
  OW: [500, 900, 2400, 3400, 4500],
  L: [360, 1300, 2700, 3500, 4500],
  R: [420, 1300, 1600, 3300, 4500],
  W: [300, 700, 2200, 3300, 4500],
  Y: [280, 2200, 2950, 3600, 4500],
  M: [280, 900, 2200, 3300, 4500],
  N: [280, 1700, 2600, 3400, 4500],
  NG: [280, 2200, 2700, 3400, 4500],
  S: [1500, 3500, 4800, 6000, 7000],
  Z: [300, 3500, 4800, 6000, 7000],
  SH: [500, 1900, 2600, 3800, 5500],
  ZH: [300, 1900, 2600, 3800, 5500],
  CH: [500, 1900, 2600, 3800, 5500],
  JH: [300, 1900, 2600, 3800, 5500],
  F: [900, 2000, 3500, 5500, 7000],
  V: [300, 1500, 2500, 3500, 5000],
  TH: [900, 2000, 3500, 5500, 7000],
  DH: [300, 1500, 2500, 3500, 5000],
  P: [500, 1000, 2500, 3500, 4500],
  B: [300, 1000, 2500, 3500, 4500],
  T: [500, 1800, 2800, 4000, 5500],
  D: [300, 1800, 2800, 4000, 5500],
  K: [500, 2000, 2600, 3500, 4500],
  G: [300, 2000, 2600, 3500, 4500],
  HH: [600, 1400, 2500, 3500, 4500],
};
const GLIDE_TO: Record<string, [string, string]> = {
  AY: ['AA', 'IY'],
  AW: ['AA', 'UW'],
  EY: ['EH', 'IY'],
  OY: ['AO', 'IY'],
  OW: ['OW', 'UW'],
};
const BANDWIDTHS = [80, 100, 140, 250, 350];

function targetOf(phone: string, at: number): number[] {
  const p = bare(phone);
  const g = GLIDE_TO[p];
  if (g) {
    const a = TARGETS[g[0]];
    const b = TARGETS[g[1]];
    const w = Math.max(0, Math.min(1, (at - 0.4) / 0.6));
    return a.map((x, i) => x + (b[i] - x) * w);
  }
  return TARGETS[p] ?? TARGETS.AH;
}

const LEVEL: Record<string, number> = {
  vowel: 0.05,
  sonorant: 0.025,
  voicedObstruent: 0.012,
  voiceless: 0.01,
  silence: 0,
};

/** Reflection coefficients of the all-pole filter with the given formants (step-down recursion). */
function reflection(formants: number[], scale: number, out: Float32Array, at: number): void {
  let a = new Float64Array(ORDER + 1);
  a[0] = 1;
  let deg = 0;
  formants.forEach((f, i) => {
    const freq = Math.min(7600, f * scale);
    const r = Math.exp((-Math.PI * BANDWIDTHS[i]) / SR);
    const c1 = -2 * r * Math.cos((2 * Math.PI * freq) / SR);
    const c2 = r * r;
    const next = new Float64Array(ORDER + 1);
    for (let k = 0; k <= deg; k++) {
      next[k] += a[k];
      next[k + 1] += a[k] * c1;
      next[k + 2] += a[k] * c2;
    }
    a = next;
    deg += 2;
  });
  for (let m = ORDER; m >= 1; m--) {
    const km = a[m];
    out[at + m - 1] = km;
    const den = 1 - km * km;
    const prev = new Float64Array(ORDER + 1);
    prev[0] = 1;
    for (let i = 1; i < m; i++) prev[i] = (a[i] - km * a[m - i]) / den;
    a = prev;
  }
}

/** Formant-made speech for the phrases, timed at a plain speaking rate. */
export function speakWithFormants(phrases: Phrase[], sex: VoiceSex): Speech {
  const unique = [...new Map(phrases.map((p) => [p.key, p.phones])).entries()];
  const spokenOf = new Map<string, SpokenPhone[]>();
  const timeline: SpokenPhone[] = [];
  let t = 0.05;
  for (const [key, phones] of unique) {
    const spoken = phones.map((ph) => {
      const cls = phoneClass(ph);
      const d = cls === 'vowel' ? (DIPHTHONGS.has(bare(ph)) ? 0.2 : 0.15) : cls === 'sonorant' ? 0.07 : 0.08;
      const s = { phone: ph, start: t, end: t + d };
      t += d;
      return s;
    });
    t += 0.1;
    spokenOf.set(key, spoken);
    timeline.push(...spoken);
  }
  const count = Math.ceil(((t + 0.1) * SR) / HOP);
  const k = new Float32Array(count * ORDER);
  const gain = new Float32Array(count);
  const scale = sex === 'female' ? 1.17 : 1;
  let p = 0;
  for (let f = 0; f < count; f++) {
    const time = (f * HOP + 200) / SR;
    while (p + 1 < timeline.length && time >= timeline[p].end) p++;
    const ph = timeline[p];
    if (!ph || time < ph.start - 0.05 || time > ph.end + 0.05) continue;
    const at = (time - ph.start) / Math.max(1e-3, ph.end - ph.start);
    let target = targetOf(ph.phone, at);
    // 30 ms transitions into the next phone
    const next = timeline[p + 1];
    if (next && next.start === ph.end && ph.end - time < 0.03) {
      const w = 1 - (ph.end - time) / 0.03;
      const other = targetOf(next.phone, 0);
      target = target.map((x, i) => x + (other[i] - x) * w * 0.5);
    }
    reflection(target, scale, k, f * ORDER);
    gain[f] = LEVEL[phoneClass(ph.phone)];
  }
  const frames: LpcFrames = { sampleRate: SR, count, order: ORDER, k, gain };
  return { engine: 'formant', frames, phrases: spokenOf };
}
