import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  type TFeedbackCategory,
  type TFeedbackStatus,
} from '@serenade/contract';

/** SPEC 9: feedback pages hold 10. */
export const PAGE_SIZE = 10;

export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];
export type FeedbackFilters = {
  search: string;
  status: TFeedbackStatus[];
  category: TFeedbackCategory[];
  sort: FeedbackSort;
  direction: 'asc' | 'desc';
};
export type FeedbackListParams = FeedbackFilters & { page: number };

export const STATUS_LABELS: Record<TFeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
  needs_more_info: 'Needs More Info',
  duplicate: 'Duplicate',
  wont_implement: "Won't Implement",
};

export const CATEGORY_LABELS: Record<TFeedbackCategory, string> = {
  bug_report: 'Bug Report',
  feature_request: 'Feature Request',
  general_feedback: 'General Feedback',
  song_request: 'Song Request',
  account_issue: 'Account Issue',
  payment_issue: 'Payment Issue',
  other: 'Other',
};

const pick = <T extends string>(allowed: readonly T[], raw: string | null): T[] =>
  (raw ?? '')
    .split(',')
    .filter((v): v is T => (allowed as readonly string[]).includes(v))
    .filter((v, i, all) => all.indexOf(v) === i);

/** The screen's state lives in the address bar, so reload and Back keep the view. */
export function readParams(sp: URLSearchParams): FeedbackListParams {
  const sort = sp.get('sort');
  const page = Number(sp.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: sp.get('search') ?? '',
    status: pick(FEEDBACK_STATUSES, sp.get('status')),
    category: pick(FEEDBACK_CATEGORIES, sp.get('category')),
    sort: (FEEDBACK_SORTS as readonly string[]).includes(sort ?? '') ? (sort as FeedbackSort) : 'created_at',
    direction: sp.get('direction') === 'asc' ? 'asc' : 'desc',
  };
}

/** Only what differs from the defaults, so addresses stay short. */
export function writeParams(p: FeedbackListParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.search.trim()) sp.set('search', p.search.trim());
  if (p.status.length) sp.set('status', p.status.join(','));
  if (p.category.length) sp.set('category', p.category.join(','));
  if (p.sort !== 'created_at') sp.set('sort', p.sort);
  if (p.direction !== 'desc') sp.set('direction', p.direction);
  return sp;
}

/** Query string for the API: the export gets the same filters, without paging. */
export function apiQuery(p: FeedbackFilters & { page?: number }): string {
  const sp = new URLSearchParams();
  if (p.page !== undefined) {
    sp.set('page', String(p.page));
    sp.set('limit', String(PAGE_SIZE));
  }
  if (p.search.trim()) sp.set('search', p.search.trim());
  if (p.status.length) sp.set('status', p.status.join(','));
  if (p.category.length) sp.set('category', p.category.join(','));
  sp.set('sort', p.sort);
  sp.set('direction', p.direction);
  return sp.toString();
}

/** SPEC 2: the message preview stops at 100 characters. */
export function preview(message: string, max = 100): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** SPEC 2: one decimal, or N/A when nobody rated. */
export const formatAverage = (avg: number | null | undefined) => (avg == null ? 'N/A' : avg.toFixed(1));

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
