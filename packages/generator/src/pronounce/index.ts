// Pronunciation: word -> ARPAbet phones with stress, split into sung syllables.
// Order of authority: the buyer's override, the CMU dictionary, letter-to-sound answers the pipeline
// fetched (flite, run out of process by voice/), and last a guess from the spelling.
import { numberToWords, ordinalWords } from '../lyrics/syllables';
import { dictionaryPhones } from './dictionary';
import { guessPhones } from './guess';

export type Stress = 0 | 1 | 2;

export type Syllable = { onset: string[]; nucleus: string; coda: string[]; stress: Stress };

export type PronunciationSource = 'override' | 'dictionary' | 'lts' | 'guess';

export type Pronunciation = {
  /** the word as looked up (lower case, apostrophes straightened, accents removed) */
  word: string;
  /** ARPAbet with stress digits on the vowels: ["M", "AY1", "AH0"] */
  phones: string[];
  syllables: Syllable[];
  source: PronunciationSource;
};

export type Lexicon = {
  pronounce(word: string): Pronunciation;
  /** the words (normalised, as keys for `lts`) that only a letter-to-sound front end could answer */
  missing(words: Iterable<string>): string[];
  /** phones from the last stressed vowel to the end, without stress digits: "EY SH AH N" */
  rhymeKey(word: string): string;
};

export type LexiconOptions = {
  /** word -> ARPAbet phones, already converted from respellings (pronounce/respell.ts) */
  overrides?: Record<string, string[]>;
  /** letter-to-sound answers, keyed by the words `missing` returned */
  lts?: ReadonlyMap<string, string[]>;
};

export const VOWELS = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);

export function isVowel(phone: string): boolean {
  return VOWELS.has(phone.replace(/[0-2]$/, ''));
}

// Onsets English allows word-initially; maximal onset takes the longest of these before each vowel.
const LEGAL_ONSETS = new Set(
  [
    'P R',
    'P L',
    'P Y',
    'B R',
    'B L',
    'B Y',
    'T R',
    'T W',
    'D R',
    'D W',
    'K R',
    'K L',
    'K W',
    'K Y',
    'G R',
    'G L',
    'G W',
    'F R',
    'F L',
    'F Y',
    'V Y',
    'TH R',
    'TH W',
    'SH R',
    'HH Y',
    'M Y',
    'N Y',
    'S P',
    'S T',
    'S K',
    'S M',
    'S N',
    'S L',
    'S W',
    'S F',
    'S P R',
    'S P L',
    'S P Y',
    'S T R',
    'S K R',
    'S K W',
    'S K Y',
    'S K L',
  ].map((s) => s),
);

function legalOnset(cluster: string[]): boolean {
  if (cluster.length === 0) return true;
  if (cluster.length === 1) return cluster[0] !== 'NG';
  return LEGAL_ONSETS.has(cluster.join(' '));
}

function stressOf(vowel: string): Stress {
  const d = vowel.slice(-1);
  return d === '1' ? 1 : d === '2' ? 2 : 0;
}

/** Maximal-onset syllabification of ARPAbet phones (vowels carry stress digits). */
export function syllabify(phones: string[]): Syllable[] {
  const vowelAt = phones.map((p, i) => (isVowel(p) ? i : -1)).filter((i) => i >= 0);
  if (vowelAt.length === 0)
    return phones.length > 0 ? [{ onset: [], nucleus: 'AH0', coda: [...phones], stress: 0 }] : [];
  const syllables: Syllable[] = [];
  let onsetStart = 0;
  for (let k = 0; k < vowelAt.length; k++) {
    const v = vowelAt[k];
    const onset = phones.slice(onsetStart, v);
    let coda: string[];
    if (k === vowelAt.length - 1) {
      coda = phones.slice(v + 1);
    } else {
      const between = phones.slice(v + 1, vowelAt[k + 1]);
      let split = 0; // index in `between` where the next onset starts: as early as a legal onset allows
      while (split < between.length && !legalOnset(between.slice(split))) split++;
      coda = between.slice(0, split);
      onsetStart = v + 1 + split;
    }
    syllables.push({ onset, nucleus: phones[v], coda, stress: stressOf(phones[v]) });
  }
  return syllables;
}

/** Phones with every vowel carrying a stress digit (letter-to-sound output may lack them). */
export function withStress(phones: string[]): string[] {
  const upper = phones.map((p) => p.toUpperCase().trim()).filter((p) => p.length > 0);
  const hasStress = upper.some((p) => isVowel(p) && /[0-2]$/.test(p));
  let first = true;
  return upper.map((p) => {
    if (!isVowel(p) || /[0-2]$/.test(p)) return p;
    const digit = hasStress || !first ? '0' : '1';
    first = false;
    return p + digit;
  });
}

/** Lower case, straight apostrophes, accents removed, outer punctuation dropped. */
export function normaliseWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/^[^a-z0-9]+|[^a-z0-9']+$/g, '');
}

// Titles the dictionary gets wrong ("dr." is "drive" there) or lacks.
const TITLES: Record<string, string> = {
  dr: 'D AA1 K T ER0',
  prof: 'P R AH0 F EH1 S ER0',
  mr: 'M IH1 S T ER0',
  mrs: 'M IH1 S IH0 Z',
  ms: 'M IH1 Z',
  mx: 'M IH1 K S',
  st: 'S EY1 N T',
};

// Words the dictionary lists with two readings, where lyrics almost always mean the other one.
const SUNG_READING: Record<string, string> = {
  live: 'L IH1 V',
  lives: 'L IH1 V Z',
  wind: 'W IH1 N D',
};

const SIBILANT = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH']);

function possessive(base: string[]): string[] {
  const last = base[base.length - 1] ?? '';
  if (SIBILANT.has(last)) return [...base, 'IH0', 'Z'];
  if (VOICELESS.has(last)) return [...base, 'S'];
  return [...base, 'Z'];
}

const RANK: Record<PronunciationSource, number> = { override: 0, dictionary: 1, lts: 2, guess: 3 };

export function createLexicon(options: LexiconOptions = {}): Lexicon {
  const overrides = new Map<string, string[]>();
  for (const [w, phones] of Object.entries(options.overrides ?? {})) {
    const key = normaliseWord(w);
    if (key && phones.length > 0) overrides.set(key, withStress(phones));
  }
  const lts = new Map<string, string[]>();
  for (const [w, phones] of options.lts ?? []) {
    const key = normaliseWord(w);
    if (key && phones.length > 0) lts.set(key, withStress(phones));
  }
  const cache = new Map<string, { phones: string[]; source: PronunciationSource }>();

  // a known single token: override, dictionary or lts; undefined when only a guess would do
  const known = (w: string): { phones: string[]; source: PronunciationSource } | undefined => {
    const o = overrides.get(w);
    if (o) return { phones: o, source: 'override' };
    const title = TITLES[w.replace(/\.$/, '')] ?? SUNG_READING[w];
    if (title) return { phones: title.split(' '), source: 'dictionary' };
    const d = dictionaryPhones(w);
    if (d) return { phones: d, source: 'dictionary' };
    const l = lts.get(w);
    if (l) return { phones: l, source: 'lts' };
    return undefined;
  };

  // splits a normalised token into the parts that are looked up one by one
  const parts = (w: string): { lookup: string[]; possessive: boolean } => {
    if (/^\d+$/.test(w)) return { lookup: numberToWords(Number(w)).split(/[\s-]+/), possessive: false };
    if (/^\d+(st|nd|rd|th)$/.test(w))
      return { lookup: ordinalWords(Number(w.replace(/\D/g, ''))).split(/[\s-]+/), possessive: false };
    if (w.endsWith("'")) return { lookup: [w.replace(/'+$/, '')], possessive: false };
    const poss = /^(.+?)'s$/.exec(w);
    if (poss && !dictionaryPhones(w) && !overrides.has(w) && !lts.has(w))
      return { lookup: poss[1].split(/[-']/).filter(Boolean), possessive: true };
    return { lookup: [w], possessive: false };
  };

  const resolve = (w: string): { phones: string[]; source: PronunciationSource } => {
    const cached = cache.get(w);
    if (cached) return cached;
    let result = known(w);
    if (!result) {
      const { lookup, possessive: poss } = parts(w);
      const split = lookup.length === 1 && lookup[0] === w ? w.split(/[-']/).filter(Boolean) : lookup;
      if (split.length > 1 || split[0] !== w) {
        const pieces = split.map((p) => resolve(p));
        const phones = pieces.flatMap((p) => p.phones);
        const source = pieces.reduce<PronunciationSource>(
          (worst, p) => (RANK[p.source] > RANK[worst] ? p.source : worst),
          'dictionary',
        );
        result = { phones: poss ? possessive(phones) : phones, source };
      } else {
        result = { phones: guessPhones(w), source: 'guess' };
      }
    }
    cache.set(w, result);
    return result;
  };

  const pronounce = (word: string): Pronunciation => {
    const w = normaliseWord(word);
    if (!w) return { word: w, phones: [], syllables: [], source: 'guess' };
    const { phones, source } = resolve(w);
    return { word: w, phones, syllables: syllabify(phones), source };
  };

  const missing = (words: Iterable<string>): string[] => {
    const out = new Set<string>();
    const visit = (w: string) => {
      if (!w || !/[a-z]/.test(w) || known(w)) return;
      const { lookup } = parts(w);
      const split = lookup.length === 1 && lookup[0] === w ? w.split(/[-']/).filter(Boolean) : lookup;
      if (split.length === 1 && split[0] === w) out.add(w);
      else split.forEach(visit);
    };
    for (const raw of words) for (const token of raw.split(/\s+/)) visit(normaliseWord(token));
    return [...out];
  };

  const rhymeKey = (word: string): string => {
    const { phones } = pronounce(word);
    let at = -1;
    for (let i = phones.length - 1; i >= 0; i--) {
      if (isVowel(phones[i]) && /[12]$/.test(phones[i])) {
        at = i;
        break;
      }
    }
    if (at < 0) for (let i = phones.length - 1; i >= 0 && at < 0; i--) if (isVowel(phones[i])) at = i;
    if (at < 0) return phones.join(' ');
    return phones
      .slice(at)
      .map((p) => p.replace(/[0-2]$/, ''))
      .join(' ');
  };

  return { pronounce, missing, rhymeKey };
}
