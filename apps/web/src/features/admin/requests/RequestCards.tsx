import { Link } from 'react-router';
import { Eye, Trash2, Upload } from 'lucide-react';
import type { TAdminRequest, TPriority, TRequestStatus } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { buttonClasses } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { formatDay } from '../kit/format';
import { requestTitle, shortId, tierName, TIER_VARIANTS } from './request-query';
import { StatusSelect } from './StatusSelect';

export type RequestCardsProps = {
  rows: TAdminRequest[];
  listSearch: string;
  savingStatus: ReadonlySet<string>;
  onStatusChange: (row: TAdminRequest, status: TRequestStatus) => void;
  onDelete: (row: TAdminRequest) => void;
};

// Three actions share a phone-wide card: they may shrink (min-w-0) so the last never pokes out of the card.
const action = buttonClasses({ variant: 'outline', size: 'md', className: 'h-11 min-w-0 flex-1 gap-1.5 px-2' });

/** Below 1024 px each request is a card: everything the table shows, nothing off-screen, 44 px targets. */
export function RequestCards({ rows, listSearch, savingStatus, onStatusChange, onDelete }: RequestCardsProps) {
  return (
    <ul aria-label="Song requests" className="flex flex-col gap-3 p-3 lg:hidden">
      {rows.map((r) => {
        const name = requestTitle(r);
        return (
          <li key={r.id} className="rounded-xl border border-border bg-card p-4" data-testid={`request-card-${r.id}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold" title={name}>
                  {name}
                </p>
                <p className="truncate text-sm text-muted-foreground" title={r.userEmail}>
                  {r.userEmail}
                  {r.userId ? '' : ' · guest'}
                </p>
              </div>
              <Badge variant={TIER_VARIANTS[r.priority as TPriority] ?? 'neutral'} className="shrink-0">
                {tierName(r.priority)}
              </Badge>
            </div>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <div className="flex gap-1">
                <dt>ID</dt>
                <dd className="font-mono">{shortId(r.id)}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="sr-only">Date</dt>
                <dd>{formatDay(r.createdAt)}</dd>
              </div>
              {r.event ? (
                <div className="flex gap-1">
                  <dt className="sr-only">Occasion</dt>
                  <dd>{r.event}</dd>
                </div>
              ) : null}
            </dl>
            <StatusSelect
              value={r.status}
              label={`Status of request ${shortId(r.id)}`}
              disabled={savingStatus.has(r.id)}
              onChange={(status) => onStatusChange(r, status)}
              className="mt-3 h-11 w-full min-w-0"
            />
            <div className="mt-3 flex gap-2">
              <Link
                to={`/admin/requests/${r.id}`}
                state={{ listSearch }}
                className={action}
                aria-label={`View details of ${name}`}
              >
                <Eye className="size-4" aria-hidden="true" /> View
              </Link>
              {r.status === 'completed' ? null : (
                <Link to={`/admin/upload/${r.id}`} className={action} aria-label={`Upload song for ${name}`}>
                  <Upload className="size-4" aria-hidden="true" /> Upload
                </Link>
              )}
              <button
                type="button"
                className={cn(action, 'text-danger hover:text-danger')}
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(r)}
              >
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
