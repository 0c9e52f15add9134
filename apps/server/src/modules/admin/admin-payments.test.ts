import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments, sandboxCheckouts, subscriptions } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp, type TestApp } from '../../test/harness';
import { insertPayment } from '../orders/orders.repo';

type Who = { id: string; token: string; email: string; name: string };

/** Orders, pays on the sandbox checkout page with the test card and verifies, as the browser does. */
async function buy(t: TestApp, order: Record<string, unknown>, token?: string) {
  const created = await t.request({
    method: 'POST',
    url: '/api/song/request',
    headers: token ? bearer(token) : {},
    payload: order,
  });
  expect(created.statusCode, created.body).toBe(201);
  const r = created.json().data as { request_id: string; payment_url: string; amount: number };
  const paid = await t.request({
    method: 'POST',
    url: r.payment_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'P' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const reference = r.payment_url.split('/').pop()!;
  const processed = await t.request({
    method: 'POST',
    url: '/api/payment/process',
    payload: { reference, amount: r.amount, song_request_id: r.request_id },
  });
  expect(processed.statusCode, processed.body).toBe(200);
  return {
    requestId: r.request_id,
    paymentId: processed.json().data.payment_id as string,
    reference,
    amount: r.amount,
  };
}

describe.each(DB_TARGETS)('admin payments and subscriptions (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who, superadmin: Who;
  const call = (method: 'GET' | 'POST', url: string, who?: Who | null) =>
    t.request({ method, url, headers: who ? bearer(who.token) : {} });
  const balance = async (userId: string) =>
    (await t.app.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).reduce(
      (n, r) => n + r.delta,
      0,
    );
  const sandboxRow = async (reference: string) =>
    (await t.app.ctx.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, reference)))[0]!;
  /** A payment as another provider path would have recorded it (failed and pending never come from the sandbox). */
  const recordPayment = (o: { status: 'successful' | 'failed' | 'pending'; amount?: number; at?: string }) =>
    insertPayment(t.app.ctx.db, {
      email: 'ledger@example.com',
      provider: 'legacy',
      reference: `legacy_${randomBytes(6).toString('hex')}`,
      amount: o.amount ?? 1000,
      currency: 'USD',
      status: o.status,
      methodType: 'card',
      lastFour: '1111',
      itemDescription: 'Imported payment',
      ...(o.at ? { createdAt: new Date(o.at) } : {}),
    });

  beforeAll(async () => {
    // Money only: nothing is rendered.
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const mk = async (role: 'user' | 'editor' | 'admin' | 'superadmin' = 'user') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, name: u.name };
    };
    [member, suspended, editor, admin, superadmin] = [
      await mk(),
      await mk(),
      await mk('editor'),
      await mk('admin'),
      await mk('superadmin'),
    ];
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${suspended.id}`,
      headers: bearer(admin.token),
      payload: { status: 'suspended' },
    });
  });

  it('lets only admins and superadmins in: guests, members, suspended members and editors are refused', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST', string, number][] = [
      ['GET', '/api/admin/payments', 200],
      ['GET', '/api/admin/payments/stats', 200],
      ['GET', `/api/admin/payments/${someId}`, 404],
      ['POST', `/api/admin/payments/${someId}/refund`, 404],
      ['GET', '/api/admin/subscriptions', 200],
      ['POST', `/api/admin/subscriptions/${someId}/cancel`, 404],
    ];
    for (const [method, url, adminStatus] of routes) {
      expect((await call(method, url, null)).statusCode, `${url} guest`).toBe(401);
      expect((await call(method, url, member)).statusCode, `${url} member`).toBe(403);
      expect((await call(method, url, suspended)).statusCode, `${url} suspended`).toBe(401);
      const byEditor = await call(method, url, editor);
      expect(byEditor.statusCode, `${url} editor`).toBe(403);
      expect(byEditor.json().code).toBe('FORBIDDEN');
      expect((await call(method, url, admin)).statusCode, `${url} admin`).toBe(adminStatus);
      expect((await call(method, url, superadmin)).statusCode, `${url} superadmin`).toBe(adminStatus);
    }
  });

  it('lists payments newest first with SPEC fields, filters by status and whole days, and pages by 10', async () => {
    const bought = await buy(t, { title: 'Paper Anniversary', prompt: 'For Jo', priority: '24hr' }, member.token);
    const res = await call('GET', '/api/admin/payments', admin);
    expect(res.statusCode).toBe(200);
    const first = res.json().data.payments[0];
    expect(first).toEqual({
      id: bought.paymentId,
      user_id: member.id,
      user_email: member.email,
      amount: 499,
      currency: 'USD',
      status: 'successful',
      created_at: expect.any(String),
      refunded_at: null,
      payment_method_type: 'card',
      last_four: '4242',
      item_description: expect.stringContaining('Express'),
      metadata: { bundle: 'single', priority: '24hr', subscription: false },
      request_id: bought.requestId,
      subscription_id: null,
      refund_in_progress: false,
    });

    // Twelve old payments in March 2021, three of them failed and one pending.
    for (let i = 1; i <= 12; i++) {
      const status = i <= 3 ? 'failed' : i === 4 ? 'pending' : 'successful';
      await recordPayment({ status, amount: 100 * i, at: `2021-03-${String(i).padStart(2, '0')}T12:00:00Z` });
    }
    const march = (q: string) =>
      call('GET', `/api/admin/payments?start_date=2021-03-01&end_date=2021-03-31${q}`, admin);
    const p1 = (await march('')).json().data;
    expect(p1).toMatchObject({ total: 12, totalPages: 2, page: 1 });
    expect(p1.payments).toHaveLength(10);
    expect(p1.payments.map((p: { amount: number }) => p.amount).slice(0, 3)).toEqual([1200, 1100, 1000]);
    const p2 = (await march('&page=2')).json().data;
    expect(p2.payments.map((p: { amount: number }) => p.amount)).toEqual([200, 100]);
    expect((await march('&status=failed')).json().data).toMatchObject({ total: 3, totalPages: 1 });
    expect((await march('&status=pending')).json().data.payments.map((p: { amount: number }) => p.amount)).toEqual([
      400,
    ]);
    expect((await march('&status=refunded')).json().data).toMatchObject({ total: 0, totalPages: 1, payments: [] });
    expect((await march('&limit=5&page=3')).json().data).toMatchObject({ total: 12, totalPages: 3 });
    // Both ends of the range are whole days, inclusive.
    const days = (await call('GET', '/api/admin/payments?start_date=2021-03-02&end_date=2021-03-03', admin)).json()
      .data;
    expect(days.payments.map((p: { amount: number }) => p.amount)).toEqual([300, 200]);
    const today = new Date().toISOString().slice(0, 10);
    const current = (await call('GET', `/api/admin/payments?start_date=${today}`, admin)).json().data;
    expect(current.payments.map((p: { id: string }) => p.id)).toContain(bought.paymentId);
    expect(current.payments.every((p: { created_at: string }) => p.created_at >= `${today}T00:00`)).toBe(true);
    // An empty filter from a form means no filter.
    expect((await call('GET', '/api/admin/payments?status=&start_date=&end_date=', admin)).statusCode).toBe(200);
  });

  it('names the field of a bad filter', async () => {
    const cases: [string, string, string][] = [
      ['/api/admin/payments?status=paid', 'status', 'status must be one of'],
      ['/api/admin/payments?start_date=03/01/2021', 'start_date', 'start_date must be a date (YYYY-MM-DD)'],
      ['/api/admin/payments?start_date=2021-02-31', 'start_date', 'start_date must be a real date'],
      ['/api/admin/payments?end_date=2021-13-01', 'end_date', 'end_date must be a real date'],
      [
        '/api/admin/payments?start_date=2021-03-05&end_date=2021-03-01',
        'end_date',
        'end_date must be on or after start_date',
      ],
      ['/api/admin/payments?limit=0', 'limit', 'limit must be 1-100'],
      ['/api/admin/payments?page=abc', 'page', ''],
      ['/api/admin/subscriptions?status=expired', 'status', 'status must be one of'],
      ['/api/admin/subscriptions?end_date=tomorrow', 'end_date', 'end_date must be a date (YYYY-MM-DD)'],
    ];
    for (const [url, field, message] of cases) {
      const res = await call('GET', url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field, url).toBe(field);
      expect(res.json().error, url).toContain(message);
    }
  });

  it('refunds a bundle once through the provider, takes back its unused credits and e-mails the payer', async () => {
    const bought = await buy(
      t,
      { title: 'Team Anthem', prompt: 'Rush bundle', priority: '6hr', bundle: 'five' },
      member.token,
    );
    expect(bought.amount).toBe(1998);
    const before = await balance(member.id);
    // The member spends one of the four credits left on another order.
    const spent = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bearer(member.token),
      payload: { prompt: 'Second rush song', priority: '6hr' },
    });
    expect(spent.json().data.paid_with).toBe('credit');
    expect(await balance(member.id)).toBe(before - 1);

    const res = await call('POST', `/api/admin/payments/${bought.paymentId}/refund`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: bought.paymentId,
      status: 'refunded',
      refunded_at: expect.any(String),
      refund_reference: expect.stringMatching(/^re_[0-9a-f]{24}$/),
      refunded_by: { id: admin.id, name: admin.name, email: admin.email },
      request_title: 'Team Anthem',
      credits_revoked: 3,
      refund_in_progress: false,
    });
    // The provider really refunded it, once.
    expect((await sandboxRow(bought.reference)).refundedAmount).toBe(1998);
    expect(await balance(member.id)).toBe(before - 1 - 3);
    const ledger = await t.app.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.paymentId, bought.paymentId), eq(creditLedger.reason, 'refund')));
    expect(ledger.map((l) => [l.tier, l.delta])).toEqual([['6hr', -3]]);

    const again = await call('POST', `/api/admin/payments/${bought.paymentId}/refund`, superadmin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REFUNDED', error: 'This payment has already been refunded' });
    expect((await sandboxRow(bought.reference)).refundedAmount).toBe(1998);
    expect(await balance(member.id)).toBe(before - 4);

    await t.drain();
    const refundMails = (await t.mails(member.email)).filter((m) => m.kind === 'refund');
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.subject).toBe('Your Serenade refund');
    expect(refundMails[0]!.text).toContain('We have refunded $19.98 for');
    expect(refundMails[0]!.text).toContain('card ending 4242');
    expect(refundMails[0]!.text).toContain('The 3 unused song credits from this purchase have been removed');
    expect(refundMails[0]!.html).toContain('$19.98');

    const listed = (await call('GET', '/api/admin/payments?status=refunded', admin)).json().data.payments;
    expect(listed.map((p: { id: string }) => p.id)).toContain(bought.paymentId);
    const shown = (await call('GET', `/api/admin/payments/${bought.paymentId}`, admin)).json().data;
    expect(shown).toEqual(detail);
  });

  it('lets only one of two simultaneous refunds reach the provider', async () => {
    const guest = `guest.${randomBytes(3).toString('hex')}@example.com`;
    const bought = await buy(t, { prompt: 'Guest order', priority: '24hr', name: 'Gia Guest', email: guest });
    const results = await Promise.all([
      call('POST', `/api/admin/payments/${bought.paymentId}/refund`, admin),
      call('POST', `/api/admin/payments/${bought.paymentId}/refund`, superadmin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(['ALREADY_REFUNDED', 'REFUND_IN_PROGRESS']).toContain(refused.code);
    expect((await sandboxRow(bought.reference)).refundedAmount).toBe(499);
    const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, bought.paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundReference: expect.stringMatching(/^re_/) });
    await t.drain();
    const mails = (await t.mails(guest)).filter((m) => m.kind === 'refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hi Gia Guest,');
    // A guest has no billing page to link to.
    expect(mails[0]!.text).not.toContain('/settings');
  });

  it('releases the claim when the provider refuses, so nothing is half-written and a retry works', async () => {
    const bought = await buy(t, { prompt: 'Provider trouble', priority: '24hr' }, member.token);
    // Someone already refunded it in the provider's own dashboard: the provider has nothing left to refund.
    await t.app.ctx.db
      .update(sandboxCheckouts)
      .set({ refundedAmount: 499 })
      .where(eq(sandboxCheckouts.id, bought.reference));
    const mailsBefore = (await t.mails(member.email)).length;
    const res = await call('POST', `/api/admin/payments/${bought.paymentId}/refund`, admin);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(res.json().error).toContain('The payment provider did not refund this payment');
    const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, bought.paymentId));
    expect(row).toMatchObject({ status: 'successful', refundedAt: null, refundReference: null, refundedBy: null });
    expect((await t.mails(member.email)).length).toBe(mailsBefore);

    await t.app.ctx.db
      .update(sandboxCheckouts)
      .set({ refundedAmount: 0 })
      .where(eq(sandboxCheckouts.id, bought.reference));
    const retry = await call('POST', `/api/admin/payments/${bought.paymentId}/refund`, admin);
    expect(retry.statusCode).toBe(200);
    expect((await sandboxRow(bought.reference)).refundedAmount).toBe(499);
  });

  it('refuses to refund failed, pending and unknown payments', async () => {
    for (const status of ['failed', 'pending'] as const) {
      const p = await recordPayment({ status });
      const res = await call('POST', `/api/admin/payments/${p.id}/refund`, admin);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'NOT_REFUNDABLE',
        error: `Only successful payments can be refunded; this payment is ${status}`,
      });
      const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, p.id));
      expect(row).toMatchObject({ status, refundedAt: null, refundReference: null, refundedBy: null });
    }
    const unknown = await call('POST', '/api/admin/payments/4b1f3c0e-0000-4000-8000-000000000000/refund', admin);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Payment not found' });
    const malformed = await call('POST', '/api/admin/payments/not-an-id/refund', admin);
    expect(malformed.statusCode).toBe(404);
  });

  it('counts payments and subscriptions, with net revenue in minor units', async () => {
    const stats = async () => (await call('GET', '/api/admin/payments/stats', admin)).json().data;
    const before = await stats();
    expect(before.currency).toBe('USD');
    const a = await buy(t, { prompt: 'Stats one', priority: '6hr' }, member.token);
    await buy(t, { prompt: 'Stats two', priority: '24hr' }, member.token);
    await recordPayment({ status: 'failed', amount: 5000 });
    await recordPayment({ status: 'pending', amount: 7000 });
    const mid = await stats();
    expect(mid).toMatchObject({
      totalAmount: before.totalAmount + 999 + 499,
      successfulPayments: before.successfulPayments + 2,
      failedPayments: before.failedPayments + 1,
      pendingPayments: before.pendingPayments + 1,
      refundedPayments: before.refundedPayments,
    });
    await call('POST', `/api/admin/payments/${a.paymentId}/refund`, admin);
    const after = await stats();
    expect(after).toMatchObject({
      totalAmount: before.totalAmount + 499,
      successfulPayments: before.successfulPayments + 1,
      refundedPayments: before.refundedPayments + 1,
    });
    // The net figure is every successful payment still standing, as the list shows them.
    const all = (await call('GET', '/api/admin/payments?status=successful&limit=100', admin)).json().data;
    expect(all.total).toBe(after.successfulPayments);
  });

  it('lists, filters and cancels a subscription once, e-mailing the member, and keeps its credits', async () => {
    const subscriber = await t.createUser({ name: 'Sol Subscriber' });
    const token = (await t.login(subscriber.email, subscriber.password)).token;
    const statsBefore = (await call('GET', '/api/admin/payments/stats', admin)).json().data;
    const bought = await buy(
      t,
      { prompt: 'Monthly songs', priority: '24hr', bundle: 'ten', is_subscription: true },
      token,
    );
    const [sub] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.id));
    expect(sub).toBeDefined();

    const list = (q = '') => call('GET', `/api/admin/subscriptions${q}`, admin).then((r) => r.json().data);
    const listed = await list();
    expect(listed.subscriptions[0]).toEqual({
      id: sub!.id,
      user_id: subscriber.id,
      user_email: subscriber.email,
      plan_name: 'Express monthly — 10 songs',
      status: 'active',
      created_at: expect.any(String),
      current_period_end: expect.any(String),
      canceled_at: null,
      amount: bought.amount,
      currency: 'USD',
    });
    const ids = async (q: string) => (await list(q)).subscriptions.map((s: { id: string }) => s.id);
    expect(await ids('?status=active')).toContain(sub!.id);
    expect(await ids('?status=canceled')).not.toContain(sub!.id);
    // The payment-style filters look at the subscription's latest payment.
    expect(await ids('?status=successful')).toContain(sub!.id);
    expect(await ids('?status=failed')).not.toContain(sub!.id);
    expect(await ids('?status=pending')).toEqual([]);
    expect(await ids('?end_date=2021-01-01')).toEqual([]);
    expect((await call('GET', '/api/admin/payments/stats', admin)).json().data.activeSubscriptions).toBe(
      statsBefore.activeSubscriptions + 1,
    );

    const credits = await balance(subscriber.id);
    expect(credits).toBe(9);
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/subscriptions/${sub!.id}/cancel`, admin),
      call('POST', `/api/admin/subscriptions/${sub!.id}/cancel`, superadmin),
    ]);
    const ok = [first, second].find((r) => r.statusCode === 200)!;
    const refused = [first, second].find((r) => r.statusCode !== 200)!;
    expect(ok.json().data).toMatchObject({ id: sub!.id, status: 'canceled', canceled_at: expect.any(String) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ALREADY_CANCELED',
      error: 'This subscription has already been canceled',
    });
    const third = await call('POST', `/api/admin/subscriptions/${sub!.id}/cancel`, admin);
    expect(third.statusCode).toBe(409);
    expect(await ids('?status=canceled')).toContain(sub!.id);
    expect(await balance(subscriber.id)).toBe(9);
    const statsAfter = (await call('GET', '/api/admin/payments/stats', admin)).json().data;
    expect(statsAfter.activeSubscriptions).toBe(statsBefore.activeSubscriptions);
    expect(statsAfter.canceledSubscriptions).toBe(statsBefore.canceledSubscriptions + 1);

    // The member sees it canceled too, and no renewal charges it.
    const history = (await t.request({ method: 'GET', url: '/api/billing/history', headers: bearer(token) })).json()
      .data;
    expect(history.subscription).toMatchObject({ status: 'canceled' });
    expect(await t.app.ctx.payments.renewDue(new Date(Date.now() + 40 * 24 * 3600 * 1000))).toBe(0);

    await t.drain();
    const mails = (await t.mails(subscriber.email)).filter((m) => m.kind === 'subscription-canceled');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('“Express monthly — 10 songs” was canceled');
    expect(mails[0]!.text).toContain('http://serenade.test/settings');

    // Refunding the subscription's payment takes back the nine unused credits.
    const refunded = await call('POST', `/api/admin/payments/${bought.paymentId}/refund`, admin);
    expect(refunded.json().data).toMatchObject({ status: 'refunded', credits_revoked: 9, subscription_id: sub!.id });
    expect(await balance(subscriber.id)).toBe(0);
  });
});
