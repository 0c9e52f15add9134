import { describe, expect, it } from 'vitest';
import { dedicationError, joinNames, ZSongRequestBody } from './orders';

const base = { prompt: 'A song for our parents' };
const parse = (extra: object) => ZSongRequestBody.safeParse({ ...base, ...extra });
const firstIssue = (extra: object) => {
  const r = parse(extra);
  expect(r.success).toBe(false);
  const issue = r.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('who the song is for, in the order body', () => {
  it('is optional: without it the voice is chosen by style and the rest is null', () => {
    const r = ZSongRequestBody.parse(base);
    expect(r).toMatchObject({ recipient: null, relationship: null, from: null, voice: 'auto' });
  });

  it('keeps names as the buyer wrote them, one line, and joins several with "and"', () => {
    const r = ZSongRequestBody.parse({
      ...base,
      recipient: '  Mrs.  Okonkwo ',
      relationship: 'my teacher',
      from: 'Class 4B',
      voice: 'female',
    });
    expect(r).toMatchObject({
      recipient: 'Mrs. Okonkwo',
      relationship: 'my teacher',
      from: 'Class 4B',
      voice: 'female',
    });
    expect(ZSongRequestBody.parse({ ...base, recipient: ['Anna', 'Tomasz'] }).recipient).toBe('Anna and Tomasz');
    expect(ZSongRequestBody.parse({ ...base, recipient: ['Siobhán', 'Zoë', 'José'] }).recipient).toBe(
      'Siobhán, Zoë and José',
    );
    expect(ZSongRequestBody.parse({ ...base, recipient: "D'Arcy O'Neill-Smith" }).recipient).toBe(
      "D'Arcy O'Neill-Smith",
    );
    expect(ZSongRequestBody.parse({ ...base, recipient: '李小龙' }).recipient).toBe('李小龙');
  });

  it('names the field and the problem for empty, long, marked-up, control-character and wrong-voice input', () => {
    expect(firstIssue({ recipient: '' })).toEqual({ path: 'recipient', message: 'Recipient must not be empty' });
    expect(firstIssue({ recipient: 'x'.repeat(121) })).toEqual({
      path: 'recipient',
      message: 'Recipient must be at most 120 characters',
    });
    expect(firstIssue({ recipient: 'Anna <i>' }).message).toMatch(/markup/);
    expect(firstIssue({ recipient: 'Anna&#x3c;' }).message).toMatch(/markup/);
    expect(firstIssue({ recipient: 'An\u0000na' }).message).toMatch(/control characters/);
    expect(firstIssue({ recipient: 'Anna\r\nTomasz' }).message).toMatch(/one line/);
    expect(firstIssue({ recipient: '!!!' }).message).toBe('Recipient must contain letters');
    expect(firstIssue({ recipient: ['Anna', '  '] })).toEqual({
      path: 'recipient.1',
      message: 'Each recipient name must not be empty',
    });
    expect(firstIssue({ recipient: 42 }).path).toBe('recipient');
    expect(firstIssue({ relationship: 'r'.repeat(61) })).toEqual({
      path: 'relationship',
      message: 'Relationship must be at most 60 characters',
    });
    expect(firstIssue({ from: '<b>Ida</b>' }).path).toBe('from');
    expect(firstIssue({ voice: 'choir' })).toEqual({
      path: 'voice',
      message: 'voice must be one of: female, male, auto',
    });
  });

  it('gives forms the same rules, blank allowed', () => {
    expect(dedicationError('recipient', '   ')).toBeUndefined();
    expect(dedicationError('recipient', 'Grandpa Joe')).toBeUndefined();
    expect(dedicationError('from', 'y'.repeat(81))).toBe('From must be at most 80 characters');
    expect(dedicationError('relationship', '<our parents>')).toMatch(/markup/);
  });

  it('joins names the way they are said', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Maya'])).toBe('Maya');
    expect(joinNames(['Anna', 'Tomasz'])).toBe('Anna and Tomasz');
  });
});
