// Typed words for the last slot of a line. A closing phrase is a frame with one typed slot
// ("every <time>", "wherever {you} <go>"), and the slot takes any word of its type, so a line's
// ending is chosen among many words by pronunciation (to rhyme with the line it answers) and by
// the song's seed, instead of a few stock phrases every song reaches for. Each type holds only
// words that read right in every frame that takes it.

export const VOCAB = {
  /** a stretch of time that recurs, true of anything that lasts: "every <time>", "each <time>" */
  time: ['day', 'night', 'year', 'morning', 'evening', 'week', 'time', 'season', 'summer', 'winter', 'hour'],
  /** a stretch that can last: "all <span> long" */
  span: ['day', 'night', 'year', 'week', 'summer', 'winter', 'evening', 'weekend'],
  /** something done again: "whenever {we} <act>" (sung after I or we) */
  act: [
    'look back',
    'think back',
    'get home',
    'raise a glass',
    'sing along',
    'close {our} eyes',
    'count {our} blessings',
    'say {your} name',
    'hear {you} laugh',
    'need a smile',
    'feel low',
    'slow down',
    'tell the story',
    'see a photo',
  ],
  /** the first of something: "from the first <first>" */
  first: ['day', 'hour', 'week', 'minute', 'morning', 'step', 'word'],
  /** what a hard stretch was made of: "through every <trial>" */
  trial: ['trial', 'change', 'season', 'setback', 'winter', 'deadline', 'hurdle', 'test', 'twist and turn', 'detour'],
  /** how a hard time went: "when it <hard>" */
  hard: [
    'counted',
    'mattered',
    'mattered most',
    'got hard',
    'got late',
    'got rough',
    'went wrong',
    'fell apart',
    'was hard to smile',
    'felt too much',
    'rained',
  ],
  /** what could be missing: "without a <fuss>" */
  fuss: ['word', 'fuss', 'doubt', 'complaint', 'pause', 'break', 'second thought', 'grumble', 'sigh', 'rest'],
  /** how words fail: "more than words can <say>" */
  say: ['say', 'tell', 'show', 'hold', 'measure', 'explain', 'express', 'convey', 'capture', 'carry'],
  /** how much the listener does not know: "more than {you} <know>" */
  know: ['know', 'think', 'guess', 'see', 'realise', 'suspect', 'imagine', 'believe', 'will ever know'],
  /** where the listener goes: "wherever {you} <go>" */
  go: ['go', 'roam', 'land', 'wander', 'travel', 'settle', 'turn', 'stand', 'walk', 'drive', 'end up', 'call home'],
  /** what the listener does: "in all {you} <do>" */
  do: [
    'do',
    'try',
    'dream',
    'build',
    'seek',
    'plan',
    'make',
    'choose',
    'start',
    'chase',
    'learn',
    'give',
    'love',
    'pursue',
    'set out to do',
    'take on',
    'reach for',
    'go through',
  ],
  /** a whole heart: "with all {our} <heart>" */
  heart: ['heart', 'soul', 'might', 'strength'],
  /** what the listener always knew how to do: "you always know just how to <help>" */
  help: [
    'cheer {us} up',
    'calm {us} down',
    'make {us} laugh',
    'lift {us} up',
    'find the words',
    'make it right',
    'lend a hand',
    'light the room',
    'keep {us} going',
    'talk {us} through',
    'make {us} feel at home',
    'say the thing {we} need',
    'turn a day around',
  ],
  /** when the singer will be there: "{we} will be right here whenever {you} <need>" */
  need: [
    'need {us}',
    'call',
    'come home',
    'feel small',
    'lose {your} way',
    'want a friend',
    'need a hand',
    'need a laugh',
    'need a word',
    'look back',
    'feel alone',
  ],
  /** what a wish does: "may every dream of yours <come>" */
  come: ['come true', 'take flight', 'find its way', 'work out', 'pay off'],
  /** what the next page is for: "the next chapter is yours to <write>" */
  write: ['write', 'fill', 'colour in', 'shape', 'start', 'sing', 'dream up', 'tell'],
  /** among whom the heart is the warmest: "the warmest heart in <crowd>" */
  crowd: ['the room', 'the world', 'them all', 'the whole crowd', 'any crowd'],
  /** what to go on and do: "go on and <dare>" */
  dare: [
    'dream big',
    'chase it all',
    'aim high',
    'go for it',
    'take the leap',
    'take your shot',
    'follow your heart',
    'make some noise',
    'shoot for more',
  ],
  /** what is ahead: "here is to everything that <next>" */
  next: ['comes next', 'is coming', 'lies ahead', 'waits for you', 'is still to come', 'you will be', 'you will do'],
  /** what lasts while the years go: "the years fly by, but <stays>" */
  stays: [
    'this stays',
    'this holds',
    'the love stays',
    'that never fades',
    'this will last',
    'this remains',
    'the feeling stays',
    'the laughter stays',
    'the warmth stays',
    'the memory stays',
    'your kindness stays',
  ],
} as const;

export type VocabType = keyof typeof VOCAB;

/** Every way of filling a frame's typed slots ("every <time>" -> "every day", "every night", ...). */
export function expandTyped(frame: string): string[] {
  const m = /<(\w+)>/.exec(frame);
  if (!m) return [frame];
  const words = VOCAB[m[1] as VocabType];
  if (!words) throw new Error(`no vocabulary type <${m[1]}> in "${frame}"`);
  return words.flatMap((w) => expandTyped(frame.slice(0, m.index) + w + frame.slice(m.index + m[0].length)));
}
