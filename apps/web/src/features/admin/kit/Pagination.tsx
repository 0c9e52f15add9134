import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { cn } from '../../../ui/cn';

/** Page numbers around the current one: a window of 5 (SPEC 9), ellipses where pages are skipped. */
export function pageWindow(page: number, totalPages: number, size = 5): (number | 'gap')[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const out: (number | 'gap')[] = [];
  if (start > 1) out.push(1);
  if (start > 2) out.push('gap');
  for (let p = start; p <= end; p++) out.push(p);
  if (end < totalPages - 1) out.push('gap');
  if (end < totalPages) out.push(totalPages);
  return out;
}

const btn =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-border px-2 text-sm transition-colors hover:bg-muted disabled:pointer-events-none disabled:opacity-40';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

/** Numbered pagination with first/previous/next/last (Song Library, Users, Requests, Payments). */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={btn}
        onClick={() => onPageChange(1)}
        disabled={page <= 1}
        aria-label="First page"
      >
        <ChevronsLeft className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={btn}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={cn(btn, p === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary')}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            onClick={() => onPageChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={btn}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={btn}
        onClick={() => onPageChange(totalPages)}
        disabled={page >= totalPages}
        aria-label="Last page"
      >
        <ChevronsRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

/** Previous / Next with 'Page x of y', shown only when there is more than one page (Feedback). */
export function SimplePager({ page, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex items-center justify-center gap-3 text-sm', className)}>
      <button type="button" className={cn(btn, 'px-3')} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className={cn(btn, 'px-3')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
      >
        Next
      </button>
    </nav>
  );
}
