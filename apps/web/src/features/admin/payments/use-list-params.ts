import { useSearchParams } from 'react-router';
import type { MoneyListParams } from './api';
import { PAYMENT_FILTERS, SUBSCRIPTION_FILTERS } from './status';

export type MoneyTab = 'payments' | 'subscriptions';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The tab, filters and page live in the address (?tab=&status=&from=&to=&page=), so a reload,
 * a shared link or the back button keeps what the admin was looking at.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const tab: MoneyTab = search.get('tab') === 'subscriptions' ? 'subscriptions' : 'payments';
  const allowed = (tab === 'payments' ? PAYMENT_FILTERS : SUBSCRIPTION_FILTERS).map((o) => o.value as string);
  const status = search.get('status') ?? '';
  const day = (key: string) => {
    const v = search.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  const params: MoneyListParams = {
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    status: allowed.includes(status) ? status : '',
    start_date: day('from'),
    end_date: day('to'),
  };
  const dateError =
    params.start_date && params.end_date && params.end_date < params.start_date
      ? 'End date must be on or after the start date'
      : undefined;

  const write = (next: { tab: MoneyTab } & MoneyListParams) => {
    const q = new URLSearchParams();
    if (next.tab !== 'payments') q.set('tab', next.tab);
    if (next.status) q.set('status', next.status);
    if (next.start_date) q.set('from', next.start_date);
    if (next.end_date) q.set('to', next.end_date);
    if (next.page > 1) q.set('page', String(next.page));
    setSearch(q, { replace: true });
  };

  return {
    tab,
    params,
    dateError,
    setTab: (t: MoneyTab) => write({ tab: t, page: 1, status: '', start_date: '', end_date: '' }),
    /** Any filter change goes back to page 1. */
    setFilter: (patch: Partial<Omit<MoneyListParams, 'page'>>) => write({ tab, ...params, ...patch, page: 1 }),
    setPage: (page: number) => write({ tab, ...params, page }),
    clear: () => write({ tab, page: 1, status: '', start_date: '', end_date: '' }),
  };
}

export type ListParamsState = ReturnType<typeof useListParams>;
