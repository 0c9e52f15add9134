import { Link } from 'react-router';
import type { TAdminRequestDetail } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { formatDay } from '../kit/format';
import { requestTitle, shortId, statusLabel, statusVariant, tierName } from '../requests/request-query';

/** The request this upload completes: who asked, for what, and who hears about it. */
export function RequestSummaryCard({ request: r }: { request: TAdminRequestDetail }) {
  return (
    <Card className="p-5">
      <section aria-label="Request details">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-mono text-xs text-muted-foreground">Request {shortId(r.id)}</p>
            <h3 className="mt-0.5 text-lg font-semibold break-words">{requestTitle(r)}</h3>
          </div>
          <div className="flex gap-1.5">
            <Badge variant={statusVariant(r.status)}>{statusLabel(r.status)}</Badge>
            <Badge variant="neutral">{tierName(r.priority)}</Badge>
          </div>
        </div>
        <p className="mt-3 line-clamp-4 text-sm whitespace-pre-wrap">{r.prompt}</p>
        <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Requester</dt>
          <dd className="min-w-0 break-words">
            {r.requester.name} · {r.requester.email}
            {r.requester.kind === 'guest' ? ' (guest)' : ''}
          </dd>
          {r.event ? (
            <>
              <dt className="text-muted-foreground">Event</dt>
              <dd>{r.event}</dd>
            </>
          ) : null}
          {r.styles.length ? (
            <>
              <dt className="text-muted-foreground">Styles</dt>
              <dd>{r.styles.join(', ')}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Friends &amp; family</dt>
          <dd className="min-w-0 break-words">{r.notifyEmails.length ? r.notifyEmails.join(', ') : 'None'}</dd>
          <dt className="text-muted-foreground">Ordered</dt>
          <dd>{formatDay(r.createdAt)}</dd>
        </dl>
        <Link
          to={`/admin/requests/${r.id}`}
          className="mt-3 inline-block text-sm font-medium text-link hover:underline"
        >
          View full request
        </Link>
      </section>
    </Card>
  );
}
