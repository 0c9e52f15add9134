import type { ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Pagination } from '../kit/Pagination';
import { PAGE_SIZE } from './api';
import { LOAD_ERROR } from './status';

export type ListFrameProps = {
  noun: string;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  total: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  children: ReactNode;
};

/** Loading, error and empty states around a table, the 'Showing' line and numbered pages. */
export function ListFrame(props: ListFrameProps) {
  const { noun, isPending, isError, isFetching, total, page, totalPages } = props;
  if (isPending) {
    return (
      <div className="flex justify-center py-16 text-muted-foreground">
        <Spinner className="size-6" label={`Loading ${noun}…`} />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert
        variant="error"
        action={
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            Try Again
          </Button>
        }
      >
        {LOAD_ERROR}
      </Alert>
    );
  }
  if (total === 0) return <div className="py-12 text-center text-sm text-muted-foreground">{props.empty}</div>;
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4" aria-busy={isFetching || undefined}>
      {props.children}
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {from}–{to} of {total.toLocaleString('en-US')} {noun}
        </p>
        <Pagination page={page} totalPages={totalPages} onPageChange={props.onPageChange} />
      </div>
    </div>
  );
}
