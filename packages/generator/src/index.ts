import { composeSong } from './compose/composer';
import { makeCover } from './cover/cover';
import { mp3Info } from './encode/mp3';
import { normaliseInput } from './input';
import { draftWithPlan } from './lyrics/draft';
import { buildLexicon, encodeMastered, mixAndPlan } from './pipeline';
import { chooseVoice, type FliteOptions } from './voice/index';
import { notesJson, voiceWav } from './voice/stems';
import type { GeneratedSong, GenerateInput } from './types';

export type {
  GenerateInput,
  GeneratedSong,
  SongStyle,
  Lyrics,
  LyricSection,
  SectionKind,
  TimedLine,
  TimedWord,
  VoiceChoice,
  StereoPcm,
  NormalisedInput,
  Occasion,
  Mode,
  SongMeta,
  SungNoteJson,
} from './types';
export type { Score, Track, NoteEvent, DrumHit, Patch, DrumKind } from './compose/score';
export type { SongPlan } from './compose/plan';
export type { LyricShape, WrittenLyrics, LineMeter, LineFit } from './lyrics/writer';
export type * from './story/types';
export type { LoudnessReport } from './loudness/meter';
export type { MasterResult } from './loudness/normalise';
export { GeneratorInputError } from './errors';
export { normaliseInput, resolveStyle } from './input';
export { writeLyrics, DEFAULT_SHAPE, lineFit } from './lyrics/writer';
export { draftLyrics } from './lyrics/draft';
export { EndingRegister, songEndings, MAX_SONGS_PER_ENDING } from './lyrics/endings';
export { lineEnding } from './lyrics/writer';
export { readStory } from './story/reader';
export { lyricProblems } from './lyrics/checks';
export { createLexicon, type Lexicon, type Pronunciation, type Syllable } from './pronounce/index';
export { planSong } from './compose/plan';
export { composeSong } from './compose/composer';
export { renderSong } from './synth/render';
export { mixdown } from './mix/mixdown';
export { masterTo } from './loudness/normalise';
export { measureLoudness, integratedLoudness, truePeak } from './loudness/meter';
export { encodeMp3, mp3Info } from './encode/mp3';
export { makeCover } from './cover/cover';
export { sayWord, type SayWordRequest } from './voice/say';
export { letterToSound, FliteError } from './voice/flite';
export { trackPitch, scorePitch } from './voice/pitchtrack';
export type { SungNote } from './compose/score';
export { respellingToPhones, pronunciationOverrides, isArpabet } from './pronounce/respell';

export type GenerateOptions = {
  /** also return the voice alone and the sung notes (the CLI's --stems) */
  stems?: boolean;
  /** where flite runs (tests point it at a child that crashes) */
  flite?: FliteOptions;
};

/** Prompt in, finished song out: lyrics, timed lyrics, MP3, cover and metadata; sung by a voice. */
export async function generateSong(input: GenerateInput, options: GenerateOptions = {}): Promise<GeneratedSong> {
  const norm = normaliseInput(input);
  // the story read, the lyrics written from it (or the approved lyrics, sung as written; issue 19), and the plan the
  // lyrics were written for
  const { written, plan } = await draftWithPlan(input);
  const { lexicon, history: lexiconHistory } = await buildLexicon(input.pronunciations, written.lyrics, options.flite);
  const score = composeSong(plan, written.lyrics, lexicon);
  const sex = chooseVoice(input.voice, norm.style, norm.seed);
  // mastered on the fly while encoding: no mastered copy of the song is ever held
  const rendered = await mixAndPlan(score, { sex, seed: norm.seed, flite: options.flite });
  const mp3 = await encodeMastered(rendered);
  const audio = rendered.plan;
  const info = mp3Info(mp3);
  return {
    title: written.title,
    lyrics: written.lyrics,
    timedLyrics: score.lines.map((l) => ({
      time: ms(l.time),
      text: l.text,
      ...(l.words && l.words.length > 0
        ? { words: l.words.map((w) => ({ time: ms(w.time), end: ms(w.end), text: w.text })) }
        : {}),
    })),
    durationSeconds: Math.round(info.durationSeconds * 1000) / 1000,
    mp3,
    cover: {
      mime: 'image/svg+xml',
      data: makeCover({ title: written.title, style: norm.style, key: score.key, mode: score.mode, seed: norm.seed }),
    },
    meta: {
      key: score.key,
      mode: score.mode,
      tempo: score.tempo,
      style: norm.style,
      structure: score.structure,
      instruments: score.instruments,
      voice: rendered.voice?.sex,
      loudnessLUFS: Math.round(audio.loudnessLUFS * 100) / 100,
      truePeakDBTP: Math.round(audio.truePeakDBTP * 100) / 100,
    },
    history: [...norm.styleNotes, ...written.history, ...lexiconHistory, ...rendered.history],
    story: written.story,
    ...(options.stems && rendered.voice
      ? { stems: { voiceWav: voiceWav(rendered.voice.take), notes: notesJson(rendered.voice.notes) } }
      : {}),
  };
}

const ms = (t: number) => Math.round(t * 1000) / 1000;
