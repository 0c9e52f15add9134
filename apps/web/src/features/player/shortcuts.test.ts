import { describe, expect, it } from 'vitest';
import { activatesTarget, isTypingTarget, shortcutFor, shortcutForEvent, type KeyLike } from './shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutFor (SPEC 2 demo player keys)', () => {
  it.each([
    [' ', 'togglePlay'],
    ['ArrowRight', 'next'],
    ['ArrowLeft', 'previous'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['m', 'mute'],
    ['l', 'like'],
    ['r', 'loop'],
    ['s', 'shuffle'],
    ['q', 'queue'],
    ['f', 'fullscreen'],
    ['v', 'visualizerType'],
    ['Escape', 'close'],
  ])('%j → %s', (k, action) => {
    expect(shortcutFor(key(k))).toBe(action);
  });

  it('Shift+Right/Left seek 10 s instead of changing track', () => {
    expect(shortcutFor(key('ArrowRight', { shiftKey: true }))).toBe('seekForward');
    expect(shortcutFor(key('ArrowLeft', { shiftKey: true }))).toBe('seekBackward');
  });

  it('letters work with Caps Lock or Shift', () => {
    expect(shortcutFor(key('M', { shiftKey: true }))).toBe('mute');
    expect(shortcutFor(key('F'))).toBe('fullscreen');
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(shortcutFor(key('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('f', { metaKey: true }))).toBeNull();
    expect(shortcutFor(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(shortcutFor(key('x'))).toBeNull();
    expect(shortcutFor(key('Enter'))).toBeNull();
    expect(shortcutFor(key('Tab'))).toBeNull();
  });
});

describe('ignored while typing', () => {
  function event(k: string, target: EventTarget | null) {
    return { ...key(k), target };
  }

  it.each(['input', 'textarea', 'select'])('ignores keys typed into a %s', (tag) => {
    const el = document.createElement(tag);
    document.body.appendChild(el);
    expect(isTypingTarget(el)).toBe(true);
    for (const k of [' ', 'm', 'ArrowUp', 'f', 'Escape']) expect(shortcutForEvent(event(k, el))).toBeNull();
    el.remove();
  });

  it('ignores keys in editable content, including its children', () => {
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.appendChild(inner);
    document.body.appendChild(editor);
    expect(shortcutForEvent(event('m', editor))).toBeNull();
    expect(shortcutForEvent(event('m', inner))).toBeNull();
    editor.remove();
  });

  it('ignores text-box widgets that are not inputs', () => {
    const box = document.createElement('div');
    box.setAttribute('role', 'textbox');
    expect(shortcutForEvent(event('v', box))).toBeNull();
  });

  it('lets Space and Enter press a focused button instead of firing a shortcut', () => {
    const button = document.createElement('button');
    expect(activatesTarget(key(' '), button)).toBe(true);
    expect(shortcutForEvent(event(' ', button))).toBeNull();
    // Other keys on a focused button are still shortcuts.
    expect(shortcutForEvent(event('ArrowRight', button))).toBe('next');
  });

  it('fires on the page itself, and not when something already handled the key', () => {
    expect(shortcutForEvent(event(' ', document.body))).toBe('togglePlay');
    expect(shortcutForEvent({ ...event('m', document.body), defaultPrevented: true })).toBeNull();
  });
});
