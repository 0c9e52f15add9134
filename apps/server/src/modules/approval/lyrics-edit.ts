// The rules of the buyer's edits, as plain functions: which lines are theirs, what a line may hold,
// how their lines survive a fresh draft, which words are names.
import { lineLabel, LYRIC_LIMITS, lyricLineProblem, type TDraftSection, type TLyricsDraft } from '@serenade/contract';
import type { GenerateInput, LyricSection } from '@serenade/generator';
import { AppError } from '../../errors';

const tidy = (line: string) => line.replace(/\s+/g, ' ').trim();

/** A written draft as the buyer first sees it: every line the writer's. */
export function draftFrom(title: string, sections: LyricSection[], seed: string): TLyricsDraft {
  return {
    title,
    seed,
    sections: sections.map((s) => ({
      kind: s.kind,
      label: s.label,
      lines: s.lines.map((text) => ({ text: tidy(text), mine: false })),
    })),
  };
}

/**
 * The buyer's lines applied to the draft. A line differing from the writer's line in its place becomes
 * the buyer's (sung as written); a line the buyer wrote before stays theirs. Every line is checked;
 * the first problem is thrown with the line it is about (`field: sections.S.lines.L`).
 */
export function applyEdits(draft: TLyricsDraft, edits: { lines: string[] }[]): TLyricsDraft {
  if (edits.length !== draft.sections.length) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The lyrics have ${draft.sections.length} sections; send the lines of each (got ${edits.length})`,
      { field: 'sections' },
    );
  }
  const sections: TDraftSection[] = draft.sections.map((section, s) => {
    const lines = edits[s]!.lines;
    // Instrumental sections (an intro, an outro) have no lines; a sung one keeps at least one.
    if (lines.length === 0 && section.lines.length > 0) {
      throw new AppError('VALIDATION_ERROR', `${section.label} needs at least one line`, {
        field: `sections.${s}.lines`,
      });
    }
    if (lines.length > 0 && section.lines.length === 0) {
      throw new AppError('VALIDATION_ERROR', `${section.label} is instrumental: it has no lines to sing`, {
        field: `sections.${s}.lines`,
      });
    }
    if (lines.length > LYRIC_LIMITS.maxLinesPerSection) {
      throw new AppError(
        'VALIDATION_ERROR',
        `${section.label} holds at most ${LYRIC_LIMITS.maxLinesPerSection} lines`,
        { field: `sections.${s}.lines` },
      );
    }
    return {
      kind: section.kind,
      label: section.label,
      lines: lines.map((raw, l) => {
        const problem = lyricLineProblem(raw, lineLabel(section.label, l));
        if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: `sections.${s}.lines.${l}` });
        const text = tidy(raw);
        const before = section.lines[l];
        const mine = before ? before.mine || before.text !== text : true;
        return { text, mine };
      }),
    };
  });
  return { ...draft, sections };
}

/**
 * A fresh draft with the buyer's own lines carried over: each stays at its place in the same section
 * (the second verse's third line stays there); a section the fresh draft lacks keeps the buyer's lines.
 */
export function carryBuyerLines(previous: TLyricsDraft, fresh: TLyricsDraft): TLyricsDraft {
  const sections = fresh.sections.map((s) => ({ ...s, lines: [...s.lines] }));
  const seen = new Map<string, number>();
  for (const old of previous.sections) {
    const nth = seen.get(old.kind) ?? 0;
    seen.set(old.kind, nth + 1);
    const mine = old.lines.map((line, index) => ({ line, index })).filter((x) => x.line.mine);
    if (mine.length === 0) continue;
    const target = sections.filter((s) => s.kind === old.kind)[nth];
    if (!target) {
      sections.push({ kind: old.kind, label: old.label, lines: mine.map((x) => x.line) });
      continue;
    }
    for (const { line, index } of mine) {
      if (index < target.lines.length) target.lines[index] = line;
      else target.lines.push(line);
    }
  }
  return { ...fresh, sections };
}

/** The plain lyrics a render sings. */
export const sungLyrics = (d: TLyricsDraft) => ({
  sections: d.sections.map((s) => ({ kind: s.kind, label: s.label, lines: s.lines.map((l) => l.text) })),
});

// Capitalised words that are not people's names.
const NOT_NAMES = new Set(
  [
    "i i'm i'll i've i'd oh ok god lord mum mom dad mama papa nan gran grandma grandpa granny",
    'christmas easter halloween valentine',
    'monday tuesday wednesday thursday friday saturday sunday',
    'january february march april may june july august september october november december',
  ]
    .join(' ')
    .split(' '),
);

const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/**
 * Names sung in the lyrics: capitalised words inside a line (a line's first word only when it is a
 * known name elsewhere), possessives dropped, plus the names the order gave.
 */
export function namesIn(sections: { lines: { text: string }[] }[], known: string[] = []): string[] {
  const out = new Map<string, string>();
  const add = (w: string) => {
    const word = w.replace(/['’]s$/u, '').replace(/['’-]+$/u, '');
    if (word.length < 2 || NOT_NAMES.has(word.toLowerCase())) return;
    if (!out.has(word.toLowerCase())) out.set(word.toLowerCase(), word);
  };
  const knownSet = new Set(known.map((k) => k.toLowerCase()));
  for (const k of known) for (const w of k.match(WORD) ?? []) if (/^\p{Lu}/u.test(w)) add(w);
  const firsts: string[] = [];
  for (const section of sections)
    for (const line of section.lines) {
      const words = line.text.match(WORD) ?? [];
      words.forEach((w, i) => {
        if (!/^\p{Lu}\p{Ll}/u.test(w)) return;
        if (i === 0) firsts.push(w);
        else add(w);
      });
    }
  for (const w of firsts) {
    const bare = w.replace(/['’]s$/u, '').toLowerCase();
    if (out.has(bare) || knownSet.has(bare)) add(w);
  }
  return [...out.values()].slice(0, LYRIC_LIMITS.maxPronunciations);
}

/** What approval adds to the render's input: the approved lyrics (sung as written) and the name notes. */
export function approvedInput(r: {
  lyricsApproved: TLyricsDraft | null;
  pronunciations: Record<string, string>;
}): Pick<GenerateInput, 'lyrics' | 'pronunciations'> {
  return {
    ...(r.lyricsApproved ? { lyrics: sungLyrics(r.lyricsApproved) } : {}),
    ...(Object.keys(r.pronunciations).length > 0 ? { pronunciations: r.pronunciations } : {}),
  };
}
