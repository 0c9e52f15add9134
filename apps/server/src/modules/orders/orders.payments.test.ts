import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments, songRequests } from '../../db/schema';
import { multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp, type TestApp } from '../../test/harness';

/** Pays on the sandbox provider's checkout page as a browser would post its form. */
async function payOnCheckout(t: TestApp, paymentUrl: string, number: string) {
  const res = await t.request({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, expiry: '12/34', cvc: '123', name: 'Test Payer' }).toString(),
  });
  return { res, reference: paymentUrl.split('/').pop()! };
}

describe.each(DB_TARGETS)('paid orders, credits and subscriptions (%s)', (target) => {
  const t = useTestApp(target);
  let member: { token: string; id: string; email: string };
  const order = (payload: object, token?: string) =>
    t.request({ method: 'POST', url: '/api/song/request', headers: token ? bearer(token) : {}, payload });
  const process = (payload: object) => t.request({ method: 'POST', url: '/api/payment/process', payload });
  const balance = async (userId: string) =>
    (await t.app.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).reduce(
      (n, r) => n + r.delta,
      0,
    );

  beforeAll(async () => {
    // Manual production: these tests are about money, so nothing is rendered.
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const u = await t.createUser();
    member = { token: (await t.login(u.email, u.password)).token, id: u.id, email: u.email };
  });

  it('buys a five-song rush bundle with the test card, and the next order spends a credit', async () => {
    const res = await order(
      { prompt: 'Team anthem for Brightline', priority: '6hr', bundle: 'five', totalPrice: 1, price: 0 },
      member.token,
    );
    const created = res.json().data;
    // The client's price is ignored: five rush songs are 999 × 5 × 0.4.
    expect(created).toMatchObject({ status: 'pending', requires_payment: true, amount: 1998, currency: 'USD' });
    expect(created.payment_url).toMatch(/^\/checkout\/sandbox\/sbx_/);

    const page = await t.request({ method: 'GET', url: created.payment_url });
    expect(page.body).toContain('$19.98');
    const { res: paid, reference } = await payOnCheckout(t, created.payment_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://serenade.test/checkout/complete?request=${created.request_id}&reference=${reference}`,
    );

    const body = { reference, amount: 1998, song_request_id: created.request_id };
    const [first, second] = await Promise.all([process(body), process(body)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.payment_id).toBe(first.json().data.payment_id);
    expect(first.json().data.status).toBe('paid');
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.reference, reference))).toHaveLength(1);
    expect(await balance(member.id)).toBe(4);

    const next = await order({ prompt: 'Another one', priority_level: 'rush' }, member.token);
    expect(next.json().data).toMatchObject({ status: 'paid', requires_payment: false, paid_with: 'credit', amount: 0 });
    expect(await balance(member.id)).toBe(3);

    await t.drain();
    expect((await t.mails(member.email)).map((m) => m.kind)).toContain('payment-receipt');
    const history = (
      await t.request({ method: 'GET', url: '/api/billing/history', headers: bearer(member.token) })
    ).json().data;
    expect(history.payments).toMatchObject([
      { amount: 1998, status: 'successful', lastFour: '4242', methodType: 'card' },
    ]);
    expect(history.credits).toEqual([{ tier: '6hr', balance: 3 }]);
    // Manual mode: the paid request waits for an admin upload.
    const [row] = await t.app.ctx.db
      .select()
      .from(songRequests)
      .where(eq(songRequests.id, next.json().data.request_id));
    expect(row!.status).toBe('processing');
  });

  it('shows a declined card and charges nothing', async () => {
    const created = (
      await order({ prompt: 'Declined', priority: '24hr', name: 'Gus', email: 'gus@example.com' })
    ).json().data;
    const { res, reference } = await payOnCheckout(t, created.payment_url, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card was declined.');
    const attempt = await process({ reference, amount: 499, song_request_id: created.request_id });
    expect(attempt.statusCode).toBe(402);
    expect(attempt.json()).toMatchObject({ code: 'PAYMENT_DECLINED', error: 'Your card was declined.' });
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.reference, reference))).toHaveLength(0);
    const [row] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, created.request_id));
    expect(row!.status).toBe('pending');
  });

  it('refuses tampered, foreign, unknown and reused payments and changes nothing', async () => {
    const a = (await order({ prompt: 'A', priority: '24hr', name: 'Ann', email: 'ann@example.com' })).json().data;
    const b = (await order({ prompt: 'B', priority: '24hr', name: 'Bob', email: 'bob@example.com' })).json().data;
    const { reference } = await payOnCheckout(t, a.payment_url, '4242424242424242');
    const cases: [object, number, string][] = [
      [{ reference, amount: 1, song_request_id: a.request_id }, 400, 'PAYMENT_MISMATCH'],
      [{ reference, amount: 499, song_request_id: b.request_id }, 400, 'PAYMENT_INVALID'],
      [
        { reference: 'sbx_000000000000000000000000', amount: 499, song_request_id: a.request_id },
        400,
        'PAYMENT_INVALID',
      ],
      [{ reference, amount: '499', song_request_id: a.request_id }, 400, 'VALIDATION_ERROR'],
      [{ reference, amount: 499, song_request_id: 'nope' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await process(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.reference, reference))).toHaveLength(0);
    expect((await process({ reference, amount: 499, song_request_id: a.request_id })).statusCode).toBe(200);
    const reused = await process({ reference, amount: 499, song_request_id: b.request_id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('This payment reference has already been used');
    const [rowB] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, b.request_id));
    expect(rowB!.status).toBe('pending');
  });

  it('names bad order fields and keeps other people’s requests hidden', async () => {
    const cases: [object, string][] = [
      [
        {
          prompt: 'x',
          priority: '6hr',
          name: 'N',
          email: 'n@example.com',
          notify_emails: ['ok@example.com', 'not-an-email'],
        },
        'notify_emails.1',
      ],
      [{ priority: 'free', name: 'N', email: 'n@example.com' }, 'prompt'],
      [{ prompt: 'x', priority: 'turbo', name: 'N', email: 'n@example.com' }, 'priority'],
      [{ prompt: 'x', priority: '6hr', bundle: 'five', name: 'N', email: 'n@example.com' }, 'bundle'],
      [{ prompt: 'x', priority: '6hr', bundle: 'five', is_subscription: true }, 'is_subscription'],
      [{ prompt: 'x', priority: 'free', email: 'n@example.com' }, 'name'],
      [{ prompt: 'x', hack: true, name: 'N', email: 'n@example.com' }, 'hack'],
    ];
    for (const [payload, field] of cases) {
      const res = await order(payload, field === 'is_subscription' ? member.token : undefined);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const mine = (await order({ prompt: 'Mine', priority: 'free' }, member.token)).json().data;
    const other = await t.createUser();
    const otherToken = (await t.login(other.email, other.password)).token;
    const peek = await t.request({
      method: 'GET',
      url: `/api/songs/request/${mine.request_id}/status`,
      headers: bearer(otherToken),
    });
    expect(peek.statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/songs/request/${mine.request_id}/status`,
          headers: bearer(member.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes audio or image samples and refuses anything else', async () => {
    const payload = JSON.stringify({ prompt: 'With samples', priority: 'free', name: 'S', email: 's@example.com' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const good = multipartBody([
      { name: 'payload', value: payload },
      { name: 'samples', filename: 'photo.png', data: png, type: 'image/png' },
    ]);
    const ok = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: good.headers,
      payload: good.payload,
    });
    expect(ok.statusCode).toBe(201);
    const bad = multipartBody([
      { name: 'payload', value: payload },
      { name: 'samples', filename: 'notes.png', data: Buffer.from('plain text'), type: 'image/png' },
    ]);
    const refused = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bad.headers,
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error).toBe('Sample files must be audio or images');
  });

  it('subscribes monthly with the ten bundle, renews on schedule, and cancels', async () => {
    const u = await t.createUser();
    const token = (await t.login(u.email, u.password)).token;
    const created = (
      await order({ prompt: 'Monthly', priority: '24hr', bundle: 'ten', is_subscription: true }, token)
    ).json().data;
    // 10 Express songs at 65% off: 499 × 10 × 0.35 = 1746.5 cents, charged as $17.47 a month.
    expect(created.amount).toBe(1747);
    const { reference } = await payOnCheckout(t, created.payment_url, '4242424242424242');
    expect((await process({ reference, amount: 1747, song_request_id: created.request_id })).statusCode).toBe(200);
    expect(await balance(u.id)).toBe(9);
    let history = (await t.request({ method: 'GET', url: '/api/billing/history', headers: bearer(token) })).json().data;
    expect(history.subscription).toMatchObject({ status: 'active', tier: '24hr', amount: 1747 });

    expect(await t.app.ctx.payments.renewDue(new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await balance(u.id)).toBe(19);
    history = (await t.request({ method: 'GET', url: '/api/billing/history', headers: bearer(token) })).json().data;
    expect(history.payments).toHaveLength(2);

    const cancel = await t.request({ method: 'POST', url: '/api/billing/subscription/cancel', headers: bearer(token) });
    expect(cancel.json().data.subscription.status).toBe('canceled');
    expect(await t.app.ctx.payments.renewDue(new Date(Date.now() + 90 * 24 * 3600 * 1000))).toBe(0);
  });
});
