// Chorus openers and titles: the recipient's name with the occasion. {name} is the recipient as
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
  | 'general';

export type OccasionWriting = {
  hooks: string[];
  titles: string[];
  chorus: Theme[];
  verse: Theme[];
  bridge: Theme[];
};

export const WRITING: Record<OccasionKey, OccasionWriting> = {
  birthday: {
    hooks: [
      'Happy birthday, {name}',
      "{name}, it's {your} birthday",
      'Happy {ordinal} birthday, {name}',
      'Another year for {name}',
      'Blow the candles out, {name}',
      'Make a wish now, {name}',
    ],
    titles: ['Happy Birthday, {name}', 'Candles for {name}', "{name}'s Birthday", 'Another Year, {name}'],
    chorus: ['party', 'love'],
    verse: ['memory', 'love', 'pride'],
    bridge: ['hope', 'love'],
  },
  wedding: {
    hooks: ['{name}, this is {your} day', 'Here is to {name}', 'Hand in hand, {name}', 'Say I do, {name}'],
    titles: ['{name}, From This Day On', 'Hand in Hand, {name}', 'I Do, {name}'],
    chorus: ['love', 'hope'],
    verse: ['memory', 'love'],
    bridge: ['hope', 'love'],
  },
  anniversary: {
    hooks: [
      'Happy {occasion}, {name}',
      '{years} together, {name}',
      '{years} of love, {name}',
      'Still in love, {name}',
      'All these years, {name}',
    ],
    titles: ['{years}, {name}', 'Still in Love, {name}', 'All These Years, {name}'],
    chorus: ['love', 'memory'],
    verse: ['memory', 'love'],
    bridge: ['love', 'hope'],
  },
  retirement: {
    hooks: [
      'Happy retirement, {name}',
      'Here is to {you}, {name}',
      'Take a bow now, {name}',
      'The day is {yours}, {name}',
    ],
    titles: ['Take a Bow, {name}', 'Happy Retirement, {name}', 'Thank You, {name}'],
    chorus: ['thanks', 'farewell', 'pride'],
    verse: ['memory', 'thanks', 'pride'],
    bridge: ['hope', 'farewell'],
  },
  farewell: {
    hooks: [
      'Farewell and good luck, {name}',
      'So long for now, {name}',
      'We will miss {you}, {name}',
      'Go well, {name}',
    ],
    titles: ['So Long, {name}', 'Farewell, {name}', 'Go Well, {name}'],
    chorus: ['farewell', 'thanks'],
    verse: ['memory', 'thanks', 'team'],
    bridge: ['hope', 'farewell'],
  },
  thanks: {
    hooks: [
      'Thank {you}, {name}',
      'For everything, {name}',
      'This one is for {you}, {name}',
      'We owe it all to {name}',
    ],
    titles: ['Thank You, {name}', 'For Everything, {name}', 'Because of {name}'],
    chorus: ['thanks', 'pride'],
    verse: ['memory', 'thanks'],
    bridge: ['love', 'hope'],
  },
  graduation: {
    hooks: [
      '{you} made it, {name}',
      'Throw {your} cap up, {name}',
      'Look at {you} now, {name}',
      'Congratulations, {name}',
    ],
    titles: ['You Made It, {name}', 'Caps Up, {name}', 'Look at You Now, {name}'],
    chorus: ['pride', 'hope'],
    verse: ['memory', 'pride'],
    bridge: ['hope', 'pride'],
  },
  holiday: {
    hooks: ['Happy {occasion}, {name}', 'Merry {occasion}, {name}', 'Home for {occasion}, {name}'],
    titles: ['{occasion} with {name}', 'Home for {occasion}', 'A {occasion} Song for {name}'],
    chorus: ['party', 'love'],
    verse: ['memory', 'love'],
    bridge: ['hope', 'love'],
  },
  team: {
    hooks: ['Here is to {you}, {name}', 'We did it, {name}', 'Hands up high, {name}', 'This one is for {name}'],
    titles: ['We Did It, {name}', 'Hands Up, {name}', 'One Team, {name}'],
    chorus: ['team', 'pride'],
    verse: ['team', 'memory'],
    bridge: ['hope', 'team'],
  },
  company: {
    hooks: ['Say hello to {name}', 'Here comes {name}', 'Make way for {name}', 'This is {name}'],
    titles: ['Here Comes {name}', 'Say Hello to {name}', 'Make Way for {name}'],
    chorus: ['launch', 'team'],
    verse: ['launch', 'team'],
    bridge: ['hope', 'launch'],
  },
  breakup: {
    hooks: ['Goodbye, {name}', 'So long, {name}', 'I let {you} go, {name}'],
    titles: ['Goodbye, {name}', 'So Long, {name}', 'Letting Go of {name}'],
    chorus: ['sad'],
    verse: ['memory', 'sad'],
    bridge: ['hope', 'sad'],
  },
  admirer: {
    hooks: ['I see {you}, {name}', 'Hey there, {name}', 'Can {you} tell, {name}', 'Only {you}, {name}'],
    titles: ['I See You, {name}', 'Hey There, {name}', 'Only You, {name}'],
    chorus: ['love'],
    verse: ['love', 'memory'],
    bridge: ['hope', 'love'],
  },
  general: {
    hooks: ['This one is for {name}', 'Here is to {name}', 'Sing it out for {name}', 'Hey there, {name}'],
    titles: ['A Song for {name}', 'This One Is for {name}', 'Hey There, {name}'],
    chorus: ['love', 'hope'],
    verse: ['memory', 'love'],
    bridge: ['hope', 'love'],
  },
};
