import { z } from 'zod';

export const PRIORITIES = ['free', '24hr', '6hr'] as const;
export const ZPriority = z.enum(PRIORITIES);
export type TPriority = z.infer<typeof ZPriority>;

export const BUNDLES = ['single', 'five', 'ten'] as const;
export const ZBundle = z.enum(BUNDLES);
export type TBundle = z.infer<typeof ZBundle>;

/** Tier names, promises and admin sort weights (DECISIONS.md); prices come from settings. */
export const TIER_INFO: Record<TPriority, { name: string; promise: string; hours: number; weight: number }> = {
  free: { name: 'Standard', promise: 'Within 48 hours', hours: 48, weight: 1 },
  '24hr': { name: 'Express', promise: 'Within 24 hours', hours: 24, weight: 2 },
  '6hr': { name: 'Rush', promise: 'Within 6 hours', hours: 6, weight: 3 },
};

export const BUNDLE_INFO: Record<TBundle, { songs: number }> = {
  single: { songs: 1 },
  five: { songs: 5 },
  ten: { songs: 10 },
};

/** Percent off each bundle (admin settings; DECISIONS: five songs 60% off, ten songs 65% off). */
export type TBundleDiscounts = { five: number; ten: number };
export const DEFAULT_BUNDLE_DISCOUNTS: TBundleDiscounts = { five: 60, ten: 65 };

const discount = (label: string) =>
  z
    .number({ error: `${label} discount must be a whole number of percent` })
    .int(`${label} discount must be a whole number of percent`)
    .min(0, `${label} discount must be between 0 and 95%`)
    .max(95, `${label} discount must be between 0 and 95%`);

export const ZBundleDiscounts = z
  .strictObject({ five: discount('The 5-song bundle'), ten: discount('The 10-song bundle') })
  .superRefine((d, ctx) => {
    // More songs never cost more per song: a buyer reads that as a pricing error (issue #20 item 13).
    if (d.ten < d.five) {
      ctx.addIssue({
        code: 'custom',
        path: ['ten'],
        message: `The 10-song bundle discount must be at least the 5-song one (${d.five}%), or ten songs cost more per song than five`,
      });
    }
  });

export const ZPricingSettings = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code'),
  tiers: z.strictObject({
    free: z.number().int().min(0),
    '24hr': z.number().int().min(0).max(1_000_000),
    '6hr': z.number().int().min(0).max(1_000_000),
  }),
  bundleDiscounts: ZBundleDiscounts.optional(),
});
export type TPricingSettings = z.infer<typeof ZPricingSettings>;
export const DEFAULT_PRICING: TPricingSettings & { bundleDiscounts: TBundleDiscounts } = {
  currency: 'USD',
  tiers: { free: 0, '24hr': 499, '6hr': 999 },
  bundleDiscounts: DEFAULT_BUNDLE_DISCOUNTS,
};

export const ZPricing = z.object({
  currency: z.string(),
  tiers: z.array(
    z.object({
      key: ZPriority,
      name: z.string(),
      promise: z.string(),
      hours: z.number(),
      weight: z.number(),
      price: z.number().int(),
      bundles: z.array(
        z.object({
          key: ZBundle,
          songs: z.number(),
          label: z.string(),
          /** Percent off the single-song price. */
          discountPercent: z.number(),
          total: z.number().int(),
          /** The total divided by the songs, rounded to a minor unit: what every screen shows. */
          perSong: z.number().int(),
        }),
      ),
      subscription: z
        .object({ songsPerMonth: z.number(), monthly: z.number().int(), perSong: z.number().int() })
        .nullable(),
    }),
  ),
});
export type TPricing = z.infer<typeof ZPricing>;

export function bundleDiscountPercent(bundle: TBundle, discounts: TBundleDiscounts = DEFAULT_BUNDLE_DISCOUNTS): number {
  return bundle === 'single' ? 0 : discounts[bundle];
}

/**
 * Total in minor units for a tier and bundle: single = price, five = price×5×(1−five%),
 * ten = price×10×(1−ten%) (by default ×0.4 and ×0.35). Integer arithmetic, so 499×10×35% is exact.
 */
export function bundleTotal(price: number, bundle: TBundle, discounts: TBundleDiscounts = DEFAULT_BUNDLE_DISCOUNTS) {
  const songs = BUNDLE_INFO[bundle].songs;
  return Math.round((price * songs * (100 - bundleDiscountPercent(bundle, discounts))) / 100);
}

/** "Single song", "5 songs (60% off)". */
export function bundleLabel(bundle: TBundle, discounts: TBundleDiscounts = DEFAULT_BUNDLE_DISCOUNTS): string {
  if (bundle === 'single') return 'Single song';
  const off = bundleDiscountPercent(bundle, discounts);
  return `${BUNDLE_INFO[bundle].songs} songs${off > 0 ? ` (${off}% off)` : ''}`;
}

/** A bundle's price per song in minor units (rounded to the nearest). */
export const perSongPrice = (total: number, songs: number) => Math.round(total / Math.max(1, songs));

export function formatMoney(minor: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}
