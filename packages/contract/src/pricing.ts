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

export const BUNDLE_INFO: Record<TBundle, { songs: number; factor: number; label: string }> = {
  single: { songs: 1, factor: 1, label: 'Single song' },
  five: { songs: 5, factor: 0.4, label: '5 songs (60% off)' },
  ten: { songs: 10, factor: 0.5, label: '10 songs (50% off)' },
};

export const ZPricingSettings = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code'),
  tiers: z.strictObject({
    free: z.number().int().min(0),
    '24hr': z.number().int().min(0).max(1_000_000),
    '6hr': z.number().int().min(0).max(1_000_000),
  }),
});
export type TPricingSettings = z.infer<typeof ZPricingSettings>;
export const DEFAULT_PRICING: TPricingSettings = { currency: 'USD', tiers: { free: 0, '24hr': 499, '6hr': 999 } };

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
      bundles: z.array(z.object({ key: ZBundle, songs: z.number(), label: z.string(), total: z.number().int() })),
      subscription: z.object({ songsPerMonth: z.number(), monthly: z.number().int() }).nullable(),
    }),
  ),
});
export type TPricing = z.infer<typeof ZPricing>;

/** Total in minor units for a tier and bundle: single = price, five = price×5×0.4, ten = price×10×0.5. */
export const bundleTotal = (price: number, bundle: TBundle) =>
  Math.round(price * BUNDLE_INFO[bundle].songs * BUNDLE_INFO[bundle].factor);

export function formatMoney(minor: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}
