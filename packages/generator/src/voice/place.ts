// Phone placement: every phone of a sung phrase gets its place on the notes, as singers (and
// Sinsy/NNSVS-style systems) do it: the vowel starts on the note, onset consonants sit just
// before it, codas end the note just before the next onset. Each placed phone also knows where
// it sits in the spoken phrase, so the time map can read the speech at the right place.
import type { SungNote } from '../compose/score';
import { bare, DIPHTHONGS, phoneClass, type PhoneClass } from './phones';

export type PlacedPhone = {
  phone: string;
  cls: PhoneClass;
  /** sung time, seconds from the song's start */
  start: number;
  end: number;
  /** index of the note it belongs to (within the phrase) */
  note: number;
  /** piecewise-linear time map: sung times -> spoken times (seconds in the spoken audio) */
  knotsSung: number[];
  knotsSpoken: number[];
};

export type SpokenPhone = { phone: string; start: number; end: number };

// consonants at their spoken length, 50-160 ms: longer than the 30-130 ms first tried, which the
// recogniser understood less often (30% vs 36% of words on the same song)
const CONS_SCALE = 1;
const CONS_MIN = 0.05;
const CONS_MAX = 0.16;
/** share of a note its vowel keeps at least */
const VOWEL_KEEP = 0.4;
/** longest lead-in of consonants before a phrase's first note */
const LEAD_IN_MAX = 0.3;
/** the voice stops this long before a rest at a phrase's end (the breath) */
export const RELEASE_GAP = 0.06;
const EDGE = 0.03;

/** The phones of a note in order: onset, nucleus, coda. */
export function notePhones(n: SungNote): string[] {
  return [...n.onset, n.nucleus, ...n.coda];
}

function consonantLength(spoken: number): number {
  return Math.min(CONS_MAX, Math.max(CONS_MIN, spoken * CONS_SCALE));
}

/**
 * Places a phrase (consecutive notes of one line) given its spoken phones (same count and order as
 * the notes' phones). Returns one PlacedPhone per spoken phone.
 */
export function placePhrase(notes: SungNote[], spoken: SpokenPhone[]): PlacedPhone[] {
  const perNote = notes.map(notePhones);
  let at = 0;
  const spokenOf = perNote.map((ph) => {
    const s = spoken.slice(at, at + ph.length);
    at += ph.length;
    return s;
  });
  // wanted consonant lengths
  const want = (s: SpokenPhone) => consonantLength(s.end - s.start);
  const onsetLen: number[][] = notes.map((n, j) => spokenOf[j].slice(0, n.onset.length).map(want));
  const codaLen: number[][] = notes.map((n, j) => spokenOf[j].slice(n.onset.length + 1).map(want));

  // fit consonants between vowels: the previous note's coda + this note's onset share the end of
  // the previous note, which keeps VOWEL_KEEP of itself
  for (let j = 0; j < notes.length; j++) {
    const sum = (xs: number[]) => xs.reduce((p, q) => p + q, 0);
    if (j === 0) {
      const total = sum(onsetLen[0]);
      if (total > LEAD_IN_MAX) onsetLen[0] = onsetLen[0].map((x) => (x * LEAD_IN_MAX) / total);
    } else {
      const room = notes[j - 1].duration * (1 - VOWEL_KEEP);
      const total = sum(codaLen[j - 1]) + sum(onsetLen[j]);
      if (total > room) {
        const f = room / total;
        codaLen[j - 1] = codaLen[j - 1].map((x) => x * f);
        onsetLen[j] = onsetLen[j].map((x) => x * f);
      }
    }
  }
  const last = notes.length - 1;
  {
    const room = Math.max(0.05, notes[last].duration - RELEASE_GAP) * (1 - VOWEL_KEEP);
    const total = codaLen[last].reduce((p, q) => p + q, 0);
    if (total > room) codaLen[last] = codaLen[last].map((x) => (x * room) / total);
  }

  const out: PlacedPhone[] = [];
  const push = (phone: string, s: SpokenPhone, start: number, end: number, note: number) => {
    const cls = phoneClass(phone);
    const knots = timeMap(cls, bare(phone), start, end, s.start, s.end);
    out.push({ phone, cls, start, end, note, knotsSung: knots[0], knotsSpoken: knots[1] });
  };
  for (let j = 0; j < notes.length; j++) {
    const n = notes[j];
    const sp = spokenOf[j];
    const onsetTotal = onsetLen[j].reduce((p, q) => p + q, 0);
    let t = n.start - onsetTotal;
    n.onset.forEach((ph, i) => {
      push(ph, sp[i], t, t + onsetLen[j][i], j);
      t += onsetLen[j][i];
    });
    // the vowel runs from the note to the codas, which end where the next note's onsets begin
    const noteEnd =
      j < last
        ? notes[j + 1].start - onsetLen[j + 1].reduce((p, q) => p + q, 0)
        : n.start + Math.max(0.05, n.duration - RELEASE_GAP);
    const codaTotal = codaLen[j].reduce((p, q) => p + q, 0);
    const vowelEnd = Math.max(n.start + 0.02, noteEnd - codaTotal);
    push(n.nucleus, sp[n.onset.length], n.start, vowelEnd, j);
    t = vowelEnd;
    n.coda.forEach((ph, i) => {
      push(ph, sp[n.onset.length + 1 + i], t, t + codaLen[j][i], j);
      t += codaLen[j][i];
    });
  }
  return out;
}

/** Knots of the map from sung time [a, b] to spoken time [sa, sb]. */
function timeMap(cls: PhoneClass, phone: string, a: number, b: number, sa: number, sb: number): [number[], number[]] {
  const d = b - a;
  const s = sb - sa;
  if (cls !== 'vowel' || d <= s || s < 3 * EDGE)
    return [
      [a, b],
      [sa, sb],
    ];
  // held vowels keep their first and last moments at the spoken rate and stretch the middle
  const e = Math.min(EDGE, s / 3);
  if (DIPHTHONGS.has(phone)) {
    // hold the first target most of the note, then glide to the second
    const glide = Math.min(0.15, 0.3 * d);
    return [
      [a, a + e, b - e - glide, b - e, b],
      [sa, sa + e, sa + e + 0.3 * (s - 2 * e), sb - e, sb],
    ];
  }
  return [
    [a, a + e, b - e, b],
    [sa, sa + e, sb - e, sb],
  ];
}
