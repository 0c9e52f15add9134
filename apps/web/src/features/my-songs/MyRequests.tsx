import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Headphones, ListChecks } from 'lucide-react';
import { formatMoney } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { getMyRequests, orderKeys, type RequestListItem } from '../order/api';
import { CheckoutPanel } from '../order/CheckoutPanel';
import { statusLabel } from '../order/request-status';
import { useCheckout } from '../order/use-checkout';
import { mySongsKeys } from './api';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const tone = (status: RequestListItem['status']) =>
  status === 'completed' ? 'success' : status === 'failed' ? 'danger' : status === 'pending' ? 'warning' : 'primary';

function RequestRow({ r }: { r: RequestListItem }) {
  const queryClient = useQueryClient();
  const checkout = useCheckout({
    onPaid: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine });
      void queryClient.invalidateQueries({ queryKey: mySongsKeys.all });
    },
  });
  const payNow = () => void checkout.reopen({ requestId: r.id, token: null });
  const title = r.title || 'Your custom song';
  const amount = r.paidWith === 'credit' ? 'Song credit' : r.amount ? formatMoney(r.amount, r.currency) : 'Free';

  return (
    <li className="flex flex-col gap-3 p-4 sm:px-6" aria-label={title}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-semibold">{title}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant={tone(r.status)}>{statusLabel(r.status)}</Badge>
            {r.revision === 'requested' ? <Badge variant="primary">Change being made</Badge> : null}
            <span>Ordered {dateOf(r.createdAt)}</span>
            <span>{amount}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {r.status === 'pending' && (checkout.state.phase === 'idle' || checkout.state.phase === 'paid') ? (
            <Button size="sm" onClick={payNow}>
              <CreditCard className="size-4" aria-hidden="true" /> Pay now
            </Button>
          ) : null}
          {r.status === 'completed' && r.songUrl ? (
            <Link to={r.songUrl} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
              <Headphones className="size-4" aria-hidden="true" /> Listen
            </Link>
          ) : null}
          <Link to={`/requests/${r.id}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
            <ListChecks className="size-4" aria-hidden="true" /> Track
          </Link>
        </div>
      </div>
      {r.status === 'pending' ? (
        <CheckoutPanel
          state={checkout.state}
          onRetry={payNow}
          onOpenBlocked={checkout.openBlocked}
          onFocusWindow={checkout.focusWindow}
        />
      ) : null}
    </li>
  );
}

/** The member's song requests on /my-songs: status, Pay now while unpaid, Track (issue 20 item 5). */
export function MyRequests() {
  const requests = useQuery({ queryKey: orderKeys.mine, queryFn: getMyRequests });
  if (requests.isPending) return null;
  if (requests.isError)
    return (
      <Alert
        variant="error"
        title="Could not load your song requests"
        action={
          <Button size="sm" variant="outline" onClick={() => void requests.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(requests.error)}
      </Alert>
    );
  if (requests.data.length === 0) return null;
  const open = requests.data.filter((r) => r.status !== 'completed').length;
  return (
    <section aria-labelledby="my-requests-heading" className="mb-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-requests-heading" className="text-lg font-semibold">
          Your song requests
        </h2>
        <p className="text-sm text-muted-foreground">
          {requests.data.length} {requests.data.length === 1 ? 'request' : 'requests'} · {open} not finished
        </p>
      </div>
      <Card className="overflow-hidden p-0">
        <ul className="divide-y divide-border">
          {requests.data.map((r) => (
            <RequestRow key={r.id} r={r} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
