import { REQUEST_STATUSES, TIER_INFO, type TPriority, type TRequestStatus } from '@serenade/contract';
import type { BadgeVariant } from '../../../ui/Badge';

/** SPEC 9: request pages hold 10. */
export const PAGE_SIZE = 10;

export const REQUEST_SORTS = ['id', 'title', 'user', 'priority', 'status', 'date'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

export type RequestFilters = {
  search: string;
  status: TRequestStatus | '';
  sort: RequestSort;
  direction: 'asc' | 'desc';
};
export type RequestListParams = RequestFilters & { page: number };

export const STATUS_LABELS: Record<TRequestStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  awaiting_approval: 'Awaiting lyric approval',
  processing: 'Processing',
  generating: 'Generating',
  completed: 'Completed',
  failed: 'Failed',
};

export const STATUS_VARIANTS: Record<TRequestStatus, BadgeVariant> = {
  pending: 'warning',
  paid: 'primary',
  awaiting_approval: 'warning',
  processing: 'primary',
  generating: 'primary',
  completed: 'success',
  failed: 'danger',
};

export const statusLabel = (s: string) => STATUS_LABELS[s as TRequestStatus] ?? s;
export const statusVariant = (s: string): BadgeVariant => STATUS_VARIANTS[s as TRequestStatus] ?? 'neutral';

/** DECISIONS.md tier names (Standard / Express / Rush) for the stored free / 24hr / 6hr. */
export const tierName = (p: string) => TIER_INFO[p as TPriority]?.name ?? p;
export const TIER_VARIANTS: Record<TPriority, BadgeVariant> = { free: 'neutral', '24hr': 'primary', '6hr': 'warning' };

export const isRequestStatus = (v: string | null): v is TRequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(v ?? '');

/** The screen's state lives in the address bar, so reload, Back and the details link keep the view. */
export function readParams(sp: URLSearchParams): RequestListParams {
  const sort = sp.get('sort');
  const status = sp.get('status');
  const page = Number(sp.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: sp.get('search') ?? '',
    status: isRequestStatus(status) ? status : '',
    sort: (REQUEST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as RequestSort) : 'date',
    direction: sp.get('direction') === 'asc' ? 'asc' : 'desc',
  };
}

/** Only what differs from the defaults, so addresses stay short. */
export function writeParams(p: RequestListParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.search.trim()) sp.set('search', p.search.trim());
  if (p.status) sp.set('status', p.status);
  if (p.sort !== 'date') sp.set('sort', p.sort);
  if (p.direction !== 'desc') sp.set('direction', p.direction);
  return sp;
}

/** Query string for the API; the export gets the same filters without paging. */
export function apiQuery(p: RequestFilters & { page?: number; limit?: number }): string {
  const sp = new URLSearchParams();
  if (p.page !== undefined) {
    sp.set('page', String(p.page));
    sp.set('limit', String(p.limit ?? PAGE_SIZE));
  }
  if (p.search.trim()) sp.set('search', p.search.trim());
  if (p.status) sp.set('status', p.status);
  sp.set('sort', p.sort);
  sp.set('direction', p.direction);
  return sp.toString();
}

/** Clicking the sorted column flips it; a new column starts newest/highest first for dates and priority. */
export function nextSort(current: RequestFilters, column: RequestSort): Pick<RequestFilters, 'sort' | 'direction'> {
  if (current.sort === column) return { sort: column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: column === 'date' || column === 'priority' ? 'desc' : 'asc' };
}

export const shortId = (id: string) => id.slice(0, 8);

export const requestTitle = (r: { title: string | null; event: string | null }) =>
  r.title?.trim() || r.event?.trim() || 'Untitled request';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `filename` from a Content-Disposition header, or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}
