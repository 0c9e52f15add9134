import type { Rng } from '../rng';
import type { BeatNote } from './melody';
import type { BassStyle, CompStyle } from './styles';
import { chordPcs, nearestWithPc, voice, type Chord } from './theory';

export type PartBarContext = {
  barStart: number;
  chord: Chord;
  next: Chord;
  energy: number;
  sectionKind: string;
  barInSection: number;
  rng: Rng;
  /** last bar of the song: one long final chord */
  final: boolean;
};

const BASS_CENTRE = 40; // E2
const n = (beat: number, dur: number, midi: number, vel: number): BeatNote => ({ beat, dur, midi, vel });

export function bassForBar(style: BassStyle, ctx: PartBarContext): BeatNote[] {
  const b = ctx.barStart;
  const root = nearestWithPc(ctx.chord.root, BASS_CENTRE);
  const fifth = root + 7;
  const third = root + (ctx.chord.intervals.includes(3) ? 3 : 4);
  if (ctx.final) return [n(b, 4, root, 0.9)];
  if (ctx.sectionKind === 'intro' && ctx.barInSection === 0 && style !== 'walking') return [n(b, 4, root, 0.6)];
  switch (style) {
    case 'pop':
      return [
        n(b, 1.4, root, 0.9),
        n(b + 1.5, 0.45, root, 0.7),
        n(b + 2, 0.9, root, 0.85),
        n(b + 3, 0.45, fifth, 0.7),
        n(b + 3.5, 0.45, root + 12, 0.65),
      ];
    case 'rock':
      return Array.from({ length: 8 }, (_, i) => n(b + i * 0.5, 0.42, root, i % 2 === 0 ? 0.9 : 0.75));
    case 'hiphop':
      // 808s hold long and land with the kick pattern
      return [
        n(b, 1.6, root, 1),
        n(b + 1.75, 0.6, root, 0.8),
        n(b + 2.5, 1.4, ctx.rng.chance(0.3) ? root + 12 : root, 0.9),
      ];
    case 'edm':
      return [0.5, 1.5, 2.5, 3.5].map((x, i) => n(b + x, 0.4, i === 3 && ctx.energy > 0.8 ? root + 12 : root, 0.9));
    case 'rnb':
      return [
        n(b, 1.5, root, 0.9),
        n(b + 1.75, 0.25, fifth, 0.6),
        n(b + 2.5, 1, root, 0.8),
        n(b + 3.5, 0.5, root + 12, 0.6),
      ];
    case 'country':
      return [n(b, 0.9, root, 0.9), n(b + 2, 0.9, fifth - 12 >= 28 ? fifth - 12 : fifth, 0.8)].concat(
        ctx.rng.chance(0.4) ? [n(b + 3, 0.45, third, 0.6), n(b + 3.5, 0.45, fifth, 0.6)] : [],
      );
    case 'walking': {
      // chord tones on 1-3, a chromatic approach into the next root on 4
      const nextRoot = nearestWithPc(ctx.next.root, root);
      const approach = nextRoot + (ctx.rng.chance(0.5) ? 1 : -1);
      const mid = ctx.rng.chance(0.5) ? [third, fifth] : [fifth, third];
      return [
        n(b, 0.95, root, 0.9),
        n(b + 1, 0.95, mid[0], 0.75),
        n(b + 2, 0.95, mid[1], 0.8),
        n(b + 3, 0.95, approach, 0.75),
      ];
    }
    case 'classical':
      return [n(b, 1.95, root, 0.8), n(b + 2, 1.95, ctx.rng.chance(0.5) ? fifth - 12 : root, 0.7)];
  }
}

function chordHits(
  ctx: PartBarContext,
  centre: number,
  hits: [number, number, number][],
  maxNotes = 4,
  dropRoot = false,
): BeatNote[] {
  const notes = voice(ctx.chord, centre, maxNotes, dropRoot);
  const out: BeatNote[] = [];
  for (const [beat, dur, vel] of hits) for (const m of notes) out.push(n(ctx.barStart + beat, dur, m, vel));
  return out;
}

export function compForBar(style: CompStyle, ctx: PartBarContext): BeatNote[] {
  const b = ctx.barStart;
  const e = ctx.energy;
  if (ctx.final) return chordHits(ctx, 62, [[0, 4, 0.8]]);
  switch (style) {
    case 'popPiano':
      return e > 0.8
        ? chordHits(ctx, 64, [
            [0, 0.9, 0.85],
            [1, 0.45, 0.6],
            [1.5, 0.9, 0.7],
            [2.5, 0.45, 0.6],
            [3, 0.9, 0.7],
          ])
        : chordHits(ctx, 64, [
            [0, 1.4, 0.8],
            [1.5, 1, 0.6],
            [2.5, 1.4, 0.7],
          ]);
    case 'powerChords': {
      const root = nearestWithPc(ctx.chord.root, 47);
      const notes = [root, root + 7, root + 12];
      const out: BeatNote[] = [];
      if (e < 0.6) {
        // palm-muted eighths in quiet sections, open chords when it gets loud
        for (let i = 0; i < 8; i++) for (const m of notes.slice(0, 2)) out.push(n(b + i * 0.5, 0.3, m, 0.6));
      } else {
        for (const m of notes) out.push(n(b, 1.45, m, 0.9), n(b + 1.5, 1, m, 0.75), n(b + 2.5, 1.45, m, 0.85));
      }
      return out;
    }
    case 'sparseKeys':
      return chordHits(
        ctx,
        62,
        [
          [0, 1.5, 0.75],
          [2.75, 1, 0.6],
        ],
        4,
      );
    case 'rnbKeys':
      return chordHits(
        ctx,
        62,
        [
          [0, 1.7, 0.75],
          [1.75, 0.5, 0.5],
          [2.5, 1.4, 0.65],
        ],
        5,
        true,
      );
    case 'edmArp': {
      const pcs = chordPcs(ctx.chord).slice(0, 3);
      const base = pcs.map((pc) => nearestWithPc(pc, 67)).sort((x, y) => x - y);
      const seq = [base[0], base[1], base[2], base[0] + 12, base[2], base[1]];
      const out: BeatNote[] = [];
      if (e < 0.45) return out;
      for (let i = 0; i < 16; i++) out.push(n(b + i * 0.25, 0.2, seq[i % seq.length], i % 4 === 0 ? 0.8 : 0.55));
      return out;
    }
    case 'jazzComp': {
      // shell voicings on a Charleston-like rhythm that varies bar to bar
      const rhythms: [number, number, number][][] = [
        [
          [0, 1, 0.7],
          [1.5, 0.5, 0.6],
        ],
        [
          [0.5, 0.5, 0.6],
          [2.5, 1, 0.7],
        ],
        [
          [1, 0.5, 0.6],
          [2.5, 0.5, 0.6],
          [3.5, 0.5, 0.55],
        ],
      ];
      return chordHits(ctx, 60, ctx.rng.pick(rhythms), 4, true);
    }
    case 'strum': {
      // boom-chick: strums on the off-beats, with a tiny stagger between strings like a pick
      const notes = voice(ctx.chord, 60, 4).concat(nearestWithPc(ctx.chord.root, 64) + 12);
      const out: BeatNote[] = [];
      const hits = e > 0.6 ? [1, 1.5, 2.5, 3, 3.5] : [1, 2.5, 3];
      for (const h of hits) notes.forEach((m, i) => out.push(n(b + h + i * 0.02, 0.6, m, h % 1 === 0 ? 0.75 : 0.55)));
      return out;
    }
    case 'arpeggio': {
      const pcs = chordPcs(ctx.chord).slice(0, 3);
      const low = nearestWithPc(ctx.chord.root, 52);
      const up = pcs.map((pc) => nearestWithPc(pc, 64)).sort((x, y) => x - y);
      const seq = [low, up[0], up[1], up[2], up[1] + 12 > 84 ? up[1] : up[1] + 12, up[2], up[1], up[0]];
      return seq.map((m, i) => n(b + i * 0.5, 0.9, m, i === 0 ? 0.7 : 0.5));
    }
  }
}

export function padForBar(ctx: PartBarContext, centre: number): BeatNote[] {
  return voice(ctx.chord, centre, 4).map((m) => n(ctx.barStart, 4, m, 0.6));
}
