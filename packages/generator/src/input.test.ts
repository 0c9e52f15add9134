import { describe, expect, it } from 'vitest';
import { GeneratorInputError } from './errors';
import { normaliseInput, resolveStyle } from './input';

const base = { prompt: 'for my sister Maya who turns 30', seed: 'req-1' };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof GeneratorInputError) return e.field;
    throw e;
  }
  return undefined;
}

describe('normaliseInput', () => {
  it('defaults length to 120 s and style to pop', () => {
    const n = normaliseInput(base);
    expect(n.lengthSeconds).toBe(120);
    expect(n.style).toBe('pop');
  });

  it('rejects empty and whitespace-only prompts on the prompt field', () => {
    expect(fieldOf(() => normaliseInput({ ...base, prompt: '' }))).toBe('prompt');
    expect(fieldOf(() => normaliseInput({ ...base, prompt: '   \n\t ' }))).toBe('prompt');
    expect(fieldOf(() => normaliseInput({ ...base, prompt: '<b></b>' }))).toBe('prompt');
  });

  it('rejects lengths outside 60..240 on the lengthSeconds field', () => {
    expect(fieldOf(() => normaliseInput({ ...base, lengthSeconds: 30 }))).toBe('lengthSeconds');
    expect(fieldOf(() => normaliseInput({ ...base, lengthSeconds: 500 }))).toBe('lengthSeconds');
    expect(fieldOf(() => normaliseInput({ ...base, lengthSeconds: Number.NaN }))).toBe('lengthSeconds');
    expect(normaliseInput({ ...base, lengthSeconds: 60 }).lengthSeconds).toBe(60);
    expect(normaliseInput({ ...base, lengthSeconds: 240 }).lengthSeconds).toBe(240);
  });

  it('requires a seed', () => {
    expect(fieldOf(() => normaliseInput({ ...base, seed: '' }))).toBe('seed');
  });

  it('truncates a 10 000 character prompt instead of failing', () => {
    const n = normaliseInput({ ...base, prompt: 'Maya loves surfing. '.repeat(500) });
    expect(n.prompt.length).toBeLessThanOrEqual(2000);
    expect(n.prompt.length).toBeGreaterThan(1000);
  });

  it('strips HTML tags and script bodies', () => {
    const n = normaliseInput({ ...base, prompt: 'Hi <b>Maya</b><script>alert(1)</script> &lt;i&gt;x&lt;/i&gt;' });
    expect(n.prompt).not.toMatch(/[<>]/);
    expect(n.prompt).not.toContain('alert');
    expect(n.prompt).toContain('Maya');
  });

  it('maps style aliases and falls back to pop for unknown styles', () => {
    expect(resolveStyle('Hip-Hop')).toBe('hiphop');
    expect(resolveStyle('R&B')).toBe('rnb');
    expect(resolveStyle('EDM')).toBe('electronic');
    expect(normaliseInput({ ...base, styles: ['polka-core-xyz'] }).style).toBe('pop');
    expect(normaliseInput({ ...base, styles: ['🎸'] }).style).toBe('pop');
    expect(normaliseInput({ ...base, styles: ['jazz'] }).style).toBe('jazz');
  });
});
