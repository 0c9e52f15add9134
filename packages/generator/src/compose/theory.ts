import type { Mode } from '../types';

export const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];
export const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10];

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const FLAT_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
const FLAT_MAJOR = new Set([5, 10, 3, 8, 1, 6]);
const FLAT_MINOR = new Set([2, 7, 0, 5, 10, 3]);

export function keyName(tonicPc: number, mode: Mode): string {
  const pc = ((tonicPc % 12) + 12) % 12;
  const flats = mode === 'major' ? FLAT_MAJOR.has(pc) : FLAT_MINOR.has(pc);
  return (flats ? FLAT_NAMES : SHARP_NAMES)[pc];
}

export function scaleOf(mode: Mode): number[] {
  return mode === 'major' ? MAJOR_SCALE : MINOR_SCALE;
}

export type Chord = {
  symbol: string;
  /** pitch class of the root, absolute (0 = C) */
  root: number;
  /** semitones above the root */
  intervals: number[];
};

const NUMERALS = ['VII', 'III', 'IV', 'VI', 'II', 'V', 'I'];
const DEGREE: Record<string, number> = { I: 0, II: 1, III: 2, IV: 3, V: 4, VI: 5, VII: 6 };

/**
 * Roman numerals are relative to the tonic's major scale, with b/# for borrowed roots, so
 * minor-key progressions are written 'i bVI bIII bVII'. Case gives the triad quality.
 */
export function parseChord(symbol: string, tonicPc: number): Chord {
  const m = /^([b#]?)([ivIV]+)(.*)$/.exec(symbol.trim());
  if (!m) throw new Error(`bad chord symbol ${symbol}`);
  const [, acc, numeral, suffix] = m;
  const upper = numeral.toUpperCase();
  if (!NUMERALS.includes(upper)) throw new Error(`bad numeral ${symbol}`);
  const minor = numeral === numeral.toLowerCase();
  const root = (tonicPc + MAJOR_SCALE[DEGREE[upper]] + (acc === 'b' ? -1 : acc === '#' ? 1 : 0) + 24) % 12;
  const third = minor ? 3 : 4;
  let intervals: number[];
  switch (suffix) {
    case '':
      intervals = [0, third, 7];
      break;
    case '5':
      intervals = [0, 7, 12];
      break;
    case '7':
      intervals = [0, third, 7, 10];
      break;
    case 'maj7':
      intervals = [0, 4, 7, 11];
      break;
    case '9':
      intervals = [0, third, 7, 10, 14];
      break;
    case 'maj9':
      intervals = [0, 4, 7, 11, 14];
      break;
    case 'add9':
      intervals = [0, third, 7, 14];
      break;
    case '6':
      intervals = [0, third, 7, 9];
      break;
    case 'sus4':
      intervals = [0, 5, 7];
      break;
    case 'sus2':
      intervals = [0, 2, 7];
      break;
    case 'ø7':
      intervals = [0, 3, 6, 10];
      break;
    case 'dim':
      intervals = [0, 3, 6];
      break;
    default:
      throw new Error(`bad chord suffix ${symbol}`);
  }
  return { symbol, root, intervals };
}

export function chordPcs(chord: Chord): number[] {
  return chord.intervals.map((i) => (chord.root + i) % 12);
}

export function transposeChord(chord: Chord, semis: number): Chord {
  return { ...chord, root: (chord.root + semis + 120) % 12 };
}

/** Nearest MIDI note with pitch class pc to target. */
export function nearestWithPc(pc: number, target: number): number {
  const base = target - ((((target - pc) % 12) + 12) % 12);
  return target - base <= 6 ? base : base + 12;
}

/**
 * Chord voicing kept near a centre note so successive chords move smoothly rather than
 * jumping in root position.
 */
export function voice(chord: Chord, centre: number, maxNotes = 4, dropRoot = false): number[] {
  const ivs = chord.intervals.filter((i) => i !== 12);
  let pcs = ivs.map((i) => (chord.root + i) % 12);
  if (dropRoot && pcs.length >= 4) pcs = pcs.slice(1);
  if (pcs.length > maxNotes) pcs = [pcs[0], ...pcs.slice(-(maxNotes - 1))];
  const notes = pcs.map((pc) => nearestWithPc(pc, centre));
  const uniq = [...new Set(notes)].sort((a, b) => a - b);
  return uniq;
}

export function midiToHz(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}
