import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { composeSong } from './compose/composer';
import { planSong } from './compose/plan';
import { GeneratorInputError } from './errors';
import { generateSong } from './index';
import { normaliseInput } from './input';
import { measureLoudness } from './loudness/meter';
import { writeLyrics } from './lyrics/writer';
import { renderSong } from './synth/render';
import type { SongStyle } from './types';

const PROMPT = 'for my sister Maya who turns 30 and loves surfing';
const STYLES: SongStyle[] = ['pop', 'rock', 'hiphop', 'electronic', 'rnb', 'country', 'jazz', 'classical', 'other'];

describe('generateSong', () => {
  it('is byte-identical for the same seed and different for another seed; the MP3 decodes to the stated duration', async () => {
    const input = { prompt: PROMPT, styles: ['pop'], seed: 'req-42', lengthSeconds: 60 };
    const a = await generateSong(input);
    const b = await generateSong(input);
    const c = await generateSong({ ...input, seed: 'req-43' });
    expect(Buffer.from(a.mp3).equals(Buffer.from(b.mp3))).toBe(true);
    expect(a.lyrics).toEqual(b.lyrics);
    expect(a.timedLyrics).toEqual(b.timedLyrics);
    expect(Buffer.from(a.mp3).equals(Buffer.from(c.mp3))).toBe(false);

    const meta = await parseBuffer(a.mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(meta.format.sampleRate).toBe(44100);
    expect(meta.format.numberOfChannels).toBe(2);
    expect(Math.abs((meta.format.bitrate ?? 0) - 192000)).toBeLessThan(2000);
    expect(Math.abs((meta.format.duration ?? 0) - a.durationSeconds)).toBeLessThan(0.1);
    expect(a.durationSeconds).toBeGreaterThan(55);
    expect(a.durationSeconds).toBeLessThan(66);

    const times = a.timedLyrics.map((l) => l.time);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(times).size).toBe(times.length);
    expect(times[times.length - 1]).toBeLessThan(a.durationSeconds);
    expect(times[0]).toBeGreaterThan(0);
    const chorus = a.lyrics.sections.find((s) => s.kind === 'chorus')!.lines;
    expect(a.timedLyrics.filter((l) => l.text === chorus[0])).toHaveLength(3);
    expect(a.lyrics.sections.flatMap((s) => s.lines).join(' ')).toContain('Maya');
    expect(a.meta.loudnessLUFS).toBeGreaterThanOrEqual(-15);
    expect(a.meta.loudnessLUFS).toBeLessThanOrEqual(-13);
    expect(a.meta.truePeakDBTP).toBeLessThanOrEqual(-1);
    expect(a.cover.mime).toBe('image/svg+xml');
    expect(a.cover.data.startsWith('<svg')).toBe(true);
    expect(a.title.length).toBeGreaterThan(0);
  });

  it('survives hostile input: HTML, template syntax, emoji, unknown style, huge prompt', async () => {
    const song = await generateSong({
      title: '<b>{{x}}</b> 🎉',
      prompt: `<script>alert(1)</script> \${x} {{y}} for Zoë 🎂 `.repeat(300),
      styles: ['not-a-style'],
      mood: ['🙂'],
      seed: 'weird',
      lengthSeconds: 60,
    });
    expect(song.meta.style).toBe('pop');
    expect(song.cover.data).not.toContain('<b>');
    expect(song.cover.data).not.toContain('<script');
    const text = song.lyrics.sections.flatMap((s) => s.lines).join('\n');
    expect(text).not.toMatch(/script|undefined|null|NaN|[<>{}$]/);
    expect(text).toContain('Zoë');
    expect(song.mp3.length).toBeGreaterThan(100_000);
  });

  it('rejects bad lengths and empty prompts with GeneratorInputError', async () => {
    await expect(generateSong({ prompt: '', seed: 'x' })).rejects.toBeInstanceOf(GeneratorInputError);
    await expect(generateSong({ prompt: '  ', seed: 'x' })).rejects.toMatchObject({ field: 'prompt' });
    await expect(generateSong({ prompt: 'hi', seed: 'x', lengthSeconds: 30 })).rejects.toMatchObject({
      field: 'lengthSeconds',
    });
    await expect(generateSong({ prompt: 'hi', seed: 'x', lengthSeconds: 500 })).rejects.toMatchObject({
      field: 'lengthSeconds',
    });
  });
});

describe('renderSong loudness for every style', () => {
  for (const style of STYLES) {
    it(`${style}: -14 LUFS ±1, true peak <= -1 dBTP, finite, no clipping`, () => {
      const input = normaliseInput({ prompt: PROMPT, styles: [style], seed: `loud-${style}`, lengthSeconds: 60 });
      const plan = planSong(input);
      const score = composeSong(plan, writeLyrics(input, plan.shape).lyrics);
      const pcm = renderSong(score);
      expect(pcm.sampleRate).toBe(44100);
      expect(pcm.left.length).toBe(pcm.right.length);
      let finite = true;
      let peak = 0;
      for (const ch of [pcm.left, pcm.right]) {
        for (let i = 0; i < ch.length; i++) {
          const v = ch[i];
          if (!Number.isFinite(v)) finite = false;
          const a = Math.abs(v);
          if (a > peak) peak = a;
        }
      }
      expect(finite).toBe(true);
      expect(peak).toBeLessThan(0.9);
      // measured again independently of what the renderer reported
      const report = measureLoudness(pcm);
      expect(Math.abs(report.integratedLUFS + 14)).toBeLessThanOrEqual(1);
      expect(report.truePeakDBTP).toBeLessThanOrEqual(-1);
      expect(report.integratedLUFS).toBeCloseTo(pcm.loudnessLUFS, 5);
    });
  }
});
