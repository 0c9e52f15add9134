// The singing voice of a song: the sung notes are grouped into phrases (one per lyric line), each
// distinct phrase is spoken once by flite (one child process per song; repeated choruses reuse it),
// analysed by LPC and re-synthesised onto its notes. Everything after flite is pure and seeded.
import type { Score, SungNote } from '../compose/score';
import { createRng } from '../rng';
import { FliteError, parseSegments, runFlite, type FliteOptions, type FliteVoice } from './flite';
import { analyse, type LpcFrames } from './lpc';
import { fliteName, isKnownPhone } from './phones';
import { notePhones, placePhrase, type SpokenPhone } from './place';
import { SR44, synthPhrase } from './render';

export type VoiceSex = 'female' | 'male';

/** Spoken phrases and their analysis: the input of the resynthesis, whichever engine made it. */
export type Speech = {
  engine: 'flite' | 'formant';
  frames: LpcFrames;
  /** phrase key (its phones) -> the spoken phones with their times in the analysed audio */
  phrases: Map<string, SpokenPhone[]>;
};

export type Phrase = { line: number; notes: SungNote[]; phones: string[]; key: string };

/** The song's sung notes as phrases: one per lyric line, notes in order. */
export function phrasesOf(notes: SungNote[]): Phrase[] {
  const byLine = new Map<number, SungNote[]>();
  for (const n of notes) {
    const list = byLine.get(n.line);
    if (list) list.push(n);
    else byLine.set(n.line, [n]);
  }
  return [...byLine.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([line, list]) => {
      const clean = list
        .map((n) => ({ ...n, onset: n.onset.filter(isKnownPhone), coda: n.coda.filter(isKnownPhone) }))
        .filter((n) => isKnownPhone(n.nucleus));
      const phones = clean.flatMap(notePhones);
      return { line, notes: clean, phones, key: phones.join(' ') };
    })
    .filter((p) => p.notes.length > 0);
}

export const FLITE_VOICE: Record<VoiceSex, FliteVoice> = { female: 'slt', male: 'rms' };

/**
 * Speaks every distinct phrase with flite in one child process (phrases separated by pauses) and
 * analyses the result. Rejects with FliteError if flite fails or its segments do not match.
 */
export async function speakWithFlite(phrases: Phrase[], sex: VoiceSex, options: FliteOptions = {}): Promise<Speech> {
  const unique = [...new Map(phrases.map((p) => [p.key, p.phones])).entries()];
  if (unique.length === 0) {
    return { engine: 'flite', frames: analyse(new Float32Array(160), 16000), phrases: new Map() };
  }
  const phoneString = unique.map(([, phones]) => phones.map(fliteName).join(' ')).join(' pau ');
  const result = await runFlite(['-voice', FLITE_VOICE[sex], '-psdur', '-p', phoneString], true, options);
  if (!result.wav) throw new FliteError('flite wrote no audio');
  const segments = parseSegments(result.stdout);
  const out = new Map<string, SpokenPhone[]>();
  let s = 0;
  let prevEnd = 0;
  for (const [key, phones] of unique) {
    const spoken: SpokenPhone[] = [];
    for (const ph of phones) {
      while (s < segments.length && segments[s].phone === 'pau') prevEnd = segments[s++].end;
      const seg = segments[s];
      if (!seg || seg.phone !== fliteName(ph)) {
        throw new FliteError(
          `flite's segments do not match the phrase (expected ${fliteName(ph)}, got ${seg?.phone ?? 'nothing'})`,
        );
      }
      spoken.push({ phone: ph, start: prevEnd, end: seg.end });
      prevEnd = seg.end;
      s++;
    }
    out.set(key, spoken);
  }
  return { engine: 'flite', frames: analyse(result.wav.samples, result.wav.sampleRate), phrases: out };
}

export type VoiceTake = {
  /** 44.1 kHz mono, the song's length */
  lead: Float32Array;
  /** the chorus lines sung again (a double), silent elsewhere; undefined if the song has no chorus */
  double?: Float32Array;
  /** [start, end) seconds where the voice sings, for the mix */
  spans: [number, number][];
};

/**
 * Renders the whole song's voice from the speech; the score's sung notes must already be at the
 * voice's pitch (voiceNotes). `chorusLines`: line indexes that get a doubled take.
 */
export function singSong(
  score: Pick<Score, 'sung' | 'totalSeconds'>,
  speech: Speech,
  options: { sex: VoiceSex; seed: string; chorusLines?: Set<number> },
): VoiceTake {
  const n = Math.ceil(score.totalSeconds * SR44);
  const lead = new Float32Array(n);
  const chorusLines = options.chorusLines ?? new Set<number>();
  const double = chorusLines.size > 0 ? new Float32Array(n) : undefined;
  const rng = createRng(options.seed).fork('voice');
  const phrases = phrasesOf(score.sung);
  const spans: [number, number][] = [];
  const takes = new Map<string, Float32Array>();
  let prevEnd = -Infinity;
  phrases.forEach((phrase, i) => {
    const spoken = speech.phrases.get(phrase.key);
    if (!spoken || spoken.length !== phrase.phones.length) return;
    const notes = phrase.notes;
    const placed = placePhrase(notes, spoken);
    const begin = placed[0].start - 0.02;
    const finish = placed[placed.length - 1].end + 0.08;
    const startSample = Math.max(0, Math.floor(begin * SR44));
    const t0 = startSample / SR44;
    const take = (label: string, target: Float32Array, delay: number, depth: number) => {
      // a repeated chorus line with the same notes is the same take (the first one's)
      const cacheKey = `${label}|${phrase.key}|${notes.map((x) => `${x.pitch}:${(x.start - t0).toFixed(4)}:${x.duration.toFixed(4)}`).join(',')}`;
      const audio =
        takes.get(cacheKey) ??
        synthPhrase({
          placed,
          notes,
          frames: speech.frames,
          t0,
          length: finish - t0,
          rng: rng.fork(`${label}-${i}`),
          vibrato: depth,
          highpassHz: options.sex === 'male' ? 60 : 90,
        });
      takes.set(cacheKey, audio);
      const at = startSample + Math.round(delay * SR44);
      const len = Math.min(audio.length, target.length - at);
      for (let k = 0; k < len; k++) target[at + k] += audio[k];
    };
    take('lead', lead, 0, 0.25);
    if (double && chorusLines.has(phrase.line)) take('double', double, 0.018, 0.18);
    // a breath before the line when there is time for one
    const gap = placed[0].start - prevEnd;
    if (gap > 0.45)
      addBreath(lead, placed[0].start - 0.07, Math.min(0.32, gap * 0.45), rng.fork(`breath-${i}`).int(1, 1e9));
    prevEnd = placed[placed.length - 1].end;
    spans.push([placed[0].start, prevEnd]);
  });
  normalise(lead, double);
  return { lead, double, spans };
}

/** A soft inhaled breath ending at `end`: band-limited noise with a rise and fall. */
function addBreath(out: Float32Array, end: number, length: number, seed: number): void {
  const from = Math.max(0, Math.round((end - length) * SR44));
  const to = Math.min(out.length, Math.round(end * SR44));
  let s = seed >>> 0 || 1;
  let lp1 = 0;
  let lp2 = 0;
  let hpPrev = 0;
  let hp = 0;
  // an airy band from about 600 Hz to 4 kHz, rolling off above (two one-pole low-passes)
  const lpA = 1 - Math.exp((-2 * Math.PI * 4000) / SR44);
  const hpA = Math.exp((-2 * Math.PI * 600) / SR44);
  for (let i = from; i < to; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const x = ((s >>> 0) / 4294967296) * 2 - 1;
    lp1 += lpA * (x - lp1);
    lp2 += lpA * (lp1 - lp2);
    hp = hpA * (hp + lp2 - hpPrev);
    hpPrev = lp2;
    const u = (i - from) / Math.max(1, to - from);
    const env = Math.sin(Math.PI * Math.pow(u, 0.7));
    out[i] += hp * env * 0.01;
  }
}

/** Scales the voice so its loudest 50 ms stretches sit at a fixed level (the mix sets the balance). */
function normalise(lead: Float32Array, double?: Float32Array): void {
  const win = Math.round(0.05 * SR44);
  const levels: number[] = [];
  for (let s = 0; s + win <= lead.length; s += win) {
    let e = 0;
    for (let i = s; i < s + win; i++) e += lead[i] * lead[i];
    if (e > 0) levels.push(Math.sqrt(e / win));
  }
  if (levels.length === 0) return;
  levels.sort((a, b) => a - b);
  const ref = levels[Math.floor(levels.length * 0.9)];
  if (!(ref > 0)) return;
  const g = 0.12 / ref;
  for (let i = 0; i < lead.length; i++) lead[i] *= g;
  if (double) for (let i = 0; i < double.length; i++) double[i] *= g;
}
