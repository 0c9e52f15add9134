// Chorus openers and titles: the recipient's name with the occasion. A hook ends on the name, so
// the chorus's rhyme position carries the song's own word, not a stock answer to "you". {name} is the recipient as
// sung ("Anna and Tomasz", "Mrs. Okonkwo"), {occasion} the occasion as the buyer named it,
// {years} a count of years when the story gives one, {you}/{your} the listener.
import type { Theme } from './bank';

export type OccasionKey =
  | 'birthday'
  | 'wedding'
  | 'anniversary'
  | 'retirement'
  | 'farewell'
  | 'thanks'
  | 'graduation'
  | 'holiday'
  | 'team'
  | 'company'
  | 'breakup'
  | 'admirer'
  | 'getwell'
  | 'baby'
  | 'memorial'
  | 'parents'
  | 'apology'
  | 'proposal'
  | 'homecoming'
  | 'expecting'
  | 'engaged'
  | 'sympathy'
  | 'newjob'
  | 'reunion'
  | 'milestone'
  | 'ode'
  | 'general';

export type OccasionWriting = {
  /** chorus openers that end on the name */
  hooks: string[];
  /** openers for a name nothing rhymes with: a word or two after the name carries the rhyme, so the
   * line's ending still holds the name (no other song ends like it) */
  spare: string[];
  titles: string[];
  chorus: Theme[];
  verse: Theme[];
  bridge: Theme[];
};

export const WRITING: Record<OccasionKey, OccasionWriting> = {
  birthday: {
    hooks: [
      "It's {your} birthday, {name}",
      "It's {your} day, happy birthday, {name}",
      'Make a wish tonight, {name}',
      'Happy {ordinal} birthday, {name}',
      'Blow the candles out, {name}',
    ],
    spare: [
      'Happy birthday, {name}, today',
      'Make a wish, {name}, tonight',
      'Happy {ordinal} birthday, {name}',
      'Blow the candles out, {name}, right now',
      "It's {your} birthday, {name}, hooray",
    ],
    titles: ['Happy Birthday, {name}', 'Candles for {name}', "{name}'s Birthday", 'Another Year, {name}'],
    chorus: ['birthday', 'love'],
    verse: ['react', 'love', 'pride'],
    bridge: ['meaning', 'hope'],
  },
  wedding: {
    hooks: [
      'This is {your} day, {name}',
      'Today {you} say I do, {name}',
      "Here's to love, here's to {name}",
      'Hand in hand and side by side, {name}',
    ],
    spare: [
      'Say I do, {name}, today',
      "Here's to love, {name}, always",
      'Hand in hand, {name}, for life',
      'This is {your} day, {name}, {your} day',
    ],
    titles: ['{name}, From This Day On', 'Hand in Hand, {name}', 'I Do, {name}'],
    chorus: ['wedding', 'love'],
    verse: ['react', 'love'],
    bridge: ['meaning', 'hope'],
  },
  anniversary: {
    hooks: [
      'Still in love, {name}',
      '{years} of love, {name}',
      '{years} together and still in love, {name}',
      'All these years and still in love, {name}',
    ],
    spare: [
      'Still in love, {name}, always',
      '{years} of love, {name}, and more',
      'All these years, {name}, still true',
      'Still in love, {name}, today',
    ],
    titles: ['{years}, {name}', 'Still in Love, {name}', 'All These Years, {name}'],
    chorus: ['anniversary', 'love'],
    verse: ['react', 'love'],
    bridge: ['meaning', 'hope'],
  },
  retirement: {
    hooks: [
      "It's {your} time, happy retirement, {name}",
      'Take a bow, {name}',
      'Happy retirement, {name}',
      'The day is {yours}, take a bow, {name}',
    ],
    spare: [
      'Take a bow, {name}, right now',
      'Happy retirement, {name}, today',
      "It's {your} time, {name}, at last",
      'The day is {yours}, {name}, take it slow',
    ],
    titles: ['Take a Bow, {name}', 'Happy Retirement, {name}', 'Thank You, {name}'],
    chorus: ['retirement', 'thanks'],
    verse: ['react', 'thanks', 'pride'],
    bridge: ['meaning', 'hope'],
  },
  farewell: {
    hooks: [
      '{we} will miss {you}, {name}',
      'Go well, go well, {name}',
      'So long for now, {name}',
      'Farewell and good luck, {name}',
    ],
    spare: [
      '{we} will miss {you}, {name}, for sure',
      'Go well, {name}, go well',
      'So long for now, {name}, so long',
      'Farewell, {name}, good luck',
    ],
    titles: ['So Long, {name}', 'Farewell, {name}', 'Go Well, {name}'],
    chorus: ['farewell', 'thanks'],
    verse: ['react', 'thanks'],
    bridge: ['meaning', 'hope'],
  },
  thanks: {
    hooks: ['Thank {you}, {name}', 'Thank {you} for everything, {name}', 'This one is for {you}, {name}'],
    spare: [
      'Thank {you}, {name}, so much',
      'Thank {you}, {name}, for everything',
      "This one's for {you}, {name}, it's true",
    ],
    titles: ['Thank You, {name}', 'For Everything, {name}', 'Because of {name}'],
    chorus: ['thanks', 'general'],
    verse: ['react', 'thanks'],
    bridge: ['meaning', 'hope'],
  },
  graduation: {
    hooks: [
      '{you} made it through, {name}',
      '{you} did it, congratulations, {name}',
      'Throw {your} cap up high, {name}',
      'Look at {you} now, {name}',
    ],
    spare: [
      '{you} made it, {name}, at last',
      'Well done, {name}, well done',
      'Throw {your} cap up high, {name}, up high',
      'Look at {you}, {name}, right now',
    ],
    titles: ['You Made It, {name}', 'Caps Up, {name}', 'Look at You Now, {name}'],
    chorus: ['graduation', 'pride'],
    verse: ['react', 'pride'],
    bridge: ['meaning', 'hope'],
  },
  holiday: {
    hooks: ['Happy {occasion}, {name}', "It's {occasion} time, {name}", 'Home for {occasion}, home with {you}, {name}'],
    spare: [
      'Happy {occasion}, {name}',
      "It's {occasion}, {name}, once more",
      'Home for {occasion}, {name}, with {you}',
    ],
    titles: ['{occasion} with {name}', 'Home for {occasion}', 'A {occasion} Song for {name}'],
    chorus: ['holiday', 'love'],
    verse: ['react', 'love'],
    bridge: ['meaning', 'hope'],
  },
  team: {
    hooks: ['We did it, {name}', "Hands up high, here's to {you}, {name}", 'This one is for {you}, {name}'],
    spare: ['We did it, {name}, at last', 'Hands up high, {name}, tonight', 'This one is for {you}, {name}, today'],
    titles: ['We Did It, {name}', 'Hands Up, {name}', 'One Team, {name}'],
    chorus: ['team', 'pride'],
    verse: ['react', 'team'],
    bridge: ['meaning', 'hope'],
  },
  company: {
    hooks: ['Say hello, say hello to {name}', 'Make way, here comes {name}', 'Here to stay, this is {name}'],
    spare: ['Say hello to {name}, hello', 'Here comes {name}, make way', 'Here comes {name}, today'],
    titles: ['Here Comes {name}', 'Say Hello to {name}', 'Make Way for {name}'],
    chorus: ['launch', 'team'],
    verse: ['launch', 'react'],
    bridge: ['meaning', 'hope'],
  },
  breakup: {
    hooks: ['Goodbye, goodbye, {name}', 'So long, I let {you} go, {name}', 'I let {you} go, {name}'],
    // (the last two for an ex the story never names)
    spare: [
      'Goodbye, {name}, goodbye',
      'So long, {name}, let go',
      'I let {you} go, {name}',
      'So long, I let {you} go',
      'Goodbye, goodbye, so long',
    ],
    titles: ['Goodbye, {name}', 'So Long, {name}', 'Letting Go of {name}', 'Letting Go'],
    chorus: ['sad'],
    verse: ['sad'],
    bridge: ['sad', 'hope'],
  },
  admirer: {
    hooks: ['I see {you}, I do, {name}', "Hey there, it's true, {name}", 'Only {you}, only {you}, {name}'],
    spare: ['I see {you}, {name}, I do', "Hey there, {name}, it's true", 'Only {you}, {name}, only {you}'],
    titles: ['I See You, {name}', 'Hey There, {name}', 'Only You, {name}'],
    chorus: ['admirer', 'love'],
    verse: ['react', 'admirer'],
    bridge: ['meaning', 'hope'],
  },
  // occasions the story reader keeps as 'general' but the buyer named: a get-well song says get well
  getwell: {
    hooks: ['Get well soon, {name}', 'Feel better soon, {name}', '{we} are with {you} all the way, {name}'],
    spare: ['Get well soon, {name}, get strong', 'Feel better, {name}, real soon', 'Come back to us, {name}, soon'],
    titles: ['Get Well Soon, {name}', 'Back on Your Feet, {name}', 'Feel Better, {name}'],
    chorus: ['getwell', 'love'],
    verse: ['react', 'getwell'],
    bridge: ['hope', 'getwell'],
  },
  baby: {
    hooks: ['Welcome to the world, {name}', 'Hello, little one, hello, {name}', 'Look who is here, {name}'],
    spare: ['Welcome, {name}, to the world', 'Hello, {name}, little one', 'Sleep tight, {name}, tonight'],
    titles: ['Welcome to the World, {name}', 'Hello, {name}', 'Little {name}'],
    chorus: ['baby', 'love'],
    verse: ['react', 'baby'],
    bridge: ['hope', 'baby'],
  },
  memorial: {
    hooks: ['{we} remember {you}, {name}', 'Forever in {our} hearts, {name}', 'Rest easy now, {name}'],
    spare: ['{we} remember {you}, {name}, always', 'In {our} hearts, {name}, forever', 'Rest easy, {name}, rest now'],
    titles: ['Remembering {name}', 'Forever {name}', 'For {name}, Always'],
    chorus: ['memorial', 'love'],
    verse: ['react', 'memorial'],
    bridge: ['meaning', 'memorial'],
  },
  apology: {
    hooks: ["I'm sorry, I'm sorry, {name}", 'Forgive me, forgive me, {name}', 'I was wrong, I know it, {name}'],
    spare: ["I'm sorry, {name}, I'm sorry", 'Forgive me, {name}, please', 'I was wrong, {name}, so wrong'],
    titles: ["I'm Sorry, {name}", 'Forgive Me, {name}', 'Let Me Make It Right, {name}'],
    chorus: ['sorry'],
    verse: ['sorry'],
    // (an apology ends on sorry and love, never on wishes for the road ahead: "May you be happy, Rafael")
    bridge: ['sorry', 'love'],
  },
  proposal: {
    hooks: ['Will {you} marry me, {name}', 'Say {you} will, say yes, {name}', 'Marry me, marry me, {name}'],
    spare: ['Will {you} marry me, {name}, will {you}', 'Marry me, {name}, say yes', 'Say yes, {name}, say yes'],
    titles: ['Marry Me, {name}', 'Will You, {name}', 'Say Yes, {name}'],
    chorus: ['proposal', 'love'],
    verse: ['react', 'love'],
    bridge: ['meaning', 'proposal'],
  },
  // someone back from far away: a deployment, two years abroad
  homecoming: {
    hooks: ['Welcome home, welcome home, {name}', '{you} are home at last, {name}', 'Home again, home again, {name}'],
    spare: ['Welcome home, {name}, welcome home', 'Home at last, {name}, at last', 'Home again, {name}, home to stay'],
    titles: ['Welcome Home, {name}', 'Home Again, {name}', 'Home at Last, {name}'],
    chorus: ['homecoming', 'love'],
    verse: ['react', 'homecoming'],
    bridge: ['hope', 'homecoming'],
  },
  // news the song breaks: a baby on the way, told to the family
  expecting: {
    hooks: ['There is a baby on the way, {name}', 'Make room for one more, {name}', 'Guess what, guess what, {name}'],
    spare: ['A baby on the way, {name}, hooray', 'One more on the way, {name}', 'Make room, {name}, for one more'],
    titles: ['Baby on the Way', 'Make Room for One More', 'Guess What, {name}'],
    chorus: ['expecting', 'love'],
    verse: ['react', 'expecting'],
    bridge: ['hope', 'expecting'],
  },
  // an engagement, told to friends and family
  engaged: {
    hooks: [
      'We are getting married, {name}',
      'We said yes, we said yes, {name}',
      'Save the date, save the date, {name}',
    ],
    spare: ['Getting married, {name}, hooray', 'We said yes, {name}, yes', 'Save the date, {name}, save the date'],
    titles: ['We Said Yes', 'Save the Date, {name}', 'Getting Married'],
    chorus: ['engaged', 'love'],
    verse: ['react', 'engaged'],
    bridge: ['hope', 'engaged'],
  },
  // someone grieving another's death: comfort, never "I remember you" to the living
  sympathy: {
    hooks: ['I am here for {you}, {name}', '{you} are not alone, {name}', 'Lean on me, lean on me, {name}'],
    spare: ['I am here, {name}, I am here', 'Not alone, {name}, not alone', 'Lean on me, {name}, tonight'],
    titles: ['Here for You, {name}', 'Not Alone, {name}', 'Lean on Me, {name}'],
    chorus: ['comfort', 'love'],
    verse: ['react', 'comfort'],
    bridge: ['comfort', 'love'],
  },
  // a new job or a promotion: pride, never a cap thrown up high
  newjob: {
    hooks: ['Look at {you} now, {name}', '{you} got the job, {name}', "Here's to the new job, {name}"],
    spare: ['Look at {you}, {name}, right now', 'Well done, {name}, well done', "Here's to {you}, {name}, today"],
    titles: ['Look at You Now, {name}', 'You Got the Job, {name}', 'Well Done, {name}'],
    chorus: ['pride', 'love'],
    verse: ['react', 'pride'],
    bridge: ['meaning', 'hope'],
  },
  // the old crowd together again: a class, a team, a band years on
  reunion: {
    hooks: ['Here {we} are again, {name}', 'All these years later, {name}', 'Together again, {name}'],
    spare: ['Together again, {name}, tonight', 'Here {we} are, {name}, once more', 'Look at {us} now, {name}, again'],
    titles: ['Together Again, {name}', 'All These Years Later', 'Here We Are Again, {name}'],
    chorus: ['reunion', 'love'],
    verse: ['react', 'reunion'],
    bridge: ['meaning', 'reunion'],
  },
  // a firm's, a shop's or a club's years counted ("Rossi's Bakery turns 50"): no launch, no birthday cake
  milestone: {
    hooks: ['Happy anniversary, {name}', "Here's to {years}, {name}", '{years} and going strong, {name}'],
    spare: [
      'Happy anniversary, {name}, hooray',
      "Here's to {name}, {years} strong",
      'Still going strong, {name}, today',
    ],
    titles: ['Happy Anniversary, {name}', "Here's to {name}", 'Still Going Strong, {name}'],
    chorus: ['team', 'pride'],
    verse: ['react', 'team'],
    bridge: ['meaning', 'hope'],
  },
  parents: {
    hooks: ['Happy {Occasion}, {name}', "It's {Occasion}, this one's for {name}", 'On {Occasion}, here is to {name}'],
    spare: ['Happy {Occasion}, {name}, today', "It's {Occasion}, {name}, hooray", 'On {Occasion}, {name}, I say'],
    titles: ['Happy {Occasion}, {name}', 'For {name}, on {Occasion}', 'Thank You, {name}'],
    chorus: ['love', 'thanks'],
    verse: ['react', 'love', 'thanks'],
    bridge: ['meaning', 'hope'],
  },
  // a song to a place or a thing ("a song about my hometown Tromsø", "my 1967 Mustang, Sally")
  ode: {
    hooks: ['Here is to you, {name}', 'I carry you with me, {name}', 'Oh, {name}', 'Take me back to you, {name}'],
    spare: [
      'Here is to you, {name}, always',
      'I carry you with me, {name}, still',
      'Oh, {name}, after all these years',
      'Take me back to you, {name}, again',
    ],
    titles: ['{name}', 'A Song for {name}', 'Back to {name}', 'Oh, {name}'],
    chorus: ['ode'],
    verse: ['react', 'ode'],
    bridge: ['ode'],
  },
  general: {
    hooks: ['This song is for {you}, {name}', "Here's to {you} today, {name}", 'This one is for {name}'],
    spare: ["This song's for {you}, {name}, today", "Here's to {you}, {name}, tonight", 'This one is for {name}'],
    titles: ['A Song for {name}', 'This One Is for {name}', 'Hey There, {name}'],
    chorus: ['general', 'love'],
    verse: ['react', 'love'],
    bridge: ['meaning', 'hope'],
  },
};
