// The built-in lyric writer. A song plan tells the story: verse 1 carries the story's events in
// order (how it began), verse 2 the rest and the details, the chorus the recipient's name and the
// occasion, the bridge what it means. Every story line is re-told by the phrase grammar (grammar.ts)
// and answered by a line written to rhyme with it by pronunciation (bank.ts, rhyme.ts); line lengths
// are fitted to the melody's phrase in syllables from the lexicon.
import { createLexicon, type Lexicon, type Stress } from '../pronounce/index';
import { createRng, type Rng } from '../rng';
import { readStory } from '../story/reader';
import type { Story, StoryEvent } from '../story/types';
import type { LyricSection, Lyrics, NormalisedInput, Occasion } from '../types';
import { ANSWERS, IMAGE_LEADS, IMAGES, type Theme } from './bank';
import { adaptPart, capitalise, clauseHead, voiceOf, type Voice } from './grammar';
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

export type WriteOptions = { story?: Story; lexicon?: Lexicon; fit?: LineFit };

const SAD_MOODS =
  /\b(sad|melanchol\w*|somber|sombre|dark|moody|bittersweet|heartbr\w*|blue|lonely|grief|mourning|nostalgic|wistful|tragic)\b/i;

export function isSadMood(mood: string[], occasion: Occasion): boolean {
  return OCCASIONS[occasion].sad === true || SAD_MOODS.test(mood.join(' '));
}

// ---- what a song must sing ------------------------------------------------------------------------

export type StoryItem = { kind: 'person' | 'pet' | 'place' | 'year' | 'thing'; label: string; words: string[] };

/** Every person, pet, place, year and thing the story names: each must be sung somewhere. */
export function storyItems(story: Story): StoryItem[] {
  const items: StoryItem[] = [];
  const split = (s: string) => words(s);
  for (const p of story.people) items.push({ kind: 'person', label: p.name, words: split(p.name) });
  for (const p of story.pets) items.push({ kind: 'pet', label: p.name, words: split(p.name) });
  for (const p of story.places) items.push({ kind: 'place', label: p.name, words: split(p.name) });
  for (const t of story.times) items.push({ kind: 'year', label: t.sung, words: split(t.sung) });
  for (const t of story.things)
    items.push({ kind: 'thing', label: t.sung, words: [t.head, ...t.qualities.flatMap(split)] });
  return items;
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

export function itemSung(item: StoryItem, text: string): boolean {
  const sung = new Set(words(text));
  return item.words.every((w) => sung.has(w));
}

// ---- the writer -----------------------------------------------------------------------------------

type Slots = Record<string, string | undefined>;

type Candidate = { text: string; template: string; covers: number };

function occasionKey(story: Story): OccasionKey {
  const name = story.occasionName.toLowerCase();
  if (/retire/.test(name)) return 'retirement';
  if (/farewell/.test(name)) return 'farewell';
  return story.occasion as OccasionKey;
}

function tidy(line: string, voice: Voice): string {
  let out = line
    .replace(/\bI are\b/g, 'I am')
    .replace(/\bI were\b/g, 'I was')
    .replace(/\bI has\b/g, 'I have')
    .replace(/\bme sings\b/g, 'I sing')
    .replace(/\b([Aa]) (?=[aeiouAEIOU])/g, '$1n ')
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
  readonly usedTemplates = new Set<string>();
  readonly usedEnds = new Set<string>();
  readonly items: StoryItem[];
  readonly storyGrams: Set<string>;
  sung = '';
  private readonly themeLines: Map<Theme, string[]>;

  constructor(
    readonly story: Story,
    readonly lex: Lexicon,
    readonly rng: Rng,
    readonly fit: LineFit,
    readonly sad: boolean,
    readonly prompt: string,
    readonly seed: string,
  ) {
    this.voice = voiceOf(story);
    this.w = WRITING[occasionKey(story)];
    this.items = storyItems(story);
    this.storyGrams = grams(prompt, story);
    this.themeLines = new Map();
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

  note(lines: string[]): void {
    this.sung += `\n${lines.join('\n')}`;
    for (const l of lines) this.usedEnds.add(lastWord(l));
  }

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
    const place = open.find((i) => i.kind === 'place')?.label ?? s.places[0]?.name;
    const pet = open.find((i) => i.kind === 'pet')?.label ?? s.pets[0]?.name;
    const yearsN = s.numbers.find((n) => !n.ordinal && /^years?$/.test(n.unit ?? ''));
    const anniversary = s.numbers.find((n) => n.ordinal && /anniversary/.test(n.unit ?? ''));
    const years = yearsN
      ? `${yearsN.sung} years`
      : anniversary
        ? `${anniversary.sung.replace(/ieth$/, 'y').replace(/th$/, '')} years`
        : undefined;
    const first =
      s.recipient.names.length === 1 &&
      !/^(mum|mom|dad|grandma|grandpa|grandfather|grandmother)$/i.test(s.recipient.names[0])
        ? s.recipient.names[0]
        : s.recipient.names.length === 2
          ? s.recipient.names[open.length % 2]
          : undefined;
    const others = s.people.filter((p) => p.role !== 'recipient').map((p) => p.name);
    const other = open.find((i) => i.kind === 'person' && others.includes(i.label))?.label ?? others[0];
    const thingHeads = s.things.map((t) => t.head).filter((h) => !/s$/.test(h));
    const ordinal = s.numbers.find((n) => n.ordinal && /birthday/.test(n.unit ?? ''))?.sung;
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
      name: this.callName(),
      name1: first,
      name1s: first ? possessiveOf(first) : undefined,
      other,
      others: other ? possessiveOf(other) : undefined,
      pets: pet ? possessiveOf(pet) : undefined,
      thing: thingHeads[0],
      thing2: thingHeads[1],
      place,
      pet,
      years,
      ordinal,
      occasion: /\s/.test(s.occasionName) ? undefined : s.occasionName,
    };
  }

  callName(): string {
    const s = this.story;
    if (s.recipient.sung) return s.recipient.sung;
    if (s.occasion === 'company') return s.places[0]?.name ?? s.people[0]?.name ?? 'everyone';
    // a group with no names: the group as the buyer called it ("sales team"), never the occasion
    const group = (s.recipient.relationship ?? '').replace(/^(my|our|the)\s+/i, '');
    if (s.recipient.group) return group && !/\s.*\s/.test(group) ? group : 'everyone';
    if (s.occasion === 'wedding' || s.occasion === 'anniversary' || s.occasion === 'admirer') return 'my love';
    return 'my friend';
  }

  fill(template: string, slots: Slots = this.slots()): string | undefined {
    let missing = false;
    const text = template.replace(/\{([\w']+)\}/g, (_m, key: string) => {
      const v = slots[key];
      if (v === undefined) missing = true;
      return v ?? '';
    });
    return missing ? undefined : tidy(text, this.voice);
  }

  themes(list: Theme[]): string[] {
    const base: Theme[] = list.includes('sad') || !this.sad ? list : [...list, 'sad'];
    if (base.includes('sad') && !base.includes('memory')) base.push('memory');
    const all: Theme[] = [...base, 'callback'];
    return all.flatMap((t) => {
      let lines = this.themeLines.get(t);
      if (!lines) {
        lines = ANSWERS[t];
        this.themeLines.set(t, lines);
      }
      return lines;
    });
  }

  private filled = new Map<string, { text: string | undefined; syl: number }>();
  private filledFor = '';

  /** Each generic answer line is open to about a third of songs (by seed), so songs differ. */
  private open(template: string): boolean {
    if (ANSWERS.callback.includes(template)) {
      // a callback line calls back only if the story's word is among its last three
      return /\{(name1s?|place|pets?|years|others?|thing2?)\}/.test(template.split(' ').slice(-3).join(' '));
    }
    // gated by the line's ending, so lines that end alike share one gate
    const ending = template.toLowerCase().split(/\s+/).slice(-3).join(' ');
    let h = 2166136261;
    for (const ch of `${this.seed}|${ending}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return (h >>> 0) % 6 === 0;
  }

  /** Image lines for these themes: a lead and a picture ("we walked home through summer rain"). */
  private images(themes: Theme[]): string[] {
    const out: string[] = [];
    for (const t of themes) {
      for (const lead of IMAGE_LEADS[t] ?? []) {
        for (const image of this.rng.shuffle(IMAGES).slice(0, 40)) out.push(`${lead} ${image}`);
      }
    }
    return out;
  }

  candidates(themes: Theme[], ungated = false): Candidate[] {
    const slots = this.slots();
    const key = JSON.stringify(slots);
    if (key !== this.filledFor) {
      this.filled = new Map();
      this.filledFor = key;
    }
    const open = this.uncovered();
    const out: Candidate[] = [];
    for (const template of [...this.themes(themes).filter((t) => ungated || this.open(t)), ...this.imagesFor(themes)]) {
      if (this.usedTemplates.has(template)) continue;
      let f = this.filled.get(template);
      if (!f) {
        const t = this.fill(template, slots);
        f = { text: t, syl: t ? this.syllables(t) : 0 };
        this.filled.set(template, f);
      }
      const text = f.text;
      if (!text) continue;
      const n = f.syl;
      if (n > this.fit.max || n < this.fit.min) continue;
      if (this.usedEnds.has(lastWord(text))) continue;
      const covers = open.filter((i) => itemSung(i, text)).length;
      out.push({ text, template, covers });
    }
    return out;
  }

  private imageCache = new Map<string, string[]>();

  private imagesFor(themes: Theme[]): string[] {
    const key = themes.join('+');
    let list = this.imageCache.get(key);
    if (!list) {
      list = this.images(themes);
      this.imageCache.set(key, list);
    }
    // one image per lead and per noun in a song
    return list.filter((t) => !this.usedLeads.has(leadOf(t)) && !this.usedNouns.has(imageOf(t)));
  }

  readonly usedLeads = new Set<string>();
  imageCount = 0;
  readonly usedNouns = new Set<string>();

  /** how often each story slot has been sung in an answer line */
  private readonly slotUse = new Map<string, number>();

  private score(c: Candidate): number {
    // lines that call back to this story's names and places are preferred, while they stay fresh
    const slots = [...c.template.matchAll(/\{(name1s?|place|pets?|years|occasion|others?|thing)\}/g)].map((m) =>
      m[1].replace(/s$/, ''),
    );
    const callback = slots.reduce((a, k) => a + ((this.slotUse.get(k) ?? 0) < 2 ? -1.6 : 6), 0);
    const image = isImage(c.template) ? this.imageCount * 0.2 : 0;
    const generic = !isImage(c.template) && !ANSWERS.callback.includes(c.template) && !this.open(c.template) ? 1 : 0;
    return (
      Math.abs(this.syllables(c.text) - this.fit.target) * 0.2 -
      c.covers * 3 +
      callback +
      image +
      generic * 1.5 +
      this.rng.next() * 2
    );
  }

  private use(template: string): void {
    this.usedTemplates.add(template);
    if (isImage(template)) {
      this.usedLeads.add(leadOf(template));
      this.usedNouns.add(imageOf(template));
      this.imageCount++;
    }
    for (const m of template.matchAll(/\{(name1s?|place|pets?|years|occasion|others?|thing)\}/g))
      this.slotUse.set(m[1].replace(/s$/, ''), (this.slotUse.get(m[1].replace(/s$/, '')) ?? 0) + 1);
  }

  /** An answer line that rhymes with `anchor`. */
  answer(anchor: string, themes: Theme[]): string | undefined {
    const end = lastWord(anchor);
    // a story line may take any answer that rhymes with it (its ending is the story's own)
    const options = this.candidates(themes, true).filter(
      (c) => lastWord(c.text) !== end && linesRhyme(this.lex, anchor, c.text),
    );
    if (options.length === 0) return undefined;
    const best = options.map((c) => ({ c, s: this.score(c) })).sort((a, b) => a.s - b.s)[0].c;
    this.use(best.template);
    return best.text;
  }

  /** `n` answer lines that all rhyme with each other (and with `anchor` when one is given and can be matched). */
  group(n: number, themes: Theme[], anchor?: string): string[] | undefined {
    const cands = this.candidates(themes);
    const families = new Map<string, Candidate[]>();
    for (const c of cands) {
      const f = rhymeFamily(this.lex, c.text);
      const list = families.get(f) ?? [];
      // one line per end word: "away" and "away" is not a rhyme
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
    const family = scored.sort((a, b) => a.s - b.s)[0].l;
    const chosen: Candidate[] = [];
    const leads = new Set<string>();
    for (const { c } of family.map((c) => ({ c, s: this.score(c) })).sort((a, b) => a.s - b.s)) {
      const lead = isImage(c.template) ? leadOf(c.template) : c.template;
      if (leads.has(lead)) continue;
      leads.add(lead);
      chosen.push(c);
      if (chosen.length === n) break;
    }
    if (chosen.length < n) return undefined;
    for (const c of chosen) this.use(c.template);
    return chosen.map((c) => c.text);
  }

  // ---- story lines

  /** Ways to sing an event: one line, or two (a fragment of where/when, then the rest). */
  eventOptions(ev: StoryEvent): string[][] {
    const head = clauseHead(ev, this.story, this.voice);
    if (!head) return [];
    const parts = ev.parts.map((p, i) => ({
      kind: p.kind,
      text: adaptPart(p, ev, this.voice, i === 0 && ev.tense === 'past'),
    }));
    const obj = parts[0]?.kind === 'object' ? parts.shift() : undefined;
    const core = obj ? `${head} ${obj.text}` : head;
    // an infinitive or a lone particle belongs to its verb ("taught me to fish", "came along")
    let core2 = core;
    while (
      parts.length > 0 &&
      (/^to \w+$/.test(parts[0].text) || !/\s/.test(parts[0].text)) &&
      parts[0].kind === 'phrase'
    )
      core2 = `${core2} ${parts.shift()!.text}`;
    const options0: string[][] = [];
    // only where and when may move in front of the clause or after it; the rest keeps its order
    const movable = (p: { kind: string; text: string }) =>
      p.kind === 'time' ||
      p.kind === 'place' ||
      /^(in|at|on|for|after|before|during|since|under|near|across|around) /.test(p.text);
    // what follows the clause directly (not a place or a time) may still go on the next line, in order
    const tail: string[] = [];
    while (parts.length > 0 && !movable(parts[0])) tail.push(parts.shift()!.text);
    if (tail.length > 0) options0.push([core2, tail.join(' ')]);
    core2 = [core2, ...tail].join(' ');
    const rest = parts.slice(0, 4).map((p) => p.text);
    const options: string[][] = [...options0];
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
      const line = [core2, ...kept].join(' ');
      for (const frag of orders(moved)) {
        const f = frag.join(' ').replace(/^after (\w+ing)\b/, '$1');
        options.push([line, f]);
        options.push([capitalise(f), line]);
        if (kept.length === 0) options.push([`${capitalise(f)}, ${lower(line)}`]);
      }
    }
    return options
      .map((o) => o.map((l) => tidy(l.replace(/\s+(in|at|on)\s+(in|at|on)\s+/g, ' $2 '), this.voice)))
      .map((o) => o.map((l) => (this.pasted(l) ? this.unpaste(l) : l)))
      .filter((o) =>
        o.every((l) => !this.pasted(l) && this.syllables(l) <= this.fit.max + 1 && this.syllables(l) >= 3),
      );
  }

  /** Breaks a run of the buyer's words: "a" becomes "that", "in" before a year goes. */
  unpaste(line: string): string {
    let out = line.replace(
      /\b(a|the)\s+(\p{L}+)(?=\s+\p{L})/u,
      (_m, _d: string, w: string) => `${/[^s]s$/.test(w) ? 'those' : 'that'} ${w}`,
    );
    if (this.pasted(out)) out = out.replace(/\bin (?=(nineteen|twenty|two thousand))/, ', ');
    if (this.pasted(out)) out = out.replace(/\b(in|at|on) (?=\p{Lu})/u, 'out $1 ');
    return tidy(out, this.voice);
  }

  /** Ways to sing an item no event line carried. */
  detailOptions(item: StoryItem): string[][] {
    // "that ticket from the first film": never the buyer's own words in a row
    const slot = { ...this.slots(), x: item.kind === 'thing' ? item.label.replace(/^the /, 'that ') : item.label };
    const pet = this.story.pets.find((p) => p.name === item.label);
    const templates: Record<StoryItem['kind'], string[]> = {
      place: ['Back in {x}', '{we} still talk about {x}', 'the days in {x}', 'all the way from {x}', 'I think of {x}'],
      year: ['back in {x}', 'it was {x}', 'the year was {x}', 'since {x}'],
      thing: ['{we} still remember {x}', 'I think about {x}', 'and oh, {x}', 'remember {x}'],
      pet: pet
        ? [
            `and ${pet.name}, {your} faithful ${pet.kind}`,
            `${pet.name} the ${pet.kind} came along`,
            `and ${pet.name} the ${pet.kind}`,
          ]
        : ['and {x} came along'],
      person: [
        'and {x} is here with {us}',
        'with {x} right beside {you}',
        'and {x} sends love to {you}',
        'and {x} is singing too',
      ],
    };
    return this.rng
      .shuffle(templates[item.kind])
      .map((t) => this.fill(t, slot))
      .filter((l): l is string => l !== undefined && this.syllables(l) <= this.fit.max + 1)
      .map((l) => [l]);
  }

  /** Places story lines with their answers into at most `room` lines; returns the lines, or undefined. */
  placeFact(options: string[][], room: number, themes: Theme[]): string[] | undefined {
    let fallback: string[] | undefined;
    let half: { opt: string[]; a2: string } | undefined;
    const ordered = [...options].sort((a, b) => this.optionScore(a) - this.optionScore(b));
    for (const opt of ordered) {
      if (opt.length === 1 && room >= 2) {
        const a = this.answer(opt[0], themes);
        if (a) {
          this.note([opt[0], a]);
          return this.rng.chance(0.2) ? [a, opt[0]] : [opt[0], a];
        }
        fallback ??= opt;
      } else if (opt.length === 2) {
        if (room >= 2 && linesRhyme(this.lex, opt[0], opt[1])) {
          this.note(opt);
          return opt;
        }
        if (room >= 4) {
          const a2 = this.answer(opt[1], themes);
          if (!a2) continue;
          const a1 = this.answer(opt[0], themes);
          if (a1) {
            this.note([a1, ...opt, a2]);
            return [a1, opt[0], opt[1], a2];
          }
          half ??= { opt, a2 };
        }
      }
    }
    if (half) {
      // the fragment goes unrhymed; the clause and its answer rhyme, and a third line joins them
      const a3 = this.answer(half.a2, themes);
      const lines = a3 ? [...half.opt, half.a2, a3] : [...half.opt, half.a2];
      this.note(lines);
      return lines.slice(0, room);
    }
    if (fallback && room >= 2) {
      // no rhyme for any ending: the fact still gets its line, with the closest answer we have
      const pair = this.group(1, themes);
      if (pair) {
        this.note([fallback[0], pair[0]]);
        return [fallback[0], pair[0]];
      }
    }
    return undefined;
  }

  /** The shortest way to sing a fact, rhymed or not: a story line is never dropped for want of a rhyme. */
  forceFact(options: string[][], room: number, themes: Theme[]): string[] | undefined {
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
    return over + (opt.length - 1) * 0.8 + Math.abs(n[0] - this.fit.target) * 0.15 + this.rng.next() * 0.6;
  }

  filler(n: number, themes: Theme[]): string[] {
    const out: string[] = [];
    const wider: Theme[] = [...themes, 'memory', 'love', 'hope'];
    while (n - out.length >= 2) {
      const g = this.group(2, themes) ?? this.group(2, wider);
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

const IMAGE_TAIL = new RegExp(`\\b(${IMAGES.join('|')})$`);

function isImage(template: string): boolean {
  return IMAGE_TAIL.test(template);
}

function imageOf(template: string): string {
  return IMAGE_TAIL.exec(template)?.[1] ?? '';
}

function leadOf(template: string): string {
  return template.replace(IMAGE_TAIL, '').trim();
}

function possessiveOf(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  if (items.length > 3) return [items, [...items].reverse()];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

function grams(prompt: string, story: Story): Set<string> {
  // the story as told, with its numbers as sung, so "in 1975" and "in nineteen seventy-five" compare
  let text = prompt;
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
  const w = new Writer(story, lex, rng, fit, sad, input.prompt, input.seed);

  // Chorus first: it holds the name and the occasion, and its words are then taken.
  const slots = w.slots();
  const hooks = rng
    .shuffle(w.w.hooks)
    .map((h) => w.fill(h, slots))
    .filter((h): h is string => h !== undefined);
  const hook = hooks.find((h) => w.syllables(h) <= fit.max + 2) ?? hooks[0] ?? tidy(w.callName(), w.voice);
  w.note([hook]);
  let chorus: string[];
  if (shape.chorusLines >= 4) {
    const trio = w.group(3, w.w.chorus, hook) ?? w.group(3, [...w.w.chorus, 'love', 'hope']) ?? [];
    w.note(trio);
    chorus = [hook, ...trio];
    while (chorus.length < shape.chorusLines) chorus.push(...w.filler(1, w.w.chorus));
  } else {
    const a = w.answer(hook, w.w.chorus) ?? w.group(1, w.w.chorus)?.[0];
    chorus = a ? [hook, a] : [hook];
    w.note(chorus);
  }

  // The story: events in the order told, then whatever no event line carried.
  const queue: string[][][] = story.events.map((e) => w.eventOptions(e)).filter((o) => o.length > 0);
  const verseLines = [shape.verseLines, shape.verseLines];
  const sections: string[][] = [[], []];
  const firstHalf = Math.max(1, Math.ceil(queue.length / 2));
  let taken = 0;
  for (let v = 0; v < 2; v++) {
    const room = verseLines[v];
    while (queue.length > 0 && (v === 1 || taken < firstHalf)) {
      let placed = w.placeFact(queue[0], room - sections[v].length, w.w.verse);
      if (!placed && sections[v].length === 0) placed = w.forceFact(queue[0], room, w.w.verse);
      if (!placed) break;
      sections[v].push(...placed);
      queue.shift();
      taken++;
    }
    // items no event carried: verse 2 and then the bridge
    if (v === 1) {
      for (const item of w.uncovered()) {
        if (room - sections[v].length < 2) break;
        const placed = w.placeFact(w.detailOptions(item), room - sections[v].length, w.w.verse);
        if (placed) sections[v].push(...placed);
      }
    }
  }
  const bridge: string[] = [];
  for (const item of w.uncovered()) {
    if (shape.bridgeLines - bridge.length < 2) break;
    const placed = w.placeFact(w.detailOptions(item), shape.bridgeLines - bridge.length, w.w.bridge);
    if (placed) bridge.push(...placed);
  }
  // left-over items that still found no room take the place of answer couplets in the verses
  for (let v = 0; v < 2; v++) sections[v].push(...w.filler(verseLines[v] - sections[v].length, w.w.verse));
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
  const left = w.uncovered();
  if (left.length > 0 && bridge.length >= 2) {
    const listLine = tidy(
      left
        .slice(0, 4)
        .map((i) => (i.kind === 'thing' ? i.label.replace(/^the /, 'that ') : i.label))
        .join(', '),
      w.voice,
    );
    w.note([listLine]);
    const answer = w.answer(listLine, w.w.bridge);
    bridge.splice(bridge.length - 2, 2, listLine, answer ?? bridge[bridge.length - 1]);
  }
  const sectionsOut = raw.map((s) => ({ ...s, lines: s.lines.filter((l) => !l.split(/\s+/).some(isBlockedWord)) }));

  let title = input.title;
  if (!title) {
    const t = rng
      .shuffle(w.w.titles)
      .map((x) => w.fill(x, { ...slots, name: w.callName() }))
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
