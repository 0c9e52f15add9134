export { formatCount } from '../../songs/format';

const money = new Map<string, Intl.NumberFormat>();

/** Minor units to en-US currency text (SPEC 9: en-US, default USD). */
export function formatMoney(minor: number, currency = 'USD'): string {
  const key = currency.toUpperCase();
  let f = money.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: key });
    money.set(key, f);
  }
  return f.format(minor / 100);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
}
