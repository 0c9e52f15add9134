import { formatCount, formatMoney } from '../kit/format';

/** Revenue ($) in dollars: cents under $1,000, then SPEC 9's k-format ($4.8k). */
export function formatRevenue(dollars: number): string {
  if (!Number.isFinite(dollars)) return '$0.00';
  return dollars >= 1000 ? `$${formatCount(dollars)}` : formatMoney(Math.round(dollars * 100));
}
