import { describe, expect, it } from 'vitest';
import { guessPhones } from './guess';
import { createLexicon, syllabify } from './index';

const lex = createLexicon();
const shape = (word: string) =>
  lex
    .pronounce(word)
    .syllables.map((s) => [...s.onset, s.nucleus, ...s.coda].join(' '))
    .join(' | ');

describe('pronounce', () => {
  it('reads the dictionary with stress and splits syllables by maximal onset', () => {
    const maya = lex.pronounce('Maya');
    expect(maya.source).toBe('dictionary');
    expect(maya.phones).toEqual(['M', 'AY1', 'AH0']);
    expect(maya.syllables.map((s) => s.stress)).toEqual([1, 0]);
    // "bi-cy-cle": the S K cluster is a legal onset, so it goes to the next syllable
    expect(shape('bicycle')).toBe('B AY1 | S IH0 | K AH0 L');
    // N T R cannot start a syllable; T R can
    expect(shape('country')).toBe('K AH1 N | T R IY0');
    expect(shape('remember')).toBe('R IH0 | M EH1 M | B ER0');
    // NG never starts a syllable
    expect(shape('singer')).toBe('S IH1 NG | ER0');
  });

  it('puts every phone in exactly one syllable, in order', () => {
    for (const w of ['strengths', 'extraordinary', 'anniversary', 'okonkwo', 'tomasz', 'aoife', 'x']) {
      const p = lex.pronounce(w);
      expect(p.syllables.flatMap((s) => [...s.onset, s.nucleus, ...s.coda])).toEqual(p.phones);
      expect(p.syllables.length).toBeGreaterThan(0);
    }
  });

  it('prefers the override, then the dictionary, then letter-to-sound, then a guess', () => {
    const l = createLexicon({
      overrides: { Siobhan: ['SH', 'IH0', 'V', 'AO1', 'N'] },
      lts: new Map([['okonkwo', ['ow', 'k', 'aa', 'ng', 'k', 'w', 'ow']]]),
    });
    expect(l.pronounce('Siobhan')).toMatchObject({ source: 'override', phones: ['SH', 'IH0', 'V', 'AO1', 'N'] });
    expect(l.pronounce('Okonkwo').source).toBe('lts');
    // letter-to-sound without stress digits gets its first vowel stressed
    expect(l.pronounce('Okonkwo').phones.filter((p) => /\d/.test(p))).toEqual(['OW1', 'AA0', 'OW0']);
    expect(l.pronounce('Zbigniewska').source).toBe('guess');
    expect(lex.pronounce('Siobhan').source).toBe('dictionary');
  });

  it('lists only the words that need letter-to-sound', () => {
    const l = createLexicon({ lts: new Map([['tomasz', ['T', 'AO1', 'M', 'AA0', 'SH']]]) });
    expect(l.missing(['Anna', 'Tomasz', 'Okonkwo', "Okonkwo's", '1975', 'Aoife-Marie', '50th'])).toEqual([
      'okonkwo',
      'aoife',
    ]);
  });

  it('says numbers, ordinals, possessives, titles and accented names', () => {
    expect(lex.pronounce('1975').syllables).toHaveLength(6); // nine-teen se-ven-ty-five
    expect(lex.pronounce('50th').phones.join(' ')).toBe('F IH1 F T IY0 IH0 TH');
    expect(lex.pronounce("Tomasz's").phones.slice(-2)).toEqual(['IH0', 'Z']);
    expect(lex.pronounce("Okonkwo's").phones.slice(-1)).toEqual(['Z']);
    expect(lex.pronounce("parents'").phones).toEqual(lex.pronounce('parents').phones);
    expect(lex.pronounce('Dr.').phones.join(' ')).toBe('D AA1 K T ER0');
    expect(lex.pronounce('José').source).not.toBe('guess');
    expect(lex.pronounce('Zoë').word).toBe('zoe');
  });

  it('keys rhymes from the last stressed vowel', () => {
    expect(lex.rhymeKey('celebration')).toBe('EY SH AH N');
    expect(lex.rhymeKey('station')).toBe(lex.rhymeKey('celebration'));
    expect(lex.rhymeKey('bicycle')).toBe('AY S IH K AH L');
    expect(lex.rhymeKey('sunshine')).toBe(lex.rhymeKey('mine'));
    expect(lex.rhymeKey('date')).toBe(lex.rhymeKey('eight'));
    expect(lex.rhymeKey('date')).not.toBe(lex.rhymeKey('day'));
  });

  it('guesses a singable shape from spelling', () => {
    expect(guessPhones('jane')).toEqual(['JH', 'EY1', 'N']);
    expect(syllabify(guessPhones('okonkwo')).length).toBe(3);
    expect(syllabify(guessPhones('tomasz')).length).toBe(2);
    expect(guessPhones('')).toEqual([]);
  });
});
