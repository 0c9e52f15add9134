import {
  BUNDLES,
  BUNDLE_INFO,
  bundleDiscountPercent,
  bundleLabel,
  bundleTotal,
  DEFAULT_PRICING,
  perSongPrice,
  type TBundleDiscounts,
  PRIORITIES,
  TIER_INFO,
  type TPricing,
  type TPricingSettings,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { readSetting } from '../settings/settings.repo';

export type Pricing = TPricingSettings & { bundleDiscounts: TBundleDiscounts };

export async function readPricing(db: Db): Promise<Pricing> {
  const stored = (await readSetting(db, 'pricing')) as Partial<TPricingSettings> | undefined;
  return {
    ...DEFAULT_PRICING,
    ...stored,
    tiers: { ...DEFAULT_PRICING.tiers, ...(stored?.tiers ?? {}) },
    bundleDiscounts: { ...DEFAULT_PRICING.bundleDiscounts, ...(stored?.bundleDiscounts ?? {}) },
  };
}

/** Every offer, computed on the server in minor units; bundles and subscriptions only for paid tiers. */
export function pricingTable(p: Pricing): TPricing {
  const d = p.bundleDiscounts;
  return {
    currency: p.currency,
    tiers: PRIORITIES.map((key) => {
      const price = p.tiers[key];
      const paid = price > 0;
      const monthly = bundleTotal(price, 'ten', d);
      return {
        key,
        ...TIER_INFO[key],
        price,
        bundles: (paid ? BUNDLES : (['single'] as const)).map((b) => {
          const total = bundleTotal(price, b, d);
          return {
            key: b,
            songs: BUNDLE_INFO[b].songs,
            label: bundleLabel(b, d),
            discountPercent: bundleDiscountPercent(b, d),
            total,
            perSong: perSongPrice(total, BUNDLE_INFO[b].songs),
          };
        }),
        subscription: paid ? { songsPerMonth: 10, monthly, perSong: perSongPrice(monthly, 10) } : null,
      };
    }),
  };
}
