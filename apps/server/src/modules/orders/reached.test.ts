import { describe, expect, it } from 'vitest';
import { reachedBeforeFailing } from './orders.service';

type Row = Parameters<typeof reachedBeforeFailing>[0];
const row = (o: Partial<Row>) => ({ priority: '24hr', paidWith: null, approvedAt: null, ...o }) as Row;

describe('the steps a failed request got through', () => {
  it('paid and approved, paid only, free and approved, nothing', () => {
    expect(reachedBeforeFailing(row({ paidWith: 'payment', approvedAt: new Date() }))).toEqual([
      'pending',
      'paid',
      'awaiting_approval',
    ]);
    expect(reachedBeforeFailing(row({ paidWith: 'credit' }))).toEqual(['pending', 'paid']);
    expect(reachedBeforeFailing(row({ priority: 'free', paidWith: 'free', approvedAt: new Date() }))).toEqual([
      'awaiting_approval',
    ]);
    expect(reachedBeforeFailing(row({}))).toEqual([]);
  });
});
