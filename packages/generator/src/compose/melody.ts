import type { Rng } from '../rng';
import { chordPcs, nearestWithPc, type Chord } from './theory';

export type BeatNote = { beat: number; dur: number; midi: number; vel: number };

export type PhraseRequest = {
  /** syllables per word, in order */
  words: number[];
  /** per syllable: stressed, so it should land on a beat */
  strong?: boolean[];
  /** beats the line owns; the phrase starts at beat 0 and leaves a breath at the end */
  slotBeats: number;
  chordAt: (beatInLine: number) => Chord;
  /** absolute pitch classes of the key's scale, tonic first */
  scalePcs: number[];
  /** MIDI note of the tonic the melody hovers around */
  tonicMidi: number;
  lift: number;
  rng: Rng;
  /** true for the last line of a section: end on the root for a sense of arrival */
  cadence: boolean;
  /** smallest rhythmic unit allowed (16ths for hip-hop flow, 8ths otherwise) */
  minUnit: number;
};

function degreeToMidi(deg: number, scalePcs: number[], tonicMidi: number): number {
  const oct = Math.floor(deg / 7);
  const idx = ((deg % 7) + 7) % 7;
  const rel = (scalePcs[idx] - scalePcs[0] + 12) % 12;
  return tonicMidi + oct * 12 + rel;
}

function rhythm(req: PhraseRequest, syllables: number): number[] {
  const breath = Math.max(0.5, req.slotBeats * 0.125);
  const available = req.slotBeats - breath;
  const units = [1, 0.5, 0.25].filter((u) => u >= req.minUnit);
  let u = units.find((x) => syllables * x <= available * 0.85) ?? units[units.length - 1];
  if (syllables * u > available) u = available / syllables;
  const durs = new Array<number>(syllables).fill(u);
  let slack = available - syllables * u;
  // stressed syllables on the beat: lengthen the syllable before one that would land off it
  if (req.strong && u < 1) {
    let pos = 0;
    for (let i = 0; i < syllables; i++) {
      const frac = pos - Math.floor(pos + 1e-9);
      if (i > 0 && req.strong[i] && frac > 1e-6) {
        const need = 1 - frac;
        if (need <= slack + 1e-9) {
          durs[i - 1] += need;
          slack -= need;
          pos += need;
        }
      }
      pos += durs[i];
    }
  }
  // the last note may take any length; elsewhere whole steps keep the beats where they are
  const step = req.strong && u < 1 ? 1 : u;
  const lastExtra = Math.min(slack, 2, Math.max(u, Math.floor(slack / u) * u * 0.5));
  durs[syllables - 1] += lastExtra;
  slack -= lastExtra;
  // lengthen word-final syllables first: sung English stretches the ends of words
  const wordEnds: number[] = [];
  let acc = 0;
  for (const w of req.words) {
    acc += w;
    if (acc - 1 < syllables - 1) wordEnds.push(acc - 1);
  }
  const order = req.rng.shuffle(wordEnds.length > 0 ? wordEnds : [0]);
  for (let i = 0; slack >= step - 1e-9 && i < order.length * 2; i++) {
    durs[order[i % order.length]] += step;
    slack -= step;
  }
  return durs;
}

export function makePhrase(req: PhraseRequest): BeatNote[] {
  const syllables = Math.max(
    1,
    req.words.reduce((a, b) => a + b, 0),
  );
  const durs = rhythm(req, syllables);
  const { rng, scalePcs, tonicMidi } = req;
  const startDeg = rng.pick([0, 2, 2, 4]) + req.lift;
  const peakDeg = startDeg + rng.int(2, 4);
  const endDeg = startDeg + rng.int(-2, 1);
  const peakAt = rng.range(0.45, 0.7);
  const lo = tonicMidi - 5;
  const hi = tonicMidi + 16;

  const notes: BeatNote[] = [];
  let beat = 0;
  let prev = degreeToMidi(startDeg, scalePcs, tonicMidi);
  for (let i = 0; i < syllables; i++) {
    const pos = syllables === 1 ? 0 : i / (syllables - 1);
    const contour =
      pos < peakAt
        ? startDeg + (peakDeg - startDeg) * (pos / peakAt)
        : peakDeg + (endDeg - peakDeg) * ((pos - peakAt) / (1 - peakAt));
    const deg = Math.round(contour + (rng.chance(0.3) ? rng.pick([-1, 1]) : 0));
    let midi = degreeToMidi(deg, scalePcs, tonicMidi);
    const chord = req.chordAt(beat);
    const strong = Math.abs(beat - Math.round(beat)) < 1e-6 && Math.round(beat) % 2 === 0;
    const last = i === syllables - 1;
    if (last) {
      const pcs = chordPcs(chord);
      const target = req.cadence ? [chord.root] : pcs.slice(0, 3);
      midi = target
        .map((pc) => nearestWithPc(pc, midi))
        .reduce((best, m) => (Math.abs(m - prev) < Math.abs(best - prev) ? m : best));
    } else if (strong || i === 0) {
      const pcs = chordPcs(chord).slice(0, 3);
      midi = pcs
        .map((pc) => nearestWithPc(pc, midi))
        .reduce((b, m) => (Math.abs(m - midi) < Math.abs(b - midi) ? m : b));
    }
    // singers avoid big leaps: fold anything wider than a sixth back toward the previous note
    while (midi - prev > 9) midi -= 12;
    while (prev - midi > 9) midi += 12;
    while (midi < lo) midi += 12;
    while (midi > hi) midi -= 12;
    const vel = (i === 0 || strong ? 0.95 : 0.82) + rng.range(-0.04, 0.04);
    notes.push({ beat, dur: durs[i], midi, vel });
    beat += durs[i];
    prev = midi;
  }
  return notes;
}
