import { CreditCard, Music, Receipt } from 'lucide-react';
import { TIER_INFO, type TBillingHistory, type TPriority } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { findTier, usePricing } from '../order/pricing';
import { useBillingHistory } from './api';
import { PaymentsTable } from './PaymentsTable';
import { SubscriptionCard } from './SubscriptionCard';

/** Tier names as the server reports them, with the built-in names until the table has loaded. */
function useTierName() {
  const pricing = usePricing();
  return (tier: TPriority) => findTier(pricing.data, tier)?.name ?? TIER_INFO[tier].name;
}

/** The largest bundle discount on offer (admin settings), for the no-credits hint. */
function useBestDiscount(): number {
  const pricing = usePricing();
  return Math.max(0, ...(pricing.data?.tiers.flatMap((t) => t.bundles.map((b) => b.discountPercent)) ?? []));
}

function Credits({ credits }: { credits: TBillingHistory['credits'] }) {
  const tierName = useTierName();
  const best = useBestDiscount();
  const left = credits.filter((c) => c.balance > 0);
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-semibold">
        <Music className="size-4 text-link" aria-hidden="true" />
        Song credits
      </h3>
      {left.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No song credits. Buy a 5- or 10-song bundle when you order
          {best > 0 ? ` to save up to ${best}% a song` : ''}.
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {left.map((c) => (
            <li
              key={c.tier}
              className="flex min-w-40 flex-col rounded-xl border border-border bg-muted/40 px-4 py-3"
              data-testid={`credits-${c.tier}`}
            >
              <span className="text-sm text-muted-foreground">{tierName(c.tier)}</span>
              <span className="font-display text-2xl font-bold">
                {c.balance}{' '}
                <span className="text-sm font-medium text-muted-foreground">
                  {c.balance === 1 ? 'song' : 'songs'} left
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        An order of a tier you hold credits for uses one instead of a payment.
      </p>
    </Card>
  );
}

/** Credits left, the subscription and the payment receipts of the signed-in member. */
export function BillingSection() {
  const history = useBillingHistory();
  return (
    <section aria-labelledby="settings-billing" className="flex flex-col gap-4">
      <h2 id="settings-billing" className="flex items-center gap-2 text-xl font-semibold">
        <CreditCard className="size-5 text-link" aria-hidden="true" />
        Billing
      </h2>
      {history.isPending ? (
        <div className="flex justify-center py-10 text-muted-foreground">
          <Spinner className="size-6" label="Loading billing history" />
        </div>
      ) : history.isError ? (
        <Alert
          variant="error"
          title="Failed to load billing history"
          action={
            <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(history.error)}
        </Alert>
      ) : (
        <>
          <Credits credits={history.data.credits} />
          {history.data.subscription ? <SubscriptionCard subscription={history.data.subscription} /> : null}
          <Card className="p-5 sm:p-6">
            <h3 className="flex items-center gap-2 font-semibold">
              <Receipt className="size-4 text-link" aria-hidden="true" />
              Payments
            </h3>
            <PaymentsTable payments={history.data.payments} />
          </Card>
        </>
      )}
    </section>
  );
}
