import { bundleTotal, formatMoney, perSongPrice } from '@serenade/contract';

export type BundlePreviewProps = { price: string; tierName: string; five: string; ten: string };

/** What buyers will see for one tier with the prices and discounts as typed (before saving). */
export function BundlePreview({ price, tierName, five, ten }: BundlePreviewProps) {
  const minor = Math.round(Number(price) * 100);
  const d = { five: Number(five), ten: Number(ten) };
  if (!Number.isFinite(minor) || minor <= 0 || !Number.isInteger(d.five) || !Number.isInteger(d.ten)) return null;
  const row = (bundle: 'five' | 'ten', songs: number) => {
    const total = bundleTotal(minor, bundle, d);
    return `${songs} songs ${formatMoney(total)} (${formatMoney(perSongPrice(total, songs))} a song)`;
  };
  return (
    <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
      {tierName}: 1 song {formatMoney(minor)} · {row('five', 5)} · {row('ten', 10)}
    </p>
  );
}
