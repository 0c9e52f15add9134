import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeMp3 } from '../../apps/server/src/test/audio-fixtures';
import { expect, test } from '../support/fixtures';

// The smallest valid PNG: the server checks attachments by their bytes.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function registerThroughTheUi(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Uma Uploader');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Melody#2026');
  await dialog.getByLabel('Confirm Password').fill('Melody#2026');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('[SONGS] a member uploads an MP3 with progress and finds it in /my-songs, makes it public, and a visitor sees it in latest songs', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serenade-upload-'));
  const mp3 = path.join(dir, 'harbour-lights.mp3');
  writeFileSync(mp3, await makeMp3(8));
  const title = `Harbour Lights ${Date.now()}`;

  try {
    await registerThroughTheUi(page, `uma.${Date.now()}@example.com`);

    await page.goto('/upload');
    await page.getByLabel('Audio file').setInputFiles(mp3);
    await expect(page.getByText('harbour-lights.mp3')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('radio', { name: 'Private' }).check();

    // Throttle the upload (about 128 KB at 32 KB/s) so the progress can be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 32 * 1024,
    });
    await page.getByRole('button', { name: 'Upload Song' }).click();
    const progress = page.getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Upload complete!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Private: only you can play it')).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.getByRole('link', { name: 'View My Songs' }).click();
    await expect(page).toHaveURL(/\/my-songs$/);
    const row = page.getByRole('listitem', { name: title });
    await expect(row.getByText('Private', { exact: true })).toBeVisible();
    await expect(row.getByText('0:08')).toBeVisible();
    await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', /^\/track\/[0-9a-f-]{36}$/);
    const toggle = row.getByRole('switch', { name: /Public/ });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    // making a song public asks for its public description first (issue 20 item 7)
    const publish = page.getByRole('dialog', { name: `Make “${title}” public` });
    await expect(publish.getByLabel('Public description')).not.toBeEmpty();
    await publish.getByRole('button', { name: 'Make public' }).click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Song is now public', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('listitem', { name: title }).getByRole('switch', { name: /Public/ })).toBeChecked();

    const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/');
      await expect(visitor.getByRole('region', { name: 'Latest songs' }).getByText(title)).toBeVisible();
    } finally {
      await visitorContext.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('[CONTENT] a visitor reads the FAQ prices from the server and sends feedback', async ({ page }) => {
  await page.goto('/faq');
  const prices = page.getByRole('region', { name: 'Delivery speeds and prices' });
  for (const name of ['Standard', 'Express', 'Rush']) {
    await expect(prices.getByRole('heading', { name })).toBeVisible();
  }
  await expect(prices.getByText('$4.99', { exact: true })).toBeVisible();
  await expect(prices.getByText('$9.99', { exact: true })).toBeVisible();
  await expect(prices.getByText('Within 24 hours', { exact: true })).toBeVisible();

  // An answer opens and closes like an accordion.
  const question = page.getByText('What is your refund policy?');
  await question.click();
  await expect(page.getByText('Unused bundle credits can be refunded within 14 days of purchase.')).toBeVisible();

  await page.goto('/feedback');
  await page.getByLabel('Category').selectOption('feature_request');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Playlists for my custom songs');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('I would love to collect all the birthday songs in one playlist.');
  await page.getByRole('radio', { name: '3 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Email (optional)').fill('vera.visitor@example.com');
  await page.getByLabel('Attachments').setInputFiles({ name: 'idea.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('idea.png')).toBeVisible();
  await expect(page.getByText('1 KB')).toBeVisible();
  await page.getByRole('button', { name: 'Send Feedback' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await expect(page.getByText('we will write to vera.visitor@example.com')).toBeVisible();
});
