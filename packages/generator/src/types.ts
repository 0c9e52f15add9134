export type SongStyle = 'pop' | 'rock' | 'hiphop' | 'electronic' | 'rnb' | 'country' | 'jazz' | 'classical' | 'other';

export type GenerateInput = {
  title?: string;
  prompt: string;
  event?: string;
  styles?: string[];
  tags?: string[];
  mood?: string[];
  /** default 120, allowed 60..240 */
  lengthSeconds?: number;
  /** the request id by default */
  seed: string;
};

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

export type LyricSection = { kind: SectionKind; label: string; lines: string[] };

export type Lyrics = { sections: LyricSection[] };

export type TimedLine = { time: number; text: string };

export type Mode = 'major' | 'minor';

export type Occasion =
  | 'birthday'
  | 'wedding'
  | 'anniversary'
  | 'company'
  | 'team'
  | 'holiday'
  | 'breakup'
  | 'admirer'
  | 'graduation'
  | 'thanks'
  | 'general';

export type NormalisedInput = {
  title?: string;
  prompt: string;
  event: string;
  style: SongStyle;
  /** the style strings exactly as resolved, for 'other' blends */
  requestedStyles: string[];
  tags: string[];
  mood: string[];
  lengthSeconds: number;
  seed: string;
};

export type SongMeta = {
  key: string;
  mode: Mode;
  tempo: number;
  style: SongStyle;
  structure: string[];
  instruments: string[];
  loudnessLUFS: number;
  truePeakDBTP: number;
};

export type GeneratedSong = {
  title: string;
  lyrics: Lyrics;
  timedLyrics: TimedLine[];
  durationSeconds: number;
  mp3: Uint8Array;
  cover: { mime: 'image/svg+xml'; data: string };
  meta: SongMeta;
};

export type StereoPcm = { left: Float32Array; right: Float32Array; sampleRate: number };
