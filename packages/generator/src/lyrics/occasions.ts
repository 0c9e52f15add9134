import type { Occasion } from '../types';

export type OccasionVocab = {
  keywords: string[];
  /** who the song addresses when no name was given */
  fallbackWho: string;
  /** chorus heads: {who} is the name(s) or fallback; a rhyming tail is appended */
  chorus: string[];
  /** verse heads with no buyer detail, used when details run out */
  verse: string[];
  bridge: string[];
  titles: string[];
  sad?: boolean;
};

export const OCCASIONS: Record<Occasion, OccasionVocab> = {
  birthday: {
    keywords: ['birthday', 'bday', 'b-day', 'turns', 'turning', 'born', 'years old', 'cake', 'candles'],
    fallbackWho: 'my friend',
    chorus: [
      'Happy birthday, {who}',
      'Blow the candles out',
      'Make a wish, {who}',
      'So raise your glass up high',
      "Here's to you, {who}",
      'Another trip around the sun',
    ],
    verse: [
      'The cake is on the table',
      'Balloons up to the ceiling',
      'We gathered all your friends',
      'Another year is written',
      'The candles start to flicker',
      'Your laughter fills the room',
    ],
    bridge: ['Every year you grow', "And when the party's over", "We'll remember this", 'Count the candles one by one'],
    titles: ['Happy Birthday, {who}', "{who}'s Birthday Song", 'Candles for {who}', 'Another Year, {who}'],
  },
  wedding: {
    keywords: [
      'wedding',
      'marry',
      'marrying',
      'married',
      'marriage',
      'bride',
      'groom',
      'vows',
      'engaged',
      'engagement',
      'proposal',
      'propose',
    ],
    fallbackWho: 'my love',
    chorus: [
      'Say I do, {who}',
      'Hand in hand, {who}',
      "Here's to the two of us",
      'From this day on',
      'Walk down the aisle',
    ],
    verse: [
      'The church bells start to ring',
      'Your dress is made of moonlight',
      'Two hearts become one story',
      'The rings are shining gold',
      'The guests are standing tall',
      'I saw you at the altar',
    ],
    bridge: [
      'Through every storm and season',
      'When we are old and grey',
      'I promise you forever',
      'Our story starts right now',
    ],
    titles: ['I Do, {who}', 'Forever, {who}', 'The Vow', '{who}, From This Day On'],
  },
  anniversary: {
    keywords: ['anniversary', 'years together', 'years married', 'since we met', 'together for'],
    fallbackWho: 'my love',
    chorus: ['Still in love, {who}', 'All these years, {who}', 'Here we are again', 'You and I, {who}', 'Side by side'],
    verse: [
      'I still remember meeting',
      'We built a home together',
      'The photos on the wall',
      'Through winters and through summers',
      'You still make me laugh',
      'We grew up side by side',
    ],
    bridge: [
      'If I could do it over',
      'Another year with you',
      'The years go by so fast',
      'Hold me like the first time',
    ],
    titles: ['Still You, {who}', 'All These Years', '{who}, Year After Year', 'Anniversary Song for {who}'],
  },
  company: {
    keywords: [
      'company',
      'announcement',
      'announce',
      'launch',
      'launching',
      'product',
      'release',
      'customers',
      'startup',
      'business',
      'brand',
      'quarter',
      'funding',
      'office',
      'acquisition',
      'merger',
      'ipo',
      'introducing',
    ],
    fallbackWho: 'the team',
    chorus: [
      'Here we go, {who}',
      'We are {who}',
      'Big news from {who}',
      'Stand up, {who}',
      'The future starts with {who}',
    ],
    verse: [
      'We worked through every night',
      'The whiteboards filled with plans',
      'Our customers are waiting',
      'The numbers tell the story',
      'We built it from the ground up',
      'A vision turned to real',
    ],
    bridge: ['This is only the beginning', 'Look how far we came', "Tomorrow's in our hands", 'Together we go further'],
    titles: ['{who} Rising', 'Big News from {who}', 'The {who} Anthem', 'Here We Go, {who}'],
  },
  team: {
    keywords: [
      'team',
      'colleagues',
      'coworkers',
      'co-workers',
      'crew',
      'squad',
      'department',
      'milestone',
      'hit our',
      'offsite',
      'retreat',
      'win',
      'victory',
      'championship',
      'we did it',
    ],
    fallbackWho: 'the team',
    chorus: ['We did it, {who}', 'Raise it up for {who}', "Here's to {who}", 'Together, {who}', 'Hands up, {who}'],
    verse: [
      'We stayed late every evening',
      'The coffee kept us going',
      'Every meeting, every plan',
      'We carried one another',
      'The goal we chased for months',
      'High fives across the room',
    ],
    bridge: ['No one did it alone', 'Look at what we built', 'Remember how it started', 'And when the next one comes'],
    titles: ['We Did It, {who}', 'Anthem for {who}', 'Hands Up, {who}', 'Together, {who}'],
  },
  holiday: {
    keywords: [
      'christmas',
      'xmas',
      'holiday',
      'holidays',
      'new year',
      'hanukkah',
      'diwali',
      'eid',
      'thanksgiving',
      'easter',
      'festive',
      'season',
      'winter',
      'snow',
      'santa',
      'valentine',
    ],
    fallbackWho: 'everyone',
    chorus: [
      'Happy holidays, {who}',
      'Gather round, {who}',
      "It's the season, {who}",
      'The snow is falling down',
      'Light the lights, {who}',
    ],
    verse: [
      "The fire's warm and glowing",
      "There's snow upon the window",
      "The table's full of dishes",
      'We hang the lights together',
      'The kids are up at sunrise',
      'Old songs are on the radio',
    ],
    bridge: [
      'When the year comes to an end',
      'Hold the ones you love',
      'Peace on every doorstep',
      'Another season passes',
    ],
    titles: ['Holidays with {who}', 'Season of {who}', 'Lights for {who}', 'Home for the Holidays'],
  },
  breakup: {
    keywords: [
      'break up',
      'breakup',
      'broke up',
      'split',
      'ex ',
      'ex-',
      'divorce',
      'heartbreak',
      'heartbroken',
      'moving on',
      'goodbye',
      'left me',
      'dumped',
      'over you',
    ],
    fallbackWho: 'you',
    chorus: ['Goodbye, {who}', "I'm moving on, {who}", 'So long, {who}', 'I let you go', 'No more tears for {who}'],
    verse: [
      'Your coffee cup is empty',
      'The photos in a box',
      'I walk the streets alone',
      "Your jacket's on the chair",
      'The phone no longer rings',
      'We said the words we meant',
    ],
    bridge: [
      "Maybe someday I'll be grateful",
      'I was more than what you saw',
      'The sun will rise again',
      "I'm stronger than before",
    ],
    titles: ['So Long, {who}', 'Moving On', 'Goodbye, {who}', 'After {who}'],
    sad: true,
  },
  admirer: {
    keywords: [
      'secret admirer',
      'admirer',
      'crush',
      'secretly',
      'have a crush',
      'from afar',
      'notice me',
      'valentine',
      'in love with',
      'fancy',
      // ("I dont know his name. want to leave this song for him anonymously": a stranger admired)
      'anonymously',
      'anonymous',
      "don't know his name",
      'dont know his name',
      "don't know her name",
      'dont know her name',
      'never said hi',
      'never spoken to',
    ],
    fallbackWho: 'you',
    chorus: [
      'I see you, {who}',
      'If only you knew',
      'Secretly, {who}',
      "Someone's thinking of you",
      'Look my way, {who}',
    ],
    verse: [
      'I watch you from the corner',
      'You walk into the room',
      'I practise what to tell you',
      'You never even noticed',
      'Your laugh is like a melody',
      'I wrote your name in pencil',
    ],
    bridge: [
      "Maybe one day I'll say it",
      'Until I find the courage',
      "This song is all I've got",
      'If you ever wonder',
    ],
    titles: ['Secretly, {who}', 'If Only You Knew', 'A Song for {who}', 'From Afar'],
  },
  graduation: {
    keywords: [
      'graduation',
      'graduate',
      'graduated',
      'graduating',
      'degree',
      'diploma',
      'class of',
      // ("school", "college" and "university" alone are where people met or work, not a graduation)
      'phd',
      'masters',
      'exam',
      'finished school',
    ],
    fallbackWho: 'graduate',
    chorus: [
      'Throw your cap up, {who}',
      'You made it, {who}',
      "Here's to you, {who}",
      'The world is waiting',
      'Look at you now, {who}',
    ],
    verse: [
      'All those nights of studying',
      'The library at midnight',
      'You wrote and wrote and wrote',
      'The gown, the cap, the tassel',
      'Your name is called out loud',
      'The books are finally closed',
    ],
    bridge: [
      'Wherever you are going',
      'This is just the start',
      'Remember where you came from',
      'Go and change the world',
    ],
    titles: ['You Made It, {who}', 'Caps Up, {who}', 'Class of {who}', 'The World Is Waiting'],
  },
  thanks: {
    keywords: [
      'thank',
      'thanks',
      'grateful',
      'gratitude',
      'appreciate',
      'appreciation',
      'retire',
      'retirement',
      'farewell',
      'mentor',
      'teacher',
    ],
    fallbackWho: 'my friend',
    chorus: [
      'Thank you, {who}',
      'We owe it all to {who}',
      'For everything, {who}',
      "Here's to you, {who}",
      'You were always there',
    ],
    verse: [
      'You showed me how to do it',
      'You always had a moment',
      'When I was lost you found me',
      'You never asked for credit',
      'You lent a hand so often',
      'You taught me to be brave',
    ],
    bridge: ["I don't say it often", 'If I could pay it back', 'You made the difference', 'These words are not enough'],
    titles: ['Thank You, {who}', 'For Everything, {who}', 'Because of {who}', 'Grateful for {who}'],
  },
  general: {
    keywords: [],
    fallbackWho: 'my friend',
    chorus: [
      "This one's for {who}",
      "Here's to you, {who}",
      'Sing it out for {who}',
      'Hey there, {who}',
      'We celebrate {who}',
    ],
    verse: [
      'We sing about the good times',
      'The sun comes through the window',
      'We walk the road together',
      "There's music in the air",
      'You make the ordinary',
      'The moments that we treasure',
    ],
    bridge: [
      'And if the world gets heavy',
      'Remember this tonight',
      'Whatever comes tomorrow',
      'Hold on to this feeling',
    ],
    titles: ['A Song for {who}', "This One's for {who}", 'Hey There, {who}', '{who}'],
  },
};

/**
 * The story with what it only tells of taken out, so it names no occasion: "married 60 years" is an anniversary,
 * "he married my mum when i was 7" and "i missed her wedding" are no wedding, "her cat keeps her company" no firm.
 * Works on lower-case text with single spaces and a space at each end.
 */
export function withoutToldOf(t: string): string {
  return (
    t
      // ("married 60 years this June", "together for forty years": the years a couple has had are an anniversary)
      .replace(/ (?:married|together) (?:for )?(?:\d+|[a-z]+(?:-[a-z]+)?) years /g, ' years together ')
      .replace(/ (?:\d+|[a-z]+(?:-[a-z]+)?) years (?:married|together) /g, ' years together ')
      // ("he married my mum when i was 7", "i missed her wedding": a wedding told of is not the song's)
      .replace(/ married (?:my|our) (?:mum|mom|mother|dad|father|mam|ma) /g, ' ')
      .replace(/ (?:missed|missing|miss|skipped|ruined) (?:her|his|their|your|the) wedding /g, ' ')
      // ("she held my hand through my divorce": a break-up come through is told of, the song is not one)
      .replace(
        / (?:through|after|since|during|before) (?:my|her|his|our|their|the|a) (?:divorce|breakup|break-up|split) /g,
        ' ',
      )
      // ("takes the bar exam next month", "studying for her finals": an exam still to come is no graduation)
      .replace(
        / (?:take|takes|taking|sit|sits|sitting|(?:study|studies|studying|preparing|prepping|cramming) for) (?:the |her |his |my |our |their |your )?(?:[a-z]+ )?(?:exam|exams|finals|boards) /g,
        ' test ahead ',
      )
      .replace(/ (?:exam|exams|finals|boards) (?:is|are) (?:next|on|this|coming|in|tomorrow|soon) /g, ' test ahead ')
      // ("my sister Dana's divorce-iversary", "her divorce party": someone else's break-up, celebrated with them, is no
      // song to an ex)
      .replace(/ (?:divorce|breakup|break-up)-?(?:i?versary|anniversary) /g, ' freedom day ')
      .replace(/ (?:[a-z]+'s|her|his|their) (?:divorce|breakup|break-up|split)( party)? /g, ' ')
      // ("since she left that man", "after he divorced her": the listener's leaving told of)
      .replace(/ (?:she|he|they) (?:left|divorced|dumped) (?:that|her|his|their|the|a) [a-z]+ /g, ' ')
      // ("flooded last winter", "every winter": a season told as a time is no holiday)
      .replace(/ (?:last|this|next|every|each|one|that|all|the whole|through the) (?:winter|season)\b/g, ' ')
      // ("her cat keeps her company": keeping someone company is no firm)
      .replace(/ (?:keeps?|kept|keeping) (?:her|him|me|us|them|you|[a-z]+) company /g, ' ')
  );
}

/** Occasion words that also tell the weather, a season or a party's things: they count half. */
const WEAK_KEYWORD = /^(season|winter|snow|festive|cake|candles|born|turns|turning)$/;

const ORDER: Occasion[] = [
  'breakup',
  'admirer',
  'wedding',
  'anniversary',
  'graduation',
  'birthday',
  'holiday',
  'company',
  'team',
  'thanks',
];

/** Event text wins over prompt keywords; within each, earlier occasions in ORDER win ties. */
export function detectOccasion(event: string, prompt: string, tags: string[] = []): Occasion {
  const score = (text: string): Occasion | undefined => {
    const t = withoutToldOf(
      ` ${text
        // ("Miller & Sons Plumbing turns 50": a family firm's name says it is a firm)
        .replace(/\s(?:&|and)\s*(sons|daughters|co)\b\.?/gi, ' $1 company ')
        .toLowerCase()
        .replace(/[^a-z0-9' -]/g, ' ')
        .replace(/\s+/g, ' ')} `,
    )
      // ("for my wife Priya on her 40th", "Happy 60th!": one's own ordinal, with nothing after it, is a birthday)
      .replace(
        / (her|his|my|your|happy) (\d+(?:st|nd|rd|th)) (?!anniversary|wedding|year|day|time|week|month|grade|place)/g,
        ' $1 $2 birthday ',
      )
      // ("Ruth and Harold's 50th", "Mum and Dad's 40th", "their 25th": a couple's ordinal is their anniversary)
      .replace(
        / (and [a-z'-]+'s|their) (\d+(?:st|nd|rd|th)) (?!anniversary|birthday|wedding|year|day|time|week|month|grade|place)/g,
        ' $1 $2 anniversary ',
      )
      // ("21st for my best mate Callum", "30th!!": an ordinal that opens the story is a birthday)
      .replace(/^\s+(\d{1,3}(?:st|nd|rd|th)) (?!anniversary|wedding|year)/, ' $1 birthday ')
      // ("Mum. 70. gardening, crosswords": a note that opens on who and an age is a birthday's)
      .replace(
        /^\s+((?:my )?(?:mum|mom|mother|dad|father|grandma|grandpa|gran|granny|nan|nana|grandad|papa|mama)) (\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?|[a-z]+teen|one hundred) /,
        (m, who: string, age: string) =>
          !/^\d/.test(age) || (Number(age) >= 1 && Number(age) <= 120) ? ` ${who} ${age} birthday ` : m,
      )
      // ("for my dad, 80 yrs young": an age told so is a birthday's)
      .replace(/ (\d{1,3}) (yrs|years) (young|old) /g, ' $1 birthday ')
      // ("5 years with Arjun today": years with someone that come round today are an anniversary)
      .replace(
        / (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+ty(?:-[a-z]+)?) (years?|yrs) with (?!the |a |an |our |my |his |her |their )[a-z'-]+ (today|tonight) /g,
        ' $1 years together anniversary ',
      )
      // ("our 25th wedding anniversary": the anniversary of a wedding is an anniversary)
      .replace(/ wedding anniversary /g, ' anniversary ')
      // ("he retires in December", "is retiring": a retirement to come)
      .replace(/ (retires|retiring) /g, ' retirement ');
    // ("Lunar New Year song for my grandma ... turnip cake ... born in a dragon year": the occasion the buyer calls the
    // song by is the song's, whatever else the story's words count)
    let named: { occ: Occasion; at: number } | undefined;
    for (const occ of ORDER)
      for (const k of OCCASIONS[occ].keywords) {
        if (
          k.endsWith(' ') ||
          k.endsWith('-') ||
          /^(turns|turning|born|years old|cake|candles|season|winter|snow)$/.test(k)
        )
          continue;
        const at = t.search(new RegExp(`\\b${k.replace(/[-]/g, '\\-')} (song|tune|track)\\b`));
        if (at >= 0 && (!named || at < named.at)) named = { occ, at };
      }
    // (a firm's anniversary song is still the firm's: "Our company turns 10: an anniversary song for the team")
    if (named && !(/^(anniversary|birthday)$/.test(named.occ) && /\b(company|business|startup|brand|firm)\b/.test(t)))
      return named.occ;
    let best: Occasion | undefined;
    let bestHits = 0;
    let bestAt = Infinity;
    for (const occ of ORDER) {
      const at = OCCASIONS[occ].keywords.map((k) =>
        k.endsWith(' ') || k.endsWith('-')
          ? t.indexOf(` ${k}`)
          : t.search(new RegExp(`\\b${k.replace(/[-]/g, '\\-')}\\b`)),
      );
      // (a word only weather or a season says, "snow", "winter", or a cake, counts half: "Leila's flat flooded last
      // winter ... for her 30th birthday" is a birthday)
      const hits = at.reduce(
        (n, i, k) => (i < 0 ? n : n + (WEAK_KEYWORD.test(OCCASIONS[occ].keywords[k]) ? 0.5 : 1)),
        0,
      );
      const first = Math.min(...at.filter((i) => i >= 0));
      // a company's anniversary or birthday is the company's occasion ("company anniversary"); an office the
      // story mentions ("they ran the post office") makes no firm of a couple
      const firm = occ === 'company' && /\b(company|business|startup|brand|firm)\b/.test(t);
      // (between two named as often, the one the story names first: "my wife's birthday, we met at a friend's
      // wedding" is a birthday)
      if (hits > bestHits || (hits > 0 && hits === bestHits && (firm || first < bestAt))) {
        best = occ;
        bestHits = hits;
        bestAt = first;
      }
    }
    return best;
  };
  return score(event) ?? score(tags.join(' ')) ?? score(prompt) ?? 'general';
}
