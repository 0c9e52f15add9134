import { composeSong } from './compose/composer';
import { planSong } from './compose/plan';
import { makeCover } from './cover/cover';
import { mp3Info } from './encode/mp3';
import { normaliseInput } from './input';
import { writeLyrics } from './lyrics/writer';
import { encodeMastered, mixAndPlan } from './pipeline';
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
} from './types';
export type { Score, Track, NoteEvent, DrumHit, Patch, DrumKind } from './compose/score';
export type { SongPlan } from './compose/plan';
export type { LyricShape, WrittenLyrics } from './lyrics/writer';
export type { LoudnessReport } from './loudness/meter';
export type { MasterResult } from './loudness/normalise';
export { GeneratorInputError } from './errors';
export { normaliseInput, resolveStyle } from './input';
export { writeLyrics, DEFAULT_SHAPE } from './lyrics/writer';
export { planSong } from './compose/plan';
export { composeSong } from './compose/composer';
export { renderSong } from './synth/render';
export { mixdown } from './mix/mixdown';
export { masterTo } from './loudness/normalise';
export { measureLoudness, integratedLoudness, truePeak } from './loudness/meter';
export { encodeMp3, mp3Info } from './encode/mp3';
export { makeCover } from './cover/cover';
export { respellingToPhones, pronunciationOverrides, isArpabet } from './pronounce/respell';

/** Prompt in, finished song out: lyrics, timed lyrics, MP3, cover and metadata. */
export async function generateSong(input: GenerateInput): Promise<GeneratedSong> {
  const norm = normaliseInput(input);
  const plan = planSong(norm);
  const written = writeLyrics(norm, plan.shape);
  const score = composeSong(plan, written.lyrics);
  // mastered on the fly while encoding: no mastered copy of the song is ever held
  const rendered = mixAndPlan(score);
  const mp3 = await encodeMastered(rendered);
  const audio = rendered.plan;
  const info = mp3Info(mp3);
  return {
    title: written.title,
    lyrics: written.lyrics,
    timedLyrics: score.lines.map((l) => ({ time: Math.round(l.time * 1000) / 1000, text: l.text })),
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
      loudnessLUFS: Math.round(audio.loudnessLUFS * 100) / 100,
      truePeakDBTP: Math.round(audio.truePeakDBTP * 100) / 100,
    },
    history: [],
  };
}
