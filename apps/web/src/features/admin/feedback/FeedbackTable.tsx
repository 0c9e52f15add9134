import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import type { TAdminFeedbackItem } from '@serenade/contract';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Switch } from '../../../ui/Switch';
import { formatDay } from '../kit/format';
import { CATEGORY_LABELS, preview, STATUS_LABELS, type FeedbackSort } from './feedback-query';

export const STATUS_VARIANT: Record<TAdminFeedbackItem['status'], BadgeVariant> = {
  new: 'primary',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'neutral',
  needs_more_info: 'warning',
  duplicate: 'neutral',
  wont_implement: 'danger',
};

export type FeedbackTableProps = {
  rows: TAdminFeedbackItem[];
  sort: FeedbackSort;
  direction: 'asc' | 'desc';
  onSort: (sort: FeedbackSort) => void;
  /** Ids whose public switch is being saved. */
  savingPublic: ReadonlySet<string>;
  onTogglePublic: (row: TAdminFeedbackItem, isPublic: boolean) => void;
  onView: (row: TAdminFeedbackItem) => void;
  onRespond: (row: TAdminFeedbackItem) => void;
  onDelete: (row: TAdminFeedbackItem) => void;
};

function SortHeader(props: {
  label: string;
  column: FeedbackSort;
  sort: FeedbackSort;
  direction: 'asc' | 'desc';
  onSort: (sort: FeedbackSort) => void;
  className?: string;
}) {
  const active = props.sort === props.column;
  const Icon = !active ? ArrowUpDown : props.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (props.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-3 py-3 font-medium', props.className)}
    >
      <button
        type="button"
        onClick={() => props.onSort(props.column)}
        className="inline-flex items-center gap-1.5 rounded-md hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {props.label}
        <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}

/** An icon button whose name is the action plus the subject, with the action as its tooltip. */
function IconAction(props: {
  label: string;
  subject: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      onClick={props.onClick}
      aria-label={`${props.label} ${props.subject}`}
      title={props.label}
      className={props.className}
    >
      {props.children}
    </Button>
  );
}

const Th = ({ children, className }: { children: ReactNode; className?: string }) => (
  <th scope="col" className={cn('px-3 py-3 font-medium', className)}>
    {children}
  </th>
);

type RowProps = Pick<FeedbackTableProps, 'savingPublic' | 'onTogglePublic' | 'onView' | 'onRespond' | 'onDelete'> & {
  row: TAdminFeedbackItem;
};

function SupportBadge({ row }: { row: TAdminFeedbackItem }) {
  if (row.kind !== 'support') return null;
  return (
    <Badge variant={row.priority === 'urgent' || row.priority === 'high' ? 'danger' : 'neutral'}>
      Support{row.priority ? ` · ${row.priority}` : ''}
    </Badge>
  );
}

function PublicSwitch({ row, savingPublic, onTogglePublic }: RowProps) {
  return (
    <Switch
      checked={row.is_public}
      disabled={savingPublic.has(row.id)}
      onCheckedChange={(on) => onTogglePublic(row, on)}
      aria-label={`Public: ${row.subject}`}
    />
  );
}

const ResponseBadge = ({ row }: { row: TAdminFeedbackItem }) =>
  row.admin_response ? <Badge variant="success">Responded</Badge> : <Badge variant="neutral">No Response</Badge>;

function RowActions({ row, onView, onRespond, onDelete }: RowProps) {
  return (
    <div className="flex justify-end gap-0.5">
      <IconAction label="View" subject={row.subject} onClick={() => onView(row)}>
        <Eye className="size-4" aria-hidden="true" />
      </IconAction>
      <IconAction label={row.admin_response ? 'Edit' : 'Respond'} subject={row.subject} onClick={() => onRespond(row)}>
        {row.admin_response ? (
          <Pencil className="size-4" aria-hidden="true" />
        ) : (
          <MessageSquareReply className="size-4" aria-hidden="true" />
        )}
      </IconAction>
      <IconAction
        label="Delete"
        subject={row.subject}
        onClick={() => onDelete(row)}
        className="text-danger hover:bg-danger-soft"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </IconAction>
    </div>
  );
}

/**
 * SPEC 2 Feedback Management table: sortable Date, Category, Subject, Status; Public; Response; Actions.
 * Under 768 px the same rows show as cards (the sort stays in the column headers' place above them).
 */
export function FeedbackTable(props: FeedbackTableProps) {
  const { rows, sort, direction, onSort } = props;
  const sortProps = { sort, direction, onSort };
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">Feedback, {rows.length} on this page</caption>
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <SortHeader label="Date" column="created_at" {...sortProps} />
              <SortHeader label="Category" column="category" {...sortProps} />
              <SortHeader label="Subject" column="subject" {...sortProps} />
              <SortHeader label="Status" column="status" {...sortProps} />
              <Th>Public</Th>
              <Th>Response</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-muted/40">
                <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">{formatDay(row.created_at)}</td>
                <td className="px-3 py-3">
                  <div className="flex flex-col items-start gap-1">
                    <span className="whitespace-nowrap">{CATEGORY_LABELS[row.category]}</span>
                    <SupportBadge row={row} />
                  </div>
                </td>
                <td className="min-w-[14rem] px-3 py-3">
                  <p className="font-medium break-words">{row.subject}</p>
                  <p className="mt-0.5 text-xs break-words text-muted-foreground">{preview(row.message)}</p>
                </td>
                <td className="px-3 py-3">
                  <Badge variant={STATUS_VARIANT[row.status]} className="whitespace-nowrap">
                    {STATUS_LABELS[row.status]}
                  </Badge>
                </td>
                <td className="px-3 py-3">
                  <PublicSwitch {...props} row={row} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <ResponseBadge row={row} />
                </td>
                <td className="px-3 py-3">
                  <RowActions {...props} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2.5 text-xs text-muted-foreground">
          <span>Sort by</span>
          {(
            [
              ['created_at', 'Date'],
              ['category', 'Category'],
              ['subject', 'Subject'],
              ['status', 'Status'],
            ] as const
          ).map(([column, label]) => {
            const active = sort === column;
            const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
            return (
              <button
                key={column}
                type="button"
                onClick={() => onSort(column)}
                aria-pressed={active}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-1',
                  active && 'border-primary/50 bg-primary-soft text-link',
                )}
              >
                {label}
                <Icon className="size-3" aria-hidden="true" />
              </button>
            );
          })}
        </div>
        <ul className="divide-y divide-border" aria-label="Feedback">
          {rows.map((row) => (
            <li key={row.id} className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium break-words">{row.subject}</p>
                <Badge variant={STATUS_VARIANT[row.status]} className="shrink-0 whitespace-nowrap">
                  {STATUS_LABELS[row.status]}
                </Badge>
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <span>{formatDay(row.created_at)}</span>
                <span aria-hidden="true">·</span>
                <span>{CATEGORY_LABELS[row.category]}</span>
                <SupportBadge row={row} />
              </p>
              <p className="text-sm break-words text-muted-foreground">{preview(row.message)}</p>
              <div className="flex items-center justify-between gap-2">
                <div className="flex items-center gap-2 text-sm">
                  <PublicSwitch {...props} row={row} />
                  <span aria-hidden="true">Public</span>
                  <ResponseBadge row={row} />
                </div>
                <RowActions {...props} row={row} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
