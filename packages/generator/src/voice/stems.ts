// The voice stem and the sung notes as files (the CLI's --stems).
import type { SungNote } from '../compose/score';
import type { SungNoteJson } from '../types';
import { SR44 } from './render';
import type { VoiceTake } from './sing';

/** 16-bit PCM mono WAV of the voice alone: the lead take with the chorus double under it. */
export function voiceWav(take: VoiceTake): Uint8Array {
  const x = take.lead;
  const bytes = new Uint8Array(44 + x.length * 2);
  const v = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  text(0, 'RIFF');
  v.setUint32(4, 36 + x.length * 2, true);
  text(8, 'WAVEfmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, SR44, true);
  v.setUint32(28, SR44 * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, x.length * 2, true);
  // the stem is normalised to peak at -1 dBFS
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]));
  const g = peak > 0 ? 0.89 / peak : 1;
  for (let i = 0; i < x.length; i++) {
    const s = Math.max(-32768, Math.min(32767, Math.round(x[i] * g * 32767)));
    v.setInt16(44 + 2 * i, s, true);
  }
  return bytes;
}

export function notesJson(notes: SungNote[]): SungNoteJson[] {
  const r = (t: number) => Math.round(t * 1000) / 1000;
  return notes.map((n) => ({
    start: r(n.start),
    duration: r(n.duration),
    pitch: n.pitch,
    syllable: n.syllable,
    word: n.word,
    wordStart: n.wordStart,
  }));
}
