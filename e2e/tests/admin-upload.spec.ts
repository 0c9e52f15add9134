import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { makeMp3 } from '../../apps/server/src/test/audio-fixtures';
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/mailbox';
import { loginAs } from '../support/session';

const SHOTS = '/tmp/shots/requests';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.token}` };
}

type OutboxItem = { id: string; kind: string; to: string };

test('[ADMIN] an admin uploads an MP3 for a manual-mode request and the requester receives the song e-mail', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const auth = await adminToken(request);
  const before = (await (await request.get('/api/admin/settings', { headers: auth })).json()).data;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serenade-admin-upload-'));
  const mp3 = path.join(dir, 'golden-years-final.mp3');
  writeFileSync(mp3, await makeMp3(6));
  const stamp = Date.now();
  const title = `Golden Years ${stamp}`;
  const requester = `rosa.${stamp}@example.com`;

  try {
    // Manual production: the request waits for an admin to upload its song.
    const manual = await request.put('/api/admin/settings', {
      headers: auth,
      data: { production: { ...before.production, mode: 'manual', lyricApproval: false } },
    });
    expect(manual.ok()).toBe(true);

    const order = await request.post('/api/song/request', {
      data: {
        title,
        description: 'Our parents met at a dance in 1975; mention the red bicycle.',
        event: 'Anniversary',
        song_types: ['soul'],
        priority_level: 'standard',
        name: 'Rosa Requester',
        email: requester,
      },
    });
    expect(order.status()).toBe(201);
    const requestId: string = (await order.json()).data.request_id;
    // A visitor's free song starts once they follow the confirmation mail (issue 16 item 6).
    const confirm = new URL(await mailedLink(requester, 'confirm='), 'http://x').searchParams.get('confirm')!;
    expect(
      (await request.post(`/api/songs/request/${requestId}/confirm-email`, { data: { token: confirm } })).ok(),
    ).toBe(true);
    // The worker moves it on to processing, where manual mode leaves it.
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/admin/requests/${requestId}`, { headers: auth })).json()).data.status,
      )
      .toBe('processing');

    await loginAs(page, ADMIN);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Users')).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Song Requests' });
    await expect(recent.getByText(title).filter({ visible: true })).toBeVisible(); // table here, cards on phones
    await expect(page.getByText('Sample data')).toHaveCount(0);
    await shot(page, '1-dashboard');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Song Requests' }).click();
    await expect(page).toHaveURL(/\/admin\/requests$/);
    await page.getByLabel('Search').fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByLabel(`Status of request ${requestId.slice(0, 8)}`)).toHaveValue('processing');
    await expect(row.getByText('Standard')).toBeVisible();
    await shot(page, '2-requests-list');

    await row.getByRole('link', { name: `View details of ${title}` }).click();
    // the details keep the list's search, so Back returns to the same list
    await expect(page).toHaveURL(new RegExp(`/admin/requests/${requestId}(\\?search=[^&]+)?$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Our parents met at a dance in 1975')).toBeVisible();
    const history = page.getByRole('region', { name: 'Status history' });
    // header, created waiting for the visitor's e-mail confirmation, then on to processing when they confirmed
    await expect(history.getByRole('row')).toHaveCount(3);
    // (the phone layout of the same history is in the page too, hidden at this width)
    await expect(history.getByText('System').filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Requester' }).getByText(requester)).toBeVisible();
    await shot(page, '3-request-details');

    await page.getByRole('link', { name: 'Upload Song' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/upload/${requestId}$`));
    const card = page.getByRole('region', { name: 'Request details' });
    await expect(card.getByText(title)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Artist' })).toHaveValue('Serenade');
    await expect(page.getByLabel('Notify the recipient')).toBeChecked();
    await expect(page.getByLabel('Notify friends and family')).toBeChecked();
    await page.getByLabel('MP3 file').setInputFiles(mp3);
    await expect(page.getByLabel('Preview of golden-years-final.mp3')).toBeVisible();
    await shot(page, '4-upload-form');

    await page.getByRole('button', { name: 'Upload Song' }).click();
    await expect(page.getByRole('heading', { name: 'Song uploaded' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('1 e-mail sent.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Another Song' })).toBeVisible();
    await shot(page, '5-upload-success');

    // The request shows completed, and the history names the admin who uploaded.
    await page.getByRole('link', { name: 'Return to Requests' }).click();
    await page.getByLabel('Search').fill(title);
    const done = page.getByRole('row').filter({ hasText: title });
    await expect(done.getByLabel(`Status of request ${requestId.slice(0, 8)}`)).toHaveValue('completed');
    await done.getByRole('link', { name: `View details of ${title}` }).click();
    const after = page.getByRole('region', { name: 'Status history' });
    await expect(after.getByRole('row').filter({ hasText: 'Song uploaded' })).toContainText(ADMIN.name);
    await expect(page.getByRole('region', { name: 'Final song' }).getByText(title)).toBeVisible();
    await shot(page, '6-request-completed');

    // The requester's song-ready e-mail is in the outbox (without a key that opens the song), and the link in
    // the delivered mail opens the song for a visitor.
    let ready: OutboxItem | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(`/api/admin/outbox?search=${encodeURIComponent(requester)}&limit=50`, {
          headers: auth,
        });
        ready = ((await res.json()).data.messages as OutboxItem[]).find((m) => m.kind === 'song-ready');
        return ready?.to;
      })
      .toBe(requester);
    const message = (await (await request.get(`/api/admin/outbox/${ready!.id}`, { headers: auth })).json()).data as {
      subject: string;
      text: string;
    };
    expect(message.subject).toContain(title);
    expect(message.text).not.toMatch(/[?&](key|token)=/);
    const link = `http://mail.invalid${await mailedLink(requester, '/track/')}`;
    expect(link).toMatch(/\/track\/[0-9a-f-]{36}/);
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      const url = new URL(link!);
      await guest.goto(`${process.env.E2E_BASE_URL}${url.pathname}${url.search}`);
      await expect(guest.getByRole('heading', { name: title }).first()).toBeVisible();
      await guest
        .getByRole('button', { name: `Play ${title}` })
        .first()
        .click();
      await expect
        .poll(() =>
          guest.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.currentTime ?? 0),
        )
        .toBeGreaterThan(0.5);
      await guest.screenshot({ path: path.join(SHOTS, '7-song-from-email.png') });
    } finally {
      await visitor.close();
    }
  } finally {
    await request.put('/api/admin/settings', { headers: auth, data: { production: before.production } });
    rmSync(dir, { recursive: true, force: true });
  }
});
