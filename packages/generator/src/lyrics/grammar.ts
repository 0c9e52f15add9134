// The phrase grammar: story events re-told from the singer to the listener. A line is built from
// typed pieces (a subject chosen for who did it, a verb agreeing with that subject in the story's
// tense, and the event's parts with their pronouns turned round), so a story sentence is never
// pasted in and "You love we grew up" cannot be built.
import { familyGender, givenGender, soloTags, tellsDeath, withAdverbs } from '../story/reader';
import type { EventPart, Story, StoryActor, StoryEvent } from '../story/types';

export type Agree = 'i' | 'we' | 'you' | 'he' | 'they';

export type Voice = {
  /** how the listener is addressed as a subject: "you", "you two", "you all" */
  you: string;
  /** the singer: "I" or "we" */
  we: 'I' | 'we';
  /** the singer sings about the recipient instead of to them */
  about: boolean;
  /** a couple sung to: each one's name and gender, so "he brings her coffee" keeps "her" (she is the other one) */
  pair?: { name: string; gender?: 'female' | 'male' }[];
  /** one listener's gender when the story tells it ("his shouting" in the team's sentence is the listener's) */
  gender?: 'female' | 'male';
  /** one listener's name, as the story tells it: "we lost Biscotti", sung to Biscotti, is "we lost you" */
  name?: string;
  /** the song is sung to a place or a thing: "bought it in 1998" is "I bought you in nineteen ninety-eight" */
  subject?: boolean;
  /** sung to many: the others the story tells of, so "they sang to her" names her ("you all sang to Margaret") */
  others?: { name: string; gender: 'female' | 'male' }[];
};

export function voiceOf(story: Story): Voice {
  return {
    you: story.address.you,
    we: story.singer.plural ? 'we' : 'I',
    about: story.address.mode === 'about',
    // (the two as the song calls them: "Mum and Dad" are a woman and a man whatever the story names them)
    pair: story.recipient.couple
      ? story.recipient.names.length === 2
        ? story.recipient.names.map((name) => ({
            name,
            gender: story.people.find((p) => p.name === name)?.gender ?? familyGender(name),
          }))
        : story.people.filter((p) => p.role === 'recipient').map((p) => ({ name: p.name, gender: p.gender }))
      : undefined,
    gender:
      story.recipient.couple || story.recipient.group
        ? undefined
        : (story.people.find((p) => p.role === 'recipient')?.gender ??
          // ("my wife", "Maria": what the buyer calls them, or a name only women or only men have)
          familyGender((story.recipient.relationship ?? '').split(/\s+/).pop() ?? '') ??
          givenGender(story.people.find((p) => p.role === 'recipient')?.told ?? story.recipient.names[0] ?? '')),
    name: story.recipient.couple || story.recipient.group ? undefined : story.recipient.names[0],
    ...(story.subject ? { subject: true } : {}),
    ...(story.recipient.group
      ? {
          others: story.people.flatMap((p) =>
            p.role === 'other' && p.gender ? [{ name: p.name, gender: p.gender }] : [],
          ),
        }
      : {}),
  };
}

/** Is "his"/"her"/"him" in someone else's sentence the one listener ("the team misses his shouting")? */
export function listenersPronoun(word: string, voice: Voice): boolean {
  if (voice.about || voice.pair || voice.you !== 'you') return false;
  const g = /^(his|him|himself)$/i.test(word) ? 'male' : /^(her|hers|herself)$/i.test(word) ? 'female' : undefined;
  return g !== undefined && (voice.gender === undefined || voice.gender === g);
}

export type Subject = { text: string; agree: Agree; vocative?: string };

export function subjectFor(actor: StoryActor, story: Story, voice: Voice): Subject | undefined {
  switch (actor.kind) {
    case 'recipient':
      // one of a couple: named, then spoken to ("Tomasz, you rode ...")
      if (actor.name && (story.recipient.couple || story.recipient.group))
        return { text: 'you', agree: 'you', vocative: actor.name };
      // (a firm sung about is one: "Miller & Sons Plumbing turns fifty", never "turn")
      return voice.about
        ? story.recipient.sung && !story.recipient.couple && !story.recipient.group
          ? { text: story.recipient.sung, agree: 'he' }
          : { text: story.recipient.sung || 'they', agree: 'they' }
        : { text: 'you', agree: 'you' };
    case 'recipients':
      return voice.about ? { text: 'they', agree: 'they' } : { text: voice.you, agree: 'you' };
    case 'buyer':
      return voice.we === 'I' ? { text: 'I', agree: 'i' } : { text: 'we', agree: 'we' };
    case 'person':
      return { text: actor.name, agree: 'he' };
    case 'pet':
      return { text: actor.name, agree: 'he' };
    case 'other': {
      if (/^we$/i.test(actor.told)) return { text: 'we', agree: 'we' };
      // "Her dad was a fisherman", sung to her: "Your dad was a fisherman"
      const own = /^(his|her|their)\s+(\S.*)$/i.exec(actor.told);
      // ("their 40th anniversary", sung to the two: "your fortieth anniversary")
      const theirs =
        own?.[1].toLowerCase() === 'their' && !voice.about && (story.recipient.couple || story.recipient.group);
      if (own && (theirs || listenersPronoun(own[1], voice))) {
        const plural = /s$/i.test(own[2]) && !/ss$/i.test(own[2]);
        return { text: `your ${own[2]}`, agree: plural ? 'they' : 'he' };
      }
      // ("Our first home" sung by one of the two stays "our")
      // ("Customers line up at 6am": a common noun that opened its sentence is sung in the middle of a line, and
      // counts as the plural it is)
      const single = /^\p{Lu}\p{Ll}+$/u.test(actor.told) ? soloTags(actor.told.toLowerCase()) : undefined;
      const common = single !== undefined && single.has('Plural') && !single.has('ProperNoun');
      const told = common ? actor.told.toLowerCase() : actor.told.replace(/^(my|our)\s+/i, (m) => m.toLowerCase());
      // ("This is the last new year": "this" ends in -s and is one)
      // ("The nurses say she never once left": the last word says how many, whatever the first is)
      // ("the kids at school": the one before the place says how many)
      const head =
        (told.split(/\s+(?:at|in|from|of|on|with|next door|down the street)\s+/i)[0] ?? told).split(/\s+/).pop() ??
        told;
      const plural =
        common ||
        // ("they were awful": "they" are many)
        /^(they|those|these|both|all)$/i.test(told) ||
        // ("Yusuf and Idris": two named are they)
        /\S (and|&) \S/.test(told) ||
        (/s$/i.test(head) &&
          !/ss$/i.test(head) &&
          !/^\p{Lu}/u.test(head) &&
          !/\b(this|his|its|us|plus|bus|gas|yes|news|series|lens|virus|bonus|campus|chaos|status|octopus|cactus)$/i.test(
            head,
          ));
      return { text: told.replace(/^(The|A|An)\b/, (m) => m.toLowerCase()), agree: plural ? 'they' : 'he' };
    }
  }
}

export function verbPhrase(event: StoryEvent, agree: Agree, tense: 'past' | 'present' = event.tense): string {
  const v = event.verb;
  const adv = event.adverbs.filter((a) => a !== 'not' && a !== "n't");
  let verb: string;
  // a progressive ("be moving"): "be" agrees, the rest follows
  if (v.base.startsWith('be ') && !event.negative) {
    const rest = v.base.slice(3);
    const be =
      tense === 'past'
        ? agree === 'i' || agree === 'he'
          ? 'was'
          : 'were'
        : agree === 'i'
          ? 'am'
          : agree === 'he'
            ? 'is'
            : 'are';
    return [be, ...adv, rest].join(' ');
  }
  if (v.base === 'be') {
    if (tense === 'past') verb = agree === 'i' || agree === 'he' ? 'was' : 'were';
    else verb = agree === 'i' ? 'am' : agree === 'he' ? 'is' : 'are';
    if (event.negative) verb += ' not';
    return [verb, ...adv].join(' ');
  }
  // "never gave up" stays "never gave up" (not "didn't give up")
  if (event.negative && /\bnever\b/i.test(event.told)) {
    const form = tense === 'past' ? v.past : agree === 'he' ? v.present : v.base;
    return withAdverbs([...adv.filter((a) => a !== 'never'), 'never'], form);
  }
  // ("still hasn't recovered": "you still haven't recovered", never "don't have recovered")
  if (event.negative && /^have /.test(v.base)) {
    const rest = v.base.slice(5);
    const aux = tense === 'past' ? "hadn't" : agree === 'he' ? "hasn't" : "haven't";
    return [...adv, aux, rest].join(' ');
  }
  if (event.negative) {
    const aux = tense === 'past' ? "didn't" : agree === 'he' ? "doesn't" : "don't";
    return [...adv, aux, v.base].join(' ');
  }
  if (tense === 'past') verb = v.past;
  else verb = agree === 'he' ? v.present : v.base;
  return withAdverbs(adv, verb);
}

/** A verb told of "he" or "she", said of "you": "cooks" -> "cook", "is" -> "are", "carries" -> "carry". */
function youForm(verb: string): string {
  const irregular: Record<string, string> = {
    is: 'are',
    was: 'were',
    has: 'have',
    does: 'do',
    goes: 'go',
    "isn't": "aren't",
    "wasn't": "weren't",
    "doesn't": "don't",
    "hasn't": "haven't",
  };
  const lower = verb.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (!/s$/.test(lower) || /(ss|us|is)$/.test(lower)) return verb;
  if (/[^aeiou]ies$/.test(lower)) return verb.slice(0, -3) + 'y';
  if (/(sh|ch|x|z|ss)es$/.test(lower)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** Whether "her" before this word owns it ("her dress") rather than being the one acted on ("her properly"). */
function possessiveBefore(next: string, before = '', after = ''): boolean {
  // ("gave her his last samosa": "her" before another's word is whom; "selling her next month": whom, then when)
  if (/^(his|her|their|my|our|your|its|this|that|these|those|some|all|no|one)$/i.test(next)) return false;
  if (
    /^(next|last)$/i.test(next) &&
    /^(week|month|year|weekend|summer|spring|winter|autumn|fall|time|night|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i.test(
      after,
    )
  )
    return false;
  // ("sang a terrible ballad just to make her laugh": after "make" or "let", "her" is who, and what follows is done)
  if (
    /^(make|makes|made|making|let|lets|letting|help|helps|helped|watch|watched|see|saw|hear|heard|have|had)$/i.test(
      before,
    ) &&
    /^(laugh|cry|smile|blush|dance|sing|giggle|jump|scream|grin|sleep|feel|think|stay|go|come|wait|fall)$/i.test(next)
  )
    return false;
  // ("wants to teach her football", "bought her flowers": after teaching, or giving things, "her" is who gets them)
  if (/^(teach|teaches|taught|teaching)$/i.test(before)) return false;
  if (
    /^(give|gives|gave|giving|buy|buys|bought|bring|brings|brought|send|sends|sent|tell|tells|told|read|reads|show|shows|showed)$/i.test(
      before,
    ) &&
    /^\p{Ll}+[^su]s$/u.test(next)
  )
    return false;
  // ("everyone calls her Dot": what she is called is a name, never hers)
  if (/^(call|calls|called|calling|name|named|names|nicknamed)$/i.test(before) && /^\p{Lu}/u.test(next)) return false;
  // ("still calls her love": a pet name after calling is what she is called)
  if (
    /^(call|calls|called|calling)$/i.test(before) &&
    /^(love|darling|dear|sweetheart|honey|babe|baby|pet)$/i.test(next)
  )
    return false;
  return !/^(everywhere|anywhere|somewhere|home|around|back|up|out|off|down|over|not|again|too|so|there|here|now|today|tonight|always|still|every|each|a|an|the|to|and|at|in|on|into|onto|about|with|for|from|\w+ly)$/i.test(
    next,
  );
}

/** Turns the event's pronouns round for this singer and listener ("her PhD" sung to her: "your PhD"). */
export function adaptPart(part: EventPart, event: StoryEvent, voice: Voice, definite: boolean): string {
  const aboutRecipient = event.actor.kind === 'recipient' || event.actor.kind === 'recipients';
  let sung = part.sung;
  // ("25 years married to my wife Mei-Ling", sung to her: "married to you")
  if (!voice.about && voice.name && voice.you === 'you' && !aboutRecipient) {
    const name = voice.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[-\s]+/g, '[-\\s]');
    sung = sung.replace(new RegExp(`\\b(?:(?:my|our) (?:\\w+ )?)?${name}\\b(?!')`, 'g'), 'you');
  }
  // ("he'd give you his jacket", sung to him: the "you" anyone at all)
  if (aboutRecipient && voice.you === 'you' && !voice.about) sung = sung.replace(/^you\b(?= \w)/, 'anyone');
  const words = sung.split(' ');
  const out = words.map((w, i) => {
    const lower = w.toLowerCase();
    const next = words[i + 1];
    if (!voice.about) {
      // one of a couple did it, and "his" or "her" is the other one's: "you still bring her coffee"
      const actor = event.actor;
      // ("Dad still calls her 'love' and Mum still pretends she's annoyed", sung to them both: "Gerald, you still
      // call Maureen love", "Maureen, you still pretend you're annoyed")
      if (actor.kind === 'recipient' && actor.name && voice.pair) {
        const self = voice.pair.find((p) => p.name === actor.name);
        const other = voice.pair.find((p) => p.name !== self?.name);
        const gender = /^(he|him|he's|he'd|he'll)$/.test(lower)
          ? 'male'
          : /^(she|her|she's|she'd|she'll)$/.test(lower)
            ? 'female'
            : undefined;
        // (one of the two known to be "she", the other not: "Kwame ... he stepped on her foot" is Lucía's; and in
        // "Chidinma stopped to help her", "her" is the other one, Aoife: herself would be "herself")
        if (
          gender &&
          other &&
          (other.gender === undefined || other.gender === gender) &&
          /^(him|her)$/.test(lower) &&
          (next === undefined ||
            lower === 'him' ||
            !possessiveBefore(next, words[i - 1] ?? event.verb.present, words[i + 2]))
        )
          return other.name.split(/\s+/)[0];
        if (gender && self?.gender === gender && other?.gender !== gender && /^(he|she)('s|'d|'ll)?$/.test(lower))
          return lower.replace(/^(he|she)'s$/, "you're").replace(/^(he|she)/, 'you');
        // ("she made him buy her a new keyboard", sung to Thandiwe: "you made Callum buy you a new keyboard")
        if (gender && self?.gender === gender && other?.gender && other.gender !== gender && /^(him|her)$/.test(lower))
          return next !== undefined && possessiveBefore(next, words[i - 1] ?? event.verb.present, words[i + 2])
            ? 'your'
            : 'you';
      }
      if (actor.kind === 'recipient' && actor.name && /^(his|her)$/.test(lower) && next !== undefined) {
        const self = voice.pair?.find((p) => p.name === actor.name);
        const other = voice.pair?.find((p) => p.name !== self?.name);
        const gender = lower === 'his' ? 'male' : 'female';
        // ("he stepped on her foot twice", sung to Ferenc and Ilona: "Ferenc, you stepped on Ilona's foot")
        const told = /^(he|she)\b/i.exec(event.told.trim())?.[1]?.toLowerCase();
        if (
          other &&
          told &&
          (told === 'he' ? 'male' : 'female') !== gender &&
          possessiveBefore(next, words[i - 1] ?? event.verb.present, words[i + 2])
        )
          return `${other.name.split(/\s+/)[0]}'s`;
        // ("Callum spilled coffee on her laptop", sung to him: "on Thandiwe's laptop")
        if (
          self?.gender &&
          other?.gender === gender &&
          self.gender !== gender &&
          possessiveBefore(next, words[i - 1] ?? event.verb.present, words[i + 2])
        )
          return `${other.name.split(/\s+/)[0]}'s`;
        if ((self?.gender && other && self.gender !== gender) || (!self?.gender && other?.gender === gender))
          return lower;
      }
      // ("looked after my dad after his stroke": "his" after "my dad" is his, not the doctor's)
      if (lower === 'his' || lower === 'her') {
        const earlier = [
          ...event.parts.slice(0, Math.max(0, event.parts.indexOf(part))).map((p) => p.sung),
          ...words.slice(0, i),
        ].join(' ');
        const gender = lower === 'his' ? 'male' : 'female';
        if ([...earlier.matchAll(/\b(?:my|our) (\S+)/gi)].some((m) => familyGender(m[1]) === gender)) return lower;
      }
      // ("she held his hand", sung to her: his is someone else's)
      if (voice.gender === 'female' && lower === 'his') return lower;
      if (voice.gender === 'male' && lower === 'her' && next !== undefined && possessiveBefore(next, '', words[i + 2]))
        return lower;
      // ("they sang to her on her birthday", sung to the nurses: "her" is the one woman the story tells of, named)
      if (
        voice.others &&
        event.actor.kind === 'recipients' &&
        /^(him|her)$/.test(lower) &&
        (next === undefined || !possessiveBefore(next, words[i - 1] ?? event.verb.present, words[i + 2]))
      ) {
        const same = voice.others.filter((o) => o.gender === (lower === 'him' ? 'male' : 'female'));
        if (same.length === 1) return same[0]!.name.split(/\s+/)[0];
      }
      // ("they played his favourite elvis songs", sung to the nurses: "his" is one man's, never the many sung to)
      if (event.actor.kind === 'recipients' && /^(his|her)$/.test(lower) && voice.you !== 'you') return lower;
      if (
        aboutRecipient &&
        /^(his|her|their)$/.test(lower) &&
        next !== undefined &&
        possessiveBefore(next, words[i - 1], words[i + 2])
      )
        return 'your';
      if (aboutRecipient && /^(himself|herself|themselves)$/.test(lower)) return 'yourself';
      // ("they let him call them all sweetheart", sung to the nurses: "let him call you all sweetheart")
      if (
        event.actor.kind === 'recipients' &&
        lower === 'them' &&
        (next === 'all' ||
          /^(call|calls|called|name|named|nickname|nicknamed|thank|thanked|hug|hugged|tell|told|love|loved|miss|missed)$/i.test(
            words[i - 1] ?? '',
          ))
      )
        return 'you';
      // ("never sold a fish he wouldn't eat himself", sung to him: "a fish you wouldn't eat yourself")
      if (aboutRecipient && !voice.pair && /^(he|she)$/.test(lower) && i > 0 && next !== undefined) return 'you';
      // ("pretends he did it on purpose", sung to him: "you pretend you did it"; "still thinks he's 25": "you're")
      if (
        aboutRecipient &&
        !voice.pair &&
        i === 0 &&
        next !== undefined &&
        part.kind === 'object' &&
        /^(he|she)(['’]s)?$/.test(lower) &&
        (voice.gender ?? (/^he/.test(lower) ? 'male' : 'female')) === (/^he/.test(lower) ? 'male' : 'female') &&
        /^(pretend|say|think|swear|insist|claim|believe|know|promise|reckon)$/.test(event.verb.base)
      )
        return /['’]s$/.test(lower) ? "you're" : 'you';
      // ("I never got to thank her properly": "her" before an adverb is whom, not whose)
      // (a song to a thing: what the buyer did to "it" was done to the thing sung to)
      // ("my grandmother made my prom dress on it", sung to the sewing machine: "on you")
      if (voice.subject && (event.actor.kind === 'buyer' || event.actor.kind === 'other') && lower === 'it')
        return 'you';
      if (voice.subject && event.actor.kind === 'buyer' && lower === 'its' && next !== undefined) return 'your';
      if (
        event.actor.kind === 'buyer' &&
        /^(him|her|them)$/.test(lower) &&
        (next === undefined || (lower !== 'her' ? true : !possessiveBefore(next, '', words[i + 2])))
      )
        return 'you';
      if (event.actor.kind === 'buyer' && /^(his|her|their)$/.test(lower) && next !== undefined) return 'your';
      // ("I still can't believe she said yes", sung to her: "you said yes"; only when the listener is known to be her)
      if (
        event.actor.kind === 'buyer' &&
        /^(he|she)$/.test(lower) &&
        next !== undefined &&
        voice.gender === (lower === 'he' ? 'male' : 'female') &&
        !voice.about &&
        !voice.pair &&
        voice.you === 'you'
      )
        return 'you';
    }
    // ("three of us", "all of us" count the family: never "three of me")
    // someone else did it, and "his"/"her" is the listener's: "the team misses your shouting", "Churro follows you"
    // the listener by name in a sentence sung to them: "we lost Biscotti last week" is "we lost you last week"
    if (!voice.about && voice.name && w === voice.name && event.actor.kind !== 'recipient') return 'you';
    // (or the singers did it to them: "we miss him every day", sung to him, is "we miss you")
    // ("My little Leo loves her", sung to her: "Leo loves you"; never when the clause names someone else she could be)
    const others =
      event.actor.kind === 'pet' ||
      event.actor.kind === 'other' ||
      (event.actor.kind === 'person' &&
        !event.told
          .split(/\s+/)
          .slice(1)
          .some((x) => /^\p{Lu}/u.test(x) && x.replace(/'s$/, '') !== (event.actor as { name: string }).name));
    // ("The nurses say she never once left", sung to her: "say you never once left")
    if (
      others &&
      !voice.about &&
      !voice.pair &&
      voice.you === 'you' &&
      i === 0 &&
      part.kind === 'object' &&
      /^(he|she)(['’]s)?$/.test(lower) &&
      (voice.gender ?? (/^he/.test(lower) ? 'male' : 'female')) === (/^he/.test(lower) ? 'male' : 'female') &&
      /^(say|tell|think|swear|insist|claim|believe|know|promise|reckon)$/.test(event.verb.base)
    )
      // ("kids say he's the ginger king", sung to him: "kids say you're the ginger king")
      return /['’]s$/.test(lower) ? "you're" : 'you';
    // ("Our son Tunde cried more than she did", sung to the baby: "than you did")
    if (
      others &&
      !voice.about &&
      !voice.pair &&
      voice.you === 'you' &&
      /^(he|she)$/.test(lower) &&
      /^(than|as)$/i.test(words[i - 1] ?? '') &&
      (voice.gender ?? (lower === 'he' ? 'male' : 'female')) === (lower === 'he' ? 'male' : 'female')
    )
      return 'you';
    if (others && listenersPronoun(lower, voice)) {
      const possessive =
        next !== undefined &&
        // ("keeps her company": the listener kept company, no company of hers)
        !(next.toLowerCase() === 'company' && /^keep/i.test(words[i - 1] ?? (event.verb.base || ''))) &&
        possessiveBefore(next, words[i - 1] ?? event.verb.present, words[i + 2]);
      if (lower === 'his' || (lower === 'her' && possessive)) return 'your';
      if (/^(him|her)$/.test(lower)) return 'you';
      if (/^(himself|herself)$/.test(lower)) return 'yourself';
    }
    if (voice.we === 'I' && /^(us)$/.test(lower) && !(words[i - 1]?.toLowerCase() === 'of')) return 'me';
    return w;
  });
  // ("hums when she cooks", sung to her: "when you cook", never "when you cooks")
  out.forEach((w, i) => {
    if (w !== 'you' || !/^(he|she)$/i.test(words[i])) return;
    let at = i + 1;
    while (at < out.length - 1 && /^(always|still|never|often|usually|sometimes|just|really|also)$/i.test(out[at]))
      at++;
    out[at] = youForm(out[at] ?? '');
  });
  let text = out.join(' ');
  // a thing remembered is "that red bicycle", not "a red bicycle"
  // (never what someone became: "hired as a firefighter" is no "that firefighter")
  if (
    definite &&
    !event.negative &&
    event.verb.base !== 'be' &&
    // (what someone became, and what they never missed, are no thing remembered: "became a trial lawyer")
    !/^(become|be named|be made|get|miss|never miss)\b/.test(event.verb.base) &&
    !/\bnever\b/i.test(event.told) &&
    part.kind === 'object' &&
    !new RegExp(
      `\\bas ${part.sung
        .split(' ')
        .slice(0, 2)
        .join(' ')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      'i',
    ).test(event.told)
  )
    text = text.replace(/^(a|an)\s+(?=\S+\s+\S)/i, 'that ');
  return text;
}

/** The line's subject and verb ("you two met", "Tomasz, you rode"). */
export function clauseHead(event: StoryEvent, story: Story, voice: Voice): string | undefined {
  const subject = subjectFor(event.actor, story, voice);
  if (!subject) return undefined;
  // ("Walter died two years ago", sung to him: "you left me two years ago", never "you died")
  // ("crossed the rainbow bridge" keeps its own words: only "died" or "passed" is said so)
  const death =
    subject.agree === 'you' &&
    event.tense === 'past' &&
    tellsDeath(event) &&
    /^(die|pass|pass away|pass on)$/.test(event.verb.base);
  // ("my friend Dimitra's mum died", sung to Dimitra: "your mum passed away", said gently)
  const gone = !death && event.tense === 'past' && event.verb.base === 'die' && subject.agree !== 'you';
  const vp = death ? `left ${voice.we === 'I' ? 'me' : 'us'}` : gone ? 'passed away' : verbPhrase(event, subject.agree);
  const head = `${subject.text} ${vp}`;
  return subject.vocative ? `${subject.vocative}, ${head}` : head;
}

export function capitalise(line: string): string {
  return line.length === 0 ? line : line[0].toUpperCase() + line.slice(1);
}
