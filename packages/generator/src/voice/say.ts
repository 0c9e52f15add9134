// A word or a name said (or sung) the way the song will pronounce it, for the approval screen.
import type { SungNote } from '../compose/score';
import { sungWords } from '../compose/sung';
import { GeneratorInputError } from '../errors';
import { createLexicon } from '../pronounce/index';
import { pronunciationOverrides } from '../pronounce/respell';
import { letterToSound, runFlite, FliteError, type FliteOptions } from './flite';
import { fliteName } from './phones';
import { SR44 } from './render';
import { singSong, speakWithFlite, phrasesOf } from './sing';

export type SayWordRequest = {
  text: string;
  /** word -> ARPAbet or respelling, as in GenerateInput.pronunciations */
  pronunciations?: Record<string, string>;
  voice: 'female' | 'male';
  /** sung on a short phrase of notes instead of spoken */
  sung?: boolean;
};

const MAX_CHARS = 120;

function wavBytes(x: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44 + x.length * 2);
  const v = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]));
  const g = peak > 0 ? 0.89 / peak : 1;
  text(0, 'RIFF');
  v.setUint32(4, 36 + x.length * 2, true);
  text(8, 'WAVEfmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, x.length * 2, true);
  for (let i = 0; i < x.length; i++)
    v.setInt16(44 + 2 * i, Math.round(Math.max(-1, Math.min(1, x[i] * g)) * 32767), true);
  return bytes;
}

/**
 * Says `text` with the song's pronunciation (buyer's overrides, dictionary, flite's letter-to-sound)
 * in the chosen voice; `sung` sings it on a few notes instead. Returns a WAV file. Rejects with
 * GeneratorInputError for text without letters or too long, FliteError when flite fails.
 */
export async function sayWord(request: SayWordRequest, flite: FliteOptions = {}): Promise<{ wav: Uint8Array }> {
  const text = typeof request.text === 'string' ? request.text.trim() : '';
  if (!/\p{L}/u.test(text)) throw new GeneratorInputError('text', 'text must contain a word to say');
  if (text.length > MAX_CHARS) throw new GeneratorInputError('text', `text must be at most ${MAX_CHARS} characters`);
  if (request.voice !== 'female' && request.voice !== 'male') {
    throw new GeneratorInputError('voice', 'voice must be female or male');
  }
  const overrides = pronunciationOverrides(request.pronunciations);
  let lexicon = createLexicon({ overrides });
  const missing = lexicon.missing([text]);
  if (missing.length > 0) lexicon = createLexicon({ overrides, lts: await letterToSound(missing, flite) });
  const words = sungWords(text, lexicon).filter((w) => w.syllables.length > 0);
  if (words.length === 0) throw new GeneratorInputError('text', 'text must contain a word to say');

  if (!request.sung) {
    const phones = words.flatMap((w) => w.syllables.flatMap((s) => [...s.onset, s.nucleus, ...s.coda]));
    const voice = request.voice === 'male' ? 'rms' : 'slt';
    const { wav } = await runFlite(['-voice', voice, '-p', phones.map(fliteName).join(' ')], true, flite);
    if (!wav) throw new FliteError('flite wrote no audio');
    return { wav: wavBytes(wav.samples, wav.sampleRate) };
  }

  // sung: one note per syllable on a gentle rise and fall around the middle of the voice
  const base = request.voice === 'male' ? 55 : 67;
  const steps = [0, 2, 4, 2, 0, -1, 0];
  const notes: SungNote[] = [];
  let t = 0.35;
  let k = 0;
  for (const w of words) {
    w.syllables.forEach((s, i) => {
      const last = k === words.reduce((a, x) => a + x.syllables.length, 0) - 1;
      const duration = last ? 0.9 : s.stress === 1 ? 0.5 : 0.35;
      notes.push({
        start: t,
        duration,
        pitch: base + steps[k % steps.length],
        syllable: s.text,
        word: w.text,
        onset: s.onset,
        nucleus: s.nucleus,
        coda: s.coda,
        stress: s.stress,
        line: 0,
        wordStart: i === 0,
      });
      t += duration;
      k++;
    });
  }
  const speech = await speakWithFlite(phrasesOf(notes), request.voice, flite);
  const total = t + 0.4;
  const take = singSong({ sung: notes, totalSeconds: total }, speech, { sex: request.voice, seed: `say:${text}` });
  return { wav: wavBytes(take.lead, SR44) };
}
