import { Check, Clock, Rocket, Zap, type LucideIcon } from 'lucide-react';
import { formatMoney, type TPriority } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { perSongLabel, priceLabel, usePricing, type PricingTier } from './pricing';

const ICONS: Record<TPriority, LucideIcon> = { free: Clock, '24hr': Zap, '6hr': Rocket };

function TierCard({
  tier,
  currency,
  headingLevel,
}: {
  tier: PricingTier;
  currency: string;
  headingLevel: 'h2' | 'h3';
}) {
  const Icon = ICONS[tier.key];
  const Heading = headingLevel;
  const bundles = tier.bundles.filter((b) => b.songs > 1);
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-soft">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-link">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <Heading className="text-lg font-semibold">{tier.name}</Heading>
          <p className="text-sm text-muted-foreground">{tier.promise}</p>
        </div>
      </div>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="font-display text-4xl font-extrabold tracking-tight">{priceLabel(tier.price, currency)}</span>
        <span className="text-sm text-muted-foreground">per song</span>
      </p>
      <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm">
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          Delivered {tier.promise.toLowerCase()}
        </li>
        {tier.price === 0 ? (
          <li className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            No payment needed
          </li>
        ) : null}
        {bundles.map((bundle) => (
          <li key={bundle.key} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              {bundle.label}: <strong className="font-semibold">{formatMoney(bundle.total, currency)}</strong> (
              {perSongLabel(bundle.perSong, currency)})
            </span>
          </li>
        ))}
        {tier.subscription ? (
          <li className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              Or subscribe: {tier.subscription.songsPerMonth} songs a month for{' '}
              <strong className="font-semibold">{formatMoney(tier.subscription.monthly, currency)}/month</strong> (
              {perSongLabel(tier.subscription.perSong, currency)})
            </span>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

export type PricingTiersProps = { headingLevel?: 'h2' | 'h3'; className?: string };

/** The delivery tiers with their promises, prices, bundles and subscription, read from /api/pricing. */
export function PricingTiers({ headingLevel = 'h3', className }: PricingTiersProps) {
  const pricing = usePricing();
  if (pricing.isPending) {
    return (
      <ul className={cn('grid gap-5 md:grid-cols-3', className)} aria-busy="true" aria-label="Loading prices">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-64 animate-pulse rounded-2xl border border-border bg-muted/60" />
        ))}
      </ul>
    );
  }
  if (pricing.isError) {
    return (
      <Alert
        variant="error"
        title="Could not load prices"
        className={className}
        action={
          <Button size="sm" variant="outline" onClick={() => void pricing.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(pricing.error)}
      </Alert>
    );
  }
  const tiers = [...pricing.data.tiers].sort((a, b) => a.weight - b.weight);
  return (
    <ul className={cn('grid gap-5 md:grid-cols-3', className)}>
      {tiers.map((tier) => (
        <TierCard key={tier.key} tier={tier} currency={pricing.data.currency} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
