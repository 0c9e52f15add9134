import { createLexicon, type Lexicon } from '../pronounce/index';
import { createRng } from '../rng';
import type { Lyrics, TimedLine } from '../types';
import { drumsForBar, type BeatHit } from './drums';
import { makePhrase, type BeatNote } from './melody';
import { bassForBar, compForBar, padForBar } from './parts';
import { TAIL_SECONDS, type SongPlan } from './plan';
import type { DrumHit, NoteEvent, Score, ScoreSection, SungNote, Track } from './score';
import { sungWords, type SungWord } from './sung';
import { nearestWithPc, parseChord, scaleOf, transposeChord, type Chord } from './theory';

type Block = {
  kind: string;
  label: string;
  bars: number;
  lines: string[];
  prog: string[];
  energy: number;
  shift: number;
};

const ENERGY: Record<string, number> = {
  intro: 0.35,
  verse1: 0.55,
  chorus: 0.9,
  verse2: 0.7,
  break: 0.75,
  bridge: 0.5,
  final: 1,
  outro: 0.4,
};

/** Swing bends the second half of each swing cell late; applied to every part alike. */
export function makeClock(tempo: number, swing: number, unit: number): (beat: number) => number {
  const spb = 60 / tempo;
  const cell = unit * 2;
  return (beat: number) => {
    if (swing === 0) return beat * spb;
    const c = Math.floor(beat / cell + 1e-9);
    const pos = beat - c * cell;
    const bent = pos <= unit ? pos * (1 + swing) : unit * (1 + swing) + (pos - unit) * (1 - swing);
    return (c * cell + bent) * spb;
  };
}

function tonicSymbol(progs: string[][]): string {
  for (const p of progs) for (const s of p) if (/^[Ii](?![IiVv])/.test(s)) return s;
  return 'I';
}

/**
 * The arrangement and the sung melody: one note per syllable, syllables and stresses from the
 * lexicon (the buyer's pronunciations, the dictionary, letter-to-sound), stressed syllables on beats.
 */
export function composeSong(plan: SongPlan, lyrics: Lyrics, lexicon: Lexicon = createLexicon()): Score {
  const rng = createRng(plan.seed).fork('compose');
  const { profile, tonicPc, mode, barsPerLine: bpl } = plan;
  const progs = profile.progressions[mode];
  const verseProg = rng.pick(progs.verse);
  const chorusProg = rng.pick(progs.chorus);
  const bridgeProg = rng.pick(progs.bridge);
  const lift = profile.lift ? 2 : 0;

  const withLines = lyrics.sections.filter((s) => s.lines.length > 0);
  const verses = withLines.filter((s) => s.kind === 'verse');
  const chorus = withLines.find((s) => s.kind === 'chorus')?.lines ?? [];
  const bridge = withLines.find((s) => s.kind === 'bridge')?.lines ?? [];
  const blocks: Block[] = [
    {
      kind: 'intro',
      label: 'Intro',
      bars: plan.introBars,
      lines: [],
      prog: chorusProg,
      energy: ENERGY.intro,
      shift: 0,
    },
    {
      kind: 'verse',
      label: 'Verse 1',
      bars: (verses[0]?.lines.length ?? 0) * bpl,
      lines: verses[0]?.lines ?? [],
      prog: verseProg,
      energy: ENERGY.verse1,
      shift: 0,
    },
    {
      kind: 'chorus',
      label: 'Chorus',
      bars: chorus.length * bpl,
      lines: chorus,
      prog: chorusProg,
      energy: ENERGY.chorus,
      shift: 0,
    },
    {
      kind: 'verse',
      label: 'Verse 2',
      bars: (verses[1]?.lines.length ?? 0) * bpl,
      lines: verses[1]?.lines ?? [],
      prog: verseProg,
      energy: ENERGY.verse2,
      shift: 0,
    },
    {
      kind: 'chorus',
      label: 'Chorus',
      bars: chorus.length * bpl,
      lines: chorus,
      prog: chorusProg,
      energy: ENERGY.chorus,
      shift: 0,
    },
    {
      kind: 'break',
      label: 'Instrumental',
      bars: plan.breakBars,
      lines: [],
      prog: verseProg,
      energy: ENERGY.break,
      shift: 0,
    },
    {
      kind: 'bridge',
      label: 'Bridge',
      bars: bridge.length * bpl,
      lines: bridge,
      prog: bridgeProg,
      energy: ENERGY.bridge,
      shift: 0,
    },
    {
      kind: 'chorus',
      label: 'Chorus',
      bars: chorus.length * bpl,
      lines: chorus,
      prog: chorusProg,
      energy: ENERGY.final,
      shift: lift,
    },
    {
      kind: 'outro',
      label: 'Outro',
      bars: plan.outroBars,
      lines: [],
      prog: chorusProg,
      energy: ENERGY.outro,
      shift: lift,
    },
  ].filter((b) => b.bars > 0);

  const clock = makeClock(plan.tempo, profile.swing, profile.swingUnit);
  const scalePcs = scaleOf(mode).map((i) => (tonicPc + i) % 12);
  const leadTonic = nearestWithPc(tonicPc, profile.patches.lead === 'leadViolin' ? 72 : 64);
  const tonicChord = tonicSymbol(progs.verse.concat(progs.chorus));
  const minUnit = profile.swingUnit === 0.25 && profile.style !== 'rnb' ? 0.25 : 0.5;

  const lead: BeatNote[] = [];
  const bass: BeatNote[] = [];
  const comp: BeatNote[] = [];
  const pad: BeatNote[] = [];
  const extra: BeatNote[] = [];
  const drums: BeatHit[] = [];
  const lineStarts: { beat: number; text: string; words: SungWord[] }[] = [];
  const sungBeats: { beat: number; dur: number; midi: number; line: number; word: number; syl: number }[] = [];
  const wordsOfLine = new Map<string, SungWord[]>();
  const sections: ScoreSection[] = [];
  const chorusPhrases = new Map<number, BeatNote[]>();

  let bar = 0;
  const totalBars = blocks.reduce((a, b) => a + b.bars, 0);
  blocks.forEach((block, bi) => {
    const startBar = bar;
    const chordOf = (barInSection: number): Chord => {
      const isLast = startBar + barInSection === totalBars - 1;
      const sym = isLast ? tonicChord : block.prog[barInSection % block.prog.length];
      return transposeChord(parseChord(sym, tonicPc), block.shift);
    };
    block.lines.forEach((text, li) => {
      const beat = (startBar + li * bpl) * 4;
      let words = wordsOfLine.get(text);
      if (!words) {
        words = sungWords(text, lexicon);
        wordsOfLine.set(text, words);
      }
      const lineIndex = lineStarts.length;
      lineStarts.push({ beat, text, words });
      const cadence = li === block.lines.length - 1;
      let phrase = block.kind === 'chorus' ? chorusPhrases.get(li) : undefined;
      if (!phrase) {
        phrase = makePhrase({
          words: words.map((w) => w.syllables.length).filter((c) => c > 0),
          strong: words.flatMap((w) => w.syllables.map((x) => x.strong)),
          slotBeats: bpl * 4,
          chordAt: (b) => transposeChord(chordOf(li * bpl + Math.floor(b / 4)), -block.shift),
          scalePcs,
          tonicMidi: leadTonic,
          lift: block.kind === 'chorus' ? 2 : block.kind === 'bridge' ? 1 : 0,
          rng: rng.fork(`${block.kind}-${bi}-${li}`),
          cadence,
          minUnit,
        });
        if (block.kind === 'chorus') chorusPhrases.set(li, phrase);
      }
      for (const nt of phrase) lead.push({ ...nt, beat: beat + nt.beat, midi: nt.midi + block.shift });
      let k = 0;
      words.forEach((w, wi) =>
        w.syllables.forEach((_, si) => {
          const nt = phrase[k++];
          if (nt)
            sungBeats.push({
              beat: beat + nt.beat,
              dur: nt.dur,
              midi: nt.midi + block.shift,
              line: lineIndex,
              word: wi,
              syl: si,
            });
        }),
      );
    });
    for (let k = 0; k < block.bars; k++) {
      const g = startBar + k;
      const final = g === totalBars - 1;
      const ctx = {
        barStart: g * 4,
        chord: chordOf(k),
        next: k + 1 < block.bars ? chordOf(k + 1) : chordOf(0),
        energy: block.energy,
        sectionKind: block.kind,
        barInSection: k,
        rng: rng.fork(`bar-${g}`),
        final,
      };
      bass.push(...bassForBar(profile.bass, ctx));
      comp.push(...compForBar(profile.comp, ctx));
      const padOn =
        profile.patches.pad &&
        (block.kind !== 'verse' || ['electronic', 'classical', 'rnb', 'hiphop'].includes(profile.style));
      if (padOn) pad.push(...padForBar(ctx, profile.patches.pad === 'strings' ? 60 : 64));
      if (profile.patches.extra && (block.kind === 'chorus' || final))
        extra.push(...padForBar(ctx, 67).map((x) => ({ ...x, dur: 1.8, vel: 0.5 })));
      if (final) {
        if (profile.groove !== 'none')
          drums.push(
            { beat: g * 4, kind: 'crash', vel: 0.9 },
            { beat: g * 4, kind: profile.groove === 'hiphop' ? 'kick808' : 'kick', vel: 0.9 },
          );
      } else {
        drums.push(
          ...drumsForBar(profile.groove, {
            barStart: g * 4,
            sectionKind: block.kind,
            barInSection: k,
            sectionBars: block.bars,
            energy: block.energy,
            fillBar:
              k === block.bars - 1 && bi < blocks.length - 1 && block.kind !== 'intro'
                ? true
                : k === block.bars - 1 && block.kind === 'intro' && block.bars >= 4,
            crash: k === 0 && bi > 0 && block.kind !== 'bridge',
            rng: ctx.rng,
          }),
        );
      }
    }
    bar += block.bars;
    sections.push({
      kind: block.kind,
      label: block.label,
      start: clock(startBar * 4),
      end: clock(bar * 4),
      bars: block.bars,
    });
  });

  const toEvents = (notes: BeatNote[], legato = 1): NoteEvent[] =>
    notes.map((x) => {
      const time = clock(x.beat);
      return { time, dur: Math.max(0.02, (clock(x.beat + x.dur) - time) * legato), midi: x.midi, vel: x.vel };
    });
  const track = (id: string, patch: Track['patch'], notes: NoteEvent[], o: Partial<Track>): Track => ({
    id,
    patch,
    notes,
    pan: 0,
    gain: 1,
    reverb: 0.15,
    wide: false,
    duck: false,
    ...o,
  });
  const tracks: Track[] = [
    track('lead', profile.patches.lead, toEvents(lead, 0.94), { gain: 1, reverb: 0.28 }),
    track('bass', profile.patches.bass, toEvents(bass), {
      gain: profile.patches.bass === 'sub808' ? 0.9 : 0.85,
      reverb: 0.02,
    }),
    track('comp', profile.patches.comp, toEvents(comp), {
      pan: -0.25,
      gain: 0.55,
      reverb: 0.22,
      wide: profile.comp === 'edmArp',
    }),
  ];
  if (pad.length > 0 && profile.patches.pad) {
    tracks.push(
      track('pad', profile.patches.pad, toEvents(pad), {
        pan: 0.2,
        gain: profile.patches.pad === 'strings' ? 0.5 : 0.32,
        reverb: 0.35,
        wide: true,
        duck: profile.groove === 'edm',
      }),
    );
  }
  if (extra.length > 0 && profile.patches.extra) {
    tracks.push(track('extra', profile.patches.extra, toEvents(extra), { pan: 0.3, gain: 0.35, reverb: 0.25 }));
  }
  const drumHits: DrumHit[] = drums
    .map((h) => ({ time: clock(h.beat), kind: h.kind, vel: h.vel }))
    .sort((a, b) => a.time - b.time);
  const sung: SungNote[] = sungBeats.map((b) => {
    const start = clock(b.beat);
    const word = lineStarts[b.line].words[b.word];
    const syl = word.syllables[b.syl];
    return {
      start,
      duration: clock(b.beat + b.dur) - start,
      pitch: b.midi,
      syllable: syl.text,
      word: word.text,
      onset: syl.onset,
      nucleus: syl.nucleus,
      coda: syl.coda,
      stress: syl.stress,
      line: b.line,
      wordStart: b.syl === 0,
    };
  });
  const lines: TimedLine[] = lineStarts.map((l, li) => {
    const words: TimedLine['words'] = [];
    for (const n of sung) {
      if (n.line !== li) continue;
      if (n.wordStart) words.push({ time: n.start, end: n.start + n.duration, text: n.word });
      else if (words.length > 0) words[words.length - 1].end = n.start + n.duration;
    }
    return { time: clock(l.beat), text: l.text, words };
  });
  const musicEnd = clock(totalBars * 4);

  return {
    style: plan.style,
    key: plan.key,
    tonicPc,
    mode,
    tempo: plan.tempo,
    musicEnd,
    totalSeconds: musicEnd + TAIL_SECONDS,
    sections,
    lines,
    sung,
    tracks,
    drums: drumHits,
    instruments: profile.instruments,
    structure: blocks.map((b) => b.label.toLowerCase()),
  };
}
