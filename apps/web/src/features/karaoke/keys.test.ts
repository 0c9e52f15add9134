import { describe, expect, it } from 'vitest';
import { karaokeKeyAction } from './keys';

const key = (k: string, tagName = 'body', mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  karaokeKeyAction({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
    target: { tagName } as unknown as EventTarget,
  });

describe('karaokeKeyAction', () => {
  it('plays and pauses with Space or K, seeks with the arrows, F for full screen, Escape to leave', () => {
    expect(key(' ')).toBe('toggle');
    expect(key('k')).toBe('toggle');
    expect(key('ArrowLeft')).toBe('back');
    expect(key('ArrowRight')).toBe('forward');
    expect(key('F')).toBe('fullscreen');
    expect(key('Escape')).toBe('exit');
    expect(key('x')).toBeNull();
  });

  it('leaves a focused button its Space, the slider its arrows, and the browser its shortcuts', () => {
    expect(key(' ', 'BUTTON')).toBeNull();
    expect(key(' ', 'A')).toBeNull();
    expect(key('ArrowLeft', 'INPUT')).toBeNull();
    expect(key('Escape', 'INPUT')).toBe('exit');
    expect(key('f', 'body', { ctrlKey: true })).toBeNull();
    expect(key('ArrowLeft', 'body', { altKey: true })).toBeNull();
  });
});
