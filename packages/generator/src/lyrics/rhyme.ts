// Rhymes judged by pronunciation. Two line endings rhyme when their last words share everything
// from the last stressed vowel on (a perfect rhyme: "date"/"eight"), or, as songwriters allow, when
// they share that vowel and the sounds after it belong to the same family (a family rhyme:
// "date"/"made", "dance"/"glance"/"hands" in the same line of the song). The same word twice is
// not a rhyme.
import { isVowel, type Lexicon } from '../pronounce/index';
import { remembered } from './memo';

const FAMILY: Record<string, string> = {
  P: 'stop',
  B: 'stop',
  T: 'stop',
  D: 'stop',
  K: 'stop',
  G: 'stop',
  F: 'fric',
  V: 'fric',
  TH: 'fric',
  DH: 'fric',
  S: 'fric',
  Z: 'fric',
  SH: 'fric',
  ZH: 'fric',
  CH: 'fric',
  JH: 'fric',
  HH: 'fric',
  M: 'nasal',
  N: 'nasal',
  NG: 'nasal',
  L: 'L',
  R: 'R',
  W: 'glide',
  Y: 'glide',
};

/** A line's last word, lower case (remembered: the writer asks it of the same lines many times). */
export const lastWord = remembered(lastWordOf);

function lastWordOf(line: string): string {
  const words = line
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .trim()
    .split(/[\s]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return (words[words.length - 1] ?? '').replace(/^'+|'+$/g, '');
}

type KeyShape = { key: string; vowel: string; vowels: number; tail: string; lastVowel: string };

const shapes = new WeakMap<Lexicon, Map<string, KeyShape>>();

function shape(lex: Lexicon, word: string): KeyShape {
  let cache = shapes.get(lex);
  if (!cache) {
    cache = new Map();
    shapes.set(lex, cache);
  }
  const hit = cache.get(word);
  if (hit) return hit;
  const made = makeShape(lex, word);
  cache.set(word, made);
  return made;
}

function makeShape(lex: Lexicon, word: string): KeyShape {
  const key = lex.rhymeKey(word);
  const phones = key.split(' ').filter(Boolean);
  const vowelsIn = phones.filter((p) => isVowel(p));
  // the consonants after the last vowel, by family: "date" and "made" share [stop]; "cat" and "hand" do not
  const coda: string[] = [];
  for (let i = phones.length - 1; i >= 0 && !isVowel(phones[i]); i--) coda.unshift(FAMILY[phones[i]] ?? phones[i]);
  return {
    key,
    vowel: phones[0] ?? '',
    vowels: vowelsIn.length,
    tail: coda.length === 0 ? 'open' : coda.join('+'),
    lastVowel: vowelsIn[vowelsIn.length - 1] ?? '',
  };
}

/** Do these two line endings rhyme (perfectly, or as a family rhyme)? */
export function wordsRhyme(lex: Lexicon, a: string, b: string): boolean {
  if (!a || !b || a === b) return false;
  const x = shape(lex, a);
  const y = shape(lex, b);
  if (!x.key || !y.key) return false;
  if (x.key === y.key) return true;
  // a perfect rhyme of the last word of a compound ("seventy-five"/"alive")
  return x.vowel === y.vowel && x.vowels === y.vowels && x.tail === y.tail && x.lastVowel === y.lastVowel;
}

export function linesRhyme(lex: Lexicon, a: string, b: string): boolean {
  return wordsRhyme(lex, lastWord(a), lastWord(b));
}

/** A key two lines share when they rhyme (used to group answer lines). */
export function rhymeFamily(lex: Lexicon, line: string): string {
  const s = shape(lex, lastWord(line));
  return `${s.vowel}|${s.vowels}|${s.tail}|${s.lastVowel}`;
}
