// Answer lines: what a songwriter says back to a story line, and the lines that carry the occasion
// when the story is short. Every line is a whole sentence (or a phrase a song may say on its own),
// sung by the buyer to the recipient, and true for any story of its occasion: no scenery the story
// never mentioned, no claims about what happened. Slots the story fills:
//   {you} you / you two / you all   {your} your   {we} I / we   {us} me / us   {our} my / our
//   {ours} mine / ours   {we've} I've / we've   {place} {pet} {other} {thing} {years} {occasion} {age}
// "(a|b)" writes the line in several ways (all kept; each song prefers its own, so songs differ);
// a leading "[tag]" keeps a line to songs where it is true: one (a single listener), couple, group,
// I / we (the singer), family, partner, friend, work. "[a|b]" is either; "[a] [b]" both.
// Rhymes are found by pronunciation (rhyme.ts), never by spelling.

import { expandTyped } from './vocab';

export type Theme =
  | 'react'
  | 'love'
  | 'pride'
  | 'thanks'
  | 'hope'
  | 'meaning'
  | 'birthday'
  | 'wedding'
  | 'anniversary'
  | 'retirement'
  | 'farewell'
  | 'graduation'
  | 'holiday'
  | 'team'
  | 'launch'
  | 'sad'
  | 'admirer'
  | 'general'
  | 'callback';

export const ANSWERS: Record<Theme, string[]> = {
  // after a story line: how it is remembered, never what else happened
  react: [
    'I remember it (like yesterday|as if it were yesterday)',
    'and I can see it (clear as day|to this very day)',
    'it (still makes me smile|makes {us} smile every time)',
    '{we} tell that story (every year|again and again)',
    'and {we} (still laugh about it now|are laughing at it now)',
    'I (keep that memory close|hold that memory near)',
    'some things (stay with you for good|you never quite forget)',
    'that one is (ours to keep|a keeper, through and through)',
    'it is (the little things|the smallest things) that stay',
    'and I (would not trade it|would not trade that day) for anything',
    'I (knew it even then|could tell even then)',
    'that is (so like you|you all over)',
    'it (says so much about you|tells the world who you are)',
    'who else would (do that|think of that) but you',
    '[one] and that is just the way you are',
    '[couple] and that is just the way you two are',
    'I think of it (and grin|and I have to grin)',
    '{we} (talk about it still|still talk about it)',
    'it never (gets old|fails to make {us} glad)',
    'and who could (ask for more|want anything more)',
    'a (story|memory) worth (telling twice|singing twice)',
    'and (nobody forgot|no one forgot)',
    '(the kind of thing|a thing) {we} (keep|carry) with {us}',
    'I (smile when I think of it|think of it and smile)',
    'and every (word|bit) of it is true',
    'it all comes (back to me|flooding back)',
    'and (look at what it started|look at where it led)',
    'that is how (I know you|I came to know you)',
    'the (best|proudest) part is that it was (you|all you)',
    'and I have told it (many times|a hundred times)',
    'and it (still feels new|feels brand new)',
    'that (moment|day) is (part of you|part of us)',
    '(honestly|truly), who could forget',
    'I (would not|could not) change a single thing',
    'and (the story only grows|it gets better every time)',
    'and I was (proud|glad) to (see it|be there)',
  ],
  love: [
    'and {we} (love {you} so|love {you} more than {you} know)',
    '{we} (love {you}|adore {you}) more (each|every) <time>',
    '[family] you are the (heart|centre) of (this family|{our} family)',
    '[family] [one] and {we} are (lucky|proud) to be yours',
    '[elder] the best (part|gift) of growing up was you',
    '[partner] and you are still my (home|favourite place)',
    '[partner] [one] I would (choose|find) you (all over again|again and again)',
    '[partner] [one] my heart (still|always) (skips|jumps) for you',
    '[couple] and you two (belong together|fit together)',
    '[couple] the way you (look at|smile at) each other',
    '[friend] a friend like you is (rare|hard to find)',
    '[friend] the kind of friend (who stays|who shows up)',
    'you (make|made) (every day|the ordinary) (brighter|better)',
    'and (everybody|everyone) (feels it|can see it)',
    'you (make the whole room warmer|make a house a home)',
    'there is (nobody|no one) (quite like you|else like you)',
    'and (all|every bit of) {our} love is yours (each|every) <time>',
    'with all the (love|heart) {we} (have|can give)',
    'you always (know|knew) (just|exactly) how to <help>',
    'and {we} are (so glad|so lucky) (you are ours|to have you)',
    'you (give|gave) {us} (more than {you} know|more than {we} can say)',
    'the (kindest|warmest) heart in <crowd>',
    '{our} (world|life) is (better|kinder) (with you|because of you)',
    'and {we} (would not|could not) want it any other way',
  ],
  pride: [
    'and {we} are (proud of {you}|so proud of {you})',
    '[I] I (always knew|knew all along) {you} would',
    '[we] we (always knew|knew all along) {you} would',
    'you (did it|made it) (your own way|the hard way)',
    'and (every|each) (hour|step) of it was (yours|worth it)',
    'you (never|did not) (quit|give up) (on it|on yourself)',
    'you (earned|worked for) (every bit|all of it)',
    'and (now|today) the whole world (knows|can see)',
    'you (kept going|kept on) when it was (hard|tough)',
    'and you took it all in stride',
    'so (stand up|go on) and take a bow',
    'just look at (you now|where you are)',
    'you showed (them all|everyone) what you could do',
    'and nobody (did|could do) it (quite like you|better than you)',
    'all that (work|effort) (was worth it|paid off)',
    'you (set the bar|raised the bar) for everyone (else|around you)',
    'and (you should be|you can be) proud (of that|tonight)',
    'you (stuck with it|saw it through) (to the end|all the way)',
  ],
  thanks: [
    'and {we} (owe {you} so much|owe {you} more than words)',
    'thank {you} for (all of it|everything {you} did)',
    'you (were|have been) there (every time|through it all)',
    'you (never|did not once) (let {us} down|turn away)',
    'and you (made|make) (it look easy|the hard days easy)',
    'you (gave|give) (your time|your heart) (without a fuss|without a word)',
    '[work] you (made|make) {us} better at {our} work',
    '[work] and (nobody|no one) (did the job|ran the place) (like you did|the way you did)',
    '[work] you (taught|showed) {us} (how|what it means) to (care|do it right)',
    '[elder] you (taught|showed) {us} (how to live|what matters)',
    'you (cared|looked out) for (everyone|everyone around you)',
    'and (it|all of it) did not go unnoticed',
    'you (helped|carried) {us} (further|more) than {you} (know|think)',
    'and {we} will never forget (that|it)',
    'your (patience|kindness) (made|was) (the difference|all the difference)',
    'so here is (a thank-you|our thanks), (big and small|from all of us)',
  ],
  hope: [
    'and the (best is still ahead|best is yet to come)',
    'whatever comes (your way|next for you)',
    'may (every|each) (road|door) (be open|lead you home)',
    '{we} will be (right here|close by) whenever {you} <need>',
    '(go on|go ahead) and <dare>',
    'may every (dream|plan) of yours <come>',
    'and (may the years|may the days) be kind to you',
    'there is (so much|plenty) (more|left) to (come|do)',
    'the (next|new) (chapter|page) is yours to <write>',
    'and {we} (will|are going to) (cheer|be cheering) (you on|for you)',
    'here is to (all|everything) that <next>',
    'may (you|you always) (find|have) (what you need|a reason to sing)',
  ],
  // the bridge: what it all means
  meaning: [
    'and if (you ask|anyone asks) {us} what it means',
    'it means (you are|you have been) (home|a home) to {us}',
    'when I (add|count) it (up|all up), it is you',
    'in the end, it (comes down|all comes down) to (you|this)',
    'it was (never|not) about the (fuss|big things)',
    'it was (always|all along) (you|about you)',
    'and (all|every bit) of it (matters|mattered)',
    'the (years|days) (go by|fly by), but <stays>',
    'what (matters|counts) is that {we} (were|are) there',
    'and (that|this) is (why|the reason) {we} (sing|are singing)',
    'so (this|here) is {our} (song|way) to (say it|tell you)',
    'I wrote (this|it all) down so (you would know|you know)',
    'some things (are|feel) too big for (words|one song)',
    'but (this song will have to do|a song is how I say it)',
    'you (make|made) (it|all of it) (worth it|mean something)',
    'and (it|all of it) (led|leads) (right|straight) (here|to you)',
  ],
  birthday: [
    'so (blow|blow out) the candles, make a wish',
    '(another|one more) year (of you|to celebrate)',
    '[one] and you are the (star|star of the show) (today|tonight)',
    'so (raise|lift) (a glass|your glass) (up high|tonight)',
    'we (sing|are singing) it (loud|loud and clear) for you',
    'and (every|each) candle (is|stands for) a (year|story)',
    'this (day|one) is (yours|all yours), so (take|enjoy) it',
    'and (all|every one of) {your} friends are (here|singing)',
    'so (turn|crank) the music up',
    '(eat|have) (the|some) cake and (dance|stay up late)',
    'may (this year|your year) be (the best|the finest) (one|yet)',
    'a (year|whole year) (older|wiser), (still|and still) the same',
    'there is (a|one) (wish|candle) (left|more) for you',
    'so make the (wish a big one|night last)',
    "[one] you (do not|don't) look a day older",
    'and {we} will (celebrate|party) (all night|till late)',
    'so here is (to you|to your year) and (many more|all the rest)',
    'the (party|fun) has (just|only) (begun|started)',
    'and (everybody|the whole room) sings (along|with you)',
  ],
  wedding: [
    'and (now|today) (you say|you both say) I do',
    'two (hearts|lives) (and|in) one (promise|home)',
    'and {we} are (here|so glad) to (see it|witness it)',
    'may (every|each) (day|year) (be|feel) like (this one|today)',
    "[couple] so (take|hold) each other's hand",
    'the (vows|promises) you (make|made) (today|this day)',
    '[couple] and (here|now) begins your (life|story) together',
    '[couple] and (love|this love) (looks good on|suits) you two',
    'a promise for (a lifetime|all your days)',
    'so dance, (the night|tonight) is yours',
    'and (here|now) {we} raise a glass (to you|to love)',
    'may (you|you two) (grow old|laugh a lot) together',
    'the (best|start) of (everything|all of it) is (here|now)',
    'and (nobody|no one) (here|tonight) (could|can) doubt it',
  ],
  anniversary: [
    '[couple] and (still|even now) you (choose|pick) each other',
    '[one] [partner] and (still|every day) I (choose|pick) you',
    '(all|every one of) (those|these) years with you',
    'and (love|the love) (only|still) (grows|gets) (deeper|stronger)',
    'the (years|days) have (flown|gone) (by|so fast)',
    'and {you} (make|made) it (look|seem) easy',
    '[couple] a (home|life) you built (together|side by side)',
    "[one] [partner] (you are|you're) (still|always) (the one|my one)",
    "and (here is|here's) to (the next|many more) (years|ones)",
    'through (every|each) (storm|year), (still|and still) (here|together)',
    'the (promise|vow) still holds (today|so strong)',
    'and {we} are (proud|lucky) to (know|see) it',
    'a love (that lasts|that stays|that holds)',
  ],
  retirement: [
    'and now the (time is|days are) (yours|all yours)',
    '(no more|no) (alarms|early mornings) (for you|now)',
    'you (earned|have earned) (this rest|the rest), (every bit|and more)',
    '(the place|this place) will (miss you|not be the same)',
    'and {we} (will|are going to) (miss|keep missing) (you|your ways)',
    'so (go|go on) and (take|enjoy) (it slow|your time)',
    'all (those|these) years of (work|care) (and heart|with heart)',
    'you leave (big|such big) shoes to fill',
    'and (every|each) (day|morning) is (Saturday|a weekend) now',
    'the (work|job) is (done|finished), (and done well|and well done)',
    "so sleep in, (you have|you've) earned it",
  ],
  farewell: [
    'and {we} will (miss {you}|miss {you} so)',
    "the (place|office) (won't|will not) be the same",
    'so (go|go on) (well|now), (and|but) (keep in touch|come back)',
    'there (is|will be) a (chair|place) (here|kept) for you',
    'and (good luck|all the best) (out there|with what is next)',
    'you (always|will always) have a (home|place) (here|with us)',
    'it (is|was) (hard|tough) to (say|sing) goodbye',
    'so (this|here) is (our|a) (send-off|farewell) (song|to you)',
    'and wherever (you go|it leads), go well',
    '{we} wish you (the best|all the luck)',
    'the (new|next) (place|team) is (lucky|so lucky)',
  ],
  graduation: [
    'so (throw|toss) your (cap|hat) up high',
    'the (hard work|late nights) paid off',
    'and (now|today) you made it',
    '(all|every one of) (those|the) (nights|hours) of (study|work)',
    'and (now|today) the (world|future) is (yours|wide open)',
    'you did it, and {we} (cheer|clap)',
    'the (next|new) (step|chapter) (starts|begins) (now|today)',
    'and (every|each) (page|exam) (led|brought you) here',
    'so (walk|cross) that (stage|line) (with pride|and smile)',
    'you (worked|studied) (so hard|so long) for this',
    'and (nobody|no one) (deserves|earned) it (more|like you)',
  ],
  holiday: [
    'and (everyone|the family) is (home|here) (this {occasion}|for {occasion})',
    'the (table|house) is (full|warm) (again|tonight)',
    'so (pass|share) the (food|plates) and (stay|sit) a while',
    'a happy {occasion} (to you|to all)',
    'the (lights|candles) (are|go) (up|on) (again|tonight)',
    'and all of us (together|in one place)',
    'this time of (year|the year) is (ours|for us)',
    'home is (where you are|where we gather)',
    'and {we} (sing|raise a glass) to (another year|the year)',
    'the (best|finest) (gift|present) (is|of all is) you',
    'so (stay close|come in) and share the night',
  ],
  team: [
    'and we (did it|made it) (together|side by side)',
    'and every (hand|single one) (helped|pulled)',
    'the (best|finest) (team|crew) (we know|around)',
    'so (raise|put) your (hands|glasses) up',
    'and (no one|nobody) (did|could do) it (alone|on their own)',
    'you (all|each) (brought|gave) (your best|everything)',
    'the (work|hours) (you all|we all) put in',
    'and (look|just look) at what (we|you all) (did|made)',
    "so (here is|here's) to (every one of you|the whole team)",
    'we (kept going|held together) when it (got|was) hard',
    'and (the|our) (numbers|results) (speak|say it) for (us|themselves)',
    'the (wins|results) (belong|go) to (all of you|everyone)',
    'and (nobody|no one) (quit|gave up)',
  ],
  launch: [
    'and now the (world|whole world) (can see|gets to see)',
    'the (thing|work) we (built|made) (is here|is out)',
    'and (this|today) is (only|just) the (start|beginning)',
    'with (all|every bit of) our (hands|heart) (in it|inside)',
    'so (come|step) (along|inside) and (see|take a look)',
    'the (doors|gates) are (open|open wide) (now|today)',
    'and we are (proud|so proud) of (it|what we made)',
    'the (plans we made|hours we put in)',
    'and everybody (pitched in|helped)',
    'so (here|now) it goes, (out|into) the world',
    'and (this|it) is (day one|the first day)',
  ],
  sad: [
    'and I (still feel it|feel it) (now|tonight)',
    'the (words|things) I (could not|never) say',
    'and (now|so) I (let|am letting) (it|you) go',
    'it (hurts|stings), (but|and) I will (get through|be okay)',
    'and (time|the days) will (slowly|maybe) (heal|mend) (it|this)',
    'I keep (going back|thinking back) to (it|us)',
    'but I am (moving|going) on',
    'the (hardest|toughest) (part|thing) (is|was) (goodbye|the end)',
    'and (still|yet) I wish you (well|the best)',
    'some (doors|chapters) (close|end), and that is (that|fine)',
    'I learned (a lot|so much) from (it|us)',
    'so (this|here) is (where|how) (it|the story) ends',
  ],
  admirer: [
    'and I hope you (notice|see) (me|it) (soon|someday)',
    'I never know (what to say|the words to say)',
    'you make my heart (race|skip)',
    'and (every|each) (time|day) I (see|pass) you',
    'so (here|this) is (my|a) (song|way) to (say|tell you)',
    'I (think|dream) (of|about) you (more|a lot)',
    'and (maybe|perhaps) (you|one day you) (feel|will feel) it too',
    'your (smile|laugh) (stays|stays with me) (all day|for hours)',
  ],
  general: [
    'and this (song|one) is (for you|yours)',
    'you (make|made) (the world|life) a (little|lot) (brighter|kinder)',
    'and {we} are (glad|so glad) you are (here|around)',
    'so this is for you, (with love|from {us})',
    'and (everybody|everyone) (who knows you|around you) (knows|agrees)',
  ],
  // Lines that call back to the story's own names, places and pets; used at most twice a song
  callback: [
    '{we} (still talk|often talk) about {place}',
    'and part of (me|{us}) (is|stays) (still|always) in {place}',
    'and {we} (still|often) think of {place}',
    '(and|with) {pet} (right there|always) beside {you}',
    'and {pet} (was|is) never far behind',
    'and {other} (would|will) (say|tell you) (so|the same)',
    'and {other} (knows|knew) it too',
    '{our} thoughts go back to {place} (again|today|sometimes)',
    '[one|couple] [family|partner|friend] {we} love {you}, {name}, (always|forever|today)',
    '[one|couple] {we} are proud of {you}, {name}, (today|tonight|always)',
    '[one|couple] [occ:thanks|occ:retirement|occ:farewell|occ:graduation|occ:team] thank {you}, {name}, (today|for everything|again)',
    '[one|couple] here is to {you}, {name}, (tonight|today)',
    '[one|couple] {we} are here for {you}, {name}, (tonight|always|today)',
    '[one|couple] {we} wish {you} well, {name}, (always|today)',
    '{we} would do {years} (again|all over again|once more)',
    // lines that end on the story's own words; a line chosen by pronunciation answers them
    '{we} still (talk|laugh) about {that}',
    'I can still see {that}',
    'nobody (forgets|could forget) {that}',
    'it all goes back to {that}',
    'and I still think about {that2}',
    '{we} still (smile|laugh) about {that2}',
    'it all goes back to {place}',
    '{our} (hearts are|heart is) still in {place}',
    'I still think (of|about) {year}',
    'it all (began|started) in {year}',
    '[one|couple] and {we} love {you}, {name}',
    '[one|couple] [occ:thanks|occ:retirement|occ:farewell|occ:team] and {we} thank {you}, {name}',
    '[one|couple] so here is to {you}, {name}',
    'and here is to {pet}',
    'and {we} (all|still) miss {pet}',
    'you are {age} (today|tonight|now)',
    '(a happy|happy) {ordinal} to you',
  ],
};

/** One written line: its variants (every way of reading its "(a|b)" choices) and the tags it needs. */
export type BankLine = { base: string; tags: string[][]; variants: string[] };

function expand(text: string): string[] {
  const m = /\(([^()]*)\)/.exec(text);
  if (!m) return [text.replace(/\s+/g, ' ').trim()];
  return m[1]
    .split('|')
    .flatMap((choice) => expand(text.slice(0, m.index) + choice + text.slice(m.index + m[0].length)));
}

const parsed = new Map<Theme, BankLine[]>();

/** The bank's lines for a theme, parsed once. */
export function bankLines(theme: Theme): BankLine[] {
  let lines = parsed.get(theme);
  if (!lines) {
    lines = ANSWERS[theme].map((raw) => {
      // a "<type>" slot takes every word of its type (vocab.ts)
      const tags: string[][] = [];
      let rest = raw;
      let t: RegExpExecArray | null;
      while ((t = /^\[([^\]]+)\]\s*/.exec(rest))) {
        tags.push(t[1].split('|'));
        rest = rest.slice(t[0].length);
      }
      return { base: raw, tags, variants: expandTyped(rest).flatMap(expand) };
    });
    parsed.set(theme, lines);
  }
  return lines;
}

// ---- lines built from a clause and a closing phrase --------------------------------------------
// A clause ("I remember it", "we are proud of you") takes a closing phrase of a kind it agrees with:
// 'when' (how often, since when), 'how' (how much), or the occasion's own ('occ': "on your
// birthday", "after fifty years", "this Diwali"). Each song prefers its own pairs, and the
// occasion's closers carry the story's numbers and names, so songs rarely end a line alike.

export type CloserKind =
  'when' | 'recall' | 'past' | 'how' | 'wish' | 'bless' | 'ever' | 'short' | 'named' | 'toast' | 'occ';

export type Clause = { text: string; takes: CloserKind[] };

export const CLAUSES: Partial<Record<Theme, Clause[]>> = {
  react: [
    { text: 'I remember it', takes: ['when', 'recall'] },
    { text: 'I remember that', takes: ['when', 'recall'] },
    { text: 'I can still see it', takes: ['when', 'recall'] },
    { text: 'I think about that', takes: ['when', 'occ'] },
    { text: '{we} still talk about it', takes: ['when', 'occ'] },
    { text: '{we} laugh about that', takes: ['when', 'occ'] },
    { text: 'it makes me smile', takes: ['when', 'recall'] },
    { text: 'it makes {us} laugh', takes: ['when', 'recall'] },
    { text: 'I hold that memory close', takes: ['when', 'recall'] },
    { text: 'I hold that close', takes: ['when', 'recall'] },
    { text: 'my mind goes back there', takes: ['when', 'recall'] },
    { text: 'that still warms my heart', takes: ['when', 'recall'] },
    { text: '{we} tell that story', takes: ['when', 'occ'] },
    { text: '{we} tell that one', takes: ['when', 'occ'] },
    { text: 'I picture you there', takes: ['when', 'recall'] },
    { text: 'I play it back', takes: ['when', 'recall'] },
    { text: 'I still grin about it', takes: ['when', 'recall'] },
    { text: 'I treasure that', takes: ['when', 'recall'] },
    { text: 'I keep that picture', takes: ['when', 'recall'] },
    { text: 'that makes me proud', takes: ['when', 'recall'] },
    { text: 'that part gets me', takes: ['when', 'recall'] },
  ],
  love: [
    { text: '{we} love {you}', takes: ['when', 'how', 'occ', 'named'] },
    { text: '{we} adore {you}', takes: ['when', 'how', 'occ', 'named'] },
    { text: '{we} are glad {you} are here', takes: ['when', 'occ', 'named'] },
    { text: '{we} are lucky to have {you}', takes: ['when', 'occ', 'named'] },
    { text: '{we} think of {you}', takes: ['when', 'recall', 'named'] },
    { text: 'you make {us} happy', takes: ['when', 'named'] },
    { text: 'you make {us} laugh', takes: ['when', 'named'] },
    { text: 'my heart is with {you}', takes: ['when', 'occ', 'named'] },
    { text: '{we} are here for {you}', takes: ['when', 'occ', 'named'] },
    { text: '{we} sing this for {you}', takes: ['occ', 'when', 'named'] },
    { text: 'you light up the room', takes: ['when'] },
    { text: '{we} need {you}', takes: ['when', 'how', 'named'] },
    { text: '{we} cherish {you}', takes: ['when', 'how', 'occ', 'named'] },
    { text: '{we} hold {you} close', takes: ['when', 'occ', 'named'] },
  ],
  pride: [
    { text: '{we} are proud of {you}', takes: ['when', 'how', 'occ', 'named'] },
    { text: 'you make {us} proud', takes: ['when', 'occ', 'named'] },
    { text: 'you showed {us} how', takes: ['past'] },
    { text: 'you gave it everything', takes: ['past'] },
    { text: 'you never gave up', takes: ['past'] },
    { text: 'you earned this', takes: ['occ'] },
    { text: '{we} cheer for {you}', takes: ['occ', 'when', 'named'] },
    { text: 'you made it count', takes: ['past', 'occ'] },
    { text: 'you stood tall', takes: ['past', 'occ'] },
  ],
  thanks: [
    { text: 'thank {you}', takes: ['how', 'occ', 'named'] },
    { text: '{we} thank {you}', takes: ['how', 'occ', 'when', 'named'] },
    { text: 'you were there for {us}', takes: ['past'] },
    { text: 'you had {our} back', takes: ['past'] },
    { text: 'you made the difference', takes: ['past'] },
    { text: 'you showed {us} the way', takes: ['past'] },
    { text: 'you always cared', takes: ['past'] },
    { text: '{we} are grateful', takes: ['occ', 'when'] },
    { text: '{we} owe {you}', takes: ['occ'] },
    { text: 'you lifted {us}', takes: ['past'] },
  ],
  team: [
    { text: 'we did it together', takes: ['past', 'occ'] },
    { text: 'every hand pulled', takes: ['past', 'occ'] },
    { text: 'we stood as one', takes: ['past', 'occ'] },
    { text: 'we are proud of this crew', takes: ['when', 'occ'] },
    { text: 'nobody quit', takes: ['past', 'occ'] },
  ],
  launch: [
    { text: 'we built it with care', takes: ['occ'] },
    { text: 'we are proud of it', takes: ['when', 'occ'] },
    { text: 'everybody pitched in', takes: ['occ'] },
    { text: 'we believe in it', takes: ['occ', 'when'] },
  ],
  sad: [
    { text: 'I think about us', takes: ['when', 'recall'] },
    { text: 'I miss the good parts', takes: ['when'] },
    { text: 'I wish you well', takes: ['when'] },
    { text: 'I let it go', takes: ['when'] },
    { text: 'I learn to breathe', takes: ['when'] },
  ],
  meaning: [
    { text: 'you are home to {us}', takes: ['ever', 'named'] },
    { text: 'it all comes back to {you}', takes: ['ever', 'named'] },
    { text: 'that is what {we} mean', takes: ['ever'] },
    { text: 'this song is {ours}', takes: ['ever'] },
  ],
  // the story's own words kept in the line's ending: a short closer follows them, so the line's
  // last three words are this story's and no other song's
  callback: [
    { text: '{we} still talk about {place}', takes: ['short'] },
    { text: '{our} thoughts go back to {place}', takes: ['short'] },
    { text: '{we} still dream of {place}', takes: ['short'] },
    { text: 'I can still see {place}', takes: ['short'] },
    { text: 'here is to {place}', takes: ['toast'] },
    { text: 'I still picture {thatS}', takes: ['short'] },
    { text: '{we} still smile about {thatS}', takes: ['short'] },
    { text: '{we} still laugh about {thatS}', takes: ['short'] },
    { text: 'I can still see {thatS}', takes: ['short'] },
    { text: 'I think about {thatS2}', takes: ['short'] },
    { text: 'I see {thatS2}', takes: ['short'] },
    { text: 'here is to {thatS}', takes: ['toast'] },
    { text: 'I still remember {thatS2}', takes: ['short'] },
    { text: '{we} still remember {year}', takes: ['short'] },
    { text: 'I still think of {year}', takes: ['short'] },
    { text: 'I think of {pet}', takes: ['short'] },
    { text: 'here is to {pet}', takes: ['toast'] },
    { text: '{we} still laugh about {pet}', takes: ['short'] },
    { text: '{we} think of {other}', takes: ['short'] },
    { text: 'here is to {other}', takes: ['toast'] },
  ],
  hope: [
    { text: 'may the road be kind', takes: ['wish', 'bless'] },
    { text: '{we} wish {you} joy', takes: ['wish', 'bless', 'named'] },
    { text: 'may {you} be happy', takes: ['wish', 'bless', 'named'] },
    { text: '{we} will be there', takes: ['wish'] },
    { text: 'keep on dreaming', takes: ['wish'] },
  ],
};

// Closers: a frame with a typed slot (vocab.ts), so the line's last word is chosen among many by
// pronunciation and by the song's seed; the clause's own last words stay in the line's ending too.
const typed = (frames: string[]) => frames.flatMap(expandTyped);

export const CLOSERS: Record<Exclude<CloserKind, 'occ'>, string[]> = {
  // with a clause in the present: how often, how long
  when: typed(['every <time>', 'each <time>', 'all <span> long', 'even now', 'to this day']),
  // with a memory: when it comes back
  recall: typed(['whenever {we} <act>']),
  // with a clause that holds for good
  ever: typed(['every <time>', 'each <time>', 'all <span> long', 'to this day']),
  // with a clause in the past
  past: typed(['from the first <first>', 'through every <trial>', 'when it <hard>', 'every <time>']),
  how: typed(['more than words can <say>', 'more than {you} <know>', 'with all {our} <heart>', 'beyond measure']),
  // after the story's own words, short enough that they stay in the line's last three
  short: [
    'each day',
    'every day',
    'all year',
    'again',
    'today',
    'tonight',
    'even now',
    'and smile',
    'and grin',
    'and laugh',
    'once more',
    'at night',
    ', you know',
    ', I know',
    'right now',
  ],
  // after "here is to" and the story's words
  toast: ['tonight', 'today', 'again', 'once more', 'with love'],
  // after a clause sung to the listener, their name and a short closer: "we love you, Walter, for good"
  named: [
    ', {vname}, always',
    ', {vname}, forever',
    ', {vname}, today',
    ', {vname}, tonight',
    ', {vname}, again',
    ', {vname}, for good',
    ', {vname}, you know',
    ", {vname}, it's true",
    ', {vname}, each day',
    ', {vname}, once more',
    ', {vname}, right now',
    ', {vname}, for sure',
    ', {vname}, I know',
  ],
  wish: typed(['wherever {you} <go>', 'every <time>', 'from here on']),
  // with a blessing on what the listener does
  bless: typed(['in all you <do>']),
};

/** The occasion's own closers; {age}, {years}, {occasion}, {name} come from the story. */
export const OCCASION_CLOSERS: Record<string, string[]> = {
  birthday: [
    'on your birthday',
    'on your special day',
    'as you turn {age}',
    'at {age}',
    'as the candles burn',
    'on this birthday',
  ],
  wedding: ['on your wedding day', 'as you say I do', 'as you two begin', 'on the day you wed'],
  anniversary: [
    'after {years}',
    'after all these years',
    'for {years} now',
    'on your anniversary',
    'on this {occasion}',
  ],
  retirement: [
    'as you retire',
    'on your last day',
    'for all those years',
    'after {years}',
    'as you clock out',
    'as the work is done',
  ],
  farewell: ['as you go', 'as you leave', 'on your last day', 'as you move on', 'before you go'],
  graduation: [
    'on your big day',
    'as you graduate',
    'in cap and gown',
    'as you cross that stage',
    'after all that work',
    'with your degree',
  ],
  holiday: ['this {occasion}', 'every {occasion}', 'at {occasion}', 'around the table', 'all through {occasion}'],
  team: ['as a team', 'all together', 'side by side', 'shoulder to shoulder', 'all season'],
  company: ['from day one', 'with everyone', 'as {we} launch', 'as {we} grow', 'from the start'],
  breakup: ['after all', 'in the end', 'one more time', 'as I go'],
  admirer: ['from afar', 'across the room', 'when you walk by', 'from where I stand'],
  thanks: ['for all you did', 'for all you do', 'for every hour', 'for all your care'],
  general: ['from all of {us}', 'with this song', 'every day of the year'],
};
