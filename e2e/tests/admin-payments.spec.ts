import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN, MEMBER } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

const SHOTS = '/tmp/shots/payments';
mkdirSync(SHOTS, { recursive: true });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenFor(request: APIRequestContext, account: { email: string; password: string }, path = '/api/login') {
  const res = await request.post(path, { data: { email: account.email, password: account.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

/**
 * A real paid order: the member orders through the API, pays on the sandbox provider's checkout
 * page with the test card in a browser, and the payment is verified as the order modal does.
 */
async function paidOrder(browser: Browser, request: APIRequestContext, token: string, order: object) {
  const created = await request.post('/api/song/request', { headers: bearer(token), data: order });
  expect(created.status()).toBe(201);
  const { request_id, payment_url, amount } = (await created.json()).data;
  const checkout = await browser.newPage();
  await checkout.goto(`${process.env.E2E_BASE_URL}${payment_url}`);
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await checkout.waitForURL(/\/checkout\/complete/);
  await checkout.close();
  const reference = String(payment_url).split('/').pop();
  const processed = await request.post('/api/payment/process', {
    data: { reference, amount, song_request_id: request_id },
  });
  expect(processed.status()).toBe(200);
  return { requestId: request_id as string, paymentId: (await processed.json()).data.payment_id as string, amount };
}

async function outboxKinds(request: APIRequestContext, adminToken: string, to: string) {
  const res = await request.get(`/api/admin/outbox?search=${encodeURIComponent(to)}&limit=50`, {
    headers: bearer(adminToken),
  });
  return (await res.json()).data.messages as { id: string; kind: string; to: string }[];
}

async function openPayments(page: Page) {
  await page.goto('/admin/payment');
  await expect(page.getByRole('heading', { name: 'Payment Management' })).toBeVisible();
}

test('[ADMIN] an admin refunds a payment once and the second refund is refused', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const title = `Refund Waltz ${Date.now()}`;
  const member = await tokenFor(request, MEMBER);
  const paid = await paidOrder(browser, request, member, { title, prompt: 'A waltz for Nan', priority: '24hr' });
  expect(paid.amount).toBe(499);

  // Two admin pages on the same list: the second one goes stale.
  await loginAs(page, ADMIN);
  await openPayments(page);
  const stale = await page.context().newPage();
  await openPayments(stale);

  const row = page.getByTestId(`payment-${paid.paymentId}`);
  await expect(row).toContainText('$4.99');
  await expect(row).toContainText(MEMBER.email);
  await expect(row).toContainText('Successful');
  await expect(page.getByText('Total Revenue', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payments-tab.png`, fullPage: true });

  await row.getByRole('button', { name: /^View/ }).click();
  const detail = page.getByRole('dialog', { name: 'Payment details' });
  await expect(detail).toContainText(title);
  await expect(detail).toContainText('Card •••• 4242');
  await page.screenshot({ path: `${SHOTS}/detail-modal.png` });

  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue refund' });
  await expect(confirm).toContainText('Are you sure you want to issue a refund for this payment?');
  await page.screenshot({ path: `${SHOTS}/refund-confirm.png` });
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  // The stale page still offers a refund; the server refuses it and the page says why.
  await stale.bringToFront();
  const staleRow = stale.getByTestId(`payment-${paid.paymentId}`);
  await expect(staleRow).toContainText('Successful');
  await staleRow.getByRole('button', { name: /^Refund/ }).click();
  const staleConfirm = stale.getByRole('dialog', { name: 'Issue refund' });
  await staleConfirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(staleConfirm.getByRole('alert')).toHaveText(
    'Failed to refund payment. Please try again. This payment has already been refunded.',
  );
  await stale.screenshot({ path: `${SHOTS}/refund-refused.png` });
  await staleConfirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(staleRow).toContainText('Refunded');
  await stale.setViewportSize({ width: 390, height: 844 });
  await stale.screenshot({ path: `${SHOTS}/payments-390.png`, fullPage: true });

  // Refunded once, and the payer was told.
  const admin = await tokenFor(request, ADMIN, '/api/admin/login');
  const shown = (await (await request.get(`/api/admin/payments/${paid.paymentId}`, { headers: bearer(admin) })).json())
    .data;
  expect(shown).toMatchObject({ status: 'refunded', refunded_by: { email: ADMIN.email } });
  const refunds = (await outboxKinds(request, admin, MEMBER.email)).filter((m) => m.kind === 'refund');
  const mine = [];
  for (const m of refunds) {
    const full = (await (await request.get(`/api/admin/outbox/${m.id}`, { headers: bearer(admin) })).json()).data;
    if (full.text.includes(paid.paymentId.slice(0, 8).toUpperCase())) mine.push(full);
  }
  expect(mine).toHaveLength(1);
  expect(mine[0].subject).toBe('Your Serenade refund');
  expect(mine[0].text).toContain('We have refunded $4.99');
});

test('[ADMIN] an admin cancels a member’s subscription and the member is told', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = `subscriber.${Date.now()}@example.com`;
  const signup = await request.post('/api/signup', {
    data: { name: 'Sasha Subscriber', email, password: 'Melody#2026' },
  });
  expect(signup.status()).toBe(201);
  const member = (await signup.json()).data.token as string;
  await paidOrder(browser, request, member, {
    prompt: 'Monthly songs for the team',
    priority: '24hr',
    bundle: 'ten',
    is_subscription: true,
  });

  await loginAs(page, ADMIN);
  await openPayments(page);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/tab=subscriptions/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Express monthly — 10 songs');
  await page.screenshot({ path: `${SHOTS}/subscriptions-tab.png`, fullPage: true });

  await row.getByRole('button', { name: /^Cancel/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm).toContainText('Are you sure you want to cancel this subscription?');
  await page.screenshot({ path: `${SHOTS}/cancel-confirm.png` });
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Canceled');
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('canceled');
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Canceled');

  const admin = await tokenFor(request, ADMIN, '/api/admin/login');
  expect((await outboxKinds(request, admin, email)).map((m) => m.kind)).toContain('subscription-canceled');
  const again = await request.get(`/api/billing/history`, { headers: bearer(member) });
  expect((await again.json()).data.subscription).toMatchObject({ status: 'canceled' });

  // A phone-width look at the same screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/subscriptions-390.png`, fullPage: true });
});
