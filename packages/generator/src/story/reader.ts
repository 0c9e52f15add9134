// Reads the buyer's story with compromise (and its dates plugin): who, where, when, what, and what
// happened. The result is plain data (JSON-serialisable); the lyric writer re-tells it.
import nlp from 'compromise';
import datesPlugin from 'compromise-dates';
import { detectOccasion, withoutToldOf } from '../lyrics/occasions';
import { numberToWords, ordinalWords } from '../lyrics/syllables';
import { isBlockedWord, stripMarkup } from '../lyrics/text';
import { dictionaryPhones } from '../pronounce/dictionary';
import type { GenerateInput } from '../types';
import type {
  EventPart,
  StoryMoment,
  Story,
  StoryActor,
  StoryEvent,
  StoryNumber,
  StoryPerson,
  StoryPet,
  StoryPlace,
  StoryThing,
  StoryTime,
  StoryVerb,
} from './types';

const STREET =
  '(drive|street|road|avenue|lane|boulevard|square|crescent|terrace|parade|close|way|place|row|walk|ave|blvd|rd)';

let pluginReady = false;
function parse(text: string) {
  if (!pluginReady) {
    nlp.plugin(datesPlugin);
    pluginReady = true;
  }
  const doc = nlp(text);
  // compromise reads nouns after an ordinal or adjective as verbs now and then ("the first film")
  // (never across a comma: "we turn 30 on the 8th, grew up in Soweto")
  doc
    .match('(#Determiner|#Possessive) #Ordinal [#Verb]', 0)
    .filter((m) => {
      const before = (m.lookBehind('.').last().json() as { terms: { post: string }[] }[])[0];
      return !/[,;:]/.test(before?.terms[before.terms.length - 1]?.post ?? '');
    })
    .tag('Noun');
  // ("reads us bedtime stories", "made me pancake breakfasts": after a verb and whom it is for, a word before a
  // plural noun describes the noun; it is no second verb)
  doc
    .match('#Verb (me|us|him|her|them|you) [#Verb] #Plural', 0)
    .filter((m) => soloTags(m.text('normal')).has('Noun'))
    .unTag('Verb')
    .tag('Noun');
  // ("his favourite stuffed tiger", "pancakes shaped like letters": a participle after what it describes, or before a
  // noun after "his" or "favourite", describes; it is no verb of its own)
  doc
    .match(
      '(#Possessive|#Determiner|#Adjective|favourite|favorite|old|new) [(stuffed|knitted|painted|signed|framed|broken|handmade|homemade|battered|dented)] #Noun',
      0,
    )
    .unTag('Verb')
    .tag('Adjective');
  doc.match('#Verb [#PresentTense] (shaped|cut|dressed|folded) like', 0).unTag('Verb').tag('Plural');
  doc.match('#Noun [(shaped|cut|dressed|folded)] like', 0).unTag('Verb').tag('Adjective');
  // ("graduated nursing school", "finished driving school", "passed her swimming test": a word in -ing before a
  // school, a class or a test names the kind; it is no second verb)
  doc
    .match(
      '#Verb #Possessive? [#Gerund] (school|college|class|classes|course|lessons|lesson|test|exam|pool|license|licence|degree|program|programme)',
      0,
    )
    .unTag('Verb')
    .tag('Noun');
  // ("cancer free for a year", "going stir crazy": a word before "free" or "crazy" describes, it is no verb)
  doc
    .match('[.] (free|crazy)', 0)
    .filter(
      (m) =>
        !m.has('(#Copula|#Auxiliary|#Modal|#Adverb|#Pronoun|#Determiner)') &&
        // (a thing free of it: "cancer free", "sugar free"; never "runs free swim lessons")
        (m.text('normal') === 'stir' || soloTags(m.text('normal')).has('Noun')),
    )
    .unTag('Verb')
    .tag('Adjective');
  doc.match('(free|crazy)').unTag('Verb').tag('Adjective');
  // ("To the night shift nurses on Ward 7B": a word in -s after a noun, read alone a plural noun, before a
  // preposition, is part of the noun)
  doc
    .match('#Determiner #Noun+ [#PresentTense] (on|at|in|of|from)', 0)
    .filter((m) => /s$/.test(m.text('normal')) && soloTags(m.text('normal')).has('Plural') && !m.has('#Copula'))
    .unTag('Verb')
    .tag('Plural');
  // ("we've done trail rides in Montana": after "done" or a past verb, a noun and a word in -s before a preposition
  // are one plural noun, what was done)
  doc
    .match('(done|#PastTense) #Noun [#PresentTense] (on|at|in|of|from|every|for)', 0)
    .filter((m) => /s$/.test(m.text('normal')) && soloTags(m.text('normal')).has('Plural') && !m.has('#Copula'))
    .unTag('Verb')
    .tag('Plural');
  doc.match('(have|had) [done]', 0).unTag('Adjective').tag('Participle');
  // (a dedication, "To the night shift nurses", "For the nurses on Ward 7 who", names whom the song is for: no one does
  // anything in it)
  doc
    .match('^(to|for) (the|our|my|all) #Adjective? #Noun+ [#PresentTense]', 0)
    .filter((m) => /s$/.test(m.text('normal')) && !m.has('#Copula'))
    .unTag('Verb')
    .tag('Plural');
  // ("she still can't parallel park": after "can" a describing word and a noun ending the clause are how and what
  // she cannot do)
  for (const pattern of [
    '#Modal #Negative? #Adjective [#Noun] (#Conjunction|#Adverb|#Preposition)',
    '#Modal #Negative? #Adjective [#Noun]$',
  ])
    doc
      .match(pattern, 0)
      .filter((m) => !m.has('(#Pronoun|#Plural|#ProperNoun)'))
      .unTag('Noun')
      .tag('Infinitive')
      .lookBehind('#Adjective$')
      .last()
      .unTag('Adjective')
      .tag('Infinitive');
  // ("steals socks, barks at the postman": a word in -s after a comma, that alone is a verb, before a preposition or
  // an article, is the next thing done; so is one after "and" before "along", "at", "to": "and hums along to the radio")
  doc
    .match('[#Plural] (#Preposition|#Determiner|#Particle)', 0)
    .filter((m) => {
      const before = (m.lookBehind('.').last().json() as { terms: { post: string }[] }[])[0];
      return (
        /,/.test(before?.terms[before.terms.length - 1]?.post ?? '') &&
        /s$/.test(m.text('normal')) &&
        soloTags(m.text('normal')).has('Verb')
      );
    })
    .unTag('Noun')
    .tag('PresentTense');
  doc
    .match('and [#Plural] (along|at|to|with|around|about|up|out|over|through)', 0)
    .filter((m) => m.lookBehind('#PresentTense').found)
    .unTag('Noun')
    .tag('PresentTense');
  // ("barks at every fire engine like old friends": after a thing, "like" before another compares)
  doc
    .match('#Noun [like] #Adjective? #Plural', 0)
    .filter((m) => !m.lookBehind('#Pronoun$').found)
    .unTag('Verb')
    .tag('Preposition');
  // ("the twins are just like him": after "are", "like" compares, it is no liking)
  doc
    .match('#Copula #Adverb? [like] (#Pronoun|#Determiner|#Possessive|#ProperNoun)', 0)
    .unTag('Verb')
    .tag('Preposition');
  // ("during zoom calls", "at swim meets": after a preposition, a bare word before a plural is part of the thing)
  doc
    .match('(during|at|on|in|for|after|before|with|from|between) [#Infinitive] #Plural', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal|#Gerund)'))
    .unTag('Verb')
    .tag('Singular');
  // ("Coach Reyes retiring", "Pastor Mensah is leaving": a title before a name is no verb)
  doc
    .match('^[(coach|captain|pastor|nurse|sister|brother|father|doctor|judge|chef)] #ProperNoun', 0)
    .unTag('Verb')
    .tag('Honorific');
  // ("after 25 years of coaching swim", "from teaching piano": a bare word after a gerund after a preposition is what
  // is coached or taught)
  doc
    .match('#Preposition (#Gerund|#Noun) [#Infinitive]', 0)
    .filter(
      (m) =>
        !m.has('(#Copula|#Auxiliary|#Modal)') &&
        /ing$/.test(m.lookBehind('.').last().text('normal')) &&
        !/^(to|and|or)$/.test(m.text('normal')),
    )
    .unTag('Verb')
    .tag('Singular');
  // ("Retired postman.", "Proud dad.": a note of two words is a describing word and a noun)
  doc
    .match('^[#PastTense] #Singular$', 0)
    .filter((m) => /ed$/.test(m.text('normal')))
    .unTag('Verb')
    .tag('Adjective');
  // "on crutches", "3 weeks early": a word in -s right after a preposition or a number is a plural noun, not a verb
  doc
    .match('(on|in|at|with|without|from|by|under|over|into|onto|of|for|about|through|#Value) [#PresentTense]', 0)
    .filter((m) => /s$/.test(m.text('normal')) && !m.has('#Copula'))
    .unTag('Verb')
    .tag('Plural');
  // "make the pasta by hand", "know it by heart": after "by", a bare word is a noun
  doc
    .match('by [#Verb]', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal|#Gerund|#PastTense|#Participle)'))
    .unTag('Verb')
    .tag('Singular');
  // "met at a bus stop in Lagos", "free swim lessons": a bare verb after an article and a singular noun, or between a
  // describing word and a plural noun, is part of the noun
  doc
    .match('(#Determiner|#Possessive) #Singular [#Infinitive] (#Preposition|#Particle|#Plural|.$)', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal|#Gerund|#PastTense)'))
    .unTag('Verb')
    .tag('Singular')
    .lookAhead('^#Particle')
    .unTag('Verb')
    .tag('Preposition');
  // ("Orange slices at halftime.", "Fresh pancakes every Sunday.": at a sentence's start, a describing word and a word
  // in -s are a thing, not someone doing something)
  doc
    .match('^#Adjective [#PresentTense] (#Preposition|#Determiner|.$)', 0)
    .filter((m) => /s$/.test(m.text('normal')) && !m.has('(#Copula|#Auxiliary|#Modal)'))
    .unTag('Verb')
    .tag('Plural');
  // ("sings off key in the shower", "1 year sober today": an off key and a sober are how, not what is done)
  doc.match('off [key]', 0).unTag('Verb').tag('Adjective');
  doc
    .match('#Value (year|years|month|months|week|weeks|day|days) [(sober|clean|free|strong|old)]', 0)
    .unTag('Verb')
    .tag('Adjective');
  // ("gave her his only umbrella": after "his only", a bare word is a thing)
  doc
    .match('(his|her|their|my|our|your) (only|very|own|last|first|old|new|favourite|favorite) [#Infinitive]', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal)'))
    .unTag('Verb')
    .tag('Singular');
  // ("Loves hurling, Guinness and his dog", "Makes the best lasagne": a note's sentence that opens on a verb in -s
  // has its subject left out; the word is the verb, not a plural)
  doc
    .match(
      `^[(${NOTE_VERBS})] (#Gerund|#Determiner|#Possessive|#Noun|#Adjective|#ProperNoun|#Value|#Adverb|#Preposition)`,
      0,
    )
    .unTag('Noun')
    .tag('PresentTense');
  // ("fat orange cat, knocks cups off tables": after a comma, a word in -s before a plural noun is a verb whose
  // subject was left out, when its stem is a verb)
  doc
    .match('[#Plural] (#Plural|#Determiner|#Possessive)', 0)
    .filter((m) => {
      const before = (m.lookBehind('.').last().json() as { terms: { post: string }[] }[])[0];
      const word = m.text('normal');
      return (
        /,/.test(before?.terms[before.terms.length - 1]?.post ?? '') &&
        /[^s]s$/.test(word) &&
        soloTags(word.slice(0, -1)).has('Infinitive') &&
        !soloTags(word).has('Actor')
      );
    })
    .unTag('Noun')
    .tag('PresentTense');
  // ("Jae-won", "Min-jun": the second half of a hyphenated name is no verb)
  doc
    .match('#ProperNoun [#Verb]', 0)
    .filter((m) => {
      const before = (m.lookBehind('.').last().json() as { terms: { post: string }[] }[])[0];
      return /^-$/.test(before?.terms[before.terms.length - 1]?.post ?? '');
    })
    .unTag('Verb')
    .tag('ProperNoun');
  // ("built a nail salon from scratch", "by heart": a set phrase's noun is no verb)
  doc.match('from [(scratch|memory|experience)]', 0).unTag('Verb').tag('Singular');
  // ("- saunas on friday team offsites": a list's line that opens on a word in -s whose stem is no verb is a thing)
  doc
    .match('^[#PresentTense] (#Preposition|#Determiner)', 0)
    .filter((m) => {
      const word = m.text('normal');
      return /[^s]s$/.test(word) && !soloTags(word.slice(0, -1)).has('Verb') && !soloTags(word).has('Verb');
    })
    .unTag('Verb')
    .tag('Plural');
  // ("Mr. Haddad shovels everyone's driveway": after a name, a word in -s whose stem is a verb is the verb)
  doc
    .match('(#Person|#ProperNoun) [#Plural] (#Possessive|#Determiner|#Noun|#Adjective)', 0)
    .filter((m) => {
      const word = m.text('normal');
      const stem = word.replace(/e?s$/, '');
      // (a word the tagger knows as a verb's stem, or one that goes straight on to whose or which thing)
      return (
        /[^s']s$/.test(word) &&
        !soloTags(word).has('Actor') &&
        !m.lookBehind('.').last().has('#Possessive') &&
        (soloTags(stem).has('Infinitive') || m.lookAhead('.').first().has('(#Possessive|#Determiner)'))
      );
    })
    .unTag('Noun')
    .tag('PresentTense');
  // ("never got it back", "gave them up": a particle after a verb's pronoun is the verb's, not a verb of its own)
  doc.match('#Verb (it|them|him|her|me|us|you) [(back|up|down|out|off|over|away)]', 0).unTag('Verb').tag('Adverb');
  // ("Leo loves drums": after a name that opens the sentence, a verb in -s is its verb, and a word in -s after it
  // the thing loved)
  doc
    .match(`^(#ProperNoun|#Noun) [(${NOTE_VERBS})] (#Verb|#Noun|#Determiner|#Possessive)`, 0)
    .filter(
      (m) =>
        /^\p{Lu}/u.test(m.lookBehind('.').last().text()) && !m.lookBehind('.').last().has('(#Pronoun|#Determiner)'),
    )
    .unTag('Noun')
    .tag('PresentTense')
    .lookAhead('^#PresentTense')
    .filter((m) => /s$/.test(m.text('normal')) && !m.has('(#Gerund|#Copula|#Auxiliary)'))
    .unTag('Verb')
    .tag('Plural');
  // ("route 17, never missed a shift", "ward 7", "gate 22": a word that numbers a place or a thing is a noun)
  doc
    .match(
      '[(route|room|ward|flight|platform|gate|bed|seat|table|bay|unit|block|level|floor|class|grade|line|track|lane|lot|suite|stand|pier|dock|row|section|station|chapter|page|episode|season|stage|lap|pitch|court|studio|locker|cabin|car|shift|bus)] #Cardinal',
      0,
    )
    .filter((m) => !m.lookBehind('.').last().has('(to|will|would|can|could|should|must|#Pronoun)'))
    .unTag('Verb')
    .tag('Singular');
  // ("loves her garden, her grandkids", "fixes their roof": a bare word after a possessive is a thing; after "her", not
  // when "her" is whom a verb lets or makes do it: "made her cry", "watched her dance")
  doc
    .match('[(his|their|my|our|your|its|her)] [#Infinitive] (#Preposition|#Conjunction|#Adverb|.$)', 1)
    .filter((m) => {
      if (m.has('(#Copula|#Auxiliary|#Modal|#Gerund|#PastTense)')) return false;
      // ("her beat up Fiat": a verb and its particle describe the thing after them)
      if (m.lookAhead('.').first().has('(up|down|out|off|back|away|over|around)')) return false;
      const owner = (m.lookBehind('.').last().json() as { terms: { normal: string }[] }[])[0]?.terms[0]?.normal;
      const before = (m.lookBehind('. .').last().json() as { terms: { normal: string }[] }[])[0]?.terms[0]?.normal;
      return owner !== 'her' || !CAUSATIVE.test(before ?? '');
    })
    .unTag('Verb')
    .tag('Singular');
  doc
    .match('(his|their|my|our|your|its|her) [#Infinitive]$', 0)
    .filter((m) => {
      if (m.has('(#Copula|#Auxiliary|#Modal|#Gerund|#PastTense)')) return false;
      const owner = (m.lookBehind('.').last().json() as { terms: { normal: string }[] }[])[0]?.terms[0]?.normal;
      const before = (m.lookBehind('. .').last().json() as { terms: { normal: string }[] }[])[0]?.terms[0]?.normal;
      return owner !== 'her' || !CAUSATIVE.test(before ?? '');
    })
    .unTag('Verb')
    .tag('Singular');
  // ("lessons for refugee kids every Sunday": a word in -s after a preposition and a noun is a plural noun)
  doc
    .match('(for|with|of|to|from|about) #Singular [#PresentTense] (#Determiner|#Date|#Preposition|.$)', 0)
    .filter((m) => /s$/.test(m.text('normal')) && !m.has('(#Copula|#Auxiliary|#Modal)'))
    .unTag('Verb')
    .tag('Plural');
  doc.match('#Adjective [#Infinitive] #Plural', 0).unTag('Verb').tag('Singular');
  // ("still rides her bike": after "still", a word in -s before "her" or "the" is the verb)
  doc
    .match('(still|always|often|usually|sometimes|never) [#Plural] (#Possessive|#Determiner)', 0)
    .filter((m) => /s$/.test(m.text('normal')))
    .unTag('Noun')
    .tag('PresentTense');
  // "Grandma still plays bridge": after "still" or "always", a word in -s and a bare verb are the verb and its object
  doc
    .match('(still|always|often|usually|sometimes|also) [#Plural] #Infinitive', 0)
    .filter((m) => /s$/.test(m.text('normal')))
    .unTag('Noun')
    .tag('PresentTense')
    .lookAhead('#Infinitive')
    .unTag('Verb')
    .tag('Singular');
  // "hid the ring in a jar": a word right after an article is a noun, never a verb in its own right
  // ("drove me to every swim meet": so after "every" or "each" before a noun)
  doc
    .match('(every|each) [#Verb+]', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal)'))
    .unTag('Verb')
    .tag('Singular');
  doc
    .match('(the|a|an) [#Verb]', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal|#Gerund|#PastTense|#Participle|#Adjective)'))
    .unTag('Verb')
    .tag('Singular');
  // "a three legged cat": a participle between a number and a noun describes the noun
  doc.match('#Value [#PastTense] #Noun', 0).unTag('Verb').tag('Adjective');
  // "built a snowman called Gerald on the porch": "called" before a name names the noun, it is no verb of its own
  doc.match('#Noun [(called|named)] #ProperNoun', 0).unTag('Verb').tag('Adjective');
  // "she still walks to the shop": after "he" or "she" (or one named) and a frequency adverb, a word in -s the tagger took for a
  // plural noun is the verb when it reads as one
  // ("grandpa walks to the mosque every morning": a word in -s after one named at a clause's start is the verb)
  const atStart = doc.match('^(#Actor|#ProperNoun) [#Plural] (#Preposition|#Determiner|#Adverb)', 0);
  const afterAnd = doc.match('(and|but) (#Actor|#ProperNoun) [#Plural] (#Preposition|#Determiner|#Adverb)', 0);
  [atStart, afterAnd].forEach((found) =>
    found.forEach((m) => {
      if (!nlp(`she ${m.text('normal')} it`).match('she [#Verb]', 0).found) return;
      // ("and Tadhg's bagpipes at 8am": after one's "'s", the word is what is theirs)
      if (/['’]s$/.test(m.lookBehind('.').last().text('text').trim())) return;
      m.unTag('Noun').tag('PresentTense');
    }),
  );
  // ("Dad still whistles when he climbs the stairs": so after one named)
  doc.match(`(he|she|#Singular) (${FREQUENCY_WORDS}) [#Plural]`, 0).forEach((m) => {
    const word = m.text('normal');
    if (!nlp(`she ${word} it`).match('she [#Verb]', 0).found) return;
    m.unTag('Noun').tag('PresentTense');
    m.lookBehind('.').last().unTag('Adjective').tag('Adverb');
  });
  // ("they ran the post office and still hold hands": after "and" and a frequency adverb, the same)
  doc.match(`and (${FREQUENCY_WORDS}) [#Noun] #PresentTense`, 0).forEach((m) => {
    const word = m.text('normal');
    const next = m.lookAhead('.').first();
    if (!/s$/.test(next.text('normal')) || !nlp(`we ${word} it`).match('we [#Verb]', 0).found) return;
    m.unTag('Noun').tag('Infinitive');
    next.unTag('Verb').tag('Plural');
    m.lookBehind('.').last().unTag('Adjective').tag('Adverb');
  });
  // ("taught me chess", "showed us cards", "brings me coffee in bed": what is taught or given is a thing, not a verb)
  doc
    .match(
      '(teach|teaches|taught|teaching|show|shows|showed|shown|bring|brings|brought|make|makes|made|give|gives|gave|buy|buys|bought|cook|cooks|cooked|pour|pours|poured|send|sends|sent) (me|us|him|her|them|you) [#Verb]',
      0,
    )
    .filter((m) => !m.has('(to|how)'))
    .unTag('Verb')
    .tag('Singular');
  // ("the funniest man I know turns 50": after such a clause, a word in -s that reads as a verb is the verb)
  doc.match('#Superlative #Noun+ (i|we) (know|knew|met|had) [#Plural]', 0).forEach((m) => {
    if (!nlp(`she ${m.text('normal')} it`).match('she [#Verb]', 0).found) return;
    m.unTag('Noun').tag('PresentTense');
  });
  // ("after 45 years at St Patrick's in Boston": the "'s" of a place's name after "at" is no "is")
  doc
    .match('(at|in|to|from|near|outside|behind|by) #ProperNoun+ [#Copula] (in|on|at|near|#Preposition)', 0)
    .filter((m) => m.text('normal') === '')
    .unTag('Copula')
    .unTag('Verb')
    .tag('Possessive');
  // ("They were completely unprepared": after "were", a word in un-...-ed says how they were, it is no verb)
  doc
    .match('#Copula #Adverb? [#Verb]', 0)
    .filter((m) => /^un\w+ed$/.test(m.text('normal')))
    .unTag('Verb')
    .tag('Adjective')
    .lookBehind('#Copula')
    .unTag('Auxiliary');
  // ("Leila's flat flooded", "Mum's famous trifle is her favourite": after a name or a family word, an "'s" before
  // describing words and a thing something then happens to is whose the thing is, never "is")
  doc
    .match('(#Person|#Actor|#ProperNoun) [#Copula] #Adjective+', 0)
    .filter((m) => m.text('normal') === '' && !m.lookBehind('#Pronoun$').found)
    .forEach((m) => {
      const after = m.lookAhead('#Adjective+ .').json()[0] as { terms: { post: string; tags: string[] }[] } | undefined;
      const rest = m.lookAhead('.+').json()[0] as { terms: { post: string; tags: string[]; normal: string }[] };
      if (!after || !rest) return;
      const terms = rest.terms;
      const adjectives = terms.findIndex((t) => !t.tags.includes('Adjective'));
      if (adjectives < 1 || terms.slice(0, adjectives).some((t) => /[,;:.!?]/.test(t.post))) return;
      const next = terms[adjectives];
      const done = (t: { tags: string[] }) =>
        t.tags.includes('Verb') && !t.tags.includes('Gerund') && !t.tags.includes('Infinitive');
      let thing: number;
      if (next.tags.includes('PastTense') && !next.tags.includes('Copula') && !next.tags.includes('Auxiliary'))
        // ("flat flooded": the last describing word is the thing)
        thing = adjectives - 1;
      else if (
        (next.tags.includes('Noun') || next.tags.includes('Infinitive') || next.tags.includes('PresentTense')) &&
        !next.tags.includes('Pronoun') &&
        !next.tags.includes('Date') &&
        !next.tags.includes('Copula') &&
        !/[,;:.!?]/.test(next.post) &&
        terms.slice(adjectives + 1).some((t, k, ts) => done(t) && !ts.slice(0, k).some((u) => /[,;:]/.test(u.post)))
      )
        thing = adjectives;
      // ("the dock, the loons at night, grandpa's old green canoe": describing words and a noun with no article that
      // end the clause are the thing, never "grandpa is old green canoe")
      else if (
        next.tags.includes('Noun') &&
        !next.tags.includes('Pronoun') &&
        !next.tags.includes('Date') &&
        !next.tags.includes('ProperNoun') &&
        (/[,;:.!?]/.test(next.post) || terms.length === adjectives + 1)
      )
        thing = adjectives;
      else return;
      m.unTag('Copula').unTag('Verb').tag('Possessive');
      const noun = m.lookAhead('.+').terms(thing);
      noun.unTag('Adjective').unTag('Verb').tag('Noun').tag('Singular');
    });
  // ("a disaster (rain, lost wallet)": in a list of things, a participle before a noun says which one)
  doc
    .match('#Noun [#PastTense] #Noun', 0)
    .filter((m) => {
      const before = (m.lookBehind('.').last().json() as { terms: { post: string; pre: string }[] }[])[0];
      const noun = m.lookAhead('.').first();
      const after = (noun.json() as { terms: { post: string }[] }[])[0];
      return (
        /,/.test(before?.terms[before.terms.length - 1]?.post ?? '') &&
        (/[)\].,;]/.test(after?.terms[0]?.post ?? '') || !noun.lookAhead('.').found)
      );
    })
    .unTag('Verb')
    .tag('Adjective');
  // ("Coach Femi is so proud": a coach named is who, not what anyone does)
  doc.match('[@isTitleCase] #ProperNoun', 0).if('(coach|captain|skipper)').unTag('Verb').tag('Singular').tag('Actor');
  // ("gave the kids free sweets": free is what the sweets were)
  doc.match('(#Noun|#Pronoun) [free] #Plural', 0).unTag('Verb').tag('Adjective');
  // ("keeps him company": the company kept is no verb)
  doc.match('(keep|keeps|kept|keeping) (#Pronoun|#ProperNoun) [company]', 0).unTag('Verb').tag('Singular');
  // "survived a flooded tent": so is one between an article and a noun
  doc.match('(the|a|an) [#PastTense] #Noun', 0).unTag('Verb').tag('Adjective');
  // "in her beat up Fiat": a phrasal verb between a possessive and a noun describes the noun
  doc.match('(my|his|her|their|our|your) [#PhrasalVerb #Particle] #Noun').unTag('Verb').tag('Adjective');
  // "drove to Krakow and back just for pierogi": "and back" before an adverb or a preposition is the way back
  doc.match('and [back] (#Adverb|#Preposition|#Conjunction)', 0).unTag('Verb').tag('Adverb');
  doc.match('and [back]$', 0).unTag('Verb').tag('Adverb');
  // "her old blue Volvo", "his beat up Fiat": a brand someone owns is a thing, not a place or a firm
  // ("fixed up a 1987 Volvo", "mention the Volvo": a make after an article is a thing too)
  doc
    .match('(my|his|her|their|our|your|a|an|the) (#Adjective|#Value)* [#Organization]', 0)
    .unTag('Organization')
    .unTag('Place')
    .tag('Product');
  doc.match('(#Determiner|#Possessive) #Adjective [#PresentTense] (#Pronoun|#Preposition|#Conjunction)', 0).tag('Noun');
  // ("proposed at the same ramen shop two years later", "worked at the campus bike shop": a place word after a noun
  // that names its kind is a noun, never a second verb)
  for (const lead of ['(#Determiner|#Possessive) #Noun+', '(#Determiner|#Possessive) #Adjective+ #Noun+'])
    doc
      .match(
        `${lead} [(shop|store|stand|market|station|club|bar|park|court|field|hall|garage|yard|camp|pool|truck|stall)]`,
        0,
      )
      .filter((m) => !m.lookAhead('.').first().has('(#Determiner|#Pronoun|#Possessive)'))
      .unTag('Verb')
      .tag('Noun');
  // "fixes old motorbikes": a plural noun after a verb and its adjective, not a second verb
  doc.match('#Verb #Adjective [#PresentTense] (#Preposition|#Conjunction)', 0).tag('Noun');
  doc.match('#Verb #Adjective [#PresentTense]$', 0).tag('Noun');
  // "she lets me lick the spoon": "lets" is a verb of its own, not a modal
  doc.match('[(let|lets)] (#Pronoun|#Noun)', 0).unTag('Modal').tag('Verb');
  // ("his old Raleigh bicycle": a make someone owns is a thing, not a place)
  doc
    .match('(my|his|her|their|our|your) #Adjective* [#Place] #Noun', 0)
    .filter((m) => !m.lookAhead('.').first().has('#ProperNoun'))
    .unTag('Place')
    .unTag('City')
    .tag('Product');
  // ("on top of Ben Nevis", "up Mount Kenya", "by Loch Ness": a mountain or a lake, never a person)
  doc
    .match('(of|on|up|climbed|by|at|to|near|around|across) [(Ben|Mount|Mt|Loch|Lake|Glen|Cape) @isTitleCase]', 0)
    .unTag('Person')
    .unTag('FirstName')
    .tag('Place');
  // "on Commercial Drive": a street, not a person
  doc.match(`[@isTitleCase+] ${STREET}`, 0).unTag('Person').tag('Place');
  doc.match(`@isTitleCase+ [${STREET}]`, 0).tag('Place');
  // "welcomed me into the family like a daughter": "like" after a phrase is a preposition, not a verb
  doc.match('(#Preposition|#Verb) #Determiner? #Noun [like] (a|an)', 0).unTag('Verb').tag('Preposition');
  // ("guards the double cot like a little soldier", "painted his room yellow like a lemon": after one thing, no one
  // "like"s; one who liked would "like"s)
  doc
    .match('(#Singular|#Date|#Duration) #Adjective? [like] (a|an|the|#Possessive)', 0)
    .filter((m) => !m.lookBehind('(#Pronoun|#Plural)$').found)
    .unTag('Verb')
    .tag('Preposition');
  // ("Yusuf and Idris wear matching kurtas": after who, "wear" is what they do, and "matching" says what the kurtas are)
  doc
    .match(
      '(#ProperNoun|#Pronoun|#Plural) (always|often|still|never|usually)? [(wear|wears)] (#Gerund|#Adjective|#Determiner|#Possessive|#Noun)',
      0,
    )
    .unTag('Noun')
    .tag('PresentTense');
  doc
    .match('(wear|wears|wore|wearing) [(matching|sparkling|glittering|flashing)] #Noun', 0)
    .unTag('Verb')
    .tag('Adjective');
  // ("Min-jun", "Seo-yeon": a name's second half after its hyphen is the name, never a month typed short)
  doc
    .match('@isTitleCase #Hyphenated')
    .filter((m) => m.terms().first().has('#Hyphenated') && m.has('(#Date|#Month|#Abbreviation|#Duration)'))
    .unTag('Date')
    .unTag('Month')
    .unTag('Abbreviation')
    .unTag('Duration')
    .tag('ProperNoun');
  // ("we will miss Mr and Mrs Okoro": after who or "will", "miss" is missing someone, never a title)
  doc
    .match(
      '(#Modal|#Auxiliary|#Pronoun|to|really|so|always|still|gonna|already) [miss] (#Honorific|#ProperNoun|#Person)',
      0,
    )
    .unTag('Honorific')
    .unTag('Person')
    .unTag('ProperNoun')
    .unTag('Noun')
    .tag('Infinitive');
  // ("threw us a farewell party", "a surprise party": the party is a thing, no one partying)
  doc
    .match(
      '(farewell|birthday|leaving|surprise|engagement|retirement|garden|street|block|pool|tea|house|dinner|launch|welcome|christmas|office|going-away|graduation) [(party|parties)]',
      0,
    )
    .unTag('Verb')
    .tag('Singular');
  // ("they still dance in the kitchen": after who and how often, the word is what they do)
  doc
    .match(
      `(they|we|i|you|he|she) (${FREQUENCY_WORDS}) [#Noun] (#Preposition|#Determiner|#Possessive|#Adverb|together)`,
      0,
    )
    .filter((m) => !m.has('(#Plural|#Possessive|#Pronoun)'))
    .unTag('Noun')
    .tag('PresentTense')
    .lookBehind(`(${FREQUENCY_WORDS})$`)
    .unTag('Adjective')
    .tag('Adverb');
  // ("hides them under the couch": "under" is where, never a verb)
  doc.match('[under] (the|a|an|#Possessive|#Noun|#Pronoun)', 0).unTag('Verb').tag('Preposition');
  // "my girlfriend Lucía": a name after a relation word is a person, whatever the tagger thought it was
  doc
    .match(
      '(my|our|his|her|their) (#Actor|girlfriend|boyfriend|wife|husband|partner|fiance|fiancee|mum|mom|dad|mother|father|sister|brother|daughter|son|grandma|grandpa|granny|aunt|uncle|cousin|niece|nephew|friend|bestie|neighbour|neighbor|colleague|boss|teacher|coach) [#ProperNoun]',
      0,
    )
    .unTag('Place')
    .unTag('City')
    .unTag('Country')
    .tag('Person')
    .tag('FirstName');
  // "and still whistles while ...": after "and" and a frequency adverb, a word in -s is the verb
  const habit = doc.match(`and (${FREQUENCY_WORDS}) #Plural (while|when|as|in|at|on|every|all|#Adverb)`);
  habit.match('and [.] #Plural', 0).unTag('Adjective').tag('Adverb');
  habit.match('and . [#Plural]', 0).unTag('Noun').tag('PresentTense');
  // "and still cook ramen": a word the tagger took for a noun is the verb when it reads as one after "we"
  doc.match(`(and|#ProperNoun|#Pronoun) (${FREQUENCY_WORDS}) [#Noun] #Noun`, 0).forEach((m) => {
    const word = m.text('normal');
    if (!nlp(`we ${word.replace(/(?<=[^s])s$|(?<=(ch|sh|ss|x))es$/, '')} it`).match('we [#Verb]', 0).found) return;
    m.unTag('Noun').tag(/s$/.test(word) ? 'PresentTense' : 'Infinitive');
    doc.match(`[(${FREQUENCY_WORDS})] ${word}`, 0).unTag('Adjective').tag('Adverb');
  });
  // "They still hold hands": after a subject, a word the tagger took for a noun is the verb when it reads as one,
  // and the word in -s it took for the verb is its object
  doc.match(`(i|we|they|you) (${FREQUENCY_WORDS})? [#Noun] #PresentTense`, 0).forEach((m) => {
    const word = m.text('normal');
    const next = m.lookAhead('.').first();
    if (!/s$/.test(next.text('normal')) || !nlp(`we ${word} it`).match('we [#Verb]', 0).found) return;
    m.unTag('Noun').tag('Infinitive');
    next.unTag('Verb').tag('Plural');
  });
  // "we all turn 40", "both hate coriander": after "all" or "both" as a subject, a word the tagger took for a noun
  // is the verb when it reads as one (never a plural: "both kids")
  doc.match('^(#Pronoun)? (all|both) [#Singular] (#Noun|#Value|#Determiner|#Preposition)', 0).forEach((m) => {
    const word = m.text('normal');
    if (/s$/.test(word) || !nlp(`we ${word} it`).match('we [#Verb]', 0).found) return;
    m.unTag('Noun').tag('Infinitive');
  });
  // ("her father's dark curls and": after whose it is, a describing word the tagger took for a noun and a word in -s
  // it took for a verb are a described thing)
  for (const pattern of [
    '#Possessive #Singular #PresentTense$',
    '#Possessive #Singular #PresentTense (#Conjunction|#Preposition)',
  ])
    doc.match(pattern).forEach((m) => {
      const terms = m.terms();
      const adj = terms.eq(1);
      const noun = terms.eq(2);
      const [a, n] = [adj.text('normal'), noun.text('normal')];
      if (!/s$/.test(n) || !soloTags(a).has('Adjective') || soloTags(n).has('Copula')) return;
      adj.unTag('Noun').tag('Adjective');
      noun.unTag('Verb').tag('Plural');
    });
  // ("kept pigeons in the back garden.": the same word ending the sentence, after a preposition's article and noun)
  doc
    .match('#Preposition (#Determiner|#Possessive) #Singular [#Infinitive]$', 0)
    .filter((m) => !m.has('(#Copula|#Auxiliary|#Modal|#Gerund|#PastTense)'))
    .unTag('Verb')
    .tag('Singular');
  return doc;
}

type Tok = {
  text: string;
  lower: string;
  tags: Set<string>;
  post: string;
  s: number;
  i: number;
  /** capitalised and not the first word of its sentence */
  midCap: boolean;
  cap: boolean;
};

const has = (t: Tok | undefined, ...tags: string[]) => t !== undefined && tags.some((x) => t.tags.has(x));

function clean(word: string): string {
  if (word.trim() === '&') return '&';
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’.]+$/gu, '').replace(/[’]/g, "'");
}

function tokens(doc: ReturnType<typeof parse>): Tok[][] {
  const json = doc.json() as { terms: { text: string; pre: string; post: string; tags: string[]; normal: string }[] }[];
  return json.map((sentence, s) =>
    sentence.terms.map((t, i, terms) => {
      // "in Enugu (she was a bridesmaid ...) and now": a bracket sets a clause apart, as a comma does
      const post = /[()[\]]/.test(t.post) || /[([]/.test(terms[i + 1]?.pre ?? '') ? `${t.post},` : t.post;
      const text = clean(t.text).replace(/\.$/, (m) => (/^(mr|mrs|ms|dr|prof|st|mt|jr|sr)\.$/i.test(t.text) ? m : ''));
      const cap = /^\p{Lu}/u.test(text);
      // ("£400": the number, and the money it counts)
      const currency = /^([£$€¥])\d/.exec(t.text.trim())?.[1];
      return {
        text,
        lower: text.toLowerCase().replace(/'s$/, ''),
        tags: new Set(currency ? [...t.tags, `Currency${currency}`] : t.tags),
        post,
        s,
        i,
        cap,
        midCap: cap && i > 0,
      };
    }),
  );
}

// ---- names ---------------------------------------------------------------------------------------

const OCCASION_WORDS =
  /^(birthday|bday|anniversary|wedding|reunion|retirement|farewell|graduation|christmas|xmas|hanukkah|chanukah|diwali|eid|easter|thanksgiving|nowruz|holi|ramadan|kwanzaa|passover|navratri|vesak|lunar|tet|tết|chuseok|songkran|pongal|onam|vaisakhi|mubarak|valentine'?s?|congratulations|congrats|phd|masters|happy|merry|dear|song|retiring|obrigada|obrigado|gracias|merci|danke|grazie|arigato|dziękuję|shukran|asante|spasibo|kiitos|takk|tack|mahalo|salamat)$/i;

function isInitialism(t: Tok): boolean {
  return /^\p{Lu}{2,}$/u.test(t.text) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(t.text);
}

/** Could this token be part of a person's (or pet's) name? */
function nameish(t: Tok, sentence: Tok[]): boolean {
  if (!t.cap || t.text.length < 2 || isBlockedWord(t.text)) return false;
  // ("My Opa Hans turns 90": "My" opens the sentence, it is no one)
  if (/^(my|our|his|her|their|your|its|the|a|an|this|that|these|those)$/.test(t.lower)) return false;
  // ("at the same Target", "the same Costco": a shop's name after "the same" is no one)
  if (sentence[t.i - 1]?.lower === 'same') return false;
  // ("Ahmed & Leila, June 14th": a month before its day is a date, whatever the tagger says of "June")
  if (
    /^(january|february|march|april|may|june|july|august|september|october|november|december)$/.test(t.lower) &&
    /^\d{1,2}(st|nd|rd|th)?$/.test(sentence[t.i + 1]?.lower ?? '')
  )
    return false;
  // ("Twins Mila and Noa graduating": a relation of several is what they are, not a name)
  if (PLURAL_RELATION.test(t.lower) || PAIR.test(t.lower)) return false;
  if (OCCASION_WORDS.test(t.lower) || isInitialism(t) || has(t, 'Product', 'Work')) return false;
  // "to teach English", "speaks French": a language is no one's name
  if (has(t, 'Demonym') || LANGUAGE.test(t.lower)) return false;
  if (
    has(t, 'Place', 'Organization', 'Date', 'Month', 'WeekDay', 'Pronoun', 'Value', 'Verb', 'Adjective', 'Determiner')
  )
    return has(t, 'Person', 'FirstName') && !has(t, 'Place', 'Organization');
  if (has(t, 'Honorific')) return true;
  if (has(t, 'Person', 'FirstName', 'LastName', 'MaleName', 'FemaleName')) return true;
  if (has(t, 'Actor')) return false;
  if (personFollows(t, sentence)) return true;
  if (!has(t, 'Noun', 'ProperNoun')) return false;
  if (t.midCap) return true;
  // the first word of a sentence is capitalised anyway: a name only if it is not an ordinary word
  const next = sentence[t.i + 1];
  // ("shoutout to supervisor Dolores", "pls make it cute": a word of chat is no name)
  if (CHAT_WORD.test(t.lower)) return false;
  return (
    has(t, 'ProperNoun') || !dictionaryPhones(t.lower) || (next !== undefined && next.cap && nameish(next, sentence))
  );
}

/** Chat words CHAT_WORDS does not already take out of the text before it is read. */
/** "i forgot our anniversary babe": a pet name called at the end of a clause (never "call them all sweetheart"). */
const CALLED_BY_PET_NAME =
  /(?<!\b(?:my|our|your|his|her|their|the|a|new|little|baby|sweet|call|calls|called|calling|all|them|him|me|us|named|say|says|said|just|like|as)) (babe|hun|darling|sweetie)(?=\s*(?:[.!?]|$|because\b|bc\b|cause\b|cuz\b))/iu;

const CHAT_WORD = /^(shoutout|shoutouts|idk|ps|anyways|ty|thx)$/;

/** What is said of a person, not a thing: "turning 40", "retiring after 34 yrs", "graduates", "is 80". */
const PERSON_PREDICATE =
  /^(turning|turns|turned|retiring|retires|retired|graduating|graduates|graduated|marrying|marries|married|proposing|engaged|expecting|pregnant)$/;

/** What only people do, and say who did it: "Leo loves drums", "Rosa bakes bread". */
const PERSON_VERB =
  /^(loves|hates|adores|likes|bakes|cooks|knits|sews|dances|sings|hums|whistles|laughs|talks|speaks|volunteers|coaches|teaches|misses|remembers|collects|texts|gardens|hikes|swims|works|lives|drives|reads|writes|paints)$/;

/**
 * A word the pronouncing dictionary knows opens the sentence; what follows is said only of people ("Tariq retiring
 * after 34 yrs", "Amara graduates in June", "Leo: drums, skateboarding, pizza" as the story's first words).
 */
function personFollows(t: Tok, sentence: Tok[]): boolean {
  if (t.i !== 0 || has(t, 'Plural', 'Uncountable') || kinOf(t.lower) || PET_KINDS.test(t.lower)) return false;
  const next = sentence[1];
  if (!next) return false;
  if (t.s === 0 && /:/.test(t.post) && !/^\p{Lu}/u.test(next.text)) return true;
  if (t.post.trim() !== '') return false;
  const after = sentence[2];
  // ("Coffee turns him into a human" is no birthday)
  if (/^turn/.test(next.lower)) return after !== undefined && numberValue(after) !== undefined;
  if (PERSON_PREDICATE.test(next.lower) || PERSON_VERB.test(next.lower)) return true;
  // "Tariq is 80", "Leo's 13", "Tariq is retiring"
  return (
    /^(is|was|'s)$/.test(next.lower) &&
    after !== undefined &&
    (numberValue(after) !== undefined || PERSON_PREDICATE.test(after.lower))
  );
}

function genderOf(toks: Tok[]): StoryPerson['gender'] {
  // ("Grandpa Bertie", "Auntie Sam": a family title says it first)
  const kin = toks[0] ? familyGender(toks[0].lower) : undefined;
  if (kin && toks.length > 1) return kin;
  if (toks.some((t) => has(t, 'FemaleName'))) return 'female';
  if (toks.some((t) => has(t, 'MaleName'))) return 'male';
  const title = toks[0]?.lower.replace(/\.$/, '');
  if (title === 'mrs' || title === 'ms' || title === 'miss') return 'female';
  if (title === 'mr') return 'male';
  return undefined;
}

/** Words said of a thing one owns, never of a person one loves: "Dad's old Morris Minor", "her rusty Fiesta". */
const THING_ADJECTIVE =
  /^(old|new|brand-new|trusty|battered|rusty|vintage|beat-up|ancient|broken|shiny|clapped-out|second-hand|secondhand|used|electric|classic|red|blue|green|yellow|black|white|silver|orange|purple|pink|grey|gray|brown|gold|golden|tiny|enormous|huge|massive|bright)$/;

/** Verbs of saying or knowing: the clause after them (and whom they were said to) is what was said. */
const SPEECH =
  /^(told|tell|tells|said|say|says|pretend|pretends|pretended|promised|promises|swore|swears|knew|know|knows|reminded|reminds|wrote|writes|texted|texts|insisted|insists|announced|explained|admitted|realised|realized|decided)$/;

/** Titles and roles sung with the name: "Mrs. Okonkwo", "Coach Ben", "Granny Rose". */
// ("Sister Maureen Doyle", "Father Brian", "Brother Tom": a nurse's, a priest's, a monk's title before a name)
const TITLE =
  /^(mr|mrs|ms|dr|prof|miss|sir|dame|sister|father|brother|auntie|aunty|aunt|uncle|coach|captain|professor|pastor|nurse|granny|grandma|grandpa|gran|nana|nan|nanna|grandad|granddad|nonna|nonno|oma|opa|abuela|abuelo|babcia|dziadek|papa|mama|señor|señora|señorita|senhor|senhora|signor|signora|signorina|monsieur|madame|mademoiselle|herr|frau|rev|reverend|rabbi|imam|sensei)\.?$/i;
/** A surname's particle between a title and the surname: "Mrs. Ó Briain", "Dr. van Dijk". */
const PARTICLE = /^(\p{Lu}|van|von|de|der|den|da|di|du|del|della|le|la|ter|ten|bin|ibn|al|el)$/u;
/** A relation of several people: the names listed after it all have it ("her grandkids Finn, Ava and Theo"). */
const PLURAL_RELATION =
  /^(kids|children|grandkids|grandchildren|sons|daughters|boys|girls|twins|triplets|sisters|brothers|nieces|nephews|cousins|friends|parents|grandparents|flatmates|roommates|housemates|mates|colleagues|coworkers|co-workers|teammates|classmates|neighbours|neighbors|besties|buddies|pals|students|nurses|aunts|uncles|teachers|bridesmaids|groomsmen)$/;
/** Titles sung with the first name that follows them ("Coach Ben", "Granny Rose"), not the surname. */
const KEEPS_FIRST =
  /^(sister|father|brother|coach|captain|pastor|nurse|auntie|aunty|aunt|uncle|granny|grandma|grandpa|gran|nana|nan|nanna|grandad|granddad|nonna|nonno|oma|opa|abuela|abuelo|babcia|dziadek|papa|mama)$/i;
/** Of those, the ranks called by the surname when the buyer gives both names ("Captain Esperanza Vidal" -> "Captain Vidal"). */
const RANK = /^(coach|captain|pastor)$/i;

const alone = new Map<string, Set<string>>();
/** The tagger's reading of a word on its own, from its lexicon, not from where it stands. */
export function soloTags(word: string): Set<string> {
  let tags = alone.get(word);
  if (!tags) {
    tags = new Set((nlp(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? []);
    // (a long-running server reads many stories: the cache stays small)
    if (alone.size >= 5000) alone.clear();
    alone.set(word, tags);
  }
  return tags;
}
/** A word the tagger knows as a first name, wherever it stands ("José" in "Maria José", which it calls a surname there). */
function givenName(word: string): boolean {
  return soloTags(word).has('FirstName');
}
/** A word the tagger knows only as a surname ("Li", "Chen", "Fischer"). */
function surnameOnly(word: string): boolean {
  const tags = soloTags(word);
  return tags.has('LastName') && !tags.has('FirstName');
}

/** The name as sung: a first name; a title keeps the surname ("Mrs. Okonkwo"); never a surname alone. */
function sungName(toks: Tok[]): string | undefined {
  const words = toks.map((t) => t.text);
  if (has(toks[0], 'Honorific') || TITLE.test(words[0] ?? '')) {
    if (words.length === 1) return undefined;
    // ("Mrs. Kim Soon-ja", "Dr. Nguyen Van Minh": the family name told first, then the given name, which may be joined
    // by a hyphen; the title goes with the family name)
    const whole = toks.slice(1).reduce<string[]>((out, t, k, all) => {
      if (k > 0 && all[k - 1].post === '-') out[out.length - 1] += `-${t.text}`;
      else out.push(t.text);
      return out;
    }, []);
    if (
      !KEEPS_FIRST.test(words[0]) &&
      whole.length >= 2 &&
      (/-\p{Ll}/u.test(whole[whole.length - 1]) || (whole.length >= 3 && surnameOnly(whole[0])))
    ) {
      const title = words[0].replace(/^(mr|mrs|ms|dr)$/i, (m) => `${m}.`);
      return `${title[0].toUpperCase()}${title.slice(1)} ${whole[0]}`;
    }
    const title = words[0].replace(/^(mr|mrs|ms|dr)$/i, (m) => `${m}.`);
    const t = title[0].toUpperCase() + title.slice(1);
    // "Dr. Amara Patel" -> "Dr. Patel"; "Coach Ben" stays as written; "Mrs. Ó Briain" keeps the whole surname
    // ("Captain Esperanza Vidal" -> "Captain Vidal", but "Auntie Mei Ling" and "Sister Maria José" keep both names)
    if (KEEPS_FIRST.test(title) && !(RANK.test(title) && words.length > 2))
      return `${t} ${givenNames(words.slice(1)).join(' ')}`;
    let from = words.length - 1;
    while (from > 1 && PARTICLE.test(words[from - 1])) from--;
    return `${t} ${words.slice(from).join(' ')}`;
  }
  const first = toks[0];
  if (toks.length === 1 && has(first, 'LastName') && !has(first, 'FirstName')) return undefined;
  // "Team Nebula" is the team's whole name; "Jean-Pierre" keeps its hyphen
  if (toks.length > 1 && GROUP.test(first.lower)) return words.join(' ');
  if (toks.length > 1 && first.post === '-') return `${words[0]}-${words[1]}`;
  // ("Big Sam", "Little Mo", "Lil Jay", "Old Tom": a nickname's word before the name is part of it)
  if (toks.length > 1 && /^(big|little|lil|old|young|tiny|mad|uncle|auntie)$/i.test(words[0]) && givenName(words[1]))
    return `${words[0]} ${words[1]}`;
  // "Nai Nai", "Lulu Lulu": a name said twice is one name
  if (toks.length > 1 && words[1].toLowerCase() === words[0].toLowerCase()) return `${words[0]} ${words[1]}`;
  // "Li Wei", "Chen Jie": a surname told first, then the given name; the two are said together
  if (toks.length === 2 && surnameOnly(words[0]) && givenName(words[1])) return words.join(' ');
  return givenNames(words).join(' ');
}

/**
 * The given names that open a name: "Maria José Ortega" -> "Maria José", "Mary Kate" -> "Mary Kate", "Ben Carter" ->
 * "Ben". Of two names alone, a second one of the other sex is a surname ("Maureen Doyle").
 */
function givenNames(words: string[]): string[] {
  if (words.length < 2 || /-/.test(words[0]) || !givenName(words[0]) || !givenName(words[1])) return words.slice(0, 1);
  const sex = (w: string) => (soloTags(w).has('FemaleName') ? 'f' : soloTags(w).has('MaleName') ? 'm' : '');
  const [a, b] = [sex(words[0]), sex(words[1])];
  return words.length > 2 || !a || !b || a === b ? words.slice(0, 2) : words.slice(0, 1);
}

// ("stepdad", "godmother", "foster-mum", "step-sister": a family word with its prefix is the same family word)
const FAMILY_FEMALE =
  /^(?:step-?|god-?|foster-?|half-?)?(mum|mom|mummy|mommy|mother|mama|grandma|granny|nana|grandmother|wife|sister|daughter|aunt|auntie|bride|girlfriend|fiancee|gran|oma|abuela|nonna)$/;
const FAMILY_MALE =
  /^(?:step-?|god-?|foster-?|half-?)?(dad|daddy|father|papa|grandpa|grandad|granddad|grandfather|husband|brother|son|uncle|groom|boyfriend|fiance|opa|abuelo|nonno)$/;

/** "Maria" -> female, "Tomasz" -> male: a given name the tagger knows as only one or the other. */
export function givenGender(name: string): 'female' | 'male' | undefined {
  // ("Dr Ngozi Okafor": the given name after the title)
  const first =
    name
      .split(/\s+/)
      .find((w) => !TITLE.test(w.toLowerCase()))
      ?.toLowerCase() ?? '';
  if (!first) return undefined;
  const tags = soloTags(first);
  if (tags.has('FemaleName') && !tags.has('MaleName')) return 'female';
  if (tags.has('MaleName') && !tags.has('FemaleName')) return 'male';
  return undefined;
}

/** Whether a family word ("Nana", "my stepdad", "Grandad") names a woman or a man. */
export function familyGender(word: string): 'female' | 'male' | undefined {
  const w = word.toLowerCase();
  // (and the short words the reader does not take for a relation: "Ma", "Nan", "Pa"; a niece, a nephew)
  if (FAMILY_FEMALE.test(w) || /^(ma|nan|niece)$/.test(w)) return 'female';
  if (FAMILY_MALE.test(w) || /^(pa|nephew)$/.test(w)) return 'male';
  return undefined;
}
/** Pasts the tagger may give as a verb's stem ("said ship it"), and the stem each is of. */
const PAST_STEM: Record<string, string> = {
  said: 'say',
  told: 'tell',
  thought: 'think',
  went: 'go',
  came: 'come',
  // (irregular pasts the tagger now and then takes for a stem: "Sparky, built in a garage, broke down")
  broke: 'break',
  took: 'take',
  gave: 'give',
  ran: 'run',
  sang: 'sing',
  wrote: 'write',
  drove: 'drive',
  rode: 'ride',
  fell: 'fall',
  threw: 'throw',
  grew: 'grow',
  knew: 'know',
  flew: 'fly',
  drew: 'draw',
  ate: 'eat',
  wore: 'wear',
  spoke: 'speak',
  chose: 'choose',
  froze: 'freeze',
  woke: 'wake',
  forgot: 'forget',
  swam: 'swim',
  began: 'begin',
  stole: 'steal',
  blew: 'blow',
  shook: 'shake',
  swore: 'swear',
  tore: 'tear',
  bit: 'bite',
  hid: 'hide',
  sank: 'sink',
  rang: 'ring',
  bought: 'buy',
  brought: 'bring',
  caught: 'catch',
  fought: 'fight',
  taught: 'teach',
  slept: 'sleep',
  kept: 'keep',
  sold: 'sell',
  stood: 'stand',
  won: 'win',
  dug: 'dig',
  spent: 'spend',
  sent: 'send',
  // (British pasts in -t: "he learnt to cook", never "learnted")
  learnt: 'learn',
  burnt: 'burn',
  dreamt: 'dream',
  spelt: 'spell',
  spilt: 'spill',
  smelt: 'smell',
  leapt: 'leap',
  knelt: 'kneel',
  spoilt: 'spoil',
};

/** Participles the tagger may give as a verb's stem ("we've broken down"), with the stem and the past of each. */
const PARTICIPLE_STEM: Record<string, [string, string]> = {
  broken: ['break', 'broke'],
  spoken: ['speak', 'spoke'],
  stolen: ['steal', 'stole'],
  frozen: ['freeze', 'froze'],
  woken: ['wake', 'woke'],
  forgotten: ['forget', 'forgot'],
  chosen: ['choose', 'chose'],
  written: ['write', 'wrote'],
  ridden: ['ride', 'rode'],
  driven: ['drive', 'drove'],
  eaten: ['eat', 'ate'],
  fallen: ['fall', 'fell'],
  given: ['give', 'gave'],
  taken: ['take', 'took'],
  shaken: ['shake', 'shook'],
  swum: ['swim', 'swam'],
  begun: ['begin', 'began'],
  sung: ['sing', 'sang'],
  grown: ['grow', 'grew'],
  known: ['know', 'knew'],
  thrown: ['throw', 'threw'],
  flown: ['fly', 'flew'],
  drawn: ['draw', 'drew'],
  worn: ['wear', 'wore'],
  hidden: ['hide', 'hid'],
  bitten: ['bite', 'bit'],
  gotten: ['get', 'got'],
};

/**
 * Participles a perfect needs where the tagger gives the past: "has run the same stall", never "has ran" (every stem
 * above, bar "get": "has got" stays as told).
 */
const PERFECT: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PARTICIPLE_STEM)
      .filter(([, [stem]]) => stem !== 'get')
      .map(([participle, [stem]]) => [stem, participle]),
  ),
  run: 'run',
  come: 'come',
  become: 'become',
  go: 'gone',
  do: 'done',
  see: 'seen',
  drink: 'drunk',
  ring: 'rung',
};

/** A stem's present for "he", "she" or "it": "breaks", "fixes", "flies". */
function presentOf(stem: string): string {
  return /(s|sh|ch|x|z|o)$/.test(stem) ? `${stem}es` : /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ies` : `${stem}s`;
}

/** A kind of animal, one or several ("our cats Miso and Tofu"). */
function petWord(word: string): boolean {
  return PET_KINDS.test(word) || PET_KINDS.test(word.replace(/ies$/, 'y').replace(/([^s])s$/, '$1'));
}
const KIN: [RegExp, string][] = [
  [
    /^(grandpa|grandad|granddad|grandfather|gramps|grampa|opa|abuelo|nonno|pappa|morfar|farfar|pappou|papou|zaide|zayde|lolo|dziadek|dedushka|vovô|avô|dede|jiddo|halabeoji|ojiisan|yeye|nanabhai|dadaji|nanaji)$/,
    'grandfather',
  ],
  [
    /^(grandma|granny|nana|nan|gran|grandmother|oma|abuela|nonna|mummi|mormor|farmor|yiayia|yaya|bubbe|bubby|lola|babcia|babushka|vovó|avó|nene|teta|halmeoni|obaachan|nainai|popo|nani|dadi|ammamma|nanima|dadima)$/,
    'grandmother',
  ],
  [/^(mum|mom|mummy|mommy|mother|mama|ma)$/, 'mother'],
  [/^(dad|daddy|father|papa|pa|pop)$/, 'father'],
];
/** The family words a buyer calls someone by, as a pattern's alternatives. */
const KIN_WORDS =
  'mum|mom|mother|mama|ma|dad|father|papa|pa|grandma|granny|nana|nan|gran|grandmother|grandpa|grandad|granddad|grandfather|oma|opa|abuela|abuelo|nonna|nonno|aunt|auntie|uncle|stepmum|stepmom|stepdad';
/** What the story calls the one the relation names ("mother" picked, "Mum turning 60" told: "Mum"). */
function toldKin(all: Tok[], relation: string): string | undefined {
  const kin = kinOf(relation);
  if (kin === undefined) return undefined;
  return all.find((t, i) => !/^(her|his|their)$/.test(all[i - 1]?.lower ?? '') && kinOf(t.lower) === kin)?.lower;
}

/** What a formal family word is called to one's face: "father" is "Dad", "grandmother" is "Grandma". */
function familiar(relation: string, prompt: string): string {
  const american = /\b(mom|mommy|color|favorite|neighbor|center|honor)\b/i.test(prompt);
  const called: Record<string, string> = {
    mother: american ? 'mom' : 'mum',
    father: 'dad',
    grandmother: 'grandma',
    grandfather: 'grandpa',
  };
  return called[relation] ?? relation;
}

/** The relation a kinship word names ("Grandpa" and "grandfather" alike), if it is one. */
export function kinOf(word: string): string | undefined {
  const w = word.toLowerCase();
  // ("Mummyji", "Papaji", "Nani-ji": a family word with the respect "-ji" is the same family word)
  const plain = /^\p{L}{3,}-?ji$/u.test(w) ? w.replace(/-?ji$/, '') : w;
  return KIN.find(([re]) => re.test(plain))?.[1];
}
// kinds of animal people keep and name: what makes "his dog Rufus" a pet and "our team lead Sven" a person
/** How often something is done ("still whistles", "always brings"): words the tagger often misreads around. */
const FREQUENCY_WORDS = 'still|always|often|never|usually|sometimes';
export const PET_KINDS =
  /^(dog|cat|puppy|pup|kitten|kitty|horse|pony|rabbit|bunny|hamster|parrot|bird|budgie|tortoise|turtle|goldfish|fish|pig|goat|retriever|labrador|lab|terrier|spaniel|poodle|collie|pug|beagle|dachshund|ferret|lizard|snake|chicken|hen|donkey|greyhound|husky|shepherd|corgi|gecko|canary|cockatoo|guinea|staffie|staffy|cockapoo|labradoodle|dalmatian|rottweiler|chihuahua|schnauzer|whippet|lurcher|springer|sheepdog|alsatian|mutt|moggy|tabby)$/;
/** What one's partner is called: "my husband Jamal", "his wife". */
const PARTNER_WORD = /^(husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|fiancé|fiancée|spouse|hubby|wifey)$/;
const GROUP =
  /^(team|crew|squad|shift|class|department|staff|colleagues|friends|family|everyone|band|choir|club|group|guys|gang|kids|children|students|coworkers|co-workers|neighbours|neighbors)$/;
const PAIR = /^(parents|grandparents|couple|newlyweds|in-laws|twins)$/;
/** People the song thanks by what they do, several of them: "the nurses on ward 7", "our volunteers". */
const ROLE_GROUP =
  /^(nurses|doctors|teachers|volunteers|firefighters|coaches|carers|caregivers|midwives|paramedics|neighbours|neighbors|teammates|classmates|bandmates|housemates|roommates|flatmates|mates|guys|ladies|folks|helpers|staff|lifeguards|drivers|officers|soldiers|troops|vets|nuns|monks)$/;
const LANGUAGE =
  /^(english|french|spanish|german|italian|portuguese|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|urdu|russian|polish|dutch|greek|turkish|swahili|latin)$/;
/** Verbs whose object is a work, not a person: "whistles Chopin", "reads Murakami", "plays Bach". */
const PERFORM =
  /^(whistle|whistles|whistled|whistling|hum|hums|hummed|humming|read|reads|reading|play|plays|played|playing|sing|sings|sang|singing|quote|quotes|quoted|recite|recites|recited)$/;
/** Things sent or said to someone: the name after their "to" is who gets them ("my love to Sam"). */
const ADDRESSED =
  /^(love|thanks|message|letter|note|card|toast|greeting|greetings|tribute|wishes|hello|ode|gift|shout-out|shoutout|cheers|dedication)$/;
/** Verbs of going somewhere: the name after their "to" is a place. */
const MOTION =
  /^(go|goes|went|going|move|moves|moved|moving|fly|flies|flew|flying|travel|travels|travelled|traveled|drive|drives|drove|ride|rides|rode|sail|sails|sailed|walk|walks|walked|commute|commutes|commuted|return|returns|returned|emigrated|relocated|relocating|back|trip|trips|way|come|comes|came|coming|arrive|arrives|arrived|arriving|emigrate|emigrates|emigrating|immigrated|fled|flee|flees|escaped|headed|cycled|sent|moved)$/;
const FREQUENCY = new RegExp(`^(${FREQUENCY_WORDS})$`);
const SUBJECT_ADVERB =
  /^(still|always|often|never|usually|sometimes|once|ever|just|also|later|afterwards|eventually|finally)$/;
const BUSINESS =
  /^(bakery|cafe|café|shop|store|restaurant|salon|studio|gallery|garage|pub|bar|brewery|farm|kitchen|diner|deli|boutique|bookshop|bookstore|pizzeria|bistro|workshop|barbershop|florist|tavern|inn)$/;
const STREET_FIRST = /^(rue|avenue|via|calle|strasse|straße|boulevard|piazza|plaza|praça|rua|ulica|gasse)$/;
const INSTITUTION =
  /^(university|college|school|academy|primary|elementary|kindergarten|nursery|institute|hospital|clinic|street|road|avenue|park|church|station|airport|hotel|cafe|café|restaurant|bank|market|bridge|museum|library|stadium|theatre|theater|centre|center|club|company|inc|ltd|corp)$/;

// ---- numbers and times ---------------------------------------------------------------------------

function numberValue(t: Tok): { value: number; ordinal: boolean } | undefined {
  const m = /^(\d{1,4})(st|nd|rd|th)?$/i.exec(t.text.replace(/,/g, ''));
  if (m) return { value: Number(m[1]), ordinal: m[2] !== undefined };
  if (has(t, 'Value')) {
    const parsed: unknown = (nlp(t.text).numbers().get() as unknown[])[0];
    if (typeof parsed === 'number' && Number.isFinite(parsed)) return { value: parsed, ordinal: has(t, 'Ordinal') };
  }
  return undefined;
}

function isYear(t: Tok): boolean {
  const n = /^(\d{4})$/.exec(t.text);
  return n !== null && Number(n[1]) >= 1900 && Number(n[1]) <= 2099;
}

const CURRENCY: Record<string, [string, string]> = {
  '£': ['pound', 'pounds'],
  $: ['dollar', 'dollars'],
  '€': ['euro', 'euros'],
  '¥': ['yen', 'yen'],
};

/** A token in sung form: numbers as words, everything else as written. */
function sungWord(t: Tok): string {
  // "raised £400": "four hundred pounds"
  const currency = [...t.tags].find((x) => x.startsWith('Currency'))?.slice(8);
  if (currency && CURRENCY[currency] && /^\d[\d,]*$/.test(t.text)) {
    const value = Number(t.text.replace(/,/g, ''));
    return `${numberToWords(value)} ${CURRENCY[currency][value === 1 ? 0 : 1]}`;
  }
  // "beating Dale United 3-2": a score, "three-two"
  const score = /^(\d{1,2})[-–](\d{1,2})$/.exec(t.text);
  if (score) return `${numberToWords(Number(score[1]))}-${numberToWords(Number(score[2]))}`;
  // "in the 50s", "the 1980s": a decade, "the fifties", "the nineteen eighties"
  const decade = /^'?(\d{2}|\d{4})'?s$/.exec(t.text);
  if (decade && Number(decade[1]) % 10 === 0) return numberToWords(Number(decade[1])).replace(/y$/, 'ies');
  if (isYear(t)) return numberToWords(Number(t.text));
  const m = /^(\d{1,4})(st|nd|rd|th)?$/i.exec(t.text.replace(/,/g, ''));
  if (m) return m[2] ? ordinalWords(Number(m[1])) : numberToWords(Number(m[1]));
  // "10,000 parcels", "250000": a number is sung in words like the rest ("our 10,000th": "ten thousandth")
  if (/^\d{1,3}(,\d{3})+$|^\d{5,6}$/.test(t.text)) return numberToWords(Number(t.text.replace(/,/g, '')));
  const big = /^(\d{1,3}(?:,\d{3})+|\d{5,6})(st|nd|rd|th)$/i.exec(t.text);
  if (big) return ordinalWords(Number(big[1]!.replace(/,/g, '')));
  // "the 7:40 bus": "seven forty"; "at 6:05": "six oh five"; "at 9:00": "nine o'clock"
  const time = /^(\d{1,2}):(\d{2})(am|pm)?$/i.exec(t.text);
  if (time) {
    const min = Number(time[2]);
    const mins = min === 0 ? "o'clock" : min < 10 ? `oh ${numberToWords(min)}` : numberToWords(min);
    const half = time[3] ? ` ${time[3].toLowerCase() === 'am' ? 'a.m.' : 'p.m.'}` : '';
    return `${numberToWords(Number(time[1]))} ${min === 0 && half ? '' : mins}${half}`.replace(/\s+/g, ' ').trim();
  }
  // "3.2 kg": "three point two"
  const decimal = /^(\d{1,3})\.(\d{1,2})$/.exec(t.text);
  if (decimal)
    return `${numberToWords(Number(decimal[1]))} point ${[...decimal[2]].map((d) => numberToWords(Number(d))).join(' ')}`;
  const clock = /^(\d{1,2})(am|pm)$/i.exec(t.text);
  if (clock) return `${numberToWords(Number(clock[1]))} ${clock[2].toLowerCase() === 'am' ? 'a.m.' : 'p.m.'}`;
  return t.text;
}

const sungText = (toks: Tok[]) =>
  toks
    .map((t, i) => modelNumber(t, toks[i - 1], toks[i + 1]) ?? sungWord(t))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "peugeot 504", "room 101", "Boeing 747": a number that names a model or a room is said in its parts ("five oh four"). */
function modelNumber(t: Tok, before: Tok | undefined, after: Tok | undefined): string | undefined {
  const m = /^([1-9])(\d\d)$/.exec(t.text);
  if (!m || !before || !has(before, 'Noun') || has(before, 'Determiner', 'Possessive', 'Pronoun', 'Verb', 'Value'))
    return undefined;
  if (after && has(after, 'Plural')) return undefined;
  const rest = Number(m[2]);
  if (rest === 0) return undefined;
  return `${numberToWords(Number(m[1]))} ${rest < 10 ? `oh ${numberToWords(rest)}` : numberToWords(rest)}`;
}

// ---- the reader ----------------------------------------------------------------------------------

type Mention = { toks: Tok[]; name?: string; relation?: string; pet?: string };

const CAUSATIVE = /^(let|lets|make|makes|made|help|helps|helped|watch|watched|saw|see|sees|heard|hear|hears)$/;
const SUBORDINATE =
  /^(who|whose|which|that|where|when|while|because|since|and|but|so|then|after|before|until|as|though|although|tho)$/;
const INSTRUCTION =
  /\b(song|songs|lyrics|write|compose|sing|singer|style|genre|tempo|upbeat|melody|verse|chorus|mention|include|please)\b/i;

function splitNames(text: string): string[] {
  // ("Crumb & Co", "Smith and Sons": one firm, never two people)
  if (/^\p{Lu}[\p{L}'’-]*\s*(?:&|and)\s*(?:Co\.?|Sons|Daughters|Partners)$/u.test(text.trim())) return [text.trim()];
  const names = text
    .split(/\s*(?:,|&|\band\b|\bund\b|\by\b|\bet\b|\+)\s*/i)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
  // ("Mr. and Mrs. Kowalczyk": a title alone shares the surname that ends the names)
  const surname = names[names.length - 1]?.split(/\s+/).slice(1).join(' ');
  return names.map((n) =>
    TITLE.test(n) && /^(mr|mrs|ms|dr|prof|miss)\.?$/i.test(n) && surname ? `${n} ${surname}` : n,
  );
}

/**
 * A story typed all in lower case ("happy birthday zoë") still names someone: the word after a
 * greeting is capitalised when it is not a pronoun, article, preposition or family word, so it is
 * read as the name it is.
 */
function capitaliseGreeted(text: string): string {
  if (/\p{Lu}/u.test(text)) return text;
  return text.replace(
    /\b((?:happy|merry)\s+[\p{L}']+(?:\s+(?:day|year|anniversary))?(?:\s+to)?|dear|hi|hey|congrats|congratulations)\s+(\p{L}[\p{L}'-]*)/gu,
    (m, lead: string, word: string) => {
      const tags = nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? [];
      const functionWord = tags.some((t: string) =>
        /^(Pronoun|Determiner|Preposition|Conjunction|Verb|Adverb|Possessive|QuestionWord|Value)$/.test(t),
      );
      if (functionWord || FAMILY_FEMALE.test(word) || FAMILY_MALE.test(word) || OCCASION_WORDS.test(word)) return m;
      return `${lead} ${word[0].toUpperCase()}${word.slice(1)}`;
    },
  );
}

/** Relation words a name may follow ("my best friend kasia"). */
const RELATION_BEFORE_NAME =
  /^(?:step-?|god-?|foster-?|half-?)?(friend|bestie|sister|brother|wife|husband|girlfriend|boyfriend|partner|fiance|fiancee|fiancé|fiancée|mum|mom|dad|mother|father|daughter|son|grandma|grandpa|granny|grandad|aunt|auntie|uncle|cousin|niece|nephew|neighbour|neighbor|colleague|boss|teacher|coach|mate|buddy|pal)$/;

/** A lowercase word that reads as a name: compromise knows it as one, or it is no English word at all. */
function lowercaseName(name: string): boolean {
  // ("my boyfriend mateusz's 30th": the name owns what follows)
  const word = name.replace(/'s$/, '');
  if (!/^\p{Ll}[\p{L}'-]+$/u.test(word) || OCCASION_WORDS.test(word) || RELATION_BEFORE_NAME.test(word)) return false;
  const cap = `${word[0].toUpperCase()}${word.slice(1)}`;
  const tags: string[] = nlp(cap).terms().json()[0]?.terms?.[0]?.tags ?? [];
  if (tags.some((t) => /^(FirstName|MaleName|FemaleName)$/.test(t))) return true;
  const lowerTags: string[] = nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? [];
  const plain = lowerTags.every((t) => /^(Noun|Singular|ProperNoun)$/.test(t));
  return plain && !dictionaryPhones(word) && !isBlockedWord(word);
}

function plainAfterRelation(word: string): boolean {
  if (!/^\p{Ll}[\p{L}'-]+$/u.test(word) || OCCASION_WORDS.test(word) || RELATION_BEFORE_NAME.test(word)) return false;
  if (GROUP.test(word) || PET_KINDS.test(word) || isBlockedWord(word)) return false;
  const tags = [...soloTags(word)];
  return tags.length > 0 && tags.every((t) => /^(Noun|Singular|ProperNoun)$/.test(t));
}

/**
 * A story typed in lower case still names its people: "for kasia, 33 today", "my best friend kasia". A lowercase
 * word after "for" or "to" at the start of a sentence, or after a relation word, is capitalised when it reads as
 * a name.
 */
function capitaliseNamed(text: string): string {
  const cap = (m: string, lead: string, word: string) =>
    lowercaseName(word) ? `${lead}${word[0].toUpperCase()}${word.slice(1)}` : m;
  // ("mothers day song for mama": what the buyer calls them is their name)
  const capKin = (m: string, lead: string, word: string) =>
    /^(mama|mum|mom|mommy|mummy|ma|papa|dad|daddy|pa|baba|nana|nan|granny|grandma|grandpa|grandad|abuela|abuelo|oma|opa)$/i.test(
      word,
    )
      ? `${lead}${word[0].toUpperCase()}${word.slice(1)}`
      : cap(m, lead, word);
  // ("for nai nai": a name said twice is capitalised twice)
  const twice = (t: string) =>
    t.replace(/\b(\p{Lu}\p{Ll}+)\s+(\p{Ll}+)\b/gu, (m, a: string, b: string) =>
      a.toLowerCase() === b ? `${a} ${a}` : m,
    );
  // ("wedding song for tomas & ngozi": the name after a name and "and" is one too)
  // (but "Lupe and grandpa Ernesto": a family word before a name stays a word)
  const pairs = (t: string) =>
    t.replace(/\b(\p{Lu}\p{Ll}+\s+(?:and|&)\s+)(\p{Ll}[\p{L}'-]*)(?![\p{L}'-]|\s+\p{Lu})/gu, capKin);
  // ("jam every august", "in may"): a month or a day of the week is written with its capital
  const calendar = (t: string) =>
    t
      .replace(
        /\b(january|february|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|hanukkah|chanukah|diwali|thanksgiving|ramadan|passover|kwanzaa)\b/g,
        (w: string) => `${w[0].toUpperCase()}${w.slice(1)}`,
      )
      // ("on new years eve")
      .replace(
        /\bnew year'?s'? (eve|day)\b/gi,
        (_m, d: string) => `New Years ${d[0].toUpperCase()}${d.slice(1).toLowerCase()}`,
      )
      // ("christmas eve", "new year's day")
      .replace(
        /\b(Christmas|Easter) (eve|day|morning)\b/g,
        (_m, a: string, b: string) => `${a} ${b[0].toUpperCase()}${b.slice(1)}`,
      )
      .replace(
        /\b((?:in|every|this|last|next|since|until|early|late|mid|of)\s+)(may|march)\b|\b(may|march)(?=\s+\d)/g,
        (m, lead: string | undefined, a: string | undefined, b: string | undefined) => {
          const w = (a ?? b)!;
          return `${lead ?? ''}${w[0].toUpperCase()}${w.slice(1)}`;
        },
      );
  // ("at lake tahoe", "on fifth avenue", "near maple street": a lake or a mountain by its name, and a street's name with
  // its kind, typed small, are written with their capitals)
  const landmarks = (t: string) =>
    t
      .replace(
        /\b(lake|mount|mt|loch|river|cape|lac|isle of) (\p{Ll}[\p{L}'-]{2,})\b/gu,
        (m, kind: string, name: string) =>
          isBlockedWord(name) ||
          soloTags(name).has('Verb') ||
          soloTags(name).has('Determiner') ||
          /^(the|a|an|and|of|in|on|at|near|every|each|this|that|last|next|all|house|shore|side|view|district|front|road|cabin|trip|weekend|holiday|town|path|walk|swim|water|edge|bank)$/.test(
            name,
          )
            ? m
            : `${capital(kind)} ${capital(name)}`,
      )
      .replace(
        /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|main|high|maple|oak|elm|pine|park|church|mill|station|market|king|queen|victoria|george|bridge|london|north|south|east|west|\p{Ll}+(?:wood|field|ford|ton|ham|by|ley|view|side))( )(street|avenue|road|lane|terrace|drive|boulevard|crescent|square|close|way)\b/gu,
        (_m, name: string, gap: string, kind: string) => `${capital(name)}${gap}${capital(kind)}`,
      );
  // ("season. coach Femi is so proud": a coach named is a title and a name)
  const titled = (t: string) => t.replace(/(^|[.!?]\s+|\b(?:our|my|the|and)\s+)coach(?=\s+\p{Lu})/gu, '$1Coach');
  // ("ananya and kabir tie the knot in jaipur": the two who marry, typed in lower case, are two names)
  const marrying = (t: string) =>
    t.replace(
      /(^|[.!?]\s+)(\p{Ll}[\p{L}'-]+)(\s+(?:and|&)\s+)(\p{Ll}[\p{L}'-]+)(?=\s+(?:tie the knot|are tying the knot|tied the knot|get married|are getting married|got married|get hitched|are getting hitched|wed\b|are wed|marry|say i do|are engaged|got engaged|are celebrating|celebrate))/gu,
      (m, lead: string, a: string, and: string, b: string) =>
        [a, b].some((w) => /^(we|they|you|i|he|she|mum|mom|dad|my|our|the|both|mama|papa|grandma|grandpa)$/i.test(w))
          ? m
          : `${lead}${a[0].toUpperCase()}${a.slice(1)}${and}${b[0].toUpperCase()}${b.slice(1)}`,
    );
  return twice(
    pairs(
      titled(calendar(landmarks(capitaliseKnown(marrying(text)))))
        // ("bday song for obi pls": after "song for" as after a sentence's "for")
        .replace(/((?:^|[.!?]\s+|\b(?:song|songs|tune|one)\s+)(?:for|to)\s+)(\p{L}[\p{L}'-]*)/giu, capKin)
        // ("4 years with jake": the one the years were with)
        .replace(/(\b(?:\d+|[a-z]+) (?:years?|yrs|months?) with\s+)(\p{Ll}[\p{L}'-]*)/gu, cap)
        // "thank u to mr fitzgerald": a title is followed by a name
        // ("mrs k brought soup": an initial too)
        .replace(/\b(mr|mrs|ms|dr|prof)(\.?\s+)(\p{Ll}[\p{L}'-]*)/gu, (m, title: string, gap: string, word: string) =>
          /^(and|or|the|a|an|is|was|who|and|&|i|s)$/.test(word)
            ? m
            : `${title[0].toUpperCase()}${title.slice(1)}${gap}${word[0].toUpperCase()}${word.slice(1)}`,
        )
        // ("our dog biscuit died last week": a pet's name after its kind)
        .replace(
          new RegExp(
            `(\\b(?:my|our|his|her|their)\\s+(?:old\\s+|little\\s+)?${PET_KINDS.source.slice(1, -1)}\\s+)(\\p{Ll}[\\p{L}'-]*)`,
            'gu',
          ),
          (m, lead: string, _kind: string, word: string) =>
            /^(and|or|the|a|an|is|was|who|that|which|died|passed|has|had|loves|loved|turns|turned|of|in|on|at|to|for|with|from)$/.test(
              word,
            )
              ? m
              : `${lead}${word[0].toUpperCase()}${word.slice(1)}`,
        )
        // ("his name is marcus", "her name's chloe": the name told)
        .replace(
          /(\b(?:his|her|their|its|the dog's|the cat's) name(?: is|'s| was)\s+)(\p{Ll}[\p{L}'-]*)/gu,
          (m, lead: string, word: string) =>
            /^(a|an|the|not|also|just|really|actually|like|so|very)$/.test(word)
              ? m
              : `${lead}${word[0].toUpperCase()}${word.slice(1)}`,
        )
        // ("a dog named biscuit", "the cat called pickles", "a baby girl named amara": the name after its kind)
        .replace(
          new RegExp(
            `(\\b(?:${PET_KINDS.source.slice(2, -2)}|girl|boy|baby|son|daughter)\\s+(?:named|called)\\s+)(\\p{Ll}[\\p{L}'-]*)`,
            'gu',
          ),
          (m, lead: string, word: string) =>
            /^(and|or|the|a|an|is|was|who|that|which|it|him|her|them|after|something|anything|by)$/.test(word)
              ? m
              : `${lead}${word[0].toUpperCase()}${word.slice(1)}`,
        )
        // ("my godson finn was christened": the relation word is the one right before the name)
        .replace(
          new RegExp(
            `(\\b(?:my|our|his|her|their)\\s+(?:\\p{L}+\\s+)??${RELATION_BEFORE_NAME.source.slice(1, -1)}\\s+)(\\p{Ll}[\\p{L}'-]*)`,
            'gu',
          ),
          // ("my brother jay hes 30": right after the relation, a plain noun is the name, words though "jay" and
          // "rose" are)
          (m, lead: string, _rel: string, word: string) =>
            lowercaseName(word) || plainAfterRelation(word) ? `${lead}${word[0].toUpperCase()}${word.slice(1)}` : m,
        ),
    ),
  );
}

/** Words the tagger knows as places that are common words too: never capitalised on its say-so. */
const PLACE_WORDS =
  /^(bath|reading|nice|mobile|deal|sale|march|may|china|turkey|jordan|chad|georgia|victoria|florence|york|new|north|south|east|west|central|street|city|town|hull|wells|derby|orange|split|cork|bury|poole|sandwich|worthing|hope|liberty|paradise|eden|home)$/;

/**
 * ("she did london last year", "moved to new york", "loves johnny cash", typed in lower case): a place or a person
 * the tagger knows by name is written with its capitals, a run of words as one name.
 */
function capitaliseKnown(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  const runs: string[] = [];
  for (const sentence of nlp(text).json() as { terms: { text: string; tags: string[]; post: string }[] }[]) {
    const terms = sentence.terms;
    for (let i = 0; i < terms.length; i++) {
      // ("in houston", "in brooklyn": a place the tagger knows by where it stands; "dearborn michigan": a plain word
      // just before a region it is in)
      const kind = (t: { tags: string[]; post: string; text: string }, at = -1): 'place' | 'person' | undefined =>
        t.tags.some((x) => /^(City|Country|Region|Place)$/.test(x)) ||
        (at >= 0 &&
          t.tags.every((x) => /^(Noun|Singular)$/.test(x)) &&
          // ("in enugu": or a word no dictionary holds, where a place is told)
          ((terms[at + 1]?.tags.some((x) => /^(Region|Country)$/.test(x)) && !/[,;:.!?]/.test(t.post)) ||
            (t.text.length >= 4 &&
              /^\p{Ll}+$/u.test(t.text) &&
              !dictionaryPhones(t.text) &&
              !oneSlipFromAWord(t.text))) &&
          /^(in|from|near|outside|to)$/i.test(terms[at - 1]?.text ?? ''))
          ? 'place'
          : t.tags.includes('FirstName') || t.tags.includes('LastName')
            ? 'person'
            : undefined;
      const k = kind(terms[i], i);
      if (!k) continue;
      let j = i;
      while (
        j + 1 < terms.length &&
        (kind(terms[j + 1]) === k ||
          // ("porto alegre", "buenos aires": a word no dictionary holds, after a place's first word, is its name too)
          (k === 'place' &&
            /^\p{Ll}{3,}$/u.test(terms[j + 1].text) &&
            !dictionaryPhones(terms[j + 1].text) &&
            !oneSlipFromAWord(terms[j + 1].text))) &&
        !/[,;:.!?]/.test(terms[j].post)
      )
        j++;
      const run = terms.slice(i, j + 1).map((t) => clean(t.text));
      i = j;
      if (!run.every((w) => /^\p{Ll}[\p{Ll}'-]*$/u.test(w))) continue;
      // (a person is capitalised by the tagger's word only as a first and last name: "johnny cash"; a lone place
      // only when it is no common word: "london", never "bath")
      // ("that game with dave", "his name is kyle": a lone word the tagger knows only as a man's or a woman's name
      // is one too; never "grace", "mark" or "jack", which are words as well)
      if (
        k === 'person' &&
        run.length < 2 &&
        !(
          [...soloTags(run[0]!)].some((x) => /^(MaleName|FemaleName)$/.test(x)) &&
          !/^(the|a|an|every|each|some|any|this|that|no|one|our|my|his|her|their|your)$/i.test(terms[i - 1]?.text ?? '')
        )
      )
        continue;
      if (run.length === 1 && (PLACE_WORDS.test(run[0]) || run[0].length < 4)) continue;
      runs.push(run.join(' '));
    }
  }
  let out = text;
  for (const run of [...new Set(runs)].sort((a, b) => b.length - a.length))
    out = out.replace(
      new RegExp(`(?<![\\p{L}'-])${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}'-])`, 'gu'),
      run.replace(/(^|[\s-])(\p{Ll})/gu, (_m, lead: string, c: string) => `${lead}${c.toUpperCase()}`),
    );
  return out;
}

/**
 * A story typed in capitals ("MOTHERS DAY SONG FOR MY MUM ROSA") is read as if typed in lower case: capitals
 * everywhere mark no names, and the names are found as in any lower-case story.
 */
/** Past tenses that are no "-ed" (the tagger sometimes takes them for adjectives). */
const IRREGULAR_PAST =
  /^(rode|drove|swam|ran|sang|wrote|flew|grew|threw|drew|wore|tore|spoke|broke|chose|froze|stole|woke|rose|shook|took|forgot|gave|ate|fell|held|kept|left|lost|met|paid|sold|sent|slept|spent|stood|taught|thought|told|won|built|bought|brought|caught|fought|found|heard|led|made|sat|began|came|became|knew|saw|went|did|had|got|hid|dug|fed|fled|hung|lent|lit|meant|rang|sank|shot|shut|sprang|stuck|stung|swore|swung|wept|wound)$/;

/** Words an English sentence cannot do without. */
const ENGLISH_GLUE =
  /^(the|a|an|and|is|are|was|were|to|of|in|on|for|with|my|our|her|his|your|you|we|i|she|he|they|it|that|this|at|from|who|has|have|had|be|been|loves|love|will|can|so|but|not|no|all|every|just|still|me|us|him|them)$/i;

/**
 * "Estamos muy orgullosos de ti mija": a sentence in another language is the family's own words, sung as said (in
 * quotes, read as a saying), never read for people and things.
 */
function otherTongue(text: string): string {
  return text.replace(/(^|[.!?\n]\s*)([^.!?\n"“”‘’]+)(?=[.!?\n]|$)/g, (m, lead: string, sentence: string) => {
    const w = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
    if (w.length < 3 || w.length > 16) return m;
    if (w.some((x) => ENGLISH_GLUE.test(x))) return m;
    // (names are no language: "Nani Priya Ji Sharma" stays as told)
    const rest = w.slice(1);
    const plain = rest.filter((x) => /^\p{Ll}/u.test(x));
    if (plain.length < 2 || rest.length - plain.length > 1) return m;
    const unknown = w.filter((x) => !dictionaryPhones(x.toLowerCase())).length;
    return unknown / w.length >= 0.5 ? `${lead}"${sentence.trim()}"` : m;
  });
}

function unshout(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  return letters.length >= 12 && upper.length >= letters.length * 0.8 ? text.toLowerCase() : text;
}

/** Chat words and their trailing stops: "lol", "haha", "omg", "xx", "pls", "tbh". */
const CHAT_WORDS =
  /(?<![\p{L}'])(?:lol|lool|lmao|lmfao|rofl|(?:ha){2,}h?|(?:he){2,}|omg|omfg|x{2,}|xo(?:xo)*|pls|plz|tbh|tbf|smh|btw|ngl|imo|imho|fyi|jk)(?![\p{L}'])[!.]*/giu;

/**
 * Words typed short: "34 yrs", "my bf jamal", "hes 29", "shes", "ur", "u". Spelled out so the tagger reads them
 * ("34 years", "my boyfriend Jamal", "he's 29").
 */
function shorthand(text: string): string {
  const words: Record<string, string> = {
    yrs: 'years',
    yr: 'year',
    hrs: 'hours',
    mins: 'minutes',
    wks: 'weeks',
    bf: 'boyfriend',
    gf: 'girlfriend',
    bff: 'best friend',
    hubby: 'husband',
    wifey: 'wife',
    bro: 'brother',
    sis: 'sister',
    hes: "he's",
    shes: "she's",
    theyre: "they're",
    im: "I'm",
    ive: "I've",
    dont: "don't",
    doesnt: "doesn't",
    didnt: "didn't",
    cant: "can't",
    wont: "won't",
    isnt: "isn't",
    wasnt: "wasn't",
    ur: 'your',
    u: 'you',
    bc: 'because',
    cuz: 'because',
    gonna: 'going to',
    wanna: 'want to',
    thx: 'thanks',
    esp: 'especially',
    // (written with their capitals: "bad reality tv" is "bad reality TV")
    tv: 'TV',
    dj: 'DJ',
    uk: 'UK',
    usa: 'USA',
    nyc: 'NYC',
    diy: 'DIY',
    bbq: 'barbecue',
    everyones: "everyone's",
    everybodys: "everybody's",
    todays: "today's",
    // (words English spellers often slip on, that a dictionary of names may still hold: "thier")
    thier: 'their',
    teh: 'the',
    hte: 'the',
    alwyas: 'always',
    allways: 'always',
    secondry: 'secondary',
    childrens: "children's",
    becuase: 'because',
    beacuse: 'because',
    frist: 'first',
    favourate: 'favourite',
    favorit: 'favorite',
    recepie: 'recipe',
    resturant: 'restaurant',
    buisness: 'business',
    greatful: 'grateful',
    truely: 'truly',
    finaly: 'finally',
    realy: 'really',
    togeather: 'together',
    beautifull: 'beautiful',
    wonderfull: 'wonderful',
    proffesor: 'professor',
    seperate: 'separate',
    occured: 'occurred',
    grandaughter: 'granddaughter',
    reciept: 'receipt',
    recieved: 'received',
    freind: 'friend',
    frend: 'friend',
    frends: 'friends',
    freinds: 'friends',
    neice: 'niece',
    wierd: 'weird',
    beleive: 'believe',
    untill: 'until',
    tommorow: 'tomorrow',
    definately: 'definitely',
    alot: 'a lot',
    childs: "child's",
    wouldnt: "wouldn't",
    couldnt: "couldn't",
    shouldnt: "shouldn't",
    havent: "haven't",
    hasnt: "hasn't",
    arent: "aren't",
    werent: "weren't",
  };
  return (
    text
      .replace(/(?<![\p{L}'’])([\p{L}]+)(?![\p{L}'’])/gu, (m: string, w: string) => {
        const lower = w.toLowerCase();
        // (only as typed in lower case: "Bro" or "Sis" may be what someone is called)
        if (!(lower in words) || w !== lower) return m;
        return words[lower];
      })
      // ("we dont know what well do without it": "we'll" typed without its apostrophe)
      .replace(
        /\b(what|how|where|when|so|and|then|if|that|because|know|think|hope|guess|promise)\s+well\s+(?=(?:do|be|go|miss|see|have|get|need|make|never|always|all|still|find|figure|manage|survive|cope|keep|love|meet|try)\b)/gi,
        "$1 we'll ",
      )
      .replace(/(^|[.!?]\s+)well (?=(?:miss|never|always|be there|see you|love you)\b)/gi, "$1we'll ")
      // ("she wanted to give up in second year but she didnt": what was not done, said whole, "but she didn't give up")
      .replace(
        /\b(wanted|was going|were going|planned|tried|thought about it|almost had) to (\p{Ll}+(?: up| out| in| off| away| home)?)([^.!?;]*?)\bbut (he|she|they|we|i|you) (didn['’]?t|did not|never did|never)(?=\s*(?:[.!?;,]|$))/giu,
        (_m, want: string, verb: string, mid: string, who: string, not: string) =>
          `${want} to ${verb}${mid}but ${who} ${/never/i.test(not) ? 'never' : "didn't"} ${verb}`,
      )
      // ("i want to tell her ill move there next year": "I'll" typed without its apostrophe, before what will be done)
      .replace(
        /(^|[.!?]\s+|\b(?:that|so|and|but|her|him|them|you|know|think|hope|promise|then)\s+)ill (?=(?:move|be|always|never|come|go|miss|love|make|try|see|call|wait|stay|do|get|bring|take|marry|cook|sing|keep)\b)/gi,
        "$1I'll ",
      )
      // ("you two miss there friends": whose, typed "there")
      .replace(
        /\b(miss|love|loves|loved|visit|visited|see|saw|call|called|meet|met|with|and|for|of|to) there (friends|kids|children|house|home|car|dog|cat|mum|mom|dad|parents|family|wedding|baby|son|daughter|own|new|old|first|favourite|favorite|school|room|grandparents|friend)\b/gi,
        '$1 their $2',
      )
      // ("my mums recipes", "olus ex": the one whose they are, typed without the apostrophe, before what is theirs)
      .replace(
        /\b((?:my|our|his|her|their|your) (?:best )?)(mum|mom|dad|nan|nana|gran|granny|grandma|grandpa|grandmother|grandfather|sister|brother|wife|husband|son|daughter|aunt|auntie|uncle|boss|friend|teacher|neighbour|neighbor)s (\p{Ll}+)\b/gu,
        (m, lead: string, who: string, next: string) =>
          soloTags(next).has('Noun') && !soloTags(next).has('Verb') && !/^(and|or|but|are|were|have|had)$/.test(next)
            ? `${lead}${who}'s ${next}`
            : m,
      )
      // ("i forgot our anniversary babe": a pet name called at the end of a clause is who it is said to, no thing)
      .replace(new RegExp(CALLED_BY_PET_NAME.source, 'giu'), '')
      // ("her cooking tastes like my moms": after "like" or "than", one singular's typed without the apostrophe)
      .replace(
        /\b((?:like|than|as) (?:my|our|his|her|their|your) )(mum|mom|dad|nan|nana|gran|granny|grandma|grandpa|mother|father|sister|brother|wife|husband|ex)s\b(?=\s*(?:[.,!?;:)]|$|and\b|but\b|too\b|lol\b))/gu,
        "$1$2's",
      )
      // ("especially nurse Okonkwo who sang to her": a role before a name is a title, never a verb)
      .replace(
        /(?<!\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]he|[Aa]) )\b(nurse|doctor|coach|pastor|captain|officer|professor) (?=\p{Lu}\p{Ll})/gu,
        (w: string) => `${w[0].toUpperCase()}${w.slice(1)}`,
      )
      // ("born Jan 3 at 4:12am, 7 lbs 2 oz": a month typed short, and a baby's weight, in words)
      .replace(
        // ("born Jan 3", "in Jan 2024": a month typed short before its day or its year)
        /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.? (?=\d{1,2}\b|(?:19|20)\d\d\b)/gi,
        (_m, mon: string) =>
          ({
            jan: 'January',
            feb: 'February',
            mar: 'March',
            apr: 'April',
            jun: 'June',
            jul: 'July',
            aug: 'August',
            sep: 'September',
            sept: 'September',
            oct: 'October',
            nov: 'November',
            dec: 'December',
          })[mon.toLowerCase()] + ' ',
      )
      .replace(/\b(\d{1,2}) ?(lbs?|pounds?)\.?(?: (\d{1,2}) ?(oz|ounces?)\.?)?/gi, (_m, lb: string, _u, oz?: string) =>
        oz ? `${lb} pounds ${oz} ounces` : `${lb} pounds`,
      )
      // ("welcome to the world baby Amaya! born Jan 3": a note that opens on "born" tells when the one it is for was)
      .replace(
        /(^|[.!?]\s+)born (?=(on|in|at|the|just|january|february|march|april|may|june|july|august|september|october|november|december|\d))/gi,
        '$1Was born ',
      )
      // ("we been tight since 6th grade": "been" with no "have" is "have been")
      .replace(/\b(we|they|you|i) been\b/gi, '$1 have been')
      // ("wedding song for Ahmed & Leila, june 14", "born January 3": a month before its day, sung "June fourteenth")
      .replace(
        /\b(january|february|march|april|may|june|july|august|september|october|november|december) (\d{1,2})(st|nd|rd|th)?\b(?! ?(years?|months?|weeks?|days?|people|kids|%))/gi,
        (_m, month: string, d: string) => {
          const n = Number(d);
          const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
          return `${month[0].toUpperCase()}${month.slice(1)} ${n}${suffix}`;
        },
      )
      // ("born on 2 January", "opening on 1 September": the day after its month, sung "January second")
      .replace(
        /\b(\d{1,2})(?:st|nd|rd|th)?\s+(January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
        (_m, d: string, month: string) => {
          const n = Number(d);
          const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
          return `${month} ${n}${suffix}`;
        },
      )
      // ("barks at every fire engine like they're old friends": a likeness is told by what it is like)
      .replace(/\b(like|as if|as though) (they|he|she|it|we|you)(['’]re|['’]s| are| is| were| was) (?=\p{L})/giu, '$1 ')
      // ("Goalkeeper Maisie saved two": a position before a name is no part of it)
      .replace(
        /(^|[.!?]\s+)(Goalkeeper|Keeper|Goalie|Striker|Defender|Midfielder|Winger|Drummer|Guitarist|Bassist|Singer|Pilot|Chef|Driver|Barista) (?=\p{Lu}\p{Ll}+)/gu,
        (_m, lead: string, role: string) => `${lead}Our ${role.toLowerCase()} `,
      )
      // ("Leaving do for Sanjay": a leaving do is a party, no one doing anything)
      .replace(/\bleaving (do|drinks|party|bash)\b/gi, 'farewell')
      // ("Crumb and Co": a firm, as "Crumb & Co")
      .replace(/\b(\p{Lu}[\p{L}'’-]*) and (Co|Sons|Daughters)\b/gu, '$1 & $2')
  );
}

/** Words a story leans on that buyers mistype ("anniversery", "gradutaed", "retirment"). */
const OFTEN_MISTYPED = [
  'anniversary',
  'birthday',
  'graduated',
  'graduation',
  'retirement',
  'retiring',
  'christmas',
  'congratulations',
  'engagement',
  'wedding',
  'promotion',
  'promoted',
  'valentine',
  'apprenticeship',
  'grandmother',
  'grandfather',
  'grandson',
  'granddaughter',
  'daughter',
  'together',
  'married',
  'favourite',
  'favorite',
  'surprise',
  'girlfriend',
  'boyfriend',
  'husband',
  'beautiful',
  'because',
  'definitely',
  'proposal',
  'proposing',
];

/** One letter added, dropped, changed, or two side by side swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Names written with their capitals somewhere in the story, or given, written so wherever they are typed again. */
function capitaliseAgain(text: string, given: string[]): string {
  const names = new Set<string>();
  for (const n of given) for (const w of n.split(/\s+/)) if (/^\p{Lu}\p{Ll}+(?:-\p{L}+)?$/u.test(w)) names.add(w);
  // (a hyphenated name written with its capital after a sentence's first word)
  for (const m of text.matchAll(/(?<![.!?]\s|^)\b(\p{Lu}\p{Ll}+-\p{L}+)/gu)) names.add(m[1]!);
  let out = text;
  for (const name of names) {
    // (never a word a name can also be: "rose", "grace", "bill" typed small are the words)
    if (name.length < 3 || (!/-/.test(name) && dictionaryPhones(name.toLowerCase()) !== undefined)) continue;
    out = out.replace(
      new RegExp(`(?<![\\p{L}'-])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'gu'),
      name,
    );
  }
  return out;
}

/** "hospitl", "bakrey": a word one letter added, dropped or changed from one the dictionary holds (a slip, no name). */
function oneSlipFromAWord(word: string): boolean {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i <= word.length; i++) {
    if (i < word.length && dictionaryPhones(word.slice(0, i) + word.slice(i + 1))) return true;
    for (const c of letters) {
      if (dictionaryPhones(word.slice(0, i) + c + word.slice(i))) return true;
      if (i < word.length && c !== word[i] && dictionaryPhones(word.slice(0, i) + c + word.slice(i + 1))) return true;
    }
  }
  return false;
}

/** "Happy 40th anniversery", "Lupita gradutaed": a word no dictionary has, one slip from a word stories lean on. */
function mendTypos(text: string): string {
  return text.replace(/\p{L}{6,}/gu, (w) => {
    const lower = w.toLowerCase();
    if (dictionaryPhones(lower)) return w;
    const meant = OFTEN_MISTYPED.find((m) => oneSlipApart(lower, m));
    if (!meant) return w;
    return /^\p{Lu}/u.test(w) ? meant[0].toUpperCase() + meant.slice(1) : meant;
  });
}

/**
 * "In 1975, Tom moved to Spain", "After 38 years teaching cello, Professor Nakamura is retiring": a phrase of when or
 * where that opens a sentence of one clause goes to its end, where the clause reader keeps it ("Tom moved to Spain in
 * 1975"); a dedication ("For my sister", "In loving memory of") stays where it is.
 */
function frontedToEnd(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)((?:In|On|At|After|Before|Since|During|Last|Every|Back in|Years ago|Ever since|For (?=\d|[a-z]+ (?:years|months|decades)))\b[^,.!?;:\n]{2,90}),\s+((?:I|we|he|she|they|you|my|our|his|her|their|the|\p{Lu}[\p{L}'.-]*)\b[^,.!?;:\n]*?)(?=[.!?]|$)/gu,
    (m, lead: string, front: string, clause: string) => {
      if (/^(In (loving )?memory|In honou?r|On behalf|At last|After all|Before (I|we) (forget|go))\b/i.test(front))
        return m;
      // (one clause only: "In 2019 our house flooded and she took us in" keeps its order)
      if (/\b(and|but|so|because|when|while|who|which|that)\b/i.test(clause) || clause.split(/\s+/).length < 2)
        return m;
      return `${lead}${clause} ${front[0]!.toLowerCase()}${front.slice(1)}`;
    },
  );
}

/**
 * Sentences typed in a hurry: "too much sugar.she tells stories", "a fisherman..i want". An ellipsis ends a sentence,
 * and a full stop between two words gets its space (never inside "a.m." or a web address's single letters).
 */
function mendPunctuation(text: string): string {
  return (
    text
      // ("rode her bicycle to the market until she was 92": how long she did it, "until the age of ninety-two")
      .replace(
        /\b(until|till|til) (?:she|he|they|I|we|you) (?:was|were|turned|hit) (\d{1,3})\b/gi,
        'until the age of $2',
      )
      // ("born in Marseille in 1925, rode her bicycle": what comes after a year and a comma is the next thing done, not
      // part of a date)
      .replace(
        new RegExp(`\\b((?:1[89]|20)\\d{2}),\\s+(?=(?:${IRREGULAR_PAST.source.slice(2, -2)}|\\p{Ll}+ed)\\b)`, 'gu'),
        '$1 and ',
      )
      // ("(dont tell him i told you lol)", "(it's a surprise!)": a word to the shop in brackets is no part of the story)
      .replace(/\s*\([^()]*\b(?:tell (?:him|her|them)|surprise|secret|shh+|between us)\b[^()]*\)/gi, '')
      // ("where neither of us could pronounce Scheveningen": we could not, never "we could")
      .replace(
        /\b(neither|none) of (us|them|you) (could|can|would|will|did|does|do|was|were|had|has)\b/gi,
        (_m, _n: string, who: string, aux: string) =>
          `${({ us: 'we', them: 'they', you: 'you' } as Record<string, string>)[who.toLowerCase()]} ${aux.toLowerCase()} not`,
      )
      // ("we lost every game but one": the one kept, "except one")
      .replace(/\b(every|each|all(?: the)?) (\p{Ll}+) but (one|two|three|once|twice)\b/gu, '$1 $2 except $3')
      // ("he folded my shirts wrong": the way it was done kept, "the wrong way")
      .replace(
        /\b(\p{Ll}+ed|did|got|put|sang|wrote|spelt|made|hung|wore) ((?:my|his|her|their|our|the|your) \p{Ll}+|it|them|everything) wrong\b/gu,
        '$1 $2 the wrong way',
      )
      // ("i want her to know we believe in her": what she is to know is a clause of its own, "that we believe in her")
      .replace(
        /\b(want|wants|need|needs|would like|'d like) (her|him|them|you) to (know|hear) (?=(?:we|i|you|he|she|they|it|everyone|everybody|someone)\b)/gi,
        '$1 $2 to $3 that ',
      )
      // ("a whistle he never actually blew": "never" goes with its verb, with nothing between that says no more)
      .replace(
        /\b(never|not|n't) (?:actually|really) (?=\p{Ll}+(?:ed|t)\b|(?:blew|saw|ate|wore|rode|drove|sang|gave|took|made|told|said|went|did|had|got|let|lost|won|missed|used)\b)/gu,
        '$1 ',
      )
      // ("Kwame in accounts. 30. loves arsenal": a number alone as a sentence, in words, so the sentence ends there)
      .replace(
        /(^|[.!?]\s+)(\d{1,3})([.!?]+)(?=\s+\p{L})/gu,
        (_m, lead: string, n: string, stop: string) => `${lead}${numberToWords(Number(n))}${stop}`,
      )
      .replace(
        /\b((?:want|wants|wanted|need|needs|would like|'d like|have|had) to (?:tell|remind|show) (?:her|him|them|you)) (?=(?:we|i|i'll|we'll|you|he|she|they|it|everyone)\b)/gi,
        '$1 that ',
      )
      .replace(/\beven tho\b/gi, 'even though')
      // ("i want to tell her i like her but not be creepy": how the song should not come across is a note to us)
      .replace(
        /\s*,?\s*(?:but|and)?\s*(?:not|without) (?:be|being|sound|sounding|seem|seeming|come across|coming across)(?: as)? (?:too |a bit |so )?(?:creepy|weird|cringe|cringey|cheesy|needy|desperate|over the top|too much|stalkery|intense)\b/gi,
        '',
      )
      // ("i kept the dog (biscuit)": the name in brackets after an animal is its name)
      .replace(
        new RegExp(
          `\\b(the|my|our|his|her|their) (${PET_KINDS.source.slice(2, -2)}) \\(\\s*(\\p{L}[\\p{L}'-]*)\\s*\\)`,
          'giu',
        ),
        (_m, det: string, kind: string, name: string) => `${det} ${kind} ${capital(name)}`,
      )
      // ("Francis 'Frank' O'Donoghue", "Bartholomew (Bart)", "Małgorzata ('Gosia')": the name in quotes or brackets
      // after a name is what they are called, and sung; never a family word or a title ("Mum (Linda)" stays Mum)
      .replace(
        /(?<![\p{L}'’])(\p{Lu}[\p{L}'’-]+)\s+(?:['‘"“](\p{Lu}[\p{Ll}-]+)['’"”]|\(\s*['‘"“]?(\p{Lu}[\p{Ll}-]+)['’"”]?\s*\))(?=[\s,.!?;:]|$)/gu,
        (m, name: string, quoted?: string, bracketed?: string) => {
          const nick = (quoted ?? bracketed)!;
          const plain = (w: string) => w.toLowerCase();
          if ([name, nick].some((w) => kinOf(plain(w)) || TITLE.test(w) || PET_KINDS.test(plain(w)))) return m;
          // ("Grandpa Bertie (Albert)": a name in brackets no shorter than the one before it is the whole name, and
          // the one before it is what they are called)
          if (bracketed && nick.length >= name.length) return name;
          return nick;
        },
      )
      // ("Mum & Dad (Giorgos and Eleni)": the names of two called by their family words go to them by who is a man and
      // who a woman, never a Mum Giorgos and a Dad Eleni)
      .replace(
        /(?<![\p{L}'’])((\p{L}+) (?:&|and) (\p{L}+)\s*\(\s*)(\p{Lu}[\p{L}'’-]*)(\s*(?:&|and|,)\s*)(\p{Lu}[\p{L}'’-]*)(?=\s*\))/gu,
        (m, lead: string, a: string, b: string, x: string, join: string, y: string) =>
          familyGender(a) &&
          familyGender(b) &&
          familyGender(a) !== familyGender(b) &&
          (givenGender(x) === familyGender(b) || givenGender(y) === familyGender(a)) &&
          givenGender(x) !== familyGender(a) &&
          givenGender(y) !== familyGender(b)
            ? `${lead}${y}${join}${x}`
            : m,
      )
      // ("40 years married this August": married for forty years)
      .replace(/\b(\d{1,2}|\p{L}+-?\p{L}*) (years?) married\b(?! to\b)/gu, (m, n: string, years: string) =>
        /^\d+$/.test(n) || /^(one|two|three|four|five|six|seven|eight|nine|ten|\p{L}+ty(-\p{L}+)?)$/iu.test(n)
          ? `have been married for ${n} ${years}`
          : m,
      )
      // ("after 6 yrs me and Diego are done": "me and Diego" doing something together are "Diego and I")
      .replace(
        /\b([Mm]e) and (\p{Lu}[\p{L}'’-]+) (?=(?:are|were|have|had|got|went|broke|split|met|moved|used|will|would|still|finally|just|both)\b)/gu,
        '$2 and I ',
      )
      // ("my in laws", "the inlaws": the family one married into, as one word)
      .replace(/\bin[- ]?laws\b/gi, 'in-laws')
      // ("31 years at Hargreaves Ltd": a firm is sung by its name, never by its legal form)
      .replace(
        /(\p{Lu}[\p{L}'’&-]*)\s*,?\s+(?:Ltd|Limited|Inc|Incorporated|LLC|PLC|plc|GmbH|Pty|Corp|S\.?A\.?S?|B\.?V|AG|S\.?p\.?A)\b\.?/gu,
        '$1',
      )
      // ("gonna pop the question to Siddharth": to propose to him)
      .replace(/\bpop(ping)? the question to\b/gi, (_m, ing?: string) => (ing ? 'proposing to' : 'propose to'))
      // "i spilled zobo on her dress lol", "bday song for obi pls": chat words say nothing of the story
      // (a chat word that ended a sentence leaves the sentence ended: "'eat first, cry later' haha. the whole family")
      .replace(CHAT_WORDS, (m, at: number, all: string) =>
        /[!.]$/.test(m) && !/[.!?]\s*$/.test(all.slice(0, at)) && at > 0 ? '.' : '',
      )
      // ("blew stuff up in the lab (safely lol)": an aside of a word or none is the buyer's comment, not the story)
      .replace(/\s*\(\s*(?:\p{L}+ly\s*)?[!?.]*\s*\)/gu, '')
      // ("who loves undefined and null and NaN": a software bug's words are no one's name)
      .replace(/\b(NaN|undefined|null)\b/g, '')
      .replace(/\s*(?:\.{2,}|…)\s*/g, '. ')
      // ("once bit the vet make it silly", "loves puns pls keep it short": a wish for the song after a clause is no part
      // of it; the wish is read from the story as told)
      .replace(
        /([\p{L}\p{N}])[.!]?\s+((?:pls |please |and )?(?:make|keep) (?:it|this|the song|the chorus) (?:a |an |so |very |really |super |bit |little |kinda |more |extra )*(?:silly|funny|fun|short|sweet|happy|joyful|upbeat|epic|sad|light|hype|cheesy|sappy|sincere|simple|easy|catchy|romantic|emotional|special|party)\b(?:,?\s+(?:pls|please|plz|lol|haha|u get me|you get me|if that makes sense|thanks|thx|x+))*)/giu,
        (_m, end: string) => `${end}.`,
      )
      // ("our Q3 target - 140%!! shout out to Raj": a shout-out is said, not done by the number before it)
      .replace(/([!?.])\s*shout[- ]?outs? (to|for)\b/gi, '$1 Shoutout $2')
      // ("140% of target": a share is sung "a hundred and forty percent"; the tagger ends no sentence after a "%")
      .replace(/(\d)\s*%/g, '$1 percent')
      // ("- 140%!! Shoutout to Raj": after a number, "!!" ends the sentence as a full stop would)
      .replace(/(\d|percent)[!?]+\s+(?=\p{Lu})/gu, '$1. ')
      // ("she worked nights at the pharmacy 💕 make it proud": an emoji between words ends a sentence)
      .replace(
        /([.!?,;:]?)\s*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})+\s*/gu,
        (m, stop: string, at: number, all: string) => (at + m.length >= all.length ? stop : `${stop || '.'} `),
      )
      // "Things about them: - met on a train - Dev proposed", a line of its own, "Grace - we all turn 40": a
      // list's dash or bullet, a line break and a spaced dash each end a clause
      .replace(/(^|[\p{L}\p{N})'"])?\s*(?:\n\s*[-*•·]?|\s[-–—•·]|^[-*•·])\s+/gmu, (m, word?: string) =>
        word === undefined && /^\s*$/.test(m) ? m : `${word ?? ''}. `,
      )
      // "im a teacher", "hes a lap dog", "i wasnt": a contraction typed without its apostrophe
      .replace(
        /\b(i)m\b|\b(he|she|that|what|you|they|i|we)(s|re|ve)\b|\b(can|won|don|doesn|didn|wasn|isn|aren|weren|couldn|wouldn|shouldn|haven|hasn)t\b/gi,
        (m, i?: string, who?: string, end?: string, not?: string) => {
          if (i) return `${i}'m`;
          if (who) {
            const ok =
              end === 's'
                ? /^(he|she|that|what)$/i.test(who)
                : `${who}${end}`.toLowerCase() === 'were'
                  ? false
                  : end === 're'
                    ? /^(you|they|we)$/i.test(who)
                    : /^(i|you|we|they)$/i.test(who);
            return ok ? `${who}'${end}` : m;
          }
          return `${not}'t`;
        },
      )
      // "his own copy of of mice and men": a little word typed twice
      .replace(/\b(of|the|a|an|to|and|in|on|at|for|is|was|my|i)\s+\1\b/gi, '$1')
      // ("i just want to say i hope shes happy": "i" is "I" wherever it stands)
      .replace(/(^|[\s("])i(?=$|[\s,.!?;:)"'’])/g, '$1I')
      // ("still goes out on the boat w/ my uncle": "w/" is "with")
      .replace(/\bw\/(?=\s)/gi, 'with')
      .replace(/\bw\/o\b/gi, 'without')
      // ("born on tuesday 7lb 2oz": a newborn's weight, said as it is sung)
      .replace(/\b(\d{1,2}) ?lbs? ?(\d{1,2}) ?oz\b/gi, '$1 pounds $2 ounces')
      .replace(/\b(\d{1,2}) ?lbs?\b/gi, '$1 pounds')
      .replace(/\b(\d(?:\.\d)?) ?kgs?\b/gi, '$1 kilos')
      // ("40 years at the post office": the years spent there)
      .replace(
        /(^|[,;:.!?]\s*)(\d+|[a-z]+(?:-[a-z]+)?) (years|yrs|months|decades) (at|with|on|as) (?=(the|a|an|our|his|her|their|\p{Lu}))/giu,
        (m, lead: string, n: string, unit: string, prep: string) =>
          /^\d+$|^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty)/i.test(n)
            ? `${lead}spent ${n} ${unit} ${prep} `
            : m,
      )
      // ("42 years driving the number 9 bus": the years spent doing it)
      .replace(
        /(^|[,;:.!?]\s*)(\d+|[a-z]+(?:-[a-z]+)?) (years|months|decades) (\p{Ll}+ing)\b/gu,
        (m, lead: string, n: string, unit: string, verb: string) =>
          /^(during|being|nothing|something|everything|thing)$/.test(verb) ? m : `${lead}spent ${n} ${unit} ${verb}`,
      )
      .replace(/(\p{Ll}{2,})([.!?])(\p{L}{2,})/gu, (m, a: string, p: string, b: string) =>
        /^(com|org|net|co|uk|io)$/i.test(b) ? m : `${a}${p} ${b}`,
      )
      // ("Loves hurling": the tagger reads a verb that opens a sentence in capitals as a name or a plural)
      .replace(
        new RegExp(`(^|[.!?]\\s+)(${NOTE_VERBS})\\b`, 'gi'),
        (_m, lead: string, verb: string) => `${lead}${verb.toLowerCase()}`,
      )
      // ("Leo: drums, skateboarding, pizza": what a name is known for, listed after it)
      .replace(/(^|[.!?]\s+)(\p{Lu}[\p{L}'-]+):\s*([^.!?:\n]+)/gu, (m, lead: string, who: string, list: string) => {
        const items = list
          .split(/\s*,\s*|\s+(?:and|&)\s+/)
          .map((x) => x.trim())
          .filter(Boolean);
        // ("Leo: drums, skating, pizza, turning 12": what is happening is said on its own)
        const happening = items.filter((x) => /^(turning|retiring|graduating|leaving|moving|starting)\b/i.test(x));
        const loved = items.filter((x) => !happening.includes(x));
        if (
          loved.length < 2 ||
          loved.some((x) => x.split(/\s+/).length > 3 || /\b(is|are|was|were|has|have)\b/i.test(x))
        )
          return m;
        const also = happening.map((x) => `. ${who} is ${x}`).join('');
        return `${lead}${who} loves ${loved.slice(0, -1).join(', ')} and ${loved[loved.length - 1]}${also}`;
      })
      // ("turning 12 on saturday", a note's line with no one named: the one the song is for)
      .replace(
        /(^|[.!?]\s+)(turning|retiring|graduating|leaving|moving|starting|finishing|heading|deploying)\b/gi,
        (_m, lead: string, verb: string) => `${lead}is ${verb.toLowerCase()}`,
      )
      // ("song for my little girl Amara starting school next week": who she is, then what she is doing)
      .replace(
        /\b(for|to) ((?:my|our) (?:[\p{Ll}]+ ){0,3}\p{Lu}[\p{L}'-]+) (turning|retiring|graduating|leaving|moving|starting|finishing|heading|deploying|coming|going)\b/gu,
        '$1 $2, who is $3',
      )
      .replace(NOTE_GERUND, (m, lead: string, who: string, verb: string) => {
        const first = who.split(' ')[0];
        if (
          NOT_A_SUBJECT.test(first) ||
          /['’](s|re|m)$/i.test(who) ||
          (!/^\p{Lu}/u.test(first) &&
            !/^(my|our)$/i.test(first) &&
            !kinOf(first) &&
            !/^(husband|wife|partner|hubby|boyfriend|girlfriend|fianc[eé]e?|son|daughter|brother|sister|bestie|friend)$/i.test(
              who,
            ) &&
            !/^\p{Lu}/u.test(who.split(' ').pop() ?? ''))
        )
          return m;
        const many =
          /\s(and|&)\s/.test(who) || /(kids|children|twins|parents|grandparents|boys|girls|folks)$/i.test(who);
        return `${lead}${who} ${many ? 'are' : 'is'} ${verb}`;
      })
  );
}

/** Verbs a note opens on with its subject left out: "Loves hurling", "Makes the best lasagne". */
const NOTE_VERBS =
  'loves|hates|adores|likes|makes|bakes|cooks|plays|collects|knows|keeps|grows|calls|brings|takes|gives|fixes|builds|paints|draws|dances|swims|rides|walks|talks|laughs|lives|works|runs|sings|hums|whistles|tells|says|drives|reads|writes|watches|wears|speaks|visits|volunteers|coaches|teaches|misses|remembers|knits|sews|gardens|hikes|climbs|surfs|skates|fishes|travels|rescues|feeds|spoils|texts|sends|organises|organizes|hosts';

/** What a note says someone is doing, with its "is" left out: "Tariq retiring after 34 yrs", "mum turning 60". */
const NOTE_GERUND = new RegExp(
  `(^|[.!?]\\s+)((?:(?:my|our|My|Our) )?(?:(?:best|old|dear|little|big|baby|friend|colleague|brother|sister|cousin|neighbour|neighbor|boss|teacher|coach|mate|son|daughter|husband|wife|partner|girl|boy|man|lady|kid) ){0,2}(?:(?:Mr|Mrs|Ms|Dr|Prof)\\.? |(?:Coach|Captain|Pastor|Nurse|Sister|Father|Brother|Auntie|Aunt|Uncle|Grandma|Grandpa|Nana|Granny|Professor) )?[\\p{L}'-]+(?: (?:and|&) (?:(?:my|our) )?[\\p{L}'-]+)?) (turning|retiring|graduating|celebrating|leaving|moving|starting|finishing|getting|becoming|heading|going|coming|returning|deploying|expecting|marrying)\\b`,
  'gu',
);
const NOT_A_SUBJECT =
  /^(now|just|also|today|tonight|tomorrow|finally|still|soon|so|and|but|then|after|before|since|when|while|i|we|you|he|she|they|it|this|that|there|here|everyone|someone|nobody|not|keep|stop|start|love|thanks|happy|merry|christmas|summer|winter|spring|autumn|fall|time|life|things|work|school|nothing|something|everything)$/i;

/** Tags the name starting at `i` and the name words that follow it as one place; returns its last index. */
/**
 * What someone is, told after their name and a comma ("Gerhard, our IT guy", "Tomasz, the best barista in Leeds",
 * "Anna, my wife of 30 years"): the words up to the noun that heads it ("IT guy", "barista", "wife").
 */
function apposition(sentence: Tok[], last: number): string | undefined {
  // ("Siobhán from HR", "Bartek from accounting", "Kwame in accounts": someone from a department is a colleague)
  if (
    /^(from|in)$/.test(sentence[last + 1]?.lower ?? '') &&
    !/[,;:.!?]/.test(sentence[last]?.post ?? '') &&
    /^(hr|accounts|accounting|finance|it|marketing|sales|legal|payroll|reception|ops|operations|engineering|support|procurement|admin|logistics|the office|dispatch|compliance|purchasing|billing|facilities|security)$/i.test(
      sentence[last + 2]?.text ?? '',
    )
  )
    return 'colleague';
  if (!/,/.test(sentence[last]?.post ?? '')) return undefined;
  const det = sentence[last + 1];
  if (!det || !/^(our|my|the|his|her|their|your)$/.test(det.lower)) return undefined;
  const phrase: Tok[] = [];
  for (let j = last + 2; j < sentence.length && phrase.length < 4; j++) {
    const t = sentence[j];
    const acronym = /^\p{Lu}{2,}$/u.test(t.text);
    if ((!acronym && has(t, 'Preposition', 'Verb', 'Pronoun', 'Conjunction', 'Determiner')) || (t.cap && !acronym))
      break;
    phrase.push(t);
    if (/[,;:.!?]/.test(t.post)) break;
  }
  // (the phrase ends on its noun, and the clause goes on after it only as "who" or a preposition does)
  const head = phrase[phrase.length - 1];
  const next = sentence[last + 2 + phrase.length];
  if (!head || !has(head, 'Noun') || has(head, 'Plural') || PET_KINDS.test(head.lower)) return undefined;
  if (next && !/[,;:.!?]/.test(head.post) && !/^(who|that|in|at|from|of|for|since)$/.test(next.lower)) return undefined;
  return (
    phrase
      .filter((t) => !/^(best|favou?rite|dear|beloved|amazing|wonderful|lovely|only|very|most)$/.test(t.lower))
      .map((t) => t.text.replace(/[,;:.!?]+$/, ''))
      .join(' ')
      .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()) || undefined
  );
}

/** The kind of animal told after a name and a comma ("Bolt, a German shepherd", "Miso, our old tabby"). */
function petApposition(sentence: Tok[], last: number): string | undefined {
  if (!/,/.test(sentence[last]?.post ?? '')) return undefined;
  if (!/^(a|an|our|my|the|his|her|their)$/.test(sentence[last + 1]?.lower ?? '')) return undefined;
  for (let j = last + 2; j < sentence.length && j <= last + 5; j++) {
    const t = sentence[j];
    if (PET_KINDS.test(t.lower))
      return j + 1 >= sentence.length || /[,;:.!?]/.test(t.post) || /^(who|that|and)$/.test(sentence[j + 1].lower)
        ? sentence
            .slice(last + 2, j + 1)
            .map((x) => (NATIONALITY.test(x.text) ? x.text : x.lower).replace(/[,;:.!?]+$/, ''))
            .join(' ')
        : undefined;
    if (has(t, 'Verb', 'Preposition', 'Pronoun', 'Conjunction') || /[,;:.!?]/.test(t.post)) return undefined;
  }
  return undefined;
}

function placeRun(sentence: Tok[], i: number): number {
  sentence[i].tags.add('Place');
  while (i + 1 < sentence.length && nameish(sentence[i + 1], sentence) && !/[,;:.!?]/.test(sentence[i].post))
    sentence[++i].tags.add('Place');
  return i;
}

/** What a song may be asked to be ("A lullaby from mum and dad"): no event, moment or thing of the story. */
const SONG_KINDS = 'lullaby|song|ballad|anthem|tune|poem|rap|jingle|serenade';
const SONG_KIND = new RegExp(`^(${SONG_KINDS})$`);

/** A people's name ("German shepherd", "Irish setter"), written with its capital. */
const NATIONALITIES =
  'Hungarian|Czech|Slovak|Romanian|Bulgarian|Serbian|Croatian|Bosnian|Albanian|Austrian|Swiss|Belgian|Egyptian|Moroccan|Ethiopian|Eritrean|Pakistani|Bangladeshi|Nepali|Iranian|Persian|Iraqi|Syrian|Lebanese|Israeli|Palestinian|Jordanian|Colombian|Peruvian|Chilean|Argentinian|Cuban|Dominican|Haitian|Trinidadian|Zimbabwean|Ugandan|Tanzanian|Rwandan|Indonesian|Malaysian|Singaporean|Taiwanese|Mongolian|Icelandic|Estonian|Latvian|Lithuanian|Armenian|Afghan|Tamil|Punjabi|Gujarati|Bengali|Maori|Samoan|Tongan|Fijian|Cypriot|Maltese|Venezuelan|Ecuadorian|Bolivian|Uruguayan|Paraguayan|Senegalese|Cameroonian|Congolese|Sudanese|Zambian|Malawian|Namibian|Sierra Leonean|Liberian|Yoruba|Igbo|Hausa|Scandinavian|Caribbean|Latino|Latina|Hispanic|Slovenian|Ukrainian|Belarusian|Moldovan|German|French|English|Irish|Scottish|Welsh|Italian|Spanish|Portuguese|Dutch|Polish|Greek|Turkish|Russian|Ukrainian|Japanese|Chinese|Korean|Indian|Mexican|Brazilian|Nigerian|Ghanaian|Kenyan|Somali|Filipino|Vietnamese|Thai|Swedish|Norwegian|Danish|Finnish|American|Canadian|Australian|British|Jamaican';
const NATIONALITY = new RegExp(`^(${NATIONALITIES})$`);

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Initials a story spells in capitals that are words too ("USA", "CEO", "NASA"): never lowered. */
const ACRONYMS =
  /^(USA|UK|US|EU|UN|CEO|CFO|CTO|COO|BBC|CNN|NBA|NFL|NHL|MLB|FBI|CIA|NASA|UFO|ATM|DIY|VIP|ICU|ER|PHD|MBA|MD|RN|GP|DJ|HR|IT|TV|PC|CD|DVD|BMW|VW|KFC|IKEA|LEGO|NATO|UNICEF|AIDS|ASAP|LOL|OMG|BFF|MIT|UCLA|NYU|LSE|ETH|RAF|RAC|ABBA|AC|DC|NHS|NYC|LA|SF|YMCA|GCSE|SATS?|ACT)$/;

/** Marks standing for what someone says, one noun to the tagger, until the events that say it are found. */
const SAYING_MARK = /\bzq([a-h])\b/;
const sayingMark = (i: number) => `zq${String.fromCharCode(97 + i)}`;
const SPEECH_VERB =
  'say|says|said|saying|ask|asks|asked|asking|yell|yells|yelled|yelling|shout|shouts|shouted|shouting|scream|screams|screamed|holler|hollers|hollered|tell|tells|told|telling|remind|reminds|reminded|whisper|whispers|whispered|text|texts|texted|answer|answers|answered|reply|replies|replied|goes|went';
/** before what is said: a verb of saying and who it is said to, or the words a saying is called by */
const SAID_BEFORE = new RegExp(
  `\\b(?:(?:${SPEECH_VERB}|(?:call|calls|called|calling) (?:me|us|him|her|them|you))(?:\\s+(?:to\\s+)?(?:me|us|him|her|them|everyone|everybody|every\\s+\\w+|at\\s+\\w+|always|things like|stuff like|like))*|(?:motto|catchphrase|catch phrase|mantra|saying|favou?rite (?:line|phrase|words|quote)|famous (?:line|words)|(?:line|words|quote) (?:was|is))(?:\\s+(?:was|is|has always been|will always be))?)\\s*[:,]?\\s*$`,
  'i',
);
/** after what is said: who said it ("'Pain is temporary,' he always yelled") */
const SAID_AFTER = new RegExp(
  `^\\s*,?\\s*((?:[\\p{L}'.]+\\s+){0,3}?(?:always\\s+|would\\s+|still\\s+|used\\s+to\\s+|often\\s+)*(?:${SPEECH_VERB}))\\b`,
  'iu',
);

/**
 * What someone says, as the buyer quotes it ("he always asked 'have you tried turning it off and on again'", "Coach
 * yelled PAIN IS TEMPORARY", "'Pain is temporary,' he always said"): kept whole and sung as said, never read as the
 * story's clauses. Each is replaced by a mark the events carry; what is quoted with no one saying it is left as told.
 */
function sayings(text: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  const said = (raw: string, fewest = 2): string | undefined => {
    let q = raw
      .replace(/\s+/g, ' ')
      .replace(/^[\s,.;:!?-]+|[\s,.;:!?-]+$/g, '')
      .trim();
    const w = q.split(' ');
    if (w.length < fewest || w.length > 16 || quotes.length >= 8) return undefined;
    if (!/\p{Ll}/u.test(q)) q = q.toLowerCase().replace(/\bi\b/g, 'I');
    q = q.replace(/^\P{L}*\p{L}/u, (c) => c.toUpperCase());
    quotes.push(q);
    return sayingMark(quotes.length - 1);
  };
  const quoted =
    /(?<=^|[\s(:,])(?:"([^"\n]+)"|“([^”\n]+)”|‘((?:[^‘’\n]|(?<=\p{L})’(?=\p{L}))+)’|'((?:[^'\n]|(?<=\p{L})'(?=\p{L}))+)')(?=$|[^\p{L}])/gu;
  let out = '';
  /** how far the text is told: what is said before its speaker moves the speaker's words */
  let last = 0;
  for (const m of text.matchAll(quoted)) {
    const at = m.index ?? 0;
    if (at < last) continue;
    const inner = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    const before = text.slice(0, at);
    const after = text.slice(at + m[0].length);
    out += text.slice(last, at);
    last = at + m[0].length;
    // ("we call him 'the Wizard'": a nickname is no saying; "she calls me 'omo mi'" is)
    const nickname =
      /\bcall(s|ed|ing)? (me|us|him|her|them|you)\s*$/i.test(before) &&
      (/^(the|a|an|our|my|big|little|lil|old)\b/i.test(inner) || inner.split(/\s+/).every((x) => /^\p{Lu}/u.test(x)));
    if (SAID_BEFORE.test(before) && !nickname) {
      // ("she calls me 'sonechko'", "called everyone 'anak'": one word is enough for what someone is called)
      const mark = said(inner, /\bcall(s|ed|ing)? \w+\s*$/i.test(before) ? 1 : 2);
      // (a saying that ended its sentence inside the quotes still ends it: 'He always said "Play the rests." He
      // once fixed...' is two sentences)
      out += mark ? `${mark}${/[.!?]\s*$/.test(inner) && !/^\s*[.!?]/.test(after) ? '.' : ''}` : m[0];
      continue;
    }
    // ("'Pain is temporary,' he always said": who said it comes after, and is sung before it)
    const who = SAID_AFTER.exec(after);
    const mark = who && !/^\s*,?\s*(and|but|so|then)\b/i.test(after) ? said(inner) : undefined;
    if (who && mark) {
      out += `${who[1]} ${mark}`;
      last += who[0].length;
    } else out += m[0];
  }
  out += text.slice(last);
  // ("Coach yelled PAIN IS TEMPORARY at 5am": words in capitals after a verb of saying are what was said)
  out = out.replace(
    new RegExp(
      `\\b(${SPEECH_VERB})((?:\\s+(?:to\\s+)?(?:me|us|him|her|them|everyone|always))*[:,]?\\s+)((?:[\\p{Lu}'’]+[\\s,!?]+)+[\\p{Lu}'’]*\\p{Lu})(?![\\p{L}])`,
      'gu',
    ),
    (m, verb: string, mid: string, caps: string) => {
      if (caps.split(/\s+/).filter((x) => /\p{Lu}{2}|^[AI]$/u.test(x)).length < 2) return m;
      const mark = said(caps);
      return mark ? `${verb}${mid}${mark}` : m;
    },
  );
  return { text: out, quotes };
}

/**
 * "thank you for welcoming me into the family and teaching me to make ragu": what someone is thanked for is what they
 * did, told as such ("thank you. You welcomed me into the family and taught me to make ragu").
 */
function thankedFor(text: string): string {
  return text.replace(
    /\b((?:[Tt]hank(?:s| you)(?: so much| so very much)?|[Gg]rateful)(?:,? (?:to )?((?:(?:our|my|the) \p{Ll}+ )?(?:(?:Mr|Mrs|Ms|Dr)\.? )?\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?))?),? for (\p{Ll}+ing\b[^.!?\n]*)/gu,
    (m, thanks: string, thanked: string | undefined, clause: string) => {
      const past = (gerund: string): string | undefined => {
        if (gerund.toLowerCase() === 'being') return 'were';
        const v = (nlp(`they were ${gerund} it`).verbs().conjugate() as Record<string, string>[])[0];
        return v?.Gerund?.toLowerCase() === gerund.toLowerCase() ? v.PastTense : undefined;
      };
      let ok = true;
      // ("and for teaching me to code": each thing thanked for)
      const told = clause.replace(
        /(^|,?\s*\band\s+(?:for\s+)?|,\s*(?:for\s+)?)(\p{Ll}+ing)\b/gu,
        (_x, lead: string, gerund: string) => {
          const p = past(gerund);
          if (!p) ok = false;
          return `${lead.replace(/\s*for\s+$/, ' ').replace(/^,\s*$/, ', ')}${p ?? gerund}`;
        },
      );
      // ("thank you to our director Agnieszka for believing in us": she believed in us; with no one named, "you" did)
      const who = thanked ? thanked.replace(/^(our|my|the) \p{Ll}+ /u, '') : 'You';
      const verbFor = who === 'You' ? told : told.replace(/^were\b/, 'was');
      return ok ? `${thanks}. ${who} ${verbFor}` : m;
    },
  );
}

export function readStory(input: GenerateInput): Story {
  const said0 = sayings(
    otherTongue(unshout(shorthand(stripMarkup(typeof input.prompt === 'string' ? input.prompt : '')))),
  );
  // ("... now look at him. proud big sis": a sign-off closing the story says who sends it, no event of the listener's)
  // ("from me, Zainab, the eldest": the buyer signs with their own name; no one the song tells of)
  let selfSigned: string | undefined;
  said0.text = said0.text.replace(
    /(^|[.!?]\s+)(?:(?:love|lots of love|all my love),?\s+)?from me,?\s+(\p{Lu}[\p{L}'-]+)(?:,[^.!?]*)?[.!?]*\s*$/u,
    (_m, lead: string, name: string) => {
      selfSigned = name;
      return lead.trim();
    },
  );
  const signoff =
    /(?:^|[.!?]\s+|\s[-–—]\s*)(?:(?:so |very |super )?proud |love,? |lots of love,? |all my love,? |xx,? |from )?((?:your |a |the )?(?:big |little |baby |older |younger |proud )?(?:sis|sister|bro|brother|mum|mom|mama|dad|papa|auntie|aunt|uncle|nan|nana|grandma|grandpa|granny|wife|husband|son|daughter))[\s.!]*$/i.exec(
      said0.text,
    );
  // ("german shepherd", "irish setter": a people's name is written with its capital)
  // (never "polish" the verb: "wouldnt let anyone else polish", "to polish the silver")
  said0.text = said0.text.replace(
    new RegExp(`\\b(${NATIONALITIES.toLowerCase()})\\b`, 'g'),
    (m: string, w: string, at: number) =>
      w === 'polish' &&
      /\b(to|else|and|would|will|could|can|let|help|helped|always|never|i|we|you|he|she|they|not|n't)\s+$/i.test(
        said0.text.slice(Math.max(0, at - 12), at),
      )
        ? m
        : capital(w),
  );
  said0.text = said0.text
    // ("i want to say im sorry without making it all about me": how to say it is the buyer's note to us)
    .replace(/\s*,?\s*without making (?:it|this) (?:all )?about (?:me|us|myself|ourselves)\b/gi, '');
  // ("rip Duke 2011-2024": the years a life ran are sung "from twenty eleven to twenty twenty-four")
  said0.text = said0.text.replace(/\b((?:19|20)\d\d)\s*[-–—]\s*((?:19|20)\d\d)\b/g, 'from $1 to $2');
  // ("on 12 november", "born 2nd of March": a day before its month is sung as the month's day, "November twelfth")
  said0.text = said0.text.replace(
    /\b(?:the\s+)?([0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b/gi,
    (m, day: string, month: string) => {
      const d = Number(day);
      const full = MONTHS.find((x) => x.startsWith(month.toLowerCase().slice(0, 3))) ?? month;
      const th =
        d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
      return d >= 1 && d <= 31 ? `${full[0].toUpperCase()}${full.slice(1)} ${d}${th}` : m;
    },
  );
  // ("ZERO accidents", "a PENGUIN KEEPER", "NOBODY is allowed": a word shouted for stress is the word; initials stay)
  // ("MY BEST MATE DEV IS MARRYING HANNAH": a name shouted is still a name, one the tagger knows as a woman's or a
  // man's, or the word after what the buyer calls them)
  // (a whole stretch shouted, "DEV IS MARRYING HANNAH", has its little words lowered too: "IS", "MY", never "I")
  said0.text = said0.text.replace(/(?<![\p{L}'])(?:\p{Lu}+['’]?\p{Lu}*[\s,!]+){2,}\p{Lu}+(?![\p{L}'])/gu, (run) =>
    run.replace(/(?<![\p{L}'])(?!I(?![\p{L}']))\p{Lu}{1,2}(?![\p{L}'])/gu, (w) => w.toLowerCase()),
  );
  said0.text = said0.text.replace(/(?<![\p{L}'])\p{Lu}{3,}(?![\p{L}'])/gu, (w, at: number, all: string) => {
    const named = w[0] + w.slice(1).toLowerCase();
    const tags = soloTags(named);
    if ((tags.has('FemaleName') || tags.has('MaleName')) && !tags.has('Verb') && !tags.has('Adjective')) return named;
    if (
      /\b(mate|friend|buddy|pal|bro|brother|sis|sister|cousin|son|daughter|wife|husband|boyfriend|girlfriend|partner|fianc[ée]e?|boss|colleague|coach|dog|cat|grandson|granddaughter|nephew|niece)\s+$/i.test(
        all.slice(0, at),
      ) &&
      !ACRONYMS.test(w)
    )
      return named;
    return dictionaryPhones(w.toLowerCase()) && !ACRONYMS.test(w) ? w.toLowerCase() : w;
  });
  const said = signoff
    ? { ...said0, text: said0.text.slice(0, signoff.index + (/^[.!?]/.test(signoff[0]) ? 1 : 0)).trim() }
    : said0;
  // ("Elsa (5) and Nils (2)": an age in brackets is no part of a name)
  const prompt0 = capitaliseNamed(
    capitaliseGreeted(thankedFor(frontedToEnd(mendPunctuation(mendTypos(said.text)))))
      .replace(/\s*\(\d{1,3}\)/g, '')
      // ("our kids are Ava 5 and Eli 2": an age after a first name is no part of it)
      .replace(/\b(\p{Lu}\p{Ll}+) (\d{1,2})(?=\s*(?:,|and\b|&|\.|$))/gu, (m, name: string) =>
        givenName(name) ? name : m,
      )
      // ("Mum (Bridget) and Dad (Sean)", "grandma and grandpa (Lupe and Ernesto)": a name in brackets after what the
      // buyer calls them is theirs)
      .replace(
        new RegExp(
          `\\b(${KIN_WORDS}) (?:and|&) (${KIN_WORDS}) \\((\\p{Lu}[\\p{L}'-]+) (?:and|&) (\\p{Lu}[\\p{L}'-]+)\\)`,
          'giu',
        ),
        '$1 $3 and $2 $4',
      )
      .replace(new RegExp(`\\b(${KIN_WORDS}) \\((\\p{Lu}[\\p{L}'-]+)\\)`, 'giu'), '$1 $2')
      // ("our pub quiz team 'Quizteama Aguilera'": a team's or a band's name in quotes is no one's)
      .replace(/\b(team|club|band|group|crew|choir|called|named)\s+['"‘“]([^'"’”]{2,40})['"’”]/giu, '$1')
      // ("Rafa (Rafael)", "Mrs. Okonkwo (Mrs O)": the other name in brackets is the same one, not someone else)
      .replace(/(\p{Lu}[\p{L}'-]+)\s*\((?:(?:Mr|Mrs|Ms|Dr|Miss)\.? ?)?\p{Lu}[\p{L}'.-]*\)/gu, (m, name: string) =>
        kinOf(name) ? m : name,
      )
      // ("To Mr and Mrs Kowalczyk": two people, each with the surname)
      // ("Mr and Mrs Okoro's barbecues": theirs, the "'s" once, after both)
      .replace(
        /\b(Mr|Mrs|Ms|Dr)(\.?) (and|&) (Mr|Mrs|Ms|Dr)(\.?) (\p{Lu}[\p{L}'-]+)/gu,
        (_m, a: string, dotA: string, _and: string, b: string, dotB: string, name: string) =>
          `${a}${dotA} ${name.replace(/['’]s$/, '')} and ${b}${dotB} ${name}`,
      ),
  );
  // ("her fiance Min-jun ... when min-jun sang": a name written once with its capitals keeps them wherever it is typed
  // again; and so does a name the buyer gave)
  const prompt = capitaliseAgain(
    prompt0,
    typeof input.recipient === 'string' ? splitNames(stripMarkup(input.recipient)) : [],
  );
  const title = typeof input.title === 'string' ? stripMarkup(input.title) : '';
  const event = typeof input.event === 'string' ? stripMarkup(input.event) : '';
  const tags = Array.isArray(input.tags) ? input.tags.filter((t): t is string => typeof t === 'string') : [];
  const givenRecipient = typeof input.recipient === 'string' ? stripMarkup(input.recipient) : '';
  const givenRelationship = typeof input.relationship === 'string' ? stripMarkup(input.relationship) : '';
  // ("from: me": the buyer, who signs nothing by that)
  const givenFrom =
    typeof input.from === 'string' && !/^\s*(me|myself|i|moi|yo)\s*$/i.test(input.from) ? stripMarkup(input.from) : '';

  // an occasion the buyer named ("get well soon", "new baby") is the song's, even when the writer has no kind for it:
  // "tamales at Christmas" or "was born" in the story does not swap it
  const namedEvent = event.trim() !== '' && !/^(other|custom|general|none|any|song|just because)$/i.test(event.trim());
  // the same kinds told in the story when the buyer named none ("Memorial song for my grandad", "get well soon for
  // Bartek from accounting", "welcome song for the twins"): the song is that occasion's, never a launch or a birthday
  // (what the story says it is not is no occasion: "no reason, not a birthday or anything")
  const occasionText = `${title} ${prompt}`.replace(
    /\b(not|no|nor|isn't|wasn't|without)\s+(a|an|any|the|his|her|their|my|our|your)?\s*[\w']+/gi,
    ' ',
  );
  // (news the buyer picked as the occasion is told in the story: "announcement" of a baby is no product launch)
  const news = /^(announcement|announce|news|big news|reveal)$/i.test(event.trim());
  const toldKind = namedEvent && !news ? undefined : occasionToldIn(occasionText);
  const detected = toldKind ? 'general' : detectOccasion(event, namedEvent ? '' : occasionText, tags);
  // ("valentines song for my girlfriend Yuki", "47 years and he still snores", for "my husband": a valentine to the
  // one the buyer is with is a love song between two who know it, never a secret admirer's)
  const together = `${event} ${prompt} ${input.relationship ?? ''}`;
  const occasion =
    detected === 'admirer' &&
    /\bvalentine/i.test(together) &&
    !/\b(secret\w*|crush|admirer|notice me|from afar|never told|doesn't know|does not know)\b/i.test(together) &&
    /\b(wife|husband|girlfriend|boyfriend|partner|fianc[ée]e?|spouse|hubby|missus|married|together|years)\b/i.test(
      together,
    )
      ? 'anniversary'
      : detected;
  // "Priya & Arjun" are two people, not a firm called "Priya & Arjun"; "Kettle & Co." and "Smith & Sons" are firms
  // ("He's done the same route for 35 years": "'s" before a participle is "has", never "is")
  const hasTold = prompt.replace(
    /\b(he|she|it|who|that)['’]s (still )?(done|gone|got|taught|run|won|seen|given|kept|spent|built|driven|led|become|flown|written|ridden|sung|begun|shown|drawn|stolen|chosen|forgotten)\b/gi,
    '$1 has $2$3',
  );
  // ("the helpdesk crew at Marlow & Finch": a name and a name one works at is a firm)
  const doc = parse(
    hasTold.replace(
      /(?<!\b(?:at|joined|joining|left|leaving) \p{Lu}[\p{L}'’-]*)\s+&\s+(?!(co|sons|daughters|partners|associates|company)\b)/giu,
      ' and ',
    ),
  );
  const sentences = tokens(doc);
  // ("we drive nine hours to Andong", "flew to Lagos": where one travels to is a place, never the one sung to)
  for (const sentence of sentences)
    sentence.forEach((t, i) => {
      if (!t.cap || sentence[i - 1]?.lower !== 'to' || kinOf(t.lower) || has(t, 'Place')) return;
      const lead = sentence.slice(Math.max(0, i - 5), i - 1).map((x) => x.lower);
      if (
        lead.some((w) =>
          /^(drive|drives|drove|driving|fly|flies|flew|flying|travel|travels|travelled|traveled|travelling|traveling|head|heads|headed|heading|move|moves|moved|moving|ride|rides|rode|riding|sail|sails|sailed|sailing|walk|walks|walked|trip|trips|flight|flights|train|bus|ferry|commute|commuted)$/.test(
            w,
          ),
        )
      )
        t.tags = new Set([
          ...[...t.tags].filter((x) => !/^(Person|FirstName|MaleName|FemaleName|LastName)$/.test(x)),
          'Place',
        ]);
    });
  const all = sentences.flat();

  // --- mentions of people and pets: runs of name tokens, with the role word before them
  const mentions: Mention[] = [];
  /** the song's signers named in the story ("Christmas song from Nana to ..."), never sung as places or others */
  const signers: string[] = selfSigned ? [selfSigned] : [];
  if (signoff && !/^(your |a |the )?(wife|husband|son|daughter)$/i.test(signoff[1]))
    signers.push(
      signoff[1]
        .replace(/^(a|the)\s+/i, '')
        .replace(/\bsis\b/i, 'sister')
        .replace(/\bbro\b/i, 'brother')
        .replace(/^(?!your\b)/i, 'your ')
        .replace(/\bproud /i, '')
        .toLowerCase(),
    );
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length; i++) {
      const t = sentence[i];
      const pre = sentence[i - 1];
      // "at Nguyen's place", "Mia's flat": a name owning a common noun is a person, not the place
      if (
        /'s$/i.test(t.text) &&
        t.cap &&
        sentence[i + 1] &&
        !sentence[i + 1].cap &&
        has(sentence[i + 1], 'Noun') &&
        !has(t, 'City', 'Country', 'Region', 'Date')
      ) {
        t.tags.delete('Place');
        t.tags.delete('Organization');
        t.tags.add('Person');
      }
      // ("the top of Arthur's Seat", "Land's End", "St John's Wood": a name's with a word of where after it is a place)
      if (
        /'s$/i.test(t.text) &&
        t.cap &&
        sentence[i + 1]?.cap &&
        /^(seat|end|head|point|hill|bay|cross|wood|park|island|landing|inn|gate|green|field|fields|lane|square|rock|peak|falls|harbour|harbor|beach|cove|valley|mountain|lake|bridge|tower|castle|church|hall|college|hospital)$/i.test(
          sentence[i + 1]!.lower,
        )
      ) {
        t.tags.delete('Person');
        t.tags.add('Place');
        sentence[i + 1]!.tags.delete('Person');
        sentence[i + 1]!.tags.add('Place');
        i = placeRun(sentence, i);
        continue;
      }
      // "St. Brigid's", "Saint Anne's": a saint names a church or a school
      if (/^(st|saint|mt|mount)\.?$/i.test(t.text) && t.cap && sentence[i + 1]?.cap) {
        t.tags.add('Place');
        i = placeRun(sentence, i + 1);
        continue;
      }
      // ("watched every season of Bake Off", "binged Bluey", "Secret Santa": a show watched, or the office's gift swap,
      // is no one)
      if (
        t.cap &&
        (/^(watched|watching|watch|watches|binged|binging|bingeing)$/.test(pre?.lower ?? '') ||
          (pre?.lower === 'of' && /^(seasons?|episodes?|series)$/.test(sentence[i - 2]?.lower ?? '')) ||
          (t.lower === 'secret' && sentence[i + 1]?.lower === 'santa'))
      ) {
        while (i + 1 < sentence.length && sentence[i + 1]!.cap && !/[,;:.!?]/.test(sentence[i]!.post)) {
          sentence[i]!.tags.add('Work');
          i++;
        }
        sentence[i]!.tags.add('Work');
        continue;
      }
      // "whistles Abba": a band or a composer played, sung or whistled is a work, not a place or a firm
      if (t.cap && has(t, 'Organization') && pre && PERFORM.test(pre.lower)) {
        t.tags.delete('Organization');
        t.tags.add('Work');
        continue;
      }
      // "Riverside Primary", "Kobe General": the names after a place are the same place
      if (t.cap && has(t, 'Place', 'Organization') && !has(t, 'Person')) {
        i = placeRun(sentence, i);
        continue;
      }
      // "beating Dale United 3-2": a club is no one
      const club = t.cap ? clubRun(sentence, i) : -1;
      if (club > 0) {
        i = club;
        continue;
      }
      if (!nameish(t, sentence)) continue;
      // "Father's Day", "Mother's day": the day is named for them, it is no one in the story
      if (/'s$/i.test(t.text) && sentence[i + 1]?.lower === 'day') continue;
      // "Christmas song from Nana to her grandkids": the one it is from signs the song
      if (
        pre?.lower === 'from' &&
        (TITLE.test(t.lower) || kinOf(t.lower) || has(t, 'FirstName', 'Person')) &&
        !has(t, 'Place')
      ) {
        // ("from Mr Adeyemi": a title signs with the name after it)
        let j = i;
        while (TITLE.test(sentence[j].lower) && sentence[j + 1]?.cap && nameish(sentence[j + 1], sentence)) j++;
        signers.push(j > i ? (sungName(sentence.slice(i, j + 1)) ?? t.text) : t.text);
        i = j;
        while (sentence[i + 1]?.lower === 'and' && sentence[i + 2] && nameish(sentence[i + 2], sentence)) {
          signers.push(sentence[i + 2].text);
          i += 2;
        }
        continue;
      }
      // "happy new year from the Virtanens": a family signs it
      if (pre?.lower === 'the' && sentence[i - 2]?.lower === 'from' && /s$/.test(t.text) && !has(t, 'Place')) {
        signers.push(`the ${t.text}`);
        continue;
      }
      // "Eid Mubarak to Yusuf": the word after a holiday, before "to" or "for", is the greeting
      if (
        /^(eid|ramadan|christmas|xmas|diwali|hanukkah|easter|holi|nowruz|new year)$/.test(pre?.lower ?? '') &&
        /^(to|for)$/.test(sentence[i + 1]?.lower ?? '')
      )
        continue;
      // "whistles Chopin", "reads Murakami", "sang Beatles songs": a composer, writer or band is what is played
      // or read, not one of the story's people
      if (
        (pre && PERFORM.test(pre.lower) && !has(sentence[i + 1], 'Determiner', 'Possessive')) ||
        // ("we danced at our wedding to Sade": the music danced to)
        (pre?.lower === 'to' &&
          sentence
            .slice(Math.max(0, i - 6), i)
            .some((w) => /^(danced?|dancing|dances|sang|sing|singing|listened|listening)$/.test(w.lower)) &&
          !has(t, 'Place')) ||
        // ("read us Matilda", "played me Sinatra": the work after whom it was read to)
        (pre &&
          /^(us|me|him|her|them)$/.test(pre.lower) &&
          PERFORM.test(sentence[i - 2]?.lower ?? '') &&
          !has(sentence[i + 1], 'Determiner', 'Possessive')) ||
        // ("played him Sinatra records", "her Beatles albums": whose music it is, not one of the story's people)
        /^(records?|songs|albums?|tapes?|cds|vinyls?|films|movies|books|novels|poems|tunes|plays|musicals)$/.test(
          sentence[i + 1]?.lower ?? '',
        ) ||
        (sentence[i + 1] &&
          !sentence[i + 1].cap &&
          !has(t, 'Person', 'FirstName') &&
          has(sentence[i + 1], 'Plural') &&
          !has(sentence[i + 1], 'Verb', 'Pronoun', 'Actor') &&
          !/[,;:.!?]/.test(t.post))
      ) {
        t.tags.add('Work');
        continue;
      }
      // "the guy with the green Vespa", "drives a red Fiat": a name after an article and a describing word, in what
      // someone has or rides, is a thing (never "with my sister Anna")
      {
        let j = i - 1;
        while (j >= 0 && has(sentence[j], 'Adjective') && !has(sentence[j], 'Noun')) j--;
        if (
          j < i - 1 &&
          /^(the|a|an|his|her|their|my|our|your)$/.test(sentence[j]?.lower ?? '') &&
          /^(with|in|on|by|drove|drives|drive|rides|ride|rode|owns|own|owned|bought|has|had)$/.test(
            sentence[j - 1]?.lower ?? '',
          ) &&
          !has(t, 'Honorific')
        )
          continue;
        // ("Dad's old Morris Minor", "her battered red Fiesta": a name after whose it is and a word only a thing is
        // said to be, old, rusty, second-hand, is a thing; "my dear Anna", "our little Leo" stay people)
        if (
          j < i - 1 &&
          (/^(the|a|an|his|her|their|my|our|your)$/.test(sentence[j]?.lower ?? '') ||
            /'s$/i.test(sentence[j]?.text ?? '') ||
            (sentence[j]?.text === '' && has(sentence[j], 'Possessive'))) &&
          sentence.slice(j + 1, i).some((w) => THING_ADJECTIVE.test(w.lower)) &&
          !has(t, 'Honorific')
        ) {
          t.tags.delete('Person');
          t.tags.add('Work');
          while (sentence[i + 1]?.cap && !has(sentence[i + 1], 'Honorific')) i++;
          continue;
        }
      }
      // "Rangoli at reception, sweets on every desk": a word the tagger does not know as a name, opening a
      // sentence with no verb, and set somewhere, is a thing
      // ("Rangoli on the doorstep, ... and fireworks Arjun is scared of": no verb before the first comma is enough;
      // "Latkes, dreidel, grandpa's menorah": a word in -s opening a list of things is one of them)
      const firstPart = sentence.slice(0, Math.max(1, sentence.findIndex((x) => /[,;:]/.test(x.post)) + 1));
      if (
        t.i === 0 &&
        !has(t, 'Person', 'FirstName', 'Honorific') &&
        !firstPart.some((x) => has(x, 'Verb')) &&
        (has(sentence[1], 'Preposition') ||
          (/s$/.test(t.lower) &&
            /,/.test(t.post) &&
            sentence[1] !== undefined &&
            !sentence[1].cap &&
            has(sentence[1], 'Noun')))
      )
        continue;
      // ("cries at every Pixar movie": a name between "every" and a thing says which thing)
      if (
        /^(every|each|a|an|any|no|some)$/.test(sentence[i - 1]?.lower ?? '') &&
        sentence[i + 1] !== undefined &&
        !sentence[i + 1].cap &&
        has(sentence[i + 1], 'Noun') &&
        !has(sentence[i + 1], 'Verb', 'Pronoun') &&
        !/[,;:.!?]/.test(t.post)
      )
        continue;
      // ("Amara is Igbo", "he's Samoan": after someone and "is", a word for where they are from)
      if (
        /^(is|are|was|were|'s)$/.test(pre?.lower ?? '') &&
        sentence[i - 2] !== undefined &&
        (/^(he|she|they|i|we|you)$/.test(sentence[i - 2].lower) ||
          (sentence[i - 2].cap && has(sentence[i - 2], 'Person'))) &&
        !has(t, 'FirstName', 'Honorific') &&
        (!has(sentence[i + 1], 'Noun') || has(sentence[i + 1], 'Pronoun') || /[,;:.!?]/.test(t.post))
      )
        continue;
      // ("only speaks Quechua", "learning Igbo": a language spoken or learnt is no one)
      if (
        /^(speaks?|spoke|speaking|learn|learns|learning|learnt|learned|studies|studied|studying|fluent)$/.test(
          pre?.lower ?? '',
        )
      )
        continue;
      // "on the ferry to Karşıyaka", "the 7:40 bus to Shibuya", "moved to Kyiv": where someone goes is a place
      const toPlace =
        pre?.lower === 'to' &&
        sentence[i - 2] !== undefined &&
        // ("farewell from the 4th floor to Gosia, our office manager": one the story says is ours is someone)
        !(/,/.test(t.post) && /^(our|my|his|her|their)$/.test(sentence[i + 1]?.lower ?? '')) &&
        // ("from Santiago to Ushuaia": from one place to another)
        ((sentence[i - 3]?.lower === 'from' && sentence[i - 2].cap) ||
          (has(sentence[i - 2], 'Noun') &&
            !has(sentence[i - 2], 'Pronoun', 'Person', 'Actor') &&
            !INSTRUCTION.test(sentence[i - 2].lower) &&
            !OCCASION_WORDS.test(sentence[i - 2].lower) &&
            !ADDRESSED.test(sentence[i - 2].lower) &&
            sentence.slice(Math.max(0, i - 5), i - 2).some((x) => has(x, 'Determiner', 'Possessive'))) ||
          MOTION.test(sentence[i - 2].lower));
      // "on South Congress", "on Sea Point promenade": two names after "on" are a place ("count on Maya" is her)
      // ("a taverna on Naxos", "our honeymoon on Crete": a place or a stay on a name is on a place, an island)
      const onPlace =
        pre?.lower === 'on' &&
        ((sentence[i + 1] !== undefined && nameish(sentence[i + 1], sentence)) ||
          /^(taverna|tavern|house|farm|holiday|holidays|cottage|villa|beach|hotel|restaurant|shop|bar|caf[eé]|trip|vacation|honeymoon|weekend|flat|apartment|home|cabin|camp|campsite|life|summers?|winters?|street|road|ferry|boat)$/.test(
            sentence[i - 2]?.lower ?? '',
          ));
      // "in Biarritz", "near Lyon": a capitalised word after a preposition of place is a place
      // ("the best jollof in all of Houston", "the city of Lagos")
      const ofPlace =
        pre?.lower === 'of' &&
        /^(all|city|town|village|state|county|province|island|isle|kingdom|republic|streets)$/.test(
          sentence[i - 2]?.lower ?? '',
        );
      if (
        ofPlace ||
        ((/^(in|at|near|from|around|across|outside|inside|through|into|visiting)$/.test(pre?.lower ?? '') ||
          toPlace ||
          onPlace) &&
          !has(t, 'Honorific') &&
          !(/'s$/i.test(t.text) && has(t, 'Person')))
      ) {
        // "Cairo University": the rest of the name is the same place
        i = placeRun(sentence, i);
        continue;
      }
      // "on Rue Cler", "Avenue Foch": a street is a place
      if (STREET_FIRST.test(t.lower)) {
        i = placeRun(sentence, i);
        continue;
      }
      // "New Year" is the occasion; "Ward 7", "Room 12": a name with a number is a place
      if (t.lower === 'new' && sentence[i + 1]?.lower === 'year') {
        i++;
        continue;
      }
      // ("Gulnara and Rustam - 30 years": a number after a dash is no part of the name)
      if (
        /^\d+$/.test(sentence[i + 1]?.text ?? '') &&
        !/[,;:.!?–—-]/.test(t.post) &&
        !/^(years?|months?|weeks?|days?|hours?|ago)$/i.test(sentence[i + 2]?.text ?? '')
      ) {
        t.tags.add('Place');
        continue;
      }
      // "Rosa's Bakery": a business named for its owner is a place
      if (
        /'s$/i.test(t.text) &&
        BUSINESS.test(sentence[i + 1]?.lower ?? '') &&
        // ("Eli's bar mitzvah" is his day, no bar)
        !/^(mitzvah|mitzva)$/.test(sentence[i + 2]?.lower ?? '')
      ) {
        t.tags.add('Place');
        sentence[i + 1].tags.add('Place');
        i++;
        continue;
      }
      // "the T-Rex", "the Orbit app", "Hillside School": a name after "the", or an institution, is not a person
      // ("the Harbour Voices": nor any word of that name)
      if (sentence[i - 1]?.lower === 'the') {
        while (i + 1 < sentence.length && sentence[i + 1].cap && !/[,;:.!?]/.test(sentence[i].post)) i++;
        continue;
      }
      if (INSTITUTION.test(sentence[i + 1]?.lower ?? '') || INSTITUTION.test(t.lower)) continue;
      // ("his Torah portion", "her Nokia phone": a name between "his" and a thing says which thing)
      if (
        has(sentence[i - 1], 'Possessive') &&
        /^(his|her|their|my|our|your)$/.test(sentence[i - 1].lower) &&
        sentence[i + 1] !== undefined &&
        !sentence[i + 1].cap &&
        has(sentence[i + 1], 'Singular') &&
        !has(sentence[i + 1], 'Verb', 'Pronoun', 'Preposition', 'Conjunction', 'Adverb') &&
        !/[,;:.!?]/.test(t.post)
      )
        continue;
      // ("her teddy Mr Buttons", "his stuffed rabbit Flopsy": a toy's name is no one's)
      if (
        /^(teddy|teddybear|doll|toy|stuffie|plushie|plush)$/.test(pre?.lower ?? '') ||
        /^(teddy|stuffed|toy|cuddly)$/.test(sentence[i - 2]?.lower ?? '')
      )
        continue;
      // ("our DJ collective Night Bus", "my band The Weeknights": a group's name is no one in it)
      if (
        /^(collective|band|team|club|crew|choir|group|squad|troupe|duo|trio|quartet|podcast|label|orchestra|ensemble)$/.test(
          pre?.lower ?? '',
        ) &&
        !/[,;:.!?]/.test(pre?.post ?? '')
      ) {
        while (i + 1 < sentence.length && sentence[i + 1].cap && !/[,;:.!?]/.test(sentence[i].post)) i++;
        continue;
      }
      // ("the whole Lindqvist family": a family's name is no one of them)
      if (/^(family|family's|clan|household|lot)$/.test(sentence[i + 1]?.lower ?? '') && !/[,;:.!?]/.test(t.post))
        continue;
      const run = [t];
      // "Mrs. Ó Briain", "Dr. van Dijk": a surname's particle stays with it
      let ti = i - 1;
      while (ti > 0 && PARTICLE.test(sentence[ti].text) && !/[,;:!?]/.test(sentence[ti].post)) ti--;
      const title = sentence[ti];
      if (title && title.cap && TITLE.test(title.lower) && !/[,;:!?]/.test(title.post))
        run.unshift(...sentence.slice(ti, i));
      while (
        i + 1 < sentence.length &&
        !/[,;:!?]/.test(sentence[i].post) &&
        (nameish(sentence[i + 1], sentence) ||
          // ("Jae-won", "Min-jun": a name's lower-case half after its hyphen)
          (sentence[i].post === '-' && /^\p{Ll}+$/u.test(sentence[i + 1].text))) &&
        !/'s$/i.test(sentence[i].text)
      )
        run.push(sentence[++i]);
      // ("old Kishore Kumar songs", "Johnny Cash records": whose music it is, no one in the story)
      if (
        /^(songs?|music|records?|albums?|tunes?|films?|movies?|novels?|books?|paintings?|concerts?|lyrics)$/.test(
          sentence[i + 1]?.lower ?? '',
        )
      )
        continue;
      // ("My Brother Tom": after "my" a family word is the relation, not a title)
      if (run.length > 1 && /^(sister|father|brother)$/.test(run[0].lower) && has(sentence[run[0].i - 1], 'Possessive'))
        run.shift();
      // what stands before: "our colleague", "his dog", "the cat called"
      let k = run[0].i - 1;
      const called = k >= 0 && /^(called|named)$/.test(sentence[k].lower);
      if (called) k--;
      const before = sentence[k];
      // ("theres a girl at my capoeira class in porto alegre called Luana": the one called so is the person the phrase
      // began with, wherever it says she is)
      let person: Tok | undefined;
      if (called)
        for (let b = k; b >= Math.max(0, k - 9); b--) {
          const w = sentence[b];
          if (has(w, 'Verb') && !has(w, 'Noun')) break;
          if (
            /^(girl|guy|boy|woman|man|lady|gentleman|kid|barista|nurse|teacher|waitress|waiter|student|neighbou?r|colleague)$/.test(
              w.lower,
            )
          ) {
            person = w;
            break;
          }
        }
      // ("built a snowman called Gerald", "a boat named Marigold": a thing with a name is no one in the story)
      if (
        !person &&
        called &&
        before &&
        has(before, 'Noun') &&
        !before.cap &&
        !has(before, 'Actor', 'Pronoun', 'Person') &&
        !PET_KINDS.test(before.lower) &&
        !FAMILY_FEMALE.test(before.lower) &&
        !FAMILY_MALE.test(before.lower) &&
        !RELATION_BEFORE_NAME.test(before.lower) &&
        !GROUP.test(before.lower)
      )
        continue;
      let relation: string | undefined;
      let pet: string | undefined;
      // (the tagger reads "grandfather Walter" as one name: a family word stays the relation)
      const family = before !== undefined && (FAMILY_FEMALE.test(before.lower) || FAMILY_MALE.test(before.lower));
      // ("our husky Nalle": the tagger may take the kind of animal for an adjective)
      const kind = before !== undefined && petWord(before.lower) && !before.cap;
      if (before && (has(before, 'Noun') || kind) && (family || !has(before, 'Pronoun', 'Person')) && !before.cap) {
        if (
          has(before, 'Actor') ||
          FAMILY_FEMALE.test(before.lower) ||
          FAMILY_MALE.test(before.lower) ||
          PAIR.test(before.lower)
        )
          relation = before.lower;
        else if (petWord(before.lower)) pet = before.lower.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
        else if (!GROUP.test(before.lower) && !OCCASION_WORDS.test(before.lower) && !/[,;:.]/.test(before.post))
          relation = before.lower;
      }
      // "her name is Biscuit" after "I kept the dog": the name is the pet's
      if (
        !relation &&
        !pet &&
        sentence[run[0].i - 1]?.lower === 'is' &&
        sentence[run[0].i - 2]?.lower === 'name' &&
        /^(his|her|its|their)$/.test(sentence[run[0].i - 3]?.lower ?? '')
      ) {
        const told = sentences
          .slice(Math.max(0, sentence[0].s - 1), sentence[0].s + 1)
          .flat()
          .filter((x) => x.s < sentence[0].s || x.i < run[0].i);
        const kind = [...told].reverse().find((x) => PET_KINDS.test(x.lower) && has(x, 'Noun'));
        // (a pet already named is not the one: "the cat named Pickles. his name is Marcus" is the brother's)
        const next = kind ? sentences[kind.s]?.[kind.i + 1] : undefined;
        if (kind && !(next && (/^(named|called)$/.test(next.lower) || next.cap))) pet = kind.lower;
      }
      // "our parents Anna and Tomasz", "her grandkids Finn, Ava and Theo": the relation covers all the names
      const prev = mentions[mentions.length - 1];
      const joined =
        prev !== undefined && prev.toks[0].s === t.s && prev.toks[prev.toks.length - 1].i + 1 >= run[0].i - 1;
      const listed =
        joined &&
        (sentence[run[0].i - 1]?.lower === 'and' ||
          (prev.toks[prev.toks.length - 1].i === run[0].i - 1 && /,/.test(prev.toks[prev.toks.length - 1].post)));
      if (!relation && prev?.relation && listed && (PAIR.test(prev.relation) || PLURAL_RELATION.test(prev.relation)))
        relation = prev.relation;
      // ("2 cats Miso and Tofu": the second name after a kind of animal is another of them)
      const plural = prev ? sentence[prev.toks[0].i - 1] : undefined;
      if (!relation && !pet && prev?.pet && listed && plural && /s$/.test(plural.lower)) pet = prev.pet;
      // ("Chen got promoted": a word the tagger knows only as a surname, used alone as a subject, is what the buyer
      // calls them)
      const alone =
        run.length === 1 && has(t, 'LastName') && has(sentence[t.i + 1], 'Verb') && !/'s$/i.test(t.text)
          ? t.text
          : undefined;
      let name = sungName(run.map((x) => ({ ...x, text: x.text.replace(/'s$/i, '') }))) ?? alone;
      // "Mei Ling ... Mei Ling's garden": two names the buyer always writes together, never the first alone, the
      // second no surname the tagger knows, are what she is called
      if (run.length === 2 && name === run[0].text && !TITLE.test(run[0].lower)) {
        const second = run[1].text.replace(/'s$/i, '');
        let together = 0;
        let apart = 0;
        for (const x of sentences.flat()) {
          if (x.text.replace(/'s$/i, '') !== run[0].text) continue;
          const next = sentences[x.s][x.i + 1];
          if (next && next.text.replace(/'s$/i, '') === second && !/[,;:]/.test(x.post)) together++;
          else apart++;
        }
        if (together >= 2 && apart === 0 && !soloTags(second).has('LastName')) name = `${run[0].text} ${second}`;
      }
      // ("Gerhard, our IT guy", "Tomasz, the best barista in Leeds": what the buyer calls them after the name)
      // ("his partner Bolt, a German shepherd": an animal, whoever the buyer calls it)
      const animal = name && !pet ? petApposition(sentence, run[run.length - 1].i) : undefined;
      if (animal) {
        pet = animal;
        relation = undefined;
      }
      if (name && !relation && !pet) relation = apposition(sentence, run[run.length - 1].i);
      if (name) mentions.push({ toks: run, name, relation, pet });
    }
  }

  // --- people and pets
  const people: StoryPerson[] = [];
  const pets: StoryPet[] = [];
  for (const m of mentions) {
    if (m.pet) {
      if (!pets.some((p) => p.name === m.name)) pets.push({ name: m.name!, kind: m.pet });
      continue;
    }
    const told = m.toks.map((t) => t.text.replace(/'s$/i, '')).join(' ');
    // ("Shoutout to Priya who closed the deal": what is sent to someone is no one)
    if (ADDRESSED.test((m.name ?? '').toLowerCase()) || /^shout$/i.test(m.name ?? '')) continue;
    const existing = people.find(
      (p) =>
        p.name === m.name ||
        p.told.split(' ')[0] === m.name ||
        // ("Big Dave ... Dave": the same one, called without the nickname's word)
        (/^(big|little|lil|old|young|tiny|mad) /i.test(p.name) && p.name.split(' ')[1] === m.name),
    );
    if (existing) {
      existing.relation ??= m.relation;
      continue;
    }
    const gender =
      genderOf(m.toks) ??
      (m.relation && FAMILY_FEMALE.test(m.relation)
        ? 'female'
        : m.relation && FAMILY_MALE.test(m.relation)
          ? 'male'
          : undefined);
    people.push({ name: m.name!, told, role: 'other', relation: m.relation, gender });
  }

  // --- the recipient: given, else read from the story
  // ("a song about my hometown Tromsø", "a goodbye song for our house on Maple Street": a place or a thing the song
  // is about, with no one named to sing it to)
  const subject =
    !givenRecipient && !givenRelationship && /^(general|farewell|holiday|thanks)$/.test(occasion)
      ? songSubject(prompt)
      : undefined;
  let relationship = (subject ? '' : givenRelationship || findRelationship(sentences, occasion)).replace(
    /\bin laws\b/i,
    'in-laws',
  );
  let recipientNames: string[] = [];
  // a company's own anniversary or launch, with no one named: the firm the story names is who the song is about
  // ("Miller & Sons Plumbing turns 50 ... founded by my grandfather Walt Miller": a firm that opens the story is it,
  // whoever founded it)
  const opener = sentences[0] ? companyOf([sentences[0]]) : undefined;
  const firmOpens =
    opener !== undefined &&
    sentences[0][0]?.text === opener.split(' ')[0] &&
    (sentences[0].some((t) => /^(turns|turned|turning|celebrates|celebrating)$/.test(t.lower)) ||
      // ("Kowalczyk & Daughters Plumbing - 30 years in Milwaukee": the years of the firm the story opens on)
      sentences
        .slice(0, 2)
        .some((sen) => sen.some((t, k) => /^\d+$/.test(t.text) && /^(years?|yrs)$/i.test(sen[k + 1]?.text ?? ''))));
  const company =
    occasion === 'company' && !givenRecipient
      ? (launchedName(prompt) ?? (mentions.every((m) => m.pet) || firmOpens ? companyOf(sentences) : undefined))
      : undefined;
  if (company) recipientNames = [company];
  else if (givenRecipient) {
    recipientNames = splitNames(givenRecipient).map((n) => {
      // "the night shift", "everyone at Ward 7": a group as the buyer wrote it
      // ("the volunteers" is called "volunteers"; "Coach Dafydd and the boys" keeps "the boys")
      if (/^\p{Ll}/u.test(n))
        return /^the (boys|girls|lads|lasses|kids|team|crew|squad|gang)$/i.test(n) &&
          splitNames(givenRecipient).length > 1
          ? n
          : n
              .replace(/^the\s+(?=\p{Ll})/u, '')
              // ("nurses of Ward 7": sung in words)
              .replace(/\b(\d{1,3})\b/g, (_m, d: string) => numberToWords(Number(d)));
      // ("The Riverside Under-12s": a team or a group called by its name, "the" and all)
      // (sung in words: "the Riverside Under-Twelves")
      if (/^the\s+\p{Lu}/iu.test(n))
        return `the ${n.replace(/^the\s+/i, '')}`.replace(/\b(\d{1,3})(s?)\b/g, (_m, d: string, pl: string) =>
          numberToWords(Number(d))
            .split('-')
            .map(capital)
            .join('-')
            .concat(pl ? 's' : ''),
        );
      const toks = parse(n)
        .json()[0]
        ?.terms.map((t: { text: string; tags: string[]; post: string }, i: number) => ({
          text: clean(t.text),
          lower: clean(t.text).toLowerCase(),
          tags: new Set(t.tags),
          post: t.post.trim(),
          s: 0,
          i,
          cap: true,
          midCap: i > 0,
        })) as Tok[] | undefined;
      // ("Little Snoring CC", "Hartley Rovers FC": a club by its name, called as its fans call it)
      const club = /^(.+?)\s+(?:FC|AFC|RFC|CC|RC|HC|BC|SC|United|Rovers|Athletic|Wanderers)$/.exec(n);
      if (club && /^\p{Lu}/u.test(club[1]!)) return /\b(CC|FC|AFC|RFC|RC|HC|BC|SC)$/.test(n) ? club[1]! : n;
      // ("Mei Ling": the field asks for the names as they are to be sung; only a surname the tagger knows is cut)
      const words = n.split(/\s+/);
      if (words.length === 2 && !TITLE.test(words[0]) && !soloTags(words[1]).has('LastName')) return n;
      return (toks && sungName(toks)) ?? words[0];
    });
  } else if (subject) {
    // (its name is no one's: "Sally" the car, "Tromsø" the town)
    const its = [...subject.sung.split(/\s+/), ...(subject.at ?? '').split(/\s+/), subject.head].map((w) =>
      w.replace(/['’]s$/i, '').toLowerCase(),
    );
    for (let i = people.length - 1; i >= 0; i--)
      if (its.includes(people[i].name.split(/\s+/)[0].toLowerCase())) people.splice(i, 1);
  } else {
    // ("Thank you Ms. Okafor for teaching our daughter Ada", signed "Ada and her parents": one who signs the song is
    // not whom it is for)
    const signing = new Set(givenFrom.split(/[\s,&]+/).filter((w) => /^\p{Lu}/u.test(w)));
    recipientNames = findRecipients(
      sentences,
      signing.size > 0 ? mentions.filter((m) => !m.name || !signing.has(m.name)) : mentions,
      occasion,
      relationship,
      title,
    );
    // ("Welcome to the world, baby Saoirse! Born ... to my sister Niamh": a newborn's song is the baby's)
    const newborn = mentions.find((m) => m.name && !m.pet && m.relation === 'baby');
    if (
      newborn?.name &&
      /\b(new ?born|new baby|baby|welcome to the world|christening|naming)\b/i.test(`${event} ${prompt}`) &&
      !recipientNames.includes(newborn.name)
    ) {
      recipientNames = [newborn.name];
      relationship = '';
    }
    // "Our cat Mochi turns 12", "In memory of our old horse Duchess": with no one else named, the song is the pet's
    // (never after a break-up: the dog the buyer kept is no ex)
    // ("Our tortoise Sheldon is 60 years old! He belonged to my grandfather": a pet that opens the story is who it is
    // for, whoever is told of later)
    const petOpens =
      pets.length > 0 &&
      mentions.length > 0 &&
      mentions[0].pet !== undefined &&
      mentions[0].toks[0].s === 0 &&
      mentions[0].toks[0].i <= 3 &&
      !sentences[0]
        .map((t) => t.lower)
        .join(' ')
        .includes(relationship.toLowerCase());
    // ("our cat" given, "For our cat Zeytin who passed away" told: the pet the relation names is the one sung to)
    const petNamed = pets.length > 0 && PET_KINDS.test(headWord(relationship.toLowerCase()));
    if (
      recipientNames.length === 0 &&
      (!relationship || petOpens || petNamed) &&
      pets.length > 0 &&
      mentions.every((m) => m.pet) &&
      occasion !== 'breakup' &&
      occasion !== 'admirer'
    )
      recipientNames = [pets[0].name];
    // "For Coach Martina, who turned our hopeless netball team ...": "our team" is not who the song is for
    const relLastWord = headWord(relationship);
    if (
      relationship &&
      !givenRelationship &&
      recipientNames.length > 0 &&
      !mentions.some((m) => recipientNames.includes(m.name!) && m.relation === relLastWord)
    )
      relationship = '';
    // ("bday song for Kwame in accounts", "for Siobhan from HR": one from a department is a colleague)
    if (
      !relationship &&
      recipientNames.length === 1 &&
      mentions.some((m) => m.name === recipientNames[0] && m.relation === 'colleague')
    )
      relationship = 'colleague';
    // ("a song for Mum and Dad": the two the buyer calls by their family words are the couple)
    const kinPair = /^(\p{Lu}\p{Ll}+) and (\p{Lu}\p{Ll}+)$/u.exec(relationship);
    if (kinPair && recipientNames.length === 0) {
      recipientNames = [kinPair[1]!, kinPair[2]!];
      const kins = recipientNames.map((n) => kinOf(n) ?? '');
      relationship = kins.every((k) => /^(mother|father)$/.test(k))
        ? 'parents'
        : kins.every((k) => /^grand/.test(k))
          ? 'grandparents'
          : '';
    }
    // ("diwali song for my in laws ... mummyji makes ladoos and papaji does the fireworks": the two a couple's song
    // is for, called by the family words the buyer uses)
    if (recipientNames.length === 0 && PAIR.test(headWord(relationship)) && !/twins/.test(relationship)) {
      const called = [
        ...new Set(
          sentences
            .flat()
            .filter(
              (t) => /^(mother|father|grandmother|grandfather)$/.test(kinOf(t.lower) ?? '') && !/'s$/i.test(t.text),
            )
            .map((t) => capital(t.lower)),
        ),
      ];
      const genders = new Set(called.map((w) => familyGender(w.replace(/-?ji$/i, ''))));
      if (called.length === 2 && genders.has('female') && genders.has('male')) recipientNames = called;
    }
  }
  // "For my grandfather Walter..." ordered for "Grandpa": the buyer called him by the relation, the story by his
  // name; the one person the story gives that relation is the recipient, sung to as "you".
  if (givenRecipient && recipientNames.length === 1 && !people.some((x) => x.name === recipientNames[0])) {
    const kin = kinOf(recipientNames[0]!) ?? kinOf(givenRelationship.split(/\s+/).pop() ?? '');
    // ("Dziadek" given, "Grandpa Wojciech" told: a family title is the relation too)
    const same = kin
      ? people.filter(
          (x) =>
            (x.relation !== undefined && kinOf(x.relation) === kin) ||
            (/\s/.test(x.name) && kinOf(x.name.split(/\s+/)[0].toLowerCase()) === kin),
        )
      : [];
    // ("Babcia" given, "Babcia Halina" told: the title-only match below renames her)
    // ("Baba" given for "father", "my father Liu Wei" told: the one the relation names is the one sung to)
    const called =
      kinOf(recipientNames[0]!) ?? (givenRelationship ? kinOf(headWord(givenRelationship.toLowerCase())) : undefined);
    if (same.length === 1 && called && same[0]!.name.split(/\s+/)[0] !== recipientNames[0]) same[0]!.role = 'recipient';
    // ("Gosia" given for "my wife", "my wife Małgorzata" told: the one person the story gives that relation is her,
    // called as the buyer calls her)
    const head = headWord(givenRelationship.toLowerCase());
    const told = head ? people.filter((x) => x.role === 'other' && x.relation === head) : [];
    if (same.length === 0 && told.length === 1 && !PLURAL_RELATION.test(head) && !PAIR.test(head)) {
      told[0]!.role = 'recipient';
      told[0]!.name = recipientNames[0]!;
    }
  }
  // ("wedding song for my best friend Seo-yeon and her fiance Min-jun": the one she marries is sung to with her)
  if (occasion === 'wedding' && recipientNames.length === 1) {
    const partner = mentions.find((m) => {
      if (!m.name || m.pet || m.name === recipientNames[0]) return false;
      if (!/^(fianc[eé]e?|groom|bride|husband-to-be|wife-to-be|partner|boyfriend|girlfriend)$/.test(m.relation ?? ''))
        return false;
      const whose = sentences[m.toks[0].s]?.[m.toks[0].i - 2]?.lower ?? '';
      return /^(her|his|their)$/.test(whose);
    });
    const person = partner ? people.find((x) => x.name === partner.name) : undefined;
    if (partner?.name && person) {
      recipientNames = [recipientNames[0]!, partner.name];
      person.role = 'recipient';
    }
  }
  /** names told in the story for the one given another ("Oleksandra", given as "Sasha") */
  const renamed: [string, string][] = [];
  // ("Sasha" given, "I'm going to propose to Oleksandra" told: the one the story proposes to, sings for or writes to,
  // when the given name is nowhere in it, is the same one, called as the buyer calls them)
  if (
    givenRecipient &&
    recipientNames.length === 1 &&
    !/\s/.test(recipientNames[0]!) &&
    !kinOf(recipientNames[0]!.toLowerCase()) &&
    !new RegExp(`\\b${recipientNames[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(prompt)
  ) {
    const others = people.filter((x) => x.role === 'other');
    const target = others.filter((x) =>
      new RegExp(`\\b(propose to|proposing to|for|to|marry|dear)\\s+(my |our )?(\\w+ )?${x.name}\\b`, 'i').test(prompt),
    );
    if (others.length === 1 && target.length === 1) {
      renamed.push([target[0]!.name, recipientNames[0]!]);
      target[0]!.role = 'recipient';
      target[0]!.name = recipientNames[0]!;
    }
  }
  for (const n of recipientNames) {
    // ("Abuela Esperanza" given, "my grandma Esperanza" told: the same one, called as the buyer calls her)
    const p =
      people.find((x) => x.name === n) ??
      (givenRecipient
        ? people.find((x) => x.role === 'other' && n.split(/\s+/).slice(1).includes(x.name))
        : undefined) ??
      // ("Fiona" given, "Sister Fiona" told: the name without its title)
      (givenRecipient && !/\s/.test(n)
        ? people.find((x) => x.role === 'other' && x.name.split(/\s+/).slice(1).includes(n))
        : undefined) ??
      // ("Sid" given, "Siddharth" told, or the other way round: one name and its short form)
      (givenRecipient && recipientNames.length === 1
        ? people.find((x) => x.role === 'other' && shortFormOf(n, x.name))
        : undefined) ??
      // ("Xiaoyu" given, "our son Wang Xiaoyu" told; "Mr. Tanaka" given, "Mr. Tanaka Hiroshi" told: the given name
      // is in the whole name the story tells)
      (givenRecipient
        ? people.find((x) => {
            const told = x.told.split(/[\s-]+/);
            // ("Babcia" given, "Babcia Halina" told: a title alone is matched as it is)
            const all = n.split(/[\s-]+/);
            const named = all.filter((w, k) => !(k === 0 && TITLE.test(w)));
            const own = named.length > 0 ? named : all;
            // ("Min-jun" given, "Kim Min-jun" told, which the tagger cuts at "jun": its first part is enough)
            // ("Femi" given, "Dr. Olufemi Adeyemi" told: a given name the told one ends in, as "Olufemi" is called)
            return (
              x.role === 'other' &&
              own.length > 0 &&
              told.length > 1 &&
              (told.includes(own[0]) ||
                (own[0].length >= 4 &&
                  told.some((w) => w.length > own[0].length && w.toLowerCase().endsWith(own[0].toLowerCase()))))
            );
          })
        : undefined);
    if (p) {
      p.role = 'recipient';
      p.name = n;
    } else if (n === company || pets.some((x) => x.name === n)) continue;
    else if (!/^(mum|mom|dad|grandma|grandpa|nan|nana|granny|grandad)$/i.test(n) || givenRecipient)
      people.unshift({ name: n, told: n, role: 'recipient' });
  }
  // ("Kettle & Crumb", "Two Aunties One Mic": the words of the firm's name are no one)
  if (company) {
    const named = company.split(/\s+/);
    for (let i = people.length - 1; i >= 0; i--)
      if (people[i]!.role === 'other' && people[i]!.name.split(/\s+/).every((w) => named.includes(w)))
        people.splice(i, 1);
  }
  // ("Dr. Mensah" given, "Kwame defended his PhD ... He is now officially Dr. Mensah" told: the story opens on the one
  // it is about, and the given name is only what they are called now; they are the one sung to, as the buyer calls them)
  if (givenRecipient && recipientNames.length === 1 && !kinOf(recipientNames[0]!.toLowerCase())) {
    const others = people.filter((x) => x.role === 'other');
    const opener = /^\s*(\p{Lu}[\p{L}'-]*)/u.exec(prompt)?.[1];
    const given = recipientNames[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\./g, '\\.?');
    const uses = [...prompt.matchAll(new RegExp(`(\\S+\\s+)?\\b${given}(?![\\p{L}])`, 'giu'))];
    if (
      others.length === 1 &&
      others[0]!.relation === undefined &&
      opener !== undefined &&
      others[0]!.told.split(/\s+/)[0] === opener &&
      uses.every((m) => /^(is|are|was|now|officially|became|become|as|called|call|named)\s+$/i.test(m[1] ?? ''))
    ) {
      const them = others[0]!;
      people.splice(people.indexOf(them), 1);
      const called = people.find((x) => x.role === 'recipient' && x.name === recipientNames[0]);
      if (called) called.told = them.told;
      else people.unshift({ ...them, role: 'recipient', name: recipientNames[0]! });
    }
  }
  // ("the night nurse ... her name was Grace. When my dad was dying": a relation the story gives someone else is not
  // what the one the song is for is to the buyer)
  if (!givenRelationship && relationship && recipientNames.length > 0) {
    const head = headWord(relationship.toLowerCase());
    const kin = kinOf(head);
    const family = FAMILY_FEMALE.test(head) || FAMILY_MALE.test(head);
    const theirs =
      people.some(
        (p) =>
          p.role === 'recipient' &&
          p.relation !== undefined &&
          (p.relation === head || (kin !== undefined && kinOf(p.relation) === kin)),
      ) || recipientNames.some((n) => kin !== undefined && kinOf(n.toLowerCase()) === kin);
    if (family && !theirs && !PAIR.test(head) && !PLURAL_RELATION.test(head)) relationship = '';
  }
  // ("my brother just got divorced ... his name is marcus", "my girlfriend is mad at me ... her name is chloe": the one
  // the story opens on, named later, is the one sung to, and the buyer's relation to them is the opener's)
  if (!givenRelationship && !relationship && recipientNames.length === 1) {
    const name = recipientNames[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const told = new RegExp(`\\b(his|her) name(?: is|'s| was) ${name}(?![\\p{L}])`, 'iu').exec(prompt);
    const opens =
      /^\s*(?:(?:hey|hi|so|ok|okay|um|well|basically|right)[\s,]+)*(my ((?:best |little |big |older |younger |twin |baby )?([a-z]+)))\b/i.exec(
        prompt,
      );
    const gender = opens ? familyGender(opens[3]!) : undefined;
    if (told && opens && gender === (told[1]!.toLowerCase() === 'his' ? 'male' : 'female')) {
      relationship = opens[1]!.toLowerCase();
      const them = people.find((x) => x.role === 'recipient' && x.name === recipientNames[0]);
      if (them) them.relation ??= opens[3]!.toLowerCase();
    }
  }
  // ("sorry i forgot our anniversary babe": with no one named, the one called by a pet name is the buyer's love)
  if (
    !givenRelationship &&
    !relationship &&
    recipientNames.length === 0 &&
    CALLED_BY_PET_NAME.test(typeof input.prompt === 'string' ? input.prompt : '')
  )
    relationship = 'my love';
  const relWord = relationship.toLowerCase().replace(/^(my|our|his|her|their|the)\s+/, '');
  // ("class 6B": the group word, not its number)
  const lastRel = headWord(relWord);
  const group =
    ((GROUP.test(lastRel) ||
      CLUB_SUFFIX.test(lastRel) ||
      ROLE_GROUP.test(lastRel) ||
      (PLURAL_RELATION.test(lastRel) && !PAIR.test(lastRel))) &&
      recipientNames.length !== 2) ||
    recipientNames.length > 2 ||
    recipientNames.some((n) => GROUP.test(n.split(/\s+/)[0].toLowerCase())) ||
    // ("Coach Dafydd and the boys": one named and a group are all of them)
    recipientNames.some((n) =>
      /^(the )?(boys|girls|lads|lasses|kids|team|crew|squad|gang|family|everyone|guys|ladies|players|staff|students|class)$/i.test(
        n,
      ),
    ) ||
    // a group the buyer named in the plural ("the volunteers", "all the nurses")
    (givenRecipient !== '' &&
      recipientNames.length === 1 &&
      /^(the|all|everyone)\b|\p{Ll}+s$/u.test(givenRecipient) &&
      /^\p{Ll}/u.test(recipientNames[0]) &&
      // ("the nurses of Ward 7": the head before what it is of)
      nlp(givenRecipient.split(/\s+(?:of|at|on|in|from|for)\s+/i)[0]!).match('#Plural$').found);
  const couple = !group && (recipientNames.length === 2 || PAIR.test(lastRel));
  // with no name at all the song calls them by the relation ("Dad"), or by nothing
  // (by a family word only: "Grandpa" is what he is called; "Husband" or "Boss" is no one's name)
  const vocative =
    recipientNames.length === 0 &&
    relWord &&
    !group &&
    !PAIR.test(lastRel) &&
    (kinOf(lastRel) !== undefined || /^(uncle|aunt|auntie|nan|nana|gran|granny|sis|bro)$/.test(lastRel))
      ? capital(toldKin(all, lastRel) ?? familiar(lastRel, prompt))
      : '';
  // ("want a song for myself lol": a song the buyer orders for themself is sung to them by their own name)
  // (a break-up song for oneself is still the singer's own, sung about the one who left: "So long, Marcus")
  const self =
    occasion !== 'breakup' &&
    (/^(self|me|myself|i)$/i.test(givenRelationship.trim()) || /\b(song|something) for (myself|me)\b/i.test(prompt));
  const names =
    self && givenFrom && !givenRecipient
      ? [givenFrom]
      : recipientNames.length > 0
        ? recipientNames
        : vocative
          ? [vocative]
          : [];

  // --- buyer
  // (after a break-up "we" is the couple that was, not a choir: the buyer sings alone)
  // ("class 4B", "the management", "the crew of flight 22", "your regulars": a group signs it)
  const fromPlural =
    /\b(we|our|us|team|family|kids|children|grandchildren|colleagues|friends|everyone|everybody|all|staff|class|crew|management|regulars|neighbou?rs|parents|students|pupils|players|squad|choir|band|office|department|club|gang|grandkids|nieces|nephews|cousins|members|volunteers|nurses|co-?workers|company|board|committee|household|clan)\b|\band\b|&|,/i.test(
      givenFrom,
    ) ||
    /^(your|the|all|our)\s+(\S+\s+)?\p{L}+[^s\s]s$/iu.test(givenFrom.trim()) ||
    // ("the Schmidts next door", "the night shift": a family by its name, or a shift, signs for all of them)
    /^the \p{Lu}\p{L}+s\b|\b(shift|ward|unit|crew|lads|ladies|girls|boys|gang)\b/iu.test(givenFrom.trim()) ||
    // ("Depot 12", "Ward 7", "Class 4B": a place of work or a class by its number signs for everyone in it)
    /^\p{Lu}\p{L}+ \d+\p{L}?$/u.test(givenFrom.trim());
  const buyerPlural =
    /^(our|we)\b/i.test(relationship) ||
    // ("my wife ... We honeymooned": the buyer's "my" says one singer; "we" is the buyer and the listener; so does
    // "still my favourite person ... where we lost both tents", and a song signed by one ("Nana") has one singer)
    (occasion !== 'breakup' &&
      !/^my\b|^(wife|husband|partner|girlfriend|boyfriend|fianc\w*|spouse)$/i.test(relationship) &&
      /^(we|our|us)$/i.test(/\b(i|my|me|we|our|us)\b/i.exec(prompt)?.[1] ?? '') &&
      (!givenFrom || fromPlural) &&
      // ("5 years with Arjun today. We met on a Tinder date", "gonna pop the question to Siddharth ... we met on a
      // train": "we" in a love story told to the one loved is the buyer and the listener; one sings)
      !(
        recipientNames.length === 1 &&
        !couple &&
        !group &&
        (occasion === 'anniversary' ||
          /\b(propos\w*|pop the question|marry me|valentine'?s?|love song|girlfriend|boyfriend|fianc\w*)\b/i.test(
            `${event} ${prompt}`,
          )) &&
        /\bwe (first |just |finally )?(met|got together|started dating|fell in love|moved in)\b|\b(years|yrs) (together|married)\b|\bmarried to\b|\bour first (date|kiss|dance)\b/i.test(
          prompt,
        )
      )) ||
    fromPlural;

  // --- places, times, numbers, things
  const places: StoryPlace[] = [];
  const times: StoryTime[] = [];
  const numbers: StoryNumber[] = [];
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length; i++) {
      const t = sentence[i];
      if (t.cap && has(t, 'Place', 'Organization') && !OCCASION_WORDS.test(t.lower) && !isInitialism(t)) {
        const run = [t];
        while (
          i + 1 < sentence.length &&
          !/[,;:]/.test(sentence[i].post) &&
          ((sentence[i + 1].cap && has(sentence[i + 1], 'Place', 'Organization', 'ProperNoun')) ||
            // "Kettle & Co.": a firm's ampersand joins its name
            (sentence[i + 1].text === '&' && sentence[i + 2]?.cap) ||
            // ("St Mary's primary": a school's kind, typed in lower case, is part of its name)
            /^(primary|elementary|secondary|middle|high|grammar|infants|juniors)$/.test(sentence[i + 1].lower) ||
            // ("the University of Nairobi", "the Bank of England": an institution "of" a place is one name)
            (sentence[i + 1].lower === 'of' &&
              sentence[i + 2]?.cap &&
              !/[,;:]/.test(sentence[i + 1].post) &&
              /^(university|college|institute|academy|bank|museum|school|hospital|church|cathedral|republic|isle|bay|gulf|city|port|lake|mount|state|department|ministry)$/.test(
                sentence[i].lower,
              )))
        )
          run.push(sentence[++i]);
        // (the firm the song is about is no place)
        if (company && company.startsWith(run.map((x) => x.text).join(' '))) continue;
        // "Ward 7": the number is part of the name, sung as a word
        // ("married in Limerick 1974": a year after a place is its own)
        // ("in Accra 6 years ago": a count of time after a place is no part of its name)
        const numbered =
          /^\d+$/.test(sentence[i + 1]?.text ?? '') &&
          !isYear(sentence[i + 1]) &&
          !/^(years?|months?|weeks?|days?|hours?|minutes?|times|ago|am|pm|a\.m|p\.m)$/i.test(
            sentence[i + 2]?.text ?? '',
          ) &&
          !/[,;:.!?–—-]/.test(sentence[i].post);
        if (numbered) run.push({ ...sentence[++i], text: numberToWords(Number(sentence[i].text)) });
        // "on the Thames": a place the story names with "the" keeps it
        // ("ran the Tokyo marathon": the "the" is the marathon's)
        const the =
          sentence[run[0].i - 1]?.lower === 'the' &&
          run.length === 1 &&
          /^[A-Z][a-z]+$/.test(run[0].text) &&
          !(
            sentence[i + 1] &&
            has(sentence[i + 1], 'Noun') &&
            !sentence[i + 1].cap &&
            !/[,;:.!?]/.test(sentence[i].post)
          );
        const name = `${the ? 'the ' : ''}${run.map((x) => (x.text === '&' ? 'and' : x.text)).join(' ')}`;
        if (!places.some((p) => p.name === name) && !people.some((p) => p.name === name)) places.push({ name });
        continue;
      }
      if (isYear(t)) {
        // ("fixed up a 1987 Volvo", "a 1952 Singer", "my 1967 Mustang": a model's year is what the thing is, no time
        // the story tells of; "the 2018 fire" is)
        if (
          /^(a|an|my|his|her|our|their|your)$/.test(sentence[i - 1]?.lower ?? '') &&
          sentence[i + 1] !== undefined &&
          !/[,;:.!?]/.test(t.post) &&
          has(sentence[i + 1], 'Noun', 'ProperNoun', 'Adjective')
        )
          continue;
        const month = has(sentence[i - 1], 'Month') ? `${sentence[i - 1].text} ` : '';
        const told = `${month}${t.text}`;
        times.push({ told, sung: `${month}${numberToWords(Number(t.text))}`, year: Number(t.text) });
        continue;
      }
      const n = numberValue(t);
      // ("Nana June, 90 years young": a two-digit number after a month's name and a comma is no year)
      const year = has(t, 'Year') && !(/^\d{1,3}$/.test(t.text) && /,/.test(sentence[i - 1]?.post ?? ''));
      if (n && !year && n.value > 0 && n.value < 1000 && !/^(one|a|first)$/i.test(t.text)) {
        // ("4 great-grandkids", "3 little ones": what is counted, past the words that describe it)
        let j = i + 1;
        while (
          j < i + 3 &&
          has(sentence[j], 'Adjective') &&
          !has(sentence[j], 'Noun') &&
          !/[,;:.]/.test(sentence[j].post)
        )
          j++;
        const next = sentence[j];
        let unit = next && has(next, 'Noun') && !has(next, 'Pronoun') ? next.lower : undefined;
        // ("90 years young", "turns 7 years old": an age)
        if (unit && /^(years?|yrs?)$/.test(unit) && /^(young|old)$/.test(sentence[j + 1]?.lower ?? ''))
          unit = undefined;
        if (!numbers.some((x) => x.told === t.text))
          numbers.push({
            told: t.text,
            sung: n.ordinal ? ordinalWords(n.value) : Number.isInteger(n.value) ? numberToWords(n.value) : sungWord(t),
            value: n.value,
            ordinal: n.ordinal,
            unit,
          });
      }
    }
  }
  let things = findThings(sentences, people, pets, places);

  // --- events
  const toldIn = new Map<StoryEvent, number>();
  const events0 = findEvents(doc, sentences, people, pets, names, couple || group, relWord, toldIn, !!subject);
  const { moments, listed } = findMoments(sentences, toldIn, events0);
  // ("Who will make the cinnamon buns now": a question asks, it tells nothing that happened)
  const asking = new Set(
    sentences
      .map((sentence, s) => ({ sentence, s }))
      .filter(
        ({ sentence }) =>
          /^(who|what|where|why|how|when)$/.test(sentence[0]?.lower ?? '') &&
          has(sentence[1], 'Modal', 'Auxiliary', 'Copula', 'Verb'),
      )
      .map(({ s }) => s),
  );
  // (what a clause inside a listed moment does is sung with its moment: "the tree that always leans left")
  const events = events0.filter(
    (e) =>
      !listed.has(toldIn.get(e) ?? -1) &&
      !asking.has(toldIn.get(e) ?? -1) &&
      // ("wants a breakup song that makes him laugh": what the song is to do is the buyer's wish, no deed)
      !(
        e.actor.kind === 'other' &&
        /^(?:(?:a|an|the|this|that|my|our)\s+)?(?:[\w-]+\s+)?(?:song|tune|track)$/i.test(e.actor.told)
      ),
  );
  // ("on what would have been his birthday": when the song is played, no deed)
  for (let k = events.length - 1; k >= 0; k--)
    if (/\bwhat would have been\b/i.test(events[k]!.told) && /^would have been/.test(events[k]!.phrase))
      events.splice(k, 1);
  // ("my husband Harold ... Married 58 years", sung by his widow: the two of them were married, "we were married for
  // fifty-eight years", never "you married")
  const partnerSings =
    !couple &&
    !group &&
    [
      relWord.split(/\s+/).pop() ?? '',
      ...people.filter((p) => p.role === 'recipient').map((p) => p.relation ?? ''),
    ].some((w) => PARTNER_WORD.test(w));
  for (const e of events)
    if (
      partnerSings &&
      e.verb.base === 'marry' &&
      /^married\b/i.test(e.told.trim()) &&
      (e.actor.kind === 'recipient' || e.actor.kind === 'recipients')
    ) {
      e.actor = { kind: 'other', told: 'we' };
      e.verb = {
        base: 'be married',
        past: 'was married',
        present: 'is married',
        gerund: 'being married',
        participle: 'been married',
      };
      e.tense = 'past';
      e.phrase = phraseOf(e);
    }
  // ("Harold (1941-2023)", "Nan, 1932 - 2024": the years of a life told after the name are when they were born and
  // when they died
  const span =
    /(\p{Lu}[\p{L}'-]+)\s*[(,]\s*(?:from\s+)?(1[89]\d\d|20\d\d)\s*(?:-|–|—|to)\s*(1[89]\d\d|20\d\d)\s*\)?/u.exec(
      prompt,
    );
  const life =
    span && people.find((p) => p.name.split(/\s+/).includes(span[1]!) || p.told.split(/\s+/).includes(span[1]!));
  if (
    span &&
    life &&
    Number(span[3]) > Number(span[2]) &&
    !events.some((e) => /^(be born|die|pass away)$/.test(e.verb.base))
  ) {
    const actor: StoryActor =
      life.role === 'recipient'
        ? couple || group
          ? { kind: 'recipient', name: life.name }
          : { kind: 'recipient' }
        : { kind: 'person', name: life.name };
    const yearOf = (y: string) => times.find((t) => String(t.year) === y)?.sung ?? y;
    const born: StoryEvent = {
      told: span[0]!,
      actor,
      verb: { base: 'be born', past: 'was born', present: 'is born', gerund: 'being born', participle: 'been born' },
      tense: 'past',
      adverbs: [],
      negative: false,
      parts: [{ kind: 'time', sung: `in ${yearOf(span[2]!)}` }],
      phrase: '',
      sad: false,
    };
    const died: StoryEvent = {
      ...born,
      verb: {
        base: 'pass away',
        past: 'passed away',
        present: 'passes away',
        gerund: 'passing away',
        participle: 'passed away',
      },
      parts: [{ kind: 'time', sung: `in ${yearOf(span[3]!)}` }],
      sad: true,
    };
    for (const e of [born, died]) e.phrase = phraseOf(e);
    events.unshift(born, died);
  }
  // ("he's turning 6, obsessed with dinosaurs": a state told after a comma with no subject is what he is)
  for (const e of events) {
    if (
      e.tense === 'past' &&
      !e.verb.base.includes(' ') &&
      /^(obsess|addict|fascinate|devote|terrify|scare|hook|fixate|smitten|besot|crazy)$/.test(e.verb.base) &&
      new RegExp(`^${e.verb.past}\\b`, 'i').test(e.told.trim()) &&
      /^(with|on|by|to|of|about)\b/.test(e.parts[0]?.sung ?? '')
    ) {
      const state = e.verb.participle;
      e.verb = {
        base: `be ${state}`,
        past: `was ${state}`,
        present: `is ${state}`,
        gerund: `being ${state}`,
        participle: `been ${state}`,
      };
      e.tense = 'present';
      e.phrase = phraseOf(e);
    }
  }
  // (what someone says is sung as said, after the clause that says it: "You always asked / Have you tried turning it
  // off and on again"; said where no clause carries it, it is a moment of its own)
  const marks = new RegExp(SAYING_MARK.source, 'g');
  const quoteOf = (mark: string) => said.quotes[mark.charCodeAt(0) - 97];
  const unmark = (t: string) => t.replace(marks, (_m, c: string) => `"${quoteOf(c)}"`);
  /** what was said, going on as a line does ("you call me sonechko", "and saying let's circle back") */
  const midLine = (q: string) => (/^I\b/.test(q) ? q : q[0].toLowerCase() + q.slice(1));
  /** what someone is called, a few words, is sung in the clause that calls them so */
  const callsSo = (e: StoryEvent, q: string) => e.verb.base === 'call' && q.split(/\s+/).length <= 3;
  const carried = new Set<string>();
  for (const e of events) {
    const m = SAYING_MARK.exec(`${e.told} ${e.parts.map((p) => p.sung).join(' ')}`);
    if (!m || carried.has(m[1])) continue;
    carried.add(m[1]);
    const q = quoteOf(m[1]);
    // ("she calls me 'sonechko'": what someone is called is sung in the clause, "You call me sonechko")
    if (callsSo(e, q)) {
      const called = midLine(q);
      e.parts = e.parts.map((p) => ({ ...p, sung: p.sung.replace(marks, called) }));
      if (!e.parts.some((p) => p.sung.includes(called))) e.parts.push({ kind: 'phrase', sung: called });
      e.told = unmark(e.told);
      e.phrase = unmark(e.phrase).replace(/"([^"]+)"/g, (_x, t: string) => (t === q ? called : t));
      continue;
    }
    e.quote = q;
    e.parts = e.parts
      .map((p) => ({ ...p, sung: p.sung.replace(marks, '').replace(/\s+/g, ' ').trim() }))
      .filter((p) => p.sung !== '' && !/^(to|at|of|for|with)$/i.test(p.sung));
    e.told = unmark(e.told);
    e.phrase = unmark(e.phrase);
  }
  for (const mo of moments) {
    for (const m of mo.sung.matchAll(marks)) carried.add(m[1]);
    // (within a moment, what was said goes on as the line does: "and saying let's circle back")
    mo.sung = mo.sung.replace(marks, (_m, c: string, at: number) => (at > 0 ? midLine(quoteOf(c)) : quoteOf(c)));
  }
  // (the tagger may end the clause before what is said: "she still calls me 'omo mi'" is still the clause's)
  said.quotes.forEach((q, i) => {
    const c = String.fromCharCode(97 + i);
    if (carried.has(c)) return;
    const at = said.text.search(new RegExp(`\\b${sayingMark(i)}\\b`));
    const before = said.text
      .slice(0, at)
      .replace(/[\s:,]+$/, '')
      .toLowerCase();
    const e = events.find((x) => !x.quote && x.told.length > 3 && before.endsWith(x.told.toLowerCase().trim()));
    if (!e) return;
    carried.add(c);
    if (callsSo(e, q)) {
      const called = midLine(q);
      e.parts.push({ kind: 'phrase', sung: called });
      e.told = `${e.told} "${q}"`;
      e.phrase = `${e.phrase} ${called}`;
      return;
    }
    e.quote = q;
    e.told = `${e.told} "${q}"`;
    e.phrase = `${e.phrase} "${q}"`;
  });
  said.quotes.forEach((q, i) => {
    if (!carried.has(String.fromCharCode(97 + i))) moments.push({ sung: q, after: events0.length, said: true });
  });
  // ("her name was Grace ... she sat with him": the one the song is for is a woman when the story says "she" of her)
  const one = people.filter((p) => p.role === 'recipient');
  if (one.length === 1 && !couple && !group && one[0].gender === undefined) {
    const said = events
      .filter((e) => e.actor.kind === 'recipient' || e.actor.kind === 'recipients')
      .map((e) => /^\s*(she|he)\b/i.exec(e.told)?.[1]?.toLowerCase())
      .filter((x): x is string => x !== undefined);
    if (said.length > 0 && said.every((x) => x === said[0])) one[0].gender = said[0] === 'she' ? 'female' : 'male';
  }
  // ("Thandiwe is marrying Callum ... Callum spilled coffee on her laptop, she made him buy her a new keyboard": two
  // names the tagger cannot tell apart are told apart by the story; the one whose clause does something to "her" is
  // the man, and "she" is then the other)
  const pair = people.filter((p) => p.role === 'recipient');
  if (couple && pair.length === 2 && pair.some((p) => p.gender === undefined)) {
    const of = (name: string) => pair.find((p) => p.name === name);
    for (const e of events) {
      if (e.actor.kind !== 'recipient' || !e.actor.name) continue;
      const body = e.told.replace(/^\s*(she|he)\b/i, '');
      const objects = /\b(her|hers)\b/i.test(body) ? 'female' : /\b(him|his)\b/i.test(body) ? 'male' : undefined;
      const self = of(e.actor.name);
      if (!objects || !self || self.gender !== undefined) continue;
      if (/^\s*(she|he)\b/i.test(e.told)) continue;
      self.gender = objects === 'female' ? 'male' : 'female';
    }
    const [a, b] = pair as [StoryPerson, StoryPerson];
    if (a.gender && !b.gender) b.gender = a.gender === 'male' ? 'female' : 'male';
    if (b.gender && !a.gender) a.gender = b.gender === 'male' ? 'female' : 'male';
    if (a.gender && b.gender && a.gender !== b.gender)
      for (const e of events) {
        const said = /^\s*(she|he)\b/i.exec(e.told)?.[1]?.toLowerCase();
        if (!said || e.actor.kind !== 'recipient' || !e.actor.name) continue;
        const want = said === 'she' ? 'female' : 'male';
        const who = pair.find((p) => p.gender === want);
        if (who && who.name !== e.actor.name) e.actor = { kind: 'recipient', name: who.name };
      }
  }
  const lookedAt = new Set<StoryEvent>();
  for (const e of events) {
    for (const [told, called] of renamed) {
      const re = new RegExp(`\\b${told}\\b`, 'g');
      e.parts = e.parts.map((p) => ({ ...p, sung: p.sung.replace(re, called) }));
      e.phrase = e.phrase.replace(re, called);
    }
    // ("he used to be scared of the bath": a habit once, in the past, never "you use to be scared")
    if (e.verb.base === 'use' && /^to\s/.test(e.parts[0]?.sung ?? '') && /\bused to\b/i.test(e.told)) {
      e.tense = 'past';
      e.verb = { ...e.verb, past: 'used', participle: 'used' };
    }
    // ("she used to steal socks and bury them in the garden": what goes on after "used to ... and" was a habit once too)
    if (e.tense === 'present' && e.verb.base !== 'be') {
      const lowerPrompt = prompt.toLowerCase();
      const at = lowerPrompt.indexOf(` and ${e.told.toLowerCase().replace(/^and\s+/, '')}`);
      const before = at >= 0 ? (lowerPrompt.slice(0, at).split(/[.!?]/).pop() ?? '') : '';
      if (/\bused to\b/.test(before) && !/\b(now|still|today|these days)\b/.test(e.told.toLowerCase()))
        e.tense = 'past';
    }
    // ("now look at him": the buyer bids everyone look at the listener, sung to them as "now look at you")
    if (/^(now |and now |just )?look at (him|her|them)\b[\s.!]*$/i.test(e.told.trim()) && e.actor.kind !== 'buyer') {
      moments.push({ sung: 'And now look at you', after: events0.indexOf(e) });
      moments.sort((a, b) => a.after - b.after);
      lookedAt.add(e);
    }
  }
  if (lookedAt.size > 0) events.splice(0, events.length, ...events.filter((e) => !lookedAt.has(e)));
  // ("he drives the same blue peugeot ... and he calls it old faithful": "it" is the thing just told of, named, so the
  // line says what it is wherever the song sings it: "you call that peugeot old faithful")
  {
    const told = prompt.split(/(?<=[.!?])\s+/).map((x) => x.toLowerCase().replace(/\s+/g, ' '));
    const sentenceOf = (clause: string) => {
      const wanted = clause.toLowerCase().replace(/\s+/g, ' ');
      return told.findIndex((x) => x.includes(wanted));
    };
    for (let i = 1; i < events.length; i++) {
      const e = events[i]!;
      const prev = events[i - 1]!;
      const own = e.parts[0];
      const thing = prev.parts.find((p) => p.kind === 'object');
      if (!own || own.kind !== 'object' || !thing) continue;
      const pronoun = /^(it|them)\b/.exec(own.sung)?.[1];
      if (!pronoun) continue;
      if (sentenceOf(e.told) < 0 || sentenceOf(e.told) !== sentenceOf(prev.told)) continue;
      const words = thing.sung
        .split(/\s+/)
        .filter(
          (w) => !/^(one|two|three|four|five|six|seven|eight|nine|ten|oh|\w+ty|\w+teen|hundred|thousand)$/i.test(w),
        );
      if (!/^(a|an|the|that|this|his|her|their|my|our|your)$/i.test(words[0] ?? '') || words.length < 2) continue;
      const head = words[words.length - 1]!;
      if (!soloTags(head.toLowerCase()).has('Noun') || /^\p{Lu}/u.test(head)) continue;
      const plural = /[^s]s$/.test(head);
      if ((pronoun === 'them') !== plural) continue;
      const named = `${plural ? 'those' : 'that'} ${head}`;
      e.parts = [{ ...own, sung: own.sung.replace(/^(it|them)\b/, named) }, ...e.parts.slice(1)];
      e.phrase = e.phrase.replace(new RegExp(`\\b${pronoun}\\b`), named);
    }
  }
  // ("Luna turns 5. She is a husky who hates baths": the one the song is for is a pet when the story says what kind)
  if (names.length === 1 && !pets.some((p) => p.name === names[0]))
    for (const e of events) {
      const kind =
        (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') && e.verb.base === 'be' && e.parts.length === 1
          ? // ("she's a three legged cat": a kind told with a few words before it)
            /^(?:a|an|our|my)\s+(?:[\p{L}-]+\s+){0,3}([\p{L}-]+)$/u.exec(e.parts[0].sung)?.[1]?.toLowerCase()
          : undefined;
      if (kind && petWord(kind)) {
        pets.unshift({ name: names[0], kind });
        break;
      }
    }
  // ("Please mention her garden": what the buyer asks the song to name is a thing it sings)
  for (const m of prompt.matchAll(
    /(?<!\b(?:n'?t|not|never|no)\s+)\bmention\s+((?:her|his|their|my|our|the)\s+[\p{L}-]+)(?=\s*(?:[,.;!?]|$|and\b))/giu,
  )) {
    const told = m[1];
    const head = told.split(/\s+/).pop()!.toLowerCase();
    if (!things.some((t) => t.head === head) && !/^(age|name|ex|birthday|wedding|anniversary)$/.test(head))
      // ("mention the Volvo": a make keeps its capital)
      things.unshift({ told, sung: told.replace(/^\p{Lu}\p{Ll}*\b/u, (w) => w.toLowerCase()), head, qualities: [] });
  }
  // ("Estamos muy orgullosos de ti mija": words inside a saying are sung with it, no thing of their own)
  const inQuotes = [...prompt.matchAll(/"([^"\n]+)"|“([^”\n]+)”/g)].map((m) => (m[1] ?? m[2] ?? '').toLowerCase());
  things = things.filter((t) => !inQuotes.some((q) => q.includes(t.told.toLowerCase().replace(/^(the|a|an) /, ''))));
  // (nor is a word of it anyone: "Estamos")
  const outside = prompt.replace(/"[^"\n]+"|“[^”\n]+”/g, ' ');
  for (let i = people.length - 1; i >= 0; i--) {
    const p = people[i]!;
    if (
      p.role === 'other' &&
      inQuotes.some((q) =>
        new RegExp(`\\b${p.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(q),
      ) &&
      !outside.includes(p.told)
    )
      people.splice(i, 1);
  }
  // ("A lullaby from mum and dad": what the song is to be, from whom, is no thing in the story)
  things = things.filter(
    (t) =>
      !(
        SONG_KIND.test(t.head) &&
        (new RegExp(`\\b(a|an|this|the)\\s+(\\w+\\s+)?${t.head}\\s+(from|for|to)\\b`, 'i').test(prompt) ||
          // ("just a gentle lullaby please": what the song is asked to be)
          new RegExp(`\\b${t.head}\\s*(please|pls|plz)\\b`, 'i').test(prompt))
      ),
  );
  // ("a pigeon racer", "a marathon runner": who the listener is, sung as such, is no thing to call back)
  things = things.filter(
    (t) =>
      !events.some(
        (e) =>
          e.verb.base === 'be' &&
          (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
          e.parts.some((p) => p.kind === 'object' && new RegExp(`\\b${t.head}\\b`, 'i').test(p.sung)),
      ),
  );
  // ("Memorial for Mr. Tanaka, our neighbour, a fisherman": who someone remembered was, in the past)
  if (
    /\b(memorial|in memory|funeral|remembrance|celebration of life|rest in peace)\b|(?:^|[.!?])\s*rip\b/i.test(
      `${event} ${prompt}`,
    ) ||
    /\blate\b/i.test(relationship)
  )
    for (const e of events)
      if (
        e.actor.kind === 'recipient' &&
        e.verb.base === 'be' &&
        e.tense === 'present' &&
        !/^(is|are|'s)\b/i.test(e.told) &&
        (/^(a|an|the|our|my)\b/i.test(e.told) || /^(a|an) /.test(e.parts[0]?.sung ?? ''))
      ) {
        e.tense = 'past';
        e.phrase = e.phrase.replace(/^is\b/, 'was');
      }
  // one singer, and the story says "we": the singer and the listener ("We honeymooned in Kyoto ... and still cook
  // ramen"), kept as "we" (a clause of the singer alone says "I")
  if (!buyerPlural && /\bwe\b/i.test(prompt))
    for (const e of events)
      if (
        e.actor.kind === 'buyer' &&
        !/^\s*i\b/i.test(e.told) &&
        !/\b(i|me)\b/i.test(e.told.split(/\s+/).slice(0, 2).join(' '))
      )
        e.actor = { kind: 'other', told: 'we' };
  // ("Moving from Lisbon back to Seoul after 6 yrs. goodbye song for my flatmates": told with no one before it, a move
  // in a goodbye to several is the buyer's own; "I'm moving" is theirs whoever listens)
  if (names.length >= 2 || /s$/.test(headWord(relationship)))
    for (const e of events)
      if (
        (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
        new RegExp(
          `(^|[.!?]\\s*)${e.told
            .trim()
            .replace(/^(is|am|are)\s+/i, '')
            .split(/\s+/)
            .slice(0, 3)
            .join('\\s+')}`,
          'i',
        ).test(said.text) &&
        /^(is |am |are )?(moving|leaving|relocating|emigrating|heading)\b/i.test(e.told.trim()) &&
        /\b(goodbye|farewell|leaving|bye)\b/i.test(`${event} ${prompt}`)
      )
        e.actor = { kind: 'buyer' };

  // --- the occasion as named
  // (a kind the buyer picked from the list, "holiday", is named as the story names it: "christmas song for ...")
  const kindPicked = /^(birthday|wedding|anniversary|graduation|holiday|holidays|company|team|thanks)$/i.test(
    event.trim(),
  );
  // ("kamal i am so sorry", "I'm going to propose to Linh": what the song is for, whatever day it falls on)
  const asks =
    /\bpropos(e|al|ing)\b|\bmarry me\b/i.test(event) ||
    // ("I'm going to propose to Kasia", ordered as a love song: the song asks the question)
    ((!namedEvent || /^(love|love song|valentine'?s?( day)?|romance|romantic|other|custom)$/i.test(event.trim())) &&
      /\b(going to|want to|plan to|planning to|about to|will) propose\b|\bmarry me\b|\b(i'm|i am|we're|we are) proposing\b|\bpop the question\b/i.test(
        prompt,
      ))
      ? 'proposal'
      : /\b(sorry|apolog\w*|forgive)\b/i.test(event) ||
          (!namedEvent &&
            /\b(i am|i'm|we are|we're) (so |really |truly |very )?sorry\b|\bforgive me\b|\bapologi[sz]e\b|\b(say|said) sorry\b|\bsorry (song|in a song)\b/i.test(
              prompt,
            )) ||
          // ("Sorry Fatma. I laughed when you fell": a story that opens on sorry to someone by name)
          (!namedEvent && /^\s*(?:[Ss]o |[Rr]eally |[Vv]ery )?[Ss]orry[\s,]+\p{Lu}\p{Ll}/u.test(prompt))
        ? 'apology'
        : undefined;
  // ("The song should end with the question, will you marry me": the hook asks it; no event of the listener's)
  if (asks === 'proposal')
    for (let k = events.length - 1; k >= 0; k--)
      if (/^marry$/.test(events[k].verb.base) && /\bme\b/i.test(events[k].told)) events.splice(k, 1);
  // ("Happy 60th Dad!!": on a birthday, an ordinal that counts nothing else is the age turned)
  if (occasion === 'birthday')
    for (const n of numbers)
      if (
        n.ordinal &&
        n.value >= 1 &&
        n.value <= 120 &&
        !numbers.some((x) => x.unit === 'birthday') &&
        !/^(anniversary|wedding|year|years|day|time|week|month|grade|place|floor|century|generation|season|edition|birthday)$/.test(
          n.unit ?? '',
        ) &&
        new RegExp(`\\bhappy ${n.told}\\b`, 'i').test(prompt)
      )
        n.unit = 'birthday';
  const occasionName =
    asks ??
    toldKind ??
    nameOccasion(namedEvent && !kindPicked ? event : `${event} ${occasionText}`, occasion, numbers, namedEvent);

  const address: Story['address'] = {
    // (a company's song is about the firm; a team's, whatever the occasion picked, is sung to the team)
    mode: occasion === 'company' && !givenRecipient && !group ? 'about' : 'to',
    you: group ? 'you all' : couple ? 'you two' : 'you',
  };

  // (the place a song is about, by its name, is one of the story's places)
  for (const name of [subject?.kind === 'place' ? subject.sung : undefined, subject?.at])
    if (name && /^\p{Lu}/u.test(name) && !places.some((p) => p.name === name)) places.unshift({ name });
  // ("Dr Wanjiru Kamau!!!": the listener's name called out is no moment of the story)
  const calledOnly = (text: string) => {
    const named = people
      .filter((p) => p.role === 'recipient')
      .flatMap((p) => `${p.told} ${p.name}`.toLowerCase().replace(/\./g, '').split(/\s+/));
    const w = text
      .toLowerCase()
      .replace(/[.,!?]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    return (
      (w.length > 0 && w.every((x) => named.includes(x) || /^(dr|mr|mrs|ms|miss|prof)$/.test(x))) ||
      // ("A lullaby from mum and dad": what the song is to be is no moment of the story)
      new RegExp(
        `^(a|an|the|this|our|my|just)?\\s*((little|short|sweet|funny|happy|quick|gentle|soft|simple) )*(${SONG_KINDS})\\b`,
        'i',
      ).test(text.trim())
    );
  };
  // ("a song about my grandmother's sewing machine ... she made my prom dress on it": in a song to a thing, "she"
  // who did something on "it" is the one whose it was)
  if (subject?.kind === 'thing') {
    const owner = /\b(my|our) ([\p{L}-]+)['’]s\s+(?:[\p{L}-]+\s+){0,2}?(?:[\p{L}-]+)/iu.exec(prompt);
    const gender = owner ? familyGender(owner[2]!) : undefined;
    if (owner && gender)
      for (const e of events)
        if (
          e.actor.kind === 'recipient' &&
          new RegExp(`^${gender === 'female' ? 'she' : 'he'}\\b`, 'i').test(e.told.trim()) &&
          /\bit\b/i.test(e.told)
        )
          e.actor = { kind: 'other', told: `${owner[1]!.toLowerCase()} ${owner[2]!.toLowerCase()}` };
  }
  // ("Mum and Dad" given, "Mum & Dad (Eleni and Giorgos)" told: the name after a family word the song calls them by
  // is theirs, no one else's)
  const calledKin = names.filter((n) => kinOf(n));
  if (givenRecipient && calledKin.length > 0)
    for (let i = people.length - 1; i >= 0; i--) {
      const name = people[i]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (
        people[i]!.role === 'other' &&
        calledKin.some((k) => new RegExp(`\\b${k}\\s+${name}(?![\\p{L}])`, 'u').test(prompt))
      )
        people.splice(i, 1);
    }
  const sungNames = names.map((n) => (n === company ? sungFirm(n) : n));
  const story: Story = {
    occasion,
    occasionName,
    // ("Kowalczyk & Daughters Plumbing": sung "Kowalczyk and Daughters", its trade left to the story)
    recipient: {
      names: sungNames,
      sung: joinNames(sungNames),
      relationship: relationship || undefined,
      couple,
      group,
    },
    from: givenFrom || (signers.length > 0 ? joinNames(signers) : undefined),
    singer: { plural: buyerPlural },
    address,
    people: people.slice(0, 8),
    pets: pets.slice(0, 3),
    places: places.slice(0, 4),
    times: times.slice(0, 3),
    numbers: numbers.slice(0, 4),
    things: things.slice(0, 4),
    events: firstEvents(existential(events, names.length === 0 || occasion === 'admirer'), 8),
    ...(moments.some((m) => !calledOnly(m.sung))
      ? {
          // (a sentence quoted on its own is said as the family says it: "Estamos muy orgullosos de ti mija")
          moments: moments
            .filter((m) => !calledOnly(m.sung))
            .map((m) => (!m.said && inQuotes.includes(m.sung.toLowerCase()) ? { ...m, said: true } : m)),
        }
      : {}),
    ...(subject ? { subject } : {}),
  };
  if (subject) story.recipient.sung = subject.sung;
  void all;
  // (a song the buyer orders for themself sings what "I" did to them as "you": "you got promoted")
  const own =
    self && givenFrom && !givenRecipient
      ? {
          ...story,
          events: story.events.map((e) =>
            e.actor.kind === 'buyer' ? { ...e, actor: { kind: 'recipient' as const } } : e,
          ),
        }
      : story;
  // ("everyone calls him Coach Ram", "(god help us)": what the listener is called is no one else; an aside to God is
  // no event)
  const aliases = [
    ...prompt.matchAll(/\bcall(?:s|ed)? (?:him|her|them) (\p{Lu}[\p{L}'.-]+(?: \p{Lu}[\p{L}'.-]+)?)/gu),
  ].map((m) => m[1]);
  // ("Six years with Marcus, ended in March", in a song to Marcus: the singer spent them with him, "with you"; and
  // what ended with no one before it is the two of them, "it ended")
  const withListener = new RegExp(
    `^with (${own.recipient.names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '$^'})( today| now| tonight| this year)?$`,
  );
  // ("never once treated me like I wasn't his": what was not done is told by its "like", and without it says the
  // opposite: no event)
  own.events = own.events.filter(
    (e) =>
      !(
        e.negative &&
        new RegExp(`${e.told.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(like|as if|as though)\\b`, 'i').test(prompt)
      ),
  );
  // ("Whistle round his neck, always said one more lap": a note that opens on a bare word the tagger took for a verb
  // is no one doing anything; a story tells what someone does with "-s" or in the past)
  const opensSentence = (told: string) =>
    new RegExp(`(^|[.!?]\\s+)${told.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(prompt);
  own.events = own.events.filter(
    (e) =>
      !(
        e.tense === 'present' &&
        (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
        !/^be\b/.test(e.verb.base) &&
        e.told.split(/\s+/)[0].toLowerCase() === e.verb.base.split(' ')[0] &&
        e.verb.present.split(' ')[0] !== e.verb.base.split(' ')[0] &&
        !own.recipient.couple &&
        !own.recipient.group &&
        opensSentence(e.told)
      ),
  );
  // ("wedding is at a barn in Somerset on 9/8", "reception is in Atlanta 10/12", "im the best man": where and when the
  // day is held, and who the buyer is at it, are for the guests' card, not the song; nor is the wedding itself told
  // to the two marrying, "Dev is marrying Hannah")
  const forTheSong = (e: StoryEvent) =>
    !(
      /^be\b/.test(e.verb.base) &&
      e.actor.kind === 'other' &&
      /^(the |our |their |my |your )?(wedding|reception|ceremony|party|celebration|service|memorial( service)?|funeral|wake|dinner|do|bash|shower|gig|event|venue)$/i.test(
        e.actor.told.trim(),
      ) &&
      /^(at|in|on|from|this|next|tomorrow|tonight)\b/i.test(e.parts[0]?.sung ?? '')
    ) &&
    !(
      e.verb.base === 'be' &&
      e.actor.kind === 'buyer' &&
      /^(the |their |his |her )?(best (man|woman)|maid of hono(u)?r|matron of hono(u)?r|bridesmaid|groomsman|officiant|mc|emcee|host|dj)\b/i.test(
        e.parts[0]?.sung ?? '',
      )
    ) &&
    !(
      own.occasion === 'wedding' &&
      own.recipient.couple &&
      (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
      /^(be marrying|marry|be getting married|get married|be married|wed|be tying the knot|tie the knot)$/.test(
        e.verb.base,
      ) &&
      // ("are getting married in Izmir" tells where: it stays)
      e.parts.every((p) => own.recipient.names.some((n) => p.sung.replace(/^(to|with) /, '') === n)) &&
      e.tense === 'present'
    );
  const card = own.events.filter((e) => !forTheSong(e));
  if (card.length < own.events.length) {
    const kept = own.events.filter((e) => !card.includes(e));
    // (and the barn's county, told only there, is no place of the story: "And oh, Somerset")
    const toldElsewhere = (name: string) => kept.some((e) => e.told.includes(name));
    own.places = own.places.filter((p) => toldElsewhere(p.name) || !own.events.some((e) => e.told.includes(p.name)));
    own.events = kept;
  }
  // ("passed on the third try": passed, at the third go; no one "passed on")
  own.events = own.events.map((e) => {
    if (
      !/^pass on$/.test(e.verb.base) ||
      !/^(the|a|his|her|their|my|our|your) (\S+ )?(try|attempt|go|time|round|take|shot)\b/i.test(e.parts[0]?.sung ?? '')
    )
      return e;
    const verb = { base: 'pass', past: 'passed', present: 'passes', gerund: 'passing', participle: 'passed' };
    const parts = [{ ...e.parts[0]!, kind: 'phrase' as const, sung: `on ${e.parts[0]!.sung}` }, ...e.parts.slice(1)];
    return { ...e, verb, parts, sad: false, phrase: phraseOf({ ...e, verb, parts }) };
  });
  // ("Mr. Alvarez is retiring after 35 years": the tagger's adjective is what he is doing, "be retiring")
  own.events = own.events.map((e) => {
    const doing = /^(retiring|graduating|leaving|moving|starting|turning|celebrating|finishing|returning)$/i.exec(
      e.parts[0]?.sung ?? '',
    )?.[1];
    if (e.verb.base !== 'be' || !doing || e.parts[0]?.kind !== 'object') return e;
    const g = doing.toLowerCase();
    const verb = { base: `be ${g}`, past: `was ${g}`, present: `is ${g}`, gerund: g, participle: `been ${g}` };
    const parts = e.parts.slice(1);
    return { ...e, verb, parts, phrase: phraseOf({ ...e, verb, parts }) };
  });
  // ("Biscuit is fine and now barks at every fire engine": "now" is when, not who)
  own.events = own.events.map((e, i, all) =>
    e.actor.kind === 'other' && /^(now|then|today|also|just|still|so|and now)$/i.test(e.actor.told) && i > 0
      ? { ...e, actor: all[i - 1].actor }
      : e,
  );
  own.events = own.events.map((e) => {
    const listener = e.actor.kind === 'recipient' || e.actor.kind === 'recipients';
    if (listener && e.parts.some((p) => withListener.test(p.sung))) {
      const parts = e.parts.map((p) =>
        withListener.test(p.sung)
          ? { ...p, sung: `with you${withListener.exec(p.sung)?.[2] ?? ''}` }
          : {
              ...p,
              sung: p.sung.replace(/^(One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)\b/, (w) => w.toLowerCase()),
            },
      );
      return {
        ...e,
        actor: { kind: 'buyer' as const },
        parts,
        phrase: phraseOf({ ...e, parts }),
      };
    }
    if (listener && own.occasion === 'breakup' && /^(end|finish|be over)$/.test(e.verb.base))
      return { ...e, actor: { kind: 'other' as const, told: 'it' } };
    return e;
  });
  const plain = {
    ...own,
    people: own.people.filter((p) => p.role === 'recipient' || !aliases.includes(p.name)),
    events: own.events
      .filter(
        (e) =>
          !/\bgod (help|bless|knows)\b/i.test(e.told) &&
          !(e.verb.base === 'call' && aliases.some((a) => e.phrase.includes(a))),
      )
      // ("i messed up. forgot our anniversary bc of work": in an apology, what is told with no one doing it is the
      // buyer's own doing)
      .map((e) =>
        own.occasionName === 'apology' &&
        (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
        /^\p{Ll}/u.test(e.told) &&
        // ("my girlfriend is mad at me": a subject told is who did it)
        !/^(she|he|they|you|her|his|their|your|my|our|the)\b/i.test(e.told)
          ? { ...e, actor: { kind: 'buyer' as const } }
          : e,
      ),
  };
  const read = honourWishes(newsFromUs(plain, givenFrom), prompt, said0.text);
  // ("Coach Dave never missed a session": what was not done says so where the understood story is shown)
  read.events = read.events.map((e) =>
    e.negative && !/\b(never|not|n't|no)\b/.test(e.phrase) ? { ...e, phrase: negativePhrase(e) } : e,
  );
  return read;
}

/**
 * News the song breaks ("we're having a baby", "announcing our engagement"): the couple sings it, to everyone who
 * hears it; the two named are the singers, never the ones sung to ("We are Kiri and Hemi" is no listener).
 */
function newsFromUs(story: Story, givenFrom: string): Story {
  if (story.occasion !== 'general' || !/^(baby on the way|engagement)$/.test(story.occasionName)) return story;
  const from = givenFrom.toLowerCase();
  const ours =
    story.recipient.names.length === 0 ||
    story.recipient.names.every((n) => from.includes(n.toLowerCase().split(/\s+/)[0]));
  if (!ours) return story;
  return {
    ...story,
    recipient: { names: [], sung: '', couple: false, group: true },
    singer: { plural: true },
    address: { ...story.address, you: 'you all' },
    people: story.people.filter((p) => p.role !== 'recipient'),
    // ("we are Kiri and Hemi": who the singers are is no line)
    events: story.events
      .filter((e) => !(e.verb.base === 'be' && story.recipient.names.some((n) => e.phrase.includes(n))))
      .map((e) =>
        e.actor.kind === 'recipient' || e.actor.kind === 'recipients' ? { ...e, actor: { kind: 'buyer' as const } } : e,
      ),
  };
}

/** A sentence that asks something of the song rather than telling the story. */
const WISH =
  /\b((want|need|would like) (a|an|the|this) (\w+ ){0,5}(song|anthem|tune|track|banger|ballad)\b|roast (him|her|them)|end (it )?(on a high|sweet|happy|sweetly)|keep it|make it|make (him|her|them|me) (laugh|smile|cry)|(?<!\w )gentle\b(?! song)|(be|something|keep it) gentle|lift (her|his|their) spirits|cheer (her|him|them) up|want it to be|(play|sing|singing|playing|send) it\b|no sad stuff|more like|nothing (romantic|sad|soppy|mushy)|nothing (about|on) \w+|(need|want|have) to (say sorry|apologi[sz]e)|(want|wanted|like|love) to say (thank|thanks|happy|congrat\w*|goodbye|farewell)\b)/i;

/**
 * What the buyer asks the song to leave out: "no age please", "she'd hate her age in it", "dont mention his ex
 * Siobhan", "don't bring up the divorce". Whatever it names is not sung.
 */
function honourWishes(story: Story, prompt: string, told = prompt): Story {
  /** the story as the buyer typed it: a wish glued to a clause ("once bit the vet make it silly") is still asked */
  const wishedIn = `${prompt}\n${told}`;
  const noAge =
    /\b(no|not|never|without|don'?t|do not|dont|please don'?t)\s+(?:(?:mention|mentioning|say|sing|use|include|put)\s+)?(?:of\s+)?(?:(?:her|his|their|the|my|our|any)\s+)?(age|ages|numbers?|how old)\b/i.test(
      prompt,
    ) ||
    // ("Please nothing about being old, she hates that")
    /\b(nothing|no|not|never|don'?t|dont|do not)\s+(\w+\s+)?(about|on|mention\w*)\s+(her |his |their )?(being|getting|growing) old\b|\bno old (jokes|stuff|lady|man)\b/i.test(
      prompt,
    ) ||
    /\b(sensitive|touchy|funny|weird|shy|cagey) about (her|his|their) age\b|\bhates? (her|his|their) age\b/i.test(
      prompt,
    );
  const avoided: string[] = [];
  for (const m of prompt.matchAll(
    /\b(?:don'?t|do not|dont|never|please don'?t|pls don'?t|no)\s+(?:mention(?:ing)?|bring(?:ing)? up|talk(?:ing)? about|sing(?:ing)? about|reference|(?:use|say|sing|write) (?:the )?words?)\s+([^.!?;,]+)/gi,
  )) {
    const words = m[1]
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}'-]/gu, ''))
      .filter(
        (w) =>
          w.length > 2 && !/^(his|her|their|the|my|our|your|any|about|that|this|ex|please|pls|it|or|and|old)$/i.test(w),
      );
    avoided.push(...words.map((w) => w.toLowerCase()));
  }
  // ("Nothing about churches, they're not religious": what it is about is left out, and the reason with it)
  for (const m of prompt.matchAll(/\bnothing (?:about|on|re) (?:(?:my|our|his|her|the) )?([\p{L}'-]+)/giu))
    avoided.push(m[1].toLowerCase(), m[1].toLowerCase().replace(/(?<=ch|sh|x|s)es$|s$/, ''));
  // ("no sad stuff about dad pls": what it is about is left out)
  for (const m of prompt.matchAll(
    /\bno (?:sad |heavy |serious )?(?:stuff|talk|mention|lines|bits) about (?:(?:my|our|his|her|the) )?([\p{L}'-]+)/giu,
  ))
    avoided.push(m[1].toLowerCase());
  // ("keep it light", "gentle pls", "I want to play it before I get on one knee", "the staff are singing it at her
  // leaving do", "want to lift her spirits", "make him laugh": what the buyer asks of the song is no part of the story)
  const sentences = prompt.split(/(?<=[.!?\n])\s+|\s+-\s+/);
  const asked = (e: StoryEvent) =>
    sentences.some(
      (s) =>
        s.toLowerCase().replace(/\s+/g, ' ').includes(e.told.toLowerCase().replace(/\s+/g, ' ').slice(0, 24)) &&
        WISH.test(s) &&
        // ("just to say she was loved": what the song is asked to say stays; "we want to say thank you" is the song's
        // occasion, no message of its own)
        !/\b(to say|to tell (her|him|them)|to know)\b(?! (sorry|thank|thanks|happy|congrat\w*|goodbye|farewell)\b)/i.test(
          s,
        ),
    );
  // ("not soppy please", "dont make it cheesy", "nothing too sentimental": no love lines, no tender ones)
  const noRomance =
    /\b(nothing|no|not|never) (too |overly |very |so )?(romantic|romance|soppy|mushy|lovey[- ]dovey|cheesy|sappy|sentimental|corny|gushy)\b|\b(don'?t|do not|dont) (make it |be |get )?(too |overly |so )?(soppy|mushy|cheesy|sappy|sentimental|corny|gushy|romantic)\b/i.test(
      wishedIn,
    );
  // ("make it funny!!", "make it silly", "Make him laugh", "something cheeky": a song to laugh at)
  const funny =
    /\b(make|keep) it (\w+ ){0,2}(funny|silly|fun|hilarious|cheeky|goofy|light-?hearted|jokey|playful)\b|\bmake (him|her|them|us|me|everyone|everybody) laugh\b|\broast (him|her|them)\b|\b(something|song) (funny|silly|cheeky|hilarious)\b|\bfunny (song|one)\b|\b(be|keep it) (funny|silly|sassy|cheeky|fun)\b|\bsassy\b|\b(a )?(bit|little|kinda|somewhat) (funny|silly|cheeky)\b/i.test(
      wishedIn,
    );
  // ("keep it short and sweet", "nothing too long": short verses)
  const short =
    /\b(make|keep) it (\w+ ){0,2}(short|brief|quick)\b|\bshort and sweet\b|\bnothing (too )?long\b|\b(a )?short (one|song)\b/i.test(
      wishedIn,
    );
  // ("keep it short and angry", "make it petty": no good wishes for the one who left)
  const angry =
    /\b(make|keep) it (\w+ (and )?)?(angry|bitter|furious|petty|savage|spiteful|mad)\b|\b(angry|bitter|petty|savage) (song|one)\b/i.test(
      wishedIn,
    );
  // ("i want to apologise but not grovel", "no begging": sorry said once, plainly)
  const noGrovel =
    /\b(not|no|without|don'?t|dont|never) (\w+ )?(grovel\w*|beg\w*|over the top|too much self[- ]blame)\b/i.test(
      wishedIn,
    );
  // ("i want something empowering not sad", "he cheated with his coworker": a break-up sung head high)
  const strong =
    story.occasion === 'breakup' &&
    (/\b(empower\w*|girl power|power anthem|independent|confident|badass|strong|moving on|better off)\b/i.test(
      wishedIn,
    ) ||
      story.events.some(
        (e) =>
          (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') &&
          /^(cheat|betray|lie|two-time|ghost|dump)$/.test(e.verb.base),
      ));
  const wishes = {
    ...(strong ? { strong } : {}),
    ...(noAge ? { noAge } : {}),
    ...(noGrovel ? { noGrovel } : {}),
    ...(noRomance ? { noRomance } : {}),
    ...(funny ? { funny } : {}),
    ...(angry ? { angry } : {}),
    ...(short ? { short } : {}),
  };
  if (
    !noAge &&
    avoided.length === 0 &&
    !noRomance &&
    !funny &&
    !short &&
    !angry &&
    !noGrovel &&
    !strong &&
    !story.events.some(asked)
  )
    return story;
  const mentions = (text: string) => avoided.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));
  const ageOf = (n: StoryNumber) =>
    (n.ordinal && (/birthday/.test(n.unit ?? '') || !n.unit)) || (!n.ordinal && !n.unit && n.value <= 120);
  const ages = noAge ? story.numbers.filter(ageOf) : [];
  const tellsAge = (e: StoryEvent) =>
    ages.some((n) => new RegExp(`\\b(${n.sung}|${numberToWords(n.value)})\\b`, 'i').test(e.phrase)) &&
    /^(turn|be turning|be|celebrate|be celebrating)$/.test(e.verb.base);
  return {
    ...story,
    occasionName: ages.reduce(
      (name, n) => name.replace(new RegExp(`\\b(${n.sung}|${numberToWords(n.value)})\\b\\s*`, 'i'), ''),
      story.occasionName,
    ),
    numbers: story.numbers.filter((n) => !ages.includes(n)),
    people: story.people.filter((p) => p.role === 'recipient' || !mentions(`${p.name} ${p.told}`)),
    pets: story.pets.filter((p) => !mentions(p.name)),
    places: story.places.filter((p) => !mentions(p.name)),
    things: story.things.filter((t) => !mentions(t.told)),
    events: story.events.filter(
      (e) =>
        !asked(e) &&
        !tellsAge(e) &&
        !mentions(
          `${e.phrase} ${e.actor.kind === 'person' ? e.actor.name : e.actor.kind === 'other' ? e.actor.told : ''}`,
        ),
    ),
    ...(noAge || noRomance || funny || angry || noGrovel || strong || short ? { wishes } : {}),
  };
}

/** The first firm the story names, whole: "Sunfield Energy", "Kettle & Co.". */
/** The kinds of place a song may be about, sung to by name ("Tromsø") or as "old cabin". */
const SUBJECT_PLACE =
  /^(hometown|town|city|village|neighbourhood|neighborhood|house|home|cabin|cottage|farm|ranch|lake|island|beach|street|lighthouse|pub|bar|cafe|café|diner|restaurant|shop|store|bakery|bookshop|bookstore|campus|camp|mountain|mountains|river|valley|garden|allotment|apartment|flat|homeland|country|church|stadium|park|orchard|vineyard|porch|kitchen|summerhouse|caravan|barn)$/i;
/** The kinds of thing a song may be about. */
const SUBJECT_THING =
  /^(car|truck|pickup|bike|bicycle|motorbike|motorcycle|scooter|boat|guitar|piano|van|tractor|camper|jeep|mustang|beetle|canoe|kayak|violin|cello|sofa|couch|typewriter|camera|tree|oak|machine|clock|player|kit|watch|quilt|chair|desk|radio|stove|teapot|table)$/i;

/**
 * What a song is about when it is about a place or a thing: "a song about my hometown Tromsø" (Tromsø), "about my
 * 1967 Mustang, Sally" (Sally), "about the cabin at Lake Winnipesaukee" (Lake Winnipesaukee), "about my old truck"
 * ("old truck").
 */
function songSubject(prompt: string): Story['subject'] {
  const m =
    /\b(?:song|tune|ballad|anthem|ode)\s+(?:about|for|to|of)\s+(?:(?:my|our|the|this|that|his|her|their)\s+)?(?:(?:my|our|his|her|their)\s+)?(?:[\p{L}-]+['’]s\s+)?((?:(?:old|little|beloved|dear|sweet|first|childhood|family|big|tiny|lake|beach|farm|summer|sewing|coffee|record|rocking|drum|grandfather|pocket|\d{4}|\p{Lu}[\p{L}'-]*)\s+){0,3})([\p{L}'-]+)(?:(,?\s+(?:called|named)?\s*)(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})|\s+(?:on|at|in|by)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}))?/u.exec(
      prompt,
    );
  if (!m) return undefined;
  const head = m[2].toLowerCase();
  const kind = SUBJECT_PLACE.test(head) ? 'place' : SUBJECT_THING.test(head) ? 'thing' : undefined;
  if (!kind) return undefined;
  // (a name after the kind is what it is called, "my hometown Tromsø", "my Mustang, Sally"; else its kind, "old cabin",
  // whatever place it stands in: the cabin at Lake Winnipesaukee is no lake)
  const name = m[4]?.replace(/[’]/g, "'");
  const described = m[1]
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !/^\d/.test(w));
  // ("my grandmother's sewing machine": the kind of machine is part of what it is)
  const compound = /\b(sewing|coffee|record|rocking|drum|grandfather|pocket)\s*$/i.exec(m[1])?.[1]?.toLowerCase();
  const sung =
    name ??
    (described.length > 0 && kind === 'thing'
      ? `old ${described.join(' ')}`
      : `old ${compound ? `${compound} ` : ''}${/^(hometown|home town)$/.test(head) ? 'town' : head}`);
  // (where it stands is a place of the story: "at Lake Winnipesaukee", "on Maple Street")
  const at = m[5]?.replace(/[’]/g, "'");
  return at ? { kind, head, sung, at } : { kind, head, sung };
}

/** Verbs of liking: what follows them may list places and teams among things ("loves the Dodgers, grilling"). */
const LOVES = /^(love|loves|loved|adore|adores|adored|like|likes|liked|enjoy|enjoys|enjoyed|miss|misses|missed)$/;

/**
 * "launching Kettle & Crumb, a tiny bakery van", "launching our podcast Two Aunties One Mic": the name of what is
 * launched or opened, whole, whatever words are in it ("One" is no one, "Crumb" no person).
 */
function launchedName(prompt: string): string | undefined {
  const m =
    /\b(?:launch(?:ing|es|ed)?|open(?:ing|s|ed)?|releas(?:ing|es|ed))\s+(?:(?:our|my|the|a|an)\s+)?(?:(?:new|little|tiny|own|first|debut)\s+)*(?:(?:podcast|bakery|shop|business|company|app|brand|book|album|band|channel|show|caf[eé]|restaurant|studio|store|label|startup|salon|bar|gym|clinic|firm|agency|magazine|newsletter|blog|range|collection|van|truck|website|game)\s+(?:called\s+|named\s+)?)?((?:\p{Lu}[\p{L}'’-]*|\d+)(?:\s+(?:\p{Lu}[\p{L}'’-]*|&|and|of|the|\d+))*)/u.exec(
      prompt,
    );
  if (!m) return undefined;
  const name = m[1]!.replace(/\s+(?:&|and|of|the)$/i, '');
  // (a name of one word is a firm's only when it is no common word: "launching Friday" is no firm)
  if (name.split(/\s+/).length < 2 && dictionaryPhones(name.toLowerCase())) return undefined;
  if (/^(I|We|My|Our|The|This|It|Next|On|In|At)$/.test(name.split(/\s+/)[0]!)) return undefined;
  return name;
}

/** The words that end a firm's name with its trade: "Kowalczyk & Daughters Plumbing", "Brightwell Solar". */
const TRADE =
  /^(plumbing|bakery|solar|logistics|electric|electrical|builders|building|construction|consulting|design|designs|studio|studios|motors|garage|dental|landscaping|roofing|catering|joinery|removals|realty|insurance|accountants|engineering|software|labs|media|printing|florist|florists|kitchens|interiors|brewery|brewing|coffee|foods|farms|cleaning)$/i;

/** A firm as sung: "&" said "and", and a trade after "& Sons" left off ("Kowalczyk and Daughters"). */
function sungFirm(name: string): string {
  return name
    .replace(/\s*&\s*(?=(?:Co|Sons|Daughters|Partners|Associates|Company)\b)/g, ' and ')
    .replace(/\b(and (?:Sons|Daughters|Partners|Associates))\s+\p{Lu}\p{Ll}+$/u, (m, firm: string) =>
      TRADE.test(m.split(/\s+/).pop()!) ? firm : m,
    );
}

/** "Kowalczyk & Daughters Plumbing", "Miller & Sons": a name run a firm's words make one, told from its first token. */
function firmRun(sentence: Tok[], i: number): boolean {
  const run: Tok[] = [];
  for (let k = i; k < sentence.length && (sentence[k].cap || sentence[k].text === '&'); k++) {
    run.push(sentence[k]);
    if (/[,;:]/.test(sentence[k].post)) break;
  }
  return (
    run.length >= 2 &&
    (run.some(
      (t, k) => t.text === '&' && /^(co|sons|daughters|partners|associates|company)\.?$/i.test(run[k + 1]?.text ?? ''),
    ) ||
      TRADE.test(run[run.length - 1]!.text))
  );
}

function companyOf(sentences: Tok[][]): string | undefined {
  for (const sentence of sentences)
    for (let i = 0; i < sentence.length; i++) {
      if (
        !sentence[i].cap ||
        !(has(sentence[i], 'Organization') || (i === 0 && firmRun(sentence, i))) ||
        has(sentence[i], 'Person', 'City', 'Country')
      )
        continue;
      const run = [sentence[i]];
      while (
        i + 1 < sentence.length &&
        !/[,;:]/.test(sentence[i].post) &&
        ((sentence[i + 1].cap && has(sentence[i + 1], 'Organization', 'ProperNoun')) ||
          (sentence[i + 1].text === '&' && sentence[i + 2]?.cap))
      )
        run.push(sentence[++i]);
      return run
        .map((x) => x.text)
        .join(' ')
        .replace(/\bCo$/, 'Co.');
    }
  return undefined;
}

function capital(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  // ("Mr. Kowalczyk" and "Mrs. Kowalczyk": "Mr. and Mrs. Kowalczyk")
  const titled = names.map((n) => /^(Mr\.|Mrs\.|Ms\.|Dr\.) (.+)$/.exec(n));
  if (names.length === 2 && titled[0] && titled[1] && titled[0][2] === titled[1][2])
    return `${titled[0][1]} and ${titled[1][1]} ${titled[0][2]}`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Words that greet someone ("hi", "cheers"): the one after them is who is greeted. */
const GREETING = /^(hi|hey|hello|dear|cheers|thanks|congrats|congratulations|love|greetings)$/;

/** A group a song may be "for the" ("the Novak family", "the whole crew"). */
const FOR_GROUP =
  /^(family|team|crew|club|class|band|staff|gang|squad|choir|orchestra|troupe|congregation|committee|office|department|shift)$/;
/** The last word of a sports club's name: "Hartley Rovers FC", "Dale United". */
const CLUB_SUFFIX = /^(fc|afc|rfc|cc|united|rovers|wanderers|athletic)$/i;

/** The capitalised run starting at `i` when it is a club's name ("Hartley Rovers FC"): its last index, or -1. */
function clubRun(sentence: Tok[], i: number): number {
  let j = i;
  while (j + 1 < sentence.length && sentence[j + 1].cap && !/[,;:.!?]/.test(sentence[j].post)) j++;
  while (j > i && !CLUB_SUFFIX.test(sentence[j].text)) j--;
  return j > i && sentence.slice(i, j + 1).every((t) => t.cap) ? j : -1;
}

/** The head word of a relationship: its last word, or the group word before a number or code ("class 6B"). */
function headWord(relationship: string): string {
  const words = relationship.toLowerCase().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return /\d/.test(last) && words.length > 1 ? words[words.length - 2] : last;
}

function findRelationship(sentences: Tok[][], occasion: Story['occasion']): string {
  // "for the whole Novak family", "for the Sharma family": the song is for the family
  for (const sentence of sentences)
    for (let i = 0; i + 2 < sentence.length; i++) {
      // "song for Hartley Rovers FC": a club
      const club = /^(for|to)$/.test(sentence[i].lower) ? clubRun(sentence, i + 1) : -1;
      // (called as fans call it: "the Hartley Rovers", not "FC")
      if (club > 0) {
        const name = sentence.slice(i + 1, club + 1).map((t) => t.text);
        if (name.length > 1 && /^(fc|afc|rfc|cc)$/i.test(name[name.length - 1])) name.pop();
        return `the ${name.join(' ')}`;
      }
      // "leavers song for class 6B", "for choir 2": a group called by its name or number
      if (
        /^(for|to)$/.test(sentence[i].lower) &&
        FOR_GROUP.test(sentence[i + 1].lower) &&
        !/[,;:.!?]/.test(sentence[i + 1].post) &&
        (has(sentence[i + 2], 'Value') || /\d/.test(sentence[i + 2].text) || sentence[i + 2].cap)
      )
        return `${sentence[i + 1].lower} ${sentence[i + 2].text}`;
      if (!/^(for|to)$/.test(sentence[i].lower) || sentence[i + 1].lower !== 'the') continue;
      let j = i + 2;
      if (sentence[j]?.lower === 'whole') j++;
      if (sentence[j]?.cap && FOR_GROUP.test(sentence[j + 1]?.lower ?? ''))
        return `the ${sentence[j].text} ${sentence[j + 1].lower}`;
      // "for the whole crew at Blue Harbour Diner"
      if (FOR_GROUP.test(sentence[j]?.lower ?? '')) return `the ${sentence[j].lower}`;
      // ("To the firefighters of Station 9 who saved our house", "for the nurses on Ward 7": people thanked for what
      // they do, at the start of the story)
      // ("Thank you song for the NICU nurses at St. Mary's who took care of our daughter": after the words that name
      // the song, and with a word or two saying which ones)
      const helpers =
        /^(nurses|doctors|teachers|volunteers|firefighters|carers|caregivers|midwives|paramedics|lifeguards|drivers|officers|vets|surgeons|coaches|neighbours|neighbors|lifesavers|rangers|rescuers|staff)$/;
      let h = j;
      while (h < j + 2 && sentence[h] && !helpers.test(sentence[h].lower) && !/[,;:.!?]/.test(sentence[h].post)) h++;
      // ("for the nurses and staff of Ward 7": two kinds of helper together)
      if (
        helpers.test(sentence[h]?.lower ?? '') &&
        sentence[h + 1]?.lower === 'and' &&
        helpers.test(sentence[h + 2]?.lower ?? '')
      )
        h += 2;
      if (
        (i === 0 ||
          sentence
            .slice(0, i)
            .every((t) =>
              /^(a|an|the|thank|thanks|you|u|song|tune|big|little|special|huge|heartfelt)$/.test(t.lower),
            )) &&
        helpers.test(sentence[h]?.lower ?? '') &&
        (h + 1 >= sentence.length ||
          /^(of|at|on|in|from|who|that)$/.test(sentence[h + 1].lower) ||
          /[,;:.!?]/.test(sentence[h].post))
      )
        return `the ${sentence
          .slice(j, h + 1)
          .map((t) => (t === sentence[h] ? t.lower : t.text))
          .join(' ')}`;
      // "for the St Cecilia choir": a group with a name of several words
      let n = j;
      while (sentence[n]?.cap && !/[,;:.!?]/.test(sentence[n].post)) n++;
      if (n > j + 1 && FOR_GROUP.test(sentence[n]?.lower ?? ''))
        return `the ${sentence
          .slice(j, n)
          .map((t) => t.text)
          .join(' ')} ${sentence[n].lower}`;
      // ("team song for the Northside Night Shift at the warehouse": a name of several words that ends on a group)
      if (n > j + 1 && FOR_GROUP.test(sentence[n - 1].lower))
        return `the ${sentence
          .slice(j, n)
          .map((t) => t.text)
          .join(' ')}`;
      // "Happy Hanukkah to the Rosenbergs", "a song for the Okafors": a family called by its name in the plural, after
      // a greeting or at the start
      const fam = sentence[j];
      const lead = sentence[i - 1];
      if (
        fam?.cap &&
        /^\p{Lu}\p{Ll}+s$/u.test(fam.text) &&
        !has(fam, 'Place', 'Organization', 'Date', 'Demonym') &&
        !/[-–—]/.test(sentence[j - 1].post) &&
        (j + 1 >= sentence.length ||
          /[,;:.!?]/.test(fam.post) ||
          /^(and|from|with|on|at)$/.test(sentence[j + 1].lower)) &&
        (i === 0 || OCCASION_WORDS.test(lead?.lower ?? '') || has(lead, 'Date') || GREETING.test(lead?.lower ?? ''))
      )
        return `the ${fam.text.replace(/(?<=[^s])s$|(?<=s)es$/, '')} family`;
    }
  // "thanks team, best quarter ever", "congrats squad": a group greeted is who the song is for
  for (const sentence of sentences)
    for (let i = 1; i < sentence.length; i++)
      if (
        FOR_GROUP.test(sentence[i].lower) &&
        /^(thanks|thank|you|congrats|congratulations|cheers|hey|hi|dear|done|job|go)$/.test(sentence[i - 1].lower) &&
        (i + 1 >= sentence.length || /[,;:.!?]/.test(sentence[i].post))
      )
        return `the ${sentence[i].lower}`;
  // a team's win: the team or club the story names is who the song is for ("The Ravens cricket club won the league"),
  // never one player
  if (occasion === 'team')
    for (const sentence of sentences)
      for (let i = 0; i < sentence.length; i++) {
        if (!/^(team|club|squad|crew|side|eleven|xi)$/.test(sentence[i].lower) || !has(sentence[i], 'Noun')) continue;
        let b = i;
        while (
          b > 0 &&
          has(sentence[b - 1], 'Noun', 'Adjective', 'ProperNoun') &&
          !has(sentence[b - 1], 'Pronoun', 'Possessive') &&
          !/[,;:.!?]/.test(sentence[b - 1].post)
        )
          b--;
        // ("Our sales team in Denver crushed Q4": the buyer's own team, named or not)
        const ours = /^(our|my)$/.test(sentence[b - 1]?.lower ?? '');
        if (!ours && (b === i || !sentence.slice(b, i).some((t) => t.cap))) continue;
        const lead = /^(the|our|my)$/.test(sentence[b - 1]?.lower ?? '') ? `${sentence[b - 1].lower} ` : 'the ';
        return `${lead}${sentence
          .slice(b, i + 1)
          .map((t) => t.text)
          .join(' ')}`;
      }
  for (const sentence of sentences) {
    for (let i = 0; i + 1 < sentence.length; i++) {
      const a = sentence[i];
      if (!/^(my|our)$/.test(a.lower)) continue;
      // "three generations of our kids": a part of a group is no one the song is for
      // ("the first one in our family to graduate": where someone stands among them, no one the song is for)
      // ("a girl at my capoeira class": where someone is, no one the song is for)
      if (
        (/^(of|in|among)$/.test(sentence[i - 1]?.lower ?? '') ||
          (/^(at|from)$/.test(sentence[i - 1]?.lower ?? '') && i >= 2 && has(sentence[i - 2], 'Noun'))) &&
        !/^(all|each|both|every)$/.test(sentence[i - 2]?.lower ?? '')
      )
        continue;
      // ("Dr Kowalczyk delivered both our children": whom someone did something to is no one the song is for)
      const before = /^(both|all)$/.test(sentence[i - 1]?.lower ?? '') ? sentence[i - 2] : sentence[i - 1];
      if (before && has(before, 'Verb') && !has(before, 'Copula') && !/^(for|to|thank|thanks)$/.test(before.lower))
        continue;
      let j = i + 1;
      while (j < sentence.length - 1 && has(sentence[j], 'Adjective')) j++;
      // "our sales team", "our team lead", "my year 6 class": a noun before the head noun belongs to it
      while (
        j + 1 < sentence.length &&
        has(sentence[j], 'Noun', 'Value') &&
        has(sentence[j + 1], 'Noun', 'Value') &&
        !sentence[j + 1].cap &&
        !has(sentence[j + 1], 'Pronoun') &&
        !/[,;:.]/.test(sentence[j].post) &&
        // ("our parents 25th anniversary", "my mum birthday": whose it is, typed with no "'s")
        !(
          (PAIR.test(sentence[j].lower) ||
            PLURAL_RELATION.test(sentence[j].lower) ||
            FAMILY_FEMALE.test(sentence[j].lower) ||
            FAMILY_MALE.test(sentence[j].lower)) &&
          (has(sentence[j + 1], 'Value') || OCCASION_WORDS.test(sentence[j + 1].lower))
        )
      )
        j++;
      const b = sentence[j];
      if (
        b &&
        has(b, 'Noun') &&
        !b.cap &&
        (has(b, 'Actor') ||
          FAMILY_FEMALE.test(b.lower) ||
          FAMILY_MALE.test(b.lower) ||
          PAIR.test(b.lower) ||
          GROUP.test(b.lower) ||
          PLURAL_RELATION.test(b.lower) ||
          (j > i + 1 && GROUP.test(sentence[j - 1].lower)) ||
          // ("our exchange student Lukas": whatever the word, one called so just before their name)
          (!has(b, 'Plural') && !petWord(b.lower) && has(sentence[j + 1], 'FirstName') && !/[,;:.!?]/.test(b.post)))
      )
        return sentence
          .slice(i, j + 1)
          .map((t) => t.lower)
          .join(' ');
    }
  }
  // "Dad would have been 90 today": a family word written as a name is who the song is for
  for (const sentence of sentences)
    for (const t of sentence)
      if (
        // ("mum & dad 40th anniversary", typed in lower case: the story's first words still say who)
        (t.cap || (t.i === 0 && t.s === 0)) &&
        kinOf(t.lower) &&
        // ("Father's day", "Mother's Day": the day is named for them, it is no one)
        !/'s$/i.test(t.text) &&
        !TITLE.test(sentence[t.i + 1]?.text ?? '') &&
        !sentence[t.i + 1]?.cap
      ) {
        // ("a song for Mum and Dad": both are, called as the buyer calls them)
        const other = sentence[t.i + 2];
        if (
          /^(and|&)$/.test(sentence[t.i + 1]?.lower ?? '') &&
          !/[,;:.!?]/.test(t.post) &&
          (other?.cap || !t.cap) &&
          kinOf(other.lower) &&
          kinOf(other.lower) !== kinOf(t.lower) &&
          // ("mum & dad's 40th anniversary": whose occasion it is, both of them)
          (!/'s$/i.test(other.text) ||
            has(sentence[other.i + 1], 'Value') ||
            OCCASION_WORDS.test(sentence[other.i + 1]?.lower ?? '')) &&
          !sentence[other.i + 1]?.cap
        )
          return `${capital(t.text)} and ${capital(other.text.replace(/'s$/i, ''))}`;
        return t.text;
      }
  return '';
}

function findRecipients(
  sentences: Tok[][],
  mentions: Mention[],
  occasion: Story['occasion'],
  relationship: string,
  title: string,
): string[] {
  const people = mentions.filter((m) => !m.pet);
  if (people.length === 0) {
    const fromTitle = [...title.matchAll(/\b(\p{Lu}\p{Ll}+)\b/gu)]
      .map((m) => m[1])
      .filter((w) => !OCCASION_WORDS.test(w) && !dictionaryPhones(w.toLowerCase()));
    return fromTitle.slice(0, 1);
  }
  // a name after "for" or "to" is who the song is for ("for my sister Maya", "Happy birthday to Sam")
  const isFor = (m: Mention) => {
    const sentence = sentences[m.toks[0].s];
    // ("Dr. Wanjiru Kamau!!! finally a medical doctor": a name called out on its own to open the story is whom it is to)
    if (
      m.toks[0].s === 0 &&
      m.toks[0].i === 0 &&
      m.toks[m.toks.length - 1].i === sentence.length - 1 &&
      sentences.length > 1
    )
      return true;
    // ("rides his Lambretta to Mr. Chen's bakery": someone's place gone to is no dedication)
    if (/['’]s$/i.test(m.toks[m.toks.length - 1].text)) return false;
    for (let k = m.toks[0].i - 1; k >= 0 && k >= m.toks[0].i - 4; k--) {
      const w = sentence[k].lower;
      // ("Shoutout to Priya who closed the deal": a mention in the story, not whom the song is for)
      if (w === 'to' && /^(shoutout|shout-out|out|props|kudos)$/.test(sentence[k - 1]?.lower ?? '')) return false;
      if (w === 'for' || w === 'to' || OCCASION_WORDS.test(w)) return true;
      if (!has(sentence[k], 'Possessive', 'Actor', 'Adjective', 'Determiner', 'Honorific') && w !== 'and') return false;
    }
    return false;
  };
  const andNext = (m: Mention): boolean => {
    const next = people[people.indexOf(m) + 1];
    const sentence = sentences[m.toks[0].s];
    const after = m.toks[m.toks.length - 1].i + 1;
    return (
      next !== undefined &&
      next.toks[0].s === m.toks[0].s &&
      sentence[after]?.lower === 'and' &&
      (next.toks[0].i === after + 1 ||
        // ("for my grandma Lupe and grandpa Ernesto")
        (next.toks[0].i === after + 2 && RELATION_BEFORE_NAME.test(sentence[after + 1].lower)))
    );
  };
  const rel = headWord(relationship);
  // ("For our dev team who shipped the app ... Shout out to Priya (project lead), Tomasz": the team the song is for
  // is the listener; the names are of its members)
  const relToks = relationship.toLowerCase().split(/\s+/).filter(Boolean);
  const forTheGroup =
    /^(team|crew|squad|class|department|staff|office|band|choir|club|gang|committee)$/.test(rel) &&
    relToks.length > 0 &&
    sentences.some((sen) =>
      sen.some((t, i) => /^(for|to)$/.test(t.lower) && relToks.every((w, k) => sen[i + 1 + k]?.lower === w)),
    ) &&
    !people.some((m) => m.relation === rel);
  if (forTheGroup) return [];
  let chosen = people.filter((m) => rel && m.relation === rel);
  if (chosen.length === 0) chosen = people.filter(isFor);
  // "For Coach Martina, who turned our netball team around": the one the song is for, not the team
  const named = chosen.length > 0 && chosen.every((m) => m.relation !== rel);
  if (chosen.length === 0) {
    // ("husband deploying ... our kids are Ava and Eli": names told as someone's children are not the husband)
    // ("to her grandkids Finn and Ava": the children the song is to are its listeners)
    const theirKids = (m: Mention) => {
      const before = sentences[m.toks[0].s].slice(Math.max(0, m.toks[0].i - 3), m.toks[0].i);
      return (
        before.some((t) => PLURAL_RELATION.test(t.lower) && !PAIR.test(t.lower)) &&
        !before.some((t) => /^(to|for)$/.test(t.lower))
      );
    };
    const single = rel !== '' && !GROUP.test(rel) && !PLURAL_RELATION.test(rel) && !PAIR.test(rel);
    if (single && theirKids(people[0])) return [];
    // ("Our sales team crushed Q4. Shoutout to Priya": a song for a team is the team's, its members named in it)
    if (rel !== '' && /^(team|crew|squad|department|staff|office|club|band|choir|class)$/.test(rel)) return [];
    // ("team song for the Northside Night Shift ... shoutout to supervisor Dolores": a song for a team named after
    // "for" is the team's, whoever else is named)
    if (
      sentences.some((sen) =>
        sen.some(
          (t, i) =>
            /^(for|to)$/.test(t.lower) &&
            /^(the|our|my|all)$/.test(sen[i + 1]?.lower ?? '') &&
            sen
              .slice(i + 2, i + 7)
              .findIndex((w, k, run) => GROUP_NOUN.test(w.lower) && run.slice(0, k).every((x) => !has(x, 'Verb'))) >= 0,
        ),
      )
    )
      return [];
    // ("i was at the game with dave": one who was only with the buyer is no one an apology or a love song is for)
    const companion = (m: Mention) => sentences[m.toks[0].s]?.[m.toks[0].i - 1]?.lower === 'with';
    if (people.every(companion) && occasion === 'general') return [];
    chosen = [people[0]];
  }
  const first = chosen[0];
  // ("to my husband Jamal": the buyer is the other half; an anniversary is sung to the one)
  const partner = (w: string | undefined) => w !== undefined && PARTNER_WORD.test(w);
  const pair =
    (!(partner(first.relation) || partner(rel)) && (occasion === 'wedding' || occasion === 'anniversary')) ||
    PAIR.test(rel) ||
    (first.relation !== undefined && PAIR.test(first.relation)) ||
    // "Congratulations to Ben and Leila": two names after "to" or "for", joined by "and"
    (isFor(first) && andNext(first)) ||
    // ("Zara and Layla were born early": two names joined by "and" that open the story are whom it is about)
    (first.toks[0].s === 0 && first.toks[0].i === 0 && andNext(first));
  // the second of a pair is named right after the first ("Anna and Tomasz")
  if (pair && chosen.length === 1) {
    const idx = people.indexOf(first);
    const next = people[idx + 1];
    if (next && next.toks[0].s === first.toks[0].s) chosen.push(next);
  }
  // "to her grandkids Finn, Ava and Theo": all the names listed with the relation are the listeners
  const several = first.relation !== undefined && PLURAL_RELATION.test(first.relation) && !PAIR.test(first.relation);
  if (several)
    for (const m of people)
      if (m !== first && m.relation === first.relation && m.toks[0].s === first.toks[0].s && !chosen.includes(m))
        chosen.push(m);
  // "For Priti, Hannah and Grace": the names listed after "for" or "to", one after a comma, the last after "and",
  // are all the listeners
  let listed = 0;
  if (!pair && !several && chosen.length === 1 && isFor(first)) {
    const list = [first];
    for (let idx = people.indexOf(first) + 1; idx < people.length; idx++) {
      const prev = list[list.length - 1];
      const next = people[idx];
      const end = prev.toks[prev.toks.length - 1];
      if (next.toks[0].s !== end.s) break;
      const between = sentences[end.s].slice(end.i + 1, next.toks[0].i).map((t) => t.lower);
      const comma = /^,\s*$/.test(end.post.trim()) && between.length === 0;
      if (!comma && !(between.length === 1 && /^(and|&)$/.test(between[0]) && !/\S/.test(end.post))) break;
      list.push(next);
      if (!comma) break;
    }
    if (list.length > 2) {
      chosen.push(...list.slice(1));
      listed = list.length;
    }
  }
  const names = [...new Set(chosen.map((m) => m.name!))];
  if (listed > 2) return names.slice(0, 6);
  // "our friends Kofi and Ama" getting married are the couple; otherwise a group word is the group
  // ("for our kids Mia and Leo": the kids named are the listeners)
  if (several && names.length >= 2) return names.slice(0, 6);
  // ("to all my cousins": a relation of several, none named, is the group)
  if (
    (GROUP.test(rel) ||
      CLUB_SUFFIX.test(rel) ||
      ROLE_GROUP.test(rel) ||
      (PLURAL_RELATION.test(rel) && !PAIR.test(rel) && !several)) &&
    !named
  )
    return pair && names.length === 2 ? names : [];
  return pair ? names.slice(0, 2) : names.slice(0, 1);
}

/** What names a team: "the Northside Night Shift", "our sales team", "the ICU crew". */
const GROUP_NOUN = new RegExp(`^(?!family$)(?:${FOR_GROUP.source.slice(2, -2)}|dept|unit|ward|lab)$`);

const THING_STOP =
  /^(song|songs|lyrics|anniversary|birthday|wedding|party|day|time|years?|months?|weeks?|days?|life|way|thing|things|lot|bit|one|everything|something|nothing|heart|love|admirer|fan|nurse|nurses|teacher|doctor|coach|driver|barista|pilot|chef|boss|manager|colleague|neighbour|neighbor|friend|mentor|captain|student|janitor|cleaner|caretaker|secretary|receptionist|librarian|mechanic|waiter|waitress|postman|gardener|principal|headteacher|dentist|vet|firefighter|officer|soldier|daughter|son)$/;

function findThings(sentences: Tok[][], people: StoryPerson[], pets: StoryPet[], places: StoryPlace[]): StoryThing[] {
  const out: StoryThing[] = [];
  const named = new Set(
    [...people.map((p) => p.name), ...pets.map((p) => p.name), ...places.map((p) => p.name)].map((x) =>
      x.toLowerCase(),
    ),
  );
  const isHead = (t: Tok | undefined) =>
    (t !== undefined && has(t, 'Product')) ||
    (t !== undefined &&
      has(t, 'Noun') &&
      !has(t, 'Pronoun', 'Person', 'Place', 'Organization', 'Actor', 'Value', 'Duration', 'Possessive') &&
      !t.cap &&
      !THING_STOP.test(t.lower) &&
      !GROUP.test(t.lower) &&
      !named.has(t.lower));
  for (const sentence of sentences) {
    for (let i = 0; i < sentence.length; i++) {
      if (!has(sentence[i], 'Determiner', 'Possessive') || has(sentence[i], 'Person')) continue;
      if (/^(every|each|all|any|no|some)$/.test(sentence[i].lower)) continue;
      let j = i + 1;
      const quals: Tok[] = [];
      while (
        j < sentence.length &&
        (has(sentence[j], 'Adjective', 'Ordinal', 'WeekDay') || (isHead(sentence[j]) && isHead(sentence[j + 1]))) &&
        !/[,;:.]/.test(sentence[j - 1].post)
      ) {
        quals.push(sentence[j]);
        j++;
      }
      const head = sentence[j];
      if (!isHead(head) || /[,;:]/.test(sentence[j - 1].post)) continue;
      // "our team lead", "the night shift nurses", "our netball team": people, not things
      if (quals.some((q) => GROUP.test(q.lower)) || sentence[j + 1]?.cap || GROUP.test(sentence[j + 1]?.lower ?? ''))
        continue;
      let end = j;
      // "the ticket from the first film": a from/of phrase is a quality too
      const prep = sentence[j + 1];
      if (prep && /^(from|of)$/.test(prep.lower) && !/[,;:.!?]/.test(head.post)) {
        let k = j + 2;
        if (has(sentence[k], 'Determiner', 'Possessive')) k++;
        while (k < sentence.length && has(sentence[k], 'Adjective', 'Ordinal')) k++;
        if (
          k < sentence.length &&
          has(sentence[k], 'Noun') &&
          !has(sentence[k], 'Pronoun', 'Duration') &&
          !THING_STOP.test(sentence[k].lower)
        ) {
          // a compound noun is kept whole: "the lanterns of a night market"
          while (k + 1 < sentence.length && isHead(sentence[k + 1]) && !/[,;:.!?]/.test(sentence[k].post)) k++;
          // and so is a title or a pair of bare nouns: "a copy of mice and men"
          while (
            sentence[k + 1]?.lower === 'and' &&
            !/[,;:.!?]/.test(sentence[k].post) &&
            has(sentence[k + 2], 'Noun') &&
            !has(sentence[k + 2], 'Pronoun', 'Determiner', 'Possessive') &&
            !sentence[k + 2].cap &&
            !has(sentence[k + 3], 'Verb')
          )
            k += 2;
          end = k;
        }
      }
      // ("his own copy": "own" says whose it is, and goes with the owner, never "the own copy")
      const owned = quals.filter((q) => q.lower !== 'own');
      const qualityToks = [...owned, ...sentence.slice(j + 1, end + 1)];
      if (qualityToks.filter((q) => !/^(from|of|the|a|an)$/.test(q.lower)).length === 0) continue;
      if (
        quals.some((q) =>
          /^(happy|merry|new|big|best|favourite|favorite|whole|last|next|same|other|own|little)$/.test(q.lower),
        ) &&
        end === j &&
        quals.length === 1
      )
        continue;
      const body = sentence.slice(j - quals.length, end + 1).filter((q) => q.lower !== 'own');
      const told = sentence
        .slice(i, end + 1)
        .map((t) => t.text)
        .join(' ');
      const sung = `the ${sungText(body)}`;
      if (!out.some((t) => t.head === head.lower))
        out.push({
          told,
          sung,
          head: head.lower,
          qualities: qualityToks.filter((q) => !/^(from|of|the|a|an)$/.test(q.lower)).map(sungWord),
        });
      i = end;
    }
  }
  return out;
}

/**
 * "There's a girl at the library, always reading poetry": "there" is no one. When the one it brings in is the
 * listener (a song with no name, or an admirer's), she is "you" ("You are the girl at the library"); otherwise
 * "there is" is kept as said, and nothing else is done by "there". What the song is asked to be is never sung
 * ("End of year thank you", "We want to say thank you").
 */
/**
 * The events a song has room for, in the order told: what someone said is kept before the rest (a catchphrase is
 * what the buyer remembers them by); "this is for my wife Noor" says who the song is for, no event.
 */
function firstEvents(events: StoryEvent[], most: number): StoryEvent[] {
  const told = events.filter(
    (e) => !(e.verb.base === 'be' && /^(is|are|was) (for|to) (my|our|the|his|her|their)\b/i.test(e.phrase)),
  );
  if (told.length <= most) return told;
  const keep = new Set(told.filter((e) => e.quote).slice(0, most));
  for (const e of told) if (keep.size < most) keep.add(e);
  return told.filter((e) => keep.has(e));
}

function existential(events: StoryEvent[], unnamed: boolean): StoryEvent[] {
  const there = (e: StoryEvent) => e.actor.kind === 'other' && /^there(['’]?s)?$/i.test(e.actor.told);
  const someone = /^(a|an) (girl|boy|guy|man|woman|lady|gentleman|someone|person)\b/i;
  const listener =
    unnamed && events.some((e) => there(e) && e.verb.base === 'be' && someone.test(e.parts[0]?.sung ?? ''));
  const out: StoryEvent[] = [];
  for (const e of events) {
    if (
      e.actor.kind === 'other' &&
      e.verb.base === 'thank' &&
      /\b(end|year|term|birthday|christmas|song|card|note|message|day|week|party)\b/i.test(e.actor.told)
    )
      continue;
    if (!there(e)) {
      out.push(e);
      continue;
    }
    if (listener) {
      const parts = e.parts.map((p, i) =>
        i === 0 && e.verb.base === 'be' && someone.test(p.sung)
          ? { ...p, sung: p.sung.replace(/^(a|an) /i, 'the ') }
          : p,
      );
      const phrase = phraseOf({ ...e, parts });
      out.push({ ...e, actor: { kind: 'recipient' }, parts, phrase });
    } else if (e.verb.base === 'be') out.push({ ...e, actor: { kind: 'other', told: 'there' } });
  }
  return out;
}

/** One first name is the other's short form ("Sid" and "Siddharth", "Alex" and "Alexandra"). */
function shortFormOf(a: string, b: string): boolean {
  const [x, y] = [a.split(/\s+/)[0].toLowerCase(), b.split(/\s+/)[0].toLowerCase()];
  if (x === y || Math.min(x.length, y.length) < 3) return false;
  return x.startsWith(y) || y.startsWith(x);
}

/** An occasion the writer has no kind of its own for, as the story tells it ("in memory of our dog Kuma"). */
const TOLD_KINDS: [RegExp, string][] = [
  [
    /\bmemorial\b|\bin (loving )?memory of\b|\bfuneral\b|\bcelebration of (his |her |their )?life\b|\bpassed away\b|\bwho passed\b|\brest in peace\b|(?:^|[.!?])\s*rip\b/,
    'memorial',
  ],
  [
    /\bget[- ]well\b|\bfeel better soon\b|\brecover(ing|y) from\b|\b(is|are|'s|still|and) in (the )?hospital\b|\b(is|are|'s|still|and) in rehab\b|\blaid up\b/,
    'get well',
  ],
  // ("Class of 1999 reunion, 25 years!": the old crowd together again)
  [/\breunion\b/, 'reunion'],
  [
    /\bnew ?born\b|\bnew baby\b|\bbaby (girl|boy|shower)\b|\bwelcome (song|to the world)\b|\bfirst grand(child|son|daughter|baby)\b|\bjust (been )?born\b|\bchristening\b|\bnaming ceremony\b|\b(was|were) born (yesterday|today|this morning|last night|(this|last) (week|month|\w+day))\b|\b(was|were) born\b[^.!?]*\b(\d+ ?(am|pm|a\.m\.|p\.m\.)|\d+(\.\d+)? ?(kilos?|kg|lbs?|pounds|oz)|weeks early|hours? of labou?r|after \d+ hours)/,
    'new baby',
  ],
  [/\bmother'?s'? day\b|\bmothering sunday\b/, "mother's day"],
  [/\bfather'?s'? day\b/, "father's day"],
  [/\bhouse-?warming\b/, 'housewarming'],
  // ("we're having a baby!! want a song to announce it", "announcing our engagement"): news the song breaks
  [
    /\b(we're|we are|i'm|i am) (having|expecting) (a|our|another)\b|\bpregnan(t|cy)\b|\bbaby (is )?on the way\b|\bbaby (is )?due\b/,
    'baby on the way',
  ],
  [
    /\b(announc\w+|share|sharing|tell\w*) (our|my|the) engagement\b|\bwe('re| are| got) engaged\b|\bshe said yes\b|\bhe said yes\b/,
    'engagement',
  ],
  // ("coming home from his deployment", "Welcome home song for my brother, back from 2 years with the Peace Corps")
  [
    /\bwelcome (\w+ )?(home|back)\b|\b(is|are|'s|comes|coming|came) (back )?home\b|\bhome ?coming\b|\b(is|are|'s|finally|just|comes|coming) back from\b|\bback home from\b|\bback from (his|her|their) (deployment|tour|service|posting|mission|time)\b|\bback from (\d+|two|three|six|nine|a year|\w+ (months|years))\b/,
    'welcome home',
  ],
  // ("new job song for my partner Ayo who just got hired as a firefighter", "i got promoted to store manager")
  [
    /\bnew job\b|\b(got|gets|just) (the )?(job|hired)\b|\bgot hired\b|\b(got|been|was|is|getting) promoted\b|\bpromotion\b/,
    'new job',
  ],
  // ("moving to Toronto for grad school", "deploying to Kuwait in march", "is leaving after 12 yrs"): a goodbye
  [
    /\b(is|are|'s|he's|she's) (leaving|moving|relocating|emigrating)\b|\bmoving (away|abroad|to|back to|across|overseas)\b|\bdeploy(ing|s|ment)\b|\bleaving (for|us|the|our)\b|\bgoodbye (song|party)\b/,
    'farewell',
  ],
];

/** Occasions a story names in a word; the first one named is what the song is for. */
const NAMED_OCCASION =
  /\b(retirement|retiring|farewell|graduation|birthday|bday|wedding|anniversary|christmas|hanukkah|diwali|eid|thanksgiving|engagement|promotion|launch|valentine'?s day)\b/;

function occasionToldIn(text: string): string | undefined {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  let first: { at: number; kind: string } | undefined;
  for (const [re, kind] of TOLD_KINDS) {
    const m = re.exec(lower);
    if (m && (!first || m.index < first.at)) first = { at: m.index, kind };
  }
  // ("Retirement song for our head nurse ... she knits hats for every new baby on the ward": the song is for the
  // retirement named first, not for a baby)
  const named = NAMED_OCCASION.exec(lower);
  if (first && named && named.index < first.at) return undefined;
  return first?.kind;
}

function nameOccasion(text: string, occasion: Story['occasion'], numbers: StoryNumber[], named = false): string {
  // ("i missed her wedding": a wedding told of is not the one the song is for)
  // ("our 25th wedding anniversary": the anniversary, of a wedding)
  const lower = withoutToldOf(` ${text.toLowerCase().replace(/\s+/g, ' ')} `).replace(
    / wedding anniversary /g,
    ' anniversary ',
  );
  const ordinalFor = (unit: string) => numbers.find((n) => n.ordinal && n.unit === unit)?.sung;
  const m =
    /\b(retirement|retires|retiring|farewell|graduation|phd|doctorate|christmas|hanukkah|diwali|eid|thanksgiving|lunar new year|new year|chuseok|nowruz|passover|easter|ramadan|kwanzaa|navratri|vesak|songkran|pongal|onam|vaisakhi|holi|seollal|tet|wedding|anniversary|birthday|engagement|promotion|launch|valentine(?:'?s)?(?: day)?|bar mitzvah|bat mitzvah|quincea[nñ]era|christening|baptism|housewarming)\b/u.exec(
      lower,
    );
  // ("for my dad, 80 yrs young ... a joke every christmas": a birthday told on a holiday's words is a birthday)
  if (
    m &&
    occasion === 'birthday' &&
    /^(christmas|hanukkah|diwali|eid|thanksgiving|lunar new year|new year|chuseok|nowruz|passover|easter|ramadan|kwanzaa|navratri|vesak|songkran|pongal|onam|vaisakhi|holi|seollal|tet)$/.test(
      m[1],
    )
  )
    return ordinalFor('birthday') ? `${ordinalFor('birthday')} birthday` : 'birthday';
  if (m) {
    const word =
      m[1] === 'phd'
        ? 'PhD'
        : /^valentine/.test(m[1])
          ? "Valentine's Day"
          : /^(retires|retiring)$/.test(m[1])
            ? 'retirement'
            : /^(christmas|hanukkah|diwali|eid|thanksgiving|lunar new year|new year|chuseok|nowruz|passover|easter|ramadan|kwanzaa|navratri|vesak|songkran|pongal|onam|vaisakhi|holi|seollal|tet)$/.test(
                  m[1],
                )
              ? m[1].replace(/(^|\s)(\p{Ll})/gu, (_x, sp: string, c: string) => sp + c.toUpperCase())
              : m[1];
    const ord = ordinalFor(m[1]) ?? (m[1] === 'anniversary' ? ordinalFor('wedding') : undefined);
    return ord ? `${ord} ${word}` : word;
  }
  // ("get well soon", "mother's day": as the buyer named it)
  if (named && occasion === 'general') return text.trim().toLowerCase();
  const fallback: Record<Story['occasion'], string> = {
    birthday: 'birthday',
    wedding: 'wedding',
    anniversary: 'anniversary',
    company: 'launch',
    team: 'win',
    holiday: 'holidays',
    breakup: 'goodbye',
    admirer: 'secret',
    graduation: 'graduation',
    thanks: 'thank-you',
    general: 'song',
  };
  return fallback[occasion];
}

// ---- events --------------------------------------------------------------------------------------

type VerbJson = {
  text: string;
  terms: { index: [number, number] }[];
  verb: {
    root: string;
    infinitive: string;
    auxiliary: string;
    negative: boolean;
    preAdverbs: string[];
    grammar: { tense?: string; form?: string; isInfinitive?: boolean };
  };
};

/**
 * Whether the subject pronoun at `at` opens a clause that sets the noun before it beyond all others: "the calmest
 * person we have ever met", "the best friend I ever had", "the kindest man that we've ever known".
 */
function beyondAll(sentence: Tok[], at: number): boolean {
  // ("the best teacher who ever lived": "who ever" as "we have ever")
  if (/^(who|that)$/.test(sentence[at]?.lower ?? '') && sentence[at + 1]?.lower === 'ever') {
    for (let n = at - 1; n >= Math.max(0, at - 4); n--) {
      const w = sentence[n];
      if (has(w, 'Superlative') || /^(best|worst|only|first|nicest|kindest)$/.test(w.lower)) return true;
      if (!has(w, 'Noun', 'Adjective', 'Determiner', 'Possessive') || has(w, 'Pronoun') || /[,;:.!?]/.test(w.post))
        return false;
    }
    return false;
  }
  const who = sentence[at];
  if (!who || !/^(i|we|you|they|he|she)$/.test(who.lower.replace(/'(ve|d)$/, ''))) return false;
  // ("the bravest man I know", "the funniest man I know turns 50": "I know" says as much as "ever")
  const knows =
    /^(know|knew|met|had|have)$/.test(sentence[at + 1]?.lower ?? '') &&
    (at + 2 >= sentence.length || /[,;:.!?]/.test(sentence[at + 1].post) || has(sentence[at + 2], 'Verb'));
  if (!knows && !sentence.slice(at, at + 4).some((t) => t.lower === 'ever')) return false;
  let b = at - 1;
  if (/^(that|who|whom)$/.test(sentence[b]?.lower ?? '')) b--;
  for (let n = b; n >= Math.max(0, b - 3); n--) {
    const w = sentence[n];
    if (/[,;:.!?]/.test(w.post) && n < b) return false;
    if (has(w, 'Superlative') || /^(best|worst|only|first|nicest|kindest)$/.test(w.lower)) return true;
    if (!has(w, 'Noun', 'Adjective', 'Determiner', 'Possessive') || has(w, 'Pronoun')) return false;
  }
  return false;
}

function findEvents(
  doc: ReturnType<typeof parse>,
  sentences: Tok[][],
  people: StoryPerson[],
  pets: StoryPet[],
  recipientNames: string[],
  plural: boolean,
  relWord: string,
  /** filled with the sentence each event was told in */
  toldIn = new Map<StoryEvent, number>(),
  /** the song is about a place or a thing: no note is told of a listener */
  aboutSubject = false,
): StoryEvent[] {
  const verbs = doc.verbs().json() as VerbJson[];
  const forms = doc.verbs().conjugate() as Record<string, string>[];
  const events: StoryEvent[] = [];
  /** the sentence each event was told in, and the events told with a verb bare in the past and present alike */
  const sentenceOf = new Map<StoryEvent, number>();
  const bare = new Map<StoryEvent, { s: number; single: boolean }>();
  let lastActor: StoryActor | undefined;
  let lastPerson: StoryActor | undefined;
  /** the one a "who" or "which" clause hangs from (a pet too: "a cat called Mango who hates everyone") */
  let whoActor: StoryActor | undefined;
  /** a relative clause on the subject of its sentence ("her dad who was a fisherman taught her"): its antecedent */
  let relative: { s: number; at: number; actor: StoryActor } | undefined;
  /** the actor of the last main clause, and whether the last clause was subordinate ("when i was 9") */
  let mainActor: StoryActor | undefined;
  let lastSubordinate = false;
  const relLast = headWord(relWord);

  const actorOf = (toks0: Tok[]): StoryActor | undefined => {
    // ("a lullaby for our new baby girl born on 3rd of march": what the song is asked to be is no one; the one it is
    // for is)
    const song = toks0.findIndex((t) => SONG_KIND.test(t.lower));
    const toks =
      song >= 0 && song <= 2 && /^(for|to)$/.test(toks0[song + 1]?.lower ?? '') ? toks0.slice(song + 2) : toks0;
    const words = toks.filter((t) => !SUBORDINATE.test(t.lower) || t.lower === 'that');
    if (words.length === 0) return undefined;
    // ("my twin girls Zara and Layla, born 2 weeks early": the last of two names joined by "and" stands for both)
    if (words.length === 1 && plural && recipientNames.length >= 2) {
      const t = words[0]!;
      const sen = sentences[t.s] ?? [];
      const first = (n: string) => n.split(/\s+/)[0];
      if (
        /^(and|&)$/.test(sen[t.i - 1]?.lower ?? '') &&
        recipientNames.some((n) => first(n) === sen[t.i - 2]?.text) &&
        recipientNames.some((n) => first(n) === t.text)
      )
        return { kind: 'recipients' };
    }
    // ("i'm a teacher", "they're"): the one before the contraction
    const lowers = words.map((t) => t.lower.replace(/'(m|re|ve|ll|d)$/, ''));
    if (lowers.some((w) => /^(i|we|me|us)$/.test(w))) return { kind: 'buyer' };
    if (lowers.some((w) => w === 'they') && plural) return { kind: 'recipients' };
    // ("both hate coriander": "both" alone is the two the song is for)
    // ("50 years married. met at a dance": years alone are no one; the years are theirs)
    if (
      lowers.length <= 3 &&
      lowers.some((w) => /^(years?|yrs|decades?)$/.test(w)) &&
      lowers.every((w) =>
        /^(\d+|years?|yrs|decades?|and|a|half|[a-z]+ty(-[a-z]+)?|ten|eleven|twelve|[a-z]+teen|one|two|three|four|five|six|seven|eight|nine)$/.test(
          w,
        ),
      ) &&
      recipientNames.length > 1 &&
      plural
    )
      return { kind: 'recipients' };
    // ("our new baby girl was born", in a song for "our daughter": the one the song is for)
    if (
      /^(our|my)$/.test(lowers[0] ?? '') &&
      lowers.length >= 2 &&
      /^(baby|girl|boy|daughter|son|one|bub|newborn)$/.test(lowers[lowers.length - 1]) &&
      lowers.slice(1, -1).every((w) => /^(new|little|baby|newborn|precious|sweet|tiny|beautiful|first)$/.test(w)) &&
      /^(daughter|son|baby|girl|boy|newborn|grandson|granddaughter|babies|twins)$/.test(relLast) &&
      !plural
    )
      return { kind: 'recipient' };
    // ("both of them are nurses", "the two of them": the two the song is for)
    if (lowers.every((w) => /^(both|all|of|them|the|two|three|four)$/.test(w)) && plural) return { kind: 'recipients' };
    // "I got the dog, Pickle. Honestly she is better company": after a sentence that names a pet and no one else,
    // "she" or "he" is the pet
    const pronoun = words.find((t) => /^(he|she|it)$/.test(t.lower));
    // ("a song about my 1967 Mustang, Sally ... she purrs": in a song about a thing, "she" or "it" is the thing, when
    // no one the story names could be)
    if (
      aboutSubject &&
      pronoun &&
      words.length === 1 &&
      (pronoun.lower === 'it' ||
        !people.some((p) => !p.gender || p.gender === (pronoun.lower === 'he' ? 'male' : 'female')))
    )
      return { kind: 'recipient' };
    // ("for saving our cat Luna after she ate a lily": a pet named just before, in the same sentence, with no one
    // named after it)
    // ("my wife Mei-Ling ... a dog named Tofu. I still can't cook but she still laughs at my jokes": a "she" the one
    // the song is for can be is her, not the pet of the sentence before)
    const listenerIs =
      pronoun &&
      !plural &&
      people.some(
        (p) =>
          p.role === 'recipient' &&
          p.gender === (pronoun.lower === 'he' ? 'male' : pronoun.lower === 'she' ? 'female' : ''),
      );
    if (pronoun) {
      const sentence = sentences[pronoun.s];
      const petAt = sentence.findLastIndex(
        (t, k) => k < pronoun.i && pets.some((p) => p.name === t.text.replace(/'s$/i, '')),
      );
      if (
        petAt >= 0 &&
        // ("We got a puppy (Pelmeni) in March, he fixed up a 1987 Volvo", sung to Dmitri: a pet someone got is no
        // "he" when the one the song is for can be)
        !(listenerIs && sentence.slice(0, petAt).some((t) => /^(we|i|they)$/.test(t.lower))) &&
        !sentence
          .slice(petAt + 1, pronoun.i)
          .some(
            (t) => people.some((p) => p.name.split(/\s+/).includes(t.text.replace(/'s$/i, ''))) || has(t, 'Pronoun'),
          )
      ) {
        const name = sentence[petAt].text.replace(/'s$/i, '');
        return recipientNames.includes(name) ? { kind: 'recipient' } : { kind: 'pet', name };
      }
    }
    // ("Three days on a drip and she came home purring", in a song to the vets: "she" is no group; the pet is)
    if (pronoun && pronoun.lower !== 'it' && plural && recipientNames.length !== 2) {
      const near = [...(sentences[pronoun.s - 1] ?? []), ...sentences[pronoun.s].slice(0, pronoun.i)];
      const pet = pets.find((p) => near.some((t) => t.text.replace(/'s$/i, '') === p.name));
      if (pet) return { kind: 'pet', name: pet.name };
    }
    if (pronoun && pronoun.s > 0 && !listenerIs) {
      const before = sentences[pronoun.s - 1];
      const pet = pets.find((p) => before.some((t) => t.text.replace(/'s$/i, '') === p.name));
      const other = before.some(
        (t) =>
          /^(he|she|him|his|her|hers|they|them|their)$/.test(t.lower) ||
          people.some((p) => p.name === t.text.replace(/'s$/i, '')),
      );
      if (pet && !other)
        return recipientNames.includes(pet.name) ? { kind: 'recipient' } : { kind: 'pet', name: pet.name };
    }
    // ("Her dad passed away ... I want something that he would have loved, he loved motown": and one told just before
    // the buyer's own note)
    if (lowers.some((w) => w === 'he' || w === 'she')) {
      const gender = lowers.includes('he') ? 'male' : 'female';
      const kin = (a: StoryActor | undefined) =>
        a?.kind === 'other' && familyGender((a.told.split(/\s+/).pop() ?? '').replace(/-?ji$/i, '')) === gender;
      if (kin(lastActor)) return lastActor;
      const recent = events.slice(-2).reverse();
      const told = recent.find((e) => kin(e.actor));
      if (told && recent.slice(0, recent.indexOf(told)).every((e) => e.actor.kind === 'buyer')) return told.actor;
    }
    // ("my sister Aoife and her fiance Rashid ... he gave her his umbrella": in a couple, "he" or "she" is the one of
    // the two the story says is a man or a woman)
    const heShe = lowers.find((w) => w === 'he' || w === 'she');
    if (heShe && plural && recipientNames.length === 2) {
      const gender = heShe === 'he' ? 'male' : 'female';
      // ("Mum and Dad's 40th ... He still makes her tea": a family word says which one, too)
      const two = people.filter((p) => p.role === 'recipient');
      const genderOfOne = (p: StoryPerson) => p.gender ?? familyGender(p.name.split(/\s+/)[0]) ?? givenGender(p.name);
      const same = two.filter((p) => genderOfOne(p) === gender);
      if (same.length === 1 && two.length === 2) return { kind: 'recipient', name: same[0].name };
      // ("Kwame and Lucía ... he stepped on her foot": "he" beside "her" is the one who is not known to be her)
      const sentence = sentences[words[0].s] ?? [];
      const otherPronoun = heShe === 'he' ? /^(her|she)$/ : /^(him|his|he)$/;
      const opposite = two.filter((p) => genderOfOne(p) !== undefined && genderOfOne(p) !== gender);
      if (
        same.length === 0 &&
        opposite.length === 1 &&
        two.length === 2 &&
        sentence.some((t) => otherPronoun.test(t.lower))
      )
        return { kind: 'recipient', name: two.find((p) => p !== opposite[0])!.name };
    }
    // ("pulled my son out of the lake when he slipped", "looked after my dad ... He made it home", sung to the
    // nurse Gabriela: "he" is the nearest one of his kind told before it, the buyer's son or dad, not the listener)
    if (pronoun && (pronoun.lower === 'he' || pronoun.lower === 'she')) {
      const family = pronoun.lower === 'he' ? FAMILY_MALE : FAMILY_FEMALE;
      const near = [
        ...(sentences[pronoun.s - 2] ?? []),
        ...(sentences[pronoun.s - 1] ?? []),
        ...sentences[pronoun.s].slice(0, pronoun.i),
      ];
      for (let b = near.length - 1; b > 0; b--) {
        const w = near[b];
        const name = w.text.replace(/'s$/i, '');
        // ("a song for my mom because she's the best", for a mother sung to as "Mom": she is the listener)
        if (
          recipientNames.some((n) => n.toLowerCase() === name.toLowerCase()) ||
          people.some((p) => p.role === 'recipient' && p.name.split(' ').includes(name))
        )
          break;
        if (
          /^(my|our)$/.test(near[b - 1].lower) &&
          family.test(w.lower) &&
          w.lower !== relLast &&
          // ("for my mom on mother's day ... she grows tomatoes", for "my mother": the same one in other words)
          !(kinOf(w.lower) !== undefined && kinOf(w.lower) === kinOf(relLast)) &&
          !has(near[b + 1], 'ProperNoun')
        )
          return { kind: 'other', told: `${near[b - 1].lower} ${w.lower}` };
      }
    }
    // ("taught me to make pasteis de nata and they were awful", sung to one: "they" are never the one sung to)
    if (lowers.includes('they') && !plural && recipientNames.length <= 1)
      return lastActor?.kind === 'other' && / and |s$/.test(lastActor.told) && !/^(we|i)$/i.test(lastActor.told)
        ? lastActor
        : { kind: 'other', told: 'they' };
    // ("papaji does the fireworks even though he's not allowed": "he" is the one just told of by a family word)
    if (lowers.some((w) => w === 'he' || w === 'she' || w === 'they'))
      // (with nobody named at all, "she" is the one the song is for: "for the barista ... She draws a heart")
      return lastPerson ?? (recipientNames.length > 0 || people.length === 0 ? { kind: 'recipients' } : undefined);
    // ("Eli's bar mitzvah is in October": the subject is his day, not Eli; sung to him, "your bar mitzvah")
    // ("Leila's flat flooded": the "'s" the tagger first read as "is" stays as an empty word after the name)
    const owned = words.filter((w) => w.text !== '');
    const owner = owned.findIndex(
      (w, k) =>
        /'s$/i.test(w.text) &&
        k < owned.length - 1 &&
        (has(owned[k + 1], 'Noun') ||
          ((has(owned[k + 1], 'Adjective') || has(owned[k + 1], 'Value')) && has(owned[owned.length - 1], 'Noun'))),
    );
    if (owner >= 0 && owned.length - owner <= 4) {
      const whose = owned[owner].text.replace(/'s$/i, '');
      const rest = sungText(owned.slice(owner + 1)).toLowerCase();
      const them = people.find((p) => p.role === 'recipient' && p.name.toLowerCase() === whose.toLowerCase());
      // ("mum & dad's 40th anniversary is next month": the second of the two owns it with the first)
      const pairOwned =
        recipientNames.length === 2 &&
        recipientNames.some((n) => n.toLowerCase() === whose.toLowerCase()) &&
        owner > 0 &&
        /^(and|&)$/.test(owned[owner - 1].lower);
      if (pairOwned) return { kind: 'other', told: `their ${rest}` };
      if (recipientNames.some((n) => n.toLowerCase() === whose.toLowerCase()) || them)
        return {
          kind: 'other',
          told: `${plural ? 'their' : (them?.gender ?? genderOf([owned[owner]])) === 'female' ? 'her' : 'his'} ${rest}`,
        };
      // ("Mum's famous trifle is her favourite", "Dad's old Morris Minor broke down": the thing is the subject, not Mum)
      if (owned.slice(owner + 1).every((w) => has(w, 'Noun', 'Adjective') && !has(w, 'Pronoun')))
        return { kind: 'other', told: sungText(owned) };
    }
    const named = words.map((w) => w.text.replace(/'s$/i, ''));
    const pet = pets.find((p) => named.includes(p.name));
    if (pet) return recipientNames.includes(pet.name) ? { kind: 'recipient' } : { kind: 'pet', name: pet.name };
    // "Sunfield Energy is launching ...", "Miller & Sons Plumbing turns 50": the firm the song is about (before anyone
    // whose surname it bears)
    if (
      named.length > 1 &&
      recipientNames.some((n) => !people.some((p) => p.name === n) && n.split(' ')[0] === named[0] && /\s/.test(n))
    )
      return { kind: 'recipient' };
    // ("Coach Ramirez ... everyone calls him Coach Ram": a title they share says nothing of which one)
    // ("leo is turning 5", typed in lower case: still Leo)
    const namedLower = named.map((w) => w.toLowerCase());
    // ("mrs k brought soup", sung to "Mr. and Mrs. Kowalczyk": a title and an initial are the one of that title)
    const plainTitle = (w: string) => w.toLowerCase().replace(/\.$/, '');
    const initial =
      named.length === 2 && /^(mr|mrs|ms|dr|miss)$/.test(plainTitle(named[0])) && /^\p{Lu}$/u.test(named[1]);
    const named2 = people.filter(
      (p) =>
        (initial &&
          p.role === 'recipient' &&
          plainTitle(p.name.split(' ')[0]) === plainTitle(named[0]) &&
          (p.name.split(' ').pop() ?? '').startsWith(named[1])) ||
        named.includes(p.name) ||
        p.told.split(' ').some((w) => named.includes(w) && !TITLE.test(w.toLowerCase()) && /^\p{Lu}/u.test(w)) ||
        (!/\s/.test(p.name) && namedLower.includes(p.name.toLowerCase()) && p.name.length > 2),
    );
    // ("my little brothers Yusuf and Idris wear matching kurtas": the two do it, both named)
    if (named2.length > 1)
      return named2.every((p) => p.role === 'recipient')
        ? { kind: 'recipients' }
        : named2.every((p) => p.role !== 'recipient')
          ? {
              kind: 'other',
              told: named2
                .map((p) => p.name)
                .join(', ')
                .replace(/, ([^,]+)$/, ' and $1'),
            }
          : { kind: 'person', name: named2[0].name };
    if (named2.length === 1) {
      const p = named2[0];
      return p.role === 'recipient'
        ? plural
          ? { kind: 'recipient', name: p.name }
          : { kind: 'recipient' }
        : { kind: 'person', name: p.name };
    }
    // ("Nonna and Nonno met in Naples", sung to "Nonna Giuseppina and Nonno Aldo": the two family words are the two
    // the song is for)
    if (plural && recipientNames.length === 2 && lowers.length <= 4) {
      const kin = lowers.filter((w) => FAMILY_FEMALE.test(w) || FAMILY_MALE.test(w));
      const genders = new Set(kin.map((w) => (FAMILY_FEMALE.test(w) ? 'female' : 'male')));
      const theirs = people
        .filter((p) => p.role === 'recipient')
        .map((p) => p.gender ?? familyGender(p.told.split(/\s+/)[0].toLowerCase()));
      if (kin.length === 2 && genders.size === 2 && theirs.includes('female') && theirs.includes('male'))
        return { kind: 'recipients' };
    }
    // ("Mom and Dad would be so proud", sung to the sister: the two of them, neither the one sung to)
    {
      const plain = toks.filter((t) => !/^(my|our|and|&)$/.test(t.lower));
      if (
        plain.length === 2 &&
        toks.some((t) => /^(and|&)$/.test(t.lower)) &&
        plain.every((t) => kinOf(t.lower) !== undefined && kinOf(t.lower) !== kinOf(relLast))
      )
        return { kind: 'other', told: toks.map((t) => t.text).join(' ') };
    }
    // a relation word: "Dad", "Mum", "our parents", "my team"
    for (const w of lowers) {
      // ("my mom", in a song for "my mother": the same relation in other words)
      // ("the kids build a snowman", in a song for the whole family: some of them, sung as told)
      if (
        /^(family|everyone|guys|gang)$/.test(relLast) &&
        /^(kids|children|grandkids|grandchildren|boys|girls)$/.test(w)
      )
        break;
      if (
        w === relLast ||
        (PAIR.test(w) && PAIR.test(relLast)) ||
        (GROUP.test(w) && GROUP.test(relLast)) ||
        (!plural && kinOf(w) !== undefined && kinOf(w) === kinOf(relLast))
      )
        return plural ? { kind: 'recipients' } : { kind: 'recipient' };
      // ("for Mum and Dad ... Dad still whistles": the one of the two the buyer calls so)
      const kin = kinOf(w);
      const called = kin ? recipientNames.find((n) => kinOf(n) === kin) : undefined;
      if (called) return plural ? { kind: 'recipient', name: called } : { kind: 'recipient' };
      const female = FAMILY_FEMALE.test(w);
      const male = FAMILY_MALE.test(w);
      if (female || male) {
        // (of a couple, the one the family word says: "Dad" of "Mum and Dad"; never "my son" in a song to his driver)
        const match = plural
          ? people.find((p) => p.role === 'recipient' && p.gender === (female ? 'female' : 'male'))
          : undefined;
        if (match) return { kind: 'recipient', name: match.name };
        // ("for our grandparents Elif and Kerem ... Grandpa still peels her an orange": one of the two the song is for,
        // called as the family calls him: "Grandpa, you still peel her an orange")
        if (plural && PAIR.test(relLast) && /^(grand)?(mother|father)$/.test(kin ?? '') && recipientNames.length === 2)
          return { kind: 'recipient', name: capital(w) };
        const rel = people.find((p) => p.relation === w);
        if (rel) return { kind: 'person', name: rel.name };
        // ("when my dad was dying", in a song to his nurse: the buyer's dad)
        const own = lowers[lowers.indexOf(w) - 1];
        return { kind: 'other', told: own === 'my' || own === 'our' ? `${own} ${w}` : capital(w) };
      }
    }
    // "Sunfield Energy is launching ...": the firm the song is about
    if (recipientNames.some((n) => !people.some((p) => p.name === n) && n.split(' ')[0] === named[0]))
      return { kind: 'recipient' };
    // "You laughed at my terrible jokes": in a song for someone, "you" is them
    // ("You two hid the ring", "you both", "you guys": the listeners together)
    if (
      lowers[0] === 'you' &&
      (lowers.length === 1 || (lowers.length === 2 && /^(two|both|all|guys|lot|three|four)$/.test(lowers[1])))
    )
      return { kind: 'recipients' };
    // ("and it rained sideways": the weather's "it" is no one, and nothing that someone did)
    if (
      words.length === 1 &&
      words[0].lower === 'it' &&
      /^(rained|snowed|poured|hailed|stormed|thundered|drizzled|rains|snows|pours|was raining|was snowing|was pouring)$/.test(
        sentences[words[0].s]?.[words[0].i + 1]?.lower ?? '',
      )
    )
      return { kind: 'other', told: 'it' };
    if (words.some((t) => has(t, 'Pronoun') && /^(it|this|that|you)$/.test(t.lower))) return undefined;
    // ("200 people worked on it": the subject is sung like the rest, "two hundred people")
    return { kind: 'other', told: sungText(words) };
  };

  const finite = (v: VerbJson): boolean => {
    const [s, first] = v.terms[0].index;
    const sentence = sentences[s];
    if (!sentence) return false;
    if (v.verb.grammar.isInfinitive || v.verb.auxiliary === 'to') return false;
    if (has(sentence[first], 'Gerund') && !v.verb.auxiliary) return false;
    // ("fixed our fence without even asking": a gerund after "without" belongs to the clause before it)
    {
      let k = first;
      while (/^(even|ever|really|once|just)$/.test(sentence[k]?.lower ?? '')) k++;
      let b = first - 1;
      while (/^(even|ever|really|once|just)$/.test(sentence[b]?.lower ?? '')) b--;
      if (/ing$/.test(sentence[k]?.lower ?? '') && /^(without|before|after|by|from)$/.test(sentence[b]?.lower ?? ''))
        return false;
    }
    // "lets me lick the spoon", "made us laugh": a bare infinitive belongs to the verb before it
    if (
      CAUSATIVE.test(sentence[first - 2]?.lower ?? '') &&
      /^(me|us|him|her|them|you)$/.test(sentence[first - 1]?.lower ?? '')
    )
      return false;
    // ("made every deadline feel like a party": the same after a noun)
    for (let b = first - 1; b >= Math.max(0, first - 4); b--) {
      const w = sentence[b];
      if (CAUSATIVE.test(w.lower) && b < first - 1 && has(w, 'Verb')) return false;
      if (!has(w, 'Determiner', 'Noun', 'Adjective', 'Possessive') || has(w, 'Pronoun') || /[,;:]/.test(w.post)) break;
    }
    // "with two seconds left", "with tears streaming": the verb after "with" and its noun describes, it is no clause;
    // "22 seasons of Friday night lights": a word in -s after "of" and nouns is a compound noun
    for (let b = first - 1; b >= Math.max(0, first - 5); b--) {
      const w = sentence[b];
      // ("the guy with the green Vespa who parks": a verb after "who" is a clause of its own)
      if (/^(who|which)$/.test(w.lower)) break;
      if (w.lower === 'with' && b < first - 1 && !v.verb.auxiliary) return false;
      if (w.lower === 'of' && b < first - 1 && !v.verb.auxiliary && /s$/.test(sentence[first].lower)) return false;
      if (!has(w, 'Determiner', 'Noun', 'Adjective', 'Value') || has(w, 'Pronoun') || /[,;:]/.test(w.post)) break;
    }
    // "worked night shifts", "bakes poppy seed rolls": a noun right after a verb, then a word in -s, is a
    // compound noun ("night shifts"), not a new clause
    const prev = sentence[first - 1];
    const before = sentence[first - 2];
    if (
      !v.verb.auxiliary &&
      /s$/.test(sentence[first].lower) &&
      prev &&
      has(prev, 'Noun') &&
      !has(prev, 'Pronoun', 'Person', 'Possessive') &&
      !prev.cap &&
      !/[,;:.]/.test(prev.post) &&
      ((before && has(before, 'Verb')) || (before && has(before, 'Noun') && has(sentence[first - 3], 'Verb')))
    )
      return false;
    return sentence[first - 1]?.lower !== 'to';
  };
  const accepted = verbs.map(finite);
  // ("the worst winter we've ever had", "the best cake I've ever eaten", "the kindest man I ever met": a clause after a
  // superlative says which one, it is no event of its own)
  verbs.forEach((v, vi) => {
    const [s, first] = v.terms[0].index;
    const sentence = sentences[s];
    if (!accepted[vi] || !sentence) return;
    let b = first - 1;
    while (b >= 0 && /^(ever|have|has|had|'ve|'d)$/.test(sentence[b].lower)) b--;
    const subject = sentence[b];
    if (
      !subject ||
      !/^(i|we|you|he|she|they|i've|we've|you've|he'd|she'd|they've|i'd|we'd|they'd)$/.test(subject.lower)
    )
      return;
    const ever = sentence.slice(b, first + 2).some((t) => t.lower === 'ever') || /'(ve|d)$/.test(subject.lower);
    const sup = sentence
      .slice(Math.max(0, b - 4), b)
      .some((t) => has(t, 'Superlative') || /^(best|worst|first|last|only|nicest|kindest|funniest)$/.test(t.lower));
    if (
      ever &&
      sup &&
      b > 0 &&
      !has(sentence[b - 1], 'Verb', 'Preposition', 'Conjunction') &&
      !/[,;:]/.test(sentence[b - 1].post)
    )
      accepted[vi] = false;
  });
  // "he thinks he's a lap dog": what someone thinks is told with the thinking, not as a fact of its own
  verbs.forEach((v, vi) => {
    const [s] = v.terms[0].index;
    const next = verbs[vi + 1]?.terms[0].index;
    // ("dad still thinks he can skate": the verb's own last word, after any adverb before it)
    const end = v.terms[v.terms.length - 1].index[1];
    if (
      accepted[vi] &&
      next?.[0] === s &&
      next[1] === end + 2 &&
      /^(think|thinks|thought|believe|believes|believed|reckon|reckons|reckoned)$/.test(
        sentences[s]?.[end]?.lower ?? '',
      ) &&
      /^(he|she|they|it)$/.test(sentences[s]?.[end + 1]?.lower ?? '')
    )
      accepted[vi + 1] = false;
  });
  // ("she told me my thesis was good", "he always said the best is yet to come", "promised us that nothing would
  // change": what was said is told with the saying, not as a fact of its own)
  verbs.forEach((v, vi) => {
    const [s] = v.terms[0].index;
    const sentence = sentences[s];
    const next = verbs[vi + 1]?.terms[0].index;
    // ("goes down to the harbour to tell the young lads they are doing it wrong": an infinitive says it too)
    if (!sentence || next?.[0] !== s || !accepted[vi + 1]) return;
    const end = v.terms[v.terms.length - 1].index[1];
    if (!SPEECH.test(sentence[end]?.lower ?? '')) return;
    // (only "to tell" someone something, with whom told named: never "want him to know he was loved", a note to us)
    if (
      !accepted[vi] &&
      (!/^(tell|remind|warn|show|teach)$/.test(sentence[end]?.lower ?? '') ||
        !has(sentence[end + 1], 'Determiner', 'Noun') ||
        has(sentence[end + 1], 'Pronoun') ||
        (sentence[v.terms[0].index[1] - 1]?.lower !== 'to' && v.verb.auxiliary !== 'to'))
    )
      return;
    let at = end + 1;
    if (/^(me|us|him|her|them|you|everyone|everybody)$/.test(sentence[at]?.lower ?? '')) at++;
    // ("don't know if I'll ever tell him": whether it is so, too)
    if (/^(that|if|whether)$/.test(sentence[at]?.lower ?? '')) at++;
    // ("The nurses say she never once left": how often stands in the clause, not in its subject)
    const subject = sentence
      .slice(at, next[1])
      .filter((t) => !has(t, 'Adverb', 'Negative') || has(t, 'Pronoun', 'Noun'));
    if (
      subject.length >= 1 &&
      subject.length <= 4 &&
      subject.every((t) => !/[,;:.!?]/.test(t.post)) &&
      subject.every((t) => has(t, 'Determiner', 'Possessive', 'Noun', 'Adjective', 'Pronoun', 'Value')) &&
      has(subject[subject.length - 1], 'Noun', 'Pronoun')
    )
      accepted[vi + 1] = false;
  });
  // "never sold a fish he wouldn't eat himself": a clause right after the noun it describes, with no "that", belongs
  // to that noun (no "you wouldn't eat yourself" of its own)
  verbs.forEach((v, vi) => {
    const [s, first] = v.terms[0].index;
    const sentence = sentences[s];
    const prevTerms = verbs[vi - 1]?.terms;
    const prev = prevTerms?.[prevTerms.length - 1].index;
    if (!accepted[vi] || !sentence || prev?.[0] !== s || !accepted[vi - 1]) return;
    // ("a cake we all loved": "all" between the one and the verb)
    let at = first - 1;
    while (at > 0 && /^(all|both|still|always|never|just|ever)$/.test(sentence[at].lower)) at--;
    // ("opened a little bakery that our family still runs": "that", whose it is and who, then the verb; the bakery
    // is what they run)
    const np = at - 1;
    if (
      np >= 2 &&
      has(sentence[at], 'Noun') &&
      !has(sentence[at], 'Pronoun', 'Verb', 'Date', 'Value') &&
      /^(our|my|his|her|their|the)$/.test(sentence[np].lower) &&
      /^(that|which)$/.test(sentence[np - 1].lower) &&
      has(sentence[np - 2], 'Noun') &&
      !has(sentence[np - 2], 'Pronoun', 'Date', 'Value') &&
      !/[,;:.!?]/.test(sentence[np - 2].post) &&
      sentence.slice(prev[1] + 1, np - 2).every((t) => has(t, 'Determiner', 'Adjective', 'Possessive', 'Noun')) &&
      lacksObject(sentence, v.terms[v.terms.length - 1].index[1] + 1)
    ) {
      accepted[vi] = false;
      return;
    }
    const subject = sentence[at];
    const noun = sentence[at - 1];
    if (
      subject &&
      noun &&
      /^(he|she|they|i|we|you)$/.test(subject.lower) &&
      has(noun, 'Noun') &&
      !has(noun, 'Pronoun', 'Verb', 'Date', 'Value') &&
      // ("a toy dog called Biscuit he takes everywhere": a name given to the thing is the thing)
      (!noun.cap || /^(called|named)$/.test(sentence[at - 2]?.lower ?? '')) &&
      !/[,;:.!?]/.test(noun.post) &&
      // (the noun is what the verb before it acts on: "sold a fish", "made a cake")
      sentence
        .slice(prev[1] + 1, at - 1)
        .every((t) => has(t, 'Determiner', 'Adjective', 'Possessive', 'Noun', 'Adverb')) &&
      // (and the clause lacks what it acts on, for the noun is it: "i spilled zobo on her dress" is a clause of its own)
      lacksObject(sentence, v.terms[v.terms.length - 1].index[1] + 1)
    )
      accepted[vi] = false;
  });
  function objectList(sentence: Tok[], last: number, e: number, stop: number): number {
    const object = sentence[e - 1];
    if (
      e >= stop ||
      stop !== sentence.length ||
      e - 1 <= last ||
      !/,/.test(object.post) ||
      /[()[\]]/.test(object.post) ||
      /^(am|is|are|was|were|be|been|'s|'re|'m)$/.test(sentence[last].lower) ||
      !has(object, 'Noun', 'Gerund') ||
      has(object, 'Pronoun', 'Date', 'Value') ||
      // (a place is listed with what is loved, "the Dodgers, grilling", not with where one went: "to Leeds, ...")
      (has(object, 'Place') && !LOVES.test(sentence[last].lower)) ||
      sentence.slice(last + 1, e).some((t) => has(t, 'Preposition'))
    )
      return e;
    let nouns = 0;
    // (inside an item that is a doing, what it is done to, where and when go with it: "grilling, and falling asleep
    // during movies")
    let doing = false;
    for (let j = e; j < sentence.length; j++) {
      const t = sentence[j];
      if (t.lower === 'and' && j > e) continue;
      const itemStart = j === e || sentence[j - 1]?.lower === 'and' || /,/.test(sentence[j - 1]?.post ?? '');
      if (itemStart) doing = has(t, 'Gerund');
      if (
        doing &&
        !itemStart &&
        has(t, 'Preposition', 'Place', 'Date', 'Adverb', 'Adjective', 'Noun', 'Determiner', 'Particle') &&
        !(has(t, 'Pronoun') && !has(t, 'Possessive')) &&
        !(has(t, 'Verb') && !has(t, 'Gerund'))
      ) {
        if (has(t, 'Noun')) nouns++;
        continue;
      }
      // ("the cricket on the radio": a thing's own place goes with it; "his rum cake recipe that nobody is allowed to
      // see": the last item's clause, to the sentence's end, is the item's)
      if (!itemStart && nouns > 0 && has(t, 'Preposition') && has(sentence[j + 1], 'Determiner', 'Possessive', 'Noun'))
        continue;
      if (
        !itemStart &&
        nouns > 0 &&
        /^(that|which|who)$/.test(t.lower) &&
        LOVES.test(sentence[last].lower) &&
        !sentence.slice(j, -1).some((x) => /[,;]/.test(x.post))
      )
        return sentence.length;
      if (
        (has(t, 'Verb') &&
          !(
            has(t, 'Gerund') &&
            (j === e ||
              has(object, 'Gerund') ||
              // ("basketball, k-pop and making everyone breakfast": an item that is a doing, with what it is done to)
              sentence[j - 1]?.lower === 'and' ||
              /,/.test(sentence[j - 1]?.post ?? '') ||
              /,/.test(t.post) ||
              sentence[j + 1]?.lower === 'and' ||
              j === sentence.length - 1)
          )) ||
        has(t, 'Date', 'Preposition') ||
        // (a team or a place among what is loved is one more item: "sneakers, the Knicks, and his grandma's mac")
        (has(t, 'Place') && !LOVES.test(sentence[last].lower)) ||
        (has(t, 'Pronoun') && !has(t, 'Possessive')) ||
        !has(t, 'Determiner', 'Possessive', 'Adjective', 'Noun', 'Value', 'Gerund')
      )
        return e;
      if (has(t, 'Noun', 'Gerund') && !has(t, 'Pronoun')) nouns++;
    }
    return nouns > 0 ? sentence.length : e;
  }
  function lacksObject(sentence: Tok[], from: number): boolean {
    for (let k = from; k < sentence.length; k++) {
      const t = sentence[k];
      if (
        !has(t, 'Adverb', 'Preposition', 'Particle') &&
        !/^(himself|herself|themselves|myself|ourselves|yourself|too|again|anyway|ever)$/.test(t.lower)
      )
        return false;
      if (/[,;:.!?]/.test(t.post)) break;
    }
    return true;
  }
  // "the calmest person we have ever met": a clause that says how far someone goes beyond all others belongs to
  // its noun, sung with it ("you are the calmest person we have ever met"), never as a meeting of its own
  verbs.forEach((v, vi) => {
    const [s, first] = v.terms[0].index;
    if (accepted[vi] && sentences[s] && (beyondAll(sentences[s], first - 1) || beyondAll(sentences[s], first - 2)))
      accepted[vi] = false;
  });
  // a clause that joins with "and" after a verb of its own starts a new subject
  const clauseAnd = (sentence: Tok[], k: number): boolean => {
    for (let b = k - 1; b >= 0 && !/[,;:]/.test(sentence[b].post); b--) if (has(sentence[b], 'Verb')) return true;
    return false;
  };
  verbs.forEach((v, vi) => {
    if (!accepted[vi]) return;
    const [s, first] = v.terms[0].index;
    // "enjoys playing golf": the finite verb is the first word; the gerund belongs to what follows
    const gerundPhrase = v.verb.grammar.form === 'gerund-phrase' || /\s\S+ing$/.test(v.verb.root);
    let last = gerundPhrase ? first : v.terms[v.terms.length - 1].index[1];
    const sentence = sentences[s];
    // ("we just grew apart", "I cried more than she did": an adverb after the verb is what follows it, sung with it)
    while (
      last > first &&
      has(sentence[last], 'Adverb') &&
      !has(sentence[last], 'Verb', 'Particle', 'Negative') &&
      !/[,;:.!?]/.test(sentence[last - 1].post)
    )
      last--;
    // the subject: back to the start of the clause
    let k = first - 1;
    while (
      k >= 0 &&
      !/[,;:]/.test(sentence[k].post) &&
      // ("after 2 years of renting they bought": a gerund after a preposition is no clause of its own)
      !(has(sentence[k], 'Verb') && !(has(sentence[k], 'Gerund') && has(sentence[k - 1], 'Preposition'))) &&
      !(SUBORDINATE.test(sentence[k].lower) && (sentence[k].lower !== 'and' || clauseAnd(sentence, k)))
    )
      k--;
    let subordinator = k >= 0 ? sentence[k].lower : '';
    let subjectToks = sentence.slice(k + 1, first).filter((t) => !has(t, 'Adverb') && !SUBJECT_ADVERB.test(t.lower));
    // ("was born in Bergen, Norway and came to Minnesota": the country after the town says where it is; the one born
    // there came)
    {
      const named = subjectToks.filter((t) => t.lower !== 'and');
      const before = named.length > 0 ? sentence[named[0].i - 1] : undefined;
      if (
        named.length > 0 &&
        named.length <= 3 &&
        subjectToks[subjectToks.length - 1]?.lower === 'and' &&
        named.every((t) => has(t, 'Place')) &&
        before &&
        /,/.test(before.post) &&
        has(before, 'Place', 'ProperNoun')
      ) {
        subjectToks = [];
        subordinator = 'and';
      }
    }
    // "We light diyas on the balcony and Nani makes ...": a name after "and" that follows no name is the subject
    // (the tagger missed the first verb); "Anna and Tomasz met" stays both
    const lastAnd = subjectToks.map((t) => t.lower).lastIndexOf('and');
    if (
      lastAnd > 0 &&
      lastAnd < subjectToks.length - 1 &&
      !subjectToks[lastAnd - 1].cap &&
      !has(subjectToks[lastAnd - 1], 'Pronoun') &&
      subjectToks.slice(lastAnd + 1).every((t) => t.cap)
    )
      subjectToks = subjectToks.slice(lastAnd + 1);
    // "she was a bridesmaid i spilled zobo on her dress", "the budgeting app we built": a subject pronoun after other
    // words opens a clause of its own ("Anna and I met" stays both)
    const pronounAt = subjectToks.findIndex(
      (t, idx) =>
        idx > 0 &&
        /^(i|we|he|she|they|you)$/.test(t.lower.replace(/'(m|re|ve|ll|d)$/, '')) &&
        !/^(and|or|&|but|than|as|like|nor)$/.test(subjectToks[idx - 1].lower),
    );
    const fronted = pronounAt > 0 ? sentence.slice(k + 1, subjectToks[pronounAt].i) : [];
    // what stands before the pronoun: when the clause opens a sentence or follows a comma or "and", a phrase of when
    // or where ("After 2 years of renting they finally bought", "every year we rent") is the clause's own, sung with
    // it; after a verb it ends the clause before ("she was a bridesmaid i spilled")
    const afterVerb = k >= 0 && has(sentence[k], 'Verb');
    const byTime = /^(after|before|since|until|till)$/.test(subordinator);
    const adverbial =
      fronted.length > 0 &&
      !afterVerb &&
      (byTime || has(fronted[0], 'Preposition', 'Date') || /^(every|each|last|next|this)$/.test(fronted[0].lower));
    const frontedPart = adverbial ? (byTime ? [sentence[k], ...fronted] : fronted) : [];
    // ("After 2 years" is sung after the verb: "bought a house after two years of renting")
    if (frontedPart.length > 0 && !nameish(frontedPart[0], sentence))
      frontedPart[0] = { ...frontedPart[0], text: frontedPart[0].text.toLowerCase() };
    if (byTime && adverbial) subordinator = '';
    const clauseStart = pronounAt > 0 && !adverbial ? subjectToks[pronounAt].i : byTime && adverbial ? k : k + 1;
    if (pronounAt > 0) subjectToks = subjectToks.slice(pronounAt);
    // "the budgeting app we built", "our cat Biscotti who we lost", "a ring he hid in a jar": with a subject of its
    // own after the noun, the noun is what the verb was done to
    let antecedent: Tok[] | undefined;
    if (pronounAt > 0 && !adverbial) {
      const np = nounPhraseAtEnd(fronted);
      const lead = np ? fronted[fronted.length - np.length - 1] : undefined;
      if (np && (!lead || /^(with|for|about|of|like)$/.test(lead.lower))) antecedent = np;
    } else if (
      /^(who|whom|which|that)$/.test(subordinator) &&
      subjectToks.length > 0 &&
      !has(subjectToks[0], 'Preposition') &&
      // ("Kofi and Kojo who both graduated": "both" is the two before "who", who did it, not what was done to them)
      !subjectToks.every((t) => /^(both|all|each|together)$/.test(t.lower))
    )
      antecedent = nounPhraseAtEnd(sentence.slice(0, k));
    // "They met at university... fell in love": a phrase of place is no subject; the last one goes on
    if (subjectToks.length > 0 && has(subjectToks[0], 'Preposition')) subjectToks = [];
    // "her garden roses": a possessive alone is no subject (the tagger took a noun for the verb)
    if (subjectToks.length > 0 && subjectToks.every((t) => /^(his|her|their|my|our|your|its)$/.test(t.lower))) return;
    if (subordinator === 'who' || subordinator === 'which') {
      // the noun phrase before "who": "her dad", "my grandpa Bogdan"
      let start = k - 1;
      while (
        start > 0 &&
        has(sentence[start - 1], 'Adjective', 'Determiner', 'Possessive', 'Noun', 'ProperNoun') &&
        !has(sentence[start - 1], 'Verb', 'Preposition') &&
        !/[,;:]/.test(sentence[start - 1].post)
      )
        start--;
      const head = sentence[k - 1];
      let antecedent: StoryActor | undefined;
      // "her dad who was a fisherman": a "who" after a plain noun that is someone else's is that one, not the
      // listener named before
      if (
        subordinator === 'who' &&
        head &&
        has(head, 'Noun') &&
        !has(head, 'Pronoun') &&
        !nameish(head, sentence) &&
        /^(his|her|their)$/.test(sentence[start]?.lower ?? '')
      ) {
        const known = people.find((p) => p.relation === head.lower && p.role !== 'recipient');
        antecedent = known
          ? { kind: 'person', name: known.name }
          : {
              kind: 'other',
              told: sentence
                .slice(start, k)
                .map((t) => t.text)
                .join(' '),
            };
        lastPerson = antecedent;
      }
      // ("a song for the guy with the green Vespa who parks outside my bakery": the one the song is for, described,
      // past what they have with them)
      if (!antecedent && subordinator === 'who' && recipientNames.length > 0) {
        let b = k - 1;
        while (b > 0 && has(sentence[b], 'Adjective', 'Determiner', 'Noun', 'ProperNoun') && !has(sentence[b], 'Verb'))
          if (/^(with|in|from|on)$/.test(sentence[b - 1].lower)) {
            b -= 2;
            break;
          } else b--;
        const person = sentence[b];
        if (
          person &&
          (has(person, 'Actor') ||
            /^(guy|man|woman|girl|boy|lady|person|gentleman|bloke|dude|one)$/.test(person.lower)) &&
          /^(the|a|that|this)$/.test(sentence[b - 1]?.lower ?? '') &&
          /^(for|to)$/.test(sentence[b - 2]?.lower ?? '')
        ) {
          antecedent = plural ? { kind: 'recipients' } : { kind: 'recipient' };
          lastPerson = antecedent;
        }
      }
      if (!antecedent)
        for (let b = k; b >= 1; b--) {
          // the person named just before "who"
          let a = nameish(sentence[b - 1], sentence) ? actorOf([sentence[b - 1]]) : undefined;
          // ("my grandma Lupe and grandpa Ernesto who raised me": both of the two named before "who")
          const before = sentence.slice(Math.max(0, b - 4), b - 1).map((t) => t.lower);
          const named = a?.kind === 'recipient' ? a.name : undefined;
          if (named && plural && before.includes('and')) {
            const otherName = recipientNames.find((n) => n !== named);
            if (otherName && sentence.slice(Math.max(0, b - 5), b - 1).some((t) => t.text === otherName))
              a = { kind: 'recipients' };
          }
          if (a) {
            // ("a cat called Mango who hates everyone. She makes the best biryani": a pet is no "she" after it)
            if (a.kind !== 'pet') lastPerson = a;
            antecedent = a;
            break;
          }
        }
      // (the antecedent opens the sentence: the verb after the relative clause is its own)
      if (antecedent && start === 0) relative = { s, at: k, actor: antecedent };
      whoActor = antecedent;
    }
    // the predicate: up to the next clause
    let e = last + 1;
    let nvi = vi + 1;
    while (nvi < verbs.length && !accepted[nvi]) nvi++;
    const nextVerb = verbs[nvi];
    const stop = nextVerb && nextVerb.terms[0].index[0] === s ? nextVerb.terms[0].index[1] : sentence.length;
    // "two boys Chidi and Emeka": "and" between two names with no verb after them lists them ("we light diyas and
    // Nani makes ..." starts a new subject)
    const namesJoined = (at: number): boolean =>
      sentence[at]?.lower === 'and' &&
      at > 0 &&
      nameish(sentence[at - 1], sentence) &&
      !/[,;:]/.test(sentence[at - 1].post) &&
      sentence[at + 1] !== undefined &&
      nameish(sentence[at + 1], sentence) &&
      !has(sentence[at + 2], 'Verb', 'Adverb');
    // ("with one suitcase and a sewing machine", "took the blender AND the cat": "and" before a noun phrase that no
    // verb follows joins two objects; "and Mum still keeps" starts a new subject)
    const joinsObjects = (at: number): boolean => {
      // ("nervous but brave", "tired and happy": two describing words are one)
      if (
        /^(and|but)$/.test(sentence[at].lower) &&
        has(sentence[at - 1], 'Adjective') &&
        has(sentence[at + 1], 'Adjective') &&
        !has(sentence[at + 1], 'Verb') &&
        (at + 2 >= sentence.length || /[,;:.!?]/.test(sentence[at + 1].post))
      )
        return true;
      if (sentence[at].lower !== 'and') return false;
      if (namesJoined(at)) return true;
      // ("to Krakow and back just for pierogi": an adverb of where goes on with the way)
      if (
        has(sentence[at + 1], 'Adverb') &&
        !has(sentence[at + 1], 'Verb') &&
        (at + 2 >= sentence.length || has(sentence[at + 2], 'Adverb', 'Preposition'))
      )
        return true;
      // ("a copy of mice and men", "tea and biscuits": two bare nouns with no verb after them are one thing)
      if (
        has(sentence[at - 1], 'Noun') &&
        !has(sentence[at - 1], 'Pronoun') &&
        has(sentence[at + 1], 'Noun') &&
        !has(sentence[at + 1], 'Pronoun', 'Verb', 'Determiner', 'Possessive') &&
        !nameish(sentence[at + 1], sentence) &&
        !has(sentence[at + 2], 'Verb')
      )
        return true;
      // ("loves cats and bad reality tv": a thing described after "and", with no verb after it, is one more thing)
      if (has(sentence[at - 1], 'Noun') && !has(sentence[at - 1], 'Pronoun') && has(sentence[at + 1], 'Adjective')) {
        let k = at + 1;
        while (k < sentence.length && has(sentence[k], 'Adjective', 'Noun') && !has(sentence[k], 'Verb', 'Pronoun')) {
          if (/[,;:.!?]/.test(sentence[k].post)) break;
          k++;
        }
        const end = sentence[Math.min(k, sentence.length - 1)];
        if (
          k > at + 1 &&
          has(end, 'Noun') &&
          !has(end, 'Verb', 'Pronoun') &&
          (k >= sentence.length - 1 || /[,;:.!?]/.test(end.post) || !has(sentence[k + 1], 'Verb'))
        )
          return true;
      }
      if (!has(sentence[at + 1], 'Determiner', 'Possessive', 'Value')) return false;
      let j = at + 1;
      while (
        j < stop &&
        has(sentence[j], 'Determiner', 'Possessive', 'Adjective', 'Noun', 'Value') &&
        !has(sentence[j], 'Verb') &&
        !(has(sentence[j], 'Pronoun') && !has(sentence[j], 'Possessive')) &&
        !/[,;:]/.test(sentence[j].post)
      )
        j++;
      return (
        j >= sentence.length ||
        (j < stop && /[,;:]/.test(sentence[j].post)) ||
        /^(and|but)$/.test(sentence[j]?.lower ?? '') ||
        has(sentence[j], 'Preposition')
      );
    };
    while (
      e < stop &&
      !/[,;:]/.test(sentence[e - 1].post) &&
      !(
        /^(and|but|so|because|while|when|who|which|though|although|tho)$/.test(sentence[e].lower) &&
        e + 1 < stop &&
        // ("it's because of the orange slices": "because of" is a preposition)
        !(sentence[e].lower === 'because' && sentence[e + 1].lower === 'of') &&
        // ("Mom and Dad would be so proud": "so" before how much is no "so" that opens a clause)
        !(
          sentence[e].lower === 'so' &&
          (has(sentence[e + 1], 'Adjective') ||
            /^(much|many|very|proud|happy|glad|grateful|lucky|thankful)$/.test(sentence[e + 1].lower)) &&
          !has(sentence[e + 1], 'Pronoun', 'Determiner')
        ) &&
        !has(sentence[e + 1], 'Verb') &&
        !joinsObjects(e) &&
        // ("hates everyone but her": "but" before one person and the clause's end is "except")
        !(
          sentence[e].lower === 'but' &&
          /^(me|him|her|us|them|you)$/.test(sentence[e + 1].lower) &&
          (e + 2 >= stop || /[,;:.!?]/.test(sentence[e + 1].post))
        )
      )
    )
      e++;
    // ("share everything, even the same laugh": what "even", "especially" or "including" adds after a comma is more of
    // what the verb is done to, said with it)
    let added = -1;
    if (
      e > last + 1 &&
      e < stop &&
      // (never after a phrase of where: "fixes every bike in the street, including mine" is the bikes)
      sentence.slice(last + 1, e).every((t) => !has(t, 'Preposition')) &&
      /,/.test(sentence[e - 1].post) &&
      /^(even|especially|including)$/.test(sentence[e].lower)
    ) {
      let j = e + 1;
      while (
        j < stop &&
        has(sentence[j], 'Determiner', 'Possessive', 'Adjective', 'Noun', 'Value') &&
        !has(sentence[j], 'Verb') &&
        !(has(sentence[j], 'Pronoun') && !has(sentence[j], 'Possessive')) &&
        !/[,;:.!?]/.test(sentence[j - 1].post)
      )
        j++;
      if (
        j > e + 1 &&
        has(sentence[j - 1], 'Noun') &&
        (j >= sentence.length || /[,;:.!?]/.test(sentence[j - 1].post))
      ) {
        added = e - 1;
        e = j;
      }
    }
    // ("loves her garden, her grandkids, bad puns": a list of things after the object, to the sentence's end, is more
    // of what the verb is done to)
    const listEnd = added >= 0 ? e : objectList(sentence, last, e, stop);
    const listFrom = listEnd > e ? e : -1;
    if (listEnd > e) e = listEnd;
    // "and Mum still keeps" ends the clause before the next subject
    let predicate = sentence.slice(last + 1, e);
    if (added >= 0) predicate = predicate.map((t) => (t.i === added ? { ...t, text: `${t.text},` } : t));
    // (the list sung as a list: "her garden, her grandkids and bad puns")
    if (listFrom > 0) {
      const ends = predicate.filter((t) => t.i >= listFrom - 1 && t.i < e - 1 && /,/.test(t.post));
      const joined = predicate.some((t) => t.i >= listFrom && t.lower === 'and');
      predicate = predicate.map((t) =>
        !ends.includes(t) ? t : { ...t, text: t === ends[ends.length - 1] && !joined ? `${t.text} and` : `${t.text},` },
      );
    }
    const cutAt = predicate.findIndex(
      (t, idx) =>
        t.lower === 'and' &&
        !namesJoined(t.i) &&
        idx + 1 < predicate.length &&
        (predicate[idx + 1].cap ||
          has(predicate[idx + 1], 'Pronoun') ||
          // ("and uncle Beto always burns": a family word before a name opens the next subject)
          (RELATION_BEFORE_NAME.test(predicate[idx + 1].lower) && predicate[idx + 2]?.cap === true) ||
          // ("grandpa walks to the mosque and grandma makes sheer khurma")
          (kinOf(predicate[idx + 1].lower) !== undefined && has(predicate[idx + 2], 'Verb'))) &&
        idx + 2 <= predicate.length,
    );
    if (cutAt >= 0 && nextVerb && nextVerb.terms[0].index[0] === s) predicate = predicate.slice(0, cutAt);
    // ("mum does the cakes dad does the bread", typed with no comma: a family word or a name right before the next
    // verb is that verb's subject, never the end of this clause's object)
    if (nextVerb && nextVerb.terms[0].index[0] === s && predicate.length > 1) {
      const end = predicate[predicate.length - 1];
      if (
        end.i + 1 === nextVerb.terms[0].index[1] &&
        (kinOf(end.lower) !== undefined || has(end, 'Person', 'FirstName')) &&
        !has(predicate[predicate.length - 2], 'Possessive', 'Determiner', 'Adjective', 'Preposition', 'Conjunction') &&
        !/^(before|after|until|till|when|while|than|as|because|since|if|once|where|and|or|but)$/.test(
          predicate[predicate.length - 2].lower,
        )
      )
        predicate = predicate.slice(0, -1);
    }
    // "raised me after my parents passed", "before Nani could see", "more times than IT did": a clause of time or
    // comparison that is only its subject and its verb goes whole with the verb it hangs from
    let whole = false;
    // ("whistled while he worked", "hums when she cooks": a short clause of when, with its own subject, goes whole)
    if (
      e < stop &&
      // ("gave up on me even when I cried": only after a verb and what it is done to, nothing more)
      sentence.slice(last + 1, e).every((t) => !has(t, 'Preposition', 'Adverb')) &&
      // ("gave them to every neighbour whether they wanted them or not")
      /^(while|when|where|whether)$/.test(sentence[e]?.lower ?? '') &&
      nextVerb &&
      nextVerb.terms[0].index[0] === s &&
      // ("while he worked", "where the fire alarm went off": a short subject of its own, then its verb)
      ((stop - e === 2 && /^(he|she|they|i|we|you)$/.test(sentence[e + 1].lower)) ||
        (stop - e >= 3 &&
          stop - e <= 4 &&
          /^(the|a|an|his|her|their|our|my)$/.test(sentence[e + 1].lower) &&
          sentence.slice(e + 2, stop).every((t) => has(t, 'Noun', 'Adjective') && !has(t, 'Verb', 'Pronoun'))))
    ) {
      // (with what that verb takes: "while she waits for the kettle")
      let nextEnd = nextVerb.terms[nextVerb.terms.length - 1].index[1];
      while (
        nextEnd + 1 < sentence.length &&
        nextEnd < stop + 5 &&
        !/[,;:.!?]/.test(sentence[nextEnd].post) &&
        !/^(and|but|so|because|while|when)$/.test(sentence[nextEnd + 1].lower) &&
        !has(sentence[nextEnd + 1], 'Verb')
      )
        nextEnd++;
      if (
        nextEnd + 1 >= sentence.length ||
        /[,;:.!?]/.test(sentence[nextEnd].post) ||
        /^(and|but|so)$/.test(sentence[nextEnd + 1].lower)
      ) {
        predicate = [...predicate, ...sentence.slice(e, nextEnd + 1)];
        accepted[nvi] = false;
        whole = true;
      }
    }
    // ("gave them to every neighbour on the street whether they wanted them or not": a "whether" clause goes whole)
    const whether = predicate.findIndex((t) => t.lower === 'whether');
    if (!whole && (whether >= 0 || sentence[e]?.lower === 'whether') && nextVerb && nextVerb.terms[0].index[0] === s) {
      let end = e;
      while (end + 1 < sentence.length && !/[,;:.!?]/.test(sentence[end].post)) end++;
      predicate = [...predicate, ...sentence.slice(e, end + 1)];
      accepted[nvi] = false;
      whole = true;
    }
    if (!whole && e === stop && nextVerb && nextVerb.terms[0].index[0] === s) {
      // ("whistled while he worked", "hums when she cooks")
      const sub = predicate.findIndex((t) =>
        /^(after|before|until|till|than|since|once|while|when|where)$/.test(t.lower),
      );
      const tail = sub >= 0 ? predicate.slice(sub + 1) : [];
      const nextEnd = nextVerb.terms[nextVerb.terms.length - 1].index[1];
      if (
        tail.length > 0 &&
        tail.length <= 4 &&
        tail.every((t) => !has(t, 'Verb', 'Preposition')) &&
        (nextEnd + 1 >= sentence.length ||
          /[,;:.!?]/.test(sentence[nextEnd].post) ||
          // ("raised me after my parents split when I was nine")
          /^(and|but|so|when|while|because|as)$/.test(sentence[nextEnd + 1].lower))
      ) {
        predicate = [...predicate, ...sentence.slice(stop, nextEnd + 1)];
        accepted[nvi] = false;
        whole = true;
      }
    }
    // a relative clause at the end ("the first film they saw") adds nothing to sing
    const rel = predicate.findIndex(
      (t, idx) =>
        !whole &&
        idx > 0 &&
        has(t, 'Pronoun') &&
        !has(t, 'Possessive') &&
        // ("the day we met at the fair it rained": "it" before a verb is a subject too)
        (/^(they|we|i|he|she|you)$/.test(t.lower) || (t.lower === 'it' && has(sentence[t.i + 1], 'Verb'))) &&
        !/^(what|where|how|why|when|who)$/.test(predicate[idx - 1].lower) &&
        // ("let me see you scared": a pronoun after a verb is its object, not a new clause)
        !has(predicate[idx - 1], 'Verb') &&
        // ("to tell the young lads they are doing it wrong": what was said, after whom it was said to)
        !predicate
          .slice(0, idx)
          .some(
            (x, k) =>
              SPEECH.test(x.lower) &&
              predicate.slice(k + 1, idx).every((y) => has(y, 'Determiner', 'Adjective', 'Noun', 'Possessive')),
          ) &&
        !beyondAll(sentence, t.i),
    );
    // ("never sold a fish he wouldn't eat himself": after a "never", the clause says which; without it the line says
    // the opposite)
    const negated =
      rel > 0 &&
      has(predicate[rel - 1], 'Noun') &&
      !has(predicate[rel - 1], 'Pronoun') &&
      (sentence.slice(Math.max(0, first - 2), last + 1).some((t) => /^(never|not|n't|no)$/.test(t.lower)) ||
        predicate.slice(rel).some((t) => /^(never|not|n't|no|nothing)$|n't$/.test(t.lower)));
    if (rel > 0 && !negated) {
      predicate = predicate.slice(0, rel);
      // ("ran a bakery in Almaty before we moved", "treated me like i wasnt hers", "cried more than she did"): the word
      // that opened the clause goes with it, and a comparison with nothing to compare says nothing
      while (
        predicate.length > 0 &&
        /^(before|after|since|until|till|when|while|as|once|like|if|than|because|though|although|where)$/.test(
          predicate[predicate.length - 1].lower,
        )
      )
        predicate.pop();
      if (/^(more|less|better|worse|longer|harder)$/.test(predicate[predicate.length - 1]?.lower ?? ''))
        predicate.pop();
    }
    // (the noun the clause hangs from is its object when nothing after the verb is: "lost last week" -> "lost Biscotti
    // last week"; "the cafe we met in" -> "met in the cafe")
    const toldLength = predicate.length;
    let objectFirst: Tok[] = [];
    if (
      antecedent &&
      !/^(am|is|are|was|were|be|been)$/.test(v.verb.root.split(' ')[0]) &&
      !has(sentence[first], 'Copula')
    ) {
      const lead = predicate[0];
      if (predicate.length > 0 && has(predicate[predicate.length - 1], 'Preposition'))
        predicate = [...predicate, ...antecedent];
      else if (
        !lead ||
        has(lead, 'Preposition', 'Date', 'Duration') ||
        (has(lead, 'Adverb') && !has(lead, 'Noun', 'Adjective')) ||
        (/^(every|each|last|next|this|all)$/.test(lead.lower) && has(predicate[1], 'Date', 'Duration'))
      )
        objectFirst = antecedent;
    }
    // a clause cut off after "our", "every" or "the" ("always remembers our"): what it was about is gone, so the
    // event is dropped rather than sung half
    let dangling = false;
    while (
      predicate.length > 0 &&
      // ("told her not to": the infinitive left unsaid)
      !(predicate[predicate.length - 1].lower === 'to' && predicate[predicate.length - 2]?.lower === 'not') &&
      /^(and|but|so|or|the|a|an|to|of|even|just|only|especially|that|which|who|tho|though|although|because|cause|cuz|if|our|my|his|their|your|its|every|each|some|this|these|those|no|any|without|with|for)$/.test(
        predicate[predicate.length - 1].lower,
      )
    ) {
      if (has(predicate[predicate.length - 1], 'Determiner', 'Possessive')) dangling = true;
      predicate.pop();
    }
    if (dangling && predicate.length === 0) return;
    // ("was a terrible curry house where the fire alarm went off": a clause whose verb went to an event of its own
    // is not sung cut off after its subject)
    {
      const cut = predicate.findIndex(
        (t, idx) =>
          idx > 0 &&
          /^(where|when|while|which|who)$/.test(t.lower) &&
          /^(the|a|an|his|her|their|our|my|he|she|they|we|i|you|it)$/.test(predicate[idx + 1]?.lower ?? '') &&
          predicate.slice(idx + 1).every((x) => !has(x, 'Verb')) &&
          predicate.length - idx > 1,
      );
      if (cut > 0 && !whole) predicate = predicate.slice(0, cut);
    }
    const told = sentence
      .slice(clauseStart, last + 1 + Math.min(predicate.length, toldLength))
      .map((t) => t.text)
      .join(' ');
    // ("they played his favourite elvis songs": songs someone loves are the story's, not the one we write)
    if (
      INSTRUCTION.test(
        told.replace(
          /\b(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur|favou?rite|old|\p{Lu}[\p{L}'’]*|elvis|beatles)\s+(?:songs?|tunes?)\b/gu,
          '',
        ),
      )
    )
      return;
    // ("and that was it", "she says thats when she knew": a way of saying it all began, with no one doing anything)
    if (
      /^(is|was|'s|be|are|were)$/i.test((v.verb.root.split(' ').pop() ?? '').replace(/^['’]/, "'")) &&
      subjectToks.every((t) => /^(that|this|it|that's|thats|it's)$/i.test(t.lower)) &&
      /^(when|where|how|why|it|the moment|all)$/i.test(predicate[0]?.lower ?? '')
    )
      return;
    // ("dont make it cheesy he hates cheesy": a liking with only a describing word after it is the buyer's wish for
    // the song, and no thing liked)
    if (
      /^(lik|lov|hat|loath|enjoy|prefer|ador|detest)(e|es|ed|s)?$/.test(
        (v.verb.root.split(' ').pop() ?? '').toLowerCase(),
      ) &&
      (predicate.length === 1 ||
        // ("she hates cheesy stuff", "he hates sappy songs")
        (predicate.length === 2 &&
          /^(stuff|things|songs|lyrics|lines|music|ones|bits|words)$/.test(predicate[1].lower))) &&
      /^(cheesy|soppy|sappy|mushy|sentimental|corny|cringe|cringey|cringy|gushy|slushy|emotional|serious|formal|fancy|sad|slow|long|loud)$/.test(
        predicate[0].lower,
      )
    )
      return;
    // ("wants a breakup song that makes him laugh": what the song itself is to do is the buyer's wish, no deed)
    if (
      subjectToks.some((t) => /^(song|songs|tune|track|lyrics|chorus|verse)$/.test(t.lower)) &&
      subjectToks.every((t) => has(t, 'Determiner', 'Adjective', 'Noun') && !has(t, 'Pronoun', 'ProperNoun'))
    )
      return;
    // ("make it funny, he needs a laugh": the reason for the wish is the buyer's, not a line to sing to him)
    if (
      /^(need|needs|needed|could use|deserves?)$/.test(v.verb.root.toLowerCase()) &&
      /^(a (good |big )?laugh|cheering up|a pick-me-up|a smile|a lift|some fun)\b/i.test(
        predicate.map((t) => t.lower).join(' '),
      )
    )
      return;
    // ("wants to be a paleontologist (he can say it!)": an aside that they can say the word is no deed)
    if (
      /^(can|could) (say|spell|pronounce)$/.test(v.verb.root.toLowerCase()) ||
      (/^(say|spell|pronounce)$/.test(v.verb.root.toLowerCase()) &&
        predicate.length === 1 &&
        /^(it|that)$/.test(predicate[0].lower) &&
        /\b(can|could)\b/i.test(told))
    )
      return;
    // ("even tho hes not allowed anymore": the tagger reads "'s" as "has"; a bare "not allowed" is no deed to sing)
    if (/['’]s\s+not (allowed|supposed|meant|permitted)\b/i.test(told)) return;
    // ("50 years married.": the years a couple has had are the occasion's, sung by its chorus; no deed)
    if (
      subjectToks.length > 0 &&
      subjectToks.some((t) => /^(years?|yrs|decades?)$/.test(t.lower)) &&
      subjectToks.every((t) => has(t, 'Value') || /^(years?|yrs|decades?|and|a|half)$/.test(t.lower)) &&
      (predicate.length === 0 ||
        // ("40 years married this october": and when they come round)
        ((/^(marry|be married|be together)$/.test(v.verb.infinitive ?? '') ||
          /^married$/i.test(sentence[first]?.text ?? '')) &&
          predicate.every((t) => has(t, 'Date', 'Value') || /^(this|next|in|on|the|of|coming)$/.test(t.lower))))
    )
      return;
    // ("im the ceo", "I'm the chef and this is for my crew": the buyer's own role is who sings, no deed to sing)
    if (
      subjectToks.length === 1 &&
      /^(i|i'm|i’m)$/i.test(subjectToks[0].lower.replace(/['’]m$/, '')) &&
      /^(am|'m|’m|be)$/.test((v.verb.root.split(' ').pop() ?? '').toLowerCase()) &&
      /^(the|their|her|his|your)$/.test(predicate[0]?.lower ?? '') &&
      predicate.length <= 4 &&
      !predicate.some((t) => /^(now|too|also|because|thanks)$/.test(t.lower)) &&
      /^(ceo|founder|boss|manager|chef|owner|director|captain|coach|teacher|organiser|organizer|host|maid|matron|bridesmaid|best|lead|head|president)$/.test(
        predicate[1]?.lower ?? '',
      )
    )
      return;
    // ("i want to say im sorry": a clause cut off at "I'm" says nothing; what is said comes in its own clause)
    if (
      /\b(i['’]m|we['’]re|you['’]re|they['’]re|he['’]s|she['’]s|it['’]s|that['’]s|i['’]ll|we['’]ll|you['’]ll|he['’]ll|she['’]ll|they['’]ll)\s*$/i.test(
        told,
      )
    )
      return;
    // ("something we can play at the launch party", "we will play this at the 40 day gathering": where the song is
    // to be played is the buyer's plan for it, not the story)
    if (
      /^(play|sing)$/.test(v.verb.root.split(' ').pop() ?? '') &&
      /\b(we|i)\b/i.test(subjectToks.map((t) => t.lower).join(' ') || told.split(/\s+/)[0]) &&
      /\b(can|will|could|would|'ll|going to|want to|plan to|hope to)\b/i.test(told) &&
      /\b(party|wedding|funeral|memorial|service|gathering|reception|dinner|celebration|launch|recital|ceremony|event|do)\b/i.test(
        told,
      )
    )
      return;
    // "I hope you find what you were looking for": a wish or a thought about a clause is not a thing that
    // happened, and a clause cut after "what" says nothing
    const wh = predicate.findIndex((t) => /^(what|where|how|why|when|who|which)$/.test(t.lower));
    if (wh >= 0 && predicate.slice(wh + 1).every((t) => has(t, 'Pronoun'))) return;
    if (
      /^(hope|hoped|hopes|wish|wished|wishes|think|thought|thinks|know|knew|knows|believe|believed|guess|feel|felt)$/.test(
        sentence[first].lower,
      ) &&
      predicate.length === 1 &&
      has(predicate[0], 'Pronoun')
    )
      return;
    // "i want something special", "i want her to know we love her": the buyer's note to us, not the story (what
    // they want her to know is told by its own clause)
    if (
      /^(want|wants|wanted|would like|'d like|need|needs)$/.test(v.verb.root.toLowerCase()) &&
      // ("want something for him to take with him": a note with no subject, in the buyer's own words)
      (subjectToks.some((t) => /^(i|we)$/.test(t.lower)) ||
        (subjectToks.length === 0 && /^(want|need)$/.test(sentence[first].lower))) &&
      (/^(something|anything|a|the|this|it)$/.test(predicate[0]?.lower ?? '') ||
        predicate.some(
          (t, idx) =>
            t.lower === 'to' && /^(know|hear|feel|be|tell|say|show|let)$/.test(predicate[idx + 1]?.lower ?? ''),
        ) ||
        // ("i want to tell her that i like her": what is told comes in its own clause)
        (/^(tell|say|show)$/.test(predicate[0]?.lower ?? '') && predicate.length <= 2))
    )
      return;
    // "her name is Biscuit": the name is read; it is nothing that happened ("name is Dale" too)
    if (/^((his|her|its|their) )?name$/.test(subjectToks.map((t) => t.lower).join(' '))) return;
    // ("I think his name is Rafael": a guess at a name is no event either)
    if (/\b(his|her|its|their|your) name is\b/i.test(told)) return;
    // "Time to move on.": a thought, not something someone did
    if (/^(time|now) to\b/i.test(told.trim())) return;
    // "a cat called Miso", "she has a dog": the pet is sung as a pet
    if (/^(called|named)$/.test(v.verb.root)) return;
    if (
      /^(has|have|had|got|adopted)$/.test(v.verb.root) &&
      pets.some((p) => predicate.some((t) => t.lower === p.kind)) &&
      // ("he got the kayak and the cat named Pickles": what else was got is told with the pet)
      !predicate.some(
        (t, k) =>
          has(t, 'Noun') &&
          // ("a class hamster": a word naming the pet's kind is no other thing)
          !PET_KINDS.test(predicate[k + 1]?.lower ?? '') &&
          !t.cap &&
          !PET_KINDS.test(t.lower) &&
          !has(t, 'Pronoun', 'Determiner', 'Possessive', 'Adjective') &&
          !/^(named|called|and|little|old|new|rescue|baby)$/.test(t.lower),
      )
    ) {
      // (the one who has it still goes on after "and": "she has a class hamster named Nugget and reads us Roald Dahl")
      const owner = subjectToks.length > 0 ? actorOf(subjectToks) : undefined;
      if (owner) {
        lastActor = owner;
        mainActor = owner;
        if (owner.kind === 'person' || owner.kind === 'recipient' || owner.kind === 'recipients') lastPerson = owner;
      }
      return;
    }
    // ("still whistles": a verb with no object is kept when an adverb says how it goes)
    if (
      predicate.length === 0 &&
      v.verb.preAdverbs.length === 0 &&
      !FREQUENCY.test(sentence[first - 1]?.lower ?? '') &&
      // ("Ben cried when he first held her": a verb alone before "when" says something)
      !/^(when|while|as|because|until)$/.test(sentence[last + 1]?.lower ?? '') &&
      !/^(met|married|retired|graduated|won|left|began|started)$/i.test(v.verb.root) &&
      // ("she never complained", "never gave up": what was never done says something)
      !v.verb.negative &&
      !/^(never|not)$/.test(sentence[first - 1]?.lower ?? '') &&
      // ("he cheated", "she passed away": a hard thing is told even with nothing after it)
      !SAD_VERB.test(v.verb.infinitive.toLowerCase())
    )
      return;

    // ("survived the war, and still rides her bike": "and" after a comma goes on with the one before)
    if (subjectToks.length > 0 && subjectToks.every((t) => /^(and|but|then)$/.test(t.lower))) {
      subordinator = 'and';
      subjectToks = [];
    }
    let actor = actorOf(subjectToks);
    // "Welcome baby Zara, born 3 weeks early": a participle set off after a name is about that one
    if (
      !actor &&
      subjectToks.length === 0 &&
      k >= 0 &&
      /,/.test(sentence[k].post) &&
      !v.verb.auxiliary &&
      (/^born$/i.test(v.verb.root) || has(sentence[first], 'Participle')) &&
      nameish(sentence[k], sentence)
    )
      actor = actorOf([sentence[k]]);
    // ("a dog that eats socks": a thing before "that" or "which" is who does what follows)
    if (!actor && subjectToks.length === 0 && /^(that|which)$/.test(subordinator) && k > 0) {
      const whole = nounPhraseAtEnd(sentence.slice(0, k));
      // ("a mortgage and a dog that eats socks": the last of them)
      const det = whole ? whole.map((t) => has(t, 'Determiner')).lastIndexOf(true) : -1;
      const np = whole && det > 0 ? whole.slice(det) : whole;
      if (np && !np.some((t) => has(t, 'Pronoun') && !has(t, 'Possessive')) && has(np[np.length - 1], 'Noun'))
        actor = actorOf(np);
    }
    // ("passed my bar exam!!!", "finished my first marathon": done with no one before it, to what is the buyer's, is
    // the buyer's own)
    if (
      !actor &&
      subjectToks.length === 0 &&
      k < 0 &&
      /^(passed|finished|completed|graduated|won|landed|earned|got|ran|started|beat|made)$/.test(
        sentence[first].lower,
      ) &&
      sentence[first + 1]?.lower === 'my'
    )
      actor = { kind: 'buyer' };
    // ("miss him so much", "thank you for everything": a feeling with no one before it is the buyer's own)
    if (
      !actor &&
      subjectToks.length === 0 &&
      k < 0 &&
      /^(miss|love|adore|cherish|thank|need|remember|wish|hope)$/.test(sentence[first].lower) &&
      // (with whom or what: "Love always" is a sign-off)
      has(sentence[first + 1], 'Pronoun', 'Determiner', 'Possessive', 'Noun') &&
      !has(sentence[first + 1], 'Adverb')
    )
      actor = { kind: 'buyer' };
    if (!actor && (subordinator === 'who' || subordinator === 'and' || subjectToks.length === 0))
      // ("the night shift nurses on Ward 7 who kept us laughing": with nobody named, "who" is the listeners)
      // ("who came into my life when i was 9 and never once treated me": after a clause of time or cause, "and"
      // goes on with the clause it hangs from)
      actor =
        subordinator === 'who'
          ? (whoActor ??
            lastPerson ??
            // ("for the NICU nurses at St. Mary's who took care of our daughter": the group the song is for, named
            // just before "who")
            (plural &&
            k >= 0 &&
            // ("for the nurses and staff of Ward 7 at Royal Infirmary who looked after my mum": further back, past
            // where they work)
            sentence
              .slice(Math.max(0, k - 12), k)
              .some(
                (t) =>
                  (relLast !== '' && t.lower === relLast) ||
                  ROLE_GROUP.test(t.lower) ||
                  GROUP.test(t.lower) ||
                  recipientNames.some((n) => n.toLowerCase().split(/\s+/)[0] === t.lower),
              )
              ? { kind: 'recipients' }
              : undefined) ??
            (people.every((p) => p.role === 'recipient') ? { kind: 'recipients' } : undefined))
          : (subordinator === 'and' ||
                // ("she raised 4 of us alone after dad went back to Lagos, worked nights as a nurse": after a clause
                // of time, a comma goes on with the one the clause hangs from)
                (subjectToks.length === 0 && k >= 0 && /,/.test(sentence[k].post))) &&
              lastSubordinate &&
              mainActor
            ? mainActor
            : (lastActor ??
              // ("Things about them: - met on a delayed train": a list's line with no subject, and no one before it,
              // is about the ones the song is for)
              // ("retirement for Bob, 42 years on the buses, knows every passenger by name": so is one after a comma
              // that no one before it did)
              // ("a song about my old truck. bought it in 1998": in a song about a thing, what was done to it with no
              // one before it is the buyer's doing)
              (aboutSubject &&
              subjectToks.length === 0 &&
              (k < 0 || /,/.test(sentence[k].post)) &&
              has(sentence[first], 'PastTense')
                ? { kind: 'buyer' }
                : undefined) ??
              (subjectToks.length === 0 &&
              (k < 0 || (/,/.test(sentence[k].post) && events.length === 0)) &&
              (recipientNames.length > 0 || relWord !== '') &&
              (has(sentence[first], 'PastTense') ||
                // ("Getting married at a barn in Vermont": a note that opens on "getting")
                (/^getting$/.test(sentence[first].lower) && first === 0) ||
                (/s$/.test(sentence[first].lower) && !GREETING.test(sentence[first].lower)))
                ? plural
                  ? { kind: 'recipients' }
                  : { kind: 'recipient' }
                : undefined));
    // "her dad who was a fisherman in Chittagong taught her to swim": the verb after the relative clause is the
    // antecedent's
    if (relative && relative.s === s && k > relative.at && k >= 0 && has(sentence[k], 'Verb')) {
      actor = relative.actor;
      relative = undefined;
    }
    if (!actor) return;
    // "treated me like i wasnt hers", "as if he owned the place": what was not so is no event
    if (/^(like|if)$/.test(subjectToks[subjectToks.length - 2]?.lower ?? '') && subjectToks.length >= 2) return;
    lastSubordinate = /^(when|while|because|since|until|as|if|after|before|though|although|once)$/.test(subordinator);
    if (!lastSubordinate) mainActor = actor;
    if (actor.kind === 'person' || actor.kind === 'recipient' || actor.kind === 'recipients') lastPerson = actor;
    lastActor = actor;

    const f: Record<string, string | undefined> =
      (gerundPhrase
        ? (nlp(`she ${sentence[first].text}`).verbs().conjugate()[0] as Record<string, string>)
        : forms[vi]) ?? {};
    const base = (f.Infinitive ?? v.verb.infinitive ?? v.verb.root).toLowerCase();
    let verb: StoryVerb =
      base === 'be'
        ? { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' }
        : {
            base,
            past: (f.PastTense ?? base).toLowerCase(),
            present: (f.PresentTense ?? base).toLowerCase(),
            gerund: (f.Gerund ?? base).toLowerCase(),
            participle: (PERFECT[base] ?? f.Participle ?? f.PastTense ?? base).toLowerCase(),
          };
    // ("they shoveled our driveway": the tagger's forms of a verb it does not know may all be its stem; the past is then
    // the word as told, and the others made by their endings)
    if (base !== 'be' && !/\s/.test(base)) {
      const toldWord = sentence[first]?.lower ?? '';
      if (verb.past === base && /ed$/.test(toldWord) && toldWord.startsWith(base.slice(0, -1)))
        verb = { ...verb, past: toldWord, participle: verb.participle === base ? toldWord : verb.participle };
      if (verb.gerund === base && !/ing$/.test(base))
        verb = { ...verb, gerund: `${base.replace(/([^aeiou])e$/, '$1')}ing` };
    }
    // ("he snored the whole time", "she always said ship it": the tagger's stem may be the past itself; the past is
    // then told as it is, and the stem found by taking its ending off)
    const aux0 = v.verb.auxiliary.trim().toLowerCase();
    let toldPast = false;
    {
      const [first, ...rest] = verb.base.split(' ');
      const more = rest.length > 0 ? ` ${rest.join(' ')}` : '';
      const irregular = PAST_STEM[first];
      // (an irregular past taken for a stem is told in the past: "broke down", never "brokes down")
      if (irregular && aux0 === '') toldPast = true;
      const participle = PARTICIPLE_STEM[first];
      if (participle) {
        const [stem, past] = participle;
        verb = {
          base: `${stem}${more}`,
          past: `${past}${more}`,
          present: `${presentOf(stem)}${more}`,
          gerund: `${stem.replace(/e$/, '')}ing${more}`.replace(
            /^(swim|begin|get|forget)ing/,
            (m, w: string) => `${w}${w.slice(-1)}ing`,
          ),
          participle: `${first}${more}`,
        };
        if (aux0 === '') toldPast = true;
      } else if (
        irregular ||
        (/ed$/.test(first) &&
          // ("we need you back": a verb whose own stem ends in "-ed" is no past; before "nees you back")
          !/^(need|feed|bleed|breed|speed|heed|seed|weed|succeed|proceed|exceed|shed|wed|bed|embed|shred|sled|spread|tread|dread|head|lead|read|plead)$/.test(
            first,
          ) &&
          verb.past.split(' ')[0].startsWith(first) &&
          verb.past.split(' ')[0].length > first.length)
      ) {
        const stem =
          irregular ??
          [first.slice(0, -1), first.slice(0, -2), first.slice(0, -3)].find(
            (w) => w.length > 2 && dictionaryPhones(w),
          ) ??
          first.slice(0, -2);
        const gerund = `${stem.replace(/e$/, '')}ing`;
        verb = {
          base: `${stem}${more}`,
          past: `${first}${more}`,
          present: `${presentOf(stem)}${more}`,
          gerund: `${gerund}${more}`,
          participle: `${first}${more}`,
        };
      }
    }
    const g = v.verb.grammar as VerbJson['verb']['grammar'] & { passive?: boolean };
    if (toldPast) g.tense = 'PastTense';
    const aux = aux0;
    // ("we had to put him down", "she has to work weekends": having to do it is the verb)
    if (/^to \S+/.test(base)) {
      const inf = base.slice(3);
      verb = {
        base: `have to ${inf}`,
        past: `had to ${inf}`,
        present: `has to ${inf}`,
        gerund: `having to ${inf}`,
        participle: `had to ${inf}`,
      };
      if (/^had$/.test(aux)) g.tense = 'PastTense';
    }
    // "Born in Hull in 1925", "Zara, born on Boxing Day": a birth is told without its "was"
    if (/^born$/i.test(v.verb.root) && aux === '') {
      verb = { base: 'be born', past: 'was born', present: 'is born', gerund: 'being born', participle: 'been born' };
      g.tense = 'PastTense';
    }
    // "Known for bringing filter coffee": said of the listener without its "is" ("loved the beach" is no passive)
    if (/^(known|famous|beloved|renowned)$/i.test(v.verb.root) && aux === '') {
      const p = v.verb.root.toLowerCase();
      verb = { base: `be ${p}`, past: `was ${p}`, present: `is ${p}`, gerund: `being ${p}`, participle: `been ${p}` };
      g.tense = 'PresentTense';
    }
    // "was born", "were married", "got caught", "are getting married": the passive keeps its "be" or "get", which
    // agrees with whoever is sung ("you were born", never "you was born")
    const copulaRoot = /^(am|is|are|was|were) (\S+)$/i.exec(v.verb.root);
    const participle = copulaRoot ? copulaRoot[2].toLowerCase() : verb.participle;
    const passive =
      copulaRoot !== null || (g.passive === true && !/ing$/.test(v.verb.root)) || /^(got|get|gets)$/.test(aux);
    const passiveAux = copulaRoot
      ? 'be'
      : /^(got|get|gets)$/.test(aux)
        ? 'get'
        : // ("Getting married at a barn in Vermont": told as a note, with no "are" before it)
          /^((am|is|are|was|were|'m|'re|'s) )?getting$/.test(aux)
          ? 'be getting'
          : /^(am|is|are|was|were|'m|'re|'s)$/.test(aux)
            ? 'be'
            : undefined;
    const isPassive = (passive || passiveAux === 'be getting') && passiveAux !== undefined;
    if (aux === 'getting') g.tense = 'PresentTense';
    if (isPassive) {
      const forms =
        passiveAux === 'get'
          ? { base: 'get', past: 'got', present: 'gets', gerund: 'getting', participle: 'gotten' }
          : passiveAux === 'be getting'
            ? {
                base: 'be getting',
                past: 'was getting',
                present: 'is getting',
                gerund: 'getting',
                participle: 'been getting',
              }
            : { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' };
      verb = {
        base: `${forms.base} ${participle}`,
        past: `${forms.past} ${participle}`,
        present: `${forms.present} ${participle}`,
        gerund: `${forms.gerund} ${participle}`,
        participle: `${forms.participle} ${participle}`,
      };
    }
    // "would have been 90", "will be missed": a modal is kept as told, the same for every singer and listener
    const modal = /^(would|could|should|might|must|will|can|may)( have| be| have been)?$/.exec(aux);
    // ("he cant cook": the modal keeps its "not": "can't cook", never "don't can cook")
    const notModal: Record<string, string> = {
      can: "can't",
      will: "won't",
      would: "wouldn't",
      could: "couldn't",
      should: "shouldn't",
      must: "mustn't",
      might: 'might not',
      may: 'may not',
    };
    const negModal = modal !== null && !isPassive && v.verb.negative;
    if (modal && !isPassive) {
      const said = negModal ? aux.replace(/^\w+/, (w) => notModal[w] ?? w) : aux;
      // ("can't stop kissing his feet": the tagger may give the modal as the verb, and the rest as what follows)
      const told = /^(can|will|would|could|should|might|must|may)$/.test(base)
        ? said
        : `${said} ${/have$/.test(aux) ? verb.participle : /be$/.test(aux) ? participle : base}`;
      verb = { base: told, past: told, present: told, gerund: told, participle: told };
    }
    // "have been married 25 years", "has taught here": the perfect is kept, never a bare past
    // ("she's learning to talk again": an "'s" before a word in -ing is "is", never "has")
    const lastTerm = v.terms[v.terms.length - 1].index;
    const ingMain = /ing$/i.test(sentences[lastTerm[0]]?.[lastTerm[1]]?.lower ?? '');
    const sIs = ingMain && /^has$/i.test(v.verb.auxiliary.trim()) && /'s\b/i.test(told);
    const perfect = !isPassive && !modal && /^(have|has|'ve)( been)?$/i.test(v.verb.auxiliary.trim()) && !sIs;
    // ("he's been through a lot": "you have been through a lot", never "you are through a lot")
    if (perfect && (base !== 'be' || !/been$/i.test(v.verb.auxiliary.trim()))) {
      // ("has been counting the days": the perfect goes on, "been counting", never "been counted")
      const main = v.terms[v.terms.length - 1].index;
      const going = /been$/i.test(v.verb.auxiliary.trim()) && /ing$/i.test(sentences[main[0]]?.[main[1]]?.lower ?? '');
      const done = `${/been$/i.test(v.verb.auxiliary.trim()) ? 'been ' : ''}${going ? verb.gerund : base === 'get' ? 'got' : verb.participle}`;
      Object.assign(verb, { base: `have ${done}`, present: `has ${done}`, past: `had ${done}`, participle: done });
    }
    // "is moving to Oslo": the progressive is kept ("you are moving to Oslo", not "you move")
    const progressive =
      !perfect && !isPassive && !modal && base !== 'be' && (/^(am|is|are|was|were|'m|'re|'s)$/i.test(aux) || sIs);
    if (progressive)
      Object.assign(verb, {
        base: `be ${verb.gerund}`,
        present: `is ${verb.gerund}`,
        past: `was ${verb.gerund}`,
        participle: `been ${verb.gerund}`,
      });
    const tense: StoryEvent['tense'] =
      !perfect &&
      // ("we've done trail rides": compromise gives "have done" as one verb, a present perfect)
      !/^present-perfect$/.test((g as { form?: string }).form ?? '') &&
      !(modal && !/have/.test(aux)) &&
      (/Past/.test(g.tense ?? '') || /^(was|were)$/i.test(v.verb.auxiliary.trim())) &&
      !/^(am|is|are)\b/.test(v.verb.auxiliary)
        ? 'past'
        : 'present';
    const parts = splitParts(predicate);
    // ("spent 5 years with Arjun": the years are what was spent, never "spent for five years")
    if (/^(spend|take)$/.test(verb.base) && /^for \S/.test(parts[0]?.sung ?? ''))
      parts[0] = { kind: 'object', sung: parts[0]!.sung.slice(4) };
    if (objectFirst.length > 0) {
      if (parts[0]?.kind === 'object') parts[0] = { ...parts[0], kind: 'phrase' };
      parts.unshift({ kind: 'object', sung: sungText(objectFirst) });
    }
    // (a phrase of when or where that opened the clause goes after the rest, or right after what the verb was done to
    // when the rest is long; "every Christmas Eve", "last year" is a time)
    if (frontedPart.length > 0) {
      const object = parts[0]?.kind === 'object' ? 1 : 0;
      const at = parts.length - object < 4 ? parts.length : object;
      const when = !has(frontedPart[0], 'Preposition') && frontedPart.some((t) => has(t, 'Date'));
      parts.splice(
        at,
        0,
        ...splitParts(frontedPart).map((p) =>
          when ? { ...p, kind: 'time' as const } : p.kind === 'object' ? { ...p, kind: 'phrase' as const } : p,
        ),
      );
    }
    const adverbs = v.verb.preAdverbs.map((a) => a.toLowerCase()).filter((a) => /^[a-z]+$/.test(a));
    // "and still whistles", "and never once let me": the tagger leaves these out of the verb phrase
    if (adverbs.length === 0 || adverbs.every((a) => SUBJECT_ADVERB.test(a))) {
      const before = sentence
        .slice(k + 1, first)
        .map((t) => t.lower)
        .filter((w) => SUBJECT_ADVERB.test(w));
      if (before.length > 0) adverbs.splice(0, adverbs.length, ...before);
    }
    // ("Miller & Sons Plumbing turns 50! founded by my grandfather in 1974": a past with no subject before it and "by"
    // after it is done to the one before, "was founded by my grandfather")
    if (
      subjectToks.length === 0 &&
      tense === 'past' &&
      !verb.base.includes(' ') &&
      verb.past === verb.participle &&
      /^by /.test(parts[0]?.sung ?? '') &&
      /ed$/.test(verb.past) &&
      // ("waited by the door every day": "by" a place is where, no one who did it)
      !/^by (the|a|an|his|her|their|its|my|our|your) (door|window|gate|fire|sea|river|lake|phone|bed|road|fence|stove|bus stop|kettle)\b/i.test(
        parts[0]?.sung ?? '',
      )
    )
      verb = {
        base: `be ${verb.participle}`,
        past: `was ${verb.participle}`,
        present: `is ${verb.participle}`,
        gerund: `being ${verb.participle}`,
        participle: `been ${verb.participle}`,
      };
    const phrase = [
      withAdverbs(adverbs, tense === 'past' ? verb.past : verb.present),
      ...parts.map((p) => p.sung),
    ].join(' ');
    if (!events.some((x) => x.phrase === phrase)) {
      const event: StoryEvent = {
        told,
        actor,
        verb,
        tense,
        adverbs,
        // ("still never missed a school play": "never" after another adverb still says never)
        negative: (v.verb.negative || adverbs.includes('never')) && !negModal,
        parts,
        phrase,
        sad: isSad(verb.base, parts, v.verb.negative),
      };
      events.push(event);
      sentenceOf.set(event, s);
      // "Our captain Imran hit a six": a verb whose past is its bare form, told bare, may be either
      if (
        tense === 'present' &&
        !aux &&
        !perfect &&
        !progressive &&
        !isPassive &&
        !modal &&
        verb.past === verb.base &&
        sentence[first].lower === verb.base
      ) {
        const last = subjectToks[subjectToks.length - 1];
        // (after one that is not "I", "we", "you" or "they", the present would be "hits": it is the past)
        const single =
          last !== undefined &&
          !/^(i|we|you|they|and)$/.test(last.lower) &&
          !has(last, 'Plural') &&
          !subjectToks.some((t) => /^(and|&)$/.test(t.lower));
        bare.set(event, { s, single });
      }
    }
  });
  // "Calmest person we've ever met.": a sentence that is only such a noun says who the listener is ("you are the
  // calmest person / we have ever met")
  sentences.forEach((sentence, s) => {
    if (events.some((e) => sentenceOf.get(e) === s)) return;
    const at = sentence.findIndex((t, i) => i > 0 && beyondAll(sentence, i));
    if (at < 0) return;
    // (or follows a comma: "For Tom, the best boss I ever had")
    let from = at - 1;
    while (from > 0 && !/,/.test(sentence[from - 1].post)) from--;
    const np = sentence.slice(from, /^(that|who|whom)$/.test(sentence[at - 1].lower) ? at - 1 : at);
    if (np.length === 0) return;
    if (!np.every((t) => has(t, 'Noun', 'Adjective', 'Determiner', 'Possessive') && !has(t, 'Pronoun', 'Verb'))) return;
    const head = np.map((t, i) => (i === 0 && !nameish(t, sentence) ? { ...t, text: t.lower } : t));
    const object = `${has(np[0], 'Determiner', 'Possessive') ? '' : 'the '}${sungText(head)}`;
    // the clause ends with its verb ("we have ever met", "I know"); a verb after it is what the one described does
    let end = at + 1;
    let verbs = 0;
    while (end < sentence.length) {
      const t = sentence[end];
      if (/^(ever|never|just|really|truly)$/.test(t.lower)) end++;
      else if (has(t, 'Verb') && !(verbs > 0 && has(t, 'PresentTense') && /s$/.test(t.lower))) {
        verbs++;
        end++;
      } else break;
    }
    const parts: EventPart[] = [
      { kind: 'object', sung: object },
      { kind: 'phrase', sung: sungText(sentence.slice(at, end)) },
    ];
    const actor: StoryActor = plural ? { kind: 'recipients' } : { kind: 'recipient' };
    const rest = sentence.slice(end);
    const does =
      rest.length > 0 ? (nlp(`she ${rest[0].lower}`).verbs().conjugate() as Record<string, string>[])[0] : undefined;
    if (does?.Infinitive && does.PresentTense === rest[0].lower) {
      // ("the funniest man I know turns 50": he turns fifty)
      const after = splitParts(rest.slice(1));
      const verb: StoryVerb = {
        base: does.Infinitive,
        past: does.PastTense ?? does.Infinitive,
        present: does.PresentTense,
        gerund: does.Gerund ?? `${does.Infinitive}ing`,
        participle: does.Participle ?? does.PastTense ?? does.Infinitive,
      };
      const event: StoryEvent = {
        told: rest.map((t) => t.text).join(' '),
        actor,
        verb,
        tense: 'present',
        adverbs: [],
        negative: false,
        parts: after,
        phrase: [verb.present, ...after.map((p) => p.sung)].join(' '),
        sad: isSad(verb.base, after),
      };
      const next = events.findIndex((e) => (sentenceOf.get(e) ?? 0) > s);
      events.splice(next < 0 ? events.length : next, 0, event);
      sentenceOf.set(event, s);
    } else if (rest.length > 0) return;
    const event: StoryEvent = {
      told: sentence.map((t) => t.text).join(' '),
      actor,
      verb: { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' },
      tense: 'present',
      adverbs: [],
      negative: false,
      parts,
      phrase: ['is', ...parts.map((p) => p.sung)].join(' '),
      sad: false,
    };
    const next = events.findIndex((e) => (sentenceOf.get(e) ?? 0) > s);
    events.splice(next < 0 ? events.length : next, 0, event);
    sentenceOf.set(event, s);
  });
  // "Mr. Tanaka, our neighbour, a fisherman for 50 years", "for Auntie Bisi, the best jollof rice maker in all of
  // Houston", "A coal miner, a pigeon racer, a terrible singer": who the one the song is for is, told with no verb,
  // after their name or as a sentence of its own, is sung as such ("you were a fisherman for fifty years")
  if (!plural && !aboutSubject) {
    const gone = events.some((e) => (e.actor.kind === 'recipient' || e.actor.kind === 'recipients') && tellsDeath(e));
    const named = (t: Tok) =>
      recipientNames.some((n) => n.split(/[\s-]+/).includes(t.text.replace(/'s$/i, ''))) ||
      (kinOf(t.lower) !== undefined && recipientNames.some((n) => kinOf(n.toLowerCase()) === kinOf(t.lower)));
    sentences.forEach((sentence, s) => {
      const segments: Tok[][] = [[]];
      for (const t of sentence) {
        segments[segments.length - 1].push(t);
        if (/[,;:]/.test(t.post)) segments.push([]);
      }
      // (a verb inside "who sang anyway" leaves the sentence a list of who they are)
      const relativeAt = (seg: Tok[]) => seg.findIndex((t, k) => k > 1 && /^(who|that|which)$/.test(t.lower));
      const fragment = segments.every((seg) => {
        const r = relativeAt(seg);
        return !(r < 0 ? seg : seg.slice(0, r)).some(
          (t) => has(t, 'Verb') && !has(t, 'Gerund', 'Participle', 'Adjective'),
        );
      });
      let chained = false;
      segments.forEach((whole, g) => {
        // ("a terrible singer who sang anyway": the one described, and what the clause adds)
        const r = relativeAt(whole);
        const seg = r < 0 ? whole : whole.slice(0, r);
        // ("a marathon runner and the best godfather ever", "the best jollof rice maker in all of Houston")
        const np =
          seg.length >= 2 &&
          seg.length <= 10 &&
          /^(a|an|the|our|my)$/.test(seg[0].lower) &&
          seg.every(
            (t) => !has(t, 'Verb', 'Pronoun') || has(t, 'Possessive') || (has(t, 'Adjective') && !has(t, 'Gerund')),
          ) &&
          !seg.some((t) =>
            /^(song|birthday|anniversary|wedding|retirement|party|day|surprise|gift|present)$/.test(t.lower),
          );
        // ("Spreadsheet wizard. Unofficial office DJ. Terrible at darts. Tough but fair.": with no article, in a
        // sentence of its own, a role is "a spreadsheet wizard" and a describing word is what they are)
        const words = seg.filter((t) => !/^[.!?]+$/.test(t.text));
        const bare =
          fragment &&
          s > 0 &&
          !np &&
          words.length >= 1 &&
          words.length <= 6 &&
          !/^(a|an|the|our|my|no|not|best|happy|merry|dear|love|thanks|cheers|congrats|congratulations)$/.test(
            words[0].lower,
          ) &&
          // ("2 years of chemo. Kwame. he kept making jokes": a name said alone is no role)
          !words.some((t) =>
            [...recipientNames, ...people.map((p) => p.name)].some((n) =>
              n.toLowerCase().split(/\s+/).includes(t.lower),
            ),
          ) &&
          !words.some(
            (t) =>
              has(t, 'Verb', 'Pronoun', 'Value', 'Date', 'Place', 'Person') ||
              OCCASION_WORDS.test(t.lower) ||
              (t.cap && t.i > 0 && !isInitialism(t)),
          );
        const prep = words.findIndex((t) => has(t, 'Preposition'));
        const describing =
          bare &&
          has(words[0], 'Adjective') &&
          words
            .slice(0, prep < 0 ? words.length : prep)
            .every((t) => has(t, 'Adjective', 'Conjunction', 'Adverb') && !has(t, 'Noun'));
        const role =
          bare &&
          !describing &&
          prep < 0 &&
          // ("Civil engineering.": a field of study is no one's role)
          !/(ing|ics|ology|istry|medicine|law)$/.test(words[words.length - 1].lower) &&
          words.every((t) => has(t, 'Noun', 'Adjective') && !has(t, 'Plural')) &&
          has(words[words.length - 1], 'Singular');
        if ((describing || role) && !(g > 0 && !chained && !describing && !role)) {
          // (a people's name keeps its capital: "a German shepherd")
          const text = sungText(
            words.map((t, k) =>
              k === 0 && !isInitialism(t) && !NATIONALITY.test(t.text) ? { ...t, text: t.lower } : t,
            ),
          );
          const sung = role ? `${/^(a|e|i|o|un[^i]|hon|hour)/i.test(text) ? 'an' : 'a'} ${text}` : text;
          const event: StoryEvent = {
            told: words.map((t) => t.text).join(' '),
            actor: { kind: 'recipient' },
            verb: { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' },
            tense: gone ? 'past' : 'present',
            adverbs: [],
            negative: false,
            parts: [{ kind: role ? 'object' : 'phrase', sung }],
            phrase: `${gone ? 'was' : 'is'} ${sung}`,
            sad: false,
          };
          const next = events.findIndex((e) => (sentenceOf.get(e) ?? 0) > s);
          events.splice(next < 0 ? events.length : next, 0, event);
          sentenceOf.set(event, s);
          return;
        }
        const head = np ? seg.slice(1).find((t, k, rest) => has(t, 'Noun') && !has(rest[k + 1], 'Noun')) : undefined;
        const prev = segments[g - 1];
        // ("Mr. Tanaka Hiroshi, our neighbour": the name just before the comma)
        // (or a list that goes on from "she is a lawyer, a runner, a terrible cook")
        const after =
          prev !== undefined &&
          (prev.slice(-3).some(named) ||
            (g === 1 &&
              /^(is|was|'s)$/.test(prev[1]?.lower ?? '') &&
              (/^(she|he)$/.test(prev[0].lower) || named(prev[0])) &&
              /^(a|an|the)$/.test(prev[2]?.lower ?? '')));
        if (
          !np ||
          !head ||
          // ("Mochi, our cat", "Tom, my brother": what the name is to the buyer, told already)
          (seg.length === 2 && (PET_KINDS.test(seg[1].lower) || kinOf(seg[1].lower) !== undefined)) ||
          has(head, 'Date', 'Value', 'Place') ||
          nameish(head, sentence) ||
          // ("A lullaby from mum and dad": what the song is to be, no one's role)
          new RegExp(`^(${SONG_KINDS}|lullabies|songs|track|melody)$`).test(head.lower) ||
          // ("- the rooftop, the cheap vinho verde, the broken elevator": things remembered, no one's role)
          !(after || chained || (fragment && g === 0 && s > 0 && seg[0].lower !== 'the'))
        ) {
          chained = false;
          return;
        }
        chained = true;
        const toks = whole.map((t, k) => (k === 0 ? { ...t, text: t.lower } : t));
        const sung = sungText(toks).replace(/[.!?,;:]+$/, '');
        if (events.some((e) => sentenceOf.get(e) === s && e.phrase.includes(sung))) return;
        const told = whole.map((t) => t.text).join(' ');
        // ("who sang anyway" is sung with the singer it tells of)
        for (let k = events.length - 1; k >= 0; k--)
          if (sentenceOf.get(events[k]) === s && r >= 0 && told.includes(events[k].told)) events.splice(k, 1);
        const event: StoryEvent = {
          told,
          actor: { kind: 'recipient' },
          verb: { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' },
          tense: gone ? 'past' : 'present',
          adverbs: [],
          negative: false,
          parts: [{ kind: 'object', sung }],
          phrase: `${gone ? 'was' : 'is'} ${sung}`,
          sad: false,
        };
        const next = events.findIndex((e) => (sentenceOf.get(e) ?? 0) > s);
        events.splice(next < 0 ? events.length : next, 0, event);
        sentenceOf.set(event, s);
      });
    });
  }
  for (const e of events) {
    // ("He's 13": "'s" before a number is "is")
    if (e.verb.base === 'have' && /'s\s+\d/.test(e.told) && e.parts.length > 0) {
      e.verb = { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' };
      e.phrase = e.phrase.replace(/^(has|had)\b/, e.tense === 'past' ? 'was' : 'is');
    }
  }
  // ("i just want to say i hope she's happy": what is said is told in its own clause; "wants to say I" is nothing)
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    // ("get well soon saba": the wish the song makes, no thing that happened)
    if (
      (/^(gets well|feels better)\b/.test(e.phrase) && !/^\s*(he|she|they|\p{Lu})/u.test(e.told)) ||
      // ("never once made me feel like i wasnt his": without what it felt like, it says the opposite)
      /\b(feel|feels|felt)$/.test(e.phrase)
    ) {
      events.splice(i, 1);
      continue;
    }
    // ("can you make something gentle", "please make it funny": what the buyer asks of the shop)
    const opens = sentences[sentenceOf.get(e) ?? -1]?.map((t) => t.lower) ?? [];
    if (
      /^\s*(can|could|would|will) you\b|^\s*please\b/i.test(e.told) ||
      (/^(can|could|would|will)$/.test(opens[0] ?? '') && opens[1] === 'you') ||
      // ("Please mention her garden, she grows the biggest rhubarb": what she does, after the asking, is told)
      (opens[0] === 'please' && !/^\s*(he|she|they|we|i|my|our|his|her|their)\b/i.test(e.told))
    ) {
      events.splice(i, 1);
      continue;
    }
    // ("He's 13, obsessed with chess": a participle after a comma goes on with the "is" before it)
    const before = events[i - 1];
    if (
      before &&
      before.verb.base === 'be' &&
      sentenceOf.get(before) === sentenceOf.get(e) &&
      e.tense === 'past' &&
      e.told.split(/\s+/)[0]?.toLowerCase() === e.verb.participle &&
      /^(with|about|by|of|in|on|to|for|at)\b/.test(e.parts[0]?.sung ?? '')
    ) {
      const sung = `${e.verb.participle} ${e.parts.map((p) => p.sung).join(' ')}`;
      e.verb = before.verb;
      e.tense = before.tense;
      e.parts = [{ kind: 'phrase', sung }];
      e.phrase = `${before.tense === 'past' ? 'was' : 'is'} ${sung}`;
    }
    // ("Do not make it sad.", "make it fun pls u get me": how the buyer wants the song, nothing that happened)
    {
      const opens = (sentences[sentenceOf.get(e) ?? -1] ?? []).map((t) => t.lower).join(' ');
      if (
        /^(and |but |so )?(please |pls |plz )?(do not |don't |dont |just )?(make|keep) (it|this|the song)\b/.test(
          opens,
        ) ||
        /\b(make|keep) (it|this|the song) (fun|funny|sad|happy|upbeat|short|gentle|slow|light|simple|sweet|cheesy|soppy|rock|loud)\b/.test(
          e.told.toLowerCase(),
        ) ||
        /\bnot (too )?(sad|soppy|cheesy|slow)\b/i.test(e.told)
      ) {
        events.splice(i, 1);
        continue;
      }
    }
    // ("Service is on the 20th": the arrangements of a funeral are no part of the song)
    if (
      e.actor.kind === 'other' &&
      /^(the )?(service|funeral|wake|viewing|burial|cremation|memorial)\b/i.test(e.actor.told)
    ) {
      events.splice(i, 1);
      continue;
    }
    // ("We are throwing her a party on Friday", "We are all flying to Lagos for the party", "I'm surprising my fiancé
    // at our wedding reception", "Our first dance will be right after": the plans for the day the song is played at
    // are the buyer's arrangements, no part of the story)
    if (
      (e.actor.kind === 'buyer' || (e.actor.kind === 'other' && /^(we|i|us|our\b.*|my\b.*)$/i.test(e.actor.told))) &&
      e.tense === 'present' &&
      (/^(be \w+ing|will\b)/.test(e.verb.base) ||
        /^(will|going to)\b/.test(e.phrase) ||
        /^(will|going to)\b/i.test(e.verb.present) ||
        (e.verb.base === 'be' && /^(is|are|am)( all| both)? \w+ing\b/.test(e.phrase))) &&
      /\b(party|reception|surprise|surprising|first dance|celebration|do|bash|gathering|kickoff|dinner|video|playing it|speech)\b/i.test(
        `${e.actor.kind === 'other' ? e.actor.told : ''} ${e.phrase}`,
      )
    ) {
      events.splice(i, 1);
      continue;
    }
    // ("Grandpa Wojciech (we call him Dziadek)": what the listener is called is no event; the song calls them so)
    if (
      e.verb.base === 'call' &&
      e.parts.some((p) => recipientNames.some((n) => p.sung.includes(n) || n.includes(p.sung.split(/\s+/).pop() ?? '')))
    ) {
      events.splice(i, 1);
      continue;
    }
    // ("Love you always.", "miss you lots": the buyer's sign-off, nothing the listener did)
    if (/^\s*(love|miss|luv) (you|ya|u)\b/i.test(e.told)) {
      events.splice(i, 1);
      continue;
    }
    // ("Gone now.": no going anywhere; they are gone)
    if (e.verb.base === 'go' && /^\s*gone\b/i.test(e.told)) {
      e.verb = { base: 'be', past: 'was', present: 'is', gerund: 'being', participle: 'been' };
      e.parts = [{ kind: 'phrase', sung: 'gone' }, ...e.parts];
      e.tense = 'present';
      e.sad = true;
      e.phrase = ['is', ...e.parts.map((p) => p.sung)].join(' ');
    }
    // ("Regulars want to celebrate them", "I want to play her a song while she can still hear it": what the song
    // is for, told to the shop; nothing that happened, nor anything said in that sentence after it)
    if (
      /^(want|wish|would like|like|hope|plan|need)$/.test(e.verb.base) &&
      /^to (celebrate|thank|honou?r|surprise|play|give|sing|make|dedicate|say goodbye|send|gift|mark|remember)\b/.test(
        e.parts[0]?.sung ?? '',
      ) &&
      /\b(song|celebrate|surprise|honou?r|thank|them|him|her)\b/.test(e.parts.map((p) => p.sung).join(' '))
    ) {
      const s = sentenceOf.get(e);
      for (let j = events.length - 1; j >= i; j--) if (sentenceOf.get(events[j]) === s) events.splice(j, 1);
      continue;
    }
    // ("I want to play her a song while she can still hear it": a sentence that tells the shop what the song is for
    // tells nothing that happened, but for what it asks the song to say: "... just to say she was loved")
    {
      const words = (sentences[sentenceOf.get(e) ?? -1] ?? []).map((t) => t.lower);
      const line = words.join(' ');
      const at = line.indexOf(e.told.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ''));
      if (
        /^(i|we|they|the \w+|\w+s) (really )?(want|wants|wanted|would like|'d like|d like|hope|hoped|need) (a|to|this|the|something)\b/.test(
          line,
        ) &&
        /\b(song|celebrate|surprise|play|sing)\b/.test(line.slice(0, at < 0 ? line.length : at)) &&
        !/\b(say|tell|know|show|remind)( \w+)?( that)?\s*$/.test(at < 0 ? '' : line.slice(0, at)) &&
        // ("we want a song for Dad, who still plays golf": who he is stays)
        !/\b(who|whose|which)\b/.test(at < 0 ? '' : line.slice(0, at))
      ) {
        events.splice(i, 1);
        continue;
      }
    }
    // ("thank you to our director Agnieszka": the thanks the song gives, nothing anyone did)
    if (e.verb.base === 'thank' && /^\s*thank/i.test(e.told)) {
      events.splice(i, 1);
      continue;
    }
    // ("name tag says Joao": the name it gives, nothing anyone did)
    if (e.verb.base === 'say' && e.actor.kind === 'other' && /\b(tag|badge|sign|label|card)$/i.test(e.actor.told)) {
      events.splice(i, 1);
      continue;
    }
    // ("he still hasn't recovered": "has" with a participle after it is the perfect, not "has" a thing)
    const done = e.parts[0];
    if (
      e.verb.base === 'have' &&
      done &&
      e.parts.length === 1 &&
      /^\p{Ll}+(ed|en)$/u.test(done.sung) &&
      !/^(children|women|men|garden|kitchen|chicken|oven|heaven|linen|kitten)$/.test(done.sung)
    ) {
      e.verb = {
        base: `have ${done.sung}`,
        past: `had ${done.sung}`,
        present: `has ${done.sung}`,
        gerund: `having ${done.sung}`,
        participle: `had ${done.sung}`,
      };
      e.parts = [];
    }
    // ("who passed in 2023": the verb is "passed", the year is when; and passing is a death)
    const particle = /^(\S+) (in|on|at)$/.exec(e.verb.base);
    const first = e.parts[0];
    if (particle && first && (first.kind === 'time' || first.kind === 'place') && !/^(in|on|at)\b/.test(first.sung)) {
      const cut = (v: string) => v.replace(/ (in|on|at)$/, '');
      e.verb = {
        base: cut(e.verb.base),
        past: cut(e.verb.past),
        present: cut(e.verb.present),
        gerund: cut(e.verb.gerund),
        participle: cut(e.verb.participle),
      };
      e.parts[0] = { ...first, sung: `${particle[2]} ${first.sung}` };
      if (e.verb.base === 'pass') e.sad = true;
    }
    const last = e.parts[e.parts.length - 1];
    if (!last || !/(^|\s)(I|we|he|she|they)$/.test(last.sung)) continue;
    const rest = last.sung.replace(/\s*\b(I|we|he|she|they)$/, '');
    // ("I still can't believe she said yes": the believing is told by what was believed)
    const without = `${e.verb.base} ${rest}`.trim();
    if (/\b(say|tell|think|know|hope|wish|feel|believe|admit|promise|mean)$/i.test(without)) events.splice(i, 1);
    else if (rest === '') e.parts.pop();
    else e.parts[e.parts.length - 1] = { ...last, sung: rest };
    if (events[i] === e) e.phrase = e.phrase.replace(/\s+(I|we|he|she|they)$/, '');
  }
  // (or after "I" or "we", the past when the other verbs of its sentence, or of the story, are all past)
  for (const [event, { s, single }] of bare) {
    const others = events.filter((e) => !bare.has(e));
    const near = others.filter((e) => sentenceOf.get(e) === s);
    const told = near.length > 0 ? near : others;
    if (single || (told.length > 0 && told.every((e) => e.tense === 'past'))) {
      event.tense = 'past';
      event.phrase = [...event.adverbs, event.verb.past, ...event.parts.map((p) => p.sung)].join(' ');
    }
  }
  // ("is getting married in June and moving to Lisbon", "is starting school and learning to swim": a second thing
  // being done is an event of its own, never "In June and moving / To Lisbon")
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (!/^be\b/.test(e.verb.base)) continue;
    const at = e.parts.findIndex((p) => / and \p{L}+ing\b/u.test(p.sung));
    if (at < 0) continue;
    const m = /^(.*?) and (\p{L}+ing)\b\s*(.*)$/u.exec(e.parts[at].sung);
    if (
      !m ||
      /^(thing|everything|nothing|something|anything|morning|evening|wedding|building|ceiling|king|spring|ring|string|wing|sibling|darling|pudding|stuffing|icing|clothing|meeting|painting|drawing|feeling|earring|ending)$/.test(
        m[2],
      )
    )
      continue;
    const keep = [...e.parts.slice(0, at), ...(m[1] ? [{ ...e.parts[at], sung: m[1] }] : [])];
    const rest = [...(m[3] ? [{ kind: 'phrase' as const, sung: m[3] }] : []), ...e.parts.slice(at + 1)];
    const second0: StoryEvent = {
      ...e,
      verb: {
        base: `be ${m[2]}`,
        past: `was ${m[2]}`,
        present: `is ${m[2]}`,
        gerund: m[2],
        participle: `been ${m[2]}`,
      },
      adverbs: [],
      parts: rest,
    };
    const second = { ...second0, phrase: phraseOf(second0) };
    e.parts = keep;
    e.phrase = phraseOf(e);
    events.splice(i + 1, 0, second);
    sentenceOf.set(second, sentenceOf.get(e) ?? 0);
  }
  for (const e of events) {
    const s = sentenceOf.get(e);
    if (s !== undefined) toldIn.set(e, s);
  }
  return events;
}

/** What a buyer asks of the song, or says of it, rather than tells: never a moment of the story. */
const ASKING =
  /^(song|songs|lullaby|play|playing|funny|silly|make|want|wants|please|pls|plz|keep|something|tone|vibe|upbeat|sad|happy|merry|dear|love|thanks|thank|cheers|congrats|congratulations|hi|hello|hey|for|to|from|no|not|nothing|lol|haha|xx|xoxo|ps|p\.s\.?|style|genre|surprise|gift|present|reason|party|occasion)$/;

/**
 * Sentences told with no verb that are lists of moments: "Grandma's pierogi, the tree that always leans left, Uncle
 * Marek falling asleep during the Queen's speech, and the dog eating the tinsel"; "Every saturday in the rain with
 * oranges at half time". Each item is sung as it is (a songwriter's list verse); a sentence that names the
 * occasion, the one the song is for, or asks something of the song is none.
 */
function findMoments(
  sentences: Tok[][],
  toldIn: Map<StoryEvent, number>,
  events: StoryEvent[],
): { moments: StoryMoment[]; listed: Set<number> } {
  const out: StoryMoment[] = [];
  const listed = new Set<number>();
  // (a sentence some event was told in is a moment only as a list of three or more: its events are inside them)
  const told = new Set(toldIn.values());
  sentences.forEach((sentence, s) => {
    const words = sentence.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
    if (words.length < 3) return;
    // (an occasion's word names the occasion, unless it describes a thing: "the Christmas jumper competition")
    const occasionNamed = words.some(
      (t, k) =>
        OCCASION_WORDS.test(t.lower) &&
        !(!/[,;.!?]/.test(t.post) && has(words[k + 1], 'Noun') && !OCCASION_WORDS.test(words[k + 1].lower)),
    );
    // ("Song about our road trip on Route 66, a broken Honda Civic, flat tire in Amarillo, best burgers in Tucumcari":
    // what the song is asked to be comes first; the list after it is the story's)
    const firstComma = sentence.findIndex((t) => /,/.test(t.post));
    const commas = sentence.filter((t) => /,/.test(t.post)).length;
    const asks = (toks: Tok[]) =>
      toks.some(
        (t, k) =>
          (OCCASION_WORDS.test(t.lower) &&
            !(!/[,;.!?]/.test(t.post) && has(toks[k + 1], 'Noun') && !OCCASION_WORDS.test(toks[k + 1].lower))) ||
          ASKING.test(t.lower) ||
          has(t, 'Modal'),
      );
    let askedFirst = false;
    // (an asking word opens the sentence or one of its items: "from Jaipur" inside an item asks nothing)
    const opensItem = (t: Tok) => t === words[0] || /[,;:]/.test(sentence[t.i - 1]?.post ?? '');
    if (
      occasionNamed ||
      words.some((t) => (ASKING.test(t.lower) && opensItem(t)) || has(t, 'Modal')) ||
      // ("just a gentle lullaby please": what the song should be, asked for)
      /^(please|pls|plz)$/.test(words[words.length - 1].lower) ||
      words.some((t) => SONG_KIND.test(t.lower)) ||
      // (a sentence about someone by a pronoun is no list: "she knits")
      (has(words[0], 'Pronoun') && !has(words[0], 'Possessive'))
    ) {
      if (commas < 3 || firstComma < 0 || asks(sentence.slice(firstComma + 1))) return;
      askedFirst = true;
    }
    // (a verb only inside a clause that describes: "the tree that always leans left"; or told as a gerund: "Uncle
    // Marek falling asleep")
    let inClause = false;
    /** tokens of a verb of the sentence's own, outside any clause that describes */
    const verbed = new Set<number>();
    for (const t of sentence) {
      // ("the sprouts nobody eats": a clause with no "that" describes what comes before it)
      if (
        /^(that|who|which|where|when|nobody|everybody|everyone|someone|somebody)$/.test(t.lower) ||
        (has(t, 'Pronoun') &&
          t.i > 0 &&
          !has(t, 'Possessive') &&
          // ("..., we have been tight since 6th grade, he loves sneakers": a pronoun that opens an item is a clause's
          // subject, its verb the sentence's own)
          !(/[,;]/.test(sentence[t.i - 1]?.post ?? '') && /^(i|we|he|she|they|you)$/.test(t.lower)))
      )
        inClause = true;
      else if (has(t, 'Verb') && !has(t, 'Gerund', 'Participle', 'Adjective') && !inClause) verbed.add(t.i);
      if (/[,;]/.test(t.post)) inClause = false;
    }
    const segments: Tok[][] = [[]];
    for (const t of sentence) {
      if (
        /^(and|&)$/.test(t.lower) &&
        segments[segments.length - 1].length > 0 &&
        /[,;]/.test(sentence[t.i - 1]?.post ?? '')
      )
        continue;
      segments[segments.length - 1].push(t);
      if (/[,;]/.test(t.post)) segments.push([]);
    }
    // ("the red bicycle, the cinema ticket and the waltz in the kitchen": the list's last "and" starts an item too)
    const lastSeg = segments[segments.length - 1];
    const and = lastSeg.findIndex(
      (t, k) => k > 0 && /^(and|&)$/.test(t.lower) && has(lastSeg[k + 1], 'Determiner', 'Possessive'),
    );
    if (segments.length > 1 && and > 0)
      segments.splice(segments.length - 1, 1, lastSeg.slice(0, and), lastSeg.slice(and + 1));
    if (askedFirst) {
      segments.shift();
      if (segments.some((seg) => seg.some((t) => verbed.has(t.i)))) return;
    }
    const after = events.filter((e) => (toldIn.get(e) ?? 0) < s).length;
    const lower = (seg: Tok[]) =>
      seg.map((t, k) =>
        k === 0 && !nameish(t, sentence) && !kinOf(t.lower) && !has(t, 'Place')
          ? { ...t, text: t.text.toLowerCase() }
          : t,
      );
    // ("Lisbon, rain, one umbrella": three or more short words with no verb are one line as told, a songwriter's own;
    // a word alone between commas names something, whatever else it could be: "rain")
    const bare = segments.map((seg) => seg.filter((t) => /[\p{L}\p{N}]/u.test(t.text)));
    if (
      !askedFirst &&
      !told.has(s) &&
      bare.length >= 3 &&
      bare.every((seg) => seg.length >= 1 && seg.length <= 3) &&
      bare.flat().length <= 9 &&
      bare.every((seg) => seg.length === 1 || !seg.some((t) => verbed.has(t.i) || has(t, 'Pronoun')))
    ) {
      listed.add(s);
      out.push({ sung: bare.map((seg) => sungText(lower(seg))).join(', '), after });
      return;
    }
    // ("single mom, two jobs, never missed a game": the things told with no verb before what was done are moments;
    // what was done stays an event)
    const withVerb = segments.map((seg) => seg.some((t) => verbed.has(t.i)));
    let mixed = false;
    if (withVerb.some(Boolean)) {
      const lead = withVerb.findIndex(Boolean);
      if (
        lead < 2 ||
        withVerb.slice(lead).some((v) => !v) ||
        segments
          .slice(0, lead)
          .some((seg) => seg.some((t) => has(t, 'Pronoun', 'Verb') || (has(t, 'ProperNoun') && !has(t, 'Place'))))
      )
        return;
      segments.splice(lead);
      mixed = true;
    }
    const items = segments
      .map((seg) => seg.filter((t) => /[\p{L}\p{N}]/u.test(t.text)))
      .map((seg) => (/^(and|&)$/.test(seg[0]?.lower ?? '') ? seg.slice(1) : seg))
      .filter(
        (seg) =>
          seg.length >= 2 &&
          seg.length <= 16 &&
          seg.some((t) => has(t, 'Noun') && !has(t, 'Value', 'Date')) &&
          // ("Mum and Dad's 40th": the occasion's own number; "for the first time" in a long item is no occasion)
          (seg.length >= 6 || !seg.some((t) => has(t, 'Ordinal'))) &&
          // (a name, a number or a year alone is sung among the story's items already: "Westfield High", "25 years")
          (seg.length >= 3 ||
            /['’]s$/.test(seg[0].text) ||
            // ("single mom, two jobs, never missed a game": two words before what was done)
            (mixed && !seg.some((t) => has(t, 'ProperNoun', 'Date')))),
      );
    // ("A coal miner, a pigeon racer, a terrible singer who sang anyway": who the listener is, read as such already)
    if (
      !mixed &&
      told.has(s) &&
      (items.length < 3 ||
        items.some((seg) => /^(a|an)$/.test(seg[0].lower)) ||
        events.some((e) => toldIn.get(e) === s && e.verb.base === 'be'))
    )
      return;
    if (items.length > 0 && !mixed) listed.add(s);
    for (const seg of items) {
      // (the first word in lower case, unless it names someone: "Dad's terrible singing", "Grandma cheating")
      const text = sungText(lower(seg));
      if (text.split(/\s+/).length >= 2) out.push({ sung: text, after });
    }
  });
  // ("theres a girl at my capoeira class": the apostrophe a moment sung as told was typed without)
  return {
    // ("so proud of her": a note of pride in the one sung to is said to them)
    moments: out.slice(0, 6).map((m) => ({
      ...m,
      sung: m.sung
        .replace(/\b([Tt]here|[Hh]ere|[Ww]here)s\b/g, "$1's")
        .replace(/^((?:so |very |really |so very )?proud of) (her|him|them)\b/i, '$1 you'),
    })),
    listed,
  };
}

/** A phrase of what was not done: "never missed a session", "did not call", "is not here". */
function negativePhrase(e: StoryEvent): string {
  const rest = e.parts.map((p) => p.sung);
  if (/\bnever\b/i.test(e.told))
    return [
      withAdverbs(
        [...e.adverbs.filter((a) => a !== 'never'), 'never'],
        e.tense === 'past' ? e.verb.past : e.verb.present,
      ),
      ...rest,
    ].join(' ');
  const [head, ...more] = e.verb.base.split(' ');
  const verb =
    head === 'be'
      ? [e.tense === 'past' ? 'was not' : 'is not', ...more]
      : [e.tense === 'past' ? 'did not' : 'does not', e.verb.base];
  return [...e.adverbs, ...verb, ...rest].join(' ');
}

/** An event's phrase as the reader tells it: its adverbs, its verb in its tense, its parts. */
function phraseOf(e: Pick<StoryEvent, 'adverbs' | 'tense' | 'verb' | 'parts'>): string {
  return [
    withAdverbs(e.adverbs, e.tense === 'past' ? e.verb.past : e.verb.present),
    ...e.parts.map((p) => p.sung),
  ].join(' ');
}

const MID_ADVERB =
  /^(never|always|often|just|already|ever|sometimes|usually|really|truly|finally|rarely|seldom|hardly|even|also)$/;
const AUXILIARY = /^(have|has|had|is|are|am|was|were|will|would|can|could|should|might|must|shall)$/;

/**
 * A verb with its adverbs where English puts them: after the first helping verb ("has never missed", "will always
 * be"), before a verb of one word ("never missed"). "still" and the like stay in front ("still has the ticket").
 */
export function withAdverbs(adverbs: string[], verb: string): string {
  const [aux, ...rest] = verb.split(' ');
  if (rest.length === 0 || !AUXILIARY.test(aux!)) return [...adverbs, verb].join(' ');
  const mid = adverbs.filter((a) => MID_ADVERB.test(a));
  return [...adverbs.filter((a) => !MID_ADVERB.test(a)), aux, ...mid, ...rest].join(' ');
}

/** The event tells that someone died ("died two years ago", "passed away in May", "passed in 2023"). */
export function tellsDeath(e: StoryEvent): boolean {
  return (
    !e.negative &&
    (/^(die|pass away|pass on)$/.test(e.verb.base) ||
      (e.verb.base === 'pass' && e.sad) ||
      // ("crossed the rainbow bridge yesterday", "we had to put him to sleep", "was laid to rest")
      /\b(rainbow bridge|crossed over|put (him|her|them) (down|to sleep)|put to sleep|laid to rest|lost (him|her|them)\b(?! (\w+ )?(keys|phone|job|way|wallet|temper|voice|bet|match|game|race)))/i.test(
        e.told,
      ))
  );
}

/** Hard things a story tells: an illness, its treatment, an injury, a death, a break-up. */
const SAD_THING =
  /\b(rainbow bridge|hip replacement|knee replacement|replacement|transplant|fracture|broken (hip|leg|arm|wrist)|chemo\w*|cancer|tumou?rs?|surgery|operation|hospital|hospice|funeral|stroke|heart attack|accident|illness|diagnosis|injury|injuries|dementia|alzheimer'?s|miscarriage|divorce|grave|cemetery|rehab|radiotherapy|dialysis|intensive care|icu|war|wars|bombing|refugee camp|flood|earthquake)\b/i;
/** Verbs of a hard thing whatever follows them. */
const SAD_VERB = /^(die|pass away|pass on|cheat|cheat on|suffer|grieve|mourn|divorce|miss|struggle|battle)$/;

/**
 * Whether an event tells a hard thing: a sad verb ("passed away", "cheated", "we miss him"), a hard thing in what
 * follows it ("is starting chemo", "was in hospital"), a bone or a heart broken ("broke her hip"), someone lost or
 * left ("lost her husband", "left me"), or what would have been ("would have been ninety").
 */
function isSad(base: string, parts: EventPart[], negative = false): boolean {
  const verb = base.replace(/^(be|have|had|has|get) (been )?/, '');
  const after = parts.map((p) => p.sung).join(' ');
  // ("never missed a day": not missing is being there)
  if (negative && verb === 'miss') return false;
  // ("has held more hands than anyone in this hospital", "worked at the hospital for 30 years": a hospital that is
  // someone's work, or the place the song is sung in, is no stay there)
  const workplace =
    /^(work|nurse|volunteer|serve|teach|train|manage|run|clean|cook)$/.test(verb) ||
    /\b(this|our|their|the same) (hospital|hospice)\b/i.test(after);
  const hard = SAD_THING.test(workplace ? after.replace(/\b(hospital|hospice)\b/gi, '') : after);
  if (SAD_VERB.test(verb) || hard || /^would have\b/.test(base)) return true;
  if (
    /^(break|broke|broken|tear|tore|torn|sprain|fracture|dislocate|injure|hurt|rupture|snap)$/.test(verb) &&
    /\b(hip|arm|leg|wrist|ankle|back|neck|heart|bones?|ribs?|knee|shoulder|collarbone|achilles|acl|ligaments?|tendons?|hamstrings?|muscles?|cartilage|meniscus|calf|foot|hand|elbow)\b/.test(
      after,
    )
  )
    return true;
  return (
    /^(lose|leave)$/.test(verb) && /^(me|us|him|her|them|my \w+|our \w+|his \w+|her \w+)$/.test(parts[0]?.sung ?? '')
  );
}

/** Words of when, not things: "the day we met" is no object of "met". */
const TIME_NOUN =
  /^(day|days|night|nights|time|times|year|years|week|weeks|month|months|moment|morning|evening|afternoon|summer|winter|spring|autumn|fall|weekend|hour|minute|second|way|reason|place)$/;

/** The noun phrase that ends `toks` ("the budgeting app", "our cat Biscotti" -> "Biscotti"), if it ends in a noun. */
function nounPhraseAtEnd(toks: Tok[]): Tok[] | undefined {
  let b = toks.length;
  while (
    b > 0 &&
    has(toks[b - 1], 'Determiner', 'Possessive', 'Adjective', 'Noun', 'ProperNoun', 'Value') &&
    !has(toks[b - 1], 'Verb', 'Preposition') &&
    !(has(toks[b - 1], 'Pronoun') && !has(toks[b - 1], 'Possessive')) &&
    (b === toks.length || !/[,;:.!?]/.test(toks[b - 1].post))
  )
    b--;
  // ("his own copy of mice and men", "a jar of honey": a noun's "of" and "and" phrases are the same thing)
  if (b > 1 && b < toks.length && /^(of|and)$/.test(toks[b - 1].lower) && has(toks[b - 2], 'Noun')) {
    const more = nounPhraseAtEnd(toks.slice(0, b - 1));
    if (more) b -= more.length + 1;
  }
  const np = toks.slice(b);
  const head = np[np.length - 1];
  // ("the same blue peugeot 504": a model's number after its name ends the thing)
  const model = head !== undefined && np.length > 1 && has(head, 'Value') && has(np[np.length - 2], 'Noun');
  if (!head || (!has(head, 'Noun') && !model) || has(head, 'Pronoun', 'Date', 'Duration') || TIME_NOUN.test(head.lower))
    return undefined;
  // a name at the end is who it is ("our cat Biscotti" -> "Biscotti")
  if (head.cap && np.length > 1 && !np.every((t) => t.cap)) {
    let n = np.length - 1;
    while (n > 0 && np[n - 1].cap && !has(np[n - 1], 'Determiner', 'Possessive')) n--;
    return np.slice(n);
  }
  return np;
}

function splitParts(toks: Tok[]): EventPart[] {
  const parts: EventPart[] = [];
  let cur: Tok[] = [];
  /** the words by their place in the sentence */
  const byIndex: Tok[] = [];
  for (const t of toks) byIndex[t.i] = t;
  const flush = () => {
    if (cur.length === 0) return;
    const kind: EventPart['kind'] = cur.some(isYear)
      ? 'time'
      : cur.some((t) => t.cap && has(t, 'Place', 'Organization'))
        ? 'place'
        : parts.length === 0 &&
            !has(cur[0], 'Preposition') &&
            // ("born 3 weeks early": how long is no thing)
            !(has(cur[0], 'Value') && /^(years?|months?|weeks?|days?|hours?|minutes?)$/.test(cur[1]?.lower ?? '')) &&
            !(
              cur.length === 1 &&
              (has(cur[0], 'Adverb') ||
                // ("started here": a word of where is no thing, whatever the tagger says)
                /^(here|there|home|abroad|away|back|together|everywhere|somewhere|anywhere|upstairs|downstairs|outside|inside)$/.test(
                  cur[0].lower,
                ))
            )
          ? 'object'
          : 'phrase';
    const sung = sungText(cur);
    // "married 25 years": a bare duration is sung "for twenty-five years"
    const duration = /^(\p{L}+[- ])*\p{L}+ (years|months|weeks|days)$/u.test(sung) && has(cur[0], 'Value');
    parts.push({ kind: duration ? 'phrase' : kind, sung: duration ? `for ${sung}` : sung });
    cur = [];
  };
  toks.forEach((t, idx) => {
    const prev = toks[idx - 1];
    // a preposition starts a new part, unless it binds to the noun before it ("ticket from the film")
    // ("to pay for it": an infinitive keeps what follows it)
    const infinitive =
      cur.length >= 2 &&
      cur[0].lower === 'to' &&
      has(cur[1], 'Verb') &&
      /^(it|them|me|us|him|her|you)$/.test(toks[idx + 1]?.lower ?? '');
    // ("after ten years on our street": where those years were spent goes with them)
    const afterDuration =
      cur.length > 0 &&
      /^(years?|months?|weeks?|days?)$/.test(cur[cur.length - 1].lower) &&
      /^(on|in|at|as)$/.test(t.lower);
    // ("on a train from Cork to Dublin": the way from one place to another is one part)
    const fromTo = t.lower === 'to' && cur.some((x) => x.lower === 'from') && toks[idx + 1]?.cap === true;
    // ("one by one", "day by day", "hand in hand": a word, its preposition and the word again are one way of doing;
    // "looking me dead in the eye" is one look)
    const idiom =
      (prev !== undefined &&
        /^(by|in|to|after)$/.test(t.lower) &&
        /^(one|day|step|bit|little|side|two|hand|year|week|night|arm|face|back|shoulder|cheek)$/.test(prev.lower) &&
        /^(one|day|step|bit|little|side|two|hand|year|week|night|arm|face|back|shoulder|cheek)$/.test(
          toks[idx + 1]?.lower ?? '',
        )) ||
      (t.lower === 'in' &&
        prev !== undefined &&
        /^(dead|straight|right)$/.test(prev.lower) &&
        toks[idx + 2]?.lower === 'eye');
    const startsPart =
      ((has(t, 'Preposition') && t.lower !== 'than') ||
        t.lower === 'to' ||
        // ("one by one while looking me dead in the eye": what was done meanwhile is a part of its own)
        (/^(while|whilst)$/.test(t.lower) && has(toks[idx + 1], 'Gerund'))) &&
      cur.length > 0 &&
      !fromTo &&
      !idiom &&
      !infinitive &&
      !afterDuration &&
      // (a list's last item keeps its own where and when: "bad puns, grilling and falling asleep during movies")
      !cur.some((x) => /,$| and$/.test(x.text)) &&
      !(/^(of|from)$/.test(t.lower) && prev && has(prev, 'Noun'));
    // "on the balcony herself even at 88": a reflexive is a part of its own, and "even", "only" or "just" go with the
    // phrase they lead
    const leads = /^(even|only|just|right|still)$/.test(t.lower) && has(toks[idx + 1], 'Preposition') && cur.length > 0;
    const led =
      prev !== undefined && cur.length === 1 && cur[0] === prev && /^(even|only|just|right|still)$/.test(prev.lower);
    if (has(t, 'Reflexive') && cur.length > 0) flush();
    // ("the calmest person / we have ever met": the clause after its noun is a part of its own)
    const beyond = cur.length > 0 && beyondAll(byIndex, t.i);
    // ("shovelled our driveway every single morning this winter while I was recovering": what went on meanwhile is a
    // part of its own)
    const when =
      cur.length > 0 &&
      /^(while|whilst|when|until|because|since)$/.test(t.lower) &&
      /^(i|we|he|she|they|you|it|my|our|his|her|their|the)$/.test(toks[idx + 1]?.lower ?? '');
    if ((startsPart && !led) || leads || beyond || when) flush();
    cur.push(t);
    if (has(t, 'Reflexive')) flush();
  });
  flush();
  // ("after 35 years driving school bus route 12": how long, and what was done all that time, is when, and moves as one)
  return parts.map((p) =>
    /^(?:after|for) (?:[\p{L}-]+ ){1,2}(?:years|months|decades) \p{Ll}+ing\b/u.test(p.sung)
      ? { ...p, kind: 'time' }
      : p,
  );
}
