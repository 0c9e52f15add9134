import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download, Search } from 'lucide-react';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type TAdminFeedbackItem } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Input } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDay } from '../kit/format';
import { SimplePager } from '../kit/Pagination';
import { exportFeedbackCsv, useDeleteFeedback, useFeedbackList, useSetPublic } from './api';
import { FeedbackDetailsDialog } from './FeedbackDetailsDialog';
import { CATEGORY_LABELS, readParams, STATUS_LABELS, writeParams, type FeedbackListParams } from './feedback-query';
import { FeedbackStats } from './FeedbackStats';
import { FeedbackTable } from './FeedbackTable';
import { MultiSelect } from './MultiSelect';
import { RespondDialog } from './RespondDialog';

/** SPEC 2 Feedback Management: everything is filtered, sorted and paged by the server. */
export function FeedbackManager() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const update = (next: Partial<FeedbackListParams>) =>
    setSearchParams(writeParams({ ...params, page: 1, ...next }), { replace: true });

  // Typing is sent to the server after a short pause.
  const [searchText, setSearchText] = useState(params.search);
  useEffect(() => {
    if (searchText.trim() === params.search.trim()) return;
    const timer = setTimeout(() => update({ search: searchText }), 300);
    return () => clearTimeout(timer);
  });

  const list = useFeedbackList(params);
  const rows = list.data?.feedback ?? [];
  const totalPages = list.data?.totalPages ?? 1;
  const total = list.data?.total ?? 0;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (list.data && params.page > list.data.totalPages) update({ page: list.data.totalPages });
  });

  const [viewing, setViewing] = useState<TAdminFeedbackItem | null>(null);
  const [responding, setResponding] = useState<TAdminFeedbackItem | null>(null);
  const [deleting, setDeleting] = useState<TAdminFeedbackItem | null>(null);
  // What the delete dialog shows, kept while it animates closed.
  const [deleteShown, setDeleteShown] = useState<TAdminFeedbackItem | null>(null);
  if (deleting && deleting !== deleteShown) setDeleteShown(deleting);
  const [savingPublic, setSavingPublic] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const setPublic = useSetPublic();
  const remove = useDeleteFeedback();

  function handleSort(sort: FeedbackListParams['sort']) {
    if (sort === params.sort) update({ sort, direction: params.direction === 'asc' ? 'desc' : 'asc' });
    else update({ sort, direction: sort === 'created_at' ? 'desc' : 'asc' });
  }

  function handleTogglePublic(row: TAdminFeedbackItem, isPublic: boolean) {
    setSavingPublic((s) => new Set(s).add(row.id));
    setPublic.mutate(
      { id: row.id, isPublic },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: isPublic ? 'Feedback is now public' : 'Feedback is now private' }),
        onError: (error) =>
          toast({ variant: 'error', title: 'Failed to update public status', description: errorMessage(error) }),
        onSettled: () =>
          setSavingPublic((s) => {
            const next = new Set(s);
            next.delete(row.id);
            return next;
          }),
      },
    );
  }

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Feedback deleted successfully' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({ variant: 'error', title: 'Failed to delete feedback', description: errorMessage(error) }),
    });
  }

  async function handleExport() {
    setExporting(true);
    try {
      const filename = await exportFeedbackCsv(params);
      toast({ variant: 'success', title: 'Export ready', description: filename });
    } catch (error) {
      toast({ variant: 'error', title: 'Failed to export feedback', description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Feedback · Admin · Serenade</title>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">Feedback Management</h2>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">
          Feedback and support tickets from listeners: answer them, choose what the public site shows, export.
        </p>
      </div>

      <FeedbackStats />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-border p-4 lg:flex-row lg:items-center">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search feedback"
              placeholder="Search subject, message or sender…"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              className="pl-9"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <MultiSelect
              label="Status"
              options={FEEDBACK_STATUSES}
              labels={STATUS_LABELS}
              value={params.status}
              onChange={(status) => update({ status })}
            />
            <MultiSelect
              label="Category"
              options={FEEDBACK_CATEGORIES}
              labels={CATEGORY_LABELS}
              value={params.category}
              onChange={(category) => update({ category })}
            />
            <Button variant="outline" onClick={handleExport} disabled={total === 0} loading={exporting}>
              {exporting ? null : <Download className="size-4" aria-hidden="true" />}
              Export
            </Button>
          </div>
        </div>

        {list.isPending ? (
          <div className="flex justify-center p-10 text-muted-foreground">
            <Spinner className="size-6" label="Loading feedback" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <Alert
              variant="error"
              action={
                <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
                  Try Again
                </Button>
              }
            >
              Error fetching feedback.
            </Alert>
          </div>
        ) : rows.length === 0 ? (
          <p className="p-10 text-center text-muted-foreground">No feedback found. Try adjusting your filters.</p>
        ) : (
          <div aria-busy={list.isFetching || undefined}>
            <FeedbackTable
              rows={rows}
              sort={params.sort}
              direction={params.direction}
              onSort={handleSort}
              savingPublic={savingPublic}
              onTogglePublic={handleTogglePublic}
              onView={setViewing}
              onRespond={setResponding}
              onDelete={setDeleting}
            />
            <div className="flex flex-col items-center gap-2 border-t border-border p-4 sm:flex-row sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {total} {total === 1 ? 'item' : 'items'}
              </p>
              <SimplePager page={params.page} totalPages={totalPages} onPageChange={(page) => update({ page })} />
            </div>
          </div>
        )}
      </Card>

      <FeedbackDetailsDialog
        row={viewing}
        onOpenChange={(open) => (open ? undefined : setViewing(null))}
        onRespond={(row) => {
          setViewing(null);
          setResponding(row);
        }}
      />
      <RespondDialog row={responding} onOpenChange={(open) => (open ? undefined : setResponding(null))} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Feedback"
        message="Are you sure you want to delete this feedback?"
        confirmLabel="Delete Permanently"
        pending={remove.isPending}
        onConfirm={handleDelete}
      >
        {deleteShown ? (
          <div className="space-y-3">
            <dl className="space-y-1 rounded-xl bg-muted/60 p-3 text-sm">
              <div>
                <dt className="inline font-medium">Subject: </dt>
                <dd className="inline break-words">{deleteShown.subject}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Category: </dt>
                <dd className="inline">{CATEGORY_LABELS[deleteShown.category]}</dd>
              </div>
              <div>
                <dt className="inline font-medium">Date: </dt>
                <dd className="inline">{formatDay(deleteShown.created_at)}</dd>
              </div>
            </dl>
            <p className="text-sm font-medium text-danger">This action cannot be undone.</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
