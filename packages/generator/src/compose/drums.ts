import type { Rng } from '../rng';
import type { DrumKind } from './score';
import type { Groove } from './styles';

export type BeatHit = { beat: number; kind: DrumKind; vel: number };

export type DrumBarContext = {
  barStart: number;
  sectionKind: string;
  barInSection: number;
  sectionBars: number;
  /** 0 (sparse) .. 1 (everything) */
  energy: number;
  /** a new section starts on the next bar */
  fillBar: boolean;
  /** first bar of a section after the intro: mark it with a crash */
  crash: boolean;
  rng: Rng;
};

type Lane = { kind: DrumKind; steps: string; minEnergy?: number };

// 16 steps per bar. X accent, x normal, o soft, g ghost.
const VEL: Record<string, number> = { X: 1, x: 0.78, o: 0.55, g: 0.3 };

const GROOVES: Record<Exclude<Groove, 'none'>, Lane[][]> = {
  pop: [
    [
      { kind: 'kick', steps: 'X.....x.X.......' },
      { kind: 'snare', steps: '....X.......X...' },
      { kind: 'hat', steps: 'x.o.x.o.x.o.x.o.' },
      { kind: 'openhat', steps: '..............o.', minEnergy: 0.85 },
      { kind: 'clap', steps: '....o.......o...', minEnergy: 0.85 },
    ],
    [
      { kind: 'kick', steps: 'X.....x.X.x.....' },
      { kind: 'snare', steps: '....X.......X..g' },
      { kind: 'hat', steps: 'x.o.x.o.x.o.x.oo' },
    ],
  ],
  rock: [
    [
      { kind: 'kick', steps: 'X.x.....X.x.....' },
      { kind: 'snare', steps: '....X.......X...' },
      { kind: 'hat', steps: 'X.x.X.x.X.x.X.x.', minEnergy: 0 },
    ],
    [
      { kind: 'kick', steps: 'X.x.....X.xx....' },
      { kind: 'snare', steps: '....X.......X...' },
      { kind: 'openhat', steps: 'x.x.x.x.x.x.x.x.', minEnergy: 0.85 },
      { kind: 'hat', steps: 'X.x.X.x.X.x.X.x.' },
    ],
  ],
  hiphop: [
    [
      { kind: 'kick808', steps: 'X......x..X.....' },
      { kind: 'snare', steps: '....X.......X...' },
      { kind: 'clap', steps: '....x.......x...', minEnergy: 0.7 },
      { kind: 'hat', steps: 'xoxoxoxoxoxoxoxo' },
    ],
    [
      { kind: 'kick808', steps: 'X.....x...X..x..' },
      { kind: 'snare', steps: '....X.......X.g.' },
      { kind: 'hat', steps: 'xoxoxoxoxoxgxoxo' },
      { kind: 'openhat', steps: '..............o.', minEnergy: 0.8 },
    ],
  ],
  edm: [
    [
      { kind: 'kick', steps: 'X...X...X...X...' },
      { kind: 'clap', steps: '....X.......X...', minEnergy: 0.5 },
      { kind: 'openhat', steps: '..x...x...x...x.', minEnergy: 0.5 },
      { kind: 'hat', steps: 'g.g.g.g.g.g.g.g.', minEnergy: 0.8 },
    ],
  ],
  jazz: [
    [
      { kind: 'ride', steps: 'x...x.o.x...x.o.' },
      { kind: 'hat', steps: '....o.......o...' },
      { kind: 'kick', steps: 'g...g...g...g...' },
    ],
    [
      { kind: 'ride', steps: 'x...x.o.x...x.o.' },
      { kind: 'hat', steps: '....o.......o...' },
      { kind: 'kick', steps: 'g...g...g...g...' },
      { kind: 'snare', steps: '......g.......g.', minEnergy: 0.6 },
    ],
  ],
  rnb: [
    [
      { kind: 'kick', steps: 'X......x.x......' },
      { kind: 'snare', steps: '....X.......X...' },
      { kind: 'rim', steps: '..........g.....', minEnergy: 0.6 },
      { kind: 'hat', steps: 'x.xgx.xgx.xgx.xg' },
    ],
    [
      { kind: 'kick', steps: 'X.....x..x.x....' },
      { kind: 'clap', steps: '....X.......X...' },
      { kind: 'hat', steps: 'x.xgx.xgx.xgx.o.' },
    ],
  ],
  country: [
    [
      { kind: 'kick', steps: 'X.......X.......' },
      { kind: 'brush', steps: 'gogoXogogogoXogo' },
      { kind: 'hat', steps: '....o.......o...', minEnergy: 0.8 },
    ],
  ],
};

const FILLS: Record<Exclude<Groove, 'none'>, Lane[]> = {
  pop: [
    { kind: 'tomHi', steps: '........x.x.....' },
    { kind: 'tomLo', steps: '............x.x.' },
    { kind: 'snare', steps: '.............ooX' },
  ],
  rock: [
    { kind: 'snare', steps: '........xxxx....' },
    { kind: 'tomHi', steps: '............xx..' },
    { kind: 'tomLo', steps: '..............XX' },
  ],
  hiphop: [{ kind: 'snare', steps: '..........g.x.xX' }],
  edm: [{ kind: 'snare', steps: 'o.o.o.o.xxxxXXXX' }],
  jazz: [
    { kind: 'snare', steps: '........x..x.x.X' },
    { kind: 'tomLo', steps: '..........x.....' },
  ],
  rnb: [
    { kind: 'snare', steps: '............gxoX' },
    { kind: 'tomLo', steps: '..........x.....' },
  ],
  country: [{ kind: 'brush', steps: '........xxxxXXXX' }],
};

function lanesToHits(lanes: Lane[], ctx: DrumBarContext, out: BeatHit[], fromStep = 0, toStep = 16): void {
  for (const lane of lanes) {
    if ((lane.minEnergy ?? 0) > ctx.energy) continue;
    for (let s = fromStep; s < toStep; s++) {
      const v = VEL[lane.steps[s]];
      if (v === undefined) continue;
      out.push({ beat: ctx.barStart + s / 4, kind: lane.kind, vel: v * (0.75 + 0.25 * ctx.energy) });
    }
  }
}

export function drumsForBar(groove: Groove, ctx: DrumBarContext): BeatHit[] {
  if (groove === 'none') return [];
  const out: BeatHit[] = [];
  const variants = GROOVES[groove];
  const lanes = variants[(ctx.barInSection % 4 === 3 ? 1 : 0) % variants.length];
  const kind = ctx.sectionKind;
  if (kind === 'intro' && ctx.barInSection < ctx.sectionBars / 2) {
    // intros start with time-keeping only, the groove arrives halfway
    lanesToHits(
      lanes.filter((l) => ['hat', 'ride', 'brush'].includes(l.kind)),
      { ...ctx, energy: 0.3 },
      out,
    );
  } else if (kind === 'bridge' && ctx.barInSection < ctx.sectionBars / 2) {
    lanesToHits(
      lanes.filter((l) => !['snare', 'clap', 'brush'].includes(l.kind)),
      { ...ctx, energy: 0.4 },
      out,
    );
  } else if (ctx.fillBar) {
    lanesToHits(lanes, ctx, out, 0, 8);
    lanesToHits(FILLS[groove], { ...ctx, energy: 1 }, out, 8, 16);
    out.push(...out.filter((h) => h.kind === 'kick' && h.beat >= ctx.barStart + 2).map((h) => ({ ...h, vel: 0 })));
  } else {
    lanesToHits(lanes, ctx, out);
  }
  if (ctx.crash) out.push({ beat: ctx.barStart, kind: groove === 'jazz' ? 'ride' : 'crash', vel: 0.9 });
  // tiny velocity variation so repeated bars don't sound stamped
  return out.filter((h) => h.vel > 0).map((h) => ({ ...h, vel: Math.min(1, h.vel * (0.92 + 0.08 * ctx.rng.next())) }));
}
