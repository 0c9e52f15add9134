import { describe, expect, it } from 'vitest';
import { bundleLabel, bundleTotal, perSongPrice, ZBundleDiscounts } from '@serenade/contract';
import { writeSetting } from '../settings/settings.repo';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Bundle = { key: string; label: string; discountPercent: number; total: number; perSong: number };

describe('bundle prices (DECISIONS: five songs ×0.4, ten songs ×0.35)', () => {
  it('computes totals in whole minor units and the price per song', () => {
    expect(bundleTotal(499, 'single')).toBe(499);
    expect(bundleTotal(499, 'five')).toBe(998);
    expect(bundleTotal(499, 'ten')).toBe(1747); // 1746.5 rounds half up
    expect(bundleTotal(999, 'five')).toBe(1998);
    expect(bundleTotal(999, 'ten')).toBe(3497);
    expect(perSongPrice(998, 5)).toBe(200);
    expect(perSongPrice(1747, 10)).toBe(175);
    expect(bundleTotal(1000, 'five', { five: 50, ten: 70 })).toBe(2500);
    expect(bundleTotal(1000, 'ten', { five: 50, ten: 70 })).toBe(3000);
    expect(bundleLabel('ten')).toBe('10 songs (65% off)');
    expect(bundleLabel('five', { five: 0, ten: 0 })).toBe('5 songs');
  });

  it('never lets ten songs cost more per song than five, for any price', () => {
    for (let price = 1; price <= 5000; price += 7) {
      expect(perSongPrice(bundleTotal(price, 'ten'), 10)).toBeLessThanOrEqual(
        perSongPrice(bundleTotal(price, 'five'), 5),
      );
      expect(perSongPrice(bundleTotal(price, 'five'), 5)).toBeLessThanOrEqual(price);
    }
  });

  it('rejects discounts out of range, fractional, or with ten below five, naming the field', () => {
    const issues = (v: unknown) => {
      const r = ZBundleDiscounts.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ five: 60, ten: 65 })).toEqual([]);
    expect(issues({ five: 60, ten: 50 })).toEqual([
      'ten: The 10-song bundle discount must be at least the 5-song one (60%), or ten songs cost more per song than five',
    ]);
    expect(issues({ five: -1, ten: 65 })[0]).toMatch(/^five: .*between 0 and 95%/);
    expect(issues({ five: 60, ten: 96 })[0]).toMatch(/^ten: .*between 0 and 95%/);
    expect(issues({ five: 60.5, ten: 65 })[0]).toMatch(/^five: .*whole number/);
  });
});

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
    const express = tiers[1];
    expect(express.bundles.map((b: Bundle) => [b.key, b.label, b.discountPercent, b.total, b.perSong])).toEqual([
      ['single', 'Single song', 0, 499, 499],
      ['five', '5 songs (60% off)', 60, 998, 200],
      ['ten', '10 songs (65% off)', 65, 1747, 175],
    ]);
    const rush = tiers[2];
    expect(rush.bundles.map((b: Bundle) => [b.key, b.total])).toEqual([
      ['single', 999],
      ['five', 1998],
      ['ten', 3497],
    ]);
    expect(rush.subscription).toEqual({ songsPerMonth: 10, monthly: 3497, perSong: 350 });
    expect(tiers[0].bundles).toHaveLength(1);
    expect(tiers[0].subscription).toBeNull();
  });

  it('follows prices changed in settings', async () => {
    await writeSetting(t.app.ctx.db, 'pricing', { currency: 'USD', tiers: { free: 0, '24hr': 600, '6hr': 1200 } });
    const { tiers } = (await t.request({ method: 'GET', url: '/api/pricing' })).json().data;
    expect(tiers[1].price).toBe(600);
    expect(tiers[1].bundles[1].total).toBe(1200);
  });

  it('an admin changes both bundle discounts; orders are charged by them; bad discounts are refused', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminToken = (await t.login(admin.email, admin.password)).token;
    const put = (pricing: object) =>
      t.request({ method: 'PUT', url: '/api/admin/settings', headers: bearer(adminToken), payload: { pricing } });
    const tiers = { free: 0, '24hr': 500, '6hr': 1000 };

    const bad = await put({ currency: 'USD', tiers, bundleDiscounts: { five: 50, ten: 40 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(bad.json().error).toMatch(/10-song bundle discount must be at least the 5-song one/);
    expect(JSON.stringify(bad.json())).toMatch(/bundleDiscounts\.ten/);
    const off = await put({ currency: 'USD', tiers, bundleDiscounts: { five: 50, ten: 120 } });
    expect(off.statusCode).toBe(400);
    // Nothing was written by the refused updates.
    const still = (await t.request({ method: 'GET', url: '/api/pricing' })).json().data.tiers[1];
    expect(still.bundles.map((b: Bundle) => b.discountPercent)).toEqual([0, 60, 65]);

    const ok = await put({ currency: 'USD', tiers, bundleDiscounts: { five: 50, ten: 70 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.pricing.bundleDiscounts).toEqual({ five: 50, ten: 70 });
    // A later save without the discounts keeps them.
    expect((await put({ currency: 'USD', tiers })).json().data.pricing.bundleDiscounts).toEqual({ five: 50, ten: 70 });

    const express = (await t.request({ method: 'GET', url: '/api/pricing' })).json().data.tiers[1];
    expect(express.bundles.map((b: Bundle) => [b.label, b.total, b.perSong])).toEqual([
      ['Single song', 500, 500],
      ['5 songs (50% off)', 1250, 250],
      ['10 songs (70% off)', 1500, 150],
    ]);

    const member = await t.createUser();
    const token = (await t.login(member.email, member.password)).token;
    const order = async (bundle: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/song/request',
          headers: bearer(token),
          payload: { prompt: 'A bundle', priority: '24hr', bundle, amount: 1 },
        })
      ).json().data;
    expect((await order('five')).amount).toBe(1250);
    expect((await order('ten')).amount).toBe(1500);
  });
});
