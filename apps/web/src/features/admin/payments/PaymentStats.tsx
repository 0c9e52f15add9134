import { Ban, CircleCheck, CircleDollarSign, CircleX, Clock, Repeat } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { formatMoney } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import { usePaymentStats } from './api';
import { LOAD_ERROR } from './status';

const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

/** The six figures of SPEC 2 Payment Management. Revenue is net of refunds. */
export function PaymentStats() {
  const stats = usePaymentStats();
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <section aria-labelledby="payment-stats-heading" aria-busy={loading || undefined} className="flex flex-col gap-3">
      <h3 id="payment-stats-heading" className="sr-only">
        Payment figures
      </h3>
      {stats.isError ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
              Try Again
            </Button>
          }
        >
          {LOAD_ERROR}
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 2xl:grid-cols-6">
        <StatCard
          label="Total Revenue"
          value={s ? formatMoney(s.totalAmount, s.currency) : '—'}
          icon={<CircleDollarSign className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Successful Payments"
          value={count(s?.successfulPayments)}
          icon={<CircleCheck className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Failed Payments"
          value={count(s?.failedPayments)}
          icon={<CircleX className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Pending Payments"
          value={count(s?.pendingPayments)}
          icon={<Clock className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Active Subscriptions"
          value={count(s?.activeSubscriptions)}
          icon={<Repeat className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Canceled Subscriptions"
          value={count(s?.canceledSubscriptions)}
          icon={<Ban className="size-5" aria-hidden="true" />}
        />
      </div>
      {s ? (
        <p className="text-xs text-muted-foreground">
          Total revenue is what was collected minus refunds ({s.refundedPayments.toLocaleString('en-US')} refunded).
        </p>
      ) : null}
    </section>
  );
}
