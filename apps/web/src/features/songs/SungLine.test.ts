import { describe, expect, it } from 'vitest';
import { splitIntoWords } from './SungLine';

describe('splitIntoWords', () => {
  it('cuts the written line at its sung words, keeping punctuation and spaces', () => {
    const pieces = splitIntoWords('Oh, Lena — happy birthday!', [
      { text: 'oh' },
      { text: 'Lena' },
      { text: 'happy' },
      { text: 'birthday' },
    ]);
    expect(pieces).toEqual([
      { before: '', text: 'Oh', word: 0 },
      { before: ', ', text: 'Lena', word: 1 },
      { before: ' — ', text: 'happy', word: 2 },
      { before: ' ', text: 'birthday!', word: 3 },
    ]);
    expect(pieces!.map((p) => p.before + p.text).join('')).toBe('Oh, Lena — happy birthday!');
  });

  it('gives up when the sung words are not in the text in order', () => {
    expect(splitIntoWords('happy birthday', [{ text: 'birthday' }, { text: 'happy' }])).toBeNull();
    expect(splitIntoWords('happy birthday', [])).toBeNull();
  });
});
