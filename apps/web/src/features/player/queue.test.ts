import { describe, expect, it } from 'vitest';
import { clampVolume, nextIndex, previousStep, truncateTitle } from './queue';

describe('truncateTitle (SPEC: 18 characters in the player)', () => {
  it('keeps titles of up to 18 characters whole', () => {
    expect(truncateTitle('Launch Day')).toBe('Launch Day');
    expect(truncateTitle('Eighteen chars ok!')).toBe('Eighteen chars ok!');
  });

  it('cuts longer titles to 18 characters and adds an ellipsis', () => {
    expect(truncateTitle('Thirty Candles for Maya')).toBe('Thirty Candles for…');
    expect(truncateTitle('Nineteen characters')).toBe('Nineteen character…');
  });

  it('does not leave a space before the ellipsis or split emoji', () => {
    expect(truncateTitle('Snow on Main Street')).toBe('Snow on Main Stree…');
    expect(truncateTitle('Under the Lanterns tonight')).toBe('Under the Lanterns…');
    expect(truncateTitle('🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂')).toBe(`${'🎂'.repeat(18)}…`);
  });
});

describe('previousStep (SPEC: Previous restarts the track after 3 s)', () => {
  it('restarts the current track once more than 3 seconds have played', () => {
    expect(previousStep(2, 3, 3.01, false)).toEqual({ kind: 'restart' });
    expect(previousStep(1, 3, 45, true)).toEqual({ kind: 'restart' });
  });

  it('goes to the previous track within the first 3 seconds', () => {
    expect(previousStep(2, 3, 3, false)).toEqual({ kind: 'track', index: 1 });
    expect(previousStep(1, 3, 0.5, false)).toEqual({ kind: 'track', index: 0 });
  });

  it('on the first track restarts it, or wraps to the last one when looping', () => {
    expect(previousStep(0, 3, 1, false)).toEqual({ kind: 'restart' });
    expect(previousStep(0, 3, 1, true)).toEqual({ kind: 'track', index: 2 });
  });
});

describe('nextIndex', () => {
  const plain = { shuffle: false, loop: false, auto: false };

  it('moves through the queue in order', () => {
    expect(nextIndex(0, 3, plain)).toBe(1);
    expect(nextIndex(1, 3, plain)).toBe(2);
  });

  it('stops at the end when a track ends by itself, unless looping', () => {
    expect(nextIndex(2, 3, { ...plain, auto: true })).toBeNull();
    expect(nextIndex(2, 3, { ...plain, auto: true, loop: true })).toBe(0);
    expect(nextIndex(0, 1, { ...plain, auto: true, loop: true })).toBe(0);
  });

  it('wraps to the first track when Next is pressed on the last', () => {
    expect(nextIndex(2, 3, plain)).toBe(0);
  });

  it('shuffles to any track but the current one', () => {
    const seen = new Set<number>();
    for (const r of [0, 0.2, 0.49, 0.5, 0.8, 0.999]) {
      const next = nextIndex(1, 3, { ...plain, shuffle: true, random: () => r });
      expect(next).not.toBe(1);
      seen.add(next!);
    }
    expect([...seen].sort()).toEqual([0, 2]);
  });

  it('has nothing to play in an empty queue', () => {
    expect(nextIndex(-1, 0, plain)).toBeNull();
  });
});

describe('clampVolume', () => {
  it('stays on the 0.1 grid when stepping', () => {
    let v = 0.7;
    v = clampVolume(v + 0.1);
    expect(v).toBe(0.8);
    v = clampVolume(v + 0.1);
    v = clampVolume(v + 0.1);
    expect(v).toBe(1);
    expect(clampVolume(v + 0.1)).toBe(1);
    expect(clampVolume(0.1 - 0.1)).toBe(0);
    expect(clampVolume(-0.3)).toBe(0);
  });
});
