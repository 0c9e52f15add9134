import { describe, expect, it } from 'vitest';
import { normaliseInput } from '../input';
import { readStory } from '../story/reader';
import { planSong } from '../compose/plan';
import type { GenerateInput } from '../types';
import { occasionAsName, rhymingShare } from './checks';
import { createLexicon } from '../pronounce/index';
import { linesRhyme } from './rhyme';
import { draftLyricsSync, songPlan } from './draft';
import { EndingRegister, songEndings } from './endings';
import { detectOccasion } from './occasions';
import { lineEnding, milestone, words, writeLyrics } from './writer';

const draft = (input: Partial<GenerateInput>) => draftLyricsSync({ prompt: 'a song', seed: 's1', ...input });
const allLines = (w: ReturnType<typeof draft>) => w.lyrics.sections.flatMap((s) => s.lines);
const text = (w: ReturnType<typeof draft>) => allLines(w).join('\n');
// a farewell whose buyer calls the listener by a short name, with a long event and a "known for"
const SID_FAREWELL: Partial<GenerateInput> = {
  prompt:
    'Farewell for Siddharth who is moving back to Chennai after six years in our Montreal office. Known for bringing filter coffee in a steel tumbler and fixing every printer.',
  event: 'farewell',
  recipient: 'Sid',
};

describe('writeLyrics', () => {
  it('follows the fixed structure with an identical chorus each time and new words in verse 2', () => {
    const w = draft({ prompt: 'for my sister Maya who turns 30 and loves surfing in Biarritz' });
    expect(w.lyrics.sections.map((s) => s.kind)).toEqual([
      'intro',
      'verse',
      'chorus',
      'verse',
      'chorus',
      'bridge',
      'chorus',
      'outro',
    ]);
    const choruses = w.lyrics.sections.filter((s) => s.kind === 'chorus').map((s) => s.lines.join('\n'));
    expect(new Set(choruses).size).toBe(1);
    const [v1, v2] = w.lyrics.sections.filter((s) => s.kind === 'verse').map((s) => s.lines);
    expect(v1.filter((l) => v2.includes(l))).toEqual([]);
  });

  it('names the recipient in the chorus and tells the story in the verses', () => {
    const w = draft({
      prompt: 'for my sister Maya who turns 30 and loves surfing in Biarritz. Her cat Miso sleeps on her surfboard.',
    });
    const chorus = w.lyrics.sections.find((s) => s.kind === 'chorus')!.lines.join(' ');
    expect(chorus).toContain('Maya');
    const sung = text(w);
    for (const word of ['thirty', 'surfing', 'Biarritz', 'Miso']) expect(sung).toContain(word);
    expect(w.occasion).toBe('birthday');
  });

  it('re-tells a story sentence to the person it is about, in the second person', () => {
    const w = draft({
      prompt: 'Dad rode a red bicycle to every date. He taught me to fish on Lake Tahoe.',
      recipient: 'Dad',
      relationship: 'my father',
      event: 'birthday',
    });
    const sung = text(w).toLowerCase();
    expect(sung).toContain('you rode that red bicycle');
    expect(sung).toContain('you taught me to fish');
    expect(sung).not.toMatch(/\b(he|dad) rode\b/);
  });

  it('sings "never" as never, a thing of the listener as theirs, and a phrasal verb whole', () => {
    const teacher = text(
      draft({ prompt: 'To Mr. Abernathy, my piano teacher, who never gave up on me even when I cried over scales.' }),
    );
    expect(teacher).toContain('You never gave up on me');
    expect(teacher).not.toMatch(/didn't give up|On me,/);
    const grandad = text(
      draft({
        prompt:
          'My grandad Kazimierz fixed clocks in a shop in Gdansk for fifty years. He kept a pocket watch from his father.',
        seed: 'g1',
      }),
    );
    expect(grandad).toMatch(/pocket watch from your father/);
    // six words of the story in a row are re-worded, not dropped: the pilot's event is sung
    const pilot = text(
      draft({ prompt: 'My niece Ingrid earned her pilot licence in Reykjavik after 200 hours of flying.' }),
    );
    expect(pilot).toMatch(/You earned your pilot licence/);
    expect(pilot).toMatch(/after all those two hundred hours of flying/i);
    // a long event is split over lines, not dropped
    const hamid = text(
      draft({
        prompt:
          'For my dad Hamid, who taught me to ride a bike in the park behind our flat in Tehran and still calls every Sunday.',
        event: 'birthday',
      }),
    );
    expect(hamid).toMatch(/You taught me/);
    expect(hamid).toMatch(/ride (a|that) bike/i);
    expect(hamid).toMatch(/park behind our flat/);
    // a line that would still be six of the buyer's words in a row is sung as two
    const coach = text(
      draft({
        prompt: 'For Coach Martina, who turned our hopeless netball team into county champions in two seasons.',
      }),
    );
    expect(coach).toMatch(/hopeless netball team/);
    expect(coach).toMatch(/county champions/i);
    // "you held my hand through chemo" (the buyer's own words to the listener) is broken, not re-worded into
    // "that hand"; "never once let me see you scared" keeps its "never"
    const raj = text(
      draft({ prompt: 'To my husband Raj: you held my hand through chemo and never once let me see you scared.' }),
    );
    expect(raj).toMatch(/you held my hand/i);
    expect(raj).toMatch(/you never let me see you scared/i);
    expect(raj).not.toMatch(/that hand|my hand and/);
    // what follows a verb directly stays after it ("we got lost near the Colosseum", never "Lost ..., we got")
    const chloe = text(
      draft({
        prompt: 'For my best friend Chloé. We met in 2009 on a school trip to Rome, got lost near the Colosseum.',
        seed: 'c2',
      }),
    );
    expect(chloe).toMatch(/got lost near the Colosseum/);
    expect(chloe).not.toMatch(/, we got\b/);
    expect(grandad).not.toMatch(/\bhis\b/i);
  });

  it('sings "we" for the singer and the listener, one singer for "my wife", and no "I love you" to a colleague', () => {
    const keiko = text(
      draft({
        prompt:
          'Happy 25th anniversary to my wife Keiko. We honeymooned in Kyoto and still cook ramen together every Friday.',
        recipient: 'Keiko',
        relationship: 'wife',
        event: 'anniversary',
      }),
    );
    expect(keiko).toMatch(/we honeymooned/i);
    expect(keiko).toMatch(/We still cook ramen together/);
    expect(keiko).not.toMatch(/\bI (honeymooned|still cook)\b|\bwe love you\b/i);
    const brenda = text(
      draft({
        prompt: 'Farewell to Brenda from accounts, who baked a cake for every birthday in the office for twelve years.',
        event: 'farewell',
      }),
    );
    expect(brenda).not.toMatch(/\b(love|adore|cherish) you, Brenda\b/i);
  });

  it('sings a couple as "you two", as their children, not as the couple', () => {
    const w = draft({
      prompt: 'Our parents Anna and Tomasz met at a dance in Krakow in 1975. For their 50th anniversary.',
    });
    expect(w.story.recipient.names).toEqual(['Anna', 'Tomasz']);
    const sung = text(w).toLowerCase();
    expect(sung).toContain('you two met');
    expect(sung).toContain('nineteen seventy-five');
    expect(sung).not.toMatch(/you and I, Anna/i);
  });

  it('never sings the occasion where a name belongs, nor a surname alone', () => {
    for (const [prompt, event, name] of [
      ['A farewell for our colleague Daniel Fischer, who ran the Friday quiz.', 'farewell', 'Daniel'],
      ['Retirement song for Mrs. Okonkwo, who taught chemistry for 32 years.', 'retirement', 'Mrs. Okonkwo'],
    ]) {
      for (const seed of ['a', 'b', 'c']) {
        const w = draft({ prompt, event, seed });
        const sung = text(w);
        expect(sung).toContain(name);
        expect(allLines(w).filter(occasionAsName)).toEqual([]);
        expect(sung).not.toMatch(/Fischer|(^|[^.] )Okonkwo/m);
      }
    }
  });

  it('sings approved lyrics word for word', () => {
    const lyrics = {
      sections: [
        { kind: 'verse' as const, label: 'Verse 1', lines: ['We wrote this line ourselves', 'and this one too'] },
        { kind: 'chorus' as const, label: 'Chorus', lines: ['Happy birthday, Ida'] },
      ],
    };
    const w = draft({ prompt: 'for Ida', lyrics });
    expect(w.lyrics).toEqual(lyrics);
    expect(w.meter[0].map((m) => m.syllables)).toEqual([7, 4]); // we-wrote-this-line-our-selves, and-this-one-too
  });

  it('treats template syntax and markup as data and never prints undefined/null/NaN', () => {
    const w = draft({
      title: '{{title}} ${process.env.HOME} <script>alert(1)</script>',
      prompt:
        'for {{name}} and ${user} <img src=x onerror=alert(1)> who loves undefined and null and NaN 🎉🎂 fucking great',
    });
    expect(w.title).toBe('{{title}} ${process.env.HOME}');
    expect(text(w)).not.toMatch(/undefined|null|NaN|<|>|script|\$\{|\{\{|\}|fuck/i);
    expect(allLines(w).length).toBeGreaterThan(8);
  });

  it('never produces empty lyrics, even for minimal prompts', () => {
    for (const prompt of ['x', '🎉', '....a', 'song']) {
      const w = draft({ prompt });
      expect(allLines(w).every((l) => l.trim().length > 3)).toBe(true);
      expect(w.title.trim().length).toBeGreaterThan(0);
    }
  });

  it('is deterministic per seed and varies across seeds', () => {
    const a = draft({ prompt: 'for Maya who loves the sea', seed: 'one' });
    const b = draft({ prompt: 'for Maya who loves the sea', seed: 'one' });
    const c = draft({ prompt: 'for Maya who loves the sea', seed: 'two' });
    expect(a).toEqual(b);
    expect(allLines(a)).not.toEqual(allLines(c));
  });

  it('gives every line its syllables and stresses from the lexicon', () => {
    const w = writeLyrics(normaliseInput({ prompt: 'for Maya', seed: 'm' }), undefined, {
      story: readStory({ prompt: 'for Maya', seed: 'm' }),
    });
    w.lyrics.sections.forEach((s, i) => {
      expect(w.meter[i]).toHaveLength(s.lines.length);
      for (const m of w.meter[i]) {
        expect(m.stresses).toHaveLength(m.syllables);
        expect(m.stresses.some((x) => x === 1)).toBe(true);
      }
    });
  });

  it('detects the occasions it has vocabulary for', () => {
    const cases: [string, string, string][] = [
      ['', 'happy 40th birthday to Sam', 'birthday'],
      ['wedding', 'Jo and Kim', 'wedding'],
      ['', 'our 10 year anniversary', 'anniversary'],
      // (the occasion the song is called by wins over words the story counts: "turnip cake", "born in a dragon year")
      ['', 'Lunar New Year song for Por Por. She makes turnip cake and was born in a dragon year.', 'holiday'],
      ['company announcement', 'we launch a product', 'company'],
      ['', 'the sales team hit our target, we did it', 'team'],
      ['', 'a christmas song for the family', 'holiday'],
      ['', 'we broke up last week', 'breakup'],
      ['', 'from your secret admirer', 'admirer'],
      ['', 'she graduated from college', 'graduation'],
      ['', 'thank you for everything, coach', 'thanks'],
      ['', 'a song about the sea', 'general'],
    ];
    for (const [event, prompt, occ] of cases) expect(detectOccasion(event, prompt)).toBe(occ);
  });
  it('answers a hard thing in the story with care, never with a smile', () => {
    for (const seed of ['h1', 'h2', 'h3', 'h4']) {
      const w = draft({
        seed,
        event: 'birthday',
        prompt:
          'For my dad Tomas, who turns 70. He had chemo last spring and beat it. He fixes old radios in his shed and sings in the choir.',
      });
      const lines = allLines(w);
      const at = lines.findIndex((l) => /chemo/i.test(l));
      expect(at).toBeGreaterThanOrEqual(0);
      // the lines around it are not a memory to laugh at, and chemo is never called back with a grin
      const near = lines.slice(Math.max(0, at - 1), at + 3).join('\n');
      expect(near).not.toMatch(/\b(smile|grin|laugh|glad|beam|cheer)\b/i);
      for (const l of lines.filter((x) => /chemo/i.test(x)))
        expect(l).not.toMatch(/\b(grin|smile|laugh|beam|cheer)\b/i);
    }
  });

  it('sings thanks and pride to a boss or an office, not love', () => {
    for (const seed of ['b1', 'b2', 'b3']) {
      const w = draft({
        seed,
        event: 'birthday',
        relationship: 'our manager',
        prompt: 'Birthday song for our manager Keiko from the whole team. She brings homemade onigiri every Friday.',
      });
      expect(text(w)).not.toMatch(
        /\b(love|adore|cherish|need) (you|you two)\b|\bhome to (me|us)\b|\bhold (me|us) (close|near)\b|lucky to have you/i,
      );
    }
  });

  it('never answers a story line with its own last word in the same section', () => {
    for (const seed of ['k1', 'k2', 'k3', 'k4']) {
      const w = draft({
        seed,
        event: 'retirement',
        prompt:
          'Dr. Nakamura retires from the paediatric ward at Kobe General. She kept a jar of lemon sweets on her desk.',
      });
      for (const s of w.lyrics.sections) {
        const ends = s.lines.map((l) =>
          l
            .toLowerCase()
            .replace(/[^\p{L}\p{N}' ]/gu, '')
            .trim()
            .split(/\s+/)
            .pop(),
        );
        expect(new Set(ends).size).toBe(ends.length);
      }
    }
  });
  it('tells every event of a story longer than the verses, in the bridge when the verses are full', () => {
    for (const seed of ['e1', 'e2', 'e3']) {
      const w = draft({
        seed,
        event: 'birthday',
        prompt:
          'For my dad Tomas, who turns 70. He had chemo last spring and beat it. He fixes old radios in his shed, sings in the choir and walks the dog Pip to the harbour every morning.',
      });
      const sung = text(w);
      for (const word of ['seventy', 'chemo', 'radios', 'choir']) expect(sung).toContain(word);
    }
  });
  it('sings an event too long for two lines in as many as it needs, never dropping it', () => {
    for (const seed of ['m1', 'm2', 'm3']) {
      const w = draft({
        seed,
        event: "mother's day",
        prompt: 'For my mum Leilani. She raised three of us alone in Honolulu while working double shifts as a nurse.',
      });
      const sung = text(w);
      for (const word of ['raised three of us', 'Honolulu', 'double shifts', 'nurse']) expect(sung).toContain(word);
      expect(sung).not.toMatch(/three of me/);
    }
  });
  it("sings the occasion the buyer named: get well, a new baby, a memorial, a parent's day", () => {
    for (const seed of ['o1', 'o2', 'o3']) {
      const chorus = (w: ReturnType<typeof draft>) =>
        w.lyrics.sections.find((s) => s.kind === 'chorus')!.lines.join(' ');
      const getwell = draft({ seed, event: 'get well soon', prompt: 'For my grandma Esperanza who broke her hip.' });
      expect(chorus(getwell)).toMatch(/get well|feel better|come back to us|with you all the way/i);
      const parents = draft({
        seed,
        event: "mother's day",
        prompt: 'For my mum Leilani, who still sings in the kitchen.',
      });
      expect(`${parents.title} ${text(parents)}`).toContain("Mother's Day");
      // a newborn has done nothing yet, and someone remembered has no future wished for or present praised
      const baby = draft({
        seed,
        event: 'new baby',
        prompt: 'Welcome to the world, Aarav! Born at 4am on a rainy Tuesday.',
      });
      // ("You were born at four a.m." is the story's own line)
      for (const l of allLines(baby).filter((x) => !/\bborn\b/.test(x)))
        expect(l).not.toMatch(/^(and |so )?you (made|kept|held|taught|showed|gave|were|did|stood|led|earned)\b/i);
      const memorial = draft({
        seed,
        event: 'memorial',
        prompt: 'In memory of our dad Joe, who fixed every bike on our street and never missed a game.',
      });
      for (const l of allLines(memorial)) {
        expect(l).not.toMatch(/\b(may (you|your)|wish you|your future|ahead)\b/i);
        expect(l).not.toMatch(/^(and |so )?you (are|make|turn|keep|hold|brighten|light)\b/i);
      }
    }
  });
  it("sings the listener's own in someone else's sentence as theirs, and what goes on now never as a memory", () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const coach = draft({
        seed,
        event: 'get well soon',
        prompt:
          'Get well soon Coach Dave. He tore his achilles at the charity match. The team misses his shouting on Saturdays.',
      });
      expect(text(coach)).toMatch(/the team misses your shouting/i);
      const sofia = draft({
        seed,
        event: 'birthday',
        prompt: 'For my daughter Sofia who turns 16. Her dog Churro follows her everywhere.',
      });
      expect(text(sofia)).toContain('Churro follows you everywhere');
      // she is moving to Lisbon: Lisbon is not remembered ("I can still see Lisbon"), and her habit is no old story
      const ines = draft({
        seed,
        event: 'farewell',
        prompt:
          'Farewell to our colleague Ines, who is moving to Lisbon. She leaves sticky notes with tiny drawings on every desk.',
      });
      for (const l of allLines(ines)) {
        expect(l).not.toMatch(/\b(still|remember|back to|those)\b.*\bLisbon\b/i);
        expect(l).not.toMatch(/\b(worth telling twice|like yesterday|clear as day)\b/i);
      }
    }
  });
  it('keeps a song signed by several in one voice: "we", never "I"', () => {
    for (const seed of ['w1', 'w2', 'w3', 'w4']) {
      const w = draft({
        seed,
        event: 'anniversary',
        recipient: 'Mum and Dad',
        relationship: 'our parents',
        from: 'your children',
        prompt:
          'Mum and Dad celebrate 40 years of marriage. They still hold hands at church and argue about the thermostat.',
      });
      for (const l of allLines(w)) expect(l).not.toMatch(/\b(I|my|me|mine)\b/);
    }
  });
  it('calls a family by its name and a club by its own name, and tells a story line before its answer', () => {
    for (const seed of ['g1', 'g2']) {
      const family = draft({ seed, prompt: "Happy Hanukkah to the Rosenbergs! Latkes at Grandma Ruth's every year." });
      expect(family.lyrics.sections.find((s) => s.kind === 'chorus')!.lines.join(' ')).toContain('Rosenbergs');
      const club = draft({
        seed,
        event: 'team win',
        prompt: 'The Ravens cricket club won the league. Our captain Imran hit a six off the last ball.',
      });
      expect(club.lyrics.sections.find((s) => s.kind === 'chorus')!.lines.join(' ')).toContain('Ravens');
      const verse = club.lyrics.sections.find((s) => s.kind === 'verse')!.lines;
      expect(verse[0]).toMatch(/won the league/i);
    }
  });
  it("thanks a neighbour for a hard time of the singer's own, without pride or care for her", () => {
    for (const seed of ['n1', 'n2', 'n3']) {
      const w = draft({
        seed,
        event: 'thank you',
        prompt: 'to Mrs. Lindqvist next door who walked our dog Bruno every day while I was in hospital',
      });
      const sung = text(w);
      expect(sung).not.toMatch(/proud of you/i);
      expect(sung).not.toMatch(/\b(you never lost your|you were braver|you got through it|you faced it)\b/i);
    }
  });
  it('never claims a hard time the story did not tell', () => {
    for (const seed of ['z1', 'z2', 'z3', 'z4', 'z5']) {
      const w = draft({ seed, event: 'birthday', prompt: 'happy birthday Zoë, love you loads' });
      expect(text(w)).not.toMatch(
        /\b(the hard way|fell apart|got rough|got tough|got hard|went wrong|through every|doubters)\b/i,
      );
    }
  });
  it('sings to the one remembered as "you", even where the story names them or says "him"', () => {
    for (const seed of ['r1', 'r2', 'r3']) {
      const cat = draft({ seed, event: 'memorial', prompt: 'for our cat Biscotti who we lost last week, she was 19.' });
      expect(text(cat)).toMatch(/We lost you last week/);
      expect(text(cat)).not.toMatch(/\b(about|of|see|picture) Biscotti\b/);
      const uncle = draft({
        seed,
        event: 'memorial',
        prompt:
          'In memory of my uncle Rafael who passed away in March. He taught me to play dominoes. We miss him every day.',
      });
      expect(text(uncle)).toMatch(/We miss you every day/);
    }
  });
  it('never remembers what someone never did, nor a count as a keepsake', () => {
    for (const seed of ['v1', 'v2', 'v3']) {
      const w = draft({
        seed,
        event: 'retirement',
        prompt:
          'Dr. Amara Patel is retiring after 40 years as the village doctor in Leeds. She delivered half the town and never missed a house call.',
      });
      for (const l of allLines(w).filter((x) => /house call|half the town/.test(x)))
        expect(l).toMatch(/^You (never missed|delivered)/);
    }
  });

  it('ends no line as the endings it is told to avoid, save the lines that sing the story', () => {
    for (const prompt of [
      'For my grandmother Rosa, who taught me to bake bread in Lisbon. She turns 90 in March.',
      'happy retirement to our boss Kenji, 30 years at the plant',
      'our team won the league this year',
    ]) {
      const first = draft({ prompt, seed: 'register' });
      const sold = songEndings(first.lyrics);
      const again = draft({ prompt, seed: 'register', avoidEndings: sold });
      const storyWords = new Set(words(prompt).filter((w) => w.length > 3));
      const repeated = songEndings(again.lyrics).filter((e) => sold.includes(e));
      // (a story line or the hook may end as before: its ending is the story's own)
      expect(repeated.filter((e) => !words(e).some((w) => storyWords.has(w) || /^(rosa|kenji)$/.test(w)))).toEqual([]);
      expect(repeated.length).toBeLessThan(sold.length / 4);
    }
  });

  it('keeps a register of endings: an ending is full once two songs have it', () => {
    const register = new EndingRegister();
    const a = draft({ prompt: 'for my brother Tomás who runs marathons', seed: 'r1' });
    register.add(a.lyrics);
    expect(register.full()).toEqual([]);
    register.add(a.lyrics);
    expect(register.full().sort()).toEqual(songEndings(a.lyrics).sort());
    // a chorus sung three times is one song's ending, counted once
    expect(new Set(songEndings(a.lyrics)).size).toBe(songEndings(a.lyrics).length);
    expect(lineEnding('You stood beside me, come what may!')).toBe('come what may');
  });

  it('sings what someone is known for after it, leaves no line on "been", and keeps "a lot"', () => {
    // before: "In that steel tumbler and fixing each printer / For bringing filter coffee / You are known",
    // "Through a lot this year / You have been", "You have been through those lot this year"
    const sid = draft(SID_FAREWELL);
    const lines = allLines(sid);
    const known = lines.findIndex((l) => /^you are known\b/i.test(l));
    expect(known).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((l) => /filter coffee/.test(l))).toBeGreaterThanOrEqual(known);
    expect(lines.filter((l) => /\bSiddharth\b/.test(l))).toEqual([]);
    const arturo = draft({
      prompt:
        "ok so this is for my brother Arturo. he's been through a lot this year (lost his job, his car got stolen). but he started painting again",
      event: 'general',
    });
    const sung = allLines(arturo);
    expect(sung.filter((l) => /\b(been|is|are)$/i.test(l))).toEqual([]);
    expect(sung.join('\n')).toMatch(/you have been through a lot/i);
  });

  it('sings to one who is gone as gone: no "we are here for you" and no "glad you are here"', () => {
    const w = draft({
      prompt: 'in memory of our dog Kuma, shiba inu, 2010-2024. he hated rain and loved the beach at Kamakura.',
    });
    expect(w.story.occasionName).toBe('memorial');
    const sung = text(w);
    expect(sung).not.toMatch(/here for you|you are here|lucky to have you|we need you|\bwish\b/i);
    expect(sung).toMatch(/Kamakura/);
  });

  it('sings a long event in the way whose last line something rhymes with', () => {
    // before: "You are moving back to Chennai / After six years / In our Montreal office / We are here for you, Sid"
    // (three lines no line rhymes with; the song at 16 of 24 lines rhyming)
    const w = draft({ ...SID_FAREWELL, seed: 's0' });
    const lex = createLexicon();
    const verse = w.lyrics.sections.find((s) => s.kind === 'verse')!.lines;
    const last = Math.max(...['Chennai', 'six years', 'Montreal'].map((x) => verse.findIndex((l) => l.includes(x))));
    expect(last).toBeGreaterThanOrEqual(0);
    expect(linesRhyme(lex, verse[last], verse[last + 1] ?? '')).toBe(true);
    const { rhyming, total } = rhymingShare(w.lyrics, lex);
    expect(rhyming / total).toBeGreaterThanOrEqual(0.7);
  });

  it('takes a chorus hook that ends as no two earlier songs do, when there is one', () => {
    // before: "This song's for you, my friend, today" in a third song with no name
    const prompt = 'a song for my best friend who always makes me laugh';
    const first = draft({ prompt, seed: 'hook' });
    const hook = first.lyrics.sections.find((s) => s.kind === 'chorus')!.lines[0];
    const again = draft({ prompt, seed: 'hook', avoidEndings: [lineEnding(hook)] });
    expect(lineEnding(again.lyrics.sections.find((s) => s.kind === 'chorus')!.lines[0])).not.toBe(lineEnding(hook));
  });

  it('sings "keeps her company" as "keeps you company", and a superlative told back without "that"', () => {
    // before: "On night shifts, Biscuit keeps your company", "You are that best boss I ever had"
    for (const prompt of [
      'Retirement song for our head nurse Joan. Her cat Biscuit keeps her company on night shifts.',
      'Song for my grandpa Ted. His dog Rufus keeps him company in the shed.',
    ]) {
      const sung = text(draft({ prompt }));
      expect(sung).toMatch(/keeps you company/);
      expect(sung).not.toMatch(/your company|keeps (him|her) company/);
    }
    for (const seed of ['s1', 's2', 's3']) {
      const sung = text(draft({ prompt: "For Tom, the best boss I've ever had.", seed }));
      expect(sung).toMatch(/best boss/);
      expect(sung).not.toMatch(/\b(that|those) best\b/);
    }
  });

  it('sings to Mum and Dad as the two of them, and to Dad alone what Dad does', () => {
    // before: "I need you, Mum", and "You two climb the stairs"
    const sung = text(
      draft({
        prompt:
          'A song for Mum and Dad for their 40th anniversary. They met at a ceilidh in Glasgow and Dad still whistles when he climbs the stairs.',
      }),
    );
    expect(sung).toMatch(/Mum and Dad/);
    expect(sung).toMatch(/Dad, you still whistle/);
    expect(sung).not.toMatch(/you two (still )?(whistle|climb)/i);
  });

  it('sings the number the occasion counts: the age a birthday turns, the years of a marriage or a career', () => {
    // before: 95, the seventieth and the forty-two years were never sung
    const cases: [Partial<GenerateInput>, RegExp][] = [
      [
        {
          prompt:
            'birthday for Oma Gerda, 95!! she survived the war, raised 6 kids on a farm near Hamburg, and still beats everyone at skat',
          event: 'birthday',
        },
        /ninety-five/i,
      ],
      [
        {
          prompt:
            'for my mother in law Ingrid on her 70th, she knits everyone socks, grows tomatoes on the balcony in Malmö and makes the strongest coffee in Sweden',
          event: 'birthday',
        },
        /seventieth/i,
      ],
      [
        {
          prompt: 'retirement for Bob, 42 years driving the number 9 bus in Leicester, knows every passenger by name',
          event: 'retirement',
        },
        /forty-two years/i,
      ],
      [
        { prompt: 'for nana and grandad, 60 years married. they ran the post office in Ballymena together' },
        /sixty years/i,
      ],
    ];
    for (const [input, number] of cases)
      for (const seed of ['s1', 's2']) expect(text(draft({ ...input, seed }))).toMatch(number);
  });

  it('names the holiday the story names when the buyer picked "holiday"', () => {
    // before: "It's Holidays time, our family", "A Holidays Song For Noa, Ari And Maya"
    const w = draft({
      prompt:
        'christmas song for the whole family, grandma Rosa makes tamales every christmas eve and uncle Beto always burns the first batch lol',
      event: 'holiday',
    });
    expect(w.story.occasionName).toBe('Christmas');
    expect(text(w)).not.toMatch(/holidays/i);
    expect(text(w)).not.toMatch(/and uncle Beto$/m);
    const h = draft({ prompt: 'hanukkah song for my grandkids Noa, Ari and Maya', event: 'holiday' });
    expect(h.story.occasionName).toBe('Hanukkah');
    expect(h.title).not.toMatch(/holidays/i);
  });

  it('sings what one of "Mum and Dad" did to the other as done to the other', () => {
    // before: "Dad, you stood on your foot"; then "on her foot"
    const sung = text(
      draft({
        prompt:
          'for Mum and Dad, 40 years married this june!! they met at a ceilidh in Galway in 1984 and dad stood on her foot lol',
        event: 'anniversary',
      }),
    );
    expect(sung).toMatch(/Dad, you stood on Mum's foot/);
  });

  it('keeps one singer all through: "we" in a song sung by several, "I" in one sung by one', () => {
    // before: "We remember you, Halina, always / I love all your little ways"
    const alone = draft({
      prompt:
        'my nana passed away in february. she made the best pierogi and sang in the kitchen every sunday. her name was Halina',
    });
    expect(alone.story.singer.plural).toBe(false);
    expect(text(alone)).not.toMatch(/^We (remember|will miss)|in our hearts/im);
    const family = draft({
      prompt: 'our grandad Walter passed away in march. he grew roses and whistled Sinatra in the shed',
      from: 'your grandchildren',
      seed: 's2',
    });
    expect(family.story.singer.plural).toBe(true);
    // a stock line says "we", "us", "our"; only a story line the buyer told as theirs alone says "I"
    const stock = allLines(family).filter((l) => !/roses|Sinatra|shed|March/i.test(l));
    expect(stock.filter((l) => /\b(I|me|my)\b/.test(l))).toEqual([]);
  });

  it("sings a club's anniversary as thanks, not love, and calls a place back no more than twice", () => {
    // before: "Still in love, the Tuesday Readers, today"; Hamburg three times
    const club = draft({
      prompt:
        "book club 10 year anniversary! the Tuesday Readers, we started in Bev's living room in 2014 with 4 people",
      event: 'anniversary',
      recipient: 'the Tuesday Readers',
    });
    expect(text(club)).not.toMatch(/in love|my love|kiss/i);
    for (const seed of ['s1', 's2', 's3']) {
      const gerda = draft({
        prompt:
          'birthday for Oma Gerda, 95!! she survived the war, raised 6 kids on a farm near Hamburg, and still beats everyone at skat',
        event: 'birthday',
        seed,
      });
      // (the chorus's line once, however often the chorus comes back)
      expect(new Set(allLines(gerda).filter((l) => /Hamburg/.test(l))).size).toBeLessThanOrEqual(2);
      // and the war she survived is never called back fondly
      expect(text(gerda)).not.toMatch(/(talk|think|laugh|smile) (about|of) (that|the) war/i);
    }
  });

  it('never sings a hard time still to come as over, nor turns "my dad ... his stroke" round to the listener', () => {
    // before: "You are starting chemo next month / The hard nights are behind you"; "After your stroke last winter"
    for (const seed of ['s1', 's2', 's3']) {
      const kwame = text(
        draft({
          prompt:
            "get well soon song for my husband Kwame, hes starting chemo next month and he's the bravest man i know",
          event: 'get well',
          seed,
        }),
      );
      expect(kwame).toMatch(/chemo next month/);
      expect(kwame).not.toMatch(/behind you|got through|came through|look at you now/i);
    }
    const doctor = text(
      draft({
        prompt:
          'thank you to Dr. Adeyemi and the nurses on ward 7 at St Thomas who looked after my dad after his stroke last winter',
      }),
    );
    expect(doctor).toMatch(/his stroke/);
    expect(doctor).not.toMatch(/your stroke/);
  });

  it('takes "forty years" for a fortieth anniversary sung, and never lists the number alone', () => {
    // before: "And oh, fortieth" closing the bridge of a song that sang "I would do forty years again"
    const w = draft({
      prompt:
        'A song for Mum and Dad for their 40th anniversary. They met at a ceilidh in Glasgow in 1984 and Dad still whistles when he climbs the stairs. Mum keeps the ticket from their first film.',
      lengthSeconds: 60,
      seed: 'mumdad',
    });
    expect(text(w)).toMatch(/forty years|fortieth/i);
    expect(text(w)).not.toMatch(/^and oh, fortieth$/im);
  });

  it('sings to Nan by name: a grandmother is no software bug', () => {
    // before: every line with "Nan" was struck out as a bug's "NaN", leaving a chorus with no hook
    const w = draft({ prompt: 'nan is in hospice now. she used to sing to us in welsh', relationship: 'nan' });
    const chorus = w.lyrics.sections.find((x) => x.kind === 'chorus')!.lines;
    expect(chorus.join(' ')).toMatch(/\bNan\b/);
    expect(chorus.length).toBeGreaterThanOrEqual(4);
  });

  it('calls back a thing told bare as "that" one', () => {
    // before: "We still talk about coffee too"
    const sung = text(
      draft({
        prompt: 'on our first date Sam spilled coffee on my shirt and we laughed till midnight',
        event: 'anniversary',
        recipient: 'Sam',
        seed: 's1',
      }),
    );
    expect(sung).toMatch(/(about|of) that coffee/);
    expect(sung).not.toMatch(/(think of|talk about|laugh about|picture|remember) coffee\b/i);
  });
  it('remembers a listener who has died, whatever day the song marks, and never tells them "you died"', () => {
    const seeds = ['m1', 'm2', 'm3', 'm4'];
    for (const seed of seeds) {
      // before: "Two years together and still in love, Walter", "You died two years ago / And look at you now"
      const widow = draftLyricsSync({
        prompt:
          'It would have been our 50th anniversary today. Walter died two years ago. We danced in the kitchen every Saturday.',
        recipient: 'Walter',
        relationship: 'my late husband',
        seed,
      });
      const chorus = (w: ReturnType<typeof draft>) => w.lyrics.sections.find((x) => x.kind === 'chorus')!.lines[0];
      expect(chorus(widow)).toMatch(/remember|hearts?|rest easy/i);
      const sung = text(widow);
      expect(sung).toMatch(/You left me two years ago/);
      expect(sung).not.toMatch(/\bdied\b|look at you now|still in love|two years (again|once more|together)/i);
      expect(sung).not.toMatch(/\byour fiftieth\b/);
      // before: "Happy birthday, Mochi", "You went now"
      const cat = draftLyricsSync({
        prompt:
          'Mochi, our cat, 19 years old. Slept on my homework every night from 3rd grade through college. Gone now.',
        recipient: 'Mochi',
        seed,
      });
      expect(chorus(cat)).toMatch(/remember|hearts?|rest easy/i);
      expect(text(cat)).not.toMatch(/birthday|cake|went now|and counting/i);
      // before: "You gave your time without a fuss / So here is our thanks"
      const baby = draftLyricsSync({
        prompt:
          'We lost our baby at 14 weeks in March. We want a gentle song to remember her, just to say she was loved.',
        event: 'memorial',
        seed,
      });
      expect(text(baby)).not.toMatch(/\bthanks?\b|without a fuss|you gave your time/i);
    }
  });

  it("keeps romance for the partner: not the bride's sister, nor the postman", () => {
    for (const seed of ['r1', 'r2', 'r3', 'r4', 'r5']) {
      const wedding = draftLyricsSync({
        prompt:
          'Wedding song for my sister Amara and her husband Tobi. They met at a bus stop in Lagos and he gave her his umbrella.',
        event: 'wedding',
        recipient: 'Amara and Tobi',
        seed,
      });
      expect(text(wedding)).not.toMatch(
        /\b(adore|cherish)\b|\b(love|hold|need) you( two)?\b[^\n]*\b(each|every) night|wedding night/i,
      );
      const postman = draftLyricsSync({
        prompt:
          'Our postman Gareth has delivered on our street for 27 years and knows every dog by name. He retires in December.',
        from: 'everyone on Elm Road',
        seed,
      });
      expect(text(postman)).not.toMatch(/\b(love|adore|cherish|need) you\b|home to us/i);
      // the years he worked are his: no "we would do twenty-seven years again"
      expect(text(postman)).not.toMatch(/would do twenty-seven years/i);
    }
  });
  it("sings what happened to the buyer's own people as theirs, in a song to the stranger who helped", () => {
    for (const seed of ['n1', 'n2', 'n3']) {
      const nurse = draftLyricsSync({
        prompt:
          "I want to thank the night nurse on ward 7 at St Luke's, her name was Grace. When my dad was dying in October she sat with him so I could sleep for two hours. She held his hand and sang to him. I never got to thank her properly.",
        recipient: 'Grace',
        seed,
      });
      const sung = text(nurse);
      // before: "You were dying in October / That is you all over", "You held your hand", "thank your properly",
      // "Here is to all those St Luke's days"
      expect(sung).toMatch(/my dad was dying/i);
      expect(sung).not.toMatch(/you were dying|you all over|held your hand|thank your\b|those St Luke's/i);
      expect(sung).toMatch(/You held his hand/);
      // no grin after a death, no love lines to a nurse, and no place alone as a line ("St Luke's")
      expect(sung).not.toMatch(/\b(grin|laugh)\b|hold you close|\bi (love|adore|need) you\b/i);
      expect(allLines(nurse)).not.toContain("St Luke's");
      const driver = draftLyricsSync({
        prompt:
          'song for the 42 bus driver Mr Okafor who waits for my son every morning. my son has autism and Mr Okafor always says good morning captain',
        recipient: 'Mr. Okafor',
        seed,
      });
      // before: "You have autism", "I love you, Mr. Okafor"
      expect(text(driver)).not.toMatch(/you have autism|\blove you\b/i);
      const stranger = draftLyricsSync({
        prompt:
          'A stranger named Hamid found my wallet on the tram in Vienna and mailed it back with all 200 euros still in it.',
        recipient: 'Hamid',
        seed,
      });
      // before: "Here is to those Vienna years"
      expect(text(stranger)).not.toMatch(/those Vienna (days|years)/i);
    }
  });
  it('asks the question in a proposal and says sorry in an apology, whatever day the story names', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const proposal = draftLyricsSync({
        prompt:
          "I'm going to propose to Linh in Hoi An at the lantern festival next month. We met 4 years ago in a laundromat in Melbourne.",
        recipient: 'Linh',
        relationship: 'my girlfriend',
        seed,
      });
      expect(proposal.story.occasionName).toBe('proposal');
      const chorus = (w: ReturnType<typeof draft>) => w.lyrics.sections.find((x) => x.kind === 'chorus')!.lines[0];
      expect(chorus(proposal)).toMatch(/marry me|say yes/i);
      // before: "Still in love, Kamal, always" for a forgotten anniversary
      const sorry = draftLyricsSync({
        prompt:
          'i forgot our anniversary again. kamal i am so sorry. i was at work and my phone was dead. i want him to know he matters more than any deadline',
        recipient: 'Kamal',
        relationship: 'my partner',
        seed,
      });
      expect(sorry.story.occasionName).toBe('apology');
      expect(chorus(sorry)).toMatch(/sorry|forgive|wrong/i);
      expect(text(sorry)).not.toMatch(
        /still in love|until it hurt|makes (me|us) (smile|laugh)|could tell even then|and (grin|smile)$/im,
      );
    }
  });
  it('counts the age the listener turns, not an age the story tells of someone else', () => {
    const story = readStory({
      prompt:
        "My aunt Teodora raised me after my parents split when I was nine. She's turning 65 in May and finally retiring.",
      recipient: 'Tia Teodora',
      relationship: 'my aunt',
      event: '65th birthday',
      seed: 's',
    });
    // before: "nine" ("You are nine now")
    expect(milestone(story)?.label).toBe('sixty-five');
    expect(story.events.map((e) => e.phrase)).toContain('raised me after my parents split');
  });
  it('calls back only a place the story says they spent time in, and remembers a pet "whose hamster died"', () => {
    for (const seed of ['l1', 'l2', 'l3']) {
      const bart = draftLyricsSync({
        prompt:
          'Farewell for Bartholomew (Bart) from accounting, off to Lisbon to open a surf school. Spreadsheet wizard.',
        event: 'farewell',
        recipient: 'Bart',
        from: 'the 3rd floor',
        seed,
      });
      // before: "All the way from Lisbon" for where he is going
      expect(text(bart)).not.toMatch(
        /from Lisbon|back in Lisbon|those Lisbon|(talk|dream) (about|of) Lisbon|still .*Lisbon/i,
      );
      const peanut = draftLyricsSync({
        prompt:
          'Song for my 7 year old daughter whose hamster Peanut died. He lived 2 years and ran on his wheel all night.',
        recipient: 'Peanut',
        relationship: 'her hamster',
        from: 'Zoe',
        seed,
      });
      // before: a plain song ("And now the room breaks into cheers", "Two years and counting")
      expect(peanut.lyrics.sections.find((x) => x.kind === 'chorus')!.lines[0]).toMatch(/remember|hearts?|rest easy/i);
      expect(text(peanut)).not.toMatch(/cheers|and counting/i);
    }
    // ("Service is on the 20th": no arrangements sung)
    expect(
      readStory({
        prompt: 'Dad passed away on Monday. Service is on the 20th.',
        recipient: 'Dad',
        seed: 's',
      }).events.map((e) => e.phrase),
    ).toEqual(['passed away on Monday']);
  });
  it('calls back one bus stop as "that bus stop", never "those bus stop"', () => {
    for (const seed of ['b1', 'b2', 'b3']) {
      const sung = text(
        draftLyricsSync({
          prompt: 'For my husband-to-be Kwame. We met at a bus stop in the rain in Accra 6 years ago.',
          event: 'wedding',
          recipient: 'Kwame',
          seed,
        }),
      );
      expect(sung).not.toMatch(/those bus stop|Accra six (days|years) (with|today|tonight)|those Accra six/i);
      expect(sung).toMatch(/that bus stop/i);
    }
  });
  it('calls a husband, a wife or a daughter by what they are to the buyer, never "my friend", and sings lists whole', () => {
    for (const [relationship, called] of [
      ['husband', 'my love'],
      ['wife', 'my love'],
      ['daughter', 'my girl'],
      ['son', 'my boy'],
    ]) {
      const w = draft({ prompt: 'Happy birthday! You work too hard.', relationship, event: 'birthday', seed: 'rel' });
      const sung = text(w);
      expect(sung).not.toMatch(/my friend/i);
      expect(sung).toContain(called);
    }
    const mum = text(
      draft({
        prompt: 'Mum turning 60. Loves her garden, her grandkids, bad puns. Makes the best lasagne. No age please',
        relationship: 'mother',
        event: 'birthday',
      }),
    );
    expect(mum).toContain('Mum');
    expect(mum).not.toMatch(/sixty|Mother/);
    expect(mum).toContain('your garden, your grandkids and bad puns');
  });
  it('welcomes home, says goodbye to one moving away, and breaks news of a baby or an engagement', () => {
    const kwame = draft({
      prompt:
        'Our son Kwame is coming home from his deployment in Estonia after 9 months. His little sister Efua has been counting the days.',
      recipient: 'Kwame',
      relationship: 'son',
      from: 'Mum and Dad',
    });
    expect(kwame.story.occasionName).toBe('welcome home');
    expect(text(kwame)).toMatch(/home/i);
    expect(kwame.title).toMatch(/home/i);
    expect(text(draft({ prompt: 'Welcome home song for my brother Mateo, back from 2 years in Malawi' }))).toMatch(
      /welcome home|home again|home at last/i,
    );
    // before: "Hey There, Aaliyah", and "I think of Toronto" for where she is going
    const aaliyah = draft({
      prompt: 'best friend Aaliyah moving to Toronto for grad school. we have been friends since kindergarten',
      recipient: 'Aaliyah',
      relationship: 'friend',
    });
    expect(aaliyah.story.occasionName).toBe('farewell');
    const sung = text(aaliyah).replace(/\n/g, ' ');
    expect(sung).toMatch(/moving to Toronto/i);
    expect(sung).not.toMatch(/I think of Toronto|office|the new team/i);
    // before: a husband deploying with no occasion, sung to one of his children
    const deploy = draft({
      prompt:
        'husband deploying to Kuwait in march for 6 months. want something for him to take with him. our kids are Ava 5 and Eli 2.',
      relationship: 'husband',
      from: 'Kayla',
    });
    expect(deploy.story.recipient.names).toEqual([]);
    expect(text(deploy)).toContain('my love');
    expect(text(deploy)).toMatch(/deploying/);
    expect(text(deploy)).not.toMatch(/something for him|Ava five/);
    // before: a product launch ("The doors are open wide today")
    const baby = draft({
      prompt: "we're having a baby!! want a song to announce it to the family at christmas dinner. due in may.",
      from: 'Lena and Tom',
      event: 'announcement',
    });
    expect(baby.story.occasionName).toBe('baby on the way');
    expect(text(baby)).toMatch(/baby/i);
    expect(text(baby)).not.toMatch(/launch|doors|crew|team|customers/i);
    const engaged = draft({
      prompt: 'announcing our engagement to friends. we are Kiri and Hemi, met at kapa haka practise',
      recipient: 'Kiri and Hemi',
      from: 'Kiri and Hemi',
      event: 'announcement',
    });
    expect(engaged.story.recipient.names).toEqual([]);
    expect(text(engaged)).toMatch(/married|said yes|save the date/i);
    expect(text(engaged)).not.toMatch(/We are Kiri|to Kiri|of Hemi|doors|crew/i);
  });
  it('turns a "she" clause round for her, keeps a verb with the "for" it asks for, and sings one singer\'s friends as "my"', () => {
    const ana = text(
      draft({
        prompt: 'for my wife Ana. She hums when she cooks and dances while she waits for the kettle.',
        relationship: 'wife',
        event: 'birthday',
      }),
    ).replace(/\n/g, ' / ');
    expect(ana).toContain('You hum when you cook');
    expect(ana).toContain('You dance while you wait for the kettle');
    expect(ana).not.toMatch(/For the kettle/);
    const group = text(
      draft({
        prompt: 'passed my bar exam!!! want a song for my study group who got me through it - Lucia, Hamid and Jo',
        relationship: 'friends',
        from: 'Wen',
        event: 'thank-you',
      }),
    );
    expect(group).toContain('I passed my bar exam');
    expect(group).not.toMatch(/our friends|from all of us|You all passed/);
  });
  it('loves a pet without thanking it, says sorry without pride or fond memories, and thanks nurses as a group', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const mochi = text(
        draft({
          prompt: 'our cat Mochi - fat orange cat, knocks cups off tables, sleeps in the laundry basket.',
          recipient: 'Mochi',
          relationship: 'pet',
          seed,
        }),
      );
      expect(mochi).toContain('You knock cups off tables');
      expect(mochi).not.toMatch(/\b(thank|grateful|bow|proud|my back|showed me|owe)\b/i);
      const sorry = text(
        draft({
          prompt: 'sorry song for my girlfriend priya. i forgot her birthday because of work and i feel awful.',
          recipient: 'Priya',
          relationship: 'girlfriend',
          seed,
        }),
      );
      expect(sorry).toMatch(/sorry|forgive|wrong/i);
      expect(sorry).not.toMatch(/proud|still (talk|think) about your birthday|think of your birthday/i);
    }
    const nurses = draft({
      prompt: 'thank you song for the nurses on ward 7 who looked after my mum during her chemo',
      relationship: 'nurses',
      from: 'Gemma',
      event: 'thank-you',
    });
    expect(text(nurses)).toContain('dear nurses');
    expect(text(nurses)).not.toMatch(/my friend\b|my work/);
  });
  it('comforts a friend whose mother died, keeps "haven\'t", and never toasts the buyer or sings the dead along', () => {
    const dimitra = draft({
      prompt:
        "my friend Dimitra's mum died and I want to send her something. her mum Eleni was a seamstress who made all our dance costumes growing up. gentle pls",
      recipient: 'Dimitra',
      relationship: 'friend',
      from: 'Sophie',
      event: 'memorial',
    });
    const sung = text(dimitra);
    expect(dimitra.lyrics.sections.find((x) => x.kind === 'chorus')!.lines[0]).toMatch(
      /here for you|not alone|lean on me/i,
    );
    expect(sung).not.toMatch(/I remember you, Dimitra|Rest easy|\bdied\b|You are gentle/i);
    expect(
      text(draft({ prompt: "we went bowling and I beat him and he still hasn't recovered", recipient: 'Jamal' })),
    ).toMatch(/You still haven't recovered/);
    const priya = text(
      draft({
        prompt: "Our book club is turning 10!! we meet first Tuesday every month at Priya's house. Priya bakes.",
        relationship: 'friends',
        from: 'Priya',
      }),
    );
    expect(priya).not.toMatch(/here is to Priya|Priya (joins|sings|sends|is here)/i);
    const lola = text(
      draft({
        prompt:
          "Mendoza cousins reunion! We used to spend summers at Lola Rosa's house. Lola Rosa died last year. We still make her adobo.",
        relationship: 'cousins',
        seed: 'lola',
      }),
    );
    expect(lola).not.toMatch(/Lola Rosa (joins|sings|sends|is here|is singing)|with Lola Rosa|from Lola Rosa/i);
  });
  it('keeps what belongs to a time with it ("after six years with us")', () => {
    for (const seed of ['t1', 't2', 't3', 't4', 't5', 't6']) {
      const mikko = text(
        draft({
          prompt: "farewell for Mikko from the dev team, he's moving back to Tampere after 6 years with us.",
          recipient: 'Mikko',
          relationship: 'colleague',
          from: 'the dev team',
          event: 'farewell',
          seed,
        }),
      );
      expect(mikko).not.toMatch(/Tampere with us/);
      expect(mikko).toMatch(/six years with us/i);
    }
  });
  it("sings a song the buyer orders for themself to them, a new job as a new job, a club's tenth year as years, and a band as a group", () => {
    const jaylen = draft({
      prompt:
        'i got promoted to store manager!! want a song for myself lol. started as a cashier 8 years ago at the same Target',
      relationship: 'self',
      from: 'Jaylen',
    });
    expect(jaylen.story.recipient.names).toEqual(['Jaylen']);
    expect(text(jaylen)).toMatch(/You got promoted/);
    expect(text(jaylen)).not.toMatch(/Target/);
    const ayo = draft({
      prompt: 'new job song for my partner Ayo who just got hired as a firefighter after 3 tries at the exam',
      relationship: 'partner',
      from: 'Kemi',
    });
    expect(ayo.story.occasionName).toBe('new job');
    expect(text(ayo)).not.toMatch(/cap|caps fly|that firefighter/i);
    expect(text(ayo).replace(/\n/g, ' ')).toMatch(/as a firefighter/i);
    const club = text(
      draft({
        prompt: "Our book club is turning 10!! we meet first Tuesday every month at Priya's house.",
        relationship: 'friends',
        from: 'Priya',
      }),
    );
    expect(club).not.toMatch(/happy birthday|you all are ten|ten (today|tonight|now)/i);
    const band = draft({
      prompt:
        'my band, The Rusty Hinges, is breaking up after 15 yrs. 4 of us: me on drums, Sal on bass, Tommy guitar and Deb vocals.',
      relationship: 'bandmates',
      from: 'Gus',
    });
    expect(band.story.recipient).toMatchObject({ names: [], group: true });
  });
  it('calls back only keepsakes from the past: no job, role, funding or year to come, and no place only moved to', () => {
    for (const seed of ['k1', 'k2', 'k3', 'k4']) {
      const coach = text(
        draft({
          prompt:
            'Coach Ramirez is retiring after 31 yrs coaching girls soccer at Lincoln High. he drove the team bus himself when the district cut funding. we won state in 2009.',
          recipient: 'Coach Ramirez',
          relationship: 'coach',
          event: 'retirement',
          seed,
        }),
      );
      expect(coach).not.toMatch(/that district|remember (that )?district|those school bus/i);
      const mei = text(
        draft({
          prompt:
            'my sister Mei just passed the bar. she became a trial lawyer after 3 tries and starts her first job in 2027.',
          recipient: 'Mei',
          relationship: 'sister',
          seed,
        }),
      );
      expect(mei).not.toMatch(/that trial lawyer|that first job|(think of|remember) twenty twenty-seven/i);
      const ana = text(
        draft({
          prompt: 'my best friend Ana moved to Melbourne last year. we talk every Sunday.',
          recipient: 'Ana',
          relationship: 'friend',
          seed,
        }),
      );
      expect(ana).not.toMatch(/those Melbourne (days|years)/i);
    }
    expect(readStory({ prompt: 'she still never missed a school play', seed: 's' }).events[0].negative).toBe(true);
  });
  it('ends an apology on sorry and love, and never walks beside or is proud of someone remembered', () => {
    for (const seed of ['a1', 'a2', 'a3', 'a4']) {
      const sorry = draft({
        prompt:
          'Sorry song for my husband Rafael. I forgot our anniversary for the second year in a row. he planned a whole dinner.',
        recipient: 'Rafael',
        relationship: 'husband',
        event: 'apology',
        seed,
      });
      const bridge = sorry.lyrics.sections.find((x) => x.kind === 'bridge')!.lines.join('\n');
      // (no wishes; "come what may" is no wish)
      expect(bridge).not.toMatch(/(?<!what )\bmay\b|wish you/i);
      const grandpa = text(
        draft({
          prompt: 'grandpa stan passed last week, he was 91. fixed watches for 50 yrs in his little shop.',
          relationship: 'grandfather',
          event: 'memorial',
          seed,
        }),
      );
      expect(grandpa).not.toMatch(/proud of you|by your side|here for you/i);
    }
  });
  it('leaves out what the hook already sings when the story has more events than the song has room for', () => {
    const kenji = text(
      draft({
        prompt:
          'grandpa Kenji is turning 100!! he grew up in Hiroshima, moved to Sao Paulo after the war and opened a little bakery that our family still runs. he still walks to the bakery every morning w/ his cane and tastes the first loaf. 5 generations will be at the party',
        recipient: 'Ojiichan',
        relationship: 'grandfather',
        from: 'the whole Tanaka family',
        event: 'birthday',
        styles: ['folk'],
      }),
    );
    // before: "You are turning one hundred" took the room, and the first loaf came only as "And oh, that first loaf"
    expect(kenji).toMatch(/You taste the first loaf/);
    expect(kenji).not.toMatch(/You are turning one hundred/);
  });
  it('keeps whose a thing is when it breaks a run of the buyer\'s words ("my promotion" is never "that promotion")', () => {
    for (const seed of ['w1', 'w2', 'w3']) {
      const linda = text(
        draft({
          prompt:
            'for my boss Linda who is leaving. she fought for my promotion last year and always had chocolate in her drawer.',
          recipient: 'Linda',
          relationship: 'boss',
          seed,
        }),
      );
      expect(linda).toMatch(/my promotion/);
      expect(linda).not.toMatch(/that promotion/);
    }
  });

  it("sings a firm's years, a reunion and a proposal as what they are, never a launch, a graduation or holidays", () => {
    // before: "Make way, here comes Kowalski's Deli" for its 40th; "Throw your cap up high" at a reunion
    const deli = draft({
      prompt:
        "Kowalski's Deli turns 40. Dziadek Jan opened it in 1985 with one slicer. Regulars wait in line every Saturday.",
      event: 'company announcement',
      recipient: "Kowalski's Deli",
      seed: 'deli',
    });
    const deliText = text(deli);
    expect(deliText).not.toMatch(/here comes|make way|say hello/i);
    expect(deli.lyrics.sections.find((x) => x.kind === 'chorus')!.lines[0]).toMatch(
      /anniversary|forty years|going strong/i,
    );
    // (a plural that opened its sentence is sung as one: "regulars wait", never "Regulars waits")
    expect(deliText).toMatch(/regulars wait\b/);
    const reunion = draft({
      prompt: 'Ridgeway High class of 2006 reunion. Twenty years on! We had the legendary food fight.',
      relationship: 'our class',
      seed: 'reunion',
    });
    expect(text(reunion)).not.toMatch(/\bcaps?\b|graduat|new chapter/i);
    expect(reunion.lyrics.sections.find((x) => x.kind === 'chorus')!.lines[0]).toMatch(
      /again|years later|here we are/i,
    );
    const proposal = draft({
      prompt: "I'm proposing to Leah on the pier in Brighton where we had our first holiday. She loves sea glass.",
      seed: 'leah',
    });
    expect(text(proposal)).not.toMatch(/holiday(s)? (time|season)|home for holidays/i);
    expect(text(proposal)).toMatch(/marry me|say yes/i);
  });

  it('lets only family and friends "send love" or "say so"; a teacher, a singer or a scooter told of is talked about', () => {
    // before: "And Vespa sends love to you", "And Mr. Patel will tell you so", "Mrs. Dunn sings along with us"; and a
    // birthday sung to "Mr. Chen" whose bakery Grandpa rides to
    const stories = [
      [
        "Grandpa Wei turns 90. Plays mahjong every Friday. Loves Sinatra. Rides his old Lambretta to Mr. Chen's bakery.",
        'birthday',
      ],
      ["Our class of 2001 had the muddy sports day and Mrs. Dunn's exploding volcano. Twenty years!", 'reunion'],
    ];
    for (const [prompt, event] of stories)
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const w = draft({ prompt, event, seed });
        expect(text(w)).not.toMatch(
          /(sends love|say so|tell you (so|the same)|joins in|sings along|is here with|is singing|hug from|love from|say the same)/,
        );
      }
    expect(draft({ prompt: stories[0][0], event: 'birthday' }).story.recipient.names).toEqual(['Grandpa Wei']);
  });

  it('sings a detail the story told last rather than dropping it for want of a rhyme', () => {
    // before: "walk to the bakery every morning" was left out when no answer rhymed with it
    const w = draft({
      prompt:
        'Our grandparents Elif and Kerem married in Izmir in 1968. Grandpa still peels her an orange every night and they walk to the mosque every Friday.',
      recipient: 'Elif and Kerem',
      relationship: 'our grandparents',
      event: 'anniversary',
      seed: 'izmir',
    });
    expect(text(w)).toMatch(/mosque/);
    expect(text(w)).toMatch(/orange/);
  });

  it('sings a list told with no verb as a list, a line each, never pasted', () => {
    const w = draft({
      prompt:
        "Christmas song for the Nowak family. Dziadek's bigos, the star that always falls off the tree, and the cat sleeping in the nativity scene.",
      event: 'christmas',
      seed: 'nowak',
    });
    const lines = allLines(w);
    const at = lines.findIndex((l) => /bigos/.test(l));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at, at + 4).join(' / ')).toMatch(/bigos \/ The star .*tree.* \/ .*nativity scene/i);
  });

  it("winks when asked to be funny, names no season the story never told, and keeps a family's house for family", () => {
    const funny = (seed: string) =>
      draft({
        prompt: 'make it funny!! Marco turns 50. He burns every barbecue and still thinks he can dance.',
        event: 'birthday',
        recipient: 'Marco',
        relationship: 'my brother',
        seed,
      });
    // (a line from the bank of winks: "You are a legend, more or less", "So act surprised when the chorus comes")
    const winks =
      /legend|instead of a (card|speech)|act surprised|one of a kind|change a thing|rhymes|tried to keep it|that line is about you|can hear|nobody asked|weird|speech|on a roll|cheaper|better than a|older|candles cost|a day over/i;
    const seeds = ['f1', 'f2', 'f3', 'f4'];
    expect(seeds.filter((seed) => winks.test(text(funny(seed)))).length).toBeGreaterThanOrEqual(3);
    // (never in a song of loss)
    const gone = draft({
      prompt:
        'In memory of Uncle Sal who passed away in May. He told the worst jokes. Make it funny, he would want that.',
      seed: 'sal',
    });
    expect(text(gone)).not.toMatch(/act surprised|on a roll|weird|legend/i);
    // before: "You are home to me all summer long" on New Year's Eve; "You keep the whole house going strong" to a friend
    for (const seed of ['n1', 'n2', 'n3', 'n4', 'n5']) {
      const nye = draft({
        prompt: 'New year song for my flatmates. We always end up at the same kebab shop at 2am.',
        event: 'new year',
        relationship: 'my friends',
        seed,
      });
      expect(text(nye)).not.toMatch(/\b(summer|spring|autumn)\b/i);
      expect(text(nye)).not.toMatch(/\b(family|whole house)\b/i);
    }
    // ("Kenji is in Osaka, I'm in Denver": where the singer is, never "I think of Denver")
    const apart = draft({
      prompt: "Kenji is in Osaka, I'm in Lisbon. We talk every night.",
      recipient: 'Kenji',
      relationship: 'my boyfriend',
      seed: 'apart',
    });
    expect(text(apart)).not.toMatch(/think of Lisbon|back in Lisbon|Lisbon days/);
  });

  it('loves a pet told by its relation, and thinks back only on places where something happened', () => {
    // before: "We thank you, Luna, today", "You stood tall when life got tough" to a cat remembered
    for (const seed of ['p1', 'p2', 'p3']) {
      const cat = draft({
        prompt: 'Mochi passed away at 16. She slept on every keyboard and yelled for breakfast at 5am.',
        recipient: 'Mochi',
        relationship: 'our cat',
        seed,
      });
      expect(text(cat)).not.toMatch(/\b(thank|stood tall|proved|doubters|steady and strong|helped us)\b/i);
    }
    // before: "I think of Singapore" for where he goes next
    for (const seed of ['s1', 's2', 's3']) {
      const leaving = draft({
        prompt: 'Sanjay from accounts is leaving for a new job in Singapore. He fixed the printer with a kick.',
        event: 'farewell',
        recipient: 'Sanjay',
        seed,
      });
      expect(text(leaving)).not.toMatch(/think (of|about) Singapore|Singapore days|back in Singapore/);
    }
  });

  it('never has the parents sing as players, an admirer stand by her, or grandchildren remember the year they wed', () => {
    for (const seed of ['t1', 't2', 't3', 't4']) {
      const cup = draft({
        prompt: 'Our under 10s netball team, the Kestrels, won the league. Shooter Ama scored twenty goals.',
        event: 'team win',
        recipient: 'the Kestrels',
        from: 'the parents',
        seed,
      });
      expect(text(cup)).not.toMatch(
        /\bwe (did|made|kept|held|stood|won|pulled|fought)\b|every hand pulled|side by side|as one\b/i,
      );
      const crush = draft({
        prompt: 'There is a boy at the bookshop on Hill Street who whistles while he stacks the shelves.',
        event: 'secret admirer',
        recipient: 'Theo',
        seed,
      });
      expect(text(crush)).not.toMatch(/here for you|by your side|I (miss|need) you/i);
      const diamond = draft({
        prompt:
          'Our grandparents Leila and Omar married in Beirut in 1964. Sixty years on they still share one coffee.',
        event: 'anniversary',
        recipient: 'Leila and Omar',
        relationship: 'our grandparents',
        seed,
      });
      expect(text(diamond)).not.toMatch(/(remember|think (of|about)) nineteen sixty-four/i);
    }
  });

  it('moves only where and when: what else follows the clause stays with it, and where a trip went stays with the trip', () => {
    // before: "After twenty-two years to Kumasi / You are leaving our church to go back"
    for (const seed of ['k1', 'k2', 'k3', 'k4']) {
      const w = draft({
        prompt: 'Pastor Kofi is leaving our church after 19 years to go back to Tamale.',
        event: 'farewell',
        recipient: 'Pastor Kofi',
        seed,
      });
      const sung = text(w);
      expect(sung).toMatch(/to go back to Tamale/);
      expect(sung).not.toMatch(/years to Tamale/);
      // ("We met on a school trip to Rome": never "We met to Rome")
      const trip = draft({
        prompt: 'We met on a coach trip to Krakow in 2011.',
        recipient: 'Ola',
        relationship: 'my wife',
        event: 'anniversary',
        seed,
      });
      expect(text(trip)).not.toMatch(/met to Krakow/i);
    }
  });

  it('sings a small child no work, glory or bows', () => {
    for (const seed of ['c1', 'c2', 'c3', 'c4']) {
      const w = draft({
        prompt: 'Our son Ezra turns 3. He is obsessed with tractors and says moo to every dog.',
        event: 'birthday',
        recipient: 'Ezra',
        relationship: 'our son',
        seed,
      });
      expect(text(w)).not.toMatch(/\b(work|effort|earned|glory|peers|bow|doubters|steady)\b/i);
    }
  });

  it("sings a long owned subject on its own line, and someone's love for the listener to her", () => {
    for (const seed of ['m1', 'm2', 'm3']) {
      const w = draft({
        prompt: "Dad's old Morris Minor broke down on her wedding day. My little Leo loves her.",
        recipient: 'Leila',
        relationship: 'my best friend',
        seed,
      });
      const lines = allLines(w);
      // (six of the buyer's words in a row are never one line: the subject is sung alone, then what it did)
      expect(
        lines.some((l, i) => /Morris Minor$/.test(l) && /^Broke down on your wedding day/.test(lines[i + 1])),
      ).toBe(true);
      expect(text(w)).toMatch(/Leo loves you/);
      expect(text(w)).not.toMatch(/loves her|And Morris|Morris,/);
    }
  });

  it('sings parents called as their children call them, the years of an anniversary in words, and no road to a dog', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const w = draft({ prompt: 'our parents 25th anniversary. they run a little bakery together.', seed });
      expect(text(w)).toMatch(/Mum and Dad/);
      expect(text(w)).not.toMatch(/my love|twenty-fif\b/);
      const dog = draft({
        prompt: 'Biscuit the beagle turns 10. He steals socks and loves the beach.',
        event: 'birthday',
        seed,
      });
      expect(text(dog)).not.toMatch(/\b(road|mile)\b|place to call your own/);
      const gone = draft({
        prompt: 'In memory of Grandad Eddie, a miner who kept pigeons. He died in March at 87.',
        event: 'memorial',
        seed,
      });
      expect(text(gone)).not.toMatch(/never (cease|fail)|all year long|right here/i);
    }
  });

  it('sings every event of a short story before stock lines, each broken where a phrase begins', () => {
    for (const seed of ['f1', 'f2', 'f3', 'corpus-l21']) {
      const w = draft({
        prompt:
          'my sister Fatima turns 30 tomorrow. shes a primary school teacher and runs marathons, she did london last year in under 4 hours. she loves cats and bad reality tv',
        event: 'birthday',
        recipient: 'Fatima',
        relationship: 'my sister',
        seed,
      });
      const sung = text(w);
      for (const told of [/teacher/, /run marathons/, /London last year/, /four hours/, /cats/])
        expect(sung).toMatch(told);
      // (never a line left on a preposition: "You did London last year in / Under four hours")
      expect(allLines(w).filter((l) => /\b(in|on|at|through|with)$/.test(l))).toEqual([]);
      expect(sung).not.toMatch(/that London/);
      const mateo = draft({
        prompt:
          'Our son Mateo turns 5 on Tuesday! He is obsessed with dinosaurs especially the T-rex and wants to be a paleontologist.',
        recipient: 'Mateo',
        relationship: 'our son',
        from: 'Mum and Dad',
        seed,
      });
      expect(text(mateo)).toMatch(/dinosaurs/);
    }
  });

  it('calls back a thing only after its own line, never in the chorus, and never what is going on now', () => {
    for (const seed of ['cb1', 'cb2', 'cb3', 'cb4', 'cb5']) {
      const w = draft({
        prompt:
          'In memory of Nonno Giuseppe. He grew tomatoes on his allotment for forty years and always sang Volare while he cooked Sunday sauce. He kept pigeons in the back garden.',
        event: 'memorial',
        seed,
      });
      const lines = allLines(w);
      for (const word of ['tomatoes', 'pigeons', 'garden']) {
        const first = lines.findIndex((l) => new RegExp(word).test(l));
        const callback = lines.findIndex(
          (l) => /\b(still|remember|think of|talk about)\b/i.test(l) && l.includes(word),
        );
        if (callback >= 0) expect(callback).toBeGreaterThan(first);
      }
      const chorus = w.lyrics.sections.find((s) => s.kind === 'chorus')!.lines.join('\n');
      expect(chorus).not.toMatch(/\b(tomatoes|pigeons|garden)\b/);
      const fatima = draft({
        prompt: 'For my sister Fatima. She loves cats and just got her nursing license.',
        event: 'birthday',
        seed,
      });
      expect(text(fatima)).not.toMatch(/(that|those) (cats|nursing license)/);
    }
  });

  it('sings a long clause in the lines it needs rather than dropping it', () => {
    for (const seed of ['w1', 'w2', 'w3']) {
      const w = draft({
        prompt:
          'My grandfather Ikenna passed away in March at 91. He grew tomatoes in the back garden and gave them to every neighbour on the street whether they wanted them or not.',
        event: 'memorial',
        recipient: 'Grandpa Ikenna',
        seed,
      });
      expect(text(w)).toMatch(/every neighbour/);
      expect(text(w)).toMatch(/whether they wanted them/i);
    }
  });

  it('sings a perfect with its participle, a nickname as a name, "the start of" kept, and no glory for a birthday', () => {
    for (const seed of ['d1', 'd2', 'd3']) {
      const w = draft({
        prompt:
          'For Dorothy. Everyone calls her Dot. She has run the same flower stall on the market for 30 years. At the start of every year she paints the sign again.',
        recipient: 'Dorothy',
        event: 'birthday',
        seed,
      });
      const sung = text(w);
      expect(sung).toMatch(/calls you Dot/);
      expect(sung).toMatch(/have run the same flower stall/);
      expect(sung).not.toMatch(/have ran|calls your Dot|that start of/);
      const wife = draft({
        prompt: 'For my wife Ana on her 40th. She sings in the car and makes the best paella.',
        relationship: 'my wife',
        seed,
      });
      expect(text(wife)).not.toMatch(/\b(glory|doubters|the work was|earned)\b/i);
    }
  });

  it('keeps "next to" together and says who another way rather than drop a line the buyer wrote', () => {
    for (const seed of ['n1', 'n2', 'n3']) {
      const w = draft({
        prompt:
          'My best friend Sofia is turning 30. We have been friends since we sat next to each other in maths class in 2006.',
        recipient: 'Sofia',
        event: 'birthday',
        seed,
      });
      expect(text(w)).toMatch(/sat next to each other/);
      expect(allLines(w).filter((l) => /\bnext$/.test(l))).toEqual([]);
    }
  });

  it("sings the couple's own occasion to them and 'she said yes' to her", () => {
    for (const seed of ['y1', 'y2', 'y3']) {
      const w = draft({
        prompt: "mum & dad's 40th anniversary is next month!! they met at a roller disco in 1984.",
        event: 'anniversary',
        from: 'Siobhan and Declan',
        seed,
      });
      expect(text(w)).not.toMatch(/Mum, you are next month|Their|40th/);
      const yes = draft({
        prompt: '22 years and i still cant believe she said yes.',
        recipient: 'Maria',
        relationship: 'my wife',
        seed,
      });
      expect(text(yes)).toMatch(/believe you said yes/);
    }
  });
  it('gives a long story longer verses, sings every one of its events, and never restates the age the chorus sings', () => {
    const priya: Partial<GenerateInput> = {
      prompt:
        'My sister Priya is turning 40. She ran her first marathon last year in under four hours, she kept her wedding ring in her jacket pocket the whole way. She has two boys, Arjun and Dev, and a cat called Mango who hates everyone but her. She makes the best biryani in Leicester.',
      event: 'birthday',
    };
    const once = (p: ReturnType<typeof planSong>) => 2 * p.shape.verseLines + p.shape.bridgeLines;
    // (a short story keeps the shape the length and tempo give it)
    const short = { prompt: 'Happy birthday, Priya! You are the best sister.', seed: 's1' };
    expect(songPlan(short)).toEqual(planSong(normaliseInput(short)));
    for (const seed of ['l1', 'l2', 'l3']) {
      const plan = songPlan({ ...priya, seed } as GenerateInput);
      // before: four-line verses and a four-line bridge, twelve lines for six events
      expect(once(plan)).toBeGreaterThan(12);
      expect(once(plan)).toBeGreaterThan(once(planSong(normaliseInput({ ...priya, seed } as GenerateInput))));
      const sung = text(draft({ ...priya, seed }));
      // before: the biryani and Mango dropped for stock lines; "You are turning forty" under "You are forty tonight"
      expect(sung).toMatch(/You make the best biryani\s+In Leicester|You make the best biryani in Leicester/);
      // (where the ring was kept is sung with the ring, never called back alone: "I see that jacket pocket too")
      expect(sung).not.toMatch(/that jacket pocket/);
      expect(sung).toMatch(/Mango hates everyone but you/);
      expect(sung).toMatch(/marathon/);
      expect(sung).not.toMatch(/You are turning forty/);
    }
  });
  it('sings a couple\'s "she" and "her" as the one it means, and keeps "at all" with its verb', () => {
    const parents = text(
      draft({
        prompt:
          "My parents Gerald and Maureen celebrate 50 years in May. Dad still calls her 'love' and Mum still pretends she's annoyed.",
        recipient: 'Gerald and Maureen',
        relationship: 'parents',
        event: 'anniversary',
      }),
    );
    // before: "Gerald, you still call her love", "Maureen, you still pretend she's annoyed"
    expect(parents).toMatch(/you still call Maureen love/);
    expect(parents).toMatch(/you still pretend you're annoyed/);
    const patel = text(
      draft({
        prompt:
          "For Mrs. Patel, my son's 2nd grade teacher. He couldn't read at all in September and now he reads us bedtime stories.",
        recipient: 'Mrs. Patel',
        event: 'thanks',
      }),
    );
    // before: "In September at all, my son couldn't read", "My son reads me" and "I bedtime stories"
    expect(patel).toMatch(/couldn't read at all/);
    expect(patel).toMatch(/reads (me|us) bedtime stories/);
  });
  it('sings short things told together on one line: "Single mom, two jobs"', () => {
    const mom = text(
      draft({
        prompt: "just a song for my mom because she's the best. single mom, two jobs, never missed a game",
        relationship: 'mother',
      }),
    );
    expect(mom).toMatch(/Single mom, two jobs/);
    expect(mom).toMatch(/You never missed a game/);
    expect(mom).not.toMatch(/My mom is/);
  });
  it('sings every fact of a long story and what the buyer asks it to mention: a quicker tempo for longer verses, one answer a fact while more waits', () => {
    const ingrid: Partial<GenerateInput> = {
      prompt:
        'My grandmother Ingrid turns 90 on March 3rd. She was born in Bergen, Norway and came to Minnesota in 1956 with one suitcase. She still bakes krumkake every Christmas and beats everyone at cribbage. Please mention her garden, she grows the biggest rhubarb on the street.',
      recipient: 'Ingrid',
      relationship: 'grandmother',
      event: 'birthday',
    };
    for (const seed of ['x', 'i2', 'i3']) {
      const sung = text(draft({ ...ingrid, seed }));
      // before: "Norway came to Minnesota"; cribbage and the rhubarb dropped; the garden only as "And oh, that biggest
      // rhubarb"
      expect(sung).toMatch(/you came to Minnesota|came to Minnesota/i);
      expect(sung).not.toMatch(/Norway came/);
      expect(sung).toMatch(/cribbage/);
      expect(sung).toMatch(/you grow the biggest rhubarb/i);
      expect(sung).toMatch(/your garden/i);
      expect(sung).toMatch(/krumkake/);
    }
  });
  it('calls an unnamed ex nothing, keeps an angry break-up angry, thanks firefighters as a group, and says "a one-room"', () => {
    for (const seed of ['x', 'y', 'z']) {
      const angry = draft({
        prompt: 'breakup song. he took the couch AND the cat. keep it short and angry',
        event: 'breakup',
        seed,
      });
      const sung = text(angry);
      // before: "I let you go, my friend", "I wish you joy in everything you start", "AND the cat"
      expect(sung).not.toMatch(/my friend|wish you|may you|good fortune|kindly/i);
      expect(sung).toMatch(/You took the couch\s+And the cat/);
      expect(angry.title).not.toMatch(/friend/i);
    }
    // before: "Thank you, my friend, so much", sung to the firefighters of Station 9
    const station = draft({
      prompt:
        'To the firefighters of Station 9 in Paradise, California who saved our house and our horses in the 2018 fire.',
      event: 'thanks',
    });
    expect(station.story.recipient).toMatchObject({ relationship: 'the firefighters', group: true });
    expect(text(station)).not.toMatch(/my friend/);
    // before: "We started with an one room apartment"
    const apartment = text(draft({ prompt: 'We started with a one-room apartment in Queens.', seed: 'a1' }));
    expect(apartment).not.toMatch(/\ban one\b/i);
  });
  it("sings a couple's 'he' and 'her' as the one each is, names the listener 'you' in another's clause, and 'you' anyone", () => {
    const wedding = text(
      draft({
        prompt:
          'Kwame and Lucía are getting married in Lisbon this September. They met in a salsa class in 2019 where he stepped on her foot twice. He proposed on a tram.',
        event: 'wedding',
      }),
    );
    // before: "On your foot twice, you two stepped", "You two proposed on a tram"
    // (and "her" is the other one, by name: "Kwame, you stepped on Lucía's foot twice")
    expect(wedding).toMatch(/Kwame, you stepped on Lucía's foot twice|on Lucía's foot twice/);
    expect(wedding).not.toMatch(/you two stepped|you two proposed|your foot/i);
    const brides = text(
      draft({
        prompt:
          'My sister Aoife is marrying her girlfriend Chidinma. They met at mile 20 of the Dublin marathon when Aoife had a cramp and Chidinma stopped to help her.',
        event: 'wedding',
      }),
    );
    // before: "Chidinma, you stopped to help her"
    expect(brides).toMatch(/stopped to help Aoife/);
    const silver = text(
      draft({
        prompt:
          "25 years married to my wife Mei-Ling. Now we have three kids and a dog named Tofu. I still can't cook but she still laughs at my jokes.",
        event: 'anniversary',
        recipient: 'Mei-Ling',
        relationship: 'wife',
      }),
    );
    // before: "Twenty-five years married / To my wife Mei Ling", "At my jokes, Tofu still laughs"
    expect(silver).toMatch(/married to you/);
    expect(silver).not.toMatch(/Tofu still laughs|my wife Mei/);
    const danny = text(
      draft({
        prompt:
          "My best friend Danny died in a motorcycle accident in August. He was the loudest guy in any room and he'd give you his jacket in a snowstorm.",
        event: 'memorial',
        recipient: 'Danny',
      }),
    );
    // before: "In a snowstorm, you would give you your jacket"
    expect(danny).toMatch(/give anyone your jacket/);
  });
  it("remembers no place as the singer's that only the listener lived in", () => {
    for (const seed of ['x', 'b2', 'b3', 'b4']) {
      const sung = text(
        draft({
          prompt:
            'My grandmother Ingrid turns 90 on March 3rd. She was born in Bergen, Norway and came to Minnesota in 1956 with one suitcase. She still bakes krumkake every Christmas.',
          recipient: 'Ingrid',
          relationship: 'grandmother',
          from: 'your grandchildren',
          event: 'birthday',
          seed,
        }),
      );
      // before: "We still dream of Bergen and grin", "I can still see Bergen all year"
      expect(sung).not.toMatch(
        /(talk about|think of|dream of|see|back to|part of \w+ is \w+ in|still in) (Bergen|Minnesota)/i,
      );
      expect(sung).toMatch(/born in Bergen|In Bergen, you were born/);
    }
    // (where the singer was, they remember: "we met in Lagos")
    const met = text(
      draft({
        prompt: 'We met in Lagos in 2015 and moved to Leeds.',
        event: 'anniversary',
        recipient: 'Ade',
        seed: 'l1',
      }),
    );
    expect(met).toMatch(/Lagos/);
  });
  it("sings a team's song to the team with its shout-out in it, keeps 'on purpose' with its verb, and sings a list after 'Song about'", () => {
    const team = draft({
      prompt:
        'Our sales team in Denver crushed Q4. Shoutout to Priya who closed the Henderson deal on Christmas Eve. Make it hype.',
      event: 'team',
    });
    // before: sung to Priya ("Hands up high, Priya"), and "And we think of Shoutout"
    expect(team.story.recipient.names).toEqual([]);
    expect(team.story.people.map((p) => p.name)).toEqual(['Priya']);
    expect(text(team)).toMatch(/Priya closed the Henderson deal/);
    expect(text(team)).not.toMatch(/Shoutout/);
    const rafael = text(
      draft({
        prompt:
          'husband Rafael turning 40. he is bald now and pretends he did it on purpose. roast him a bit but end sweet',
        recipient: 'Rafael',
        relationship: 'husband',
        event: 'birthday',
      }),
    );
    // before: "On purpose, you pretend he did it", "You end sweet"
    expect(rafael).toMatch(/You pretend you did it on purpose/);
    expect(rafael).not.toMatch(/end sweet/i);
    const trip = text(
      draft({
        prompt:
          'Song about our road trip on Route 66 summer 2023, me and my three best friends in a broken Honda Civic, flat tire in Amarillo, best burgers in Tucumcari',
        relationship: 'my three best friends',
      }),
    );
    // before: none of the list was sung
    expect(trip).toMatch(/flat tire in Amarillo/i);
    expect(trip).toMatch(/best burgers in Tucumcari/i);
  });
  it('sings no plans for the party and no wish for the song as the story, and what others say of the listener to her', () => {
    const okafor = draft({
      prompt:
        'Dr. Ngozi Okafor is retiring after 32 years as the pediatrician at Riverside Clinic. Every kid knows her purple stethoscope. The nurses say she never once left before the last patient was seen. We are throwing her a party on Friday and want a song the whole staff can sing.',
      event: 'retirement',
    });
    // before: "We are throwing you a party / On Friday", "The nurses says she never"
    expect(okafor.story.events.map((e) => e.phrase).join(' | ')).not.toMatch(/party|throwing/);
    expect(text(okafor)).toMatch(/The nurses say you never once left/);
    const parents = draft({
      prompt:
        'My parents Olu and Funmi are celebrating 50 years of marriage. They met at university in Ibadan in 1972. We are all flying to Lagos for the party.',
      event: 'anniversary',
    });
    // before: "We are all flying / To Lagos for the party"
    expect(text(parents)).not.toMatch(/flying/);
    const kevin = draft({
      prompt:
        'Kevin left me for his yoga instructor after 6 years. He took the air fryer. I want an angry but funny breakup anthem I can scream in the car.',
      event: 'breakup',
    });
    // before: "I want an angry / I can scream funny breakup anthem in the car"
    expect(text(kevin)).not.toMatch(/scream|anthem|want an/i);
    expect(text(kevin)).toMatch(/air fryer/);
  });
  it('answers a death with no cheer: "You were twenty-four" is never followed by "who could want anything more"', () => {
    for (const seed of ['x', 'c2', 'c3', 'c4']) {
      const sung = text(
        draft({
          prompt:
            'My little brother Cody died in a motorcycle accident in May. He was 24. He was a mechanic and could fix anything with an engine.',
          relationship: 'brother',
          event: 'memorial',
          seed,
        }),
      );
      expect(sung).toMatch(/twenty-four/);
      expect(sung).not.toMatch(/anything more|ask for more|proud|glad|beam|worth (telling|singing)/i);
    }
  });
  it('calls back "the lanterns of a night market" as "those lanterns", never "that lanterns"', () => {
    for (const seed of ['corpus-wedding-jonas-amara', 'j2', 'j3']) {
      const sung = text(
        draft({
          prompt:
            'Jonas and Amara met under the lanterns of a night market in Lagos. He proposed on a rooftop in 2023 with a ring he hid in a jar of honey.',
          event: 'wedding',
          styles: ['rnb'],
          seed,
        }),
      );
      expect(sung).not.toMatch(/that lanterns/i);
    }
  });
  it('sings "Happy 60th!" as a birthday, keeps a fronted place from being broken again, and mourns a dog gone over the rainbow bridge', () => {
    for (const seed of ['x', 'p2', 'p3']) {
      const rick = draft({
        prompt: 'Happy 60th Dad!! he loves the Dodgers, grilling and falling asleep during movies',
        seed,
      });
      // before: a "song" (no birthday), "You love the Dodgers" alone, "You hold me close through the night"
      expect(rick.story.occasion).toBe('birthday');
      // (the age turned is sung: "A happy sixtieth to you")
      expect(text(rick)).toMatch(/sixtieth/i);
      expect(text(rick)).toMatch(/grilling/);
      expect(text(rick)).toMatch(/falling asleep during movies/);
      expect(text(rick)).not.toMatch(/through the night/);
      const adaeze = allLines(
        draft({
          prompt:
            'my daughter Adaeze just graduated nursing school!!! she worked nights at the Walgreens pharmacy the whole time',
          seed,
        }),
      );
      // before: "At the Walgreens pharmacy / The whole time / You worked nights"
      const at = adaeze.findIndex((l) => /worked nights/.test(l));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(adaeze.slice(Math.max(0, at - 2), at).filter((l) => /^(At the Walgreens|The whole time)/.test(l))).toEqual(
        [],
      );
      const rufus = draft({
        prompt:
          'our dog Rufus crossed the rainbow bridge yesterday 🌈🐾 he was a golden retriever, 13 years old, loved tennis balls and the beach at Cannon Beach. the kids are heartbroken',
        seed,
      });
      // before: "Make a wish, Rufus, tonight", "You are thirteen today", "We still smile about that rainbow bridge"
      expect(text(rufus)).toMatch(/crossed the rainbow bridge/);
      expect(text(rufus)).not.toMatch(
        /make a wish|you are thirteen|now you are|(smile|laugh) about that rainbow|left us the rainbow/i,
      );
    }
  });
  it('toasts no town: "Here is to Naples tonight" is never sung', () => {
    for (const seed of ['corpus-x', 'n2', 'n3', 'n4']) {
      const sung = text(
        draft({
          prompt:
            "50 years married!! Nonna and Nonno met in Naples in 1974 at her cousin's bakery. They came to Toronto with nothing. He still brings her an espresso every morning.",
          recipient: 'Nonna Giuseppina and Nonno Aldo',
          relationship: 'my grandparents',
          from: 'the grandchildren',
          seed,
        }),
      );
      expect(sung).not.toMatch(/here is to (Naples|Toronto)/i);
      expect(sung).not.toMatch(/Nonna, you met/);
    }
  });
  it('sings a song about a place or a thing to it, with no line said to a person', () => {
    for (const seed of ['o1', 'o2', 'o3', 'o4']) {
      const truck = draft({
        prompt:
          'a song about my old truck. bought it in 1998, then drove it to every job for 25 years. the dog rides shotgun',
        seed,
      });
      const tromso = draft({
        prompt:
          'A song about my hometown Tromso, where I learned to ski in 1994. My grandfather fished from the old harbour.',
        seed,
      });
      const house = draft({
        prompt:
          "a goodbye song for our house on Maple Street, we're moving after 19 years. the kids grew up here, the big oak tree out front",
        seed,
      });
      for (const w of [truck, tromso, house]) {
        const sung = text(w);
        // before: "I wish you well, Tromso", "You stood out among your peers", "I thank you more than you see",
        // "I hold you close, Tromso, forever", "I need you more than a postcard can show"
        expect(sung).not.toMatch(
          /wish (you|\w+) well|proud|thank|peers|hold (you|me|us) close|need you|lucky to have|may you|kindest|my friend/i,
        );
        expect(w.lyrics.sections.find((x) => x.kind === 'chorus')!.lines.join(' ')).toMatch(
          /old truck|Tromso|old house/,
        );
      }
      expect(text(truck)).toMatch(/I bought you/);
      expect(text(truck).replace(/\n/g, ' ')).toMatch(/drove you to every job/i);
      expect(text(house)).toMatch(/oak tree/);
    }
  });
  it("sings a couple's love, not the singer's, when a guest the story gives no tie to orders their wedding song", () => {
    for (const seed of ['w1', 'w2', 'w3', 'w4']) {
      const sung = text(draft({ prompt: 'wedding song for Ahmed & Leila, june 14 💍', event: 'wedding', seed }));
      // before: "I love you two beyond measure", "You hold me together just right", "I need you two each week"
      expect(sung).not.toMatch(
        /love you|need you|adore|cherish|hold (me|us)|my anchor|home to (me|us)|my sunlight|soul I know/i,
      );
      expect(sung).not.toMatch(/June fourteen/);
      // a sister still loves her sister and the groom
      const sister = text(
        draft({
          prompt: "Song for my sister Priya's wedding to Tomasz. They met at a climbing gym in Denver.",
          event: 'wedding',
          seed,
        }),
      );
      expect(sister).toMatch(/Priya/);
    }
  });
  it('welcomes a newborn with love, never thanks, and sings when she was born', () => {
    for (const seed of ['b1', 'b2', 'b3', 'b4']) {
      const amaya = draft({
        prompt:
          'welcome to the world baby Amaya! born Jan 3 at 4:12am, 7 lbs 2 oz. big brother Leo is 3 and keeps asking to hold her',
        seed,
      });
      // before: "Thank you more than a speech can convey / I am grateful to this day" (a baby was a stranger)
      expect(text(amaya)).not.toMatch(/thank|grateful|who else would/i);
      expect(amaya.story.events[0]).toMatchObject({
        actor: { kind: 'recipient' },
        phrase: expect.stringMatching(/^was born January third/),
      });
      expect(text(amaya)).toMatch(/January third/);
    }
  });
  it('thanks the NICU nurses, not the baby they cared for, and sings what they did', () => {
    for (const seed of ['n1', 'n2', 'n3', 'x']) {
      const w = draft({
        prompt:
          "Thank you song for the NICU nurses at St. Mary's who took care of our daughter Lucia for 62 days. especially nurse Okonkwo who sang to her at night",
        styles: ['classical'],
        seed,
      });
      // before: "Thank you, Lucia, so much" (the baby thanked); "We especially nurse Okonkwo"; what they did dropped
      expect(w.story.recipient).toMatchObject({ group: true, relationship: 'the NICU nurses' });
      const sung = text(w).replace(/\n/g, ' ');
      expect(sung).toMatch(/dear nurses/);
      expect(sung).toMatch(/took care of our Lucia/i);
      expect(sung).toMatch(/Nurse Okonkwo sang to her at night/);
      expect(sung).not.toMatch(/thank you,? Lucia|especially nurse/i);
    }
  });

  it('sings what someone said as they said it, after the clause that says it', () => {
    for (const seed of ['q1', 'q2', 'q3']) {
      const w = draft({
        prompt:
          'Retirement song for Gerhard, our IT guy, who always asked "have you tried turning it off and on again". Twenty years of fixing our printers.',
        seed,
      });
      const lines = allLines(w);
      const at = lines.findIndex((l) => /^Have you tried turning it off and on again$/.test(l));
      // before: "You always asked have you" and "You tried turning it off": the question broken and lost
      expect(at).toBeGreaterThan(0);
      expect(lines[at - 1]).toMatch(/^You always asked\b/);
      // a colleague is no love: "I need you", "I adore you" are not his
      expect(text(w)).not.toMatch(/\b(adore|need you|love you)\b/i);
    }
  });

  it('sings each listener as what they are to the singer: a pet, a mate, a son, a colleague, and no cheese when asked', () => {
    const lines = (input: Partial<GenerateInput>, seeds: string[]) =>
      seeds.map((seed) => ({ seed, w: draft({ ...input, seed }) }));
    for (const { w } of lines(
      { prompt: "Birthday song for Pickle! She's a guinea pig who squeaks every time the fridge opens." },
      ['p1', 'p2', 'p3'],
    )) {
      expect(w.story.pets).toContainEqual({ name: 'Pickle', kind: 'pig' });
      // before: "You led me all the way", "You see the best in everyone" (a person's lines for a pet)
      expect(text(w)).not.toMatch(/\b(led|lead|see the best|showed me|taught)\b/i);
    }
    for (const { w } of lines(
      { prompt: 'my best mate Ollie passed his fire service exams!! 2 years of training. so proud of this idiot' },
      ['m1', 'm2', 'm3'],
    ))
      // before: "I need you more than words can say", "You make me happy each night" (a partner's, to a mate)
      expect(text(w)).not.toMatch(
        /\b(need you|adore|each night|every night|home to me|my anchor|more than words can)\b/i,
      );
    for (const { w } of lines(
      { prompt: 'To my son Rafa on his 21st. You learned to swim at the lido in Hackney.', from: 'Dad' },
      ['s1', 'x', 's3'],
    ))
      // before: "You are my guide", "You always know just how to talk me through" (a parent's guide, to a son)
      expect(text(w)).not.toMatch(
        /\b(my guide|our guide|compass|true north|talk me through|showed me how|taught me)\b/i,
      );
    for (const { w } of lines(
      { prompt: 'Leaving song for Priya from accounts, off to Toronto after 6 years. Queen of the expense report.' },
      ['f1', 'f2', 'f3'],
    )) {
      expect(w.story.people[0]).toMatchObject({ name: 'Priya', relation: 'colleague' });
      // before: "I love you on your way out", "I need you more than words can say"
      expect(text(w)).not.toMatch(/\b(love you|need you|adore|here for you|home to)\b/i);
    }
    const plain = draft({
      prompt:
        'thank you song for my manager Ines who covered my shifts when my dad was in hospital. dont make it cheesy',
    });
    expect(plain.story.wishes).toMatchObject({ noRomance: true });
    expect(text(plain)).not.toMatch(/\b(love|fears|patient ears|beside me|heart|soul)\b/i);
  });

  it('turns "her" and "his" round as whom and whose, and sings a goodbye from the one who goes', () => {
    // before: "You gave your your last samosa", "Dad is selling your next month"
    const train = draft({
      prompt:
        'For my husband Rohan: on our first date he gave me his umbrella and gave her his seat, the old lady on the bus.',
    });
    expect(text(train)).not.toMatch(/\byour your\b|\bgave your (his|your)\b/i);
    const van = draft({
      prompt: 'a song about my old blue camper van, we call her Bluebell. mum is selling her next week',
      seed: 'v',
    });
    expect(text(van)).not.toMatch(/selling your next/i);
    for (const seed of ['l1', 'l2', 'l3']) {
      const w = draft({
        prompt: 'Leaving Dublin for Nairobi after 4 years. goodbye song for my housemates Ciara, Oisín and Mo',
        event: 'farewell',
        seed,
      });
      expect(text(w)).toMatch(/\bI am leaving Dublin\b|\bI leave Dublin\b/i);
      // before: "Farewell, good luck", "before you go", "You shone among your peers" (as if they were leaving)
      expect(text(w)).not.toMatch(/good luck|go well|before you go|as you go|your way out|peers|proud/i);
    }
  });

  it('keeps "one by one" and "dead in the eye" whole, and says a word another way rather than drop a detail', () => {
    for (const seed of ['k1', 'k2', 'k3']) {
      const w = draft({
        prompt:
          'Our cat Tofu passed away last week at 16. She used to knock cups off the table one by one while looking me dead in the eye.',
        event: 'memorial',
        seed,
      });
      const sung = text(w).replace(/\n/g, ' / ');
      // before: the detail dropped, or "one / In the eye by one / While looking me dead"
      expect(sung).toMatch(/one by one/i);
      expect(sung).toMatch(/me dead in the eye/i);
      expect(sung).not.toMatch(/dead \/ in|one \/ by|in that eye/i);
    }
  });

  it('sings a terse list as told, broken between its items when it is long', () => {
    const umbrella = text(draft({ prompt: 'a love song for Mateus. Lisbon, rain, one umbrella.', event: 'love' }));
    expect(umbrella).toMatch(/^Lisbon, rain, one umbrella$/m);
    const phd = text(
      draft({
        prompt:
          'Kwame defended his PhD in atmospheric physics at Imperial last week. Six years, 3 laptops, one flooded lab. He is now officially Dr. Mensah and we will NOT let him forget it.',
        event: 'graduation',
        recipient: 'Dr. Mensah',
        relationship: 'my husband',
      }),
    );
    expect(phd).toMatch(/^Six years, three laptops\nOne flooded lab$/m);
    expect(phd).toMatch(/^You defended your PhD$/m);
    expect(phd).not.toMatch(/Kwame/);
  });

  it('puts nothing before a line that calls one of two by name, and no answer that points back before the story', () => {
    const dev = text(
      draft({
        prompt:
          'MY BEST MATE DEV IS MARRYING HANNAH!!! they met at a Foo Fighters gig in 2015 when she spilled a whole pint on him.',
        event: 'wedding',
      }),
    );
    // before: "On Dev, Hannah, you spilled that whole pint", and "And even now it makes me beam" opening the verse
    expect(dev).toMatch(/^Hannah, you spilled (a|that) whole pint on Dev$/m);
    expect(dev).not.toMatch(/^On Dev/m);
    const first = draft({
      prompt: 'MY BEST MATE DEV IS MARRYING HANNAH!!! they met at a Foo Fighters gig in 2015.',
      event: 'wedding',
    }).lyrics.sections.find((s) => s.kind === 'verse')!.lines[0];
    expect(first).not.toMatch(/\b(it|that|this)\b|^And\b/);
  });

  it('sings "than she did" of the listener to them, and says how often only of what comes round', () => {
    const amara = text(
      draft({
        prompt: 'Our first grandchild Amara arrived on Easter Sunday. Our son Tunde cried more than she did.',
        event: 'new-baby',
        recipient: 'Amara',
        relationship: 'our granddaughter',
        from: 'Grandma and Grandpa Adeyemi',
      }),
    );
    // before: "Tunde cried more / Than she did"
    expect(amara).toMatch(/Tunde cried more\s+than you did/i);
    expect(amara).not.toMatch(/\bshe did\b/);
    // before: "We are proud of you each night", "You always cared every week", "Keep on dreaming every week"
    const stories: Partial<GenerateInput>[] = [
      {
        prompt:
          "Our drummer Niamh is moving to Melbourne in March. We've practiced in her garage every Thursday since 2017 and she broke 14 sticks at the Whelan's gig. WE WILL MISS YOU NIAMH. Make it loud",
        event: 'farewell',
        styles: ['rock'],
      },
      {
        prompt:
          "Thank you to Tomasz, the night nurse on the cardiac ward at St. Vincent's, who sat with my dad at 3am when he couldn't sleep and taught him card tricks.",
        event: 'thank-you',
        recipient: 'Tomasz',
        relationship: "my dad's nurse",
        from: 'the Brennan family',
      },
      {
        prompt: 'for my best friend Ngozi. 20 years since we sat next to each other in JSS1 in Enugu.',
        event: 'friendship',
      },
      { prompt: 'a love song for Mateus. Lisbon, rain, one umbrella.', event: 'love' },
    ];
    for (const story of stories)
      for (const seed of ['corpus-s06', 'corpus-s14', 'one'])
        expect(text(draft({ ...story, seed }))).not.toMatch(
          /\b(every|each|all) (week|hour|season|evening|weekend)( long)?$|\b(proud|grateful|glad|lucky|cared)\b.*\b(each|every) (night|morning)$/im,
        );
  });

  it('sings a long run of the years someone worked, broken where its phrases begin, and where a place knows them', () => {
    const bus = text(
      draft({
        prompt:
          "Mr. Alvarez is retiring after 35 years driving school bus route 12 in El Paso. He knew every kid's name and played Vicente Fernández every single morning.",
        event: 'retirement',
      }),
    );
    // before: the years on route twelve were never sung, and "And oh, El Paso" stood alone
    expect(bus).toMatch(/After thirty-five years\nDriving school bus route twelve/);
    expect(bus).not.toMatch(/^And oh, El Paso$/m);
  });

  it('asks the one proposed to in one voice, and wishes no partner well as if they were leaving', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const sid = text(
        draft({
          prompt:
            'gonna pop the question to Siddharth at the Diwali party in Pune!! 6 yrs together, we met on a delayed train to Mumbai. he hates surprises',
          event: 'proposal',
          seed,
        }),
      );
      expect(sid).toMatch(/marry me, Siddharth/i);
      expect(sid).not.toMatch(/marry us|wish you well|And oh, Siddharth/i);
    }
  });

  it('calls back no pet the listener outlived', () => {
    for (const seed of ['g1', 'g2', 'g3']) {
      const sung = text(
        draft({
          prompt:
            'My grandmother Colette turns 100 on the 8th of August! She has outlived two husbands and a parrot named Gaston. She loves Edith Piaf and cheap red wine.',
          recipient: 'Mamie Colette',
          relationship: 'my grandmother',
          event: 'birthday',
          seed,
        }),
      );
      // before: "I still laugh about Gaston these days", "Here is to Gaston tonight"
      expect(sung).toMatch(/parrot named Gaston/);
      expect(sung.split('\n').filter((l) => /Gaston/.test(l) && !/parrot named Gaston/.test(l))).toEqual([]);
    }
  });

  it('answers something achieved with pride, never a laugh, and keeps "for a year" a stretch of time', () => {
    for (const seed of ['n1', 'n2', 'n3', 'n4']) {
      const lines = text(
        draft({
          prompt:
            'Our twins Wanjiru and Wambui turn 18 on Saturday. They share everything. They both got into nursing school.',
          event: 'birthday',
          seed,
        }),
      ).split('\n');
      const at = lines.findIndex((l) => /nursing school/.test(l));
      expect(at).toBeGreaterThanOrEqual(0);
      // before: "You two got into nursing school / It makes us laugh whenever we feel low"
      expect(lines[at + 1]).not.toMatch(/\b(laugh|grin|giggle|smile)/i);
    }
    const priya = text(
      draft({
        prompt: 'my best friend Priya studied every night for a year with flashcards taped to the fridge.',
        recipient: 'Priya',
        seed: 'f1',
      }),
    );
    // before: "For that year with flashcards taped"
    expect(priya).toMatch(/for a year/);
    expect(priya).not.toMatch(/that year/);
  });

  it('sings what the ones sung to let others call them as said to them, and two brothers as two', () => {
    const nurses = text(
      draft({
        prompt:
          'a thank you song for the nurses on ward 7B who looked after my dad for 6 weeks. they let him call them all sweetheart.',
        event: 'thank-you',
        seed: 'w1',
      }),
    );
    // before: "You all let him call them / All sweetheart"
    expect(nurses).toMatch(/call you all sweetheart/);
    const eid = text(
      draft({
        prompt:
          'eid song for my family in birmingham. my mum Fatima makes sheer khurma. my little brothers Yusuf and Idris wear matching kurtas.',
        event: 'holiday',
        seed: 'w2',
      }),
    );
    // before: "Yusuf wears matching kurtas"
    expect(eid.replace(/\n/g, ' ')).toMatch(/Yusuf and Idris wear matching kurtas/i);
  });

  it('says sorry plainly when asked not to grovel, and keeps a place with what was done there after its verb', () => {
    for (const seed of ['g1', 'g2', 'g3']) {
      const sung = text(
        draft({
          prompt:
            'i said something stupid at her wedding and we havent talked in 4 months. we used to walk to school together in enugu sharing one umbrella. i want to apologise but not grovel',
          recipient: 'Ngozi',
          relationship: 'my best friend',
          event: 'apology',
          seed,
        }),
      );
      // before: "I am the fool to blame", "I take the blame, every bit", "In enugu sharing one umbrella / We walked"
      expect(sung).not.toMatch(/fool|blame|every bit|so sorry/i);
      expect(sung).toMatch(/We walked to school together\n?\s*in Enugu sharing one umbrella/i);
    }
  });

  it('sings what someone did to make the listener laugh as done to them', () => {
    const sung = text(
      draft({
        prompt: 'Min-jun sang a terrible ballad on purpose just to make her laugh.',
        recipient: 'Seo-yeon',
        event: 'wedding',
        seed: 'm1',
      }),
    );
    // before: "sang that terrible ballad to make your laugh"
    expect(sung).toMatch(/make you laugh/);
    expect(sung).not.toMatch(/make your laugh/);
    // before: "On purpose just / Min-jun sang that terrible ballad to make you laugh"
    expect(sung).not.toMatch(/\bjust$/m);
  });

  it('sings what follows a clause of its own after it, and one year as one year', () => {
    for (const seed of ['t1', 't2', 't3']) {
      const sung = text(
        draft({
          prompt:
            '1st anniversary. my wife siobhan hates when i leave teabags in the sink. we got married in galway and it rained sideways.',
          seed,
        }),
      );
      // before: "In the sink, you hate when I leave teabags", "I am here for you for one years now"
      expect(sung).not.toMatch(/In the sink,?\s+you hate/i);
      expect(sung).toMatch(/You hate when I leave teabags\s+in the sink/i);
      expect(sung).not.toMatch(/\bone years\b/);
      expect(sung).toMatch(/It rained sideways/);
    }
  });

  it('answers what someone is or was with no marvel at a deed', () => {
    for (const seed of ['a1', 'a2', 'a7', 'c2']) {
      const lines = text(
        draft({
          prompt: 'our dog Pepper died last month, she was 14. she used to steal socks and bury them in the garden.',
          recipient: 'Pepper',
          relationship: 'our dog',
          seed,
        }),
      ).split('\n');
      const at = lines.findIndex((l) => /^You were fourteen$/i.test(l));
      // before: "You were fourteen / We tell that story each day", "... / Who else would think of that but you"
      expect(at).toBeGreaterThanOrEqual(0);
      expect(lines[at + 1]).not.toMatch(
        /so like you|you all over|says so much about you|classic you|tell that (story|one)|who else|talk about it/i,
      );
      expect(lines.join('\n')).toMatch(/you buried them/i);
    }
  });

  it("sings what others say the listener is to them, and wishes an admirer's listener no farewell", () => {
    const arjun = text(
      draft({
        prompt: 'my son Arjun turns 9. he has bright red hair and the kids at school say hes the ginger king.',
        recipient: 'Arjun',
        event: 'birthday',
        seed: 'k1',
      }),
    );
    // before: "Kids say he's the ginger king", sung to him
    expect(arjun).toMatch(/The kids at school say you're the ginger king/i);
    for (const seed of ['i1', 'i2', 'i3']) {
      const ines = text(
        draft({
          prompt:
            'theres a barista called Ines at the cafe on my street. she draws a little cat in my latte foam. i have never said more than thank you',
          event: 'admirer',
          seed,
        }),
      );
      // before: "I wish you well, Ines, today", "May the wind be at your back"
      expect(ines).not.toMatch(/wish you well|wind (be )?at your back/i);
    }
  });

  it('sings "always" as told, never "ever"', () => {
    const sung = text(
      draft({
        prompt:
          'A thank you song for the doctor who looked after my mum. He always sang old Kishore Kumar songs on his rounds.',
        recipient: 'Dr. Mehta',
        event: 'thank-you',
        seed: 'e1',
      }),
    );
    // before: "You ever sang old Kishore Kumar songs"
    expect(sung).not.toMatch(/\byou ever sang\b/i);
    expect(sung).toMatch(/(always|forever) sang old Kishore Kumar songs/i);
    // (and the singer whose songs they are is no one in the story: "And Kishore, of course")
    expect(sung).not.toMatch(/Kishore,|to Kishore|about Kishore\b(?! Kumar)/);
  });

  it("keeps a partner's words for a partner: none to a colleague, the neighbours, or a couple sung to by a brother", () => {
    const intimate =
      /more than (words|a \w+|these \w+) can|\b(need|adore|cherish)\b|home to|hold (you|you two) close|sunshine|sunlight|belong|on repeat|\bvows?\b|what love looks like/i;
    for (const seed of ['x1', 'x2', 'x3']) {
      const kwame = text(
        draft({ prompt: 'bday song for Kwame in accounts. 30. loves arsenal and spreadsheets lol', seed }),
      );
      // before: "I love you more than a card can show", "You filled my rooms with light"
      expect(kwame).not.toMatch(intimate);
      const neighbours = text(
        draft({
          prompt: 'they shoveled our driveway every morning last winter. mrs k brought soup in a green pot.',
          recipient: 'Mr. and Mrs. Kowalczyk',
          relationship: 'our neighbours',
          event: 'thank-you',
          seed,
        }),
      );
      // before: "You kept every vow"
      expect(neighbours).not.toMatch(intimate);
      const wedding = text(
        draft({
          prompt: 'my brother Nikos is marrying Eleni in June on Naxos. they met at a bakery.',
          recipient: 'Nikos and Eleni',
          relationship: 'my brother and his bride',
          event: 'wedding',
          seed,
        }),
      );
      // before: "I need you two with all my might", "Home is sweet with you"
      expect(wedding).not.toMatch(intimate);
    }
  });

  it('sings "they" as many, one man\'s songs as his to the many sung to, and a couple\'s years as no deed', () => {
    // before: "They was awful", "You all played your favourite elvis songs", "You two married this October"
    const bea = text(
      draft({
        prompt: 'her grandma taught me to make pasteis de nata and they were awful but beatriz ate every single one.',
        event: 'proposal',
        seed: 'p1',
      }),
    );
    expect(bea).toMatch(/They were awful/);
    const nurses = text(
      draft({
        prompt:
          'a thank you song for the nurses on ward 7B who looked after my dad. they played his favourite elvis songs and let him call them all sweetheart.',
        event: 'thank-you',
        seed: 'w1',
      }),
    );
    expect(nurses).toMatch(/played his favourite elvis songs/i);
    const parents = text(
      draft({
        prompt: '40 years married this october. they met on a night train from gdansk to warsaw in 1985.',
        recipient: 'Mum and Dad',
        relationship: 'our parents',
        event: 'anniversary',
        seed: 'm1',
      }),
    );
    expect(parents).not.toMatch(/You two married/);
  });

  it('keeps a name ending in "a" before a vowel, "her" taught or given as whom, one league as "that", a helping verb first', () => {
    const sofia = text(
      draft({
        prompt:
          'welcome baby Sofía Isabel! born 3 march 2024. her big brother mateo is 3 and already wants to teach her football. Grandpa bought her books every week',
        event: 'new-baby',
        from: 'Abuela Rosa',
      }),
    );
    // before: "Sleep tight, Sofían Isabel", "Mateo already wants to teach your football"
    expect(sofia).toMatch(/Sofía Isabel/);
    expect(sofia).not.toMatch(/Sofían/);
    expect(sofia).toMatch(/teach you football/);
    expect(sofia).not.toMatch(/your football|your books/);
    const coach = text(
      draft({
        prompt:
          'For Coach Dafydd and the boys of Little Snoring CC. The boys call him the goat because he has never missed a training in 20 years. We won the league this year.',
        event: 'thank-you',
      }),
    );
    // before: "We won those league this year", "you never have missed a training"
    expect(coach).toMatch(/(the|that) league this year/);
    expect(coach).not.toMatch(/those league|never have missed/);
    expect(coach).toMatch(/have never missed a training/);
  });

  it('asks a child to hold up no one, and wishes better days only on hard ones', () => {
    for (const seed of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
      const luca = text(
        draft({
          prompt:
            "bday song for my son Luca he's turning 6, obsessed with dinosaurs esp the t-rex and the diplodocus, wants to be a paleontologist",
          recipient: 'Luca',
          relationship: 'my son',
          from: 'Mummy and Daddy',
          event: 'birthday',
          seed,
        }),
      );
      // before: "You held us together just right", "It means you are a harbour for us", "And here is to better days"
      expect(luca).not.toMatch(/together|harbou?r|compass|anchor|better days|brighter days|taught|showed us/i);
    }
  });

  it('holds on when it was hard, never "every day", and wishes no cup empty', () => {
    const anthem = [...Array(12).keys()]
      .map((i) =>
        text(
          draft({
            prompt:
              'Company anthem for BrightPath Logistics 10 year anniversary. Started with 2 trucks in a garage in Leeds in 2014, now 240 people and 80 trucks.',
            event: 'company',
            seed: `q${i}`,
          }),
        ),
      )
      .join('\n');
    expect(anthem).toMatch(/quit/);
    // before: "Nobody quit every day of the year", "Nobody quit now and always", "May every cup never be empty"
    expect(anthem).not.toMatch(/(quit|gave up) (every|each|now|from|all|to this)\b|every (cup|glass) never/i);
  });

  it("sings a life's years as born and gone, and wishes the one remembered no better days", () => {
    for (const seed of ['h1', 'h2', 'h3', 'h4', 'h5']) {
      const harold = text(
        draft({
          prompt:
            'In memory of my husband Harold (1941-2023). He was a pilot in the RAF, then flew for BOAC. He loved crosswords, Glenn Miller, and our garden roses. Married 58 years.',
          event: 'memorial',
          seed,
        }),
      );
      expect(harold).toMatch(/born in nineteen forty-one|nineteen forty-one, you were born/);
      // before: "The year was nineteen forty-one", "Back in twenty twenty-three", "And here's to better days"
      expect(harold).not.toMatch(/the year was|back in twenty|better days|brighter days|you married/i);
    }
  });

  it('sings what the nurses and staff did, to them, naming the one they cared for; and a long deed with its clause', () => {
    const ward = text(
      draft({
        prompt:
          "Thank you song for the nurses and staff of Ward 7 at Royal Infirmary who looked after my mum Margaret for three months this winter. They sang to her on her birthday and held her hand when we couldn't be there.",
        recipient: 'the nurses of Ward 7',
        from: 'the Doyle family',
        event: 'thank-you',
      }),
    );
    // before: "They sang to you on your birthday" (Margaret's day given to the nurses), "looked after" never sung
    expect(ward).toMatch(/You all sang to Margaret/);
    expect(ward).toMatch(/looked after/i);
    expect(ward).toMatch(/nurses of Ward seven/);
    expect(ward).not.toMatch(/your birthday|They sang|Ward 7/);
    for (const seed of ['k1', 'k2', 'k3']) {
      const neighbours = text(
        draft({
          prompt:
            'Thank you to Mr and Mrs Kowalczyk our neighbours who shovelled our driveway every single morning this winter while I was recovering from my hip operation, and never asked for a thing. They are in their 70s!!',
          recipient: 'Mr. and Mrs. Kowalczyk',
          relationship: 'our neighbours',
          event: 'thank-you',
          seed,
        }),
      );
      // before: the driveway, the whole reason for the song, was never sung
      expect(neighbours).toMatch(/shovelled our driveway/);
      expect(neighbours).toMatch(/hip operation/);
    }
  });

  it('wishes the one who cheated nothing, and sings an anniversary to the husband alone', () => {
    for (const seed of ['b1', 'b2', 'b3', 'b4', 'b5', 'corpus-w13']) {
      const kyle = text(
        draft({
          prompt:
            'breakup song. he cheated with his coworker. i kept the apartment and the dog. i want something empowering not sad. his name is kyle',
          event: 'breakup',
          seed,
        }),
      );
      expect(kyle).toMatch(/cheated with your coworker/);
      // before: "I wish you joy, Kyle", "Come whatever may, I stay", "May your road be bright and long", and in the
      // chorus "I love you as I walk away"
      expect(kyle).not.toMatch(/\bmay\b|wish you|I stay|by your side|your best|glow|love you|beside me/i);
    }
    const jamal = draft({
      prompt:
        "wedding anniversary 1 year - paper anniversary!! to my husband Jamal, who proposed at the top of Arthur's Seat in Edinburgh in the rain and dropped the ring (we found it). he snores like a tractor. i love him",
      event: 'anniversary',
    });
    // before: "Still In Love, Jamal And Arthur", "I think of Seat", "One Years, Jamal"
    expect(jamal.title).not.toMatch(/Arthur|One Years/);
    expect(`${jamal.title}\n${text(jamal)}`).not.toMatch(/\bone years\b/i);
    expect(text(jamal)).not.toMatch(/Jamal and Arthur|of Seat|you two/i);
    expect(jamal.story.places.map((p) => p.name)).toContain("Arthur's Seat");
  });

  it('says sorry to the one called "babe", never to the friend the buyer was with, and writes a man\'s name typed small', () => {
    const sorry = draft({
      prompt:
        'sorry i forgot our anniversary babe. i was at the game with dave. i know. i know. let me make it up to u',
      event: 'apology',
    });
    const sung = text(sorry);
    // before: "I'm sorry, I'm sorry, my friend", "I forgot our anniversary babe", "that game with dave"
    expect(sung).toMatch(/, my love$/m);
    expect(sung).toMatch(/with Dave/);
    expect(sung).not.toMatch(/sorry, Dave|my friend|anniversary,? babe/);
    expect(sorry.story.recipient.names).toEqual([]);
  });

  it('sings a clause he says of himself as "you\'re", a firm without its legal form, and a partner\'s anniversary as ours', () => {
    for (const seed of ['k1', 'k2', 'k3']) {
      const kevin = text(
        draft({
          prompt:
            "its my brother Kevin's 40th!! he still thinks he's 25 and plays 5-a-side every sunday with a dodgy knee. make it funny pls",
          event: 'birthday',
          seed,
        }),
      );
      // before: "You still think he's twenty-five"
      expect(kevin).toMatch(/You still think you're twenty-five/);
    }
    // (and "Dad says she's the best cook" is still hers: only the listener's own "he's" is "you're")
    const dad = draft({
      prompt: "For Dad's 70th. He says she's the best cook in Ohio, meaning Mum, and he still believes it.",
      event: 'birthday',
      recipient: 'Dad',
    });
    expect(text(dad)).not.toMatch(/you're the best cook/i);
    const dave = draft({
      prompt: 'retirement song for Dave from accounts, 31 years at Hargreaves Ltd, famous for his terrible puns',
      event: 'retirement',
    });
    expect(dave.story.places.map((p) => p.name)).toEqual(['Hargreaves']);
    expect(text(dave)).not.toMatch(/\bLtd\b/);
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const raj = text(
        draft({
          prompt:
            'Song for my husband Raj for our 10th anniversary. He burns toast every morning and sings badly in the car.',
          seed,
        }),
      );
      // before: "On my tenth anniversary"
      expect(raj).not.toMatch(/\bmy (tenth|ten)\b/i);
    }
  });

  it('sings to the pet the relation names, gone, and gives the one the song is for what "he" did after a pet was got', () => {
    for (const seed of ['z1', 'z2', 'z3']) {
      const zeytin = draft({
        prompt:
          'For our cat Zeytin who passed away last week at 17. She came to us as a stray in Izmir and flew with us to Toronto in 2012. Slept on the radiator every winter.',
        relationship: 'our cat',
        seed,
      });
      // before: "Lean On Me, My Friend", "May luck be on your side", "And here's to sunny days"
      expect(zeytin.story.recipient.names).toEqual(['Zeytin']);
      expect(zeytin.title).toMatch(/Zeytin/);
      expect(text(zeytin)).not.toMatch(
        /\bmay\b|my friend|sunny days|better days|next to you|you (are|make|turn|light)\b/i,
      );
    }
    const dmitri = draft({
      prompt:
        "Happy 35th to my husband Dmitri! We got a puppy (Pelmeni) in March, he fixed up a 1987 Volvo and he's been learning sourdough all winter.",
      event: 'birthday',
    });
    // before: "Up that nineteen eighty-seven Volvo, Pelmeni fixed"; the Volvo a place
    expect(dmitri.story.events.find((e) => e.verb.base === 'fix')?.actor.kind).toMatch(/^recipients?$/);
    expect(dmitri.story.places).toEqual([]);
    expect(text(dmitri)).not.toMatch(/Pelmeni fixed/);
  });

  it("sings to the thing a song is about when it was someone's, and a model's year is no time remembered", () => {
    const machine = draft({
      prompt:
        "song about my grandmother's sewing machine, a 1952 Singer. she made my prom dress on it in Manila and now it sits in my living room in Seattle.",
    });
    // before: sung to "Grandmother", "You sit in my living room / Since nineteen fifty-two", "on it"
    expect(machine.story.subject).toMatchObject({ kind: 'thing', sung: 'old sewing machine' });
    expect(machine.story.times).toEqual([]);
    expect(text(machine).replace(/\n/g, ' ')).toMatch(/My grandmother made my prom dress on you/i);
    expect(text(machine)).not.toMatch(/nineteen fifty-two|Grandmother,/);
    const volvo = draft({ prompt: 'Happy 35th to my husband Dmitri! he fixed up a 1987 Volvo.', event: 'birthday' });
    // before: "I still think of nineteen eighty-seven, I know"
    expect(volvo.story.times).toEqual([]);
    expect(text(volvo).replace(/\n/g, ' ')).toMatch(/fixed up a nineteen eighty-seven Volvo/i);
    // (the year of a fire is a time the story tells)
    expect(
      draft({ prompt: 'To the firefighters of Station 9 who saved our house in the 2018 fire.', event: 'thanks' }).story
        .times,
    ).toHaveLength(1);
  });

  it('hears "make it funny" at a sickbed and after a break-up, keeps a song short when asked, and claims no years', () => {
    const funny =
      /legend|line is about you|instead of a (card|speech)|on a roll|weird|odd, and|doctor says|nurse says|hospital food|heroics|stunts|the hard way|keep it (short|serious)|act surprised|nobody asked|no one asked|neighbours|whole street|I am fine|cried|better off|so who really won|slightly used|a little bruised|new love|best friend/i;
    for (const seed of ['g1', 'g2', 'g3']) {
      const ole = draft({
        prompt:
          "Get well soon Grandpa Ole!! broke his hip falling off the ladder cleaning teh gutters (again). he's 84 and stubborn as a mule. make it funny",
        event: 'get well',
        recipient: 'Grandpa Ole',
        relationship: 'my grandfather',
        from: 'the grandkids',
        seed,
      });
      // before: not one line to laugh at
      expect(text(ole)).toMatch(funny);
      expect(text(ole)).not.toMatch(/\bteh\b/);
      const fryer = text(
        draft({
          prompt:
            "breakup song but make it funny. she left me for her crossfit coach. took the air fryer. i'm fine. (i'm not fine)",
          event: 'breakup',
          seed,
        }),
      );
      expect(fryer).toMatch(funny);
      // before: "I am lucky to have you each day", "You stood behind me, come what may", "You are a legend"
      expect(fryer).not.toMatch(
        /lucky to have|come what may|close by|be there|right here|legend|would not change|weird|you make me|you give me|may joy/i,
      );
      const diego = text(
        draft({
          prompt:
            'after 6 yrs me and Diego are done. he kept the apartment in Austin, i kept the cat (Waffles). no sad stuff i want an empowering one',
          event: 'breakup',
          seed,
        }),
      );
      // before: "Six years me / You are done", "I will be there wherever you drive"
      expect(diego).not.toMatch(/years me\b|^you are done|be there|right here|keep \w+ing the way/im);
      const sunhee = draft({
        prompt: '1 yr married to my wife Sun-hee. paper anniversary. keep it short and sweet',
        event: 'anniversary',
        recipient: 'Sun-hee',
        relationship: 'my wife',
        seed,
      });
      // before: 8-line verses, "Every one of those years with you", "All These Years, Sun-hee"
      expect(sunhee.story.wishes?.short).toBe(true);
      for (const v of sunhee.lyrics.sections.filter((x) => x.kind === 'verse'))
        expect(v.lines.length).toBeLessThanOrEqual(4);
      expect(`${sunhee.title}\n${text(sunhee)}`).not.toMatch(/(all|those|these) years|year after year/i);
      const ximena = draft({
        prompt:
          'valentines for my gf Ximena. we met on hinge, first date was at a taco truck in LA and she ordered for me in spanish. i love her laugh',
        event: "valentine's day",
        seed,
      });
      expect(`${ximena.title}\n${text(ximena)}`).not.toMatch(/(all|those|these) years|year after year/i);
      const ezra = text(
        draft({
          prompt: 'our little Ezra is turning 2!! obsessed w/ garbage trucks and says "bana" for banana. keep it short',
          event: 'birthday',
          seed,
        }),
      );
      // before: "We are here for you to this day", "We are lucky to have you to this day"
      expect(ezra).not.toMatch(/to this (very )?day|all along/i);
    }
  });

  it("tells apart a couple the tagger cannot by what each did to 'her', and sings each one's 'him' and 'her'", () => {
    for (const seed of ['t1', 't2', 't3']) {
      const wed = draft({
        prompt:
          "So my best friend Thandiwe is marrying Callum in Cape Town and I'm the maid of honour... they met in 2019 when Callum spilled coffee on her laptop at a coworking space in Woodstock, she made him buy her a new keyboard and he asked her to dinner instead lol.",
        event: 'wedding',
        seed,
      });
      expect(wed.story.people.map((p) => [p.name, p.gender])).toEqual([
        ['Thandiwe', 'female'],
        ['Callum', 'male'],
      ]);
      const sung = text(wed).replace(/\n/g, ' ');
      // before: "Callum, you made him buy Thandiwe a new keyboard", "on your laptop"
      expect(sung).toMatch(/Thandiwe, you made Callum buy you a new keyboard/);
      expect(sung).toMatch(/on Thandiwe's laptop/i);
      expect(sung).not.toMatch(/made him|on your laptop/);
    }
  });

  it('sings to one admired from afar as a stranger the singer has no past with', () => {
    for (const seed of ['d1', 'd2', 'd3']) {
      const park = draft({
        prompt:
          'theres a guy at the dog park in Leipzig with a three-legged husky who always sings along to his headphones off key. I dont know his name. want to leave this song for him anonymously',
        seed,
      });
      // before: "Here's to you, my friend", "You hold me together day by day", "Leipzig knows your name"
      expect(park.story.occasion).toBe('admirer');
      const sung = `${park.title}\n${text(park)}`;
      expect(sung).toMatch(/stranger/);
      expect(sung).not.toMatch(
        /my friend|my love|knows your name|to this (very )?day|come (what|whatever) may|hold me together/i,
      );
    }
  });
});
