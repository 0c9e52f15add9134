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

  it('arranges folk and acoustic as folk, not country', () => {
    expect(resolveStyle('folk')).toBe('folk');
    expect(resolveStyle('Acoustic')).toBe('folk');
    expect(resolveStyle('indie folk')).toBe('rock'); // the first word that names a style wins
    expect(resolveStyle('singer-songwriter')).toBe('folk');
    expect(resolveStyle('bluegrass')).toBe('country');
    const n = normaliseInput({ ...base, styles: ['folk', 'acoustic', 'warm'] });
    expect(n.style).toBe('folk');
    expect(n.styleNotes).toEqual([
      'The generator has no arrangement for "warm"; the song is arranged as folk/acoustic.',
    ]);
  });

  it('says in the history where a chosen style was not arranged as chosen', () => {
    const notes = (styles: string[], tags: string[] = []) => normaliseInput({ ...base, styles, tags }).styleNotes;
    expect(notes(['pop'])).toEqual([]);
    expect(notes(['Hip-Hop'])).toEqual([]);
    expect(notes(['jazz', 'romantic'])).toEqual([
      'The generator has no arrangement for "romantic"; the song is arranged as jazz.',
    ]);
    expect(notes(['romantic', 'dreamy'])).toEqual([
      'The generator has no arrangement for "romantic" and "dreamy", so the song is arranged as pop.',
    ]);
    expect(notes(['metal'])).toEqual(['"metal" is played as rock, the nearest arrangement the generator has.']);
    expect(notes(['metal', 'rock'])).toEqual([]);
    expect(notes(['jazz', 'rock', 'techno'])).toEqual([
      'One arrangement per song: it follows jazz, the first style chosen; rock, electronic were kept as tags.',
    ]);
    expect(notes([])).toEqual(['No style was chosen, so the song is arranged as pop.']);
    expect(notes([], ['birthday', 'country'])).toEqual([]);
    expect(notes(['polka'], ['country'])).toEqual([
      'The generator has no arrangement for "polka", so the song is arranged as country (from the tags).',
    ]);
  });
});
