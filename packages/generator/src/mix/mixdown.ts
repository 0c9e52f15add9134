import type { NoteEvent, Score, Track } from '../compose/score';
import { drumKit, DRUM_GAIN, DRUM_PAN } from '../synth/drumkit';
import { SR } from '../synth/dsp';
import { releaseOf, renderNote } from '../synth/voices';
import type { SongStyle, StereoPcm } from '../types';
import { blockPeaksInto, Compressor } from './dynamics';
import { Reverb } from './reverb';
import { StereoLoudnessMeter } from '../loudness/meter';

const REVERB_SECONDS: Record<SongStyle, number> = {
  pop: 1.6,
  rock: 1.3,
  hiphop: 1.1,
  electronic: 1.9,
  rnb: 1.7,
  country: 1.3,
  jazz: 1.5,
  classical: 2.6,
  folk: 1.4,
  other: 1.6,
};
/** Headroom so dozens of summed voices stay far from clipping before the master stage. */
const VOICE_LEVEL = 0.22;
const CACHE_BUDGET_BYTES = 40 * 1024 * 1024;

function panGains(pan: number): [number, number] {
  const theta = ((pan + 1) * Math.PI) / 4;
  return [Math.cos(theta) * Math.SQRT2, Math.sin(theta) * Math.SQRT2];
}

/** dst[at + i] += src[i - offset] * gain for the part of [from, to) that src covers. */
function addScaledRange(
  dst: Float32Array,
  at: number,
  src: Float32Array,
  offset: number,
  gain: number,
  from: number,
  to: number,
): void {
  const end = Math.min(to, offset + src.length);
  for (let i = Math.max(from, offset), j = i - offset, d = at + i; i < end; i++, j++, d++) dst[d] += src[j] * gain;
}

// Hot loops live in small functions of their own so the JIT optimises them independently.
/**
 * Adds one track's block into the bus. mono[k] is the track at sample s - off + k, so the
 * right channel (delayed by `off` for width) reads mono[k] and the rest mono[k + off].
 */
function distribute(
  mono: Float32Array,
  s: number,
  e: number,
  off: number,
  range: TrackRange,
  gl: number,
  gr: number,
  rv: number,
  left: Float32Array,
  right: Float32Array,
  send: Float32Array,
): void {
  const from = Math.max(s, range.from);
  const to = Math.min(e, range.to);
  for (let i = from; i < to; i++) {
    const v = mono[i - s + off];
    left[i] += v * gl;
    send[i - s] += v * rv;
  }
  // right[j] += track[j - off] * gr for j - off in [range.from, range.lastR)
  const rFrom = Math.max(s, range.from + off);
  const rTo = Math.min(e, range.lastR + off);
  for (let j = rFrom; j < rTo; j++) right[j] += mono[j - s] * gr;
}

type NoteCache = {
  chord: (track: Track, midis: number[], dur: number) => Float32Array;
  /** whether `buf` is kept in the cache (else the caller must hold on to it) */
  holds: (buf: Float32Array) => boolean;
};

function noteCache(): NoteCache {
  // Chords and bass notes repeat all song long: render each distinct chord once. Summing a
  // chord before mixing also means one add per chord instead of one per note.
  const cache = new Map<string, Float32Array>();
  const kept = new Set<Float32Array>();
  let bytes = 0;
  return {
    holds: (buf) => kept.has(buf),
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
        kept.add(buf);
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

/** Side-chain style dip after every kick, the pumping of electronic pads; state carries across blocks. */
function duck(x: Float32Array, at: number, count: number, s: number, kickSamples: number[], st: DuckState): void {
  let k = st.k;
  let dip = st.dip;
  const coef = Math.exp(-1 / (0.11 * SR));
  for (let j = 0; j < count; j++) {
    const i = s + j;
    while (k < kickSamples.length && kickSamples[k] <= i) {
      dip = 0.65;
      k++;
    }
    x[at + j] *= 1 - dip;
    dip *= coef;
  }
  st.k = k;
  st.dip = dip;
}

type DuckState = { k: number; dip: number };
/** where a track has sound: [from, to) in samples, and where its right channel stops (before the width delay) */
type TrackRange = { from: number; to: number; lastR: number };
type Placed = { chord: Chord; start: number; length: number };

/** For each block, the items overlapping it, in their original order. */
function bucket<T>(items: T[], span: (item: T) => [number, number], nBlocks: number): T[][] {
  const out: T[][] = Array.from({ length: nBlocks }, () => []);
  for (const item of items) {
    const [start, end] = span(item);
    const b1 = Math.min(nBlocks - 1, Math.floor((end - 1) / BLOCK));
    for (let b = Math.max(0, Math.floor(start / BLOCK)); b <= b1; b++) out[b].push(item);
  }
  return out;
}

type TrackState = {
  track: Track;
  /** chords sounding in each block */
  blocks: Placed[][];
  range: TrackRange;
  gl: number;
  gr: number;
  off: number;
  /** the block's mono sum, preceded by the last `off` samples of the previous block */
  mono: Float32Array;
  duck: DuckState;
  /** whether the previous block was silent (so there is nothing to carry over) */
  prevSilent: boolean;
  /** rendered chords still sounding, for chords the cache had no room for */
  live: Map<Placed, Float32Array>;
};

/** The mix is rendered this many samples at a time: only the stereo bus is song-length. */
const BLOCK = 1 << 14;

/**
 * Sums every part into a stereo bus with reverb and glue compression (not yet mastered).
 * Tracks, drums and reverb are rendered block by block into the bus; each sample receives
 * its contributions in the same order as a track-by-track render would add them.
 */
export function mixdown(score: Score): StereoPcm {
  return mixdownMeasured(score).pcm;
}

/** What the master stage would otherwise measure again: loudness and block peaks (64) of the mix. */
export type MeasuredMix = { pcm: StereoPcm; loudnessLUFS?: number; peaks?: Float32Array };

export function mixdownMeasured(score: Score): MeasuredMix {
  const bus = mixInstruments(score);
  return finishMix(bus, bus.loudnessLUFS);
}

/** The instruments summed with their reverb, and their loudness, before the voice joins them. */
export type InstrumentBus = { left: Float32Array; right: Float32Array; style: SongStyle; loudnessLUFS: number };

/** Gain of the synth lead at song time t: it steps back where the voice sings. */
function leadDuckGain(spans: [number, number][], level: number): (t: number, hint: { i: number }) => number {
  const ramp = 0.08;
  return (t, hint) => {
    while (hint.i < spans.length && spans[hint.i][1] + 0.15 + ramp < t) hint.i++;
    const sp = spans[hint.i];
    if (!sp) return 1;
    const a = sp[0] - 0.05 - ramp;
    const b = sp[1] + 0.15;
    if (t < a || t > b + ramp) return 1;
    const x = t < a + ramp ? (t - a) / ramp : t > b ? 1 - (t - b) / ramp : 1;
    return 1 - (1 - level) * x;
  };
}

/**
 * Renders every part into a stereo bus with its reverb. `duckLead`: sung spans (seconds) where the
 * synth lead plays quietly under the voice.
 */
export function mixInstruments(score: Score, duckLead?: [number, number][]): InstrumentBus {
  const n = Math.ceil(score.totalSeconds * SR);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const send = new Float32Array(Math.min(n, BLOCK));
  const cache = noteCache();
  const wideOffset = Math.round(0.012 * SR);
  const kickTimes = score.drums
    .filter((h) => h.kind === 'kick' || h.kind === 'kick808')
    .map((h) => Math.round(h.time * SR));

  const nBlocks = Math.ceil(n / BLOCK);
  const tracks: TrackState[] = score.tracks.map((track) => {
    const [gl, gr] = panGains(track.pan);
    const release = Math.round(releaseOf(track.patch) * SR);
    const placed = groupChords(track.notes).map((chord) => ({
      chord,
      start: Math.round(chord.time * SR),
      // renderNote's length: gate (at least one sample) plus the release tail
      length: Math.max(1, Math.round(chord.dur * SR)) + release,
    }));
    let first = n;
    let last = 0;
    for (const p of placed) {
      first = Math.min(first, p.start);
      last = Math.max(last, p.start + p.length);
    }
    const off = track.wide ? wideOffset : 0;
    const from = Math.max(0, first);
    const to = Math.min(n, last);
    return {
      track,
      gl,
      gr,
      off,
      blocks: bucket(placed, (p) => [p.start, p.start + p.length], nBlocks),
      range: { from, to, lastR: Math.min(to, n - off) },
      mono: new Float32Array(off + Math.min(n, BLOCK)),
      duck: { k: 0, dip: 0 },
      prevSilent: true,
      live: new Map(),
    };
  });

  const kit = drumKit();
  const drumBlocks = bucket(
    score.drums,
    (h) => [Math.round(h.time * SR), Math.round(h.time * SR) + kit[h.kind].length],
    nBlocks,
  );
  const reverb = new Reverb(REVERB_SECONDS[score.style], 0.35);
  const meter = new StereoLoudnessMeter(SR);
  const leadGain = duckLead && duckLead.length > 0 ? leadDuckGain(duckLead, 0.32) : undefined;
  const leadHint = { i: 0 };
  for (let s = 0; s < n; s += BLOCK) {
    const e = Math.min(n, s + BLOCK);
    const len = e - s;
    send.fill(0);
    for (const ts of tracks) {
      const { track, mono, off, range } = ts;
      // nothing sounds in this block and nothing is carried over from the last: skip it
      const silent = ts.blocks[s / BLOCK].length === 0 && !track.duck;
      if (silent && (off === 0 || ts.prevSilent)) {
        ts.prevSilent = true;
        continue;
      }
      // the right channel of a wide track needs the previous block's last `off` samples
      if (off > 0) {
        if (ts.prevSilent) mono.fill(0, 0, off);
        else mono.copyWithin(0, BLOCK, BLOCK + off);
      }
      ts.prevSilent = silent;
      mono.fill(0, off);
      for (const p of ts.blocks[s / BLOCK]) {
        let buf = ts.live.get(p);
        if (!buf) {
          buf = cache.chord(track, p.chord.midis, p.chord.dur);
          if (p.start + p.length > e && !cache.holds(buf)) ts.live.set(p, buf);
        } else if (p.start + p.length <= e) {
          ts.live.delete(p);
        }
        addScaledRange(mono, off - s, buf, p.start, track.gain * p.chord.vel * VOICE_LEVEL, s, e);
      }
      if (track.duck) duck(mono, off, len, s, kickTimes, ts.duck);
      if (leadGain && track.id === 'lead') {
        // the gain moves over 80 ms ramps: one value per 32 samples is smooth enough
        for (let j = 0; j < len; j += 32) {
          const g = leadGain((s + j + 16) / SR, leadHint);
          if (g === 1) continue;
          const end = Math.min(len, j + 32);
          for (let q = j; q < end; q++) mono[off + q] *= g;
        }
      }
      distribute(mono, s, e, off, range, ts.gl, ts.gr, track.reverb, left, right, send);
    }

    for (const hit of drumBlocks[s / BLOCK]) {
      const start = Math.round(hit.time * SR);
      const buf = kit[hit.kind];
      const [gl, gr] = panGains(DRUM_PAN[hit.kind]);
      const g = hit.vel * DRUM_GAIN[hit.kind] * VOICE_LEVEL * 1.4;
      addScaledRange(left, 0, buf, start, g * gl, s, e);
      addScaledRange(right, 0, buf, start, g * gr, s, e);
      if (hit.kind === 'snare' || hit.kind === 'clap' || hit.kind === 'tomHi' || hit.kind === 'tomLo') {
        addScaledRange(send, -s, buf, start, g * 0.25, s, e);
      }
    }

    reverb.process(send, left, right, s, len);
    meter.push(left.subarray(s, e), right.subarray(s, e), len);
  }

  return { left, right, style: score.style, loudnessLUFS: meter.result() };
}

/**
 * Glue compression at a known level, measuring the result and its peaks for the master stage.
 * `pre`: the bus's loudness now (exact, or estimated when the voice was added after measuring).
 */
export function finishMix(bus: InstrumentBus, pre: number): MeasuredMix {
  const { left, right } = bus;
  const n = left.length;
  // bring the mix to a known level so the compressor threshold means the same for every style;
  // the same chunked pass measures the result and its peaks for the master stage
  if (!Number.isFinite(pre)) return { pcm: { left, right, sampleRate: SR } };
  const g = Math.pow(10, (-20 - pre) / 20);
  const comp = new Compressor(-16, 2.5);
  const after = new StereoLoudnessMeter(SR);
  const peaks = new Float32Array(Math.ceil(n / 64) + 1);
  for (let s = 0; s < n; s += BLOCK) {
    const e = Math.min(n, s + BLOCK);
    comp.process(left, right, s, e, g);
    after.push(left.subarray(s, e), right.subarray(s, e), e - s);
    blockPeaksInto(left, right, s, e, peaks);
  }
  return { pcm: { left, right, sampleRate: SR }, loudnessLUFS: after.result(), peaks };
}
