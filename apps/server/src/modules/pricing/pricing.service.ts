import {
  BUNDLES,
  BUNDLE_INFO,
  bundleTotal,
  DEFAULT_PRICING,
  PRIORITIES,
  TIER_INFO,
  type TPricing,
  type TPricingSettings,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { readSetting } from '../settings/settings.repo';

export async function readPricing(db: Db): Promise<TPricingSettings> {
  const stored = (await readSetting(db, 'pricing')) as Partial<TPricingSettings> | undefined;
  return { ...DEFAULT_PRICING, ...stored, tiers: { ...DEFAULT_PRICING.tiers, ...(stored?.tiers ?? {}) } };
}

/** Every offer, computed on the server in minor units; bundles and subscriptions only for paid tiers. */
export function pricingTable(p: TPricingSettings): TPricing {
  return {
    currency: p.currency,
    tiers: PRIORITIES.map((key) => {
      const price = p.tiers[key];
      const paid = price > 0;
      return {
        key,
        ...TIER_INFO[key],
        price,
        bundles: (paid ? BUNDLES : (['single'] as const)).map((b) => ({
          key: b,
          songs: BUNDLE_INFO[b].songs,
          label: BUNDLE_INFO[b].label,
          total: bundleTotal(price, b),
        })),
        subscription: paid ? { songsPerMonth: 10, monthly: bundleTotal(price, 'ten') } : null,
      };
    }),
  };
}
