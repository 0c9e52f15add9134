import { describe, expect, it } from 'vitest';
import { normaliseInput } from '../input';
import type { GenerateInput } from '../types';
import { extractDetails } from './details';
import { detectOccasion } from './occasions';
import { rhymeGroupOf } from './rhymes';
import { countSyllables } from './syllables';
import { writeLyrics } from './writer';

const write = (input: Partial<GenerateInput>) =>
  writeLyrics(normaliseInput({ prompt: 'a song', seed: 's1', ...input }));
const allLines = (w: ReturnType<typeof write>) => w.lyrics.sections.flatMap((s) => s.lines);

describe('writeLyrics', () => {
  it('follows the fixed structure with an identical chorus each time', () => {
    const w = write({ prompt: 'for my sister Maya who turns 30 and loves surfing' });
    expect(w.lyrics.sections.map((s) => s.kind)).toEqual([
      'intro',
      'verse',
      'chorus',
      'verse',
      'chorus',
      'bridge',
      'chorus',
      'outro',
    ]);
    const choruses = w.lyrics.sections.filter((s) => s.kind === 'chorus').map((s) => s.lines.join('\n'));
    expect(new Set(choruses).size).toBe(1);
    expect(w.lyrics.sections[0].lines).toEqual([]);
    expect(w.lyrics.sections[7].lines).toEqual([]);
  });

  it('puts the name in the chorus and the age and hobby in the verses', () => {
    const w = write({ prompt: 'for my sister Maya who turns 30 and loves surfing' });
    const chorus = w.lyrics.sections.find((s) => s.kind === 'chorus')!.lines.join(' ');
    const verses = w.lyrics.sections
      .filter((s) => s.kind === 'verse')
      .flatMap((s) => s.lines)
      .join(' ');
    expect(chorus).toContain('Maya');
    expect(verses).toContain('30');
    expect(verses).toContain('surfing');
    expect(w.occasion).toBe('birthday');
  });

  it('uses every given name and the content of a company announcement', () => {
    const w = write({
      prompt:
        'Acme Corp is launching Orbit, a new app for gardeners. We hit one million users this year and we are opening an office in Berlin.',
      event: 'company announcement',
    });
    const text = allLines(w).join(' ');
    for (const word of ['Acme Corp', 'Orbit', 'gardeners', 'million users', 'Berlin']) expect(text).toContain(word);
    expect(w.occasion).toBe('company');
  });

  it('uses all names for a couple and their extras', () => {
    const w = write({
      prompt: 'Anna and Tom are getting married in Lisbon. They love hiking and their dog Biscuit.',
      seed: 'x9',
    });
    const text = allLines(w).join(' ');
    for (const name of ['Anna', 'Tom', 'Biscuit', 'Lisbon']) expect(text).toContain(name);
  });

  it('rhymes each couplet and keeps lines singable', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const w = write({ prompt: 'for my best friend Leo who loves jazz and coffee', seed });
      for (const s of w.lyrics.sections) {
        for (let i = 0; i + 1 < s.lines.length; i += 2) {
          const g1 = rhymeGroupOf(s.lines[i]);
          expect(g1).toBeDefined();
          expect(rhymeGroupOf(s.lines[i + 1])).toBe(g1);
        }
        for (const l of s.lines) {
          const syl = countSyllables(l);
          expect(syl).toBeGreaterThanOrEqual(5);
          expect(syl).toBeLessThanOrEqual(13);
        }
      }
    }
  });

  it('detects the occasions it has vocabulary for', () => {
    const cases: [string, string, string][] = [
      ['', 'happy 40th birthday to Sam', 'birthday'],
      ['wedding', 'Jo and Kim', 'wedding'],
      ['', 'our 10 year anniversary', 'anniversary'],
      ['company announcement', 'we launch a product', 'company'],
      ['', 'the sales team hit our target, we did it', 'team'],
      ['', 'a christmas song for the family', 'holiday'],
      ['', 'we broke up last week', 'breakup'],
      ['', 'from your secret admirer', 'admirer'],
      ['', 'she graduated from college', 'graduation'],
      ['', 'thank you for everything, coach', 'thanks'],
      ['', 'a song about the sea', 'general'],
    ];
    for (const [event, prompt, occ] of cases) expect(detectOccasion(event, prompt)).toBe(occ);
  });

  it('treats template syntax and markup as data and never prints undefined/null/NaN', () => {
    const w = write({
      title: '{{title}} ${process.env.HOME} <script>alert(1)</script>',
      prompt:
        'for {{name}} and ${user} <img src=x onerror=alert(1)> who loves undefined and null and NaN 🎉🎂 fucking great',
    });
    // the buyer's own title is kept literally (never evaluated), minus the markup
    expect(w.title).toBe('{{title}} ${process.env.HOME}');
    const text = allLines(w).join('\n');
    expect(text).not.toMatch(/undefined|null|NaN|<|>|script|\$\{|\{\{|fuck/i);
    expect(allLines(w).length).toBeGreaterThan(8);
  });

  it('never produces empty lyrics, even for minimal prompts', () => {
    for (const prompt of ['x', '🎉', '....a', 'song']) {
      const w = write({ prompt });
      expect(allLines(w).every((l) => l.trim().length > 3)).toBe(true);
      expect(w.title.trim().length).toBeGreaterThan(0);
    }
  });

  it('is deterministic per seed and varies across seeds', () => {
    const a = write({ prompt: 'for Maya', seed: 'one' });
    const b = write({ prompt: 'for Maya', seed: 'one' });
    const c = write({ prompt: 'for Maya', seed: 'two' });
    expect(a).toEqual(b);
    expect(allLines(a)).not.toEqual(allLines(c));
  });

  it('extracts names without picking up sentence words or places', () => {
    const d = extractDetails('Please write a song for my dad Robert. He lives in Denver and loves fishing.');
    expect(d.names).toEqual(['Robert']);
    expect(d.places).toEqual(['Denver']);
    expect(d.hobbies).toContain('fishing');
    expect(d.relation).toBe('dad');
  });
});

describe('title words are not names', () => {
  it('keeps a Title Case title out of the names when the story names people', () => {
    const d = extractDetails(
      'First dance for Jonas and Amara who met under the lanterns of a night market in Lagos',
      'Under the Lanterns',
    );
    expect(d.names).toEqual(expect.arrayContaining(['Jonas', 'Amara']));
    expect(d.names.join(' ')).not.toMatch(/Under|Lanterns/);
    // With no name in the story, the title is where the name is.
    expect(extractDetails('for my sister who turns 30', 'Happy Birthday Maya').names.join(' ')).toContain('Maya');
  });
});
