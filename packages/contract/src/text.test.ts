import { describe, expect, it } from 'vitest';
import { ZAdminUserUpdateBody } from './admin';
import { ZEmailTestBody } from './admin-email';
import { ZProfileUpdateBody } from './auth';
import { ZEmail } from './common';
import { ZFeedbackFields } from './community';
import { ZPlaylistShareBody } from './social';
import { ZShareBody } from './songs';
import { ZEmailSettings, DEFAULT_EMAIL_SETTINGS } from './settings';
import { badCharacter, EMAIL_PATTERN, isEmailAddress } from './text';

describe('e-mail addresses', () => {
  it('accepts ordinary addresses and refuses broken ones, the same way as a pattern and a scan', () => {
    const cases: [string, boolean][] = [
      ['a@b.co', true],
      ['first.last+tag@mail.example.org', true],
      ['a@b..', true],
      ['a@.b.c', true],
      ['a@b', false],
      ['a@.b', false],
      ['a@b.', false],
      ['a@..', false],
      ['@b.co', false],
      ['a@b@c.co', false],
      ['a b@c.co', false],
      ['a@b.co\n', false],
      ['', false],
      [`${'a'.repeat(250)}@b.co`, false],
    ];
    for (const [s, ok] of cases) {
      expect(isEmailAddress(s), s).toBe(ok);
      if (s.length <= 254) expect(EMAIL_PATTERN.test(s), s).toBe(ok);
    }
  });

  it('stops at the length in every e-mail schema, before looking at the address', () => {
    // The input that made the old pattern backtrack; only the length problem is reported.
    const huge = `a@${'.'.repeat(1_000_000)}@`;
    const parses = [
      () => ZEmail.safeParse(huge),
      () => ZProfileUpdateBody.safeParse({ email: huge }),
      () => ZAdminUserUpdateBody.safeParse({ email: huge }),
      () => ZFeedbackFields.safeParse({ category: 'general', subject: 's', message: 'm', email: huge }),
      () => ZEmailSettings.safeParse({ ...DEFAULT_EMAIL_SETTINGS, supportEmail: huge }),
      () => ZPlaylistShareBody.safeParse({ emails: [huge] }),
      () => ZShareBody.safeParse({ emails: [huge] }),
      () => ZEmailTestBody.safeParse({ to: huge, replacements: {} }),
    ];
    for (const [i, parse] of parses.entries()) {
      const r = parse();
      expect(r.success, `schema ${i}`).toBe(false);
    }
    expect(ZEmail.safeParse(huge).error!.issues.map((i) => i.message)).toEqual([
      'Email must be at most 254 characters',
    ]);
  });
});

describe('characters in text fields', () => {
  it('refuses control characters everywhere and line breaks outside multi-line fields', () => {
    expect(badCharacter('plain words, accents é and emoji 🎵', false)).toBeNull();
    expect(badCharacter('a\u0000b', true)).toBe('control');
    expect(badCharacter('a\u001bb', true)).toBe('control');
    expect(badCharacter('a\u007fb', true)).toBe('control');
    expect(badCharacter('a\u0085b', true)).toBe('control');
    expect(badCharacter('two\nlines', false)).toBe('line-break');
    expect(badCharacter('two\r\nlines', false)).toBe('line-break');
    expect(badCharacter('two\u2028lines', false)).toBe('line-break');
    expect(badCharacter('tab\there', false)).toBe('line-break');
    expect(badCharacter('two\r\nlines\tand a tab', true)).toBeNull();
  });
});
