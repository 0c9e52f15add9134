import { countSyllables } from './syllables';
import { isBlockedWord, singable } from './text';

export type Details = {
  names: string[];
  relation?: string;
  age?: string;
  years?: string;
  hobbies: string[];
  places: string[];
  facts: string[];
};

// Words that are capitalised for grammar or by habit, not because they name someone.
const NOT_NAMES = new Set(
  `i a an the my our your his her their we you he she they it this that these those for to from with and but or so
  please write make create compose song songs happy birthday merry christmas xmas new year years wedding anniversary
  congratulations congrats thanks thank dear hey hi hello love loves mom mum dad mother father grandma grandpa
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december valentine valentines easter eid diwali hanukkah thanksgiving today tomorrow
  yesterday team company just also then when who what where why how let lets can could would should
  will is are was were be have has had do does did not no yes all some any every each one two three in on at by of
  as if about after before since until while its very really best friend sister brother wife husband boss
  announcement launch product surprise celebrate celebrating celebration it's i'm we're here there now upbeat fun
  sad pop rock jazz country hip hop rnb electronic classical style music lyrics mention include use need want like
  ever forever graduation class holiday holidays secret admirer ok okay finally good great big little old young first
  last next my name named called she's he's they're our we've i've dear sir madam mr mrs ms dr prof st mt
  god lord jesus christ senior junior season summer winter spring autumn fall`.split(/\s+/),
);

const RELATIONS = [
  'best friend',
  'little sister',
  'big sister',
  'little brother',
  'big brother',
  'sister',
  'brother',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'wife',
  'husband',
  'partner',
  'girlfriend',
  'boyfriend',
  'fiancee',
  'fiancée',
  'fiance',
  'friend',
  'daughter',
  'son',
  'grandma',
  'grandmother',
  'grandpa',
  'grandfather',
  'aunt',
  'uncle',
  'cousin',
  'team',
  'boss',
  'colleague',
  'coworker',
  'teacher',
  'mentor',
  'parents',
  'kids',
  'niece',
  'nephew',
  'roommate',
  'crew',
];

const INSTRUCTION_WORDS =
  /\b(song|songs|write|make|create|compose|lyrics|please|style|genre|tempo|mention|include|upbeat|melody|verse|chorus|should|want|would like|sing|singer|music)\b/i;

function uniq(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const k = x.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function trimToSyllables(phrase: string, max: number): string {
  const words = phrase.split(' ');
  while (words.length > 1 && countSyllables(words.join(' ')) > max) words.pop();
  while (
    words.length > 1 &&
    /^(and|the|a|an|to|of|our|my|with|for|in|on|at|who|that|is|are|we|was|this|next|last|every|their|his|her|very)$/i.test(
      words[words.length - 1],
    )
  ) {
    words.pop();
  }
  return words.join(' ');
}

function extractNames(text: string, places: string[]): string[] {
  const names: string[] = [];
  const sentences = text.split(/(?<=[.!?;:])\s+|\n+/);
  const placeSet = new Set(places.map((p) => p.toLowerCase()));
  for (const sentence of sentences) {
    const tokens = sentence.split(/\s+/);
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) names.push(run.join(' '));
      run = [];
    };
    tokens.forEach((tok, i) => {
      const word = tok.replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, '').replace(/['’]s$/u, '');
      const isCap = /^\p{Lu}[\p{Ll}'’-]+$/u.test(word) || /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u.test(word);
      const common = NOT_NAMES.has(word.toLowerCase());
      const ok = isCap && !common && word.length > 1 && !isBlockedWord(word) && !placeSet.has(word.toLowerCase());
      if (ok) run.push(word);
      else flush();
      // a trailing comma or possessive ends a name, e.g. "Maya, Leo and Sam"
      if (/[,;:.!?)]$|['’]s$/u.test(tok) || i === tokens.length - 1) flush();
    });
    flush();
  }
  return uniq(names.filter((n) => !placeSet.has(n.toLowerCase()))).slice(0, 5);
}

export function extractDetails(prompt: string, title = ''): Details {
  const text = singable(`${title}. ${prompt}`).replace(/^\.\s*/, '');
  const lower = text.toLowerCase();

  const places = uniq(
    [...text.matchAll(/\b(?:in|from|visiting|to visit)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/gu)]
      .map((m) => m[1])
      .filter((p) => !NOT_NAMES.has(p.toLowerCase())),
  ).slice(0, 2);

  // Titles are written in Title Case, so every title word looks like a name ("Under the Lanterns").
  // Names come from the story; the title only supplies them when the story names nobody.
  const storyNames = extractNames(singable(prompt), places);
  const names = storyNames.length > 0 ? storyNames : extractNames(text, places);

  let relation: string | undefined;
  for (const r of RELATIONS) {
    if (new RegExp(`\\b(my|our|his|her|their)\\s+${r}\\b`, 'i').test(lower)) {
      relation = r;
      break;
    }
  }

  const ageMatch =
    /\b(?:turns?|turning|is turning|will be|reaches|reaching)\s+(\d{1,3})\b/i.exec(text) ??
    /\b(\d{1,3})(?:st|nd|rd|th)\s+birthday/i.exec(text) ??
    /\b(\d{1,3})\s*(?:years?|yrs?)[ -]old\b/i.exec(text);
  const yearsMatch = /\b(\d{1,3})(?:st|nd|rd|th)?\s+(?:wedding\s+)?(?:years?|anniversary)\b(?![ -]old)/i.exec(text);

  const hobbies: string[] = [];
  for (const m of text.matchAll(
    /\b(?:loves?|loving|enjoys?|likes?|is into|obsessed with|passionate about|a fan of|adores?)\s+([^.;!?]+)/gi,
  )) {
    const chunk = m[1].split(/\s+(?:who|but|because|so|which|since|when|while|and is|and has|and was)\s+/i)[0];
    for (const part of chunk.split(/\s*(?:,|\band\b|\bor\b)\s*/i)) {
      const h = trimToSyllables(part.trim().split(/\s+/).slice(0, 4).join(' '), 5);
      if (h.length > 1 && !INSTRUCTION_WORDS.test(h) && !/^(it|them|him|her|you|me|us)$/i.test(h)) hobbies.push(h);
    }
  }

  const used = [...hobbies, ...(ageMatch ? [ageMatch[0]] : [])].map((x) => x.toLowerCase());
  const facts: string[] = [];
  for (const sentence of text.split(/[.!?;]+/)) {
    for (let clause of sentence.split(
      /,|\s+(?:but|because|so|who|which|while)\s+|\s+and\s+(?=(?:we|they|she|he|i|it|our|my|now|then)\b)/i,
    )) {
      clause = clause.trim().replace(/^(that|and|but|also|plus|then)\s+/i, '');
      const words = clause.split(/\s+/).filter(Boolean);
      if (words.length < 2 || words.length > 14) continue;
      if (INSTRUCTION_WORDS.test(clause)) continue;
      if (/^(happy|merry|congrat\w*|dear|hi|hey|hello|thanks?)\b/i.test(clause)) continue;
      if (!words.some((w) => /\p{L}{3,}/u.test(w)) || words.filter((w) => /\p{L}{2,}/u.test(w)).length < 2) continue;
      if (used.some((u) => clause.toLowerCase().includes(u))) continue;
      if (/\b(loves?|enjoys?|likes?)\b/i.test(clause)) continue;
      if (names.some((n) => clause.trim() === n) || /^(for|to)\s/i.test(clause)) continue;
      const short = trimToSyllables(
        clause.replace(
          /\b(we|they|she|he|it) (are|is)\b/gi,
          (_m, s: string, v: string) => `${s}${v.toLowerCase() === 'are' ? "'re" : "'s"}`,
        ),
        9,
      );
      if (short.split(' ').length >= 2) facts.push(short);
    }
  }

  return {
    names,
    relation,
    age: ageMatch?.[1],
    years: yearsMatch && (!ageMatch || yearsMatch[1] !== ageMatch[1]) ? yearsMatch[1] : undefined,
    hobbies: uniq(hobbies).slice(0, 3),
    places,
    facts: uniq(facts).slice(0, 4),
  };
}
