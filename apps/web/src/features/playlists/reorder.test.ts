import { describe, expect, it } from 'vitest';
import { keyboardTarget, moveAnnouncement, moveItem } from './reorder';

describe('moveItem', () => {
  it('moves one item and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('clamps the target and ignores a missing source', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('does not change the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('keyboardTarget', () => {
  it('moves with Alt+Arrow anywhere in the row', () => {
    expect(keyboardTarget({ key: 'ArrowUp', altKey: true }, 2, 4, false)).toBe(1);
    expect(keyboardTarget({ key: 'ArrowDown', altKey: true }, 2, 4, false)).toBe(3);
  });
  it('moves with a plain Arrow only on the focused handle', () => {
    expect(keyboardTarget({ key: 'ArrowDown', altKey: false }, 0, 4, true)).toBe(1);
    expect(keyboardTarget({ key: 'ArrowDown', altKey: false }, 0, 4, false)).toBeNull();
  });
  it('stops at either end', () => {
    expect(keyboardTarget({ key: 'ArrowUp', altKey: true }, 0, 4, true)).toBeNull();
    expect(keyboardTarget({ key: 'ArrowDown', altKey: true }, 3, 4, true)).toBeNull();
  });
  it('ignores other keys', () => {
    expect(keyboardTarget({ key: 'Enter', altKey: true }, 1, 4, true)).toBeNull();
    expect(keyboardTarget({ key: 'ArrowLeft', altKey: false }, 1, 4, true)).toBeNull();
  });
  it('announces the new place counting from 1', () => {
    expect(moveAnnouncement('Open Song', 1, 5)).toBe('Moved “Open Song” to position 2 of 5.');
  });
});
