// The built-in lyric writer. A song plan tells the story: verse 1 carries the story's events in
// order (how it began), verse 2 the rest and the details, the chorus the recipient's name and the
// occasion, the bridge what it means. Every story line is re-told by the phrase grammar (grammar.ts)
// and answered by a line written to rhyme with it by pronunciation (bank.ts, rhyme.ts); line lengths
// are fitted to the melody's phrase in syllables from the lexicon.
import { createLexicon, type Lexicon, type Stress } from '../pronounce/index';
import { createRng, type Rng } from '../rng';
import nlp from 'compromise';
import { kinOf, PET_KINDS, readStory, soloTags, tellsDeath } from '../story/reader';
import type { Story, StoryEvent, StoryNumber, StoryPerson } from '../story/types';
import type { LyricSection, Lyrics, NormalisedInput, Occasion } from '../types';
import { bankLines, CLAUSES, CLOSERS, OCCASION_CLOSERS, type Theme } from './bank';
import { numberToWords } from './syllables';
import { remembered } from './memo';
import { adaptPart, capitalise, clauseHead, subjectFor, voiceOf, type Voice } from './grammar';
import { WRITING, type OccasionKey, type OccasionWriting } from './hooks';
import { OCCASIONS } from './occasions';
import { lastWord, linesRhyme, rhymeFamily } from './rhyme';
import { isBlockedWord } from './text';

/** How many lines each sung section gets; the composer picks this to fit the requested length. */
export type LyricShape = { verseLines: number; chorusLines: number; bridgeLines: number };

export const DEFAULT_SHAPE: LyricShape = { verseLines: 4, chorusLines: 4, bridgeLines: 4 };

/** Syllables a line may have to fit its melodic phrase. */
export type LineFit = { min: number; target: number; max: number };

export const DEFAULT_FIT: LineFit = { min: 4, target: 7, max: 10 };

/** The fit for a phrase of `barsPerLine` bars at `tempo` (about 2.5 sung syllables a second, at most 3.4). */
export function lineFit(tempo: number, barsPerLine: number): LineFit {
  const seconds = (barsPerLine * 4 * 60) / tempo;
  const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(x)));
  const target = clamp(seconds * 2.5, 6, 10);
  return { min: 4, target, max: clamp(seconds * 3.4, target + 2, 13) };
}

export type LineMeter = { syllables: number; stresses: Stress[] };

export type WrittenLyrics = {
  title: string;
  lyrics: Lyrics;
  occasion: Occasion;
  story: Story;
  sad: boolean;
  /** per section, per line: the syllables and their stresses as the lexicon gives them */
  meter: LineMeter[][];
  /** which writer wrote the lines: the built-in writer, a language model, or the buyer (approved lyrics) */
  writer: 'built-in' | 'model' | 'approved';
  /** sentences for the request's history (which writer was used, and why) */
  history: string[];
};

export type WriteOptions = {
  story?: Story;
  lexicon?: Lexicon;
  fit?: LineFit;
  /** endings (`lineEnding`) earlier songs already share: no line ends this way while another will do */
  avoidEndings?: ReadonlySet<string>;
};

const SAD_MOODS =
  /\b(sad|melanchol\w*|somber|sombre|dark|moody|bittersweet|heartbr\w*|blue|lonely|grief|mourning|nostalgic|wistful|tragic)\b/i;

export function isSadMood(mood: string[], occasion: Occasion): boolean {
  return OCCASIONS[occasion].sad === true || SAD_MOODS.test(mood.join(' '));
}

// ---- what a song must sing ------------------------------------------------------------------------

export type StoryItem = {
  kind: 'person' | 'pet' | 'place' | 'year' | 'thing' | 'number';
  label: string;
  words: string[];
  /** other words that sing it as well ("forty years" sings a fortieth anniversary) */
  alternatives?: string[][];
};

/**
 * The number the occasion counts, when the story gives one: the age a birthday turns ("95!!" -> "ninety-five", "her
 * 70th" -> "seventieth"), or the years an anniversary, a retirement or a farewell marks ("forty-two years").
 */
export function milestone(story: Story): { label: string; number: StoryNumber } | undefined {
  const n = story.numbers;
  // ("Our book club is turning 10": a group counts years, it has no age)
  if (story.occasion === 'birthday' && story.recipient.group) {
    const count = n.find((x) => !x.ordinal && !x.unit && x.value > 1 && x.value <= 200);
    return count ? { label: `${count.sung} years`, number: { ...count, unit: 'years' } } : undefined;
  }
  if (story.occasion === 'birthday') {
    // ("on her 70th": an ordinal with nothing after it is the birthday's)
    const ages = n.filter(
      (x) =>
        (x.ordinal && (/birthday/.test(x.unit ?? '') || (!x.unit && x.value >= 10 && x.value <= 120))) ||
        (!x.ordinal && !x.unit && x.value <= 120),
    );
    // ("when I was nine ... she's turning 65": the age the listener turns, not one the story tells of someone else)
    const said = (x: StoryNumber, e: StoryEvent) => new RegExp(`\\b${x.sung}\\b`, 'i').test(e.phrase);
    const listener = (e: StoryEvent) => e.actor.kind === 'recipient' || e.actor.kind === 'recipients';
    const age =
      ages.find((x) =>
        story.events.some((e) => listener(e) && /^(turn|be turning|be)$/.test(e.verb.base) && said(x, e)),
      ) ??
      ages.find((x) => !story.events.some((e) => !listener(e) && said(x, e))) ??
      ages[0];
    if (age) return { label: age.sung, number: age };
  }
  const ordinal = n.find((x) => x.ordinal && /anniversary|birthday/.test(x.unit ?? ''));
  if (ordinal) return { label: ordinal.sung, number: ordinal };
  // ("died two years ago": a time since, no years the occasion counts)
  const ago = (x: StoryNumber) =>
    story.events.some((e) => new RegExp(`\\b${x.sung} years? ago\\b`, 'i').test(e.phrase));
  const years = n.find((x) => !x.ordinal && /^years?$/.test(x.unit ?? '') && x.value > 1 && !ago(x));
  if (years) return { label: `${years.sung} years`, number: years };
  return undefined;
}

/** Every person, pet, place, year and thing the story names: each must be sung somewhere. */
export function storyItems(story: Story): StoryItem[] {
  const items: StoryItem[] = [];
  const split = (s: string) => words(s);
  // (the buyer named in the story is who sings, no detail to sing: "Here is to Priya" from Priya)
  const signers = words(story.from ?? '');
  for (const p of story.people)
    if (p.role === 'recipient' || !split(p.name).every((w) => signers.includes(w)))
      items.push({ kind: 'person', label: p.name, words: split(p.name) });
  for (const p of story.pets) items.push({ kind: 'pet', label: p.name, words: split(p.name) });
  for (const p of story.places) items.push({ kind: 'place', label: p.name, words: split(p.name) });
  for (const t of story.times) items.push({ kind: 'year', label: t.sung, words: split(t.sung) });
  const m = milestone(story);
  if (m) {
    // (a fortieth anniversary is sung as well by "forty years", a seventieth birthday by "seventy")
    const cardinal = m.number.ordinal ? numberToWords(m.number.value) : undefined;
    const alternatives = cardinal ? [split(story.occasion === 'birthday' ? cardinal : `${cardinal} years`)] : undefined;
    items.push({ kind: 'number', label: m.label, words: split(m.label), alternatives });
  }
  // (what is no keepsake is sung where the story tells it, never forced in: "remember that district cut funding")
  // (nor what someone never missed: "never missed a school play" is no school play to sing of)
  const toldIn = (x: { head: string }) =>
    story.events.filter((e) => e.phrase.toLowerCase().includes(x.head.toLowerCase()));
  for (const t of story.things.filter((x) => {
    const told = toldIn(x);
    return keepsake(x.head) && (told.length === 0 || told.some((e) => !e.negative));
  }))
    items.push({
      kind: 'thing',
      label: t.sung,
      // "from his father" is sung to him as "from your father": whose it is, not which words
      words: [t.head, ...t.qualities.flatMap(split).filter((w) => !/^(his|her|their|my|our|your)$/.test(w))],
    });
  return items;
}

/** A line's words, lower case, without punctuation or "'s" (callers must not change the array). */
export const words = remembered(wordsOf);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** A line's ending as the corpus rule counts it: its last three words. */
export function lineEnding(line: string): string {
  return words(line).slice(-3).join(' ');
}

/** Every run of five words in a row in a line. */
const fiveWordRuns = remembered((text: string) => {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + 5 <= w.length; i++) out.push(w.slice(i, i + 5).join(' '));
  return out;
});

const wordSet = remembered((text: string) => new Set(words(text)));

export function itemSung(item: StoryItem, text: string): boolean {
  const sung = wordSet(text);
  return [item.words, ...(item.alternatives ?? [])].some((ws) => ws.every((w) => sung.has(w)));
}

/** Does the line mention the item at all ("those lanterns" mentions "the lanterns of a night market")? */
function mentions(item: StoryItem, text: string): boolean {
  return item.kind === 'thing' ? words(text).includes(item.words[0]) : itemSung(item, text);
}

// ---- the writer -----------------------------------------------------------------------------------

type Slots = Record<string, string | undefined>;

type Candidate = { text: string; template: string; keys: string[]; covers: number; callback: boolean };

/** (`open`: a line every song may take, not only its share by seed: the few a buyer's wish asks for) */
type BankItem = { keys: string[]; text: string; callback: boolean; open?: boolean };

/** The listener has died: the song remembers them, whatever day it marks ("would have been our 50th"). */
export function mourned(story: Story): boolean {
  if (/\b(late|deceased|departed)\b/i.test(story.recipient.relationship ?? '')) return true;
  const listener = (e: Story['events'][number]) =>
    e.actor.kind === 'recipient' ||
    e.actor.kind === 'recipients' ||
    (e.actor.kind === 'pet' && story.recipient.names.includes(e.actor.name));
  return story.events.some(
    (e) =>
      // ("Walter died two years ago", "Gone now.", "who passed away in May")
      (listener(e) && e.tense === 'past' && tellsDeath(e)) ||
      (listener(e) && /^\s*gone\b|\b(is|was|are) gone\b/i.test(e.told)) ||
      // ("we lost our baby at 14 weeks", "it would have been our 50th anniversary today")
      (e.actor.kind === 'buyer' &&
        e.verb.base === 'lose' &&
        /^(our|my) (baby|son|daughter|little one|boy|girl|angel)\b/.test(e.parts[0]?.sung ?? '')) ||
      /\bwould have (been|turned)\b/i.test(e.told),
  );
}

function occasionKey(story: Story): OccasionKey {
  const name = story.occasionName.toLowerCase();
  // (a song about a place or a thing is sung to it: "I carry you with me, Tromsø")
  if (story.subject) return 'ode';
  if (mourned(story)) return 'memorial';
  // ("I'm going to propose to Linh", "kamal i am so sorry": the song asks the question, or says sorry)
  if (/\b(proposal|propose|marry me)\b/.test(name)) return 'proposal';
  if (/\b(apology|apologies|sorry)\b/.test(name)) return 'apology';
  if (/^welcome home$/.test(name)) return 'homecoming';
  if (/^new job$/.test(name)) return 'newjob';
  if (/^reunion$/.test(name)) return 'reunion';
  // ("Rossi's Bakery turns 50", "company anniversary": a firm's years counted, no launch)
  if (
    story.occasion === 'company' &&
    (/anniversary|birthday/.test(name) ||
      story.events.some(
        (e) =>
          /^(turn|be turning|celebrate|be celebrating)$/.test(e.verb.base) &&
          story.numbers.some((n) => new RegExp(`\\b${n.sung}\\b`).test(e.phrase)),
      ))
  )
    return 'milestone';
  // ("Our book club is turning 10!!": a group's tenth year is no birthday of theirs)
  if (story.occasion === 'birthday' && story.recipient.group) return 'thanks';
  // ("my friend Dimitra's mum died": the song comforts the one who grieves)
  if (
    /memorial|in memory|remembrance|funeral|celebration of life|sympathy|condolence|loss/.test(name) &&
    story.events.some((e) => tellsDeath(e) && e.actor.kind !== 'recipient' && e.actor.kind !== 'recipients')
  )
    return 'sympathy';
  if (/^baby on the way$/.test(name)) return 'expecting';
  if (/^engagement$/.test(name) && story.occasion === 'general') return 'engaged';
  if (/retire/.test(name)) return 'retirement';
  if (/farewell/.test(name)) return 'farewell';
  // (a club's or a group's tenth year is no love song: "Still in love, the Tuesday Readers")
  if (story.occasion === 'anniversary' && (story.recipient.group || /^the\s/i.test(story.recipient.sung)))
    return 'thanks';
  if (story.occasion === 'general' || story.occasion === 'birthday') {
    if (/get well|get-well|feel better|recover/.test(name)) return 'getwell';
    if (/new ?born|new baby|baby|christening|naming|welcome/.test(name)) return 'baby';
    if (/memorial|in memory|remembrance|funeral|celebration of life/.test(name)) return 'memorial';
    if (/mother'?s day|father'?s day|mothering sunday|parents'? day/.test(name)) return 'parents';
  }
  return story.occasion as OccasionKey;
}

/** A stock line's singer in the plural: "I am" -> "we are", "my" -> "our", "me" -> "us" (slots untouched). */
function weForI(template: string): string {
  const swap: Record<string, string> = {
    'I am': 'we are',
    'I was': 'we were',
    "I'm": "we're",
    "I've": "we've",
    "I'll": "we'll",
    "I'd": "we'd",
    I: 'we',
    me: 'us',
    my: 'our',
    mine: 'ours',
    myself: 'ourselves',
  };
  return template.replace(/\b(?:I am|I was|I'm|I've|I'll|I'd|I|me|my|mine|myself)\b(?!')/g, (w) => swap[w] ?? w);
}

function tidy(line: string, voice: Voice): string {
  let out = line
    .replace(/\bI are\b/g, 'I am')
    .replace(/\bI were\b/g, 'I was')
    .replace(/\bI has\b/g, 'I have')
    .replace(/\bmy hearts\b/g, 'my heart')
    .replace(/\bme sings\b/g, 'I sing')
    // ("a one-room apartment", "a university": a vowel sung as "w" or "y" takes "a")
    // ("Sofía Isabel": the "a" a name ends in is no article)
    .replace(/(?<![\p{L}\p{M}'-])([Aa]) (?=[aeiouAEIOU])(?!(one|once|uni|use|usu|eu|ur[aeiou])\w*)/giu, '$1n ')
    // ("he took the couch AND the cat": a small word typed in capitals for stress is sung as any other)
    .replace(/(?<=\p{Ll}\W*\s)(AND|OR|BUT|THE|SO|NOT|NEVER|ALL|EVERY|VERY|REALLY|ALWAYS|ONLY|JUST|EVEN|TOO)\b/gu, (w) =>
      w.toLowerCase(),
    )
    .replace(/\s+,/g, ',')
    .replace(/,\s*,/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
  if (voice.we === 'I') out = out.replace(/\bwe all\b/g, 'we');
  return capitalise(out);
}

class Writer {
  readonly voice: Voice;
  readonly w: OccasionWriting;
  /** the occasion the song is written for (its hooks, closers and what is true of it) */
  readonly occasion: OccasionKey;
  readonly usedTemplates = new Set<string>();
  readonly usedEnds = new Set<string>();
  readonly items: StoryItem[];
  readonly storyGrams: Set<string>;
  sung = '';

  constructor(
    readonly story: Story,
    readonly lex: Lexicon,
    readonly rng: Rng,
    readonly fit: LineFit,
    readonly sad: boolean,
    readonly prompt: string,
    readonly seed: string,
    readonly avoid: ReadonlySet<string> = new Set(),
  ) {
    this.voice = voiceOf(story);
    this.occasion = occasionKey(story);
    this.items = storyItems(story);
    this.storyGrams = grams(prompt, story);
    this.context = contextOf(story);
    // (a friend moving away, a husband deploying: a goodbye with love, not an office's thanks)
    const own0 = WRITING[this.occasion];
    // (the singer is the one who goes: no "Farewell and good luck" to those who stay)
    // (and a love of a year or two is never "All These Years")
    const wrong =
      this.occasion === 'farewell' && this.context.has('leaving')
        ? /\b(good luck|go well)\b/i
        : this.fewYears
          ? milestone(story)
            ? /\ball these years\b/i
            : /\b(all these years|\{years\})/i
          : undefined;
    const own = wrong
      ? {
          ...own0,
          hooks: own0.hooks.filter((h) => !wrong.test(h)),
          spare: own0.spare.filter((h) => !wrong.test(h)),
          titles: own0.titles.filter((h) => !wrong.test(h)),
        }
      : own0;
    const written =
      this.occasion === 'farewell' && !this.context.has('work')
        ? { ...own, chorus: ['farewell', 'love'] as Theme[], verse: ['react', 'farewell', 'love'] as Theme[] }
        : own;
    // ("make it funny!!": a wink among the lines, never in a song of loss, an apology or a comfort)
    this.w =
      story.wishes?.funny && !/^(memorial|apology|sympathy)$/.test(this.occasion) && !mourned(story)
        ? {
            ...written,
            chorus: [written.chorus[0], 'funny'],
            verse: ['react', 'funny', ...written.verse.filter((t) => t !== 'react' && t !== 'meaning')],
            bridge: ['funny', 'hope'],
          }
        : // ("keep it short and angry": a break-up sung with its door slammed)
          // (and one sung head high after being cheated on: "I sleep better now that you are gone")
          (story.wishes?.angry || story.wishes?.strong) && this.occasion === 'breakup'
          ? { ...written, chorus: ['angry', 'sad'], verse: ['angry', 'sad'], bridge: ['angry', 'sad'] }
          : written;
  }

  private readonly wordSyl = new Map<string, number>();

  syllables(text: string): number {
    let n = 0;
    for (const w of text.split(/\s+/)) {
      if (!/[\p{L}\p{N}]/u.test(w)) continue;
      let c = this.wordSyl.get(w);
      if (c === undefined) {
        c = Math.max(1, this.lex.pronounce(w).syllables.length);
        this.wordSyl.set(w, c);
      }
      n += c;
    }
    return n;
  }

  stresses(text: string): Stress[] {
    return text
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w))
      .flatMap((w) => this.lex.pronounce(w).syllables.map((s) => s.stress));
  }

  uncovered(): StoryItem[] {
    return this.items.filter((i) => !itemSung(i, this.sung));
  }

  readonly sungLines = new Set<string>();

  note(lines: string[]): void {
    this.sung += `\n${lines.join('\n')}`;
    for (const l of lines) this.sungLines.add(l.toLowerCase());
    for (const l of lines) for (const g of fiveWordRuns(l)) this.sungGrams.add(g);
    for (const l of lines) this.usedEnds.add(lastWord(l));
  }

  /** Does the line repeat five words in a row of a line this song already has? */
  echoes(line: string): boolean {
    for (const g of fiveWordRuns(line)) if (this.sungGrams.has(g)) return true;
    return false;
  }

  private readonly sungGrams = new Set<string>();

  /** Never more than five words in a row as the buyer wrote them. */
  pasted(line: string): boolean {
    const w = words(line);
    for (let i = 0; i + 6 <= w.length; i++) if (this.storyGrams.has(w.slice(i, i + 6).join(' '))) return true;
    return false;
  }

  slots(): Slots {
    const s = this.story;
    const we = this.voice.we === 'we';
    const open = this.uncovered();
    // (a hospital is sung where the story puts it, never dreamt of or toasted; nor is what is still going on or still
    // to come remembered: a place they are moving to, a shop they open today)
    const current = this.current();
    // ("the night nurse on ward 7 at St Luke's": a place told with a hard time is no fond memory either)
    const gentle = (name: string) =>
      !SOMBRE.test(name) &&
      !current.some((c) => c.includes(name.toLowerCase())) &&
      !this.prompt
        .split(/(?<=[.!?])\s+/)
        .some((sentence) => sentence.includes(name) && (SOMBRE.test(sentence) || HARD.test(sentence)));
    // (a place sung twice already is not called back a third time)
    // (and only a place they spent time in is called back as a memory: never "all the way from Lisbon" for where
    // Bart is going)
    const place =
      open.find((i) => i.kind === 'place' && gentle(i.label) && this.livedIn(i.label))?.label ??
      this.items.find((i) => i.kind === 'place' && gentle(i.label) && this.livedIn(i.label) && this.timesSung(i) < 2)
        ?.label;
    // (a pet the song is sung to is "you", never called back as if elsewhere)
    const listener = (n: string) => s.recipient.names.includes(n);
    // (nor one that has died: "I still laugh about Gaston these days" of the parrot she outlived)
    const gone = (n: string) =>
      diedIn(s, n) ||
      s.events.some(
        (e) => /^(outlive|have outlived|bury|have buried|lose|have lost)$/.test(e.verb.base) && e.phrase.includes(n),
      );
    const pet =
      open.find((i) => i.kind === 'pet' && !listener(i.label) && !gone(i.label))?.label ??
      s.pets.map((p) => p.name).find((n) => !listener(n) && !gone(n));
    const mods = this.modifiers();
    const objs = this.objects();
    // ("died two years ago": a time since, no years spent together)
    const yearsN = s.numbers.find(
      (n) =>
        !n.ordinal &&
        /^years?$/.test(n.unit ?? '') &&
        !s.events.some((e) => new RegExp(`\\b${n.sung} years? ago\\b`, 'i').test(e.phrase)),
    );
    const anniversary = s.numbers.find((n) => n.ordinal && /anniversary/.test(n.unit ?? ''));
    const years = yearsN
      ? // ("anniversary 1 year": one year, never "one years")
        `${yearsN.sung} ${yearsN.value === 1 ? 'year' : 'years'}`
      : anniversary
        ? // ("1st anniversary": one year, never "one years")
          `${numberToWords(anniversary.value)} ${anniversary.value === 1 ? 'year' : 'years'}`
        : // ("Rossi's Bakery turns 50": the years a firm counts)
          this.occasion === 'milestone'
          ? s.numbers
              .filter((n) => !n.unit && n.value > 1 && n.value <= 300)
              .map((n) => `${n.ordinal ? numberToWords(n.value) : n.sung} years`)[0]
          : undefined;
    const first =
      s.recipient.names.length === 1 &&
      !/^(mum|mom|dad|grandma|grandpa|grandfather|grandmother)$/i.test(s.recipient.names[0])
        ? s.recipient.names[0]
        : s.recipient.names.length === 2
          ? s.recipient.names[open.length % 2]
          : undefined;
    // (never the buyer, nor someone the story says has died: "Lola sings along with us")
    const signers = words(s.from ?? '');
    // (and only one of the family or a friend "would say so": never a teacher told of, a singer loved, a scooter)
    const others = s.people
      .filter(
        (p) =>
          p.role !== 'recipient' &&
          !words(p.name).every((w) => signers.includes(w)) &&
          !diedIn(s, p.name) &&
          inCircle(p),
      )
      .map((p) => p.name);
    const other = open.find((i) => i.kind === 'person' && others.includes(i.label))?.label ?? others[0];
    // (a thing of a hard time, "chemo", is sung where the story tells it, never called back with a smile)
    // (nor what someone never did: "never missed a house call" is no house call to remember)
    const never = s.events.filter((e) => e.negative).map((e) => e.phrase.toLowerCase());
    const things = s.things.filter(
      (t) =>
        !SOMBRE.test(t.sung) &&
        !current.some((c) => c.includes(t.head.toLowerCase())) &&
        !never.some((c) => c.includes(t.head.toLowerCase())) &&
        keepsake(t.head) &&
        // (a thing called back is one the story tells of, back then: "that red bicycle", never "that first job")
        s.events.some(
          (e) => e.tense === 'past' && !e.negative && !e.sad && e.phrase.toLowerCase().includes(t.head.toLowerCase()),
        ),
    );
    const thingHeads = things.map((t) => t.head).filter((h) => !/s$/.test(h));
    // the age a birthday turns, as an ordinal ("seventieth") and as a number ("seventy")
    const turns = s.occasion === 'birthday' ? milestone(s) : undefined;
    // (a count of years is no age)
    const ageN = turns && turns.label === turns.number.sung ? turns.number : undefined;
    const ordinal =
      s.numbers.find((n) => n.ordinal && /birthday/.test(n.unit ?? ''))?.sung ??
      (ageN?.ordinal ? ageN.sung : undefined);
    const age = ageN ? (ageN.ordinal ? numberToWords(ageN.value) : ageN.sung) : undefined;
    return {
      you: this.voice.you,
      your: 'your',
      yours: 'yours',
      "you'll": "you'll",
      we: this.voice.we,
      us: we ? 'us' : 'me',
      our: we ? 'our' : 'my',
      ours: we ? 'ours' : 'mine',
      "we've": we ? "we've" : "I've",
      // (an ex the story never names is called nothing: never "I let you go, my friend")
      name: this.story.occasion === 'breakup' && !this.story.recipient.sung ? undefined : this.callName(),
      // the listener's name as the buyer gave it, for a line that calls them by it; never a stand-in
      vname: /^\p{Lu}/u.test(s.recipient.sung) ? s.recipient.sung : undefined,
      name1: first,
      name1s: first ? possessiveOf(first) : undefined,
      other,
      others: other ? possessiveOf(other) : undefined,
      pets: pet ? possessiveOf(pet) : undefined,
      thing: thingHeads[0],
      thing2: thingHeads[1],
      that: thatOf(this.yours(things[0]?.sung), things[0]?.head),
      // a thing called back in a short line: "that red bicycle", or "that ticket" for a long one
      thatS: shortThat(things[0]),
      thatS2: shortThat(things[1]),
      mod: mods[0],
      mod2: mods[1],
      obj: objs[0],
      obj2: objs[1],
      that2: thatOf(this.yours(things[1]?.sung), things[1]?.head),
      // (a year called back is one something happened in: never "I still think of twenty twenty-five" for what is coming)
      year: s.times.find(
        (t) =>
          /^(nineteen|twenty|two thousand)/.test(t.sung) &&
          s.events.some((e) => e.tense === 'past' && !e.sad && e.phrase.includes(t.sung)),
      )?.sung,
      place,
      pet,
      years,
      ordinal,
      age,
      // the occasion as the buyer named it, in title case ("Mother's Day")
      Occasion: s.occasionName.replace(/(^|\s)(\p{Ll})/gu, (_m, sp: string, c: string) => sp + c.toUpperCase()),
      occasion:
        s.occasion === 'holiday'
          ? s.occasionName.replace(/(^|\s)(\p{Ll})/gu, (_m, sp: string, c: string) => sp + c.toUpperCase())
          : /\s/.test(s.occasionName)
            ? undefined
            : s.occasionName,
    };
  }

  /** What the story tells as going on now or still to come, lower case ("is moving to oslo", "launches pebble"). */
  private current(): string[] {
    return (this.now ??= this.story.events
      .filter(
        (e) =>
          e.tense === 'present' ||
          /\b(just|new|today|tomorrow|next|soon|moving|launch\w*|opening|starting|bought|buying)\b/i.test(e.told),
      )
      .map((e) => e.phrase.toLowerCase()));
  }

  private now?: string[];

  private objs?: string[];

  /** What the story's people did things with, to call back: "those old motorbikes", "chemistry", "your PhD". */
  objects(): string[] {
    if (this.objs) return this.objs;
    const things = new Set(this.story.things.map((t) => t.head.toLowerCase()));
    const out: string[] = [];
    for (const ev of this.story.events) {
      const part = ev.parts.find((p) => p.kind === 'object');
      if (!part || ev.sad || HARD.test(ev.told) || this.current().includes(ev.phrase.toLowerCase())) continue;
      // (only what happened back then is remembered: never "that cats" of "loves cats", "that nursing license" she
      // just got, "that league" they won this season)
      if (
        ev.tense !== 'past' ||
        /\b(just|finally|recently|this (week|month|season|year)|today|yesterday)\b/i.test(ev.told)
      )
        continue;
      // (a place is called back as a place, where they spent time, never "that London")
      if (this.story.places.some((p) => part.sung.toLowerCase().includes(p.name.toLowerCase()))) continue;
      // (what someone never did is nothing to remember: "never once forgot a birthday")
      if (ev.negative) continue;
      // (the listener is "you", never a thing to call back: "we lost Biscotti")
      if (this.story.recipient.names.some((n) => part.sung.includes(n))) continue;
      // what someone is or has, or the instrument they play, is no keepsake ("that funniest man", "bass")
      if (/^(be|have|play)$/.test(ev.verb.base)) continue;
      // what it is, without when and where it happened: "cinnamon buns every Friday" -> "cinnamon buns"
      let np = part.sung.split(
        /\s+(?:every|each|this|that|last|next|before|after|over|under|in|on|at|for|with|from|to)\s+/i,
      )[0];
      const w = np.split(/\s+/);
      if (w.length > 4 || w.length === 0) continue;
      const terms = nlp(np).terms().json() as { terms: { tags: string[] }[] }[];
      const last = terms[terms.length - 1]?.terms[0]?.tags ?? [];
      if (!last.includes('Noun') || last.some((t) => /^(Pronoun|Value|Date|Duration|Month|WeekDay|Time)$/.test(t)))
        continue;
      if (/^(to|me|us|you|him|her|them|it|all|every|each|night|nights|day|days)$/i.test(w[0]) && w.length === 1)
        continue;
      if (/^(to|me|us|him|them|it)$/i.test(w[0]) || things.has(w[w.length - 1].toLowerCase())) continue;
      if (!keepsake(w[w.length - 1])) continue;
      // ("the whole way through", "the rest": a way of saying how is no keepsake either)
      if (
        /^(way|time|times|thing|things|lot|bit|whole|rest|day|days|night|nights|one|ones|here|there|home|everything|everyone|something|anything|nothing)$/i.test(
          w[w.length - 1],
        )
      )
        continue;
      // ("both tents", "two laptops": a count is no keepsake to call back, never "those both tents")
      if (/^(both|all|half|some|many|few|several|two|three|four|five|six|seven|eight|nine|ten|\d+)$/i.test(w[0]))
        continue;
      // "over scales": what a preposition starts is no thing to call back
      if (/^(over|under|in|on|at|for|with|from|about|after|before|through|into|by|of|around)$/i.test(w[0])) continue;
      // a possessive or an article alone is no thing ("our" of "our under-12 team every Saturday")
      if (/^(my|our|your|his|her|their|the|a|an|this|that|those|these)$/i.test(w[w.length - 1])) continue;
      const plural = /[^su]s$/i.test(w[w.length - 1]);
      if (/^(the|a|an)$/i.test(w[0])) np = `${plural ? 'those' : 'that'} ${w.slice(1).join(' ')}`;
      else if (/^(his|her|their)$/i.test(w[0])) np = this.yours(np) ?? np;
      // "my hand" is the singer's own, nothing to call back; "every kid's name" is no one thing
      else if (/^(my|our|every|each|all)$/i.test(w[0])) continue;
      else if (plural && !/^\p{Lu}/u.test(w[0])) np = `those ${np}`;
      // ("lost wallet": a thing told bare is called back as that one, never "I still think of wallet")
      else if (!/^\p{Lu}/u.test(w[0]) && !/ing$/.test(w[0])) np = `that ${np}`;
      if (/\b(his|her|their)\b/i.test(np)) continue;
      if (!out.includes(np)) out.push(np);
    }
    this.objs = out;
    return out;
  }

  /** Story words that can name a stretch of time: places and pastimes ("those Galway years", "those surfing days"). */
  /**
   * ("those Lagos days", "we still talk about Lagos"): a place the story says they lived, met, worked or spent time
   * in, back then; never where a stranger found a wallet, where someone is moving to, or anywhere a newborn has been.
   */
  livedIn(name: string, spent = false): boolean {
    return (
      !this.baby &&
      this.story.events.some(
        (e) =>
          e.tense === 'past' &&
          !e.sad &&
          (e.actor.kind === 'buyer' ||
            e.actor.kind === 'recipient' ||
            e.actor.kind === 'recipients' ||
            (e.actor.kind === 'other' && /^we$/i.test(e.actor.told))) &&
          LIVED.test(e.verb.base) &&
          // ("those Bristol years" only where they spent them: never for where they met or married)
          (!spent || !/^(meet|marry|get married|be|go|move|start|open)\b/.test(e.verb.base)) &&
          // ("moved to Melbourne": where someone went is no place they spent those days, yet)
          e.parts.some((p) => p.sung.includes(name) && !new RegExp(`\\bto ${name}`).test(p.sung)),
      )
    );
  }

  /** A place someone is going to: "moving to Toronto", "deploying to Kuwait", "off to Lagos". */
  headedTo(name: string): boolean {
    return this.story.events.some(
      (e) =>
        /^(move|go|head|deploy|fly|leave|return|relocate|emigrate|be off|be moving|be going|be heading|be deploying|be leaving)$/.test(
          e.verb.base,
        ) && new RegExp(`\\bto ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(e.phrase),
    );
  }

  modifiers(): string[] {
    const lived = (name: string) => this.livedIn(name, true);
    const out = this.story.places
      .map((p) => p.name.replace(/^the /, ''))
      .filter(
        (n) =>
          n.split(/\s+/).length <= 2 &&
          !SOMBRE.test(n) &&
          lived(n) &&
          !this.current().some((c) => c.includes(n.toLowerCase())),
      );
    for (const o of this.objects())
      // (a pastime: "those surfing days", never "those eighty people days")
      if (/^[\p{Ll}-]+( [\p{Ll}-]+)?$/u.test(o) && /ing$/.test(o) && !/^(that|those|this|these|your|my|our)\b/.test(o))
        out.push(o);
    return out;
  }

  /** A thing of the story as sung back to the listener: "that pocket watch from your father". */
  calledBack(thing: string): string {
    // ("the lanterns of a night market": by the noun before what describes it, "those lanterns of a night market")
    const own = this.yours(thing)!;
    return /^the /.test(own) ? thatOf(own)! : own;
  }

  /** A thing of the listener's told about them ("from his father"), sung to them: "from your father". */
  yours(text: string | undefined): string | undefined {
    if (!text || this.voice.about) return text;
    const s = this.story;
    const others = s.people.filter((p) => p.role !== 'recipient');
    if (s.recipient.couple || s.recipient.group) return text.replace(/\btheir\b/gi, 'your');
    const he = /\b(he|him|his)\b/i.test(this.prompt);
    const she = /\b(she|her|hers)\b/i.test(this.prompt);
    const g =
      s.people.find((p) => p.role === 'recipient')?.gender ?? (he && !she ? 'male' : she && !he ? 'female' : undefined);
    const word = g === 'male' ? 'his' : g === 'female' ? 'her' : undefined;
    // only when nobody else in the story could own it
    if (!word || others.some((p) => p.gender === g || !p.gender)) return text;
    return text.replace(new RegExp(`\\b${word}\\b`, 'gi'), 'your');
  }

  callName(): string {
    const s = this.story;
    if (s.recipient.sung) return s.recipient.sung;
    // (news told to the family and friends: everyone who hears it)
    if (this.occasion === 'expecting' || this.occasion === 'engaged') return 'everyone';
    // a group with no names: the group as the buyer called it ("sales team"), never the occasion
    const group = (s.recipient.relationship ?? '').replace(/^(my|our|the)\s+/i, '');
    // (a launch by a team the song is for is the team's: never one of its members named as if the firm)
    if (s.occasion === 'company' && !s.recipient.group) return s.places[0]?.name ?? s.people[0]?.name ?? 'everyone';
    if (s.recipient.group) {
      // ("Thank you all, my friends": one singer's friends are "my" friends)
      const own = /^my\s/i.test(s.recipient.relationship ?? '') || !s.singer.plural ? 'my' : 'our';
      // ("Thank you all, dear nurses": people thanked for what they do are no one's own)
      // ("the NICU nurses": dear nurses)
      const role = group.split(/\s+/).pop() ?? '';
      if (
        /^(nurses|doctors|teachers|volunteers|firefighters|carers|caregivers|midwives|paramedics|lifeguards|drivers|officers|vets)$/i.test(
          role,
        )
      )
        return `dear ${role.toLowerCase()}`;
      // a family by its name is "Rosenbergs"; a group with a name of its own is called by it ("Ravens")
      const family = /^(\p{Lu}[\p{L}'-]+) family$/u.exec(group);
      if (family) return /(s|x|z|ch|sh)$/.test(family[1]) ? `${family[1]}es` : `${family[1]}s`;
      const named = group.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
      // ("the Northside Night Shift": a name of three words is called in full)
      if (named.length > 0 && named.length <= 3) return named.join(' ');
      if (group && !/\s.*\s/.test(group)) return `${own} ${group}`;
      const last = group.split(/\s+/).pop();
      return last ? `${own} ${last}` : 'everyone';
    }
    // ("our parents 25th anniversary", "for my grandparents": called as children call them, never "my love")
    const pair = (s.recipient.relationship ?? '').toLowerCase().split(/\s+/).pop() ?? '';
    if (/^(parents|grandparents)$/.test(pair)) {
      const mom = /\b(mom|mommy|momma)\b/i.test(this.prompt);
      return pair === 'parents' ? `${mom ? 'Mom' : 'Mum'} and Dad` : 'Grandma and Grandpa';
    }
    // (one admired from afar, whose name the singer never learnt, is a stranger: "Hey there, stranger", never "my love")
    if (s.occasion === 'admirer' && !s.recipient.relationship) return 'stranger';
    if (s.occasion === 'wedding' || s.occasion === 'anniversary' || s.occasion === 'admirer') return 'my love';
    // (what the buyer is to them, when the story names no one: a husband is no "friend", a daughter is "my girl")
    const rel = (s.recipient.relationship ?? '').toLowerCase().split(/\s+/).pop() ?? '';
    if (/^(husband|wife|partner|girlfriend|boyfriend|fianc[eé]e?|spouse|hubby|wifey|bf|gf|love)$/.test(rel))
      return 'my love';
    if (/^(daughter|granddaughter|stepdaughter)$/.test(rel)) return 'my girl';
    if (/^(son|grandson|stepson)$/.test(rel)) return 'my boy';
    return 'my friend';
  }

  fill(template: string, slots: Slots = this.slots()): string | undefined {
    let missing = false;
    // (a song sung by several sings "we" throughout: never "We remember you" and then "I love your little ways")
    const voiced = this.voice.we === 'we' ? weForI(template) : template;
    const text = voiced.replace(/\{([\w']+)\}/g, (_m, key: string) => {
      const v = slots[key];
      if (v === undefined) missing = true;
      return v ?? '';
    });
    return missing ? undefined : tidy(text, this.voice);
  }

  /** What is true of this song, for the bank's tags: one listener or two or a group; I or we; family, partner, friend, work. */
  readonly context: Set<string>;

  private readonly themeCache = new Map<string, BankItem[]>();

  /** while the chorus is written: it carries the name and the occasion, not the story's places */
  inChorus = false;
  /** While a finished section is mended: the lines sung before the one being replaced, lower case. */
  earlier?: string[];

  /** the section being written, and how many of its lines may call back the story or the listener's name */
  private section = { key: '', callbacks: 2, names: 1 };
  private readonly sectionUse = new Map<string, { callbacks: number; names: number }>();

  /** Lines written next belong to this section: a few of its lines call back the story, the rest say something else. */
  inSection(key: string, lines: number): void {
    this.section = { key, callbacks: Math.max(2, Math.ceil(lines / 3)), names: Math.max(1, Math.floor(lines / 4)) };
  }

  /** a line chosen but not yet written (a couplet's first line while its answer is found) */
  private pending?: Candidate;

  /** This section's counts and the song's names, with the pending line. */
  private counted() {
    const here = this.sectionCount();
    const p = this.pending;
    const named = p !== undefined && namesListener(p);
    return {
      callbacks: here.callbacks + (p?.callback ? 1 : 0),
      names: here.names + (named ? 1 : 0),
      vname: (this.slotUse.get('vname') ?? 0) + (named ? 1 : 0),
    };
  }

  /** Would these lines, written together, stay within the song's and the section's caps? */
  private capsAllow(lines: Candidate[]): boolean {
    const here = this.counted();
    const named = lines.filter(namesListener);
    const calls = lines.filter((c) => c.callback);
    return (
      here.vname + named.length <= 3 &&
      here.names + named.length <= this.section.names &&
      here.callbacks + calls.length <= this.section.callbacks + (this.relaxed ? 1 : 0)
    );
  }

  private relaxed = false;

  private withRelaxed<T>(f: () => T): T {
    this.relaxed = true;
    try {
      return f();
    } finally {
      this.relaxed = false;
    }
  }

  private sectionCount() {
    let c = this.sectionUse.get(this.section.key);
    if (!c) {
      c = { callbacks: 0, names: 0 };
      this.sectionUse.set(this.section.key, c);
    }
    return c;
  }

  /** The bank's lines for these themes that are true of this song, every variant. */
  themes(list: Theme[]): BankItem[] {
    // love lines are for family, partners and friends: a boss, an office or a stranger hears thanks and pride (or
    // an admirer's own lines) instead
    // (a couple sung to by a guest the story gives no tie to: "I love you two beyond measure", "You are my anchor" are
    // not a guest's; their love is sung instead)
    const guest = this.story.recipient.couple && !this.context.has('partner') && !this.close();
    const warm =
      (this.close() && !guest) ||
      !(
        guest ||
        this.context.has('work') ||
        this.context.has('acquaintance') ||
        this.story.occasion === 'admirer' ||
        // (a thank-you to someone the story gives no relation: the nurse who sat with Dad is thanked, not held close)
        this.occasion === 'thanks' ||
        // (a retirement or a leaving do for someone the story gives no tie to: "I love you on your way out" is not the
        // office's)
        ['retirement', 'farewell'].includes(this.occasion)
      );
    const fitting = warm
      ? list
      : [
          ...new Set(
            list.flatMap((t): Theme[] =>
              t !== 'love'
                ? [t]
                : guest
                  ? this.story.occasion === 'wedding'
                    ? ['wedding', 'hope']
                    : this.story.occasion === 'anniversary'
                      ? ['anniversary', 'hope']
                      : ['pride', 'hope']
                  : this.story.occasion === 'admirer'
                    ? ['admirer']
                    : // (the old class together again is glad of it, not thanking anyone)
                      this.occasion === 'reunion'
                      ? ['reunion']
                      : ['thanks', 'pride'],
            ),
          ),
        ];
    // someone remembered has no future to wish for and no hard time to come through
    const remembered: Theme[] = this.memorial
      ? [...new Set(fitting.map((t): Theme => (t === 'hope' || t === 'care' || t === 'sad' ? 'memorial' : t)))]
      : fitting;
    const base: Theme[] =
      remembered.includes('sad') || !this.sad || this.memorial ? [...remembered] : [...remembered, 'sad'];
    // the chorus carries the name and the occasion; the story's places and pets are called back in verses
    // (and a hard thing is answered with care, not with a fond memory)
    const all: Theme[] =
      this.inChorus || this.story.occasion === 'breakup' || base.includes('care') ? base : [...base, 'callback'];
    const key = all.join('+');
    let out = this.themeCache.get(key);
    if (!out) {
      out = [];
      const occ = OCCASION_CLOSERS[this.occasion] ?? OCCASION_CLOSERS.general;
      for (const t of all) {
        for (const line of bankLines(t)) {
          if (!line.tags.every((any) => any.some((tag) => this.context.has(tag)))) continue;
          if (this.memorial && MEMORIAL_WRONG.test(line.base)) continue;
          for (const v of line.variants) {
            // ("and here's to (brighter|sunny) days": each way of writing a line is read for what it says)
            if (this.memorial && MEMORIAL_WRONG.test(v)) continue;
            // ("We love you more every week": how often is said of what comes round, a love grows by the day)
            if (/\b(every|each|all) (week|hour|season|evening|weekend)\b/.test(v)) continue;
            out.push({
              keys: [line.base, startKey(v), ...familyKeys(v)],
              text: v,
              callback: t === 'callback',
              open: t === 'funny',
            });
          }
        }
        for (const clause of CLAUSES[t] ?? []) {
          if (this.memorial && MEMORIAL_WRONG.test(clause.text)) continue;
          // "you are home to me", "I hold you close": not for a boss, an office or a stranger
          if (!warm && /\b(home to|love|adore|cherish|need|hold|lucky to have|here for)\b/.test(clause.text)) continue;
          for (const kind of clause.takes) {
            // "I love you, Brenda, for good" is for family, partners and friends, not a colleague
            if (kind === 'named' && /\b(love|adore|cherish|need)\b/.test(clause.text) && !this.close()) continue;
            // closers that carry the story's words (its names, places, things) are every song's own
            const closers =
              kind === 'occ'
                ? this.context.has('leaving') && this.occasion === 'farewell'
                  ? (OCCASION_CLOSERS.general ?? [])
                  : occ
                : kind === 'short' || kind === 'shortTime' || kind === 'named' || kind === 'toast'
                  ? CLOSERS[kind]
                  : CLOSERS[kind].filter((c) => this.ownsCloser(c));
            for (const closer of closers) {
              // ("You always cared every week", "We are proud of you each night", "It all comes back to you all evening
              // long": how often is said of what comes round, a feeling holds every day)
              if (
                kind !== 'occ' &&
                /\b(every|each|all) (week|hour|season|evening|summer|winter|weekend)\b/.test(closer)
              )
                continue;
              // ("You stood tall every night": only what comes back night after night, a memory told or a love felt)
              if (
                kind !== 'occ' &&
                /\b(every|each|all) (night|morning|time)\b/.test(closer) &&
                (!/\b(remember|think|tell|talk|laugh|smile|picture|play it back|grin|miss|love|adore|hold)\b/.test(
                  clause.text,
                ) ||
                  /\b(always|never|proud|grateful|glad|lucky)\b/.test(clause.text))
              )
                continue;
              // "you stood tall as you cross that stage": a clause in the past takes no closer in the present
              if (
                /^you (\w+ed|stood|made|gave|showed|had|were|took|kept|never gave)\b/.test(clause.text) &&
                /^as /.test(closer)
              )
                continue;
              out.push({
                keys: [
                  `clause:${clause.text}`,
                  `closer:${closer}`,
                  startKey(clause.text),
                  ...familyKeys(`${clause.text} ${closer}`),
                ],
                text: `${clause.text} ${closer}`,
                callback: t === 'callback',
              });
            }
          }
        }
      }
      this.themeCache.set(key, out);
    }
    return out;
  }

  /** A friend, and no family or partner: loved, but not as a partner is. */
  private friendOnly(): boolean {
    return this.context.has('friend') && !this.context.has('family') && !this.context.has('partner');
  }

  /** The singer's child or grandchild, a niece or a nephew (or a newborn): the singer guides them, not they the singer. */
  private youngerKin(): boolean {
    this.youngerKinCache ??= this.isYoungerKin();
    return this.youngerKinCache;
  }

  private youngerKinCache?: boolean;

  private isYoungerKin(): boolean {
    const rel = `${this.story.recipient.relationship ?? ''} ${this.story.people
      .filter((p) => p.role === 'recipient')
      .map((p) => p.relation ?? '')
      .join(' ')}`;
    return (
      this.baby ||
      /\b(son|sons|daughters?|kids?|children|child|grand(son|daughter|kids?|children|child)s?|nieces?|nephews?|baby)\b|\b(little|baby|younger|kid|lil) (brother|sister|bro|sis)\b/i.test(
        rel,
      )
    );
  }

  /** Family, a partner or a friend: someone a song may tell "I love you" by name. */
  private close(): boolean {
    return ['family', 'partner', 'friend'].some((t) => this.context.has(t));
  }

  /** A song may close lines with about a third of the typed closers (by seed): songs reach for different words. */
  private ownsCloser(closer: string): boolean {
    let h = 2166136261;
    for (const ch of `${this.seed}|closer|${closer}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return (h >>> 0) % STOCK_SHARE === 0;
  }

  /** This song's own liking for a line's ending (0..1, by seed): songs prefer different endings. */
  private pref(text: string): number {
    const ending = text.toLowerCase().split(/\s+/).slice(-3).join(' ');
    let h = 2166136261;
    for (const ch of `${this.seed}|${ending}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return (h >>> 0) / 4294967296;
  }

  private filled = new Map<string, { text: string | undefined; syl: number }>();
  private filledFor = '';

  /** A written whole line is open to about half of songs (by seed), so songs do not all reach for the same one. */
  private openLine(keys: string[], text: string): boolean {
    if (keys.length !== 2) return true;
    let open = this.opened.get(text);
    if (open === undefined) {
      open = this.openEnding(text);
      this.opened.set(text, open);
    }
    return open;
  }

  private readonly opened = new Map<string, boolean>();

  private openEnding(text: string): boolean {
    // (by the way it ends, not by the written line: a line written many ways is open to every song in one of them)
    const ending = text.toLowerCase().split(/\s+/).slice(-3).join(' ');
    let h = 2166136261;
    for (const ch of `${this.seed}|open|${ending}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return (h >>> 0) % STOCK_SHARE === 0;
  }

  /** Does the line end as two earlier songs already do (the shop's ending register)? */
  sold(line: string): boolean {
    return this.avoid.size > 0 && this.avoid.has(lineEnding(line));
  }

  /** Ways of singing something, those that end no line as two earlier songs do first (in their own order). */
  soldLast(options: string[][]): string[][] {
    if (this.avoid.size === 0) return options;
    const sold = (o: string[]) => o.some((l) => this.sold(l));
    return [...options.filter((o) => !sold(o)), ...options.filter(sold)];
  }

  candidates(themes: Theme[], gated = true): Candidate[] {
    const slots = this.slots();
    const key = JSON.stringify(slots);
    if (key !== this.filledFor) {
      this.filled = new Map();
      this.filledFor = key;
    }
    const open = this.uncovered();
    const out: Candidate[] = [];
    /** a callback slot whose thing was already sung, worked out once a call */
    const sungSlots = new Map<string, boolean>();
    for (const line of this.themes(themes)) {
      if (line.keys.some((k) => this.usedTemplates.has(k))) continue;
      if (gated && !line.callback && !line.open && !this.openLine(line.keys, line.text)) continue;
      // a place, a thing or a pet is called back twice at most (the listener's name three times)
      if (line.callback && (this.slotUse.get(slotOf(line.text)) ?? 0) >= this.callbackLimit(slotOf(line.text)))
        continue;
      // ("We still talk about those tomatoes too" before the tomatoes are sung, "We still remember twenty twenty-one"
      // in the chorus: a story's thing or year is called back only once its own line was sung, never in the chorus)
      const called = line.callback ? /\{(obj2?|thatS2?|that2?|year|thing2?)\}/.exec(line.text)?.[1] : undefined;
      if (called) {
        if (this.inChorus) continue;
        let sung = sungSlots.get(called);
        if (sung === undefined) {
          const head = slots[called]?.split(/\s+/).pop()?.toLowerCase();
          const before = head ? new RegExp(`\\b${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : undefined;
          sung = !before || [...(this.earlier ?? this.sungLines)].some((l) => before.test(l));
          sungSlots.set(called, sung);
        }
        if (!sung) continue;
        if (this.onlyWhere(slots[called])) continue;
      }
      // ("She was born in Bergen", sung by her grandchildren: no "We still dream of Bergen"; a place is the singer's
      // to remember only where the story puts the singer)
      if (
        line.callback &&
        /\{place\}/.test(line.text) &&
        /\b(talk|think|thoughts|dream|see|part of|hearts?|goes back)\b/.test(line.text) &&
        !this.singerWasAt(slots.place)
      )
        continue;
      // (what the song's story and listener rule out, whatever has been sung so far)
      if (!this.fits(line)) continue;
      const here = this.counted();
      // a section may take one more callback when nothing else rhymes (rather than a stock line)
      const more = this.relaxed ? 1 : 0;
      if (line.callback && here.callbacks >= this.section.callbacks + more) continue;
      if (namesListener({ template: line.text, callback: line.callback }) && here.names >= this.section.names) continue;
      // the listener called by name now and then: three lines at most, one of them in the chorus
      if (line.text.includes('{vname}') && (here.vname >= 3 || (this.inChorus && (here.vname >= 1 || this.hookNames))))
        continue;
      let f = this.filled.get(line.text);
      if (!f) {
        const t = this.fill(line.text, slots);
        f = { text: t, syl: t ? this.syllables(t) : 0 };
        this.filled.set(line.text, f);
      }
      const text = f.text;
      if (!text || this.sungLines.has(text.toLowerCase())) continue;
      // an ending two earlier songs already have is left to the fallback (the shop's ending register)
      if (this.sold(text)) continue;
      // a place or a thing already sung twice is not called back a third time ("Lake Bled" four times in a verse)
      if (
        line.callback &&
        this.items.some(
          (i) => mentions(i, text) && this.timesSung(i) >= 2 && !this.story.recipient.names.includes(i.label),
        )
      )
        continue;
      // five words in a row already sung in this song make it the same line again ("you are home to me")
      if (this.echoes(text)) continue;
      const n = f.syl;
      // a line that calls back the story's words may run a syllable over the phrase
      if (n > this.fit.max + (line.callback ? 1 : 0) || n < this.fit.min) continue;
      if (this.usedEnds.has(lastWord(text))) continue;
      const covers = open.filter((i) => itemSung(i, text)).length;
      out.push({ text, template: line.text, keys: line.keys, covers, callback: line.callback });
    }
    return out;
  }

  private readonly fitting = new WeakMap<object, boolean>();

  /**
   * Is a bank line right for this song at all: for its listener, its occasion, what the story tells and what the
   * buyer asked (it depends on nothing sung so far, so each line is weighed once a song).
   */
  private fits(line: { text: string; callback: boolean }): boolean {
    let fit = this.fitting.get(line);
    if (fit === undefined) {
      fit = this.fitsNow(line);
      this.fitting.set(line, fit);
    }
    return fit;
  }

  private fitsNow(line: { text: string; callback: boolean }): boolean {
    // (one admired from afar has shared no past with the singer, and no town knows them to the singer: never "to this
    // very day", "Come whatever may, I stay", "Leipzig knows your name" after "I don't know your name")
    if (
      this.story.occasion === 'admirer' &&
      !this.context.has('partner') &&
      /\b(to this (very )?day|come (what|whatever) may|I stay|knows? (\{your\}|your) name|love (\{you\}|you) for|all along|through the years)\b/i.test(
        line.text,
      )
    )
      return false;
    // ("We are lucky to have you to this day" to a boy of two: a child has no long past to be loved through)
    if (
      this.child &&
      /\b(to this (very )?day|all along|all these years|through the years|for years)\b/i.test(line.text)
    )
      return false;
    // ("Every one of those years with you" after one year, "after all these years" to a girlfriend met on an app)
    if (
      this.fewYears &&
      /\b((all|those|these|the) years|year after year|years (add up|have flown|fly)|after all this time|through (every|each) year|many more years|the next years)\b/i.test(
        line.text,
      )
    )
      return false;
    // ("when my dad was dying ... she held his hand": no grin or laugh in a song that tells of a death)
    // (nor "and who could want anything more" after "You were twenty-four", "I was proud to be there" at the memorial,
    // "even now it makes us beam" for a cat that died)
    if (
      (this.grief || this.memorial) &&
      /\b(grin|grins|laugh|laughs|laughing|giggle|hooray|party|beam|proud|glad|anything more|ask for more|worth (telling|singing)|better every time|gets old|trade)\b/i.test(
        line.text,
      )
    )
      return false;
    // (a place or a thing is no one to wish well, thank, need or hold close: "I wish you well, Tromsø")
    if (this.occasion === 'ode' && ODE_WRONG.test(line.text)) return false;
    // romance is the partner's: "I adore you two more each night" is no line for the bride's sister, nor "we
    // adore you each week" for the postman ("we adore you" stays for a mother or a newborn)
    if (!this.context.has('partner') && this.story.occasion !== 'admirer') {
      if (NIGHTLY.test(line.text) && !this.memorial) return false;
      const kin = this.context.has('family') && this.context.has('one');
      if (ADORING.test(line.text) && !kin && !this.baby) return false;
    }
    // ("keep it short and angry": no good wishes for the one who took the cat)
    // (and "sassy not sad" after a break-up: no good wishes, no warmth, no staying)
    const sassy = this.story.wishes?.funny && this.story.occasion === 'breakup';
    // (nor for the one who cheated, nor in a break-up sung head high: "Come whatever may, I stay" to Kyle)
    const strong = this.story.wishes?.strong && this.story.occasion === 'breakup';
    if (
      strong &&
      /\b(stay|by your side|miss|need you|adore|cherish|love you|hold you|glow|spark|joy|may|for (you|\{you\})|yours|your (nights|days|way|road|years?|heart)|I am here|think about us|never say|I feel it|tonight|let (each|every|the)|you will be|the way you do|your (best|brightest|next|new))\b/i.test(
        line.text,
      )
    )
      return false;
    // (no break-up sings its devotion to the one who left: "I am lucky to have you each day", "You stood behind me,
    // come what may", "I will be close by whenever you look back")
    if (
      this.story.occasion === 'breakup' &&
      /(?<!\w)(lucky to have|(stood|stand) (behind|beside)|come what may|close by|whenever (you|\{you\}) look back|(I|\{we\}) will (always )?be (right )?(there|here|close|around)|all that (you|\{you\}) will|keep \w+ing the way|legend|would not change|one of a kind|weird|odd|cheaper than|act surprised)(?!\w)/i.test(
        line.text,
      )
    )
      return false;
    if (
      (this.story.wishes?.angry || sassy || strong) &&
      /\b(wish|hope|trust|bless\w*|kind\w*|bright|dream\w*|cheer|fortune|laughter|luck|lucky|joy|friend|glad|proud)\b|\bmay \{?(you|your|the|every|each|joy|luck)\b/i.test(
        line.text,
      )
    )
      return false;
    if (
      sassy &&
      /\b(warm\w*|stay|tonight|feel it|heart|miss|tears|hurts?|stings?|never say|could not say|goodbye|about (us|\{us\})|(like|love) that|lifts? (me|\{us\}|\{me\})|from (us|\{us\})|fill your|breathe|be there|am here|moment I knew)\b/i.test(
        line.text,
      )
    )
      return false;
    // ("i want to apologise but not grovel": sorry said plainly, no self-abasement)
    if (
      this.story.wishes?.noGrovel &&
      /\b(fool|to blame|the blame|every bit|so sorry|sorry, so sorry|beg|on my knees|on me|I let you down|learn|do better|done better|make it up)\b/i.test(
        line.text,
      )
    )
      return false;
    // ("keep it light, nothing romantic": no love lines at all)
    if (
      this.story.wishes?.noRomance &&
      /\b(love|adore|cherish|hold (you|me|us) close|home to me|my heart|belong|forever|fears|patient ears|beside (me|us|\{us\})|heart|tears|soul|glow|lifted|calmed|eased|treasure|sunshine|sunlight)(?!\w)/i.test(
        line.text,
      )
    )
      return false;
    // (no season the story never told: "You are home to me all summer long" on New Year's Eve; winter is
    // Christmas's)
    const season = /\b(summer|winter|spring|autumn)\b/i.exec(line.text)?.[1].toLowerCase();
    if (
      season &&
      !new RegExp(`\\b${season}`, 'i').test(this.prompt) &&
      !(season === 'winter' && /christmas|hanukkah|holiday|new year/i.test(this.story.occasionName))
    )
      return false;
    // (children singing to a couple remember no year of the couple's own before them: "We still remember nineteen
    // sixty-five" from the grandchildren; "It all began in nineteen sixty-five" is theirs to sing)
    if (
      /\{year\}/.test(line.text) &&
      /\b(remember|think)\b/.test(line.text) &&
      this.story.recipient.couple &&
      !this.context.has('partner')
    )
      return false;
    // (a small child's birthday: no work, effort, glory or bows, "The work was all yours, and so is the glory" to a
    // two-year-old)
    if (
      this.little &&
      /\b(work|effort|earned|glory|praise|bar|peers|proud of|did it|made it|climbed|quit|doubters|stride|steady|bow|trust|fuss|guide|compass|anchor|lifted|carried)\b/i.test(
        line.text,
      )
    )
      return false;
    // (a child holds up no one: never "You held us together just right" or "you are a harbour for us" to a boy turning
    // six or a newborn, from the parents)
    if (
      this.child &&
      /\b(together|harbou?r|shelter|lighthouse|beacon|compass|anchor|guide|true north|taught|showed|dried|wiped|calmed|eased|soothed|talked|stood|stand|lifted|carried|thread|glue|home to|help|helped|patient|owe|need|taller|prouder)\b/i.test(
        line.text,
      )
    )
      return false;
    // ("here is to better days" on a sixth birthday: better days are wished on one whose days are hard)
    if (
      /\b(better|brighter|easier) days\b/i.test(line.text) &&
      !/^(getwell|breakup|apology|sympathy|farewell|homecoming)$/.test(this.occasion) &&
      !this.sad
    )
      return false;
    // ("The work was all yours, and so is the glory" to a wife on her fortieth: praise for work done is for a story
    // that tells of something achieved, or an occasion that is one)
    if (
      !/^(graduation|team|retirement|company|milestone|newjob|farewell)$/.test(this.occasion) &&
      !this.achieved &&
      /\b(work|effort|earned|glory|doubters|stride|climbed|quit|bow|proved|set the bar|raised the bar|saw it through|stuck with it|worth it|paid off|did it|made it|hard parts|hard days|the challenge)\b/i.test(
        line.text,
      )
    )
      return false;
    // (an admirer has never spoken to her: no "I am here for you, Rosa, always")
    if (this.story.occasion === 'admirer' && /here for \{you\}|by your side|\{we\} (miss|need) \{you\}/.test(line.text))
      return false;
    // (the parents, the fans or the coach sing to the team: they did not play, "We did it together side by side")
    if (
      this.occasion === 'team' &&
      /\b(parents|mums|moms|dads|fans|supporters|coach|coaches|family|families)\b/i.test(this.story.from ?? '') &&
      /^(and )?(we|\{we\}) (did|made|kept|held|stood|won|pulled|fought)\b|\bevery hand pulled\b|\bside by side\b|\bas one\b|\bwhat we (did|made)\b|\bwe all put in\b/i.test(
        line.text,
      )
    )
      return false;
    // (a family's house is a family's: never "You keep the whole house going strong" to a best friend)
    if (
      /\b(family|whole house)\b/i.test(line.text) &&
      !line.callback &&
      !this.context.has('family') &&
      !this.context.has('partner')
    )
      return false;
    // ("I wish you well, Siddharth, always" to the one proposed to: wishing well is said to one who goes their own way)
    if (
      (this.context.has('partner') || this.occasion === 'proposal' || this.story.occasion === 'admirer') &&
      /\bwish \{?you\}? well\b|\bwind (be )?at (your|\{your\}) back\b|\broad (rise|be kind)\b/i.test(line.text) &&
      !this.context.has('leaving')
    )
      return false;
    // ("NO mention of age pls": no candles counted, no years young, no getting old)
    if (
      this.story.wishes?.noAge &&
      /\b(candles?|old|older|oldest|age|ages|aging|ageing|years young|over the hill|grey|gray|wrinkles?|another year|a year older)\b/i.test(
        line.text,
      )
    )
      return false;
    // ("You filled the home with laughter" to a night nurse: a home is a family's or a partner's)
    if (
      /\b(the|our|my) home\b/i.test(line.text) &&
      !line.callback &&
      !this.context.has('family') &&
      !this.context.has('partner') &&
      !this.context.has('pet')
    )
      return false;
    // ("May your music carry on" to a nurse: music is wished on one whose story has some)
    if (
      /\bmusic\b/i.test(line.text) &&
      !/\b(music|musician|sing\w*|sang|song\w*|band|play\w*|piano|guitar|drum\w*|violin|cello|choir|karaoke|dj|concert|gig|jazz|rock|dance\w*|danc\w*|tune|records?|vinyl|radio|album|festival)\b/i.test(
        this.prompt,
      )
    )
      return false;
    // (a goodbye says they are going: never "I am glad you are here each day")
    if (this.occasion === 'farewell' && /\byou are here\b|\bhere (each|every) (day|night)\b/i.test(line.text))
      return false;
    // (a pet is no one's helper: no thanks, no bow, no "you lifted me")
    if (this.context.has('pet') && PET_WRONG.test(line.text)) return false;
    // (the singer is the one leaving: those who stay achieved nothing by it, "You shone among your peers")
    if (
      this.context.has('leaving') &&
      /\b(proud|pride|peers|cheers|earned|praise|made it|shone|take a bow|before you go|as you go|your way out)\b/i.test(
        line.text,
      )
    )
      return false;
    // (a friend is loved as a friend: "I need you more than words can say", "You are home to me" are a partner's)
    if (this.friendOnly() && INTIMATE.test(line.text)) return false;
    // (and none of a partner's words to a colleague, a neighbour, a teacher, or a couple the singer is not one of:
    // "I love you more than a card can show" to Kwame in accounts, "I need you two with all my might" from a brother)
    if (
      !this.context.has('partner') &&
      !(this.context.has('family') && !this.story.recipient.couple && !this.story.recipient.group) &&
      !this.friendOnly() &&
      INTIMATE.test(line.text)
    )
      return false;
    // ("The days go by, but your kindness stays" to a sister who beat cancer: a line that reads as an elegy is for the
    // dead)
    if (
      !this.memorial &&
      /\bby, but (your kindness|the memory|the warmth|your warmth) (stays|remains)\b/i.test(line.text)
    )
      return false;
    // (vows are a couple's: "You kept every vow" to the neighbours)
    if (
      /\bvows?\b/i.test(line.text) &&
      !this.context.has('partner') &&
      !/^(wedding|anniversary)$/.test(this.story.occasion)
    )
      return false;
    // (a son or a daughter is not the singer's guide: "You are my guide", "You talk me through" are a parent's)
    if (this.youngerKin() && GUIDING.test(line.text)) return false;
    // (an apology is about what the singer did: no pride, no fond memory of the day they got wrong)
    if (this.occasion === 'apology' && (line.callback || /\bproud(er)?\b/i.test(line.text))) return false;
    // "you were my lighthouse" is said of someone gone; a living listener is sung in the present
    if (!this.sad && !this.memorial && PAST_PRAISE.test(line.text)) return false;
    // "we are proud of you, Mrs. Lindqvist": pride in someone is for family and friends, or for what they achieved
    if (!this.close() && !PROUD_OCCASIONS.test(this.occasion) && /proud of \{you\}/.test(line.text)) return false;
    // a hard time the story never told is not claimed ("you stood tall when things fell apart" to Zoë, 30)
    if (!line.callback && !this.hardTold && HARDSHIP.test(line.text)) return false;
    // ("starting chemo next month": a hard time still to come is never sung as over)
    if (this.hardAhead && OVERCOME.test(line.text)) return false;
    // a song signed by several ("from your children") never slips into one voice ("I remember it")
    if (this.voice.we === 'we' && /(^|[^{\w])(I|my|me|mine|I've|I'm)\b/.test(line.text)) return false;
    // a newborn has done nothing yet: no "you made it count", "you hold us together"
    if (this.baby && /^(and |so )?you (?!are\b|have\b|fit\b|will\b)\w+/i.test(line.text)) return false;
    // someone remembered is not sung as if still here ("you make the dull evening bright")
    if (this.memorial && /\b(may|wish|future|ahead|tomorrow|get it right|look at you now)\b/i.test(line.text))
      return false;
    // ("may the road be kind", "find a place to call your own": wishes for a road ahead are for one setting off, never
    // a dog's birthday, a family's Christmas or a valentine)
    if (
      !/^(graduation|farewell|retirement|newjob|breakup|wedding|engaged|proposal|baby|expecting)$/.test(
        this.occasion,
      ) &&
      /\b(road|mile|place to call your own|place where you belong|land on your feet|fall on your feet)\b/i.test(
        line.text,
      )
    )
      return false;
    // (nor is one who is gone sung as still surprising us: "you never cease to surprise me")
    if (this.memorial && /\byou never (cease|fail)\b|\ball year long\b|\bright here\b/i.test(line.text)) return false;
    // no bows, no cheers for one who is gone; and a baby lost before birth is thanked for nothing it did
    if (this.memorial && /\b(bow|cheer|cheers|applause|raise a glass)\b/i.test(line.text)) return false;
    if (
      this.lostBaby &&
      /\b(thank|thanks|grateful|owe)\b|^(and |so )?you (?!are\b|were\b|have\b|will\b)\w+/i.test(line.text)
    )
      return false;
    // ("we are here for you, Kuma, tonight", "we are glad you are here": not to one who is gone)
    if (this.memorial && /here for \{you\}|\{you\} are here|lucky to have \{you\}|\{we\} need \{you\}/.test(line.text))
      return false;
    if (
      this.memorial &&
      /^(and |so )?you (are|make|turn|keep|hold|see|fill|give|brighten|lighten|warm|sweeten|chase|stand|lift|lead|light|always)\b/i.test(
        line.text,
      )
    )
      return false;
    return true;
  }

  /** how often each story slot has been sung in an answer line */
  private readonly slotUse = new Map<string, number>();

  /**
   * How many stock lines may call back one slot: the name three times; a place the story's own lines already sing
   * once ("On a farm near Hamburg, you raised six kids" needs no "I still dream of Hamburg" and "I can still see
   * Hamburg" around it); anything else twice.
   */
  /**
   * Is the thing told only as where something happened ("kept her ring in her jacket pocket")? It is sung where its
   * story line sings it, and never called back on its own ("I can still see that jacket pocket").
   */
  private onlyWhere(value: string | undefined): boolean {
    const head = value?.split(/\s+/).pop()?.toLowerCase();
    if (!head) return false;
    const re = new RegExp(`\\b${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
    const parts = this.story.events.flatMap((e) => e.parts).filter((p) => re.test(p.sung));
    return parts.length > 0 && parts.every((p) => p.kind !== 'object' && /^(in|inside|into|on|under)\b/i.test(p.sung));
  }

  /** Was the singer at the place: told of in no event, or in one the buyer (or "we") did there? */
  private singerWasAt(place: string | undefined): boolean {
    if (!place) return true;
    const there = this.story.events.filter((e) => e.phrase.includes(place));
    return (
      there.length === 0 ||
      there.some((e) => e.actor.kind === 'buyer' || (e.actor.kind === 'other' && /^(we|us|i)$/i.test(e.actor.told)))
    );
  }

  private callbackLimit(slot: string): number {
    if (slot === 'vname') return 3;
    // ("I still think of those tomatoes too / I still think of those tomatoes these days": a thing once)
    if (/^(obj2?|thatS2?|that2?|thing2?|year)$/.test(slot)) return 1;
    if (slot === 'place') {
      const told = this.story.events.map((e) => e.phrase).join(' ');
      if (this.story.places.some((p) => told.includes(p.name))) return 1;
    }
    return 2;
  }

  private score(c: Candidate): number {
    // a line that sings something the story has not had a line for yet comes first
    return (
      Math.max(0, Math.abs(this.syllables(c.text) - this.fit.target) - 2) * 0.25 -
      c.covers * 3 +
      (c.callback ? -1.5 : 0) +
      // a line whose ending is the story's own words (no other song ends like it)
      (this.endsOnStory(c.text) ? -2.5 : 0) +
      // a written line's liking is the line's, not each way of ending it: a line written several ways is not
      // chosen more often than one written once, and its songs end it in different ways
      (c.keys.length === 2 ? this.pref(c.keys[0]) * 3 + this.pref(c.text) : this.pref(c.text) * 3) +
      this.rng.next() * 0.3
    );
  }

  private use(c: Candidate): void {
    for (const k of c.keys) this.usedTemplates.add(k);
    const here = this.sectionCount();
    if (c.callback) here.callbacks++;
    if (namesListener(c)) here.names++;
    if (c.callback || c.template.includes('{vname}')) {
      const k = slotOf(c.template);
      this.slotUse.set(k, (this.slotUse.get(k) ?? 0) + 1);
    }
  }

  /** An answer line that rhymes with `anchor`. */
  answer(anchor: string, themes: Theme[]): string | undefined {
    const end = lastWord(anchor);
    // a story line may take any answer that rhymes with it (its ending is the story's own)
    // (and never calls back what the line it answers just called back)
    const same = (c: Candidate) => c.callback && this.items.some((i) => mentions(i, c.text) && mentions(i, anchor));
    const rhymes = (c: Candidate) => lastWord(c.text) !== end && linesRhyme(this.lex, anchor, c.text) && !same(c);
    let options = this.candidates(themes).filter(rhymes);
    // nothing among this song's own lines: one more callback in the section, then any line
    if (options.length === 0)
      options = this.withRelaxed(() => this.candidates(themes).filter((c) => rhymes(c) && this.endsOnStory(c.text)));
    if (options.length === 0) options = this.candidates(themes, false).filter(rhymes);
    if (options.length === 0) return undefined;
    const best = options.map((c) => ({ c, s: this.score(c) })).sort((a, b) => a.s - b.s)[0].c;
    this.use(best);
    return best.text;
  }

  /** `n` answer lines that all rhyme with each other (and with `anchor` when one is given and can be matched). */
  group(n: number, themes: Theme[], anchor?: string): string[] | undefined {
    return (
      this.groupFrom(n, themes, anchor, true) ??
      this.withRelaxed(() => this.groupFrom(n, themes, anchor, true)) ??
      this.groupFrom(n, themes, anchor, false)
    );
  }

  private groupFrom(n: number, themes: Theme[], anchor: string | undefined, gated: boolean): string[] | undefined {
    const cands = this.candidates(themes, gated);
    const families = new Map<string, Candidate[]>();
    // one line per end word ("away" and "away" is not a rhyme): the one this song likes best, so the ways a line is
    // written spread over songs instead of its first way winning everywhere
    const ranked = cands.map((c) => ({ c, s: this.score(c) })).sort((a, b) => a.s - b.s);
    for (const { c } of ranked) {
      const f = rhymeFamily(this.lex, c.text);
      const list = families.get(f) ?? [];
      if (!list.some((x) => lastWord(x.text) === lastWord(c.text))) list.push(c);
      families.set(f, list);
    }
    const usable = [...families.values()].filter((l) => l.length >= n);
    if (usable.length === 0) return undefined;
    const withAnchor = anchor ? usable.filter((l) => l.some((c) => linesRhyme(this.lex, anchor, c.text))) : [];
    const pool = withAnchor.length > 0 ? withAnchor : usable;
    const scored = pool.map((l) => {
      const best = l
        .map((c) => this.score(c))
        .sort((a, b) => a - b)
        .slice(0, n);
      return { l, s: best.reduce((a, x) => a + x, 0) / n + this.rng.next() };
    });
    // the best family whose lines are n different lines (not one clause closed n ways)
    for (const { l: family } of scored.sort((a, b) => a.s - b.s)) {
      const chosen: Candidate[] = [];
      const bases = new Set<string>();
      for (const { c } of family.map((c) => ({ c, s: this.score(c) })).sort((a, b) => a.s - b.s)) {
        if (c.keys.some((k) => bases.has(k))) continue;
        // two lines of one group never call back the same thing ("I still think of twenty twenty-three and sing / I
        // still remember twenty twenty-three and grin")
        if (c.callback && chosen.some((x) => x.callback && slotOf(x.template) === slotOf(c.template))) continue;
        // the caps on names and callbacks hold across the lines of one group too
        if (!this.capsAllow([...chosen, c])) continue;
        for (const k of c.keys) bases.add(k);
        chosen.push(c);
        if (chosen.length === n) break;
      }
      if (chosen.length < n) continue;
      for (const c of chosen) this.use(c);
      return chosen.map((c) => c.text);
    }
    return undefined;
  }

  // ---- story lines

  /** Ways to sing an event: one line, or two (a fragment of where/when, then the rest). */
  eventOptions(ev: StoryEvent): string[][] {
    // what was said is sung as said, on the lines after the clause that says it ("You always asked / Have you tried
    // turning it off and on again"): the clause may end on its verb ("Your motto was")
    if (ev.quote) {
      const said = this.sayingLines(ev.quote);
      if (!said) return this.eventOptions({ ...ev, quote: undefined });
      this.saying = true;
      const before = this.eventOptions({ ...ev, quote: undefined });
      this.saying = false;
      return before.filter((o) => o.length + said.length <= 4).map((o) => [...o, ...said]);
    }
    const head = clauseHead(ev, this.story, this.voice);
    if (!head) return [];
    const parts = ev.parts.map((p, i) => ({
      kind: p.kind,
      text: adaptPart(p, ev, this.voice, i === 0 && ev.tense === 'past'),
    }));
    // "of ..." belongs to what comes before it ("after a winter of training")
    for (let i = parts.length - 1; i > 0; i--)
      if (/^of /.test(parts[i].text)) {
        parts[i - 1] = { kind: parts[i - 1].kind, text: `${parts[i - 1].text} ${parts[i].text}` };
        parts.splice(i, 1);
      }
    // what follows "after studying ..." belongs to it ("for five years in Galway"): one part
    const gerund = parts.findIndex((p) => /^(after|before|while|since|by|from) \w+ing\b/.test(p.text));
    let pair: [string, string] | undefined;
    // (unless that makes a part too long to sing in one breath: "after studying octopuses / for five years in Galway")
    if (gerund >= 0 && gerund < parts.length - 1) {
      const merged = [parts[gerund].text, ...parts.slice(gerund + 1).map((p) => p.text)].join(' ');
      if (merged.split(/\s+/).length <= 6) {
        parts.splice(gerund + 1);
        parts[gerund] = { kind: 'phrase', text: merged };
      } else {
        // the time and place after it travel together, right after it (on the same line or the next)
        const tail = parts.splice(gerund + 1);
        parts.push({ kind: 'phrase', text: tail.map((p) => p.text).join(' ') });
        pair = [parts[gerund].text, parts[gerund + 1].text];
      }
    }
    const obj = parts[0]?.kind === 'object' ? parts.shift() : undefined;
    const core = obj ? `${head} ${obj.text}` : head;
    // an infinitive or a lone particle belongs to its verb ("taught me to fish", "came along")
    let core2 = core;
    // (and an idiom that says how: "couldn't read at all", "got it at last", "knew it by heart")
    while (
      parts.length > 0 &&
      (/^to \w+$/.test(parts[0].text) ||
        !/\s/.test(parts[0].text) ||
        /^(at|by|for|on) (all|once|last|first|least|heart|good|ease|purpose|accident|mistake|fun|real|sure)$/i.test(
          parts[0].text,
        )) &&
      parts[0].kind === 'phrase'
    )
      core2 = `${core2} ${parts.shift()!.text}`;
    const options0: string[][] = [];
    // only where and when may move in front of the clause or after it; the rest keeps its order
    // ("hates when I leave teabags in the sink": what follows a clause of its own is that clause's, never sung before
    // the verb: "In the sink, you hate when I leave teabags")
    const inClause = new Set<string>();
    {
      const opens = /\b(when|while|whenever|if|because|until|before|after|since) (I|we|you|he|she|they|it)\b/i;
      let inside = opens.test(core2);
      for (const p of parts) {
        if (inside) inClause.add(p.text);
        if (opens.test(p.text)) inside = true;
      }
    }
    const movable = (p: { kind: string; text: string }) =>
      !inClause.has(p.text) &&
      !/^(to|into|onto|back to) /i.test(p.text) &&
      // ("on purpose just / to make you laugh": a word that leans on what follows stays before it)
      !/\b(just|only|even|simply)$/i.test(p.text) &&
      // ("walked to school in Enugu sharing one umbrella": a place with what was done there stays after the verb)
      !p.text
        .split(' ')
        .some(
          (w, k, all) =>
            k >= 2 &&
            k < all.length - 1 &&
            /^\p{Ll}{2,}ing$/u.test(w) &&
            !/^(the|a|an|my|our|his|her|their|your|of|its|this|that)$/i.test(all[k - 1]),
        ) &&
      // ("with a one-room apartment in Queens and a rice cooker": a phrase that joins more with "and" stays in place)
      !/ and /i.test(p.text) &&
      // "known for bringing filter coffee": what someone is known for stays with it
      !(/\b(known|famous|loved|remembered|admired|respected)$/i.test(core2) && /^(for|by|as) /i.test(p.text)) &&
      // "gave up on me", "stood by us": a pronoun after its preposition stays with the verb
      !/^\w+ (me|us|you|him|her|them|it)$/i.test(p.text) &&
      // ("lost near the Colosseum" stays after its verb: only a phrase that starts with a preposition, or a year,
      // moves)
      // ("waits for the kettle", "is leaving for a school": a "for" the verb asks for stays with it)
      !(
        /^for /i.test(p.text) &&
        /\b(wait|waits|waited|waiting|leave|leaves|left|leaving|look|looks|looked|looking|care|cares|cared|caring|pay|pays|paid|ask|asks|asked|long|longed|head|heads|headed|heading|vote|voted|fall|fell|apply|applied|search|searched|hope|hoped|prepare|prepared|train|trained|training|study|studied|studying|stand|stood|call|called|go|goes|went|going)$/i.test(
          core2,
        )
      ) &&
      // ("for the dryer" is what the quarters were for: only a "for" of how long, or of whom it was done for, moves:
      // "for thirty years", "For the new nurses, you always brought soup")
      !(
        /^for /i.test(p.text) &&
        !/^for (\S+ ){0,3}(years?|months?|weeks?|days?|hours?|decades?|ages|life|good|ever|now|once|the first time)$/i.test(
          p.text,
        ) &&
        !/^for ((the|my|our|his|her|their|all|your) )?(\S+ )?(nurses|kids|children|babies|family|team|class|students|neighbours|neighbors|friends|everyone|everybody|people|guests|staff|crew|players|girls|boys|us|them|me)$/i.test(
          p.text,
        ) &&
        !/^for \p{Lu}/u.test(p.text)
      ) &&
      (/^(in|at|on|for|after|before|during|since|under|near|across|around|from|by|over|through|back in|back at) /i.test(
        p.text,
      ) ||
        (p.kind === 'time' && !/^\p{Ll}+ (near|in|at|on)\b/u.test(p.text)));
    // ("moving back to Tampere after six years with us": what follows a time or a place and cannot move on its own
    // belongs to it, never left with the verb: "moving back to Tampere with us")
    for (let i = 1; i < parts.length; i++)
      if (
        !movable(parts[i]) &&
        movable(parts[i - 1]) &&
        (/^(with|of) /i.test(parts[i].text) ||
          // ("on a school trip to Rome", "on a night train to Yerevan": where the trip went is the trip's)
          (parts[i].kind === 'place' && /^to /i.test(parts[i].text) && parts[i - 1].kind === 'phrase'))
      ) {
        parts[i - 1] = { ...parts[i - 1], text: `${parts[i - 1].text} ${parts[i].text}` };
        parts.splice(i, 1);
        i--;
      }
    // ("sat next to each other": "next" and its "to" are one, never "We sat next / To each other")
    if (/\b(next|close|due|thanks|prior|according)$/i.test(core2) && parts[0] && /^to /i.test(parts[0].text))
      core2 = `${core2} ${parts.shift()!.text}`;
    // ("shovelled our driveway / every single morning this winter / while I was recovering from my hip operation": a
    // clause of its own after the rest is a line of its own)
    {
      const at = parts.findIndex((p) =>
        /^(while|whilst|when|because|until|since) (I|we|you|he|she|they|it|my|our|his|her|their|the)\b/i.test(p.text),
      );
      if (at >= 0) {
        const first = [core2, ...parts.slice(0, at).map((p) => p.text)].join(' ');
        const inner = parts.slice(at).map((p) => p.text);
        // (and when it was, after what was done, is a line between: "our driveway / every single morning this winter")
        const when =
          /^(.+?) ((?:every|each|this|last|next) (?:single )?(?:morning|day|night|evening|week|weekend|winter|summer|spring|autumn|month|year)\b.*)$/i.exec(
            first,
          );
        const heads = when ? [[first], [when[1]!, when[2]!]] : [[first]];
        for (const h of heads) {
          options0.push([...h, inner.join(' ')]);
          // (a long clause sung over two lines, at its parts: "While I was recovering / From my hip operation")
          if (inner.length === 2) options0.push([...h, ...inner]);
        }
      }
    }
    // what follows the clause directly (not a place or a time) may still go on the next line, in order
    const tail: string[] = [];
    while (parts.length > 0 && !movable(parts[0])) tail.push(parts.shift()!.text);
    // (with whatever follows it: "You taught me / to ride a bike in the park", never the park dropped)
    if (tail.length > 0) options0.push([core2, [...tail, ...parts.slice(0, 4).map((p) => p.text)].join(' ')]);
    core2 = [core2, ...tail].join(' ');
    const rest = parts.slice(0, 4).map((p) => p.text);
    // (only where and when move: "to go back to Kumasi" stays with the clause, never "After twenty-two years to Kumasi")
    const stays = parts.slice(0, 4).map((p) => !movable(p));
    const options: string[][] = [...options0];
    /** options that sing where or when before the clause: never broken again ("At the pharmacy / The whole time /
     * You worked nights") */
    const fronted = new Set<string[]>();
    const lower = (t: string) =>
      /^(You|We|They|The|A|An|That|My|Our|Your|His|Her|Their|And)\b/.test(t) ? t[0].toLowerCase() + t.slice(1) : t;
    options.push([[core2, ...rest].join(' ')]);
    // every way of keeping some parts with the clause and singing the others as a fragment,
    // before it ("In Krakow in nineteen seventy-five, / you two met at a dance") or after it
    const n = rest.length;
    for (let mask = 0; mask < 1 << n; mask++) {
      const kept = rest.filter((_, i) => (mask & (1 << i)) !== 0);
      const moved = rest.filter((_, i) => (mask & (1 << i)) === 0);
      if (moved.length === 0) continue;
      if (rest.some((_, i) => (mask & (1 << i)) === 0 && stays[i])) continue;
      const line = [core2, ...kept].join(' ');
      for (const frag of orders(moved)) {
        const f = frag.join(' ');
        options.push([line, f]);
        // ("On Dev, Hannah, you spilled that whole pint": nothing goes before a line that opens on whom it calls)
        if (!/^(to|with|from|of|into|onto)\b/i.test(f) && !/^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?, /u.test(line)) {
          const before = [capitalise(f), line];
          fronted.add(before);
          options.push(before);
        }
        // ("At sunset on the beach, the ceremony is": a clause left on its verb "to be" is not sung after its parts)
        if (
          kept.length === 0 &&
          !/^(to|with|from|of|into|onto)\b/i.test(f) &&
          !/^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?, /u.test(line) &&
          !/\b(is|are|was|were|be|am|been)$/i.test(line)
        )
          options.push([`${capitalise(f)}, ${lower(line)}`]);
      }
    }
    // ("Dad's old Morris Minor / Broke down on your wedding day": a long subject sung on a line of its own)
    const subject = subjectFor(ev.actor, this.story, this.voice)?.text ?? '';
    const subjectLine = (l: string): string[] | undefined => {
      if (subject.split(/\s+/).length < 3 || !l.toLowerCase().startsWith(`${subject.toLowerCase()} `)) return undefined;
      const [a, b] = [l.slice(0, subject.length), capitalise(l.slice(subject.length + 1))];
      return this.pasted(a) || this.pasted(b) || this.syllables(a) < 3 || this.syllables(b) < 3 ? undefined : [a, b];
    };
    const inOrder = (o: string[]) => {
      if (!pair) return true;
      const all = o.join(' | ').toLowerCase();
      const g = all.indexOf(pair[0].toLowerCase());
      const t = all.indexOf(pair[1].toLowerCase());
      return g >= 0 && t > g && /^ (\| )?$/i.test(all.slice(g + pair[0].length, t));
    };
    const written = options
      .filter(inOrder)
      .map((o) => {
        const tidied = o.map((l) => tidy(l.replace(/\s+(in|at|on)\s+(in|at|on)\s+/g, ' $2 '), this.voice));
        if (fronted.has(o)) fronted.add(tidied);
        return tidied;
      })
      // a line in the buyer's words is sung as two, broken where a phrase begins ("You held my hand / Through
      // chemo"), or else re-worded ("that dance")
      .map((o) => {
        const sung = o.flatMap((l) =>
          this.pasted(l) ? (this.breakPasted(l) ?? subjectLine(l) ?? [this.unpaste(l)]) : [l],
        );
        // (broken again, each line before the clause must still open on where or when: "After six years / In our
        // Montreal office / You are moving back to Chennai" is sung, "At the pharmacy / The whole time / You worked
        // nights" is not)
        return fronted.has(o) &&
          sung.length > o.length &&
          sung
            .slice(0, -1)
            .some(
              (l) =>
                !/^(in|at|on|for|after|before|during|since|under|near|across|around|from|by|over|through|back)\b/i.test(
                  l,
                ),
            )
          ? []
          : sung;
      })
      .filter((o) => o.length > 0)
      .filter((o) =>
        o.every(
          (l, i) =>
            !this.pasted(l) &&
            this.syllables(l) >= 3 &&
            !(/\b(is|are|was|were|am|been)$/i.test(l) && !(this.saying && i === o.length - 1)),
        ),
      );
    // a line two earlier songs end alike ("You two met") may say its subject another way ("The two of you met")
    for (const o of [...written])
      if (o.some((l) => this.sold(l))) written.push(o.map((l) => (this.sold(l) ? otherSubject(l) : l)));
    const fits = (slack: number) => written.filter((o) => o.every((l) => this.syllables(l) <= this.fit.max + slack));
    // a long event is still sung (a little over the phrase) rather than dropped
    const best = fits(1);
    if (best.length > 0) return this.soldLast(best);
    const over = fits(5);
    if (over.length > 0) return this.soldLast(over);
    // too long for two lines: sung in as many as it needs, each broken where a phrase begins ("You raised three of
    // us alone / In Honolulu / While working double shifts / As a nurse"), never dropped
    const whole = tidy(options.find((o) => o.length === 1)?.[0] ?? options[0]?.join(' ') ?? '', this.voice);
    const chunks = this.chunked(whole);
    return chunks && chunks.length <= 4 ? [chunks] : [];
  }

  /** the clause being written says something: it may end on its verb "to be" ("Your motto was") */
  private saying = false;

  /** What someone said, as said: a line, or lines broken where a phrase begins when it is long. */
  sayingLines(quote: string): string[] | undefined {
    const q = tidy(quote, this.voice);
    if (this.syllables(q) <= this.fit.max + 1) return this.syllables(q) >= 2 ? [q] : undefined;
    const chunks = this.chunked(q);
    if (chunks && chunks.length <= 2) return chunks;
    const comma = q.split(/,\s*/);
    return comma.length === 2 && comma.every((c) => this.syllables(c) <= this.fit.max + 2)
      ? comma.map(capitalise)
      : undefined;
  }

  /**
   * Ways to sing a moment told with no verb ("the tree that always leans left"): as it is, or with what only
   * stresses it left out ("the tree that leans left") when that copies a run of the story, or broken where a
   * phrase begins ("Every Saturday in the rain / With oranges at half time").
   */
  momentOptions(text: string): string[][] {
    const ways = [
      text,
      text
        .replace(/\b(always|still|just|really|truly|usually|every single|each and every)\s+/gi, '')
        .replace(/\s+(every|each) (year|time|day|week|night|morning|summer|winter)$/i, ''),
    ].map((t) => tidy(capitalise(t.trim()), this.voice));
    const out: string[][] = [];
    for (const way of [...new Set(ways)]) {
      const n = this.syllables(way);
      if (!this.pasted(way) && n >= 3 && n <= this.fit.max + 1) out.push([way]);
      else {
        // ("Six years, three laptops / One flooded lab": a list is broken between its items)
        const items = way.split(/,\s+/);
        const fits = (l: string) => !this.pasted(l) && this.syllables(l) >= 3 && this.syllables(l) <= this.fit.max + 1;
        const cut = items
          .map((_, i) => [items.slice(0, i).join(', '), capitalise(items.slice(i).join(', '))])
          .slice(1)
          .find((pair) => pair.every(fits));
        if (cut) {
          out.push(cut);
          continue;
        }
        const chunks = this.chunked(way);
        if (chunks && chunks.length <= 3 && chunks.every((c) => this.syllables(c) >= 3)) out.push(chunks);
      }
    }
    return out;
  }

  /** A long line broken where phrases begin, into lines that fit the phrase and copy no run of the story. */
  chunked(line: string): string[] | undefined {
    const ok = (l: string) => this.syllables(l) <= this.fit.max + 1 && !this.pasted(l) && this.syllables(l) >= 2;
    if (ok(line)) return [line];
    const w = line.split(/\s+/);
    const spots = breakSpots(
      w,
      /^(in|at|on|while|as|for|with|after|before|from|to|when|because|since|until|during|through|and|or|whether|but|so|who|which|where|especially|even)$/i,
      // (never a line left on its verb: "You have been / Through a lot")
      /^(our|my|your|his|her|their|the|a|an|that|those|this|these|next|close|due|thanks|prior|according|instead|because|out|ahead|apart|up|is|are|was|were|am|be|been|being)$/i,
    );
    // ("The nurses say / you never once left": what was said starts a line of its own)
    const said = w.findIndex(
      (x, i) =>
        i >= 2 &&
        i <= w.length - 2 &&
        /^(you|he|she|they|we|i)$/i.test(x) &&
        /^(say|says|said|think|thinks|thought|know|knows|knew|swear|swears|told)$/i.test(w[i - 1]),
    );
    if (said > 0 && !spots.includes(said)) spots.unshift(said);
    for (const i of spots) {
      const a = this.chunked(w.slice(0, i).join(' ').replace(/,$/, ''));
      const b = a && this.chunked(capitalise(w.slice(i).join(' ')));
      if (a && b) return [...a, ...b];
    }
    return undefined;
  }

  /** "you turned that netball team into county champions in two seasons" as two lines neither of which is pasted. */
  breakPasted(line: string, depth = 0): string[] | undefined {
    const w = line.split(/\s+/);
    let twice: string[] | undefined;
    for (let i = w.length - 2; i >= 2; i--) {
      // (a phrase of time starts a phrase too: "You have been through a lot / This year")
      const timeStart =
        /^(this|last|every|each)$/i.test(w[i]) &&
        /^(year|week|month|summer|winter|spring|autumn|fall|day|night|morning|evening|weekend|time)s?$/i.test(w[i + 1]);
      // (and a way of doing: "Off my desk / One by one")
      const wayStart = /^(by|in|to|after)$/i.test(w[i + 1] ?? '') && w[i].toLowerCase() === w[i + 2]?.toLowerCase();
      // (and what filled the years: "After thirty-five years / Driving school bus route twelve")
      const doingStart = /\w{2}ing$/i.test(w[i]) && /^(years|months|decades|weeks|days)$/i.test(w[i - 1] ?? '');
      if (
        !timeStart &&
        !wayStart &&
        !doingStart &&
        !/^(in|at|on|into|for|with|after|before|from|to|under|over|through|during|like|as)$/i.test(w[i])
      )
        continue;
      // (never a line left on its verb: "You have been / Through a lot")
      if (/^(is|are|was|were|am|be|been|being)$/i.test(w[i - 1])) continue;
      // (nor an idiom broken: "one by one", "hand in hand", "dead in the eye")
      if (w[i - 1]?.toLowerCase() === w[i + 1]?.toLowerCase()) continue;
      if (/^(dead|straight|right)$/i.test(w[i - 1]) && /^in$/i.test(w[i])) continue;
      // (nor on a preposition: "You did London last year in / Under four hours"; nor "next / To each other")
      if (
        /^(in|at|on|into|for|with|after|before|from|to|under|over|through|during|like|as|of|by|next|close|due|thanks|prior|according|instead|because|out|ahead|apart|up)$/i.test(
          w[i - 1],
        )
      )
        continue;
      // ("our under-twelve team": a word after "our" or "the" is no phrase's start)
      if (/^(our|my|your|his|her|their|the|a|an|that|those|this|these)$/i.test(w[i - 1])) continue;
      const a = w.slice(0, i).join(' ').replace(/,$/, '');
      const b = capitalise(w.slice(i).join(' '));
      // (each half a line of its own: never "This year" alone)
      if (this.syllables(a) < 3 || this.syllables(b) < 3) continue;
      const fix = (x: string) => (this.pasted(x) ? this.unpaste(x) : x);
      if (!this.pasted(a) && !this.pasted(b)) return [a, b];
      const [x, y] = [fix(a), fix(b)];
      if (!this.pasted(x) && !this.pasted(y)) return [x, y];
      if (depth === 0 && !twice && this.pasted(a) !== this.pasted(b)) {
        const more = this.breakPasted(this.pasted(a) ? a : b, 1);
        if (more?.length === 2 && more.every((l) => !this.pasted(l)))
          twice = this.pasted(a) ? [more[0]!, capitalise(more[1]!), b] : [a, ...more];
      }
    }
    // (broken again, only where a phrase plainly begins: never "In the park behind / Our flat")
    if (depth > 0) return undefined;
    // ("You are obsessed with dinosaurs / Especially the T-rex": with no preposition to break at, a word that opens a
    // phrase will do, the break nearest the middle first; never after an article or a "to")
    const spots = breakSpots(
      w,
      /^(especially|even|just|and|but|or|who|which|that|because|so|then|than|all|every|each|the|a|an|my|our|your|his|her|their|when|while|where|since|until)$/i,
      /^(the|a|an|my|our|your|his|her|their|to|of|is|are|was|were|am|be|been|being|that|this|in|at|on|into|for|with|after|before|from|under|over|through|during|like|as|by|about|have|has|had|behind|beside|between|near|across|around|along|beyond|toward|towards|inside|outside|without|within|above|below|beneath|against|among|upon|past)$/i,
    );
    for (const i of spots) {
      const a = w.slice(0, i).join(' ').replace(/,$/, '');
      const b = capitalise(w.slice(i).join(' '));
      if (this.syllables(a) < 3 || this.syllables(b) < 3) continue;
      if (!this.pasted(a) && !this.pasted(b)) return [a, b];
      const [x, y] = [a, b].map((l) => (this.pasted(l) ? this.unpaste(l) : l));
      if (!this.pasted(x) && !this.pasted(y)) return [x, y];
    }
    // (a long run of the buyer's words no one break mends is broken twice: "After thirty-five years / Driving school
    // bus route twelve / In El Paso")
    return twice;
  }

  /** Breaks a run of the buyer's words: "a" becomes "that", "in" before a year goes. */
  unpaste(line: string): string {
    // (never what someone is or became: "hired as a firefighter" stays "as a firefighter")
    let out = line.replace(
      /(?<!\b(?:[Aa]s|[Bb]ecame|[Bb]ecome|[Bb]ecomes|[Ii]s|[Ww]as|[Bb]e|[Mm]issed|[Nn]ever \w+) )\b(a|the)\s+(\p{L}+)(?=(?:\s+(\p{L}+))?)/u,
      (m: string, _d: string, w: string, next: string | undefined) =>
        // (never "those Thames": a name keeps its article)
        // ("a lot", "a little": a way of saying how much keeps its "a")
        // ("the start of the year", "the birth of our kids": a part of something keeps its "the")
        // ("dead in the eye", "in the morning", "in the rain": a fixed way of saying keeps its "the")
        /^\p{Lu}/u.test(w) ||
        /^(lot|bit|few|little|while|couple|eye|eyes|face|end|morning|evening|afternoon|night|way|moment|past|world|air|dark|rain|sun|moon|sky|wild)$/i.test(
          w,
        ) ||
        /^of$/i.test(next ?? '') ||
        // ("studied every night for a year": a stretch of time is not "that year")
        (/^a$/i.test(_d) && /^(year|month|week|day|decade|hour|minute|second|lifetime|fortnight)$/i.test(w))
          ? m
          : // ("the best boss I ever had" -> "the very best boss I ever had", never "that best boss")
            _d.toLowerCase() === 'the' &&
              (/^(best|worst|first|last)$/i.test(w) ||
                (/\p{L}{2,}est$/iu.test(w) &&
                  !/^(forest|chest|guest|nest|test|west|quest|rest|interest|harvest|contest|honest|modest|request|protest|arrest|digest|invest)$/i.test(
                    w,
                  )))
            ? `the very ${w}`
            : // ("a bus stop" is one stop: "us" ends no plural; "the league this year" is one league: the next word
              // counts only when it is the plural noun the first one names, "the dance costumes")
              `${/[^su]s$/.test(w) || (next !== undefined && pluralNounAfter(line, w, next)) ? 'those' : 'that'} ${w}`,
    );
    if (this.pasted(out)) out = out.replace(/\bin (?=(nineteen|twenty|two thousand))/, ', ');
    // "turned our hopeless netball team into" -> "turned that hopeless netball team into"
    // (never "that daughter": one of the family stays ours)
    if (this.pasted(out))
      out = out.replace(/\b(our) (?=(\p{Ll}+) (\p{Ll}+))/u, (m, _o: string, w: string, next: string) =>
        // ("all our dance costumes" -> "all those dance costumes")
        FAMILY.test(w) ? m : /[^su]s$/.test(next) || /[^su]s$/.test(w) ? 'those ' : 'that ',
      );
    // "together every Friday" -> "together each Friday"
    if (this.pasted(out)) out = out.replace(/\bevery (?=\p{L})/iu, 'each ');
    // "after two hundred hours of flying" -> "after all those two hundred hours of flying"
    if (this.pasted(out))
      out = out.replace(
        /\b(after|before|for|through) (?=(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|one hundred|\w+ hundred)\b)/i,
        '$1 all those ',
      );
    if (this.pasted(out)) out = out.replace(/\b(in|at|on) (?=\p{Lu})/u, 'out $1 ');
    // "through a lot this year" -> "through a lot this past year"
    if (this.pasted(out)) out = out.replace(/\bthis (year|week|month|summer|winter|spring|autumn)\b/i, 'this past $1');
    // ("took care of our daughter Lucia" -> "took care of our Lucia": one of the family by name alone)
    if (this.pasted(out))
      out = out.replace(/\b(my|our|your) (\p{Ll}+) (?=\p{Lu}\p{Ll})/u, (m, own: string, rel: string) =>
        FAMILY.test(rel) ? `${own} ` : m,
      );
    // ("while looking me dead in the eye" -> "while staring me dead in the eye": one word said another way)
    for (const [word, other] of SAID_OTHERWISE) {
      if (!this.pasted(out)) break;
      const swapped = out.replace(new RegExp(`\\b${word}\\b`, 'i'), (w) =>
        /^\p{Lu}/u.test(w) ? other[0].toUpperCase() + other.slice(1) : other,
      );
      if (swapped !== out && !this.pasted(swapped)) out = swapped;
    }
    // ("We sat next to each other" -> "The two of us sat next to each other": who did it, said another way)
    if (this.pasted(out))
      out = out
        .replace(
          /^We (?=\p{Ll})/u,
          this.story.recipient.couple || this.story.recipient.group ? 'All of us ' : 'The two of us ',
        )
        .replace(/^You two (?=\p{Ll})/u, 'The two of you ')
        .replace(/^I (?=\p{Ll})/u, 'Me, I ');
    return tidy(out, this.voice);
  }

  /** Ways to sing an item no event line carried. */
  detailOptions(item: StoryItem): string[][] {
    // "that ticket from the first film": never the buyer's own words in a row
    const slot = {
      ...this.slots(),
      x: item.kind === 'thing' ? this.calledBack(item.label) : item.label,
    };
    const pet = this.story.pets.find((p) => p.name === item.label);
    const templates: Record<StoryItem['kind'], string[]> = {
      // ("Kenji is in Osaka, I'm in Denver": where the singer is, never thought of from afar)
      place: new RegExp(
        `\\b(i'm|i am|we're|we are|i live|we live|i'm living|i am living) (still )?in ${item.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
        'i',
      ).test(this.prompt.replace(/[’]/g, "'"))
        ? ['and me in {x}', 'while I am in {x}']
        : this.livedIn(item.label)
          ? ['back in {x}', 'I think of {x}']
          : this.headedTo(item.label)
            ? ['all the way to {x}', 'off you go to {x}']
            : // (thought of from afar only when something happened there: never "I think of Singapore" for the new
              // job, nor of the hall the party is in)
              this.story.events.some((e) => e.tense === 'past' && e.phrase.includes(item.label))
              ? ['I think of {x}', `{x} ${this.memorial ? 'knew' : 'knows'} {your} name`]
              : // ("And oh, El Paso": a place alone is no line; the place the listener is known in says so)
                // (but the one admired from afar is only seen there: "I don't know your name")
                this.story.occasion === 'admirer'
                ? ['I see you in {x}', 'and oh, {x}']
                : [`{x} ${this.memorial ? 'knew' : 'knows'} {your} name`, 'and oh, {x}'],
      year: ['back in {x}', 'it was {x}', 'the year was {x}', 'since {x}'],
      number: / years$/.test(item.label)
        ? [
            'after {x}',
            'for {x} now',
            // ("through all two years": all is for many)
            ...(/^(one|two) years$/.test(item.label) ? [] : ['through all {x}']),
            ...(this.memorial ? [] : ['{x} and counting']),
          ]
        : /(th|st|nd|rd)$/.test(item.label)
          ? this.story.occasion === 'birthday'
            ? ['on your {x} birthday', 'a happy {x} to you']
            : // ("It would have been our 50th": the singer's own anniversary is "ours", the listener's too: never
              // "on my tenth anniversary" to the husband)
              [`on ${this.context.has('partner') ? 'our' : 'your'} {x} anniversary`, 'here is to the {x}']
          : // (someone remembered is told their age as it was: "you were thirteen", never "now you are thirteen")
            this.memorial
            ? ['you were {x}', '{x} years with {us}']
            : ['you are {x} today', 'now you are {x}', 'at {x} years young'],
      thing: ['{we} still remember {x}', 'I think about {x}', 'remember {x}'],
      pet: pet
        ? [
            `and ${pet.name}, {your} faithful ${pet.kind}`,
            `${pet.name} the ${pet.kind} came along`,
            `and ${pet.name} the ${pet.kind}`,
          ]
        : ['and {x} came along'],
      // the listener, named in the story by a name the song does not call them by ("Grandpa" is Walter)
      person: this.story.people.some((p) => p.name === item.label && p.role === 'recipient')
        ? ['this one is for you, {x}', 'oh, this is your song, {x}', 'with love, for you, {x}']
        : // (someone the story says has died is remembered, never "singing along")
          diedIn(this.story, item.label)
          ? ['{we} still miss {x}', 'and {we} remember {x}', 'and {x}, forever in {our} hearts']
          : // (one of the crew the song is to, named with nothing told of them: "for the crew: Lukas, Ama and
            // Dragan" is a shout to each, never "We still talk about Ama / We tell that story each day")
            this.story.recipient.group &&
              !this.story.events.some((e) => e.actor.kind === 'person' && e.actor.name === item.label)
            ? ['and {x}, take a bow', 'here is to {x} too', 'a shout for {x}', 'and {x}, this one is yours too']
            : // (someone merely told of, not one of the family or a friend: a teacher, a singer loved, never "Mr. Patel
              // sends love to you")
              !this.story.people.some((p) => p.name === item.label && inCircle(p))
              ? ['{we} still talk about {x}', 'and {we} think of {x}', 'and {x}, of course']
              : // (ending on the name: no other song ends like it)
                [
                  'and {x} is here with {us}',
                  'with love from {x}',
                  'and a hug from {x}',
                  '{we} sing this with {x}',
                  'and {x} joins in too',
                  '{x} sings along with {us}',
                  'and {x} sends love to you',
                  'and {x} is singing too',
                ],
    };
    return this.soldLast(
      this.rng
        .shuffle(templates[item.kind])
        .map((t) => this.fill(t, slot))
        .filter((l): l is string => l !== undefined && this.syllables(l) <= this.fit.max + 1)
        .map((l) => [l]),
    );
  }

  /** Places story lines with their answers into at most `room` lines; returns the lines, or undefined. */
  /** Runs `f` as if `lines` were sung already (their last words are taken: no answer ends on them again). */
  private tentative<T>(lines: string[], f: () => T): T {
    const added = lines.map(lastWord).filter((w) => !this.usedEnds.has(w));
    for (const w of added) this.usedEnds.add(w);
    try {
      return f();
    } finally {
      for (const w of added) this.usedEnds.delete(w);
    }
  }

  /** the story tells of something achieved: a win, a degree, a race run, a promotion, a thing built or beaten */
  get achieved(): boolean {
    this.achievedCache ??= this.story.events.some(isAchievement);
    return this.achievedCache;
  }

  private achievedCache?: boolean;

  /** the story tells of a hard time, or the occasion is one of work done (a team, a degree, a career) */
  get hardTold(): boolean {
    this.hard ??=
      /^(graduation|team|retirement|company)$/.test(this.occasion) ||
      this.story.events.some(
        (e) => e.sad || HARD.test(e.told) || /\b(hard|tough|struggl\w*|setback|lost|losing)\b/i.test(e.told),
      );
    return this.hard;
  }

  private hard?: boolean;

  /** the story tells of a hard time still going on or still to come ("is in hospital", "starts chemo next month") */
  get hardAhead(): boolean {
    this.ahead ??= this.story.events.some(
      (e) =>
        e.sad &&
        !e.negative &&
        (/\b(will|going to|starting|starts|start|next|soon|waiting|still)\b/i.test(e.phrase) ||
          (e.tense === 'present' && /^(is|are|has|have)\b/.test(e.phrase))),
    );
    return this.ahead;
  }

  private ahead?: boolean;

  /** the song remembers someone who has died */
  get memorial(): boolean {
    return this.occasion === 'memorial';
  }

  /** the story tells of someone's death or dying */
  get grief(): boolean {
    this.griefTold ??=
      this.memorial ||
      this.story.events.some(
        (e) =>
          tellsDeath(e) || e.verb.base === 'be dying' || /\b(died|dying|passed away|funeral|hospice)\b/i.test(e.told),
      );
    return this.griefTold;
  }

  private griefTold?: boolean;

  /** the song remembers a baby lost before or soon after birth ("we lost our baby at 14 weeks") */
  get lostBaby(): boolean {
    return (
      this.memorial &&
      this.story.events.some(
        (e) =>
          (e.verb.base === 'lose' && /\b(baby|little one)\b/.test(e.parts[0]?.sung ?? '')) ||
          /\b(miscarriage|miscarried|stillborn|stillbirth)\b/i.test(e.told),
      )
    );
  }

  /** a small child's birthday (six or under) */
  get little(): boolean {
    this.littleCache ??= this.isLittle();
    return this.littleCache;
  }

  private littleCache?: boolean;

  private isLittle(): boolean {
    const age = this.birthdayAge();
    return age !== undefined && age <= 6;
  }

  /** the age one listener turns on a birthday, when the story tells it */
  private birthdayAge(): number | undefined {
    if (this.story.occasion !== 'birthday' || this.story.recipient.group || this.context.has('pet')) return undefined;
    const m = milestone(this.story);
    return m !== undefined && !/years/.test(m.label) && m.number.value >= 1 ? m.number.value : undefined;
  }

  /** a child (a newborn, or twelve or under on a birthday) */
  get child(): boolean {
    // (read once a song: every bank line asks it)
    if (this.childCache === undefined) {
      const age = this.birthdayAge();
      this.childCache = this.baby || (age !== undefined && age <= 12);
    }
    return this.childCache;
  }

  private childCache?: boolean;

  /**
   * A love the story counts in one year or two, or does not count at all ("1 yr married", "valentines for my gf, we
   * met on hinge"): no "all these years" claimed for it.
   */
  get fewYears(): boolean {
    // (read once a song: every bank line asks it)
    if (this.fewYearsCache === undefined) {
      const love = this.story.occasion === 'anniversary' || this.story.occasion === 'admirer';
      const m = love ? milestone(this.story) : undefined;
      this.fewYearsCache = love && (!m || m.number.value <= 2);
    }
    return this.fewYearsCache;
  }

  private fewYearsCache?: boolean;

  /** the song welcomes a newborn */
  get baby(): boolean {
    return this.occasion === 'baby';
  }

  /** the chorus hook calls the listener by name (the chorus needs no other line that does) */
  hookNames = false;

  /** How many lines sung so far carry this story item. */
  private timesSung(item: StoryItem): number {
    return this.sung.split('\n').filter((l) => l && mentions(item, l)).length;
  }

  /** more story lines wait to be placed in this section */
  storyWaits = false;
  /** The rest of the story needs the room that is left: a lone fact takes one stock line, not three. */
  storyTight = false;
  /** The next story line tells a hard thing: a lone fact before it takes no stock line ("glad you are here", then chemo). */
  nextHard = false;

  /** Does the line sing one of the story's people, pets, places, years or things? */
  carries(line: string): boolean {
    return this.items.some((i) => mentions(i, line));
  }

  /** lines that tell the story (never replaced to make a rhyme) */
  readonly told = new Map<string, Theme[]>();

  placeFact(options: string[][], room: number, themes: Theme[]): string[] | undefined {
    // a way that ends a line as two earlier songs did is sung only when no other way can be placed
    if (this.avoid.size > 0) {
      const unsold = options.filter((o) => !o.some((l) => this.sold(l)));
      if (unsold.length > 0 && unsold.length < options.length) {
        const placed = this.placeFact(unsold, room, themes);
        if (placed) return placed;
      }
    }
    for (const o of options) for (const l of o) this.told.set(l.toLowerCase(), themes);
    let fallback: string[] | undefined;
    let half: { opt: string[]; a2: string } | undefined;
    let long: string[] | undefined;
    const ordered = [...options]
      .filter((o) => o.every((l) => !this.sungLines.has(l.toLowerCase())))
      .sort((a, b) => this.optionScore(a) - this.optionScore(b));
    for (const opt of ordered) {
      if (opt.length >= 3) {
        if (opt.length > room) continue;
        // a long event in several lines; a line that rhymes with its last closes it when there is room
        const a = opt.length < room ? this.tentative(opt, () => this.answer(opt[opt.length - 1], themes)) : undefined;
        // (none: another way of singing it, whose last line something rhymes with, comes first)
        if (!a && opt.length < room) {
          long ??= opt;
          continue;
        }
        const lines = a ? [...opt, a] : [...opt];
        this.note(lines);
        return lines;
      }
      if (opt.length === 1 && room >= 2) {
        // (the story would not fit with an answer after each fact: this one stands alone, the next follows it)
        if (this.storyWaits && room >= 3) {
          fallback ??= opt;
          continue;
        }
        const a = this.answer(opt[0], themes);
        if (a) {
          this.note([opt[0], a]);
          // (the story line first: an answer sung before it reacts to nothing yet)
          return [opt[0], a];
        }
        fallback ??= opt;
      } else if (opt.length === 2) {
        if (room >= 2 && linesRhyme(this.lex, opt[0], opt[1])) {
          this.note(opt);
          return opt;
        }
        if (room >= 4) {
          // (no answer ends on the story's own last words again: "At Kobe General" / "still in Kobe General")
          const a2 = this.tentative(opt, () => this.answer(opt[1], themes));
          if (!a2) continue;
          // (more of the story waits: one answer, not two)
          if (this.storyWaits) {
            this.note([...opt, a2]);
            return [opt[0], opt[1], a2];
          }
          // the story's two lines first, then what answers them (an answer sung before the story is told
          // reacts to nothing yet)
          const a3 = this.tentative(opt, () => this.answer(a2, themes));
          if (a3) {
            this.note([...opt, a2, a3]);
            return [opt[0], opt[1], a2, a3];
          }
          const a1 = this.tentative(opt, () => this.answer(opt[0], themes));
          // (an answer that points back, "And even now it makes me beam", never opens before what it points at)
          if (a1 && !/^(and|so|but)\b|\b(it|that|this|those|these|them)\b/i.test(a1)) {
            this.note([a1, ...opt, a2]);
            return [a1, opt[0], opt[1], a2];
          }
          half ??= { opt, a2 };
        }
      }
    }
    if (long && !half) {
      this.note(long);
      return [...long];
    }
    if (half) {
      // the fragment goes unrhymed; the clause and its answer rhyme, and a third line joins them
      const a3 = this.tentative(half.opt, () => this.answer(half.a2, themes));
      const lines = (a3 ? [...half.opt, half.a2, a3] : [...half.opt, half.a2]).slice(0, room);
      // only what is sung counts as sung: a dropped line must not hide a detail from the list line
      this.note(lines);
      return lines;
    }
    // more of the story waits: the fact stands alone and the next one follows it (no stock lines in between)
    if (fallback && this.storyWaits && room >= 3) {
      this.note(fallback);
      return [...fallback];
    }
    if (fallback && this.nextHard) {
      this.note(fallback);
      return [...fallback];
    }
    if (fallback && room >= 2) {
      // no rhyme for its ending: the fact still gets its line, and lines that rhyme follow it
      const taken = new Set(this.sungLines);
      this.sungLines.add(fallback[0].toLowerCase());
      const more = this.tentative(
        fallback,
        // ("You run marathons" and three stock lines, while "did London in under four hours" waited: a lone fact
        // takes one line that rhymes with it while more of the story waits)
        () => (room >= 4 && !this.storyTight ? this.group(3, themes) : undefined) ?? this.group(1, themes),
      );
      if (more) {
        this.note([fallback[0], ...more]);
        return [fallback[0], ...more];
      }
      this.sungLines.clear();
      for (const l of taken) this.sungLines.add(l);
    }
    return undefined;
  }

  /** The shortest way to sing a fact, rhymed or not: a story line is never dropped for want of a rhyme. */
  forceFact(options: string[][], room: number, themes: Theme[]): string[] | undefined {
    for (const o of options) for (const l of o) this.told.set(l.toLowerCase(), themes);
    const best = [...options].sort((a, b) => this.optionScore(a) - this.optionScore(b))[0];
    if (!best || best.length > room) return undefined;
    const lines = [...best];
    const a = this.answer(lines[lines.length - 1], themes);
    if (a && lines.length < room) lines.push(a);
    this.note(lines);
    return lines;
  }

  private optionScore(opt: string[]): number {
    const n = opt.map((l) => this.syllables(l));
    const over = n.reduce((a, x) => a + Math.max(0, x - this.fit.max) * 2 + Math.max(0, this.fit.min - x), 0);
    // "In Lagos, you two met": a line that ends on a pronoun and its verb ends as many songs' lines do
    const bare = opt.filter((l) => /,\s*(you|you two|you all|we|i|they)\s+\p{L}+$/iu.test(l)).length;
    // a way that ends a line as two earlier songs did ("You two met") comes after every other
    const sold = opt.some((l) => this.sold(l)) ? 20 : 0;
    return (
      over +
      (opt.length - 1) * 0.8 +
      bare * 1.2 +
      sold +
      Math.abs(n[0] - this.fit.target) * 0.15 +
      this.rng.next() * 0.6
    );
  }

  /** Does the line end on the story's own words (a name, place, year or thing among its last three)? */
  private ownWords?: Set<string>;

  endsOnStory(line: string): boolean {
    const own = (this.ownWords ??= new Set(
      [...this.items.flatMap((i) => i.words), ...words(this.story.recipient.sung)].filter((x) => x.length > 2),
    ));
    return words(line)
      .slice(-3)
      .some((x) => own.has(x));
  }

  /** A callback that ends on the story's words and a line chosen by pronunciation to rhyme with it. */
  storyCouplet(themes: Theme[]): string[] | undefined {
    if (this.story.occasion === 'breakup') return undefined;
    const calls = this.themes(['callback'])
      .filter((l) => l.callback)
      .map((l) => l.text);
    const cands = this.candidates(['callback'], false)
      .filter((c) => c.callback && calls.includes(c.template) && this.endsOnStory(c.text))
      // the chorus carries the name, the occasion and the story's things, not its places
      .filter((c) => !this.inChorus || !/\{(place|pet|other)\}/.test(c.template))
      .sort((a, b) => this.score(a) - this.score(b));
    const seen = new Set<string>();
    const tries = cands.filter((c) => !seen.has(c.text) && seen.add(c.text)).slice(0, 30);
    for (const c of tries) {
      // its own clause is taken first, so the answer is not the same line closed another way
      const taken = c.keys.filter((k) => !this.usedTemplates.has(k));
      for (const k of taken) this.usedTemplates.add(k);
      this.pending = c;
      const a = this.answer(c.text, themes);
      this.pending = undefined;
      if (!a) {
        for (const k of taken) this.usedTemplates.delete(k);
        continue;
      }
      this.use(c);
      const lines = this.rng.chance(0.25) ? [a, c.text] : [c.text, a];
      this.note(lines);
      return lines;
    }
    return undefined;
  }

  /** Themes to reach for when a section's own give no rhyme: never love lines after a break-up. */
  widen(themes: Theme[]): Theme[] {
    return this.story.occasion === 'breakup' ? [...new Set<Theme>([...themes, 'sad'])] : [...themes, 'love', 'hope'];
  }

  filler(n: number, themes: Theme[]): string[] {
    const out: string[] = [];
    // filler never reacts to a story line that is not there
    themes = themes.filter((t) => t !== 'react');
    if (themes.length === 0) themes = ['love'];
    // (after a break-up, no love lines to fill with)
    // (nor to a place or a thing: its own lines and memories only)
    const wider: Theme[] =
      this.occasion === 'ode'
        ? [...themes, 'ode', 'react']
        : this.story.occasion === 'breakup'
          ? [...themes, ...this.w.chorus, 'hope']
          : [...themes, ...this.w.chorus, 'love', 'hope'];
    while (n - out.length >= 2) {
      // a line that ends on the story's own words, answered by a line that rhymes with them, comes first
      const story = this.storyCouplet(themes);
      if (story) {
        out.push(...story);
        // an odd count: the last line answers the couplet
        if (n - out.length === 1) {
          const a = this.answer(story[story.length - 1], themes);
          if (a) {
            this.note([a]);
            out.push(a);
          }
        }
        continue;
      }
      // an odd count: three that rhyme, then pairs
      const three = (n - out.length) % 2 === 1 && n - out.length >= 3;
      const g = three
        ? (this.group(3, themes) ?? this.group(3, wider) ?? this.group(2, themes) ?? this.group(2, wider))
        : (this.group(2, themes) ?? this.group(2, wider));
      if (!g) break;
      this.note(g);
      out.push(...g);
    }
    while (n - out.length >= 1) {
      const g = this.group(1, wider);
      if (!g) break;
      this.note(g);
      out.push(...g);
    }
    if (out.length < n) {
      const single = out.length > 0 ? this.answer(out[out.length - 1], themes) : undefined;
      const g = single ? [single] : this.group(1, themes);
      if (g) {
        this.note(g);
        out.push(...g);
      }
    }
    return out;
  }
}

/** Does the line call the listener by name (a line sung to them with their name, or a callback with it)? */
function namesListener(line: { template: string; callback: boolean }): boolean {
  return line.template.includes('{vname}') || (line.callback && line.template.includes('{name}'));
}

/** The line with its closing subject said another way ("you two met" -> "the two of you met"). */
/**
 * Where a line of words `w` may break: before a word `opens` allows, never after one `notAfter` names, never leaving
 * fewer than two words before it or one after it; the break nearest the middle first.
 */
function breakSpots(w: string[], opens: RegExp, notAfter: RegExp): number[] {
  return w
    .map((_, i) => i)
    .filter((i) => i >= 2 && i <= w.length - 2 && opens.test(w[i]) && !notAfter.test(w[i - 1]))
    .sort((a, b) => Math.abs(a - w.length / 2) - Math.abs(b - w.length / 2));
}

function otherSubject(line: string): string {
  return line
    .replace(/\b([Yy])ou two (\w+)$/, (_, y: string, v: string) => `${y === 'Y' ? 'T' : 't'}he two of you ${v}`)
    .replace(/\b([Yy])ou all (\w+)$/, (_, y: string, v: string) => `${y === 'Y' ? 'A' : 'a'}ll of you ${v}`)
    .replace(/\b([Ww])e (\w+)$/, (_, w: string, v: string) => `${w === 'W' ? 'A' : 'a'}ll of us ${v}`);
}

/** A stock line (or closer) is open to one song in STOCK_SHARE, by seed, before the rest are looked at. */
const STOCK_SHARE = 3;

/** Verbs of time spent somewhere: where the story says someone lived, met, worked or holidayed. */
const LIVED =
  /^(live|grow up|grow|meet|marry|get married|work|study|spend|stay|holiday|honeymoon|teach|train|play|dance|sing|swim|surf|sail|ski|hike|camp|fish|summer|be|go|move|run|cook|learn|build|open|start)\b/;

/**
 * A thing a song may call back fondly ("that red bicycle", "those cinnamon buns"): never a person's job or role ("that
 * trial lawyer"), the weather, a job, money or a plan ("that first job", "that district cut funding").
 */
function keepsake(head: string): boolean {
  const h = head.toLowerCase();
  return (
    !/^(job|jobs|work|career|weather|funding|money|cash|budget|time|life|chance|news|promotion|exam|exams|degree|diploma|grade|grades|course|class|school|diagnosis|plan|plans|idea|way|thing|things|stuff|lot|year|years|month|months|week|weeks|day|days|team|company|district|council|government|office|department|shift|contract|loan|mortgage|rent|bill|bills|debt|test|tests|interview|application|visa|surgery|treatment)$/.test(
      h,
    ) && !soloTags(h).has('Actor')
  );
}

/** Does the story tell this one of its people died ("Lola passed", "her mum Eleni died")? */
/** One of the family, a partner or a friend: told with such a relation, or called by a family word ("Uncle Marek"). */
function inCircle(p: StoryPerson): boolean {
  return (
    (p.relation !== undefined && (FAMILY.test(p.relation) || PARTNER.test(p.relation) || FRIEND.test(p.relation))) ||
    kinOf(p.name.split(/\s+/)[0]) !== undefined
  );
}

function diedIn(story: Story, name: string): boolean {
  return story.events.some(
    (e) => tellsDeath(e) && (e.actor.kind === 'person' ? e.actor.name === name : e.phrase.includes(name)),
  );
}

/** Said to someone still here: no line for someone remembered ("I am proud of you, Grandpa, today"). */
const MEMORIAL_WRONG =
  /\b(walk (taller|prouder)|by your side|here for (\{you\}|you)|proud of (\{you\}|you)|(sunny|better|brighter|easy|golden) days|(next|close) to you)/i;

/** Lines said to a person: not to a place or a thing a song is about. */
const ODE_WRONG =
  /\b(find the words|say the thing|know just how|knew just how|knew exactly how|know exactly how|wish|wishes|glad you are|need|lucky|may|proud|close|love|adore|cherish|happy|thank|thanks|deserve|praise|help|here for|miss|laugh|smile|so like you|you all over|who else|the way you do|says so much about you|the world who you are|the way you are|kind|kindest|soul|heart is with|beside you|by your side|taught|showed|calmed|lifted|carried|care)\b/i;

/** Lines that thank or praise a helper: not for a pet. */
const PET_WRONG =
  /\b(thank|thanks|grateful|bow|praise|lifted|carried|cared|patient ears|led|lead|leads|see the best|the thing I need|find the words|say the thing|talk me through|know just how|knew just how|knew exactly how|know exactly how|saw the best|the good in|my work|our work|stood|turn away|earned|proud|my back|without you|made it count|lit the|the way for|the path|the rough|cheer|firm|done it|difference|owe|showed|your care|made it|pride|in stride|steady|guide|compass|anchor|taught)\b/i;

/** Words a line copying the buyer's may say another way, the meaning kept. */
const SAID_OTHERWISE: [string, string][] = [
  ['looking', 'staring'],
  ['looked', 'stared'],
  ['little', 'tiny'],
  ['small', 'tiny'],
  ['huge', 'giant'],
  ['whole', 'entire'],
  ['walked', 'strolled'],
  ['walking', 'strolling'],
  ['talking', 'chatting'],
  ['laughing', 'giggling'],
  ['quietly', 'softly'],
  ['quickly', 'swiftly'],
  ['always', 'forever'],
  ['favourite', 'most loved'],
  ['favorite', 'most loved'],
  ['loves', 'adores'],
  ['terrible', 'awful'],
  ['funny', 'comic'],
  ['beautiful', 'lovely'],
  ['tiny', 'little'],
];

/** A partner's words: not a friend's. */
const INTIMATE =
  /\b(each night|every night|all night|more than (words|a \w+|these \w+|this \w+) can|need|adore|cherish|home to|my home|favourite place|heart (still|always)|hold \{?(us|me|you)\}? (close|near)|held \{?(us|me)\}? (close|near)|\{?(my|our)\}? (compass|anchor|guide|true north)|lighthouse|beacon|the (tune|song|melody)|stuck in my head|on repeat|(safe|at home) (with|near) you|sunshine|sunlight|(picture|circle) is complete|belong|what love (looks|is) like|love is made of)\b/i;

/** The words of one who guided the singer: not a child's. */
const GUIDING =
  /\b(guide|compass|true north|anchor|lighthouse|beacon|showed \{?(me|us)\}? how|talk \{?(me|us)\}? through|talked \{?(me|us)\}? through|taught \{?(me|us)\}?|lifted \{?(me|us)\}?|led \{?(me|us)\}?|walk(ed)? beside|calmed|eased)\b/i;

/** Love told by the night: a partner's line. */
const NIGHTLY = /\b(love|hold|adore|need|cherish|miss)\b[^,]*\b(each|every|all) night\b|\bmore (each|every) night\b/i;
/** Adoring words: a partner's, a family's or a newborn's line. */
const ADORING = /\b(adore|cherish)\b|\bon repeat\b|\bstuck in my head\b|\bI keep humming\b|\b(lighthouse|beacon)\b/i;

const SOMBRE =
  /\b(hospital|clinic|hospice|ward|cemetery|graveyard|prison|funeral|morgue|chemo\w*|cancer|tumou?r|surgery|operation|stroke|accident|illness|diagnosis|injury|wheelchair|divorce|grave|war|wars|bombing|flood|earthquake)\b/i;

/** A line that sings a hard time as over ("you got through it", "the hard days are behind you"). */
const OVERCOME =
  /\b(got through|came through|behind you|passing now|(are|is) (behind|passing)|look at you now|it was (hard|tough)|faced it|met it|bore it|carried it|fought it|fights it|kept your|never lost your|one (day|step) at a time)\b/i;

/** A line that claims a hard time ("when things fell apart", "the hard way", "through every setback"). */
const HARDSHIP =
  /\b(the hard way|when (it|things|times|life|plans|it all) (got|went|was|fell)|fell apart|got rough|got tough|through every|doubters|when it (counted|mattered)|kept going when|never (quit|gave up)|through the storm|in the rough|when times are tight)\b/i;

/** an event that tells of something achieved: a win, a degree, a race run, a promotion, a thing built or beaten */
const isAchievement = (e: StoryEvent): boolean =>
  (/^(win|graduate|finish|pass|earn|qualify|complete|beat|build|open|launch|found|start|publish|run|climb|get promoted|be promoted|survive|recover|overcome|achieve|save|raise|fix|train|learn|become|be named|be made)$/.test(
    e.verb.base,
  ) ||
    // ("made the team", "got into Oxford": never "makes the best paella", "gets up early")
    (/^(get|make)$/.test(e.verb.base) &&
      /^(it|the (team|cut|squad|final|grade|list)|history|partner|into|in|through|a (degree|record)|the (job|promotion|place))\b/i.test(
        e.parts[0]?.sung ?? '',
      ))) &&
  !e.negative;

/** Occasions where anyone may say they are proud of the listener: something was achieved. */
const PROUD_OCCASIONS = /^(graduation|team|retirement|company|farewell)$/;

/** A line that praises the listener as someone in the past ("you were our lighthouse every night"). */
const PAST_PRAISE =
  /^(and )?you were (my|our|the|a|\{our\}) (\w+ )?(lighthouse|beacon|compass|anchor|guide|true north|sunshine|sunlight|light|spark|glue|heart|reason|best|brightest|warmest|kindest|tune|thread|lamp|flame|glow|centre)\b|^(and )?the (\w+ )?(part|gift|thing) was you\b|^you saw the (good|best) in\b|^you filled (the|my|our|\{our\}) (house|days|home|rooms?)\b/i;

/** A hard thing that happened: an illness, an injury, a loss, a betrayal. */
const HARD =
  /\b(broke (her|his|their|my|your) \w+|beat it|fought it|fell|died|dying|passed( away)?|lost (her|his|their|my|our) \w+|chemo\w*|cancer|tumou?r|surgery|operation|stroke|accident|ill|illness|sick|diagnos\w*|injur\w*|hospital|cheated|left (me|us)|funeral|grief|miscarriage|divorce\w*|split( up)?|separated|broke up|redundan\w*|laid off|fired)\b/i;

/**
 * The families a line belongs to, sung once a song whatever the words: "I love you, Kevin, today / I adore you on your
 * birthday / I cherish you more than a letter can convey" is one declaration three times, and "more than a card can
 * say" is said once.
 */
function familyKeys(text: string): string[] {
  return [
    ...(/^(and )?(\{we\}|I|we) (love|adore|cherish|need) (\{you\}|you)(?![\w{])/.test(text) ? ['family:declare'] : []),
    ...(/\bmore than (words|a|an|these|\{we\}|I|we) [\w\s]*\bcan\b/.test(text) ? ['family:more than'] : []),
    // ("You are my compass all along ... you have been a compass for me": one image once)
    ...[...text.matchAll(/\b(compass|anchor|lighthouse|beacon|harbour|true north|rock)\b/gi)].map(
      (m) => `family:${m[1]!.toLowerCase()}`,
    ),
  ];
}

/** No two lines of a song start alike ("I remember it ...", "I remember it ..."). */
const startKey = remembered(startKeyOf);

function startKeyOf(text: string): string {
  return `start:${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}{}' ]+/gu, ' ')
    .replace(/^\s*(and|so|but) /, '')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(' ')}`;
}

const slotOf = remembered(slotOfTemplate);

function slotOfTemplate(template: string): string {
  const slot =
    /\{(vname|place|pet|other|thing|thatS|thatS2|that|that2|obj|obj2|mod|mod2|year|name|years|age|ordinal)\}/.exec(
      template,
    )?.[1];
  // the listener's name, however the line carries it, is one slot
  return (
    slot
      ?.replace(/^thatS/, 'that')
      .replace(/^obj2/, 'obj')
      .replace(/^mod2/, 'mod')
      .replace(/^name$/, 'vname') ?? ''
  );
}

const FAMILY =
  /\b(mum|mom|mother|mama|dad|father|papa|parents?|grand\w*|gran|granny|nan|nana|grandad|grandpa|grandma|sister|brother|siblings?|son|daughter|children|kids|aunt\w*|uncle|niece|nephew|cousin|family|twins?)\b/i;
const ELDER =
  /\b(mum|mom|mother|mama|dad|father|papa|parents?|grand\w*|gran|granny|nan|nana|grandad|grandpa|grandma|aunt\w*|uncle)\b/i;
const PARTNER = /\b(husband|wife|partner|boyfriend|girlfriend|fianc\w*|spouse|love)\b/i;
const FRIEND = /\b(friends?|mates?|buddy|pal|bestie|roommate|flatmate)\b/i;
// (a nurse or a doctor thanked by a patient's family is no colleague: "you make me better at my work" is not theirs)
const WORK =
  /\b(colleagues?|boss|team|teacher|coach|manager|staff|lead|mentor|professor|crew|coworkers?|co-workers?|class|students?|company|club|office)\b/i;

/** The singer is the one who goes: the buyer moves, leaves or heads off, and the listener stays. */
/** In "the dance costumes", "costumes" after "dance" is a plural noun; in "the league this year", "this" is none. */
function pluralNounAfter(line: string, first: string, next: string): boolean {
  if (!/[^su]s$/.test(next)) return false;
  const terms = (nlp(line).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  const at = terms.findIndex((t, i) => t.text === first && terms[i + 1]?.text === next);
  const tags = at >= 0 ? terms[at + 1]!.tags : [];
  return tags.includes('Plural') && !tags.some((t) => /^(Verb|Pronoun|Determiner)$/.test(t));
}

export function singerLeaves(story: Story): boolean {
  return (
    /\b(farewell|goodbye|leaving|moving)\b/i.test(story.occasionName) &&
    story.events.some(
      (e) =>
        e.actor.kind === 'buyer' &&
        /^(move|be moving|leave|be leaving|relocate|be relocating|emigrate|be emigrating|head|be heading)\b/.test(
          e.verb.base === 'be' && /^(moving|leaving|relocating|emigrating|heading)\b/.test(e.parts[0]?.sung ?? '')
            ? `be ${e.parts[0].sung}`
            : e.verb.base,
        ),
    ) &&
    !story.events.some(
      (e) =>
        (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
        /^(move|be moving|leave|be leaving|retire|be retiring)\b/.test(e.verb.base),
    )
  );
}

/** What is true of this song: how many listen, who sings, and what they are to each other. */
export function contextOf(story: Story): Set<string> {
  const c = new Set<string>();
  const r = story.recipient;
  c.add(r.group ? 'group' : r.couple ? 'couple' : 'one');
  c.add(story.singer.plural ? 'we' : 'I');
  const rel = `${r.relationship ?? ''} ${story.people
    .filter((p) => p.role === 'recipient')
    .map((p) => p.relation ?? '')
    .join(' ')} ${/^(mrs?|ms|dr|prof)\.?\s/i.test(r.sung) ? 'teacher' : ''}`;
  if (FAMILY.test(rel)) c.add('family');
  if (ELDER.test(rel)) c.add('elder');
  // (the singer is the partner of one listener; never of a couple sung to: "her husband Tobi" is the bride's)
  if (
    !r.couple &&
    !r.group &&
    ((PARTNER.test(rel) && story.occasion !== 'admirer') || story.occasion === 'anniversary')
  )
    c.add('partner');
  c.add(`occ:${occasionKey(story)}`);
  // (a place or a thing sung to: "place" or "thing"; and "goodbye" when it is being left)
  if (story.subject) {
    c.add(story.subject.kind);
    if (
      /\b(goodbye|farewell|moving|sold|selling|leaving)\b/i.test(story.occasionName) ||
      story.events.some(
        (e) => e.actor.kind === 'buyer' && /^(move|be moving|leave|be leaving|sell)\b/.test(e.verb.base),
      )
    )
      c.add('goodbye');
  }
  if (FRIEND.test(rel)) c.add('friend');
  // (a goodbye sung by the one who is leaving, "Moving from Lisbon back to Seoul ... goodbye song for my flatmates":
  // "leaving"; else the listener goes, "staying" is the singer)
  if (singerLeaves(story)) c.add('leaving');
  else c.add('staying');
  // (a cat or a dog is loved, not thanked for its help)
  // ("for Luna, our cat": the relation says what kind of animal)
  if (
    /\bpets?\b/i.test(rel) ||
    story.pets.some((p) => r.names.includes(p.name)) ||
    rel
      .toLowerCase()
      .split(/\s+/)
      .some((w) => PET_KINDS.test(w))
  )
    c.add('pet');
  if (WORK.test(rel) || ['team', 'company'].includes(story.occasion)) c.add('work');
  // ("our postman Gareth", "the barista"): someone the story says is neither family, partner nor friend
  if (
    !c.has('pet') &&
    /\p{L}/u.test(rel.replace(/\b(my|our|his|her|their|the|a|an|and|late)\b/gi, '')) &&
    !FAMILY.test(rel) &&
    !PARTNER.test(rel) &&
    !FRIEND.test(rel) &&
    // ("welcome to the world baby Amaya": a newborn is no stranger to be thanked)
    !/\b(baby|newborn|little one|infant|bub|bubba)\b/i.test(rel)
  )
    c.add('acquaintance');
  return c;
}

/** "the ticket from the first film" called back: "that ticket from the first film" */
function thatOf(thing: string | undefined, head?: string): string | undefined {
  if (!thing) return undefined;
  // "the long nights": plural by its head, "those long nights"
  if (head && /^(the|a|an) /i.test(thing) && /[^su]s$/i.test(head)) return thing.replace(/^\S+ /, 'those ');
  // "the best jollof rice" called back: "that jollof rice"
  thing = thing.replace(/^(the|a|an) (best|greatest|finest) /i, '$1 ');
  // ("the bus stop" is one stop, "the long nights" many: by the noun before what describes it)
  const noun =
    thing
      .split(/\s+(?:of|from|in|on|at|with|for|to)\s+/i)[0]
      .split(/\s+/)
      .pop() ?? '';
  return /^(the|a|an) /i.test(thing) ? thing.replace(/^\S+ /, /[^su]s$/i.test(noun) ? 'those ' : 'that ') : thing;
}

function shortThat(thing: { sung: string; head: string } | undefined): string | undefined {
  if (!thing) return undefined;
  const full = thatOf(thing.sung, thing.head)!;
  if (full.split(/\s+/).length <= 3 || /^\S+ \S+ of (a |an |the )?\S+$/.test(full)) return full;
  // the head and the word before it, up to what qualifies it: "that jollof rice", "that ticket"
  const before = thing.sung.split(/\s+(?:from|of|with|in|on|at|for|to|that|which)\s+/i)[0].split(/\s+/);
  const at = before.lastIndexOf(thing.head);
  // up to two words that say which ("that open mic night"), never "the", "best" or "his"
  let from = at;
  while (from > Math.max(1, at - 2) && !/^(the|a|an|my|our|your|his|her|their|best|first|old)$/i.test(before[from - 1]))
    from--;
  return thatOf(`the ${before.slice(from, at + 1).join(' ')}`, thing.head);
}

function possessiveOf(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  if (items.length > 3) return [items, [...items].reverse()];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** The story as told without what someone in it says: a saying is sung in the buyer's words ("Pain is temporary"). */
export function withoutSayings(prompt: string, story: Story): string {
  let text = prompt;
  for (const q of [...story.events.map((e) => e.quote), ...(story.moments ?? []).map((m) => (m.said ? m.sung : ''))]) {
    const w = q ? words(q) : [];
    if (w.length < 2) continue;
    const run = new RegExp(
      w.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join("(?:'s)?[^\\p{L}\\p{N}']+"),
      'giu',
    );
    text = text.replace(run, ' . ');
  }
  return text;
}

function grams(prompt: string, story: Story): Set<string> {
  // the story as told, with its numbers as sung, so "in 1975" and "in nineteen seventy-five" compare
  let text = withoutSayings(prompt, story);
  for (const t of story.times) text = text.split(t.told).join(t.sung);
  for (const n of story.numbers) text = text.replace(new RegExp(`\\b${n.told}\\b`, 'g'), n.sung);
  const out = new Set<string>();
  for (const sentence of text.split(/[.!?;\n]+/)) {
    const w = words(sentence);
    for (let i = 0; i + 6 <= w.length; i++) out.add(w.slice(i, i + 6).join(' '));
  }
  return out;
}

/** Writes the song's lyrics from its story. */
/**
 * How many lines sung once a story wants: about two an event (its line and an answer), three for a long one, a line
 * for each moment told without a verb, and one for what no event carries.
 */
export function storyLinesWanted(story: Story): number {
  const events = story.events.filter(
    (e) =>
      !(e.verb.base === 'be' && /^for\b/i.test(e.parts[0]?.sung ?? '')) && !/^(turn|be turning)$/.test(e.verb.base),
  );
  const long = events.filter((e) => e.phrase.split(/\s+/).length > 5).length;
  return events.length * 2 + long + (story.moments ?? []).length + 2;
}

export function writeLyrics(
  input: NormalisedInput,
  shape: LyricShape = DEFAULT_SHAPE,
  options: WriteOptions = {},
): WrittenLyrics {
  const story =
    options.story ??
    readStory({ prompt: input.prompt, title: input.title, event: input.event, tags: input.tags, seed: input.seed });
  const lex = options.lexicon ?? createLexicon();
  const fit = options.fit ?? DEFAULT_FIT;
  const rng = createRng(input.seed).fork('lyrics');
  const sad = isSadMood(input.mood, story.occasion);
  const w = new Writer(story, lex, rng, fit, sad, input.prompt, input.seed, options.avoidEndings);

  // Chorus first: it holds the name and the occasion, and its words are then taken.
  const slots = w.slots();
  const filled = (list: string[]) =>
    rng
      .shuffle(list)
      .map((h) => w.fill(h, slots))
      .filter((h): h is string => h !== undefined);
  w.inChorus = true;
  w.inSection('chorus', shape.chorusLines);
  // the hook ends on the name when the chorus can rhyme with it; for a name nothing rhymes with,
  // it ends on the occasion instead (a chorus unrhymed three times over would not sing)
  const chorusCands = w.candidates(w.w.chorus, false);
  const rhymable = (h: string) => {
    const ends = new Set(chorusCands.filter((c) => linesRhyme(lex, h, c.text)).map((c) => lastWord(c.text)));
    return ends.size;
  };
  // (a hook that ends as two earlier songs' do comes after the rest: "This song's for you, my friend, today")
  const unsold = (list: string[]) => w.soldLast(list.map((h) => [h])).map(([h]) => h);
  const hooks = unsold(filled(w.w.hooks));
  const fitting = hooks.filter((h) => w.syllables(h) <= fit.max + 2);
  const spares = unsold(filled(w.w.spare));
  const spare = spares.filter((h) => w.syllables(h) <= fit.max + 2);
  const hook =
    fitting.find((h) => rhymable(h) >= 2) ??
    spare.find((h) => rhymable(h) >= 3) ??
    spare.find((h) => rhymable(h) >= 1) ??
    // a long name nothing rhymes with is sung a little faster rather than left unrhymed three times
    spares.filter((h) => w.syllables(h) <= fit.max + 4).find((h) => rhymable(h) >= 1) ??
    fitting[0] ??
    hooks[0] ??
    spares[0] ??
    tidy(w.callName(), w.voice);
  w.note([hook]);
  w.hookNames = slots.vname !== undefined && hook.includes(slots.vname);
  let chorus: string[];
  if (shape.chorusLines >= 4) {
    // the hook and a line that rhymes with it, then a rhyming pair; or three that rhyme after the hook
    const second = w.answer(hook, w.w.chorus);
    if (second) {
      w.note([second]);
      const pair = w.storyCouplet(w.w.chorus) ?? w.group(2, w.w.chorus) ?? w.group(2, w.widen(w.w.chorus)) ?? [];
      w.note(pair);
      chorus = [hook, second, ...pair];
    } else {
      const trio = w.group(3, w.w.chorus, hook) ?? w.group(3, w.widen(w.w.chorus)) ?? [];
      w.note(trio);
      chorus = [hook, ...trio];
      // no three that rhyme: a rhyming pair, and a line that answers it
      if (trio.length === 0) {
        const pair = w.storyCouplet(w.w.chorus) ?? w.group(2, w.widen(w.w.chorus)) ?? [];
        w.note(pair);
        const third = pair.length > 0 ? w.answer(pair[1], w.widen(w.w.chorus)) : undefined;
        if (third) w.note([third]);
        chorus = [hook, ...pair, ...(third ? [third] : [])];
      }
    }
    while (chorus.length < shape.chorusLines) chorus.push(...w.filler(1, w.w.chorus));
  } else {
    const a = w.answer(hook, w.w.chorus) ?? w.group(1, w.w.chorus)?.[0];
    chorus = a ? [hook, a] : [hook];
    w.note(chorus);
  }

  w.inChorus = false;
  // The story: events in the order told, then whatever no event line carried.
  // "This is for my brother" is who the song is for, not something that happened
  const allTold = story.events.filter((e) => !(e.verb.base === 'be' && /^for\b/i.test(e.parts[0]?.sung ?? '')));
  // (more events than the verses and the bridge hold, about two lines each: what the hook already sings goes first,
  // so the story's own details are sung: "You turn sixteen" under "Happy sixteenth birthday", "You passed last week"
  // under "Rest easy", a bare age "You were ninety-one")
  const room = Math.floor((shape.verseLines * 2 + shape.bridgeLines) / 2);
  const m = milestone(story);
  const restates = (e: StoryEvent): boolean =>
    (m !== undefined &&
      /^(turn|be turning|be|celebrate|be celebrating)$/.test(e.verb.base) &&
      new RegExp(`\\b${m.number.sung}\\b`).test(e.phrase) &&
      e.parts.length <= 2) ||
    (w.occasion === 'retirement' && /^(retire|be retiring)$/.test(e.verb.base) && e.parts.length === 0) ||
    (w.memorial && tellsDeath(e) && e.parts.every((p) => p.kind === 'time' || /^(last|this|in|on)\b/i.test(p.sung))) ||
    (e.verb.base === 'be' &&
      e.parts.length === 1 &&
      /^(\w+-)?\w+$/.test(e.parts[0].sung) &&
      /ty|teen|ten|one|two|three|four|five|six|seven|eight|nine|hundred/.test(e.parts[0].sung));
  let told = allTold;
  // ("You are turning forty" under a chorus that sings "You are forty tonight", or before "You are forty now": the
  // age the song marks is the chorus's and its answers', said once is enough)
  const turning = (e: StoryEvent) =>
    m !== undefined && /^(turn|be turning)$/.test(e.verb.base) && e.parts.length <= 1 && restates(e);
  told = told.filter((e) => !turning(e));
  for (let i = told.length - 1; i >= 0 && told.length > room; i--)
    if (restates(told[i])) told = told.filter((_, k) => k !== i);
  // a hard thing (an illness, a fall, a loss) is answered with care, never "and I was glad to see it"
  // (and what happens now, a habit or what is coming, is never answered as a memory: "you turn sixty-five / a story
  // worth telling twice")
  const noStory = (themes: Theme[]): Theme[] => {
    const rest = themes.filter((t) => t !== 'react');
    return rest.length > 0 ? rest : ['love'];
  };
  const answering = (e: StoryEvent): Theme[] =>
    // (an apology answers what happened with sorry, never a fond memory)
    w.occasion === 'apology'
      ? ['sorry']
      : // (a birth is no story told since: "You were born March second / We laugh about that to this day")
        /^be born$/.test(e.verb.base)
        ? noStory(w.w.verse)
        : e.sad || HARD.test(e.told) || (w.memorial && /\b(lost|passed|died|gone)\b/i.test(e.told))
          ? story.occasion === 'breakup'
            ? ['sad']
            : // a hard time of the singer's own is answered with thanks to the one who helped, not care for them
              // ("when my dad was dying", in a song to his nurse: the singer's own)
              e.actor.kind === 'buyer' || (e.actor.kind === 'other' && /^(we|i|my \S+|our \S+)$/i.test(e.actor.told))
              ? ['thanks']
              : ['care']
          : // (what someone is or was is no deed to marvel at: "You were fourteen / That is so like you", "My wife is
            // Hungarian / It says so much about you")
            e.verb.base === 'be' && !e.parts.some((p) => /\b(best|first|only|kindest|bravest|funniest)\b/i.test(p.sung))
            ? noStory(w.w.verse.filter((t) => t !== 'habit'))
            : e.tense === 'present'
              ? ['habit', ...w.w.verse.filter((t) => t !== 'react')]
              : // (something achieved is answered with pride, never a laugh at it: "You got into nursing school / It makes
                // us laugh whenever we feel low")
                isAchievement(e) && (e.actor.kind === 'recipient' || e.actor.kind === 'recipients')
                ? ['pride']
                : w.w.verse;
  // (the moments told with no verb come where the story told them, among its events)
  const moments = [...(story.moments ?? [])];
  // (a list told together is sung together, a line each, the way a songwriter lists what they love: "Grandma's
  // pierogi / The tree that leans left / The dog eating the tinsel"; one stock answer closes it, not one after each)
  const momentAt = (upTo: number) => {
    const here = moments.splice(0, moments.filter((m) => m.after <= upTo).length);
    // (short ones are sung together on a line: "Single mom, two jobs")
    for (let k = here.length - 1; k > 0; k--)
      if (w.syllables(here[k].sung) < 4 && w.syllables(here[k - 1].sung) + w.syllables(here[k].sung) <= fit.max)
        here.splice(k - 1, 2, { ...here[k - 1], sung: `${here[k - 1].sung}, ${here[k].sung}` });
    const themes = (text: string): Theme[] => (HARD.test(text) ? ['care'] : w.w.verse);
    if (here.length >= 2) {
      const each = here.map((m) => w.momentOptions(m.sung)[0]);
      if (each.every((o) => o !== undefined)) {
        // (a list longer than a verse is sung in runs that fit one, each closed by a line that answers it)
        const most = shape.verseLines;
        const runs: { lines: string[]; told: string[] }[] = [];
        each.forEach((o, k) => {
          const last = runs[runs.length - 1];
          if (last && last.lines.length + o!.length <= most) {
            last.lines.push(...o!);
            last.told.push(here[k].sung);
          } else runs.push({ lines: [...o!], told: [here[k].sung] });
        });
        if (runs.every((r) => r.lines.length <= shape.verseLines))
          return runs.map((r) => ({ options: [r.lines], themes: themes(r.told.join(' ')) }));
      }
    }
    return here.map((m) => ({ options: w.momentOptions(m.sung), themes: themes(m.sung) }));
  };
  const queue = [
    ...told.flatMap((e) => [
      ...momentAt(story.events.indexOf(e)),
      { options: w.eventOptions(e), themes: answering(e) },
    ]),
    ...momentAt(Infinity),
  ].filter((q) => q.options.length > 0);
  const verseLines = [shape.verseLines, shape.verseLines];
  const sections: string[][] = [[], []];
  const firstHalf = Math.max(1, Math.ceil(queue.length / 2));
  let taken = 0;
  for (let v = 0; v < 2; v++) {
    const room = verseLines[v];
    w.inSection(`verse${v}`, room);
    while (queue.length > 0 && (v === 1 || taken < firstHalf)) {
      // (only when the story would not fit otherwise: about two lines an event, in what is left of the verses and
      // the bridge)
      const left = room - sections[v].length + (v === 0 ? verseLines[1] : 0) + shape.bridgeLines;
      w.storyWaits = queue.length > 1 && (v === 1 || taken + 1 < firstHalf) && queue.length * 2 + 2 > left;
      // (about two and a half lines an event, with its answers; three stock lines after this one would leave too few)
      w.storyTight = (queue.length - 1) * 2.5 > left - 4;
      w.nextHard = (queue[1]?.themes ?? []).some((t) => t === 'care' || t === 'sad' || t === 'thanks');
      let placed = w.placeFact(queue[0].options, room - sections[v].length, queue[0].themes);
      // (a detail of the buyer's story is sung unrhymed rather than dropped while the verse has room for it)
      if (!placed?.length) placed = w.forceFact(queue[0].options, room - sections[v].length, queue[0].themes);
      // (a verse with no room left takes nothing: what it cannot hold waits for the next verse or the bridge)
      if (!placed?.length) break;
      sections[v].push(...placed);
      queue.shift();
      taken++;
    }
    w.storyWaits = false;
    w.storyTight = false;
    w.nextHard = false;
    // a lone story line at the end of the verse is answered by a line that rhymes with it
    const last = sections[v][sections[v].length - 1];
    if (
      last &&
      room - sections[v].length >= 1 &&
      (sections[v].length < 2 || !linesRhyme(lex, sections[v][sections[v].length - 2], last))
    ) {
      const a = w.answer(last, w.w.verse);
      if (a) {
        w.note([a]);
        sections[v].push(a);
      }
    }
    // items no event carried: verse 2 and then the bridge
    if (v === 1) {
      for (const item of w.uncovered()) {
        if (room - sections[v].length < 2) break;
        // (a name, a place or a year sung alone is no story to remember: "We still talk about Tariq / We tell that
        // story each week" answers nothing)
        const placed = w.placeFact(w.detailOptions(item), room - sections[v].length, noStory(w.w.verse));
        if (placed) sections[v].push(...placed);
      }
    }
  }
  const bridge: string[] = [];
  w.inSection('bridge', shape.bridgeLines);
  // what happened comes before what it means: events the verses had no room for are told in the bridge
  while (queue.length > 0 && shape.bridgeLines - bridge.length >= 2) {
    const placed =
      w.placeFact(queue[0].options, shape.bridgeLines - bridge.length, queue[0].themes) ??
      w.forceFact(queue[0].options, shape.bridgeLines - bridge.length, queue[0].themes);
    queue.shift();
    if (placed) bridge.push(...placed);
  }
  for (const item of w.uncovered()) {
    if (shape.bridgeLines - bridge.length < 2) break;
    const placed = w.placeFact(w.detailOptions(item), shape.bridgeLines - bridge.length, w.w.bridge);
    if (placed) bridge.push(...placed);
  }
  // left-over items that still found no room take the place of answer couplets in the verses
  for (let v = 0; v < 2; v++) {
    w.inSection(`verse${v}`, verseLines[v]);
    sections[v].push(...w.filler(verseLines[v] - sections[v].length, w.w.verse));
  }
  w.inSection('bridge', shape.bridgeLines);
  const meaning = w.filler(shape.bridgeLines - bridge.length, w.w.bridge);
  bridge.unshift(...meaning);

  const raw: LyricSection[] = [
    { kind: 'intro', label: 'Intro', lines: [] },
    { kind: 'verse', label: 'Verse 1', lines: sections[0] },
    { kind: 'chorus', label: 'Chorus', lines: chorus },
    { kind: 'verse', label: 'Verse 2', lines: sections[1] },
    { kind: 'chorus', label: 'Chorus', lines: [...chorus] },
    { kind: 'bridge', label: 'Bridge', lines: bridge },
    { kind: 'chorus', label: 'Chorus', lines: [...chorus] },
    { kind: 'outro', label: 'Outro', lines: [] },
  ];
  // anything the story reader found and no line carried yet: a list line closes the bridge
  const order: StoryItem['kind'][] = ['person', 'pet', 'place', 'number', 'year', 'thing'];
  const left = w.uncovered();
  if (left.length > 0 && bridge.length >= 2) {
    // it takes the place of two lines, of meaning when it can; what those lines sang joins the list
    const others = raw.filter((s) => s.lines !== bridge).flatMap((s) => s.lines);
    const lost = (at: number) => {
      const text = [...others, ...bridge.filter((_, i) => i !== at && i !== at + 1)].join('\n');
      return w.items.filter((i) => !itemSung(i, text));
    };
    const spots = Array.from({ length: bridge.length - 1 }, (_, i) => i);
    const at = meaning.length >= 2 ? 0 : spots.sort((x, y) => lost(x).length - lost(y).length || y - x)[0];
    const listed = lost(at).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    const joined = listed
      .slice(0, 5)
      .map((i) => (i.kind === 'thing' ? w.calledBack(i.label) : i.label))
      .join(', ');
    // (one word alone is no line: "And oh, Abba")
    // (nor one name alone: "St Luke's" is "And oh, St Luke's")
    // (one item alone is sung as a line of its own kind when it can be: "El Paso knows your name")
    const alone = listed.length === 1 ? w.detailOptions(listed[0]).find((o) => o.length === 1)?.[0] : undefined;
    const listLine =
      alone ??
      tidy(joined.split(/\s+/).length < 2 || listed.slice(0, 5).length === 1 ? `and oh, ${joined}` : joined, w.voice);
    w.note([listLine]);
    const answer = w.answer(listLine, w.w.bridge);
    bridge.splice(at, 2, listLine, answer ?? bridge[at + 1]);
  }
  // A line left with no rhyme on either side, and not the story's own, gives way to one that rhymes with a neighbour
  // that has none either (a story line alone, a chunk of a long event)
  const rhymes = (a?: string, b?: string) => a !== undefined && b !== undefined && linesRhyme(lex, a, b);
  const repair = (key: string, lines: string[], themes: Theme[], before: string[]) => {
    w.inSection(key, lines.length);
    for (let i = 0; i < lines.length; i++) {
      w.earlier = [...before, ...lines.slice(0, i)].map((l) => l.toLowerCase());
      if (rhymes(lines[i - 1], lines[i]) || rhymes(lines[i], lines[i + 1]) || w.told.has(lines[i].toLowerCase()))
        continue;
      // (nor a line that sings the story's things; the line after a story line answers it as the story asked: with
      // care after a hard thing)
      if (w.carries(lines[i])) continue;
      const prev = lines[i - 1];
      const asked = prev !== undefined ? w.told.get(prev.toLowerCase()) : undefined;
      const next = lines[i + 1];
      const anchor =
        prev !== undefined && !rhymes(lines[i - 2], prev)
          ? prev
          : next !== undefined && !rhymes(next, lines[i + 2])
            ? next
            : undefined;
      const a = anchor ? w.answer(anchor, anchor === prev && asked ? asked : themes) : undefined;
      if (a) {
        w.note([a]);
        lines[i] = a;
      }
    }
  };
  repair('verse0', sections[0], w.w.verse, []);
  repair('verse1', sections[1], w.w.verse, [...sections[0], ...chorus]);
  repair('bridge', bridge, w.w.bridge, [...sections[0], ...chorus, ...sections[1]]);
  w.earlier = undefined;
  const sectionsOut = raw.map((s) => ({ ...s, lines: s.lines.filter((l) => !l.split(/\s+/).some(isBlockedWord)) }));

  let title = input.title;
  if (!title) {
    const t = rng
      .shuffle(w.w.titles)
      .map((x) => w.fill(x, { ...slots, name: slots.name === undefined ? undefined : w.callName() }))
      .find((x): x is string => x !== undefined);
    title = t ? t.replace(/(^|\s)(\p{Ll})/gu, (_m, sp: string, c: string) => sp + c.toUpperCase()) : 'A Song for You';
  }
  const meter = sectionsOut.map((s) => s.lines.map((l) => ({ syllables: w.syllables(l), stresses: w.stresses(l) })));
  return {
    title,
    lyrics: { sections: sectionsOut },
    occasion: story.occasion,
    story,
    sad,
    meter,
    writer: 'built-in',
    history: [],
  };
}
