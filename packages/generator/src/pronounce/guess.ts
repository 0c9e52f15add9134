// The last resort for a word nobody knows (no override, not in the dictionary, no letter-to-sound
// answer): ARPAbet guessed from the spelling with a small set of English grapheme rules. Good enough
// to count syllables and place a stress; the real letter-to-sound front end replaces it when it runs.

const VOWEL_LETTERS = /[aeiouy]/;

type Rule = { g: string; p: string[]; at?: 'start' | 'end'; before?: RegExp };

// longest graphemes first; each rule is tried at the current position
const RULES: Rule[] = [
  { g: 'eigh', p: ['EY'] },
  { g: 'augh', p: ['AO'] },
  { g: 'ough', p: ['OW'] },
  { g: 'tion', p: ['SH', 'AH', 'N'] },
  { g: 'sion', p: ['ZH', 'AH', 'N'] },
  { g: 'igh', p: ['AY'] },
  { g: 'tch', p: ['CH'] },
  { g: 'sch', p: ['SH'] },
  { g: 'dge', p: ['JH'], at: 'end' },
  { g: 'ch', p: ['CH'] },
  { g: 'sh', p: ['SH'] },
  { g: 'sz', p: ['SH'] },
  { g: 'cz', p: ['CH'] },
  { g: 'zh', p: ['ZH'] },
  { g: 'th', p: ['TH'] },
  { g: 'ph', p: ['F'] },
  { g: 'wh', p: ['W'] },
  { g: 'ck', p: ['K'] },
  { g: 'ng', p: ['NG'], at: 'end' },
  { g: 'nk', p: ['NG', 'K'] },
  { g: 'qu', p: ['K', 'W'] },
  { g: 'kn', p: ['N'], at: 'start' },
  { g: 'wr', p: ['R'], at: 'start' },
  { g: 'gh', p: ['G'], at: 'start' },
  { g: 'gh', p: [] },
  { g: 'kh', p: ['K'] },
  { g: 'dg', p: ['JH'] },
  { g: 'ee', p: ['IY'] },
  { g: 'ea', p: ['IY'] },
  { g: 'oo', p: ['UW'] },
  { g: 'ai', p: ['AY'], at: 'end' },
  { g: 'ai', p: ['EY'] },
  { g: 'ay', p: ['EY'] },
  { g: 'oa', p: ['OW'] },
  { g: 'ou', p: ['AW'] },
  { g: 'ow', p: ['OW'], at: 'end' },
  { g: 'ow', p: ['AW'] },
  { g: 'oi', p: ['OY'] },
  { g: 'oy', p: ['OY'] },
  { g: 'au', p: ['AO'] },
  { g: 'aw', p: ['AO'] },
  { g: 'ie', p: ['IY'], at: 'end' },
  { g: 'ie', p: ['IY'] },
  { g: 'ei', p: ['EY'] },
  { g: 'ey', p: ['IY'], at: 'end' },
  { g: 'ey', p: ['EY'] },
  { g: 'ue', p: ['UW'] },
  { g: 'ew', p: ['UW'] },
  { g: 'eu', p: ['OY'] },
  { g: 'er', p: ['ER'], before: /^(?![aeiouy])/ },
  { g: 'ir', p: ['ER'], before: /^(?![aeiouy])/ },
  { g: 'ur', p: ['ER'], before: /^(?![aeiouy])/ },
  { g: 'ar', p: ['AA', 'R'], before: /^(?![aeiouy])/ },
  { g: 'or', p: ['AO', 'R'], before: /^(?![aeiouy])/ },
  { g: 'a', p: ['AH'], at: 'end' },
  { g: 'o', p: ['OW'], at: 'end' },
  { g: 'i', p: ['IY'], at: 'end' },
  { g: 'y', p: ['IY'], at: 'end' },
  { g: 'u', p: ['UW'], at: 'end' },
  { g: 'a', p: ['AE'] },
  { g: 'e', p: ['EH'] },
  { g: 'i', p: ['IH'] },
  { g: 'o', p: ['AA'] },
  { g: 'u', p: ['AH'] },
  { g: 'y', p: ['Y'], before: /^[aeiou]/ },
  { g: 'y', p: ['IH'] },
  { g: 'b', p: ['B'] },
  { g: 'c', p: ['S'], before: /^[eiy]/ },
  { g: 'c', p: ['K'] },
  { g: 'd', p: ['D'] },
  { g: 'f', p: ['F'] },
  { g: 'g', p: ['G'] },
  { g: 'h', p: ['HH'], before: /^[aeiouy]/ },
  { g: 'h', p: [] },
  { g: 'j', p: ['JH'] },
  { g: 'k', p: ['K'] },
  { g: 'l', p: ['L'] },
  { g: 'm', p: ['M'] },
  { g: 'n', p: ['N'] },
  { g: 'p', p: ['P'] },
  { g: 'r', p: ['R'] },
  { g: 's', p: ['S'] },
  { g: 't', p: ['T'] },
  { g: 'v', p: ['V'] },
  { g: 'w', p: ['W'] },
  { g: 'x', p: ['K', 'S'] },
  { g: 'z', p: ['Z'] },
];

const LONG: Record<string, string> = { a: 'EY', e: 'IY', i: 'AY', o: 'OW', u: 'UW', y: 'AY' };
const ARPA_VOWEL = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/;

/** ARPAbet with stress digits guessed from a lower-case ASCII spelling (first vowel stressed). */
export function guessPhones(spelling: string): string[] {
  let w = spelling.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return [];
  // silent final e after a consonant, when another vowel comes before it: "jane", "pierre"
  let magic: number | undefined;
  const final = /([aeiouy])([^aeiouy])e$/.exec(w);
  if (w.length > 2 && /[^aeiouy]e$/.test(w) && VOWEL_LETTERS.test(w.slice(0, -2))) {
    if (final && !/[aeiouy]/.test(w.slice(final.index - 1, final.index))) magic = final.index;
    w = w.slice(0, -1);
  }
  const out: string[] = [];
  let i = 0;
  while (i < w.length) {
    // a doubled consonant is one sound
    if (i > 0 && w[i] === w[i - 1] && !VOWEL_LETTERS.test(w[i])) {
      i++;
      continue;
    }
    if (magic !== undefined && i === magic) {
      out.push(LONG[w[i]]);
      i++;
      continue;
    }
    const rest = w.slice(i);
    const rule = RULES.find(
      (r) =>
        rest.startsWith(r.g) &&
        (r.at !== 'start' || i === 0) &&
        (r.at !== 'end' || i + r.g.length === w.length) &&
        (r.before === undefined || r.before.test(w.slice(i + r.g.length))),
    );
    if (!rule) {
      i++;
      continue;
    }
    out.push(...rule.p);
    i += rule.g.length;
  }
  if (!out.some((p) => ARPA_VOWEL.test(p))) out.push('AH');
  let stressed = false;
  return out.map((p) => {
    if (!ARPA_VOWEL.test(p)) return p;
    const digit = stressed ? '0' : '1';
    stressed = true;
    return p + digit;
  });
}
