import { Clock, Rocket, Zap, type LucideIcon } from 'lucide-react';
import type { TPriority } from '@serenade/contract';
import { cn } from '../../ui/cn';
import { priceLabel, type PricingTier } from './pricing';

const ICONS: Record<TPriority, LucideIcon> = { free: Clock, '24hr': Zap, '6hr': Rocket };

export type TierChoiceProps = {
  name: string;
  tiers: readonly PricingTier[];
  currency: string;
  value: TPriority;
  onChange: (tier: TPriority) => void;
  /** Song credits the member holds per tier, shown on the card. */
  credits?: Partial<Record<TPriority, number>>;
  labelledBy?: string;
  invalid?: boolean;
};

/** The three delivery tiers as radio cards, with names, promises and prices from /api/pricing. */
export function TierChoice({ name, tiers, currency, value, onChange, credits, labelledBy, invalid }: TierChoiceProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      className="grid gap-3 sm:grid-cols-3"
    >
      {tiers.map((tier) => {
        const Icon = ICONS[tier.key];
        const checked = value === tier.key;
        const left = credits?.[tier.key] ?? 0;
        return (
          <label
            key={tier.key}
            className={cn(
              // A compact row on phones, a card from the sm breakpoint.
              'relative flex cursor-pointer items-center gap-3 rounded-2xl border bg-card px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring sm:flex-col sm:items-stretch sm:gap-1 sm:p-4',
              checked
                ? 'border-primary bg-primary-soft/60 ring-1 ring-primary'
                : 'border-border hover:border-primary/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={tier.key}
              checked={checked}
              onChange={() => onChange(tier.key)}
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-not-allowed"
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex size-4 shrink-0 items-center justify-center rounded-full border sm:absolute sm:top-4.5 sm:right-4',
                checked ? 'border-primary bg-primary' : 'border-input',
              )}
            >
              {checked ? <span className="size-1.5 rounded-full bg-white" /> : null}
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:gap-1">
              <span className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-link" aria-hidden="true" />
                {tier.name}
              </span>
              <span className="text-sm text-muted-foreground">{tier.promise}</span>
              {left > 0 ? (
                <span className="w-fit rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success sm:order-last sm:mt-1">
                  {left} {left === 1 ? 'credit' : 'credits'} left
                </span>
              ) : null}
            </span>
            <span className="font-display text-xl font-bold tracking-tight sm:mt-1 sm:text-2xl">
              {priceLabel(tier.price, currency)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
