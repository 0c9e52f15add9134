import type { NoteEvent, Score, Track } from '../compose/score';
import { drumKit, DRUM_GAIN, DRUM_PAN } from '../synth/drumkit';
import { SR } from '../synth/dsp';
import { renderNote } from '../synth/voices';
import type { SongStyle, StereoPcm } from '../types';
import { compress } from './dynamics';
import { addReverb } from './reverb';
import { integratedLoudness } from '../loudness/meter';

const REVERB_SECONDS: Record<SongStyle, number> = {
  pop: 1.6, rock: 1.3, hiphop: 1.1, electronic: 1.9, rnb: 1.7, country: 1.3, jazz: 1.5, classical: 2.6, other: 1.6,
};
/** Headroom so dozens of summed voices stay far from clipping before the master stage. */
const VOICE_LEVEL = 0.22;
const CACHE_BUDGET_BYTES = 40 * 1024 * 1024;

function panGains(pan: number): [number, number] {
  const theta = ((pan + 1) * Math.PI) / 4;
  return [Math.cos(theta) * Math.SQRT2, Math.sin(theta) * Math.SQRT2];
}

function addScaled(dst: Float32Array, src: Float32Array, offset: number, gain: number): void {
  const end = Math.min(dst.length, offset + src.length);
  for (let i = Math.max(0, offset), j = i - offset; i < end; i++, j++) dst[i] += src[j] * gain;
}

// Hot loops live in small functions of their own so the JIT optimises them independently.
function distribute(
  mono: Float32Array, from: number, to: number, gl: number, gr: number, rv: number, off: number,
  left: Float32Array, right: Float32Array, send: Float32Array,
): void {
  const lastR = Math.min(to, right.length - off);
  for (let i = from; i < to; i++) {
    const v = mono[i];
    left[i] += v * gl;
    send[i] += v * rv;
  }
  for (let i = from; i < lastR; i++) right[i + off] += mono[i] * gr;
}

function scaleInPlace(x: Float32Array, g: number): void {
  for (let i = 0; i < x.length; i++) x[i] *= g;
}

type NoteCache = { chord: (track: Track, midis: number[], dur: number) => Float32Array };

function noteCache(): NoteCache {
  // Chords and bass notes repeat all song long: render each distinct chord once. Summing a
  // chord before mixing also means one add per chord instead of one per note.
  const cache = new Map<string, Float32Array>();
  let bytes = 0;
  return {
    chord(track, midis, dur) {
      const gate = Math.round(dur * SR);
      const key = `${track.patch}:${midis.join(',')}:${gate}`;
      const hit = cache.get(key);
      if (hit) return hit;
      let buf = renderNote(track.patch, midis[0], dur);
      if (midis.length > 1) {
        buf = buf.slice();
        for (let k = 1; k < midis.length; k++) {
          const other = renderNote(track.patch, midis[k], dur);
          for (let i = 0; i < buf.length; i++) buf[i] += other[i];
        }
      }
      if (bytes + buf.byteLength <= CACHE_BUDGET_BYTES) {
        cache.set(key, buf);
        bytes += buf.byteLength;
      }
      return buf;
    },
  };
}

type Chord = { time: number; dur: number; vel: number; midis: number[] };

/** Notes that start together with the same length and velocity are played as one chord. */
function groupChords(notes: NoteEvent[]): Chord[] {
  const out: Chord[] = [];
  const byKey = new Map<string, Chord>();
  for (const n of notes) {
    const key = `${n.time.toFixed(5)}:${n.dur.toFixed(5)}:${n.vel}`;
    const c = byKey.get(key);
    if (c) c.midis.push(n.midi);
    else {
      const chord = { time: n.time, dur: n.dur, vel: n.vel, midis: [n.midi] };
      byKey.set(key, chord);
      out.push(chord);
    }
  }
  for (const c of out) c.midis.sort((a, b) => a - b);
  return out;
}

/** Side-chain style dip after every kick, the pumping of electronic pads. */
function duck(x: Float32Array, kickSamples: number[]): void {
  let k = 0;
  let dip = 0;
  const coef = Math.exp(-1 / (0.11 * SR));
  for (let i = 0; i < x.length; i++) {
    while (k < kickSamples.length && kickSamples[k] <= i) {
      dip = 0.65;
      k++;
    }
    x[i] *= 1 - dip;
    dip *= coef;
  }
}

/** Sums every part into a stereo bus with reverb and glue compression (not yet mastered). */
export function mixdown(score: Score): StereoPcm {
  const n = Math.ceil(score.totalSeconds * SR);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const send = new Float32Array(n);
  const cache = noteCache();
  const wideOffset = Math.round(0.012 * SR);
  const kickTimes = score.drums.filter((h) => h.kind === 'kick' || h.kind === 'kick808').map((h) => Math.round(h.time * SR));

  // each track is summed in mono first; pan, width and reverb send then cost one pass per track
  const mono = new Float32Array(n);
  for (const track of score.tracks) {
    const [gl, gr] = panGains(track.pan);
    mono.fill(0);
    let first = n;
    let last = 0;
    for (const chord of groupChords(track.notes)) {
      const buf = cache.chord(track, chord.midis, chord.dur);
      const start = Math.round(chord.time * SR);
      addScaled(mono, buf, start, track.gain * chord.vel * VOICE_LEVEL);
      first = Math.min(first, start);
      last = Math.max(last, start + buf.length);
    }
    if (track.duck) duck(mono, kickTimes);
    distribute(mono, Math.max(0, first), Math.min(n, last), gl, gr, track.reverb, track.wide ? wideOffset : 0, left, right, send);
  }

  const kit = drumKit();
  for (const hit of score.drums) {
    const buf = kit[hit.kind];
    const [gl, gr] = panGains(DRUM_PAN[hit.kind]);
    const g = hit.vel * DRUM_GAIN[hit.kind] * VOICE_LEVEL * 1.4;
    const start = Math.round(hit.time * SR);
    addScaled(left, buf, start, g * gl);
    addScaled(right, buf, start, g * gr);
    if (hit.kind === 'snare' || hit.kind === 'clap' || hit.kind === 'tomHi' || hit.kind === 'tomLo') addScaled(send, buf, start, g * 0.25);
  }

  addReverb(send, left, right, REVERB_SECONDS[score.style], 0.35);

  // bring the mix to a known level so the compressor threshold means the same for every style
  const pre = integratedLoudness([left, right], SR);
  if (Number.isFinite(pre)) {
    const g = Math.pow(10, (-20 - pre) / 20);
    scaleInPlace(left, g);
    scaleInPlace(right, g);
    compress(left, right, -16, 2.5);
  }
  return { left, right, sampleRate: SR };
}
