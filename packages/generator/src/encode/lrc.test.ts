import { describe, expect, it } from 'vitest';
import { toLrc } from './lrc';

describe('toLrc', () => {
  it('writes enhanced word tags for sung lines and plain tags for line-timed ones', () => {
    const lrc = toLrc('For [Maya]', [
      {
        time: 14.4,
        text: 'We gathered all',
        words: [
          { time: 14.4, end: 14.66, text: 'We' },
          { time: 14.66, end: 15.19, text: 'gathered' },
          { time: 65.456, end: 66, text: 'all<b>' },
        ],
      },
      { time: 125.004, text: 'a line without words' },
    ]);
    expect(lrc).toBe(
      '[ti:For [Maya ]\n[00:14.40]<00:14.40>We <00:14.66>gathered <01:05.46>all b \n[02:05.00]a line without words\n',
    );
  });
});
