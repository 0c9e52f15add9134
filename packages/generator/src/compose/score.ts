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
  tracks: Track[];
  drums: DrumHit[];
  instruments: string[];
  structure: string[];
};
