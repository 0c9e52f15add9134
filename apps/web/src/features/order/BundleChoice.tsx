import { Check, Lock } from 'lucide-react';
import { formatMoney, type TBundle } from '@serenade/contract';
import { cn } from '../../ui/cn';
import { perSongLabel, type PricingTier } from './pricing';

export type BundleChoiceProps = {
  tier: PricingTier;
  currency: string;
  bundle: TBundle;
  isSubscription: boolean;
  onBundleChange: (bundle: TBundle) => void;
  onSubscriptionChange: (on: boolean) => void;
  /** Credits live in an account, so visitors see the bundles but cannot pick them. */
  locked: boolean;
  onLogin?: () => void;
  error?: string;
};

/** Single song or a bundle of a paid tier; the monthly subscription goes with the 10-song bundle (SPEC 9). */
export function BundleChoice({
  tier,
  currency,
  bundle,
  isSubscription,
  onBundleChange,
  onSubscriptionChange,
  locked,
  onLogin,
  error,
}: BundleChoiceProps) {
  const headingId = `bundle-heading-${tier.key}`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'bundle-error' : undefined}>
      <legend id={headingId} className="mb-1 text-sm font-medium">
        How many {tier.name} songs?
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {tier.bundles.map((row) => {
          const disabled = locked && row.key !== 'single';
          const checked = bundle === row.key;
          return (
            <label
              key={row.key}
              className={cn(
                'relative flex flex-col gap-0.5 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary-soft/60 ring-1 ring-primary' : 'border-border',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-primary/40',
              )}
            >
              <input
                type="radio"
                name="bundle"
                value={row.key}
                checked={checked}
                disabled={disabled}
                onChange={() => onBundleChange(row.key)}
                className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-not-allowed"
              />
              <span className="flex items-center gap-1.5 font-medium">
                {disabled ? <Lock className="size-3.5" aria-hidden="true" /> : null}
                {row.label}
              </span>
              <span className="text-muted-foreground">
                {formatMoney(row.total, currency)}
                {row.songs > 1 ? (
                  <>
                    {' · '}
                    <span className="font-medium text-foreground">{perSongLabel(row.perSong, currency)}</span>
                  </>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {locked ? (
        <p className="text-sm text-muted-foreground">
          {onLogin ? (
            <button
              type="button"
              onClick={onLogin}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              Log in to buy bundles
            </button>
          ) : (
            'Log in to buy bundles'
          )}
          <span> — song credits are kept in your account.</span>
        </p>
      ) : null}
      {bundle === 'ten' && tier.subscription && !locked ? (
        <button
          type="button"
          aria-pressed={isSubscription}
          onClick={() => onSubscriptionChange(!isSubscription)}
          className={cn(
            'flex items-center gap-3 rounded-xl border p-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            isSubscription ? 'border-primary bg-primary-soft/60 ring-1 ring-primary' : 'border-border hover:bg-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-5 shrink-0 items-center justify-center rounded-md border',
              isSubscription ? 'border-primary bg-primary text-white' : 'border-input',
            )}
          >
            {isSubscription ? <Check className="size-3.5" /> : null}
          </span>
          <span className="flex flex-col">
            <span className="font-medium">Subscribe {formatMoney(tier.subscription.monthly, currency)}/month</span>
            <span className="text-muted-foreground">
              {tier.subscription.songsPerMonth} {tier.name} songs every month (
              {perSongLabel(tier.subscription.perSong, currency)}). Cancel anytime in Settings.
            </span>
          </span>
        </button>
      ) : null}
      {error ? (
        <p id="bundle-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
