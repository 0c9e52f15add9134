import { describe, expect, it } from 'vitest';
import { writeSetting } from '../settings/settings.repo';
import { DB_TARGETS, useTestApp } from '../../test/harness';

describe.each(DB_TARGETS)('pricing (%s)', (target) => {
  const t = useTestApp(target);

  it('offers the three tiers with bundles and the subscription for paid tiers, in minor units', async () => {
    const res = await t.request({ method: 'GET', url: '/api/pricing' });
    const { currency, tiers } = res.json().data;
    expect(currency).toBe('USD');
    expect(tiers.map((x: { key: string; name: string; price: number }) => [x.key, x.name, x.price])).toEqual([
      ['free', 'Standard', 0],
      ['24hr', 'Express', 499],
      ['6hr', 'Rush', 999],
    ]);
    const rush = tiers[2];
    expect(rush.bundles.map((b: { key: string; total: number }) => [b.key, b.total])).toEqual([
      ['single', 999],
      ['five', 1998],
      ['ten', 4995],
    ]);
    expect(rush.subscription).toEqual({ songsPerMonth: 10, monthly: 4995 });
    expect(tiers[0].bundles).toHaveLength(1);
    expect(tiers[0].subscription).toBeNull();
  });

  it('follows prices changed in settings', async () => {
    await writeSetting(t.app.ctx.db, 'pricing', { currency: 'USD', tiers: { free: 0, '24hr': 600, '6hr': 1200 } });
    const { tiers } = (await t.request({ method: 'GET', url: '/api/pricing' })).json().data;
    expect(tiers[1].price).toBe(600);
    expect(tiers[1].bundles[1].total).toBe(1200);
  });
});
