import type { UseFormReturn } from 'react-hook-form';
import type { TPricing, TPriority } from '@serenade/contract';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { BundleChoice } from '../BundleChoice';
import type { OrderFormValues } from '../order-form';
import { findTier, orderTotal, perSongLabel, totalLabel } from '../pricing';
import { TierChoice } from '../TierChoice';

export type PriorityStepProps = {
  form: UseFormReturn<OrderFormValues>;
  pricing: { data: TPricing | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  isMember: boolean;
  credits: Partial<Record<TPriority, number>>;
  onLogin?: () => void;
};

export function PriorityStep({ form, pricing, isMember, credits, onLogin }: PriorityStepProps) {
  const { watch, setValue, clearErrors, formState } = form;
  const [priority, bundle, isSubscription] = watch(['priority', 'bundle', 'isSubscription']);

  if (pricing.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-3" aria-busy="true" aria-label="Loading prices">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
    );
  }
  if (pricing.isError || !pricing.data) {
    return (
      <Alert
        variant="error"
        title="Could not load prices"
        action={
          <Button size="sm" variant="outline" onClick={() => void pricing.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }

  const { currency } = pricing.data;
  const tier = findTier(pricing.data, priority);
  const total = orderTotal(pricing.data, priority, bundle, isSubscription);
  const paid = Boolean(tier && tier.price > 0);
  // A member's single song of a tier they hold credits for uses one (as the payment step says).
  const usesCredit = paid && isMember && (credits[priority] ?? 0) > 0 && bundle === 'single' && !isSubscription;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p id="tier-heading" className="text-sm font-medium">
          How fast do you need it?
        </p>
        <TierChoice
          name="priority"
          tiers={pricing.data.tiers}
          currency={currency}
          value={priority}
          credits={credits}
          labelledBy="tier-heading"
          onChange={(key) => {
            setValue('priority', key);
            const next = findTier(pricing.data, key);
            if (!next || next.price === 0) {
              // Bundles and subscriptions exist only for paid tiers.
              setValue('bundle', 'single');
              setValue('isSubscription', false);
            }
            clearErrors(['priority', 'bundle', 'isSubscription']);
          }}
        />
        {formState.errors.priority ? (
          <p className="text-sm font-medium text-danger">{formState.errors.priority.message}</p>
        ) : null}
      </div>

      {tier && paid ? (
        <BundleChoice
          tier={tier}
          currency={currency}
          bundle={bundle}
          isSubscription={isSubscription}
          locked={!isMember}
          onLogin={onLogin}
          error={formState.errors.bundle?.message ?? formState.errors.isSubscription?.message}
          onBundleChange={(next) => {
            setValue('bundle', next);
            if (next !== 'ten') setValue('isSubscription', false);
            clearErrors(['bundle', 'isSubscription']);
          }}
          onSubscriptionChange={(on) => {
            setValue('isSubscription', on);
            clearErrors(['bundle', 'isSubscription']);
          }}
        />
      ) : null}

      {total ? (
        <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/70 px-4 py-3" aria-live="polite">
          <span className="flex flex-col text-sm font-medium">
            Total
            {usesCredit ? (
              <span className="font-normal text-muted-foreground">1 song credit, nothing to pay</span>
            ) : total.songs > 1 ? (
              <span className="font-normal text-muted-foreground">
                {total.songs} songs{total.monthly ? ' a month' : ''} ·{' '}
                {perSongLabel(Math.round(total.amount / total.songs), currency)}
              </span>
            ) : null}
          </span>
          <span className="font-display text-2xl font-bold" data-testid="order-total">
            {usesCredit ? '1 credit' : totalLabel(total, currency)}
          </span>
        </div>
      ) : null}
    </div>
  );
}
