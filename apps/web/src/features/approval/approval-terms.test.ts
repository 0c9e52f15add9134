import { describe, expect, it } from 'vitest';
import { waitInWords } from './approval-terms';

describe('waitInWords', () => {
  it('says the approval wait the way the settings screen and the e-mail do', () => {
    expect(waitInWords(1440)).toBe('1 day');
    expect(waitInWords(2880)).toBe('2 days');
    expect(waitInWords(60)).toBe('1 hour');
    expect(waitInWords(720)).toBe('12 hours');
    expect(waitInWords(1)).toBe('1 minute');
    expect(waitInWords(90)).toBe('90 minutes');
  });
});
