// The lyrics a render would sing, without rendering: the approval screen shows these, and
// generateSong sings them. Approved lyrics (input.lyrics) are kept word for word.
import { planSong } from '../compose/plan';
import { normaliseInput } from '../input';
import { createLexicon, type Lexicon } from '../pronounce/index';
import { pronunciationOverrides } from '../pronounce/respell';
import { readStory } from '../story/reader';
import type { GenerateInput, Lyrics, LyricsModel } from '../types';
import { writeWithModel } from './model';
import { stripMarkup } from './text';
import { lineEnding, lineFit, storyLinesWanted, writeLyrics, type LineFit, type WrittenLyrics } from './writer';

export type DraftOptions = {
  /** the lexicon the song will be sung with (overrides and letter-to-sound already in it) */
  lexicon?: Lexicon;
};

/** Approved lyrics as sung: markup removed, empty lines dropped, sections kept. */
export function cleanApproved(lyrics: Lyrics): Lyrics {
  return {
    sections: lyrics.sections.map((s) => ({
      kind: s.kind,
      label: stripMarkup(s.label ?? ''),
      lines: s.lines.map((l) => stripMarkup(l)).filter((l) => /[\p{L}\p{N}]/u.test(l)),
    })),
  };
}

/** Writes (or, for approved lyrics, keeps) the lyrics for `input`; also returns the writer's record. */
export function draftLyricsSync(input: GenerateInput, options: DraftOptions = {}): WrittenLyrics {
  return draft(input, options).written;
}

/**
 * The song's plan, shaped for its story: a story with many events is given longer verses (the render and the
 * lyrics draft plan alike, so the lines are written for the bars they are sung in).
 */
export function songPlan(input: GenerateInput, norm = normaliseInput(input), story = readStory(input)) {
  return planSong(norm, { storyLines: storyLinesWanted(story), short: story.wishes?.short === true });
}

function draft(input: GenerateInput, options: DraftOptions) {
  const norm = normaliseInput(input);
  const story = readStory(input);
  const plan = songPlan(input, norm, story);
  const lexicon = options.lexicon ?? createLexicon({ overrides: pronunciationOverrides(input.pronunciations) });
  const fit = lineFit(plan.tempo, plan.barsPerLine);
  return { written: written(input, norm, plan, story, lexicon, fit), lexicon, fit, prompt: norm.prompt, plan };
}

function written(
  input: GenerateInput,
  norm: ReturnType<typeof normaliseInput>,
  plan: ReturnType<typeof planSong>,
  story: ReturnType<typeof readStory>,
  lexicon: Lexicon,
  fit: LineFit,
): WrittenLyrics {
  const written = writeLyrics(norm, plan.shape, {
    story,
    lexicon,
    fit,
    avoidEndings: new Set(
      (Array.isArray(input.avoidEndings) ? input.avoidEndings : [])
        .filter((e) => typeof e === 'string')
        .map(lineEnding),
    ),
  });
  if (input.lyrics && Array.isArray(input.lyrics.sections)) {
    const lyrics = cleanApproved(input.lyrics);
    return {
      ...written,
      lyrics,
      writer: 'approved',
      meter: lyrics.sections.map((s) =>
        s.lines.map((l) => {
          const syl = l
            .split(/\s+/)
            .filter((w) => /[\p{L}\p{N}]/u.test(w))
            .flatMap((w) => lexicon.pronounce(w).syllables);
          return { syllables: syl.length, stresses: syl.map((x) => x.stress) };
        }),
      ),
    };
  }
  return written;
}

function usableModel(m: unknown): m is LyricsModel {
  const x = m as LyricsModel | undefined;
  return (
    !!x && typeof x.url === 'string' && /^https?:\/\//.test(x.url) && typeof x.model === 'string' && x.model.length > 0
  );
}

/**
 * The lyrics the render would sing, without rendering: approved lyrics as written; else a language
 * model's when one is configured and its answer passes the checks; else the built-in writer's.
 */
export async function draftLyrics(input: GenerateInput, options: DraftOptions = {}): Promise<WrittenLyrics> {
  return (await draftWithPlan(input, options)).written;
}

/** The lyrics and the plan they were written for (the render sings them to it: the story is read once). */
export async function draftWithPlan(
  input: GenerateInput,
  options: DraftOptions = {},
): Promise<{ written: WrittenLyrics; plan: ReturnType<typeof songPlan> }> {
  const d = draft(input, options);
  if (d.written.writer === 'approved' || !usableModel(input.lyricsModel)) return { written: d.written, plan: d.plan };
  return { written: await writeWithModel(input.lyricsModel, d.written, d.prompt, d.lexicon, d.fit), plan: d.plan };
}
