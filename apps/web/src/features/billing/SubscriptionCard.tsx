import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { formatMoney, type TBillingHistory } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { billingKeys, cancelSubscription } from './api';
import { formatDate } from './PaymentsTable';

type Subscription = NonNullable<TBillingHistory['subscription']>;

/** The monthly plan, with cancellation behind a confirmation (SPEC 8). */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (history) => {
      queryClient.setQueryData(billingKeys.history, history);
      setConfirming(false);
    },
  });
  const active = subscription.status === 'active' && !subscription.canceledAt;
  const end = formatDate(subscription.currentPeriodEnd);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Repeat className="size-4 text-link" aria-hidden="true" />
            Subscription
          </h3>
          <p className="mt-2 font-medium">{subscription.planName}</p>
          <p className="text-sm text-muted-foreground">
            {formatMoney(subscription.amount, subscription.currency)}/month ·{' '}
            {active ? `Renews on ${end}` : `Canceled; your credits stay, no further charges after ${end}`}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Canceled'}</Badge>
          {active ? (
            // A finger-sized target on phones; the small size beside the badge from sm up.
            <Button variant="outline" size="sm" className="max-sm:h-10" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          ) : null}
        </div>
      </div>
      {cancel.isError && !confirming ? (
        <Alert variant="error" className="mt-4">
          Failed to cancel subscription. Please try again.
        </Alert>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!cancel.isPending) setConfirming(open);
        }}
        title="Cancel subscription"
        // Wide enough for both worded buttons side by side (at sm the pair overflowed the padding).
        size="md"
      >
        <p className="text-sm">Are you sure you want to cancel this subscription?</p>
        <p className="mt-2 text-sm text-muted-foreground">
          You keep the credits you have. There will be no further monthly charges.
        </p>
        {cancel.isError ? (
          <Alert variant="error" className="mt-4">
            Failed to cancel subscription. Please try again.
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            Keep subscription
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel subscription
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
