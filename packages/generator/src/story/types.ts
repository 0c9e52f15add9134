import type { Occasion } from '../types';

/** Who a person is in the song: the one it is for, the one who ordered it, or someone in the story. */
export type StoryRole = 'recipient' | 'buyer' | 'other';

export type StoryPerson = {
  /** as the song sings them: a first name, or a title with a surname ("Mrs. Okonkwo") */
  name: string;
  /** as the buyer wrote them ("Daniel Fischer") */
  told: string;
  role: StoryRole;
  /** what they are to the buyer when the story says so: "colleague", "mum", "grandfather" */
  relation?: string;
  gender?: 'female' | 'male';
};

export type StoryPet = { name: string; kind: string };

export type StoryPlace = { name: string };

/** A year or date, and how it is sung ("1975" -> "nineteen seventy-five"). */
export type StoryTime = { told: string; sung: string; year?: number };

/** A number with what it counts ("50th anniversary" -> "fiftieth", unit "anniversary"). */
export type StoryNumber = { told: string; sung: string; value: number; ordinal: boolean; unit?: string };

/** A thing and its qualities: "the ticket from the first film", head "ticket". */
export type StoryThing = { told: string; sung: string; head: string; qualities: string[] };

/** Who did something in an event, relative to the song's singer and listener. */
export type StoryActor =
  | { kind: 'recipient'; name?: string }
  | { kind: 'recipients' }
  | { kind: 'buyer' }
  | { kind: 'person'; name: string }
  | { kind: 'pet'; name: string }
  | { kind: 'other'; told: string };

/** A piece of an event after its verb, already in sung form ("in nineteen seventy-five"). */
export type EventPart = {
  kind: 'object' | 'place' | 'time' | 'phrase';
  sung: string;
};

export type StoryVerb = { base: string; past: string; present: string; gerund: string; participle: string };

/** What happened, as a verb phrase that can be re-told in any person and tense. */
export type StoryEvent = {
  /** the clause as the buyer wrote it */
  told: string;
  actor: StoryActor;
  verb: StoryVerb;
  tense: 'past' | 'present';
  /** adverbs before the verb ("still", "always") */
  adverbs: string[];
  negative: boolean;
  parts: EventPart[];
  /** the verb phrase in the third person, past or present as told: "met at a dance in Krakow in nineteen seventy-five" */
  phrase: string;
  /**
   * The event tells a hard thing: an illness or its treatment ("is starting chemo next month"), an injury ("broke
   * her hip"), a death or a loss ("passed away", "would have been ninety", "we miss him"), a betrayal ("he
   * cheated"), a stay in hospital. Sing it with care: never answered with joy, nor called back fondly ("I still
   * think of chemo").
   */
  sad: boolean;
  /**
   * What was said, as the buyer quoted it ("always asked 'have you tried turning it off and on again'"): sung as said,
   * on its own line after the clause that says it.
   */
  quote?: string;
};

/** A moment told with no verb: "the tree that always leans left". */
export type StoryMoment = {
  sung: string;
  after: number;
  /** what someone says, as the buyer quoted it, with no clause that says it: sung in the buyer's words */
  said?: boolean;
};

export type Story = {
  occasion: Occasion;
  /** the occasion as the buyer named it ("retirement", "farewell", "fiftieth anniversary") */
  occasionName: string;
  /** the one(s) the song is for, as sung */
  recipient: {
    names: string[];
    /** "Anna and Tomasz", "Mrs. Okonkwo", "Dad" */
    sung: string;
    relationship?: string;
    /** two people (a couple, parents) */
    couple: boolean;
    /** a team, a class, a family: more than two, or a group word */
    group: boolean;
  };
  /** how the song is signed, when known */
  from?: string;
  /** the singer: the buyer, alone or with others ("our parents" -> we) */
  singer: { plural: boolean };
  /** the singer sings to the recipient ('to'), or about them ('about', e.g. a company launch) */
  address: { mode: 'to' | 'about'; you: 'you' | 'you two' | 'you all' };
  people: StoryPerson[];
  pets: StoryPet[];
  places: StoryPlace[];
  times: StoryTime[];
  numbers: StoryNumber[];
  things: StoryThing[];
  events: StoryEvent[];
  /**
   * What the story tells with no verb, as a list of moments ("Grandma's pierogi, the tree that always leans left,
   * the dog eating the tinsel"; "Every Saturday in the rain with oranges at half time"), in sung form; `after` is
   * how many events were told before it.
   */
  moments?: StoryMoment[];
  /**
   * A song about a place or a thing rather than someone ("a song about my hometown Tromsø", "about our house on Maple
   * Street", "about my 1967 Mustang, Sally"): sung to it by its name, or by its kind ("old cabin").
   */
  subject?: { kind: 'place' | 'thing'; head: string; sung: string; at?: string };
  /** what the buyer asked of the song's tone: "nothing romantic" */
  wishes?: {
    noRomance?: boolean;
    funny?: boolean;
    /** "keep it short and sweet": short verses */
    short?: boolean;
    angry?: boolean;
    noAge?: boolean;
    noGrovel?: boolean;
    /** a break-up sung head high ("something empowering", or the ex cheated): no good wishes for the one who left */
    strong?: boolean;
  };
};
