import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { adminHeaders } from '../support/approval';
import { expect, test } from '../support/fixtures';
import { mailedLink, mailTo } from '../support/mailbox';
import { loginAs } from '../support/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '../test-results';
// Three attempts render a one-minute song each before storing fails; a small shared machine needs minutes.
const FAILED_MS = 12 * 60_000;
const SONG_READY_MS = 5 * 60_000;

/**
 * A real storage fault, as a full or broken disk gives one: the server's files folder (DATA_DIR/files) gets a
 * plain file where the folder `name` should be, so every write under it fails with the operating system's
 * error. Nothing in the server is stubbed. Returns what puts the folder back.
 */
async function breakStorageFolder(name: string): Promise<() => Promise<void>> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'files', name);
  const aside = `${dir}.aside`;
  const existed = await stat(dir).then(
    () => true,
    () => false,
  );
  if (existed) await rename(dir, aside);
  await writeFile(dir, 'not a folder');
  return async () => {
    await rm(dir, { force: true });
    if (existed) await rename(aside, dir);
  };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/admin-retry-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-retry-${name}-390.png`, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${name}: nothing past the edge at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function setProduction(request: APIRequestContext, change: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const current = (await (await request.get('/api/admin/settings', { headers })).json()).data.production;
  const res = await request.put('/api/admin/settings', { headers, data: { production: { ...current, ...change } } });
  expect(res.status()).toBe(200);
  return current as Record<string, unknown>;
}

test('[ADMIN] a song whose production failed for good is shown failed, the buyer is told, and the admin retries it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(FAILED_MS + SONG_READY_MS + 3 * 60_000);
  const stamp = Date.now();
  const email = `rosa.${stamp}@example.com`;
  const title = `Shoebox Photos ${stamp}`;
  // Straight into production (no lyric approval step); the setting is put back at the end.
  const before = await setProduction(request, { lyricApproval: false, mode: 'auto' });
  const restores: (() => Promise<void>)[] = [];
  try {
    // /api/ready reports storage: with the folder its check writes to broken, 503 naming the files folder.
    const unbreakHealth = await breakStorageFolder('health');
    restores.push(unbreakHealth);
    const down = await request.get('/api/ready');
    expect(down.status()).toBe(503);
    const downBody = (await down.json()).data;
    expect(downBody).toMatchObject({ status: 'not_ready', database: 'up', storage: 'down' });
    expect(downBody.problem).toMatch(/^File storage is not usable: the files folder cannot be written/);
    await unbreakHealth();
    restores.pop();
    const up = await request.get('/api/ready');
    expect(up.status()).toBe(200);
    expect((await up.json()).data).toMatchObject({ status: 'ready', storage: 'up', problem: null });

    // Song files cannot be stored: every attempt renders, then fails writing; the last one ends the request.
    const unbreakSongs = await breakStorageFolder('songs');
    restores.push(unbreakSongs);

    // A visitor orders an Express song and pays with the test card, as the checkout page does.
    const res = await request.post('/api/song/request', {
      data: {
        title,
        description: 'For Ana who keeps every photo in a shoebox under the stairs',
        song_types: ['pop'],
        priority_level: 'express',
        name: 'Rosa Buyer',
        email,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const created = (await res.json()).data as { request_id: string; payment_url: string; amount: number };
    const paid = await request.post(created.payment_url, {
      form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Rosa Buyer' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    const processed = await request.post('/api/payment/process', {
      data: {
        reference: created.payment_url.split('/').pop(),
        amount: created.amount,
        song_request_id: created.request_id,
      },
    });
    expect((await processed.json()).data.status).toBe('paid');

    const headers = await adminHeaders(request);
    const adminStatus = async () =>
      (await (await request.get(`/api/admin/requests/${created.request_id}`, { headers })).json()).data.status;
    await expect.poll(adminStatus, { timeout: FAILED_MS, intervals: [5_000] }).toBe('failed');
    await unbreakSongs();
    restores.pop();

    // The buyer's mail says so, in plain words, and links to the request's status page.
    const failedMail = await mailTo(email, /^We could not finish your song$/);
    expect(failedMail.text).toContain('a problem on our side');
    expect(failedMail.text).not.toMatch(/ENOTDIR|EEXIST|files\/songs|storage/i);
    const statusLink = await mailedLink(email, `/requests/${created.request_id}?token=`);

    // The status page the mail opens shows the failure in words a buyer can read; the buyer leaves it open.
    const buyer = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await buyer.goto(statusLink);
    await expect(buyer.getByTestId('request-status')).toHaveText('Failed');
    const buyerAlert = buyer.getByRole('alert').filter({ hasText: 'Your song could not be made' });
    await expect(buyerAlert).toContainText('We could not finish your song because of a problem on our side');
    await expect(buyerAlert).not.toContainText(/ENOTDIR|storage/i);
    await shoot(buyer, 'buyer-failed');

    // The admin finds it failed in the request list.
    await loginAs(page, ADMIN);
    await page.goto(`/admin/requests?status=failed&search=${encodeURIComponent(title)}`);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('combobox', { name: /^Status of request/ })).toHaveValue('failed');
    await page.screenshot({ path: `${SHOTS}/admin-retry-list-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Song requests' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByRole('combobox', { name: /^Status of request/ })).toHaveValue('failed');
    await page.screenshot({ path: `${SHOTS}/admin-retry-list-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The details say what the buyer read, and the history holds what really went wrong.
    await row.getByRole('link', { name: `View details of ${title}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const failedAlert = page.getByRole('status').filter({ hasText: 'Production failed' });
    await expect(failedAlert).toContainText('We could not finish your song because of a problem on our side');
    const history = page.getByRole('region', { name: 'Status history' });
    const failedStep = history.getByRole('row').filter({ hasText: /Generating\s*→\s*Failed/ });
    await expect(failedStep).toContainText(/files\/songs/);
    await expect(failedStep).toContainText('System');
    await shoot(page, 'details-failed');

    // Retry: the request goes back into production and is made this time.
    await failedAlert.getByRole('button', { name: 'Retry production' }).click();
    await expect(page.getByText('Sent back to production', { exact: true })).toBeVisible();
    await expect(failedAlert).toBeHidden();
    await expect(history.getByRole('row').filter({ hasText: 'Retried by staff' })).toContainText(ADMIN.name);

    // The details follow the request by themselves until the song is there.
    await expect(
      page.getByRole('region', { name: 'Final song' }).getByRole('link', { name: 'Open the song' }),
    ).toBeVisible({ timeout: SONG_READY_MS });
    await expect(history.getByRole('row').filter({ hasText: /Generating\s*→\s*Completed/ })).toBeVisible();
    await shoot(page, 'details-completed');

    // The buyer gets the song-ready mail, and the status page they left open moves on to Completed by itself.
    const readyMail = await mailTo(email, /^Your song is ready/, 30_000);
    expect(readyMail.subject).toContain(title);
    await expect(buyer.getByTestId('request-status')).toHaveText('Completed', { timeout: 45_000 });
    await expect(buyer.getByRole('alert').filter({ hasText: 'Your song could not be made' })).toBeHidden();
  } finally {
    for (const restore of restores.reverse()) await restore();
    await setProduction(request, before);
  }
});
