import { detectOccasion } from '../lyrics/occasions';
import { isSadMood, type LyricShape } from '../lyrics/writer';
import { createRng } from '../rng';
import type { Mode, NormalisedInput, SongStyle } from '../types';
import { blendProfiles, CORE_STYLES, STYLES, type StyleProfile } from './styles';
import { keyName } from './theory';

export type SongPlan = {
  seed: string;
  style: SongStyle;
  profile: StyleProfile;
  tonicPc: number;
  key: string;
  mode: Mode;
  tempo: number;
  shape: LyricShape;
  barsPerLine: number;
  introBars: number;
  outroBars: number;
  /** instrumental bars between the second chorus and the bridge */
  breakBars: number;
};

/** Seconds of reverb/decay rendered after the last bar. */
export const TAIL_SECONDS = 2.5;

const HAPPY = /\b(happy|upbeat|joy\w*|celebrat\w*|fun|bright|energetic|uplifting|cheerful|party|excited|playful)\b/i;
const FAST = /\b(energetic|upbeat|party|dance|hype|fast|excited|driving|epic|anthem\w*)\b/i;
const SLOW = /\b(calm|chill|romantic|sad|slow|gentle|soft|tender|melanchol\w*|dreamy|relaxed|intimate|lullaby)\b/i;

type Fit = { shape: LyricShape; bpl: number; intro: number; outro: number; gap: number; bars: number; score: number };

/**
 * What the plan knows of the story: how many lines sung once its events want (each with its answer), and whether the
 * buyer asked for it short ("keep it short and sweet": verses of four lines, the music given the rest).
 */
export type PlanStory = { storyLines?: number; short?: boolean };

function fitStructure(lengthSeconds: number, tempo: number, storyLines = 0, short = false): Fit {
  const barSec = 240 / tempo;
  const targetBars = Math.round((lengthSeconds - TAIL_SECONDS) / barSec);
  let best: Fit | undefined;
  for (const bpl of [1, 2, 4]) {
    const lineSec = bpl * barSec;
    if (lineSec < 1.6 || lineSec > 8.5) continue;
    for (const verseLines of [2, 4, 6, 8]) {
      for (const chorusLines of [2, 4]) {
        for (const bridgeLines of [2, 4]) {
          const lyricBars = (2 * verseLines + 3 * chorusLines + bridgeLines) * bpl;
          const rem = targetBars - lyricBars;
          if (rem < 4) continue;
          const intro = Math.min(8, Math.max(2, 2 * Math.round((rem * 0.35) / 2)));
          const outro = Math.min(8, Math.max(2, 2 * Math.round((rem * 0.3) / 2)));
          const gap = Math.min(8, Math.max(0, rem - intro - outro));
          const missing = rem - intro - outro - gap;
          const score =
            Math.abs(lineSec - 3.6) * 0.6 +
            missing * barSec * 0.5 +
            (verseLines === 2 ? 1.2 : verseLines >= 6 ? (short ? 6 : 0.6) : 0) +
            (chorusLines === 2 ? 1 : 0) +
            (bridgeLines === 4 && verseLines < 4 ? 0.5 : 0) +
            // a song tells its story in at least 12 lines sung once (verses and bridge; issue 17)
            (2 * verseLines + bridgeLines < 12 ? 2.5 : 0) +
            // a long story is given longer verses rather than lose its details to a short shape
            Math.max(0, storyLines - (2 * verseLines + bridgeLines)) * 0.6 +
            gap * 0.05;
          if (!best || score < best.score) {
            best = {
              shape: { verseLines, chorusLines, bridgeLines },
              bpl,
              intro,
              outro,
              gap,
              bars: lyricBars + intro + outro + gap,
              score,
            };
          }
        }
      }
    }
  }
  if (!best) {
    // very slow tempo in a short song: minimal shape, one bar per line
    return {
      shape: { verseLines: 2, chorusLines: 2, bridgeLines: 2 },
      bpl: 1,
      intro: 2,
      outro: 2,
      gap: 0,
      bars: 16,
      score: 99,
    };
  }
  return best;
}

export function planSong(input: NormalisedInput, story: PlanStory = {}): SongPlan {
  const rng = createRng(input.seed).fork('plan');
  let profile: StyleProfile;
  if (input.style === 'other') {
    const [a, b] = rng.shuffle(CORE_STYLES);
    profile = blendProfiles(STYLES[a], STYLES[b]);
  } else {
    profile = STYLES[input.style];
  }
  const occasion = detectOccasion(input.event, input.prompt, input.tags);
  const moodText = [...input.mood, ...input.tags].join(' ');
  const sad = isSadMood(input.mood, occasion);
  const mode: Mode = sad
    ? 'minor'
    : HAPPY.test(moodText)
      ? 'major'
      : rng.chance(profile.minorChance)
        ? 'minor'
        : 'major';
  const tonicPc = rng.pick(profile.keys[mode]);

  const [lo, hi] = profile.tempo;
  const third = (hi - lo) / 3;
  let tempo = FAST.test(moodText)
    ? rng.range(hi - third, hi)
    : SLOW.test(moodText) || sad
      ? rng.range(lo, lo + third)
      : rng.range(lo, hi);
  tempo = Math.round(tempo);
  let fit = fitStructure(input.lengthSeconds, tempo, story.storyLines, story.short);
  // (a story too long for the shape this tempo gives may take a quicker tempo of the style's, where longer verses fit)
  if ((story.storyLines ?? 0) > 2 * fit.shape.verseLines + fit.shape.bridgeLines)
    for (let t = tempo + 4; t <= hi; t += 4) {
      const quicker = fitStructure(input.lengthSeconds, t, story.storyLines, story.short);
      if (quicker.score < fit.score - 0.3) {
        fit = quicker;
        tempo = t;
      }
    }
  // nudge the tempo (within the style's range) so the song lands on the requested length
  const exact = Math.round((fit.bars * 240) / (input.lengthSeconds - TAIL_SECONDS));
  if (exact >= lo - 2 && exact <= hi + 2) tempo = exact;

  return {
    seed: input.seed,
    style: input.style,
    profile,
    tonicPc,
    key: keyName(tonicPc, mode),
    mode,
    tempo,
    shape: fit.shape,
    barsPerLine: fit.bpl,
    introBars: fit.intro,
    outroBars: fit.outro,
    breakBars: fit.gap,
  };
}
