// Buyer text is data: it is cleaned here once and never evaluated or used as a template.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

// Stored reversed so the source is not a word list of slurs; only the filter needs them.
const BLOCKED_REVERSED = [
  'kcuf',
  'gnikcuf',
  'rekcuf',
  'dekcuf',
  'skcuf',
  'tihs',
  'yttihs',
  'stihs',
  'hctib',
  'sehctib',
  'tnuc',
  'reggin',
  'aggin',
  'toggaf',
  'gaf',
  'drater',
  'erohw',
  'tuls',
  'kcid',
  'elohssa',
  'ssa',
  'dratsab',
  'kcirp',
  'ekik',
  'knihc',
  'cips',
  'ssip',
  'nmad',
  'reknaw',
  'tawt',
  'kcoc',
  'rekcufrehtom',
  'ekyd',
  'ynnart',
];
const BLOCKED = new Set(BLOCKED_REVERSED.map((w) => w.split('').reverse().join('').toLowerCase()));
// Words that would read as a software bug if they showed up in a lyric sheet.
// ("Nan" is a grandmother: only "NaN", written as the bug writes it, is one)
for (const w of ['undefined', 'null', 'infinity']) BLOCKED.add(w);

export function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name];
    const num = /^#(\d{1,6})$/.exec(name);
    if (num) {
      const code = Number(num[1]);
      return code > 31 && code < 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return whole;
  });
}

/** Removes markup (script/style bodies included) and control characters, collapses spaces. */
export function stripMarkup(text: string): string {
  let out = decodeEntities(text);
  out = out.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  out = out.replace(/<\/?[a-z!][^>]*>/gi, ' ');
  // A lone '<' or '>' left over can't form a tag any more, but drop it so nothing looks like one.
  out = out.replace(/[<>]/g, ' ');
  // eslint-disable-next-line no-control-regex
  out = out.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]/g, ' ');
  return out.replace(/\s+/g, ' ').trim();
}

export function isBlockedWord(word: string): boolean {
  if (word.replace(/[^A-Za-z]/g, '') === 'NaN') return true;
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return false;
  if (BLOCKED.has(w)) return true;
  // catches plurals/suffixes like "...ing", "...er" of the strongest words
  for (const bad of ['fuck', 'shit', 'cunt', 'nigg', 'fagg', 'bitch']) if (w.includes(bad)) return true;
  return false;
}

export function removeProfanity(text: string): string {
  return text
    .split(/(\s+)/)
    .filter((tok) => !isBlockedWord(tok))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reduces a fragment to what can be sung: letters, digits, apostrophes, hyphens and light
 * punctuation. Template syntax like {{x}} or ${x} loses its braces and dollar signs.
 */
export function singable(text: string): string {
  const cleaned = removeProfanity(stripMarkup(text))
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}' ,.!?&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.replace(/^[,.!?&' -]+|[,&' -]+$/g, '');
}

export function truncateWords(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trim();
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}
