import { describe, expect, it } from 'vitest';
import { barLevels } from './visualizer-draw';
import { BAR_COUNT, nextVisualizerType } from './visualizer-types';

describe('visualizer', () => {
  it('V cycles bars → wave → circle → bars', () => {
    expect(nextVisualizerType('bars')).toBe('wave');
    expect(nextVisualizerType('wave')).toBe('circle');
    expect(nextVisualizerType('circle')).toBe('bars');
  });

  it('turns analyser bins into 25 levels between 0 and 1', () => {
    const silent = barLevels(new Uint8Array(1024));
    expect(silent).toHaveLength(BAR_COUNT);
    expect(silent.every((l) => l === 0)).toBe(true);

    const loud = barLevels(new Uint8Array(1024).fill(255));
    expect(loud.every((l) => l === 1)).toBe(true);

    // Bass only: the first bars move, the last ones do not.
    const bass = new Uint8Array(1024);
    bass.fill(200, 0, 8);
    const levels = barLevels(bass);
    expect(levels[0]).toBeGreaterThan(0.5);
    expect(levels[BAR_COUNT - 1]).toBe(0);
  });
});
