import type { APIRequestContext, Page } from '@playwright/test';
import { MEMBER } from '../support/accounts';
import { approveDraftAsItStands } from '../support/approval';
import { mailedLink } from '../support/mailbox';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

// Generation runs in the background on a small shared machine: allow for it.
const SONG_READY_MS = 150_000;
const STORY = 'For my brother Tomas who mends bicycles by the river. Their dog is called Fado.';
const NOT_LOGIN = /^(?!.*\/login)/;
// Screens of each step at both widths, kept with the test's results for a person to look at.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** A visitor's free private order through the API, confirmed by e-mail when the server asks; returns the status link. */
async function guestOrder(request: APIRequestContext, email: string, title: string): Promise<string> {
  const res = await request.post('/api/song/request', {
    data: {
      title,
      description: STORY,
      song_types: ['folk'],
      priority_level: 'standard',
      is_public: false,
      name: 'Gia Guest',
      email,
      price: 0,
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()).data;
  const statusPath = `/requests/${created.request_id}?token=${encodeURIComponent(created.status_token)}`;
  if (created.awaiting_email) {
    // The link is in the delivered mail (the outbox shows staff that it was sent, not the link).
    const link = await mailedLink(email, `/requests/${created.request_id}?token=`);
    const confirm = new URL(link, 'http://mail.invalid').searchParams.get('confirm')!;
    const ok = await request.post(`/api/songs/request/${created.request_id}/confirm-email`, {
      data: { token: confirm },
    });
    expect(ok.status()).toBe(200);
  }
  return statusPath;
}

test('[BUYER] a guest downloads and shares their private song, the recipient listens and comments with the key, the guest gets one revision and publishes it with a public description', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(720_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Wheels for Tomas ${Date.now()}`;
  const statusPath = await guestOrder(request, `gia.${Date.now()}@example.com`, title);

  // The guest follows the status page: lyrics to approve (on by default), then the finished song.
  await page.goto(statusPath);
  await approveDraftAsItStands(page);
  const listen = page.getByRole('link', { name: 'Listen to your song' });
  await expect(listen).toBeVisible({ timeout: SONG_READY_MS });
  await shot(page, 'status-completed-1280');
  await listen.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  // The lyrics may sing the story's details; the description never tells the story.
  await expect(page.getByText('A personalised folk song made with Serenade.')).toBeVisible();
  await expect(page.getByText('Their dog is called Fado')).toHaveCount(0);

  // Download works with the buyer's link, without an account.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Wheels for Tomas \d+\.mp3$/);

  // Share offers a private link, which it copies and lists for revoking.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: `Share “${title}”` });
  await share.getByRole('button', { name: 'Create and copy a private link' }).click();
  await expect(page.getByText('Private link copied').first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/track\/[0-9a-f-]{36}\?key=/);
  await expect(share.getByRole('list', { name: 'Private links' })).toContainText('Private link');
  await shot(page, 'share-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'share-dialog-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // The recipient (a member) opens the link, listens (the play counts) and comments.
  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await loginAs(friend, MEMBER, NOT_LOGIN);
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(friend.getByRole('heading', { name: title })).toBeVisible();
    await expect(friend.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    const played = friend.waitForResponse((r) => r.url().includes('/play') && r.request().method() === 'POST');
    await friend.getByRole('button', { name: /^Play/ }).first().click();
    expect((await (await played).json()).data.counted).toBe(true);
    await friend.getByRole('tab', { name: /Comments/ }).click();
    await friend.getByLabel('Your comment').fill('Tomas will love this');
    await friend.getByRole('button', { name: 'Post Comment' }).click();
    await expect(friend.getByText('Tomas will love this')).toBeVisible();
    await shot(friend, 'recipient-comment-1280');
  } finally {
    await friendContext.close();
  }

  // One free revision: the guest asks in their own words and receives the revised song on the same page.
  await page.getByRole('button', { name: 'Ask for a change' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for a change' });
  await ask.getByLabel('What should change?').fill('Please make it slower and warmer.');
  await ask.getByRole('button', { name: 'Send my change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your change is being made' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for a change' })).toHaveCount(0);
  // With lyric approval on (the default), the change comes back as a new draft to approve, then is sung.
  const songPage = page.url();
  await page.goto(statusPath);
  await approveDraftAsItStands(page);
  await expect(page.getByRole('link', { name: 'Listen to your song' })).toBeVisible({ timeout: SONG_READY_MS });
  await page.goto(songPage);
  await expect(page.getByText('This is the revised version of your song.')).toBeVisible();

  // Made public, it shows the public description, never the story.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('button', { name: 'Make public…' }).click();
  const publish = page.getByRole('dialog', { name: `Make “${title}” public` });
  const description = publish.getByLabel('Public description');
  await expect(description).toHaveValue(/^A personalised .*song made with Serenade\.$/);
  await shot(page, 'publish-dialog-1280');
  await description.fill('A bright song for a bicycle mender.');
  await publish.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('The song is public: link copied').first()).toBeVisible();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const songPath = new URL(link).pathname;
    await visitor.goto(songPath);
    await expect(visitor.getByText('A bright song for a bicycle mender.')).toBeVisible();
    await expect(visitor.getByText(/Their dog is called Fado|who mends bicycles by the river/)).toHaveCount(0);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await shot(visitor, 'public-song-390');
  } finally {
    await visitorContext.close();
  }
});

/** The checkout returns to PUBLIC_URL (localhost); pay from the same host name, as real installs do. */
const sameHostAsReturnPage = test.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL?.replace('127.0.0.1', 'localhost'));
  },
});

sameHostAsReturnPage('[BUYER] a member finds and pays an unpaid order from /my-songs', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/login', { data: { email: MEMBER.email, password: MEMBER.password } });
  const token = (await login.json()).data.token as string;
  const title = `Unpaid Serenade ${Date.now()}`;
  // The member ordered and left before paying (the order screens are covered by order.spec.ts).
  const res = await request.post('/api/song/request', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'A song for my aunt Rosa who grows tomatoes.',
      song_types: ['pop'],
      priority_level: 'express',
    },
  });
  expect(res.status()).toBe(201);

  // Later, the member finds it on /my-songs.
  await loginAs(page, MEMBER, NOT_LOGIN);
  await page.goto('/my-songs');
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('Pending payment');
  await expect(row.getByRole('link', { name: 'Track' })).toHaveAttribute('href', /\/requests\/[0-9a-f-]{36}$/);
  await shot(page, 'my-songs-requests-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'my-songs-requests-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const popupPromise = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'Pay now' }).click();
  const popup = await popupPromise;
  await expect(popup.getByLabel('Card number')).toBeVisible();
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242');
  await popup.getByLabel('Expiry (MM/YY)').fill('12/30');
  await popup.getByLabel('CVC').fill('123');
  await popup.getByRole('button', { name: /^Pay / }).click();
  await popup.waitForEvent('close');
  await expect(row).not.toContainText('Pending payment', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});
