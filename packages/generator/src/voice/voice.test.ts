import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeSong } from '../compose/composer';
import { planSong } from '../compose/plan';
import type { SungNote } from '../compose/score';
import { sungWords } from '../compose/sung';
import { normaliseInput } from '../input';
import { writeLyrics } from '../lyrics/writer';
import { createLexicon } from '../pronounce/index';
import { generateSong } from '../index';
import { letterToSound } from './flite';
import { startSpeech, voiceNotes } from './index';
import { scorePitch, trackPitch } from './pitchtrack';
import { singSong } from './sing';
import { singOnWorker } from '../pipeline';
import { runVoiceJob } from './job';
import { SR44 } from './render';

/** RMS of x[from, to) through a 4th-order Butterworth band (high-pass lo, low-pass hi) at 44.1 kHz. */
function bandRms(x: Float32Array, from: number, to: number, lo: number, hi: number): number {
  const design = (hz: number, high: boolean) => {
    const w = Math.tan((Math.PI * hz) / SR44);
    const n = 1 / (1 + Math.SQRT2 * w + w * w);
    const b0 = high ? n : w * w * n;
    return { b0, b1: high ? -2 * b0 : 2 * b0, a1: 2 * (w * w - 1) * n, a2: (1 - Math.SQRT2 * w + w * w) * n };
  };
  let y = Float64Array.from(x.subarray(Math.max(0, from - 4410), to));
  for (const f of [design(lo, true), design(lo, true), design(hi, false), design(hi, false)]) {
    const out = new Float64Array(y.length);
    let [x1, x2, y1, y2] = [0, 0, 0, 0];
    for (let i = 0; i < y.length; i++) {
      const v = f.b0 * y[i] + f.b1 * x1 + f.b0 * x2 - f.a1 * y1 - f.a2 * y2;
      x2 = x1;
      x1 = y[i];
      y2 = y1;
      y1 = v;
      out[i] = v;
    }
    y = out;
  }
  const part = y.subarray(y.length - (to - from));
  return Math.sqrt(part.reduce((a, v) => a + v * v, 0) / part.length);
}

const lexicon = createLexicon();

/** Two sung lines, one note per syllable, quarter notes at 100 BPM with held line ends. */
function phrase(lines: string[], pitches: number[]): { notes: SungNote[]; total: number } {
  const notes: SungNote[] = [];
  let t = 1;
  let k = 0;
  lines.forEach((line, li) => {
    const words = sungWords(line, lexicon);
    const count = words.reduce((a, w) => a + w.syllables.length, 0);
    let i = 0;
    for (const w of words) {
      w.syllables.forEach((s, si) => {
        const last = ++i === count;
        const duration = last ? 1.2 : 0.3;
        notes.push({
          start: t,
          duration,
          pitch: pitches[k++ % pitches.length],
          syllable: s.text,
          word: w.text,
          onset: s.onset,
          nucleus: s.nucleus,
          coda: s.coda,
          stress: s.stress,
          line: li,
          wordStart: si === 0,
        });
        t += duration;
      });
    }
    t += 0.6;
  });
  return { notes, total: t + 0.5 };
}

const LINES = ['Happy birthday, dear Maya, the sea is calling you', 'We remember the red bicycle'];
const MELODY = [67, 67, 69, 67, 72, 71, 67, 67, 69, 67, 74, 72, 71, 69, 67, 65, 64];

describe('the composer writes one note per syllable', () => {
  it('gives every syllable of every line its note, with its phones, and times the words from the notes', () => {
    const input = normaliseInput({
      prompt: 'for my grandfather Okonkwo who loves his red bicycle',
      seed: 'syl-1',
      lengthSeconds: 60,
    });
    const plan = planSong(input);
    const lyrics = writeLyrics(input, plan.shape).lyrics;
    const score = composeSong(plan, lyrics, lexicon);
    expect(score.lines.length).toBeGreaterThan(4);
    score.lines.forEach((line, li) => {
      const expected = sungWords(line.text, lexicon).flatMap((w) => w.syllables);
      const notes = score.sung.filter((n) => n.line === li);
      expect(notes.map((n) => n.nucleus)).toEqual(expected.map((s) => s.nucleus));
      expect(notes.map((n) => n.onset)).toEqual(expected.map((s) => s.onset));
      // notes follow each other without overlap
      for (let i = 1; i < notes.length; i++)
        expect(notes[i].start).toBeGreaterThanOrEqual(notes[i - 1].start + notes[i - 1].duration - 1e-9);
      expect(line.words?.length).toBe(notes.filter((n) => n.wordStart).length);
      expect(line.words?.[0].time).toBeCloseTo(notes[0].start, 9);
      expect(line.words?.map((w) => w.text).join(' ')).toBe(line.text.split(/\s+/).join(' '));
    });
  });

  it('counts syllables from the dictionary, not the spelling', () => {
    // "fire" is one syllable by spelling rules but two in the dictionary (F AY1 ER0)
    const words = sungWords('Maya every fire', lexicon);
    expect(words.map((w) => w.syllables.length)).toEqual([2, 3, 2]);
    // the glide: "Maya" is sung ma-ya
    expect(words[0].syllables[1].onset).toEqual(['Y']);
  });
});

describe('the voice', () => {
  it('sings each section where the voice is clear: high sections an octave down, the male voice an octave below', () => {
    const mk = (pitches: number[], line = 0): SungNote[] =>
      pitches.map((pitch, i) => ({ ...phrase(['la'], [60]).notes[0], pitch, start: i, line }));
    const high = mk([64, 69, 76]);
    expect(voiceNotes(high, 'female').map((n) => n.pitch)).toEqual([52, 57, 64]);
    const middle = mk([60, 65, 70]);
    expect(voiceNotes(middle, 'female').map((n) => n.pitch)).toEqual([60, 65, 70]);
    expect(voiceNotes(middle, 'male').map((n) => n.pitch)).toEqual([48, 53, 58]);
    // sections decide on their own: a high chorus moves, the verse beside it does not
    const both = [...mk([60, 65, 70], 0), ...mk([64, 69, 76], 1)];
    expect(voiceNotes(both, 'female', (line) => line).map((n) => n.pitch)).toEqual([60, 65, 70, 52, 57, 64]);
  });

  it('asks flite for the words the dictionary lacks', async () => {
    const lts = await letterToSound(['Okonkwo', 'Siobhan']);
    expect(lts.get('okonkwo')?.length).toBeGreaterThan(4);
    expect(lts.get('siobhan')?.some((p) => /[0-2]$/.test(p))).toBe(true);
  });

  it('sings a short phrase on its notes, the same bytes for the same seed', async () => {
    for (const sex of ['female', 'male'] as const) {
      const { notes: written, total } = phrase(LINES, MELODY);
      const notes = voiceNotes(written, sex);
      const { speech, history } = await startSpeech(notes, sex);
      expect(speech.engine).toBe('flite');
      expect(history[0]).toMatch(/Flite/);
      const a = singSong({ sung: notes, totalSeconds: total }, speech, { sex, seed: 's1' });
      const b = singSong({ sung: notes, totalSeconds: total }, speech, { sex, seed: 's1' });
      expect(Buffer.from(a.lead.buffer).equals(Buffer.from(b.lead.buffer))).toBe(true);
      const score = scorePitch(trackPitch(a.lead, 44100), notes);
      expect(score.voiced).toBeGreaterThan(100);
      // a quality floor (measured ~93-97% on this phrase), not a timing
      expect(score.within50, sex).toBeGreaterThan(0.8);
      // nothing sounds before the breath and the first onset consonants
      const first = Math.floor((notes[0].start - 0.5) * 44100);
      expect(first).toBeGreaterThan(0);
      expect(a.lead.subarray(0, first).every((v) => v === 0)).toBe(true);
    }
  });

  it("sings the same samples on the voice worker thread as on this one, with harmonics above flite's band", async () => {
    for (const sex of ['female', 'male'] as const) {
      const { notes: written, total } = phrase(LINES, MELODY);
      const notes = voiceNotes(written, sex);
      const job = { notes, sex, seed: 'w1', totalSeconds: total, chorusLines: [1] };
      const worker = await singOnWorker(job);
      expect(worker.thread).toBe('worker');
      const here = await runVoiceJob(job);
      expect(worker.sung.engine).toBe('flite');
      expect(worker.sung.history).toEqual(here.history);
      expect(worker.sung.voiceLufs).toBe(here.voiceLufs);
      expect(Buffer.from(worker.sung.take.lead.buffer).equals(Buffer.from(here.take.lead.buffer))).toBe(true);
      expect(worker.sung.take.double && here.take.double).toBeTruthy();
      expect(Buffer.from(worker.sung.take.double!.buffer).equals(Buffer.from(here.take.double!.buffer))).toBe(true);
      // the held vowel ending the first line: flite speaks at 16 kHz (nothing above 8 kHz), the voice
      // carries its harmonics on above that, falling with frequency like a sung voice
      const last = notes.filter((n) => n.line === 0).at(-1)!;
      const from = Math.round((last.start + 0.2) * SR44);
      const to = Math.round((last.start + last.duration - 0.2) * SR44);
      const lead = here.take.lead;
      const below = bandRms(lead, from, to, 5000, 7000);
      const above = bandRms(lead, from, to, 9000, 12000);
      const top = bandRms(lead, from, to, 14000, 18000);
      const db = (a: number, b: number) => 20 * Math.log10(a / b);
      expect(db(above, below), sex).toBeGreaterThan(-30);
      expect(db(above, below), sex).toBeLessThan(-3);
      expect(db(top, above), sex).toBeLessThan(-3);
    }
    // four phrase renders (two voices, worker and this thread): minutes on a loaded shared machine
  }, 480_000);

  it('falls back to the formant voice when the flite child crashes, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serenade-crash-'));
    const crash = join(dir, 'crash.mjs');
    writeFileSync(crash, "process.kill(process.pid, 'SIGSEGV');\n");
    const { notes, total } = phrase(LINES, MELODY);
    const { speech, history } = await startSpeech(notes, 'female', { childScript: crash });
    expect(speech.engine).toBe('formant');
    expect(history.join(' ')).toMatch(/failed \(flite was killed by SIGSEGV\).*formant/);
    const take = singSong({ sung: notes, totalSeconds: total }, speech, { sex: 'female', seed: 's1' });
    const score = scorePitch(trackPitch(take.lead, 44100), notes);
    expect(score.within50).toBeGreaterThan(0.8);
  });

  it('still delivers a sung song when flite crashes: formant voice, letter-to-sound guessed, both in the history', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serenade-crash-'));
    const crash = join(dir, 'crash.mjs');
    writeFileSync(crash, "process.kill(process.pid, 'SIGSEGV');\n");
    const song = await generateSong(
      { prompt: 'for my friend Okonkwo who loves his bicycle', seed: 'crash-1', lengthSeconds: 60, voice: 'male' },
      { stems: true, flite: { childScript: crash } },
    );
    expect(song.meta.voice).toBe('male');
    expect(song.history.some((h) => /formant synthesizer/.test(h))).toBe(true);
    expect(song.history.some((h) => /Letter-to-sound failed.*okonkwo/i.test(h))).toBe(true);
    expect(song.stems?.notes.length).toBeGreaterThan(20);
    expect(song.meta.loudnessLUFS).toBeGreaterThanOrEqual(-15);
    expect(song.meta.truePeakDBTP).toBeLessThanOrEqual(-1);
    expect(song.timedLyrics.every((l) => (l.words?.length ?? 0) > 0)).toBe(true);
  });
});
