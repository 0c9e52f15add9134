import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download, Search, X } from 'lucide-react';
import { REQUEST_STATUSES, type TAdminRequest, type TRequestStatus } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Input, Select } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/Toast';
import { Pagination } from '../kit/Pagination';
import { exportRequestsCsv, useRequestList, useSetRequestStatus } from './api';
import { DeleteRequestDialog } from './DeleteRequestDialog';
import {
  nextSort,
  PAGE_SIZE,
  readParams,
  shortId,
  STATUS_LABELS,
  writeParams,
  type RequestListParams,
} from './request-query';
import { RequestsTable } from './RequestsTable';

/** SPEC 2 Song Requests: search, filter, sort and pages all come from the server, 10 a page. */
export function RequestsManager() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const update = (next: Partial<RequestListParams>) =>
    setSearchParams(writeParams({ ...params, page: 1, ...next }), { replace: true });

  // Typing is sent to the server after a short pause.
  const [searchText, setSearchText] = useState(params.search);
  useEffect(() => {
    if (searchText.trim() === params.search.trim()) return;
    const timer = setTimeout(() => update({ search: searchText }), 300);
    return () => clearTimeout(timer);
  });

  const list = useRequestList(params);
  const rows = list.data?.requests ?? [];
  const total = list.data?.total ?? 0;
  const totalPages = list.data?.totalPages ?? 1;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (list.data && params.page > list.data.totalPages) update({ page: list.data.totalPages });
  });

  const setStatus = useSetRequestStatus();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [statusError, setStatusError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TAdminRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  function handleStatusChange(row: TAdminRequest, status: TRequestStatus) {
    setStatusError(null);
    setSaving((s) => new Set(s).add(row.id));
    setStatus.mutate(
      { id: row.id, status },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: `Request ${shortId(row.id)} is now ${STATUS_LABELS[status]}` }),
        onError: (error) => setStatusError(errorMessage(error)),
        onSettled: () =>
          setSaving((s) => {
            const next = new Set(s);
            next.delete(row.id);
            return next;
          }),
      },
    );
  }

  async function handleExport() {
    setExporting(true);
    setExportError(null);
    try {
      const name = await exportRequestsCsv(params);
      toast({ variant: 'success', title: 'Export ready', description: name });
    } catch (error) {
      setExportError(`Export failed: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  }

  const first = total === 0 ? 0 : (params.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, params.page * PAGE_SIZE);
  const filtered = Boolean(params.search.trim() || params.status);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">Song Requests</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every order, newest first: change a status, open the details, or upload the finished song.
          </p>
        </div>
        <Button variant="outline" onClick={handleExport} loading={exporting} disabled={list.isError}>
          {exporting ? null : <Download className="size-4" aria-hidden="true" />}
          Export CSV
        </Button>
      </div>

      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="request-search" className="text-sm font-medium">
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="request-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="Title, event or user e-mail"
              className="pl-9"
              maxLength={200}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor="request-status" className="text-sm font-medium">
            Status
          </label>
          <Select
            id="request-status"
            value={params.status}
            onChange={(e) => update({ status: e.target.value as TRequestStatus | '' })}
          >
            <option value="">All statuses</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearchText('');
              update({ search: '', status: '' });
            }}
          >
            <X className="size-4" aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </Card>

      {statusError ? (
        <Alert
          variant="error"
          title="Failed to update status"
          action={
            <Button size="sm" variant="outline" onClick={() => setStatusError(null)}>
              Dismiss
            </Button>
          }
        >
          {statusError}
        </Alert>
      ) : null}
      {exportError ? <Alert variant="error">{exportError}</Alert> : null}

      <Card className="overflow-hidden">
        {list.isPending ? (
          <div className="flex justify-center p-10 text-muted-foreground">
            <Spinner className="size-6" label="Loading requests" />
          </div>
        ) : list.isError ? (
          <div className="p-5">
            <Alert
              variant="error"
              title="Failed to load requests"
              action={
                <Button size="sm" variant="outline" onClick={() => list.refetch()}>
                  Try Again
                </Button>
              }
            >
              {errorMessage(list.error)}
            </Alert>
          </div>
        ) : rows.length === 0 ? (
          <p className="p-10 text-center text-muted-foreground" role="status">
            No song requests found matching your criteria
          </p>
        ) : (
          <div
            aria-busy={list.isFetching}
            className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            <RequestsTable
              rows={rows}
              filters={params}
              listSearch={searchParams.toString()}
              savingStatus={saving}
              onSort={(column) => update(nextSort(params, column))}
              onStatusChange={handleStatusChange}
              onDelete={setDeleting}
            />
          </div>
        )}
      </Card>

      {total > 0 ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted-foreground" role="status">
            Showing {first}–{last} of {total} requests
          </p>
          <Pagination page={params.page} totalPages={totalPages} onPageChange={(page) => update({ page })} />
        </div>
      ) : null}

      <DeleteRequestDialog request={deleting} onOpenChange={(open) => (open ? undefined : setDeleting(null))} />
    </div>
  );
}
