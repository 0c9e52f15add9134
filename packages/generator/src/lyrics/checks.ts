// The rules every lyric sheet is held to, by whichever writer wrote it (the built-in writer's tests,
// and the check on a language model's answer before it is sung).
import type { Lexicon } from '../pronounce/index';
import type { Story } from '../story/types';
import type { Lyrics } from '../types';
import { linesRhyme } from './rhyme';
import { itemSung, storyItems, withoutSayings, words } from './writer';

export const MAX_STORY_RUN = 5;
export const MIN_RHYMING_SHARE = 0.7;
export const MIN_LINES_SUNG_ONCE = 12;

/** The longest run of consecutive words a line shares with the story as told (numbers as sung). */
export function longestStoryRun(line: string, story: Story, prompt: string): number {
  let text = withoutSayings(prompt, story);
  for (const t of story.times) text = text.split(t.told).join(t.sung);
  for (const n of story.numbers) text = text.replace(new RegExp(`\\b${n.told}\\b`, 'g'), n.sung);
  const storyWords = text.split(/[.!?;\n]+/).map(words);
  const lw = words(line);
  let best = 0;
  for (const sw of storyWords) {
    for (let i = 0; i < lw.length; i++) {
      for (let j = 0; j < sw.length; j++) {
        let k = 0;
        while (i + k < lw.length && j + k < sw.length && lw[i + k] === sw[j + k]) k++;
        if (k > best) best = k;
      }
    }
  }
  return best;
}

/** Lines that rhyme with the line before or after them in the same section, over all sung lines. */
export function rhymingShare(lyrics: Lyrics, lex: Lexicon): { rhyming: number; total: number } {
  let rhyming = 0;
  let total = 0;
  for (const s of lyrics.sections) {
    s.lines.forEach((l, i) => {
      total++;
      const prev = s.lines[i - 1];
      const next = s.lines[i + 1];
      if ((prev !== undefined && linesRhyme(lex, prev, l)) || (next !== undefined && linesRhyme(lex, l, next)))
        rhyming++;
    });
  }
  return { rhyming, total };
}

export function linesSungOnce(lyrics: Lyrics): string[] {
  const count = new Map<string, number>();
  for (const s of lyrics.sections) for (const l of s.lines) count.set(l, (count.get(l) ?? 0) + 1);
  return [...count.entries()].filter(([, n]) => n === 1).map(([l]) => l);
}

const OCCASION_WORDS =
  'birthday|anniversary|wedding|retirement|farewell|graduation|christmas|hanukkah|diwali|eid|thanksgiving|easter|valentine|new year|congratulations|launch|phd';

/** A line where the occasion stands where a name belongs ("Here's to you, Retirement"). */
export function occasionAsName(line: string): boolean {
  const occ = `(?:${OCCASION_WORDS})`;
  return (
    new RegExp(`,\\s*${occ}\\s*[!.?]*$`, 'i').test(line) ||
    new RegExp(
      `\\b(?:here's to|here is to|thank you|dear|hey|hello|goodbye|miss you|love you|we owe it all to)\\s*,?\\s+${occ}\\b`,
      'i',
    ).test(line)
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A line that speaks of the listener in the third person in a song sung to them ("The light in
 * Anna's eyes", "Maya turns thirty" in a song to Maya). Calling them by name ("Anna, you ...") is fine.
 */
export function thirdPersonRecipient(line: string, story: Story): boolean {
  if (story.address.mode !== 'to') return false;
  // (a line that calls one of two by name speaks to that one, and may name the other: "Dad, you stood on Mum's foot")
  const called = /^(?:and |so )?([\p{L}][\p{L}'’.-]*(?: [\p{Lu}][\p{L}'’-]*)?), you\b/iu.exec(line)?.[1];
  return story.recipient.names.some((n) => {
    if (called && called !== n && story.recipient.names.includes(called)) return false;
    const name = escape(n);
    return (
      new RegExp(`\\b${name}(?:'s?|’s?)(?=\\s|$)`, 'u').test(line) ||
      new RegExp(
        `\\b${name}\\s+(?:is|was|has|had|does|did|turns|loves|knows|knew|came|made|says|said|will|would|can)\\b`,
        'u',
      ).test(line)
    );
  });
}

/** A place used as a mood or weather word ("A Galway night", "The Hillside School breeze", "Krakow came alive"). */
export function placeAsMood(line: string, story: Story): boolean {
  return story.places.some((p) => {
    const place = escape(p.name);
    return (
      new RegExp(`\\b(?:the|a|an)\\s+${place}\\s+\\p{Ll}+[.!?]*$`, 'iu').test(line) ||
      new RegExp(`\\b${place}\\s+(?:came alive|felt like home|was all we knew)\\b`, 'iu').test(line)
    );
  });
}

const SCENERY =
  /\b(skies|sky|seas|breeze|pine trees|stars|moon|snow|rain|waves|leaves|roses|hills|shores?|sand|meadows?|flames|sunsets?|sunrises?|fairy lights|northern lights)\b/i;

/** Scenery the story never mentioned ("We were dancing in pine trees", "I still remember open seas"). */
export function strayScenery(line: string, prompt: string): boolean {
  const m = SCENERY.exec(line);
  return m !== null && !new RegExp(`\\b${escape(m[1])}`, 'i').test(prompt);
}

export type CheckOptions = {
  /** syllables a line may have (the melody's phrase) */
  maxSyllables?: number;
  minSyllables?: number;
};

/** Everything wrong with a lyric sheet for this story; empty when it may be sung. */
export function lyricProblems(
  lyrics: Lyrics,
  story: Story,
  prompt: string,
  lex: Lexicon,
  options: CheckOptions = {},
): string[] {
  const problems: string[] = [];
  const all = lyrics.sections.flatMap((s) => s.lines);
  const text = all.join('\n');
  for (const item of storyItems(story))
    if (!itemSung(item, text)) problems.push(`the ${item.kind} "${item.label}" is not sung`);
  for (const l of all) {
    const run = longestStoryRun(l, story, prompt);
    if (run > MAX_STORY_RUN) problems.push(`"${l}" copies ${run} words of the story in a row`);
    if (occasionAsName(l)) problems.push(`"${l}" uses the occasion as a name`);
    if (thirdPersonRecipient(l, story)) problems.push(`"${l}" speaks of ${story.recipient.sung} in the third person`);
    if (placeAsMood(l, story)) problems.push(`"${l}" uses a place as a mood`);
    if (strayScenery(l, prompt)) problems.push(`"${l}" sings scenery the story never mentioned`);
    const syl = l
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w))
      .reduce((n, w) => n + Math.max(1, lex.pronounce(w).syllables.length), 0);
    if (options.maxSyllables !== undefined && syl > options.maxSyllables)
      problems.push(`"${l}" has ${syl} syllables (at most ${options.maxSyllables})`);
    if (options.minSyllables !== undefined && syl < options.minSyllables)
      problems.push(`"${l}" has ${syl} syllables (at least ${options.minSyllables})`);
  }
  const { rhyming, total } = rhymingShare(lyrics, lex);
  if (total === 0 || rhyming / total < MIN_RHYMING_SHARE)
    problems.push(`only ${rhyming} of ${total} lines rhyme with a neighbouring line`);
  const once = linesSungOnce(lyrics).length;
  if (once < MIN_LINES_SUNG_ONCE) problems.push(`only ${once} lines are sung once (at least ${MIN_LINES_SUNG_ONCE})`);
  const kinds = lyrics.sections.map((s) => s.kind);
  if (!kinds.includes('verse') || !kinds.includes('chorus')) problems.push('the song needs verses and a chorus');
  const names = story.recipient.names;
  if (
    names.length > 0 &&
    !names.every((n) => lyrics.sections.some((s) => s.kind === 'chorus' && s.lines.join(' ').includes(n)))
  )
    problems.push(`the chorus does not name ${story.recipient.sung}`);
  return problems;
}
