// Lyric lines as the singer sees them: words, each with the syllables the lexicon gives (not the
// spelling's guess), so the melody is written with one note per syllable.
import type { Lexicon, Syllable } from '../pronounce/index';

export type SungSyllable = {
  onset: string[];
  nucleus: string;
  coda: string[];
  stress: 0 | 1 | 2;
  /** a piece of the word's spelling for display ("hap", "py") */
  text: string;
  /** on a strong beat if the melody can manage it */
  strong: boolean;
};

export type SungWord = { text: string; syllables: SungSyllable[] };

// Monosyllables that do not take a strong beat of their own.
const WEAK = new Set(
  (
    'a an the and or but nor of to in on at by for from with as is am are was were be been it its ' +
    "i'm i'll it's my your our their his her him them us we you he she they me than that this so if " +
    'oh o just then when while what who whose into onto up out do does did not no can could will would ' +
    'shall should may might must has have had there here all'
  ).split(' '),
);

const GLIDE_AFTER: Record<string, string> = { AY: 'Y', EY: 'Y', OY: 'Y', IY: 'Y', AW: 'W', OW: 'W', UW: 'W' };

/** Splits a word's letters into `n` display pieces, at vowel groups where the counts agree. */
export function spellSyllables(word: string, n: number): string[] {
  if (n <= 1) return [word];
  const letters = [...word];
  const isV = (c: string) => /[aeiouyàáâäèéêëìíîïòóôöùúûü]/i.test(c);
  const groups: number[] = [];
  for (let i = 0; i < letters.length; i++) if (isV(letters[i]) && (i === 0 || !isV(letters[i - 1]))) groups.push(i);
  // a silent final e is not a syllable of its own
  if (groups.length > n && /e$/i.test(word) && groups[groups.length - 1] === letters.length - 1) groups.pop();
  let cuts: number[];
  if (groups.length === n) {
    // one consonant before each later vowel group starts its syllable: hap-py, bi-cy-cle
    cuts = groups.slice(1).map((v, k) => (v - 1 > groups[k] && !isV(letters[v - 1]) ? v - 1 : v));
  } else {
    cuts = Array.from({ length: n - 1 }, (_, k) => Math.round(((k + 1) * letters.length) / n));
  }
  const out: string[] = [];
  let at = 0;
  for (const c of cuts) {
    const end = Math.min(letters.length, Math.max(at, c));
    out.push(letters.slice(at, end).join(''));
    at = end;
  }
  out.push(letters.slice(at).join(''));
  return out;
}

/** A lyric line as sung words: display text per word and the lexicon's syllables. */
export function sungWords(line: string, lexicon: Lexicon): SungWord[] {
  const words: SungWord[] = [];
  for (const token of line.split(/\s+/).filter(Boolean)) {
    const syllables: Syllable[] = /[\p{L}\p{N}]/u.test(token) ? lexicon.pronounce(token).syllables : [];
    if (syllables.length === 0) {
      // punctuation or a symbol: shown with the word before it, sung by none
      if (words.length > 0) words[words.length - 1].text += ` ${token}`;
      else if (/[\p{L}\p{N}]/u.test(token)) words.push({ text: token, syllables: [] });
      continue;
    }
    const bare = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const pieces = spellSyllables(bare || token, syllables.length);
    const weakWord = syllables.length === 1 && WEAK.has(bare.toLowerCase().replace(/’/g, "'"));
    words.push({
      text: token,
      syllables: syllables.map((s, i) => ({
        onset: [...s.onset],
        nucleus: s.nucleus,
        coda: [...s.coda],
        stress: s.stress,
        text: pieces[i] ?? '',
        strong: syllables.length === 1 ? !weakWord : s.stress === 1,
      })),
    });
  }
  // a vowel-initial syllable after a gliding vowel is sung with the glide ("Maya": ma-ya)
  let prev: SungSyllable | undefined;
  for (const w of words) {
    w.syllables.forEach((s, i) => {
      const glide = prev && prev.coda.length === 0 ? GLIDE_AFTER[prev.nucleus.replace(/\d$/, '')] : undefined;
      if (i > 0 && s.onset.length === 0 && glide) s.onset = [glide];
      prev = s;
    });
  }
  return words;
}
