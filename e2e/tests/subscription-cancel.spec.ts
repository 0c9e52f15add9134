import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'Melody#2026';

/**
 * A new member with an active monthly plan: a ten-song subscription order paid with the test card on
 * the sandbox provider's checkout (its form posted as the browser would), then verified as the order
 * modal does. The journey is about the cancel dialog, so the purchase takes the short road.
 */
async function subscribedMember(request: APIRequestContext) {
  const email = `keep.or.cancel.${Date.now()}@example.com`;
  const signup = await request.post('/api/signup', { data: { name: 'Cleo Cancel', email, password: PASSWORD } });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).data.token as string;
  const created = await request.post('/api/song/request', {
    headers: { authorization: `Bearer ${token}` },
    data: { prompt: 'Monthly songs for the choir', priority: '24hr', bundle: 'ten', is_subscription: true },
  });
  expect(created.status()).toBe(201);
  const { request_id, payment_url, amount } = (await created.json()).data;
  const paid = await request.post(payment_url, {
    form: { name: 'Cleo Cancel', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const processed = await request.post('/api/payment/process', {
    data: { reference: String(payment_url).split('/').pop(), amount, song_request_id: request_id },
  });
  expect(processed.status()).toBe(200);
  return { email, password: PASSWORD };
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Opens the confirmation from the card: two worded choices, never a bare "Cancel" beside "Cancel subscription". */
async function openConfirm(page: Page, plan: Locator, width: number) {
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(dialog).toContainText('Are you sure you want to cancel this subscription?');
  // The third button is the dialog's corner close icon (named "Close", no text).
  await expect(dialog.getByRole('button')).toHaveText(['Keep subscription', 'Cancel subscription', '']);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  // Both choices sit inside the text column (a too-narrow dialog pushed them into its padding) and are finger-sized,
  // measured once the dialog's zoom-in animation has finished.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const text = (await dialog.getByText('Are you sure').boundingBox())!;
  for (const name of ['Keep subscription', 'Cancel subscription']) {
    const box = (await dialog.getByRole('button', { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(text.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(text.x + text.width + 0.5);
    expect(box.height).toBeGreaterThanOrEqual(40);
  }
  await page.screenshot({ path: test.info().outputPath(`dialog-${width}.png`) });
  return dialog;
}

test('[BILLING] a member keeps, then cancels their subscription from settings (desktop and phone)', async ({
  page,
  request,
}) => {
  const member = await subscribedMember(request);
  // Straight to settings through the login page, without loading the home page first.
  await page.goto('/login?redirect=/settings');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: /^Log In$/ }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // The card is the billing section's child that holds the "Subscription" heading.
  const plan = page
    .getByRole('region', { name: 'Billing' })
    .locator(':scope > div')
    .filter({ has: page.getByRole('heading', { name: 'Subscription', exact: true }) });
  await expect(plan).toContainText('Express monthly — 10 songs');
  await expect(plan).toContainText(/Renews on /);
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();

  // Desktop: the member thinks better of it.
  let dialog = await openConfirm(page, plan, DESKTOP.width);
  await dialog.getByRole('button', { name: 'Keep subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan).toContainText(/Renews on /);

  // Phone: this time they mean it.
  await page.setViewportSize(PHONE);
  await plan.screenshot({ path: test.info().outputPath(`card-${PHONE.width}.png`) });
  dialog = await openConfirm(page, plan, PHONE.width);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toBeHidden();
  const canceled = /Canceled; your credits stay, no further charges after /;
  await expect(plan).toContainText(canceled);
  await expect(plan.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await plan.screenshot({ path: test.info().outputPath(`canceled-${PHONE.width}.png`) });

  // The server kept it: a fresh load shows the same canceled plan.
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(plan).toContainText(canceled);
  await expect(plan.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
