import { createRng, type Rng } from '../rng';
import type { LyricSection, Lyrics, NormalisedInput, Occasion } from '../types';
import { extractDetails, type Details } from './details';
import { detectOccasion, OCCASIONS } from './occasions';
import { RHYME_GROUPS, tailsFor, type RhymeGroup, type Tail } from './rhymes';
import { countSyllables } from './syllables';
import { capitalise } from './text';

/** How many lines each sung section gets; the composer picks this to fit the requested length. */
export type LyricShape = { verseLines: number; chorusLines: number; bridgeLines: number };

export const DEFAULT_SHAPE: LyricShape = { verseLines: 4, chorusLines: 4, bridgeLines: 2 };

export type WrittenLyrics = {
  title: string;
  lyrics: Lyrics;
  occasion: Occasion;
  details: Details;
  sad: boolean;
};

const SAD_MOODS =
  /\b(sad|melanchol\w*|somber|sombre|dark|moody|bittersweet|heartbr\w*|blue|lonely|grief|mourning|nostalgic|wistful|tragic)\b/i;

export function isSadMood(mood: string[], occasion: Occasion): boolean {
  return OCCASIONS[occasion].sad === true || SAD_MOODS.test(mood.join(' '));
}

type Head = { text: string; detail: boolean };

function fill(template: string, values: Record<string, string>): string {
  // single pass: substituted buyer text is never scanned for placeholders again
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function detailHeads(d: Details, occasion: Occasion, extraNames: string[], rng: Rng): Head[] {
  const heads: string[] = [];
  const pick = (options: string[], values: Record<string, string>) => heads.push(fill(rng.pick(options), values));
  if (extraNames.length > 2) pick(['With {n} here', 'And {n} too'], { n: joinNames(extraNames) });
  else for (const n of extraNames) pick(["Here's to {n}", 'And {n} is with us', 'With {n} beside you'], { n });
  if (d.age) {
    if (occasion === 'birthday')
      pick(["Now you're {age}", 'Turning {age} today', '{age} candles burning'], { age: d.age });
    else pick(['{age} years of you', 'All {age} years'], { age: d.age });
  }
  if (d.years) pick(['{y} years together', '{y} years and counting', 'After {y} years'], { y: d.years });
  for (const hobby of d.hobbies) {
    const gerund = /^\p{L}+ing\b/u.test(hobby);
    pick(gerund ? ['You love {h}', 'Out there {h}', 'Always {h}'] : ['You love {h}', 'Dreaming of {h}'], { h: hobby });
  }
  for (const place of d.places) pick(['Down in {p}', 'Remember {p}', 'Back in {p}'], { p: place });
  if (d.relation && !['team', 'crew', 'parents', 'kids'].includes(d.relation))
    pick(["You're my {r}", 'My dear {r}'], { r: d.relation });
  for (const fact of d.facts) heads.push(capitalise(fact));
  return heads.map((text) => ({ text, detail: true }));
}

type TailPicker = (group: RhymeGroup, head: string) => string;

function makeTailPicker(rng: Rng, sad: boolean): TailPicker {
  const usedTails = new Set<string>();
  const usedWordsByGroup = new Map<RhymeGroup, Set<string>>();
  return (group, head) => {
    const headSyl = countSyllables(head);
    const words = usedWordsByGroup.get(group) ?? new Set<string>();
    usedWordsByGroup.set(group, words);
    const scored = tailsFor(group, sad)
      .filter((t) => !usedTails.has(t.text))
      .map((t: Tail) => {
        const total = headSyl + countSyllables(t.text);
        const fit = total < 6 ? 6 - total : total > 10 ? (total - 10) * 1.5 : Math.abs(total - 8) * 0.25;
        // repeating the rhyme word itself ("night"/"night") is a weak rhyme
        return { t, score: fit + (words.has(t.word) ? 3 : 0) + rng.next() * 0.9 };
      })
      .sort((a, b) => a.score - b.score);
    const chosen = scored.length > 0 ? scored[0].t : tailsFor(group, sad)[0];
    usedTails.add(chosen.text);
    words.add(chosen.word);
    return chosen.text;
  };
}

function line(head: string, tail: string): string {
  const h = head.replace(/[,.;:!?\s]+$/, '');
  return capitalise(`${h}, ${tail}`);
}

function couplets(heads: Head[], count: number, groups: RhymeGroup[], pickTail: TailPicker): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const group = groups[Math.floor(i / 2) % groups.length];
    out.push(line(heads[i].text, pickTail(group, heads[i].text)));
  }
  return out;
}

function stockHeads(pool: string[], n: number, rng: Rng, values: Record<string, string>): Head[] {
  const shuffled = rng.shuffle(pool);
  const out: Head[] = [];
  for (let i = 0; i < n; i++) out.push({ text: fill(shuffled[i % shuffled.length], values), detail: false });
  return out;
}

function titleCase(s: string): string {
  return s.replace(/(^|\s)(\p{Ll})/gu, (_m, sp: string, c: string) => sp + c.toUpperCase());
}

export function writeLyrics(input: NormalisedInput, shape: LyricShape = DEFAULT_SHAPE): WrittenLyrics {
  const rng = createRng(input.seed).fork('lyrics');
  const occasion = detectOccasion(input.event, input.prompt, input.tags);
  const vocab = OCCASIONS[occasion];
  const sad = isSadMood(input.mood, occasion);
  const details = extractDetails(input.prompt, input.title ?? '');

  const pairOccasion = occasion === 'wedding' || occasion === 'anniversary';
  const whoNames = details.names.slice(0, pairOccasion && details.names.length >= 2 ? 2 : 1);
  const fallback =
    details.relation && !['team', 'crew'].includes(details.relation) ? `my ${details.relation}` : vocab.fallbackWho;
  const who = whoNames.length > 0 ? joinNames(whoNames) : fallback;
  const values = { who };

  const groups = rng.shuffle(RHYME_GROUPS);
  const chorusGroups = groups.slice(0, 2);
  const verseGroups = [groups.slice(2, 6), groups.slice(6, 10)];
  const bridgeGroups = groups.slice(10, 13);
  const pickTail = makeTailPicker(rng, sad);

  // Chorus: odd lines address the person by name, so the name is sung every chorus.
  const withWho = vocab.chorus.filter((c) => c.includes('{who}'));
  const without = vocab.chorus.filter((c) => !c.includes('{who}'));
  const whoHeads = rng.shuffle(withWho);
  const otherHeads = rng.shuffle(without);
  const chorusHeads: Head[] = [];
  for (let i = 0; i < shape.chorusLines; i++) {
    const preferWho = i % 2 === 0;
    const src = (preferWho && whoHeads.length > 0) || otherHeads.length === 0 ? whoHeads : otherHeads;
    const text = src.shift() ?? vocab.chorus[i % vocab.chorus.length];
    chorusHeads.push({ text: fill(text, values), detail: false });
  }
  const chorus = couplets(chorusHeads, shape.chorusLines, chorusGroups, pickTail);

  // Buyer details go to the verses first (alternating so both verses get some), then the bridge.
  const extraNames = details.names.filter((n) => !whoNames.includes(n));
  const detail = detailHeads(details, occasion, extraNames, rng);
  const verseDetail: Head[][] = [[], []];
  const maxPerVerse = Math.max(1, Math.ceil(shape.verseLines * 0.75));
  const leftover: Head[] = [];
  detail.forEach((h, i) => {
    const v =
      verseDetail[i % 2].length < maxPerVerse
        ? i % 2
        : verseDetail[(i + 1) % 2].length < maxPerVerse
          ? (i + 1) % 2
          : -1;
    if (v >= 0) verseDetail[v].push(h);
    else leftover.push(h);
  });
  const stock = rng.shuffle(vocab.verse);
  let stockIdx = 0;
  const verses = verseDetail.map((heads, vi) => {
    const all: Head[] = [];
    // stock lines open the verse and details follow, so the verse reads as scene then specifics
    const nStock = shape.verseLines - heads.length;
    for (let i = 0; i < nStock; i++) all.push({ text: fill(stock[stockIdx++ % stock.length], values), detail: false });
    return couplets([...all, ...heads], shape.verseLines, verseGroups[vi], pickTail);
  });

  const bridgeHeads = [...leftover.slice(0, shape.bridgeLines)];
  bridgeHeads.push(...stockHeads(vocab.bridge, shape.bridgeLines - bridgeHeads.length, rng, values));
  const bridge = couplets(bridgeHeads, shape.bridgeLines, bridgeGroups, pickTail);

  const sections: LyricSection[] = [
    { kind: 'intro', label: 'Intro', lines: [] },
    { kind: 'verse', label: 'Verse 1', lines: verses[0] },
    { kind: 'chorus', label: 'Chorus', lines: chorus },
    { kind: 'verse', label: 'Verse 2', lines: verses[1] },
    { kind: 'chorus', label: 'Chorus', lines: [...chorus] },
    { kind: 'bridge', label: 'Bridge', lines: bridge },
    { kind: 'chorus', label: 'Chorus', lines: [...chorus] },
    { kind: 'outro', label: 'Outro', lines: [] },
  ];

  let title = input.title;
  if (!title) {
    const named = whoNames.length > 0;
    const options = named ? vocab.titles : vocab.titles.filter((t) => !t.includes('{who}'));
    title =
      named || options.length === 0
        ? fill(rng.pick(named ? options : vocab.titles), { who: named ? who : titleCase(who) })
        : rng.pick(options);
  }
  return { title, lyrics: { sections }, occasion, details, sad };
}
