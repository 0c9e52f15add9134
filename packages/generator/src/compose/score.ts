import type { Mode, SongStyle, TimedLine } from '../types';

export type Patch =
  | 'piano'
  | 'epiano'
  | 'bass'
  | 'sub808'
  | 'sawbass'
  | 'upright'
  | 'cello'
  | 'lead'
  | 'leadBright'
  | 'leadViolin'
  | 'leadFlute'
  | 'pad'
  | 'sawpad'
  | 'strings'
  | 'guitar'
  | 'synthpluck'
  | 'powerguitar';

export type DrumKind =
  'kick' | 'kick808' | 'snare' | 'clap' | 'rim' | 'hat' | 'openhat' | 'ride' | 'crash' | 'tomHi' | 'tomLo' | 'brush';

export type NoteEvent = { time: number; dur: number; midi: number; vel: number };

export type Track = {
  id: string;
  patch: Patch;
  /** -1 (left) .. 1 (right) */
  pan: number;
  gain: number;
  reverb: number;
  /** pads and strings get a short inter-channel delay for width */
  wide: boolean;
  /** electronic pads duck under the kick */
  duck: boolean;
  notes: NoteEvent[];
};

export type DrumHit = { time: number; kind: DrumKind; vel: number };

/** One sung syllable on its note; times in seconds from the start of the song, pitch in MIDI. */
export type SungNote = {
  start: number;
  duration: number;
  pitch: number;
  /** the syllable's piece of the word's spelling */
  syllable: string;
  /** the whole word as written in the lyrics */
  word: string;
  onset: string[];
  nucleus: string;
  coda: string[];
  stress: 0 | 1 | 2;
  /** index of the line in Score.lines */
  line: number;
  /** first syllable of its word */
  wordStart: boolean;
};

export type ScoreSection = { kind: string; label: string; start: number; end: number; bars: number };

export type Score = {
  style: SongStyle;
  key: string;
  tonicPc: number;
  mode: Mode;
  tempo: number;
  /** seconds of music before the reverb tail */
  musicEnd: number;
  /** total audio length to render, tail included */
  totalSeconds: number;
  sections: ScoreSection[];
  lines: TimedLine[];
  /** the sung melody: one note per syllable of every lyric line */
  sung: SungNote[];
  tracks: Track[];
  drums: DrumHit[];
  instruments: string[];
  structure: string[];
};
