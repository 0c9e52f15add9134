// A buyer's pronunciation note, in plain respelling ("Siobhan = shi-VAWN", "Nguyen = win",
// "Niamh = NEE-uv"), turned into ARPAbet phones with stress for the lexicon's overrides.
// Syllables are split by hyphens or spaces; the syllable written in capitals carries the main stress
// (with none in capitals, the first does). Spellings follow the common respelling keys of
// dictionaries and newspapers: "ee" as in see, "ay" as in day, "aw" as in law, "oo" as in food...
import { GeneratorInputError } from '../errors';

const ARPABET = new Set([
  'AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW',
  'B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T',
  'TH', 'V', 'W', 'Y', 'Z', 'ZH',
]); // prettier-ignore

const isVowelPhone = (p: string) => /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/.test(p);

// Longest spellings first. Vowel spellings: several of them also carry a following R.
const VOWEL_SPELLINGS: [string, string[]][] = [
  ['eye', ['AY']],
  ['igh', ['AY']],
  ['air', ['EH', 'R']],
  ['are', ['EH', 'R']],
  ['ear', ['IH', 'R']],
  ['eer', ['IH', 'R']],
  ['ire', ['AY', 'R']],
  ['oor', ['UH', 'R']],
  ['our', ['AW', 'R']],
  ['yoo', ['Y', 'UW']],
  ['ah', ['AA']],
  ['aa', ['AA']],
  ['ai', ['EY']],
  ['ay', ['EY']],
  ['ae', ['EY']],
  ['aw', ['AO']],
  ['au', ['AO']],
  ['ar', ['AA', 'R']],
  ['ee', ['IY']],
  ['ea', ['IY']],
  ['ey', ['EY']],
  ['eh', ['EH']],
  ['er', ['ER']],
  ['ew', ['Y', 'UW']],
  ['ih', ['IH']],
  ['ir', ['ER']],
  ['iy', ['AY']],
  ['ie', ['AY']],
  ['oh', ['OW']],
  ['oa', ['OW']],
  ['oe', ['OW']],
  ['oo', ['UW']],
  ['ou', ['AW']],
  ['ow', ['OW']],
  ['oi', ['OY']],
  ['oy', ['OY']],
  ['or', ['AO', 'R']],
  ['uh', ['AH']],
  ['ur', ['ER']],
  ['uu', ['UH']],
  ['ue', ['UW']],
  ['a', ['AE']],
  ['e', ['EH']],
  ['i', ['IH']],
  ['o', ['AA']],
  ['u', ['AH']],
  ['ə', ['AH']],
  ['y', ['IH']],
];

const CONSONANT_SPELLINGS: [string, string[]][] = [
  ['tch', ['CH']],
  ['ch', ['CH']],
  ['sh', ['SH']],
  ['zh', ['ZH']],
  ['th', ['TH']],
  ['dh', ['DH']],
  ['ng', ['NG']],
  ['nk', ['NG', 'K']],
  ['ph', ['F']],
  ['kh', ['HH']],
  ['gh', ['G']],
  ['wh', ['W']],
  ['ck', ['K']],
  ['qu', ['K', 'W']],
  ['j', ['JH']],
  ['c', ['K']],
  ['q', ['K']],
  ['x', ['K', 'S']],
  ['b', ['B']],
  ['d', ['D']],
  ['f', ['F']],
  ['g', ['G']],
  ['h', ['HH']],
  ['k', ['K']],
  ['l', ['L']],
  ['m', ['M']],
  ['n', ['N']],
  ['p', ['P']],
  ['r', ['R']],
  ['s', ['S']],
  ['t', ['T']],
  ['v', ['V']],
  ['w', ['W']],
  ['y', ['Y']],
  ['z', ['Z']],
];

const startsWithVowelSpelling = (s: string) => /^[aeiouə]/.test(s);

/** "SH IH0 V AO1 N": already ARPAbet (every token a phone, at least one vowel with a stress digit). */
export function isArpabet(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length === 0 || tokens[0] === '') return false;
  let stressed = false;
  for (const t of tokens) {
    const m = /^([A-Z]{1,2})([012])?$/.exec(t);
    if (!m || !ARPABET.has(m[1]!)) return false;
    if (m[2] !== undefined) {
      if (!isVowelPhone(m[1]!)) return false;
      stressed = true;
    }
  }
  return stressed;
}

/** One respelled syllable ("vawn") to phones without stress digits. */
function syllablePhones(syllable: string): string[] {
  const out: string[] = [];
  let i = 0;
  const s = syllable;
  while (i < s.length) {
    const rest = s.slice(i);
    if ((rest === 'y' || rest === 'ye') && out.length > 0) {
      out.push('AY'); // "kye", "my"
      i += rest.length;
      continue;
    }
    // "y" before a vowel is the consonant of "yes"; elsewhere ("ky", "my") the vowel of "by" or "gym"
    if (rest[0] === 'y' && rest.length > 1 && startsWithVowelSpelling(rest.slice(1))) {
      out.push('Y');
      i += 1;
      continue;
    }
    // "er", "ar", "or", "ur", "ir" are vowels with R only when no vowel follows ("ver-uh", not "ve-ruh")
    const vowel = VOWEL_SPELLINGS.find(([sp]) => {
      if (!rest.startsWith(sp)) return false;
      if (/r$/.test(sp) && sp.length >= 2 && startsWithVowelSpelling(rest.slice(sp.length))) return false;
      return true;
    });
    const consonant = CONSONANT_SPELLINGS.find(([sp]) => rest.startsWith(sp));
    if (vowel && (!consonant || vowel[0].length >= consonant[0].length || startsWithVowelSpelling(rest))) {
      out.push(...vowel[1]);
      i += vowel[0].length;
    } else if (consonant) {
      out.push(...consonant[1]);
      i += consonant[0].length;
    } else {
      throw new Error(`"${rest[0]}" is not a letter a respelling can use`);
    }
  }
  return out;
}

/**
 * A plain respelling ("shi-VAWN", "win", "NEE-uv") to ARPAbet with stress digits
 * (["SH","IH0","V","AO1","N"]). ARPAbet given as such is returned as it is. Throws an Error naming
 * the problem when the respelling cannot be read.
 */
export function respellingToPhones(respelling: string): string[] {
  const text = respelling.trim().normalize('NFC');
  if (!text) throw new Error('the respelling is empty');
  if (isArpabet(text)) return text.split(/\s+/);
  const syllables = text
    .replace(/[’']/g, '')
    .split(/[-\s.·]+/)
    .filter(Boolean);
  if (syllables.length === 0) throw new Error('the respelling has no letters');
  if (syllables.length > 8) throw new Error('a name of more than 8 syllables is more than one name');
  const isCaps = (s: string) => /\p{Lu}/u.test(s) && s === s.toUpperCase() && s !== s.toLowerCase();
  const capsCount = syllables.filter(isCaps).length;
  // With every syllable in capitals ("WIN", "SHEE-VAWN") or none, the first carries the stress.
  const stressedIndex = capsCount === 0 || capsCount === syllables.length ? 0 : syllables.findIndex(isCaps);
  const phones: string[] = [];
  syllables.forEach((raw, index) => {
    const lower = raw.toLowerCase();
    if (!/^[a-zə]+$/.test(lower)) {
      const bad = [...lower].find((c) => !/[a-zə]/.test(c));
      throw new Error(`"${bad}" is not a letter a respelling can use (plain letters a-z and hyphens)`);
    }
    const ph = syllablePhones(lower);
    const vowels = ph.filter(isVowelPhone).length;
    if (vowels === 0) throw new Error(`"${raw}" has no vowel: each part between hyphens is one syllable`);
    const stress = index === stressedIndex ? '1' : '0';
    let first = true;
    for (const p of ph) {
      if (isVowelPhone(p)) {
        // a second vowel inside one written syllable ("ia") is unstressed
        phones.push(`${p}${first ? stress : '0'}`);
        first = false;
      } else phones.push(p);
    }
  });
  return phones;
}

/**
 * `GenerateInput.pronunciations` (word -> ARPAbet or respelling) as lexicon overrides (word -> phones).
 * A note that cannot be read is a bad input naming the word, not a silent mispronunciation.
 */
export function pronunciationOverrides(notes: Record<string, string> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [word, value] of Object.entries(notes ?? {})) {
    try {
      out[word] = respellingToPhones(value);
    } catch (err) {
      throw new GeneratorInputError(
        'pronunciations',
        `The pronunciation of ${word} ("${value}") could not be read: ${(err as Error).message}`,
      );
    }
  }
  return out;
}
