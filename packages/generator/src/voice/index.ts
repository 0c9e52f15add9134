// The singing voice: which voice sings, the isolated flite front end, the formant fallback and the
// resynthesis onto the notes. See voice/README in packages/generator/README.md ("The voice").
import type { Score, SungNote } from '../compose/score';
import { createRng } from '../rng';
import type { SongStyle, VoiceChoice } from '../types';
import type { FliteOptions } from './flite';
import { speakWithFormants } from './formant';
import { phrasesOf, speakWithFlite, type Speech, type VoiceSex } from './sing';

export type { VoiceSex, VoiceTake, Speech } from './sing';
export { letterToSound, FliteError, type FliteOptions } from './flite';

// how often 'auto' picks the female voice, by style
const FEMALE_SHARE: Record<SongStyle, number> = {
  pop: 0.7,
  rnb: 0.65,
  electronic: 0.7,
  jazz: 0.55,
  classical: 0.6,
  country: 0.4,
  rock: 0.3,
  hiphop: 0.3,
  folk: 0.55,
  other: 0.5,
};

/** The voice for a song: the buyer's choice, else one picked by style and seed. */
export function chooseVoice(choice: VoiceChoice | undefined, style: SongStyle, seed: string): VoiceSex {
  if (choice === 'female' || choice === 'male') return choice;
  return createRng(seed).fork('voice-choice').chance(FEMALE_SHARE[style]) ? 'female' : 'male';
}

const RANGE: Record<VoiceSex, [number, number]> = { female: [52, 79], male: [40, 67] };
/**
 * A section whose top goes above `high` is sung an octave down when its bottom stays at or above
 * `low`: words are clearer in the middle of the voice than at its top (a song whose melody sat
 * around C5 was understood by the recogniser far less often than one around G4).
 */
const COMFORT: Record<VoiceSex, { high: number; low: number }> = {
  female: { high: 72, low: 52 },
  male: { high: 62, low: 41 },
};

/**
 * The sung notes at the pitch this voice sings them: the melody as written for the female voice
 * and an octave down for the male; sections that sit high move down an octave (see COMFORT), and
 * a note still outside the voice's range moves by octaves into it. `sectionOfLine` groups lines
 * into sections (one group when omitted).
 */
export function voiceNotes(notes: SungNote[], sex: VoiceSex, sectionOfLine?: (line: number) => number): SungNote[] {
  const [lo, hi] = RANGE[sex];
  const base = sex === 'male' ? -12 : 0;
  const section = sectionOfLine ?? (() => 0);
  const extent = new Map<number, [number, number]>();
  for (const n of notes) {
    const k = section(n.line);
    const e = extent.get(k) ?? [Infinity, -Infinity];
    extent.set(k, [Math.min(e[0], n.pitch + base), Math.max(e[1], n.pitch + base)]);
  }
  const { high, low } = COMFORT[sex];
  return notes.map((n) => {
    const [min, max] = extent.get(section(n.line)) ?? [0, 0];
    let p = n.pitch + base + (max > high && min - 12 >= low ? -12 : 0);
    while (p > hi) p -= 12;
    while (p < lo) p += 12;
    return p === n.pitch ? n : { ...n, pitch: p };
  });
}

/** Index of the section each lyric line is sung in. */
export function sectionOfLine(score: Score): (line: number) => number {
  const index = score.lines.map((l) => score.sections.findIndex((s) => l.time >= s.start - 1e-6 && l.time < s.end));
  return (line) => index[line] ?? 0;
}

export type SpeechResult = { speech: Speech; history: string[] };

const ENGINE_NAME: Record<VoiceSex, string> = {
  female: 'the female voice (Flite slt)',
  male: 'the male voice (Flite rms)',
};

/**
 * Starts speaking the song's phrases in a flite child process; resolves (never rejects) with the
 * speech, falling back to formant speech when flite fails, with a history sentence either way.
 */
export function startSpeech(notes: SungNote[], sex: VoiceSex, flite: FliteOptions = {}): Promise<SpeechResult> {
  const phrases = phrasesOf(notes);
  return speakWithFlite(phrases, sex, flite).then(
    (speech) => ({ speech, history: [`Sung by ${ENGINE_NAME[sex]}, re-synthesised onto the melody.`] }),
    (err: unknown) => {
      const why = err instanceof Error ? err.message : String(err);
      return {
        speech: speakWithFormants(phrases, sex),
        history: [
          `The speech synthesizer failed (${why}), so the ${sex} voice was sung by the simpler formant synthesizer; it is less clear.`,
        ],
      };
    },
  );
}

/** Line indexes of the chorus lines, which get a doubled vocal. */
export function chorusLines(score: Score): Set<number> {
  const out = new Set<number>();
  score.lines.forEach((l, i) => {
    const sec = score.sections.find((s) => l.time >= s.start - 1e-6 && l.time < s.end);
    if (sec?.kind === 'chorus') out.add(i);
  });
  return out;
}
