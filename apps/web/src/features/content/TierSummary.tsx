import { formatMoney } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Spinner } from '../../ui/Spinner';
import { perSongLabel, priceLabel, usePricing } from './pricing';

/** The tiers as a sentence-sized list for answers: "Express, within 24 hours: $4.99". */
export function TierList() {
  const pricing = usePricing();
  if (pricing.isPending) return <Spinner label="Loading prices" />;
  if (pricing.isError) return <p>Prices could not be loaded just now ({errorMessage(pricing.error)}).</p>;
  const { tiers, currency } = pricing.data;
  return (
    <ul>
      {[...tiers]
        .sort((a, b) => a.weight - b.weight)
        .map((tier) => (
          <li key={tier.key}>
            <strong>{tier.name}</strong>, {tier.promise.toLowerCase()}: {priceLabel(tier.price, currency)}
          </li>
        ))}
    </ul>
  );
}

/** Bundle and subscription prices of the paid tiers, as the server computes them. */
export function BundleList() {
  const pricing = usePricing();
  if (pricing.isPending) return <Spinner label="Loading prices" />;
  if (pricing.isError) return <p>Prices could not be loaded just now ({errorMessage(pricing.error)}).</p>;
  const { tiers, currency } = pricing.data;
  const paid = tiers.filter((t) => t.bundles.some((b) => b.songs > 1));
  if (paid.length === 0) return <p>There are no bundles on offer at the moment.</p>;
  return (
    <ul>
      {paid.map((tier) => (
        <li key={tier.key}>
          <strong>{tier.name}</strong>:{' '}
          {tier.bundles
            .filter((b) => b.songs > 1)
            .map((b) => `${b.label} ${formatMoney(b.total, currency)} (${perSongLabel(b.perSong, currency)})`)
            .join(' · ')}
          {tier.subscription
            ? ` · subscription of ${tier.subscription.songsPerMonth} songs a month ${formatMoney(tier.subscription.monthly, currency)}/month (${perSongLabel(tier.subscription.perSong, currency)})`
            : ''}
        </li>
      ))}
    </ul>
  );
}
