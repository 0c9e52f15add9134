/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, MEMBER } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

const SHOTS = '/tmp/shots/admin-requests';

/** Nothing on the page reaches past the right edge of the window (no sideways scrolling, nothing cut). */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function rightEdge(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!.x + box!.width;
}

test('[ADMIN] song requests and the dashboard fit at 1280 px as tables and at 390 px as cards', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  // Two paid orders that wait for payment (nothing renders), with a long title and a long e-mail.
  const login = await request.post('/api/login', { data: { email: MEMBER.email, password: MEMBER.password } });
  expect(login.ok()).toBe(true);
  const auth = { authorization: `Bearer ${(await login.json()).data.token}` };
  const stamp = Date.now();
  const titles = [
    `A very long song title for the admin table check number ${stamp} that keeps going`,
    `Short ${stamp}`,
  ];
  const ids: string[] = [];
  for (const title of titles) {
    const res = await request.post('/api/song/request', {
      headers: auth,
      data: { title, prompt: 'For my aunt who grows tomatoes', priority: '24hr', event: 'Birthday' },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).data.request_id);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, ADMIN);
  await page.goto('/admin/requests');
  const table = page.getByRole('table');
  await expect(table.getByText(titles[1]!)).toBeVisible();
  for (const header of ['Priority', 'Status', 'Date', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  expect(await fitsWidth(page)).toBe(true);
  // The Actions column ends inside the card, inside the window.
  const row = table.getByRole('row').filter({ hasText: titles[0]! });
  const del = row.getByRole('button', { name: `Delete ${titles[0]}` });
  await expect(del).toBeVisible();
  expect(await rightEdge(page, 'table')).toBeLessThanOrEqual(1280);
  const delBox = (await del.boundingBox())!;
  expect(delBox.x + delBox.width).toBeLessThanOrEqual(await rightEdge(page, 'table'));
  await expect(page.getByRole('list', { name: 'Song requests' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/requests-1280.png` });

  // Uploading for an unpaid request says what it does before anyone does it.
  await row.getByRole('link', { name: `Upload song for ${titles[0]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/upload/${ids[0]}$`));
  await expect(page.getByRole('status').filter({ hasText: 'This request is not paid yet' })).toContainText(
    'delivers it to the buyer without payment',
  );

  await page.goto('/admin/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Song Requests' });
  await expect(recent.getByRole('table')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });

  // A phone: cards, with priority, status, date and every action on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/requests');
  const cards = page.getByRole('list', { name: 'Song requests' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const card = cards.getByRole('listitem').filter({ hasText: titles[0]! });
  await expect(card.getByText('Express')).toBeVisible();
  await expect(card.getByRole('combobox', { name: /^Status of request/ })).toBeVisible();
  for (const name of [`View details of ${titles[0]}`, `Upload song for ${titles[0]}`]) {
    await expect(card.getByRole('link', { name })).toBeVisible();
  }
  await expect(card.getByRole('button', { name: `Delete ${titles[0]}` })).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  for (const control of await card.locator('a, button, select').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, 'inside the window').toBeLessThanOrEqual(390);
    // Inside the card's border too (three actions once poked out of it by a few pixels).
    expect(box.x + box.width, 'inside the card').toBeLessThanOrEqual(cardBox.x + cardBox.width - 1);
    expect(box.height, 'a thumb-sized target').toBeGreaterThanOrEqual(44);
  }
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/requests-390.png`, fullPage: true });

  // The request's status history is one block per entry on a phone: who and the note are on screen.
  await card.getByRole('link', { name: `View details of ${titles[0]}` }).click();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem').first()).toContainText('System');
  await expect(page.locator('section[aria-label="Status history"] table')).toBeHidden();
  for (const item of await history.getByRole('listitem').all()) {
    const box = (await item.boundingBox())!;
    expect(box.x + box.width, 'history entry inside the window').toBeLessThanOrEqual(390);
  }
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/request-history-390.png`, fullPage: true });

  await page.goto('/admin/dashboard');
  const recentCards = page.getByRole('list', { name: 'Recent song requests' });
  await expect(recentCards.getByText(titles[1]!)).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
});
