import { describe, expect, it } from 'vitest';
import { GeneratorInputError } from '../errors';
import { isArpabet, pronunciationOverrides, respellingToPhones } from './respell';

describe('respellingToPhones', () => {
  it('reads the examples buyers are shown', () => {
    expect(respellingToPhones('shi-VAWN')).toEqual(['SH', 'IH0', 'V', 'AO1', 'N']);
    expect(respellingToPhones('win')).toEqual(['W', 'IH1', 'N']);
    expect(respellingToPhones('NEE-uv')).toEqual(['N', 'IY1', 'AH0', 'V']);
  });

  it('puts the main stress on the syllable in capitals, else on the first', () => {
    expect(respellingToPhones('ah-NOOK')).toEqual(['AA0', 'N', 'UW1', 'K']);
    expect(respellingToPhones('KEER-un')).toEqual(['K', 'IH1', 'R', 'AH0', 'N']);
    expect(respellingToPhones('mah-ree-uh')).toEqual(['M', 'AA1', 'R', 'IY0', 'AH0']);
    expect(respellingToPhones('SHEE-VAWN')).toEqual(['SH', 'IY1', 'V', 'AO0', 'N']);
  });

  it('reads digraphs, r-coloured vowels and a consonant y', () => {
    expect(respellingToPhones('oh-KONG-kwoh')).toEqual(['OW0', 'K', 'AA1', 'NG', 'K', 'W', 'OW0']);
    expect(respellingToPhones('YAH-nuh')).toEqual(['Y', 'AA1', 'N', 'AH0']);
    expect(respellingToPhones('TAR-uh')).toEqual(['T', 'AA1', 'R', 'AH0']);
    expect(respellingToPhones('ZHAHK')).toEqual(['ZH', 'AA1', 'K']);
    expect(respellingToPhones('kye')).toEqual(['K', 'AY1']);
    expect(respellingToPhones('TOH-mahsh')).toEqual(['T', 'OW1', 'M', 'AA0', 'SH']);
  });

  it('keeps ARPAbet given as ARPAbet', () => {
    expect(isArpabet('SH IH0 V AO1 N')).toBe(true);
    expect(isArpabet('WIN')).toBe(false);
    expect(isArpabet('AY')).toBe(false);
    expect(respellingToPhones('SH IH0 V AO1 N')).toEqual(['SH', 'IH0', 'V', 'AO1', 'N']);
  });

  it('says what is wrong with a respelling it cannot read', () => {
    expect(() => respellingToPhones('')).toThrow(/empty/);
    expect(() => respellingToPhones('shi-V4WN')).toThrow(/"4" is not a letter/);
    expect(() => respellingToPhones('sh-VAWN')).toThrow(/"sh" has no vowel/);
  });
});

describe('pronunciationOverrides', () => {
  it('converts every note and names the one it cannot read', () => {
    expect(pronunciationOverrides({ Siobhan: 'shi-VAWN', Nguyen: 'W IH1 N' })).toEqual({
      Siobhan: ['SH', 'IH0', 'V', 'AO1', 'N'],
      Nguyen: ['W', 'IH1', 'N'],
    });
    expect(pronunciationOverrides(undefined)).toEqual({});
    let caught: unknown;
    try {
      pronunciationOverrides({ Aoife: 'EE-f!' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(GeneratorInputError);
    expect((caught as GeneratorInputError).field).toBe('pronunciations');
    expect((caught as Error).message).toMatch(/Aoife \("EE-f!"\) could not be read: "!" is not a letter/);
  });
});
