// Rhyme-grouped tails. Every sung line ends with one of these, so rhymes hold by construction
// no matter what the buyer wrote in the head of the line.

export type RhymeGroup =
  'ay' | 'ight' | 'ine' | 'ear' | 'ong' | 'art' | 'ee' | 'oo' | 'ame' | 'ow' | 'ound' | 'ace' | 'ove';

export type Tail = { text: string; word: string; feel: 'up' | 'down' | 'any' };

const RAW: Record<RhymeGroup, { up: string[]; down: string[]; any: string[] }> = {
  ay: {
    up: ['light the way', 'here to stay', 'this is your day', 'we celebrate today', 'all the way', 'come what may'],
    down: ['you slipped away', 'it fades away', 'like yesterday', 'too late to stay', 'words I could not say'],
    any: ['today', 'every day', 'along the way'],
  },
  ight: {
    up: [
      'shining bright',
      'feels so right',
      'hold on tight',
      'into the light',
      'dance all night',
      'burning bright tonight',
    ],
    down: ['out of sight', 'a lonely night', 'the fading light', 'we lost the fight', 'nothing felt right'],
    any: ['tonight', 'day and night', 'through the night'],
  },
  ine: {
    up: ['let it shine', 'a perfect sign', "you're doing fine", 'the stars align', 'pour the wine', 'forever mine'],
    down: ['no longer mine', 'a broken line', "I'll be fine", 'a fading sign', 'we crossed the line'],
    any: ['down the line', 'one more time to shine', 'by design'],
  },
  ear: {
    up: ['another year', "we're all here", 'loud and clear', 'raise a cheer', 'the best is near', 'my dear'],
    down: ['a falling tear', "you're not here", 'disappear', 'the things I fear', "it's all unclear"],
    any: ['this year', 'right here', 'year after year'],
  },
  ong: {
    up: ['sing along', 'where you belong', 'stay strong', 'this is your song', 'all night long', 'we carry on'],
    down: ['it all went wrong', 'gone so long', 'the same old song', 'I waited long', 'I must be strong'],
    any: ['all along', 'so strong', 'sing along'],
  },
  art: {
    up: [
      'from the heart',
      'a brand new start',
      'a work of art',
      'right from the start',
      "we'll never part",
      'a shining part',
    ],
    down: ['fell apart', 'a broken heart', 'miles apart', 'back to the start', 'torn apart'],
    any: ['from the start', 'with all my heart', 'play your part'],
  },
  ee: {
    up: ['wild and free', 'you and me', 'meant to be', 'the world to see', 'just wait and see', 'the place to be'],
    down: ['set me free', 'let it be', 'a memory', 'lost at sea', 'not meant to be'],
    any: ["you'll see", "we'll be free", 'for you and me'],
  },
  oo: {
    up: ['dreams come true', 'me and you', 'all for you', 'something new', 'skies of blue', 'we made it through'],
    down: ['without you', 'feeling blue', 'over you', "we're through", 'the sky turned blue'],
    any: ["it's true", 'for you', 'just for you'],
  },
  ame: {
    up: ['call your name', 'light the flame', 'never be the same', 'a hall of fame', 'we win the game', 'all the same'],
    down: ["who's to blame", 'a dying flame', 'a losing game', "it's not the same", 'I know your name'],
    any: ['say your name', 'never the same', 'the way we came'],
  },
  ow: {
    up: [
      'steal the show',
      'let it glow',
      'watch us grow',
      'the world should know',
      'from head to toe',
      'and off we go',
    ],
    down: ['let you go', 'now I know', 'so long ago', 'feeling low', 'the winds that blow'],
    any: ['we know', 'let it show', 'and so we grow'],
  },
  ound: {
    up: ['all around', 'hear the sound', 'the joy we found', 'common ground', 'spinning round', 'off the ground'],
    down: ['lost and found', 'without a sound', 'back on the ground', 'the rain comes down', 'no one around'],
    any: ['gather round', 'feel the sound', 'look what we found'],
  },
  ace: {
    up: [
      'a smile on your face',
      'the perfect place',
      'full of grace',
      'a warm embrace',
      'a brighter place',
      'keep up the pace',
    ],
    down: ['an empty space', 'without a trace', 'your empty place', 'a slower pace', 'I see your face'],
    any: ['in this place', 'the look upon your face', 'with so much grace'],
  },
  ove: {
    up: ['all my love', 'the stars above', "the one I'm thinking of", 'full of love', 'skies above', 'a gift of love'],
    down: ['I lost my love', 'the grey above', 'the love I dreamed of', 'the clouds above', 'not enough love'],
    any: ['sent with love', 'the sky above', 'this is love'],
  },
};

export const RHYME_GROUPS = Object.keys(RAW) as RhymeGroup[];

function lastWord(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z' ]/g, '')
    .trim()
    .split(/\s+/);
  return words[words.length - 1];
}

export function tailsFor(group: RhymeGroup, sad: boolean): Tail[] {
  const raw = RAW[group];
  const mk =
    (feel: Tail['feel']) =>
    (text: string): Tail => ({ text, word: lastWord(text), feel });
  const primary = sad ? raw.down.map(mk('down')) : raw.up.map(mk('up'));
  return [...primary, ...raw.any.map(mk('any'))];
}

/** The rhyme group a line belongs to, judged by its last word. Used by tests and sanity checks. */
export function rhymeGroupOf(line: string): RhymeGroup | undefined {
  const w = lastWord(line);
  for (const g of RHYME_GROUPS) {
    const all = [...RAW[g].up, ...RAW[g].down, ...RAW[g].any];
    if (all.some((t) => lastWord(t) === w)) return g;
  }
  return undefined;
}
