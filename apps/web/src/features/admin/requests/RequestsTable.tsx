import { Link } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Trash2, Upload } from 'lucide-react';
import type { TAdminRequest, TPriority, TRequestStatus } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { buttonClasses } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { formatDay } from '../kit/format';
import { requestTitle, shortId, tierName, TIER_VARIANTS, type RequestFilters, type RequestSort } from './request-query';
import { RequestCards } from './RequestCards';
import { StatusSelect } from './StatusSelect';

export type RequestsTableProps = {
  rows: TAdminRequest[];
  filters: RequestFilters;
  /** Query string of the list, carried to the details view so Back returns to the same page. */
  listSearch: string;
  savingStatus: ReadonlySet<string>;
  onSort: (column: RequestSort) => void;
  onStatusChange: (row: TAdminRequest, status: TRequestStatus) => void;
  onDelete: (row: TAdminRequest) => void;
};

/** Fixed widths where the content is short; title and user share the rest and truncate. */
const COLUMN_CLASSES: Record<RequestSort, string> = {
  id: 'hidden w-[6.5rem] xl:table-cell',
  title: '',
  user: '',
  priority: 'w-[6.5rem]',
  status: 'w-[11.5rem]',
  date: 'w-[7rem]',
};

const COLUMNS: { key: RequestSort; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'title', label: 'Title' },
  { key: 'user', label: 'User' },
  { key: 'priority', label: 'Priority' },
  { key: 'status', label: 'Status' },
  { key: 'date', label: 'Date' },
];

function SortHeader({
  column,
  filters,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  filters: RequestFilters;
  onSort: (c: RequestSort) => void;
}) {
  const active = filters.sort === column.key;
  const Icon = !active ? ArrowUpDown : filters.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (filters.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      // relative: the header's screen-reader text stays inside the scroller instead of widening the page.
      className={cn('relative px-2 py-2.5 text-left font-medium', COLUMN_CLASSES[column.key])}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          active && 'text-foreground',
        )}
      >
        {column.label}
        <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
        <span className="sr-only">
          {active ? `, sorted ${filters.direction === 'asc' ? 'ascending' : 'descending'}` : ', sort'}
        </span>
      </button>
    </th>
  );
}

const iconLink = buttonClasses({ variant: 'ghost', size: 'icon-sm', className: 'size-8' });

export function RequestsTable({
  rows,
  filters,
  listSearch,
  savingStatus,
  onSort,
  onStatusChange,
  onDelete,
}: RequestsTableProps) {
  return (
    <>
      <RequestCards
        rows={rows}
        listSearch={listSearch}
        savingStatus={savingStatus}
        onStatusChange={onStatusChange}
        onDelete={onDelete}
      />
      {/* From 1024 px: a table that fits its width (fixed columns, long titles and e-mails truncate). */}
      <table className="hidden w-full table-fixed text-sm lg:table">
        <caption className="sr-only">Song requests</caption>
        <thead className="border-b border-border bg-muted/50 text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c} filters={filters} onSort={onSort} />
            ))}
            <th scope="col" className="w-[7.5rem] px-2 py-2.5 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => {
            const name = requestTitle(r);
            return (
              <tr key={r.id} className="align-middle hover:bg-muted/30">
                <td className="hidden px-2 py-2.5 font-mono text-xs text-muted-foreground xl:table-cell" title={r.id}>
                  {shortId(r.id)}
                </td>
                <td className="px-2 py-2.5">
                  <p className="truncate font-medium" title={name}>
                    {name}
                  </p>
                  {r.title && r.event ? <p className="truncate text-xs text-muted-foreground">{r.event}</p> : null}
                  <p className="font-mono text-xs text-muted-foreground xl:hidden" title={r.id}>
                    {shortId(r.id)}
                  </p>
                </td>
                <td className="px-2 py-2.5">
                  <p className="truncate" title={r.userEmail}>
                    {r.userEmail}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {r.userName}
                    {r.userId ? '' : ' · guest'}
                  </p>
                </td>
                <td className="px-2 py-2.5">
                  <Badge variant={TIER_VARIANTS[r.priority as TPriority] ?? 'neutral'}>{tierName(r.priority)}</Badge>
                </td>
                <td className="px-2 py-2.5">
                  <StatusSelect
                    value={r.status}
                    label={`Status of request ${shortId(r.id)}`}
                    disabled={savingStatus.has(r.id)}
                    onChange={(status) => onStatusChange(r, status)}
                    className="w-full min-w-0"
                  />
                </td>
                <td className="px-2 py-2.5 whitespace-nowrap text-muted-foreground">{formatDay(r.createdAt)}</td>
                <td className="px-2 py-2.5">
                  <div className="flex justify-end">
                    <Link
                      to={`/admin/requests/${r.id}`}
                      state={{ listSearch }}
                      className={iconLink}
                      aria-label={`View details of ${name}`}
                      title="View details"
                    >
                      <Eye className="size-4" aria-hidden="true" />
                    </Link>
                    {r.status === 'completed' ? (
                      <span className={cn(iconLink, 'pointer-events-none opacity-30')} aria-hidden="true">
                        <Upload className="size-4" />
                      </span>
                    ) : (
                      <Link
                        to={`/admin/upload/${r.id}`}
                        className={iconLink}
                        aria-label={`Upload song for ${name}`}
                        title="Upload song"
                      >
                        <Upload className="size-4" aria-hidden="true" />
                      </Link>
                    )}
                    <button
                      type="button"
                      className={cn(iconLink, 'text-danger hover:text-danger')}
                      aria-label={`Delete ${name}`}
                      title="Delete"
                      onClick={() => onDelete(r)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
