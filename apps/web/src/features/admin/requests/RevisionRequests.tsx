import { useQuery } from '@tanstack/react-query';
import type { TRevision } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { api } from '../../auth/client';
import { formatDateTime } from '../kit/format';

/** The buyer's free revision on the request details: what they asked for, edited lyrics, and where it stands. */
export function RevisionRequests({ requestId }: { requestId: string }) {
  const q = useQuery({
    queryKey: ['admin', 'requests', requestId, 'revisions'],
    queryFn: () => api.get<TRevision[]>(`/api/admin/requests/${encodeURIComponent(requestId)}/revisions`),
    staleTime: 0,
  });
  return (
    <Card>
      <section aria-label="Revision requests" className="p-5">
        <h3 className="mb-3 text-base font-semibold">Revision requests</h3>
        {q.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : q.isError ? (
          <p className="text-sm text-danger">{errorMessage(q.error)}</p>
        ) : q.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">The buyer has not asked for a change.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {q.data.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 rounded-xl border border-border p-4">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={r.status === 'delivered' ? 'success' : 'warning'}>
                    {r.status === 'delivered' ? 'Delivered' : 'Requested'}
                  </Badge>
                  <span className="text-muted-foreground">
                    {formatDateTime(r.createdAt)} · {r.requestedBy}
                    {r.deliveredAt ? ` · delivered ${formatDateTime(r.deliveredAt)}` : ''}
                  </span>
                </div>
                {r.message ? <p className="text-sm break-words whitespace-pre-line">{r.message}</p> : null}
                {r.lyrics ? (
                  <details className="text-sm">
                    <summary className="cursor-pointer font-medium">Edited lyrics</summary>
                    <pre className="mt-2 font-sans break-words whitespace-pre-wrap">{r.lyrics}</pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
