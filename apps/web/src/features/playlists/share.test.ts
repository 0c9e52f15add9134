import { describe, expect, it } from 'vitest';
import { parseEmails, SHARE_EMAIL_ERROR, validateShare } from './share';

describe('parseEmails', () => {
  it('splits on commas, trims, lower-cases and drops blanks and repeats', () => {
    expect(parseEmails(' A@x.com, b@y.com ,, a@X.com ')).toEqual({ valid: ['a@x.com', 'b@y.com'], invalid: [] });
  });
  it('keeps what does not look like an address apart', () => {
    expect(parseEmails('a@x.com, nope, c@d')).toEqual({ valid: ['a@x.com'], invalid: ['nope', 'c@d'] });
  });
});

describe('validateShare', () => {
  it('needs at least one valid address', () => {
    expect(validateShare('', '').emails).toBe(SHARE_EMAIL_ERROR);
    expect(validateShare(' , ', '').emails).toBe(SHARE_EMAIL_ERROR);
    expect(validateShare('nope', '').emails).toBe(SHARE_EMAIL_ERROR);
  });
  it('names the addresses that are wrong', () => {
    expect(validateShare('a@x.com, nope', '').emails).toBe(`${SHARE_EMAIL_ERROR} (check nope)`);
  });
  it('limits the message to 500 characters', () => {
    expect(validateShare('a@x.com', 'x'.repeat(500))).toEqual({});
    expect(validateShare('a@x.com', 'x'.repeat(501)).message).toBe('Message must be at most 500 characters');
  });
});
