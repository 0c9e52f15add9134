// Spelling-based syllable estimate: good enough to size melody rhythms, not a dictionary.

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export function numberToWords(n: number): string {
  if (!Number.isFinite(n) || n < 0) return 'many';
  n = Math.floor(n);
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) {
    const rest = n % 100;
    return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` ${numberToWords(rest)}` : ''}`;
  }
  if (n >= 1100 && n < 2000) {
    // years are sung "nineteen seventy-five", "nineteen oh five", "nineteen hundred"
    const rest = n % 100;
    const head = numberToWords(Math.floor(n / 100));
    return rest === 0 ? `${head} hundred` : rest < 10 ? `${head} oh ${ONES[rest]}` : `${head} ${numberToWords(rest)}`;
  }
  if (n >= 2010 && n < 2100) return `twenty ${numberToWords(n % 100)}`;
  if (n < 1_000_000) {
    const rest = n % 1000;
    return `${numberToWords(Math.floor(n / 1000))} thousand${rest ? ` ${numberToWords(rest)}` : ''}`;
  }
  return 'a million';
}

const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 50 -> "fiftieth", 21 -> "twenty-first", 1 -> "first" (the last word takes the ordinal form). */
export function ordinalWords(n: number): string {
  const cardinal = numberToWords(n);
  if (cardinal === 'many') return cardinal;
  const m = /^(.*?)([a-z]+)$/.exec(cardinal);
  if (!m) return cardinal;
  const last = m[2];
  const ord = ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return m[1] + ord;
}

const EXCEPTIONS: Record<string, number> = {
  the: 1,
  every: 2,
  everyone: 3,
  everything: 3,
  everybody: 4,
  fire: 1,
  hour: 1,
  our: 1,
  business: 2,
  family: 3,
  different: 3,
  beautiful: 3,
  evening: 2,
  heaven: 2,
  forever: 3,
  people: 2,
  little: 2,
  together: 3,
  maya: 2,
  area: 3,
  idea: 3,
  create: 2,
  created: 3,
  poem: 2,
  quiet: 2,
  lion: 2,
  being: 2,
  seeing: 2,
  "you're": 1,
  "we're": 1,
  "they're": 1,
  "i've": 1,
  "i'm": 1,
  smile: 1,
  while: 1,
  whole: 1,
  love: 1,
  loves: 1,
  lives: 1,
  where: 1,
  there: 1,
  here: 1,
  more: 1,
  sure: 1,
  came: 1,
  name: 1,
  time: 1,
  like: 1,
  made: 1,
  some: 1,
  one: 1,
  done: 1,
  gone: 1,
  give: 1,
  live: 1,
  have: 1,
  are: 1,
  were: 1,
  rhythm: 2,
  ai: 2,
  ceo: 3,
  usa: 3,
  uk: 2,
};

function wordSyllables(raw: string): number {
  const w = raw.toLowerCase().replace(/[^a-z'\d]/g, '');
  if (w.length === 0) return 0;
  if (/^\d+$/.test(w))
    return numberToWords(Number(w))
      .split(/[\s-]+/)
      .reduce((s, x) => s + wordSyllables(x), 0);
  if (/^\d+(st|nd|rd|th)$/.test(w)) return wordSyllables(w.replace(/\D/g, '')) + (w.endsWith('th') ? 0 : 0);
  if (EXCEPTIONS[w] !== undefined) return EXCEPTIONS[w];
  if (EXCEPTIONS[w.replace(/'/g, '')] !== undefined) return EXCEPTIONS[w.replace(/'/g, '')];
  let word = w.replace(/'/g, '');
  if (word.length <= 3) return 1;
  word = word.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '');
  word = word.replace(/^y/, '');
  const groups = word.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

export function countSyllables(text: string): number {
  return text
    .split(/[\s-]+/)
    .filter((w) => w.length > 0)
    .reduce((sum, w) => sum + wordSyllables(w), 0);
}

/** Per-word syllables, used to place stresses and word boundaries in the melody. */
export function syllablesPerWord(text: string): number[] {
  return text
    .split(/[\s-]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .map((w) => Math.max(1, wordSyllables(w)));
}
