import { z } from 'zod';
import { ZPronunciationNotes } from '@serenade/contract';

/**
 * Pronunciation notes typed in an order form, one a line: "Siobhan = shi-VAWN". Returns the notes or the
 * message naming the line that is not a note.
 */
export function parseNameNotes(text: string): { notes: Record<string, string> } | { error: string } {
  const notes: Record<string, string> = {};
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  for (const [i, line] of lines.entries()) {
    const m = /^([^=]+?)\s*=\s*(.+)$/.exec(line);
    if (!m) return { error: `Line ${i + 1}: write each note as Name = how it sounds, e.g. Siobhan = shi-VAWN` };
    notes[m[1]!.trim()] = m[2]!.trim();
  }
  const checked = ZPronunciationNotes.safeParse(notes);
  if (!checked.success) return { error: checked.error.issues[0]!.message };
  return { notes };
}

/** The form field: text in, checked on submit with the reason shown under it. */
export const ZNameNotesField = z
  .string()
  .max(2000, 'Pronunciation notes must be at most 2000 characters')
  .superRefine((v, ctx) => {
    const r = parseNameNotes(v);
    if ('error' in r) ctx.addIssue({ code: 'custom', message: r.error });
  });
