import type { Story } from './story/types';

export type SongStyle =
  'pop' | 'rock' | 'hiphop' | 'electronic' | 'rnb' | 'country' | 'jazz' | 'classical' | 'folk' | 'other';

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
  /** who the song is for, as the buyer wants the names sung: "Mum and Dad", "Aoife", "Mrs. Okonkwo" */
  recipient?: string;
  /** the recipient's relationship to the buyer: "my grandfather", "our parents", "my team" */
  relationship?: string;
  /** how the song is signed: "your grandchildren", "Ida" */
  from?: string;
  /** which voice sings; `auto` (default) picks by style and seed */
  voice?: VoiceChoice;
  /** the buyer's pronunciations, word -> ARPAbet phones ("SH IH0 V AO1 N") or a plain respelling ("shi-VAWN") */
  pronunciations?: Record<string, string>;
  /** lyrics the buyer approved: sung as written (the writer may only re-split syllables to fit the melody) */
  lyrics?: Lyrics;
  /** an OpenAI-compatible chat-completions endpoint that may write the lyrics; the built-in writer
   * replaces its answer when it fails the lyric checks, errors or times out */
  lyricsModel?: LyricsModel;
  /** line endings (a line's last three words, as `lineEnding` gives them) the shop has already sold to two
   * songs: the built-in writer ends no line this way while any other line will do */
  avoidEndings?: string[];
};

export type LyricsModel = { url: string; model: string; key?: string; timeoutMs?: number };

export type VoiceChoice = 'female' | 'male' | 'auto';

export type SectionKind = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

export type LyricSection = { kind: SectionKind; label: string; lines: string[] };

export type Lyrics = { sections: LyricSection[] };

/** A sung word: when it starts and ends, in seconds from the start of the song. */
export type TimedWord = { time: number; end: number; text: string };

/** A lyric line and when it is sung; `words` when the song is sung word by word (enhanced LRC). */
export type TimedLine = { time: number; text: string; words?: TimedWord[] };

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
  /** how the chosen styles became this arrangement, for the request's history (empty when as chosen) */
  styleNotes: string[];
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
  /** the voice that sings the song */
  voice?: 'female' | 'male';
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
  /** What production chose on its own and a person may want to know (fallbacks, style substitutions),
   * one sentence each, for the request's history. */
  history: string[];
  /** what the story reader understood (people, places, years, things, events), for the admin */
  story: Story;
  /** with `stems`: the voice alone (16-bit 44.1 kHz mono WAV) and the sung notes */
  stems?: { voiceWav: Uint8Array; notes: SungNoteJson[] };
};

/** A sung note as the CLI's `.notes.json` writes it; times in seconds, pitch in MIDI. */
export type SungNoteJson = {
  start: number;
  duration: number;
  pitch: number;
  syllable: string;
  word: string;
  wordStart: boolean;
};

export type StereoPcm = { left: Float32Array; right: Float32Array; sampleRate: number };
