import { describe, expect, it } from 'vitest';
import { parseNameNotes, ZNameNotesField } from './name-notes';

describe('parseNameNotes', () => {
  it('reads one note a line and skips blank lines', () => {
    expect(parseNameNotes('Siobhan = shi-VAWN\n\n  Nguyen=win ')).toEqual({
      notes: { Siobhan: 'shi-VAWN', Nguyen: 'win' },
    });
    expect(parseNameNotes('')).toEqual({ notes: {} });
  });

  it('names the line that is not a note, and refuses a name that is not one word', () => {
    expect(parseNameNotes('Siobhan = shi-VAWN\nNiamh sounds like neev')).toEqual({
      error: 'Line 2: write each note as Name = how it sounds, e.g. Siobhan = shi-VAWN',
    });
    expect(parseNameNotes('<b>Aoife</b> = EE-fuh')).toEqual({
      error: 'A pronunciation note is for one name: letters, apostrophes and hyphens only',
    });
    expect(ZNameNotesField.safeParse('Aoife EE-fuh').success).toBe(false);
  });
});
