import { describe, expect, it } from 'vitest';
import { normaliseInput } from '../input';
import { writeLyrics } from '../lyrics/writer';
import type { SongStyle } from '../types';
import { composeSong, makeClock } from './composer';
import { planSong } from './plan';

const STYLES: SongStyle[] = [
  'pop',
  'rock',
  'hiphop',
  'electronic',
  'rnb',
  'country',
  'jazz',
  'classical',
  'folk',
  'other',
];

function compose(style: string, seed = 'seed-1', lengthSeconds = 120, extra: Record<string, unknown> = {}) {
  const input = normaliseInput({
    prompt: 'for my sister Maya who turns 30 and loves surfing',
    styles: [style],
    seed,
    lengthSeconds,
    ...extra,
  });
  const plan = planSong(input);
  const lyrics = writeLyrics(input, plan.shape).lyrics;
  return { plan, lyrics, score: composeSong(plan, lyrics) };
}

describe('composeSong', () => {
  it('gives each style its own tempo range', () => {
    const ranges: Record<string, [number, number]> = {
      hiphop: [83, 97],
      electronic: [118, 130],
      rnb: [63, 82],
      pop: [98, 122],
      rock: [108, 142],
    };
    for (const [style, [lo, hi]] of Object.entries(ranges)) {
      for (const seed of ['a', 'b', 'c']) {
        const t = compose(style, seed).score.tempo;
        expect(t, `${style} ${seed}`).toBeGreaterThanOrEqual(lo);
        expect(t, `${style} ${seed}`).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('gives each style a distinct instrument set and groove', () => {
    const sigs = new Set<string>();
    for (const style of STYLES.filter((s) => s !== 'other')) {
      const { score } = compose(style);
      const patches = score.tracks
        .map((t) => t.patch)
        .sort()
        .join(',');
      const kits = [...new Set(score.drums.map((d) => d.kind))].sort().join(',');
      sigs.add(`${patches}|${kits}`);
      if (style === 'classical') expect(score.drums).toHaveLength(0);
      if (style === 'jazz') expect(kits).toContain('ride');
      if (style === 'hiphop') expect(score.tracks.find((t) => t.id === 'bass')!.patch).toBe('sub808');
      if (style === 'country') expect(score.tracks.some((t) => t.patch === 'guitar')).toBe(true);
      if (style === 'folk') {
        // fingerpicked guitar over an upright bass, no kit: not country's strum and train beat
        expect(score.drums).toHaveLength(0);
        expect(score.tracks.find((t) => t.id === 'bass')!.patch).toBe('upright');
        expect(score.tracks.some((t) => t.patch === 'guitar')).toBe(true);
        expect(score.tracks.some((t) => t.patch === 'piano')).toBe(false);
      }
      if (style === 'electronic') {
        // four on the floor: a kick on every beat of a full-energy bar
        const chorus = score.sections.find((s) => s.kind === 'chorus')!;
        const kicks = score.drums.filter((d) => d.kind === 'kick' && d.time >= chorus.start && d.time < chorus.end);
        const beats = (chorus.end - chorus.start) / (60 / score.tempo);
        // (the chorus's last bar may be a drum fill: allow that one bar)
        expect(kicks.length).toBeGreaterThanOrEqual(Math.floor(beats) - 4);
      }
    }
    expect(sigs.size).toBe(9);
  });

  it('swings hip-hop 16ths and jazz 8ths but keeps pop straight', () => {
    const hip = makeClock(90, 0.22, 0.25);
    expect(hip(0.25)).toBeGreaterThan(0.25 * (60 / 90) + 0.005);
    const pop = makeClock(110, 0, 0.5);
    expect(pop(0.5)).toBeCloseTo(0.5 * (60 / 110), 9);
    expect(compose('jazz').plan.profile.swing).toBeGreaterThan(0.25);
  });

  it('times every lyric line at the start of its melody phrase, in order, within the song', () => {
    for (const style of STYLES) {
      const { score, lyrics } = compose(style, `t-${style}`);
      const sung = lyrics.sections.flatMap((s) => s.lines);
      expect(score.lines.map((l) => l.text)).toEqual(sung);
      const lead = score.tracks.find((t) => t.id === 'lead')!.notes;
      let prev = -1;
      for (const line of score.lines) {
        expect(line.time).toBeGreaterThan(prev);
        expect(line.time).toBeLessThan(score.musicEnd);
        prev = line.time;
        const first = lead.find((n) => Math.abs(n.time - line.time) < 0.05);
        expect(first, `${style}: no melody note at ${line.time}`).toBeDefined();
        // and no melody note of this line starts before the line's time
        expect(
          lead.some((n) => n.time > line.time - 0.5 && n.time < line.time - 0.05 && n.time + n.dur > line.time),
        ).toBe(false);
      }
    }
  });

  it('lands near the requested length for short and long songs', () => {
    for (const len of [60, 120, 240]) {
      for (const style of ['rnb', 'rock', 'classical']) {
        const { score } = compose(style, 'len', len);
        expect(Math.abs(score.totalSeconds - len), `${style} ${len}`).toBeLessThan(len * 0.08);
      }
    }
  });

  it('uses minor keys for sad moods and contrasts the bridge harmony', () => {
    const { plan } = compose('pop', 'sad', 120, { mood: ['sad'] });
    expect(plan.mode).toBe('minor');
    const { score } = compose('pop', 'lift');
    const finalChorus = score.sections.filter((s) => s.kind === 'chorus').pop()!;
    const firstChorus = score.sections.find((s) => s.kind === 'chorus')!;
    const lead = score.tracks.find((t) => t.id === 'lead')!.notes;
    const first = lead.filter((n) => n.time >= firstChorus.start && n.time < firstChorus.end).map((n) => n.midi);
    const last = lead.filter((n) => n.time >= finalChorus.start && n.time < finalChorus.end).map((n) => n.midi);
    // pop lifts the final chorus a whole step: same tune, two semitones up
    expect(last).toEqual(first.map((m) => m + 2));
  });
});
