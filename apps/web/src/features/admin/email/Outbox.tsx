import { useState } from 'react';
import { Search } from 'lucide-react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Input } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime } from '../kit/format';
import { Pagination } from '../kit/Pagination';
import { useOutbox, type OutboxItem } from './api';
import { MailStatus } from './MailStatus';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { useDebounced } from './use-debounced';

/** Every e-mail Serenade sent or queued, newest first, so an install without SMTP still shows what went out. */
export function Outbox() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const outbox = useOutbox(page, term);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = outbox.data?.messages ?? [];

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {outbox.data ? `${outbox.data.total ?? rows.length} e-mails` : 'Every e-mail sent or queued'}
        </p>
        <div className="relative sm:w-80">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder="Search by recipient or subject"
            aria-label="Search the outbox"
            className="pl-9"
          />
        </div>
      </div>
      {outbox.isError ? (
        <Alert
          variant="error"
          title={
            outbox.error instanceof ApiError && outbox.error.isNetworkError
              ? 'Could not connect to the server'
              : 'Failed to load the outbox'
          }
          action={
            <Button size="sm" variant="outline" onClick={() => void outbox.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(outbox.error)}
        </Alert>
      ) : outbox.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the outbox" />
        </div>
      ) : rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">
          {term.trim() ? 'No e-mails match your search' : 'No e-mails have been sent yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Outbox</caption>
            <thead className="border-b border-border text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  To
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Subject
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Date
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m: OutboxItem) => (
                <tr key={m.id} className="border-b border-border last:border-0 hover:bg-muted/50">
                  <td className="max-w-[12rem] truncate py-2.5 pr-3">{m.to}</td>
                  <td className="max-w-[20rem] py-2.5 pr-3">
                    <button
                      type="button"
                      className="max-w-full truncate text-left font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => setOpenId(m.id)}
                    >
                      {m.subject}
                    </button>
                  </td>
                  <td className="hidden py-2.5 pr-3 md:table-cell">
                    <code className="text-xs">{m.kind}</code>
                  </td>
                  <td className="py-2.5 pr-3">
                    <MailStatus status={m.status} />
                  </td>
                  <td className="py-2.5 whitespace-nowrap text-muted-foreground">{formatDateTime(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={outbox.data?.totalPages ?? 1} onPageChange={setPage} />
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
