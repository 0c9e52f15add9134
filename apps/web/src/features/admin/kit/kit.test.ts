import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { formatMoney } from './format';
import { pageWindow } from './Pagination';

describe('admin kit', () => {
  it('windows page numbers by 5 with ellipses and first/last', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('quotes CSV cells that need it', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n,3\r\n');
  });
  it('formats minor units as en-US money', () => {
    expect(formatMoney(499)).toBe('$4.99');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });
});
