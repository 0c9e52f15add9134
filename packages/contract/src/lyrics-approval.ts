import { z } from 'zod';

/**
 * Lyric approval (issue 19): after ordering (and paying), a request waits in `awaiting_approval` with draft
 * lyrics. The buyer edits lines, asks for up to three fresh drafts, adds pronunciation notes for names and
 * approves; the song is rendered from what they approved.
 */
export const LYRIC_LIMITS = {
  /** fresh drafts a buyer may ask for after the first one */
  maxRedrafts: 3,
  /** a sung line is one melodic phrase: about two bars, one syllable per eighth note at most */
  maxLineSyllables: 16,
  maxLineChars: 90,
  maxLinesPerSection: 12,
  maxPronunciations: 20,
  maxRespellingChars: 60,
} as const;

export const LYRIC_SECTION_KINDS = ['intro', 'verse', 'chorus', 'bridge', 'outro'] as const;

/** `mine`: the buyer wrote or changed this line; it is sung as written and survives redrafts. */
export const ZDraftLine = z.object({ text: z.string(), mine: z.boolean() });
export const ZDraftSection = z.object({
  kind: z.enum(LYRIC_SECTION_KINDS),
  label: z.string(),
  lines: z.array(ZDraftLine),
});
export const ZLyricsDraft = z.object({
  title: z.string(),
  sections: z.array(ZDraftSection),
  /** the seed this draft was written with (each redraft another) */
  seed: z.string(),
});
export type TLyricsDraft = z.infer<typeof ZLyricsDraft>;
export type TDraftSection = z.infer<typeof ZDraftSection>;

/** Estimated sung syllables of a line (vowel groups, a silent final e, digits read out): for the length check. */
export function estimateSyllables(line: string): number {
  let total = 0;
  for (const raw of line.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []) {
    if (/^\d+$/.test(raw)) {
      // "1975" is sung "nineteen seventy-five": about two syllables a digit, at least one
      total += Math.max(1, Math.round(raw.length * 1.6));
      continue;
    }
    const w = raw.replace(/['’]/g, '');
    const groups = w.match(/[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿəœ]+/gu)?.length ?? 0;
    let n = groups;
    if (n > 1 && /[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) n -= 1; // "time", not "table"
    total += Math.max(1, n);
  }
  return total;
}

const MARKUP = /<\/?[a-z!][^>]*>|[<>{}[\]\\|`*#~^]|&#?[a-z0-9]+;|https?:\/\/|www\./i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

/** Why a line cannot be sung as written, or null. `where` names it for people: "Line 2 of Chorus". */
export function lyricLineProblem(text: string, where: string): string | null {
  const line = text.trim();
  if (!line) return `${where} is empty: write some words or remove the line`;
  if (CONTROL.test(text)) return `${where} contains an invisible control character: please retype it`;
  const markup = line.match(MARKUP);
  if (markup) return `${where} contains markup ("${markup[0]}"): lyrics are plain words and punctuation`;
  if (!/\p{L}/u.test(line)) return `${where} has no words to sing`;
  if (line.length > LYRIC_LIMITS.maxLineChars)
    return `${where} is too long to sing: ${line.length} characters where one sung line holds at most ${LYRIC_LIMITS.maxLineChars}. Shorten it or split it into two lines`;
  const syllables = estimateSyllables(line);
  if (syllables > LYRIC_LIMITS.maxLineSyllables)
    return `${where} is too long to sing: about ${syllables} syllables where one melodic phrase holds at most ${LYRIC_LIMITS.maxLineSyllables}. Shorten it or split it into two lines`;
  return null;
}

export const lineLabel = (sectionLabel: string, index: number) => `Line ${index + 1} of ${sectionLabel}`;

const ZToken = z.string().max(2048).optional();
const ZNoteWord = z
  .string()
  .trim()
  .min(1, 'Each pronunciation note needs the name it is for')
  .max(40, 'A name in a pronunciation note must be at most 40 characters')
  .regex(/^\p{L}[\p{L}\p{M}'’-]*$/u, 'A pronunciation note is for one name: letters, apostrophes and hyphens only');
const ZNoteRespelling = z
  .string()
  .trim()
  .min(1, 'Each pronunciation note needs a respelling, like shi-VAWN')
  .max(LYRIC_LIMITS.maxRespellingChars, `A respelling must be at most ${LYRIC_LIMITS.maxRespellingChars} characters`);

export const ZPronunciationNotes = z.record(z.string(), ZNoteRespelling).superRefine((notes, ctx) => {
  const words = Object.keys(notes);
  if (words.length > LYRIC_LIMITS.maxPronunciations) {
    ctx.addIssue({ code: 'custom', message: `At most ${LYRIC_LIMITS.maxPronunciations} pronunciation notes` });
  }
  // Zod's own message for a bad record key is "Invalid key in record"; say what is wrong with the name.
  for (const word of words) {
    const r = ZNoteWord.safeParse(word);
    if (!r.success) ctx.addIssue({ code: 'custom', path: [word], message: r.error.issues[0]!.message });
  }
});

/** The buyer's edited draft: one list of lines per section of the draft, in the draft's order. */
export const ZLyricsEditBody = z.strictObject({
  token: ZToken,
  sections: z
    .array(
      z.strictObject({
        lines: z
          .array(z.string().max(500, 'A line must be at most 500 characters'))
          .max(LYRIC_LIMITS.maxLinesPerSection, `A section holds at most ${LYRIC_LIMITS.maxLinesPerSection} lines`),
      }),
    )
    .max(20)
    .optional(),
  pronunciations: ZPronunciationNotes.optional(),
});
export type TLyricsEditBody = z.infer<typeof ZLyricsEditBody>;

export const ZSayWordBody = z.strictObject({
  token: ZToken,
  word: ZNoteWord,
  respelling: ZNoteRespelling.optional(),
  sung: z.boolean().default(false),
});
export type TSayWordBody = z.input<typeof ZSayWordBody>;

export const ZLyricsApprovalView = z.object({
  requestId: z.string(),
  status: z.string(),
  title: z.string().nullable(),
  /** a draft is being written (just ordered, or a redraft was asked for) */
  writing: z.boolean(),
  sections: z.array(ZDraftSection).nullable(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: z.enum(['buyer', 'staff', 'deadline']).nullable(),
  redraftsUsed: z.number().int(),
  redraftsLeft: z.number().int(),
  /** when Serenade uses the draft as it is if nobody approves it */
  deadline: z.string().nullable(),
  /** the tier's delivery time, counted from approval */
  deliveryHours: z.number().int(),
  pronunciations: z.record(z.string(), z.string()),
  /** names sung in the lyrics; `inDictionary` false: the voice guesses, a note helps */
  names: z.array(z.object({ name: z.string(), inDictionary: z.boolean() })),
  /** whether the product's voice can say a name aloud on this server */
  canSay: z.boolean(),
});
export type TLyricsApprovalView = z.infer<typeof ZLyricsApprovalView>;
