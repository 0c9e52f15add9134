import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN, EDITOR } from '../support/accounts';
import { approveDraftAsItStands } from '../support/approval';
import { loginAs } from '../support/session';
import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/mailbox';

// Generation runs in the background on a small shared machine: allow for it.
const SONG_READY_MS = 150_000;

/**
 * The payment provider returns to PUBLIC_URL, which defaults to http://localhost:<port> while the
 * e2e server is reached at 127.0.0.1. The paying journeys use the same host name as the return
 * page, the path real installs take; the decline journey stays on 127.0.0.1 and so also covers a
 * return page on another host name of the site.
 */
const sameHostAsReturnPage = test.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL?.replace('127.0.0.1', 'localhost'));
  },
});

async function registerMember(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(`${prefix} Member`);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Melody#2026');
  await dialog.getByLabel('Confirm Password').fill('Melody#2026');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}

async function openOrderModal(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create a Custom Song' }).click();
  const modal = page.getByRole('dialog', { name: 'Order a Custom Song' });
  await expect(modal).toBeVisible();
  return modal;
}

async function expectStep(modal: Locator, step: number, name: string) {
  await expect(modal.getByText(`Step ${step} of 6: ${name}`)).toBeVisible();
  await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step));
}

async function fillSongDetails(modal: Locator, title: string) {
  await expectStep(modal, 2, 'Song Details');
  await modal.getByLabel('Song title').fill(title);
  await modal.getByLabel('Describe your song').fill(`A song called ${title} for my friend Sam, who loves sailing.`);
  await modal.getByLabel('Song types').fill('pop,');
  await modal.getByRole('button', { name: 'Continue' }).click();
}

/** Staff open the request and see who the song is for and what the lyric writer understood of the story. */
async function staffSeeDedication(browser: Browser, requestId: string, expected: { facts: RegExp[]; story: RegExp[] }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginAs(page, EDITOR);
    await page.goto(`/admin/requests/${requestId}`);
    const storyCard = page.getByRole('region', { name: 'The story' });
    for (const fact of expected.facts) await expect(storyCard).toContainText(fact);
    // The story is read in the background just after the order: reload until it is there.
    const understood = page.getByRole('region', { name: 'What the writer understood' });
    await expect(async () => {
      await page.reload();
      for (const item of expected.story) await expect(understood).toContainText(item, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  } finally {
    await context.close();
  }
}

async function payInPopup(popup: Page, card: string) {
  await expect(popup.getByLabel('Card number')).toBeVisible();
  await popup.getByLabel('Card number').fill(card);
  await popup.getByLabel('Expiry (MM/YY)').fill('12/30');
  await popup.getByLabel('CVC').fill('123');
  await popup.getByRole('button', { name: /^Pay / }).click();
}

test('[ORDER] a visitor orders a free song for two friends and receives it', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const title = `Sea Shanty ${Date.now()}`;
  const modal = await openOrderModal(page);

  await expectStep(modal, 1, 'Your Info');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('Please enter your name')).toBeVisible();
  await modal.getByLabel('Your name').fill('Vera Visitor');
  await modal.getByLabel('Email').fill('vera@example');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('Please enter a valid email address')).toBeVisible();
  await modal.getByLabel('Email').fill('vera.visitor@example.com');
  await modal.getByRole('button', { name: 'Continue' }).click();

  await expectStep(modal, 2, 'Song Details');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('Please enter a song title')).toBeVisible();
  // What the buyer receives is said before they order; who the song is for is checked, then sent.
  await expect(modal.getByTestId('what-you-receive')).toContainText(
    'sung by our synthesised female or male voice, with the words on screen, word by word',
  );
  await modal.getByLabel('For', { exact: true }).fill('<b>Sam</b>');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByText('Recipient must not contain markup such as < or >')).toBeVisible();
  await modal.getByLabel('For', { exact: true }).fill('Sam and Alex');
  await modal.getByLabel('Who they are to you').fill('my best friends');
  await modal.getByLabel('Signed').fill('Vera');
  await modal.getByRole('radio', { name: 'Female voice', exact: true }).check();
  await fillSongDetails(modal, title);

  await expectStep(modal, 3, 'Priority');
  await expect(modal.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(modal.getByTestId('order-total')).toHaveText('Free');
  await modal.getByRole('button', { name: 'Continue' }).click();

  await expectStep(modal, 4, 'Sharing');
  await modal.getByRole('switch', { name: 'Make the song public' }).click();
  await modal.getByRole('button', { name: 'Continue' }).click();

  await expectStep(modal, 5, 'Payment');
  await expect(modal.getByText('Sam and Alex (my best friends) · signed “Vera”')).toBeVisible();
  await expect(modal.getByTestId('order-receive')).toHaveText(
    'A song sung by our synthesised voice, with the words on screen',
  );
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Confirming your order…')).toBeVisible();
  await expectStep(modal, 6, 'Complete');
  // A visitor's free song waits for their e-mail address to be confirmed (issue 16 item 6).
  await expect(modal.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(modal.getByText('vera.visitor@example.com')).toBeVisible();
  const requestId = (await modal.getByTestId('request-id').textContent())!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await staffSeeDedication(browser, requestId, {
    facts: [/ForSam and Alex/, /Relationshipmy best friends/, /SignedVera/, /VoiceFemale/],
    story: [/Sam and Alex/, /sailing/i],
  });

  await modal.getByRole('link', { name: 'Follow your request' }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${requestId}\\?token=`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address to start your song')).toBeVisible();
  // Vera follows the link in her inbox: the song starts.
  await page.goto(await mailedLink('vera.visitor@example.com', `/requests/${requestId}?token=`));
  await expect(page.getByText('E-mail confirmed')).toBeVisible();
  await expect(page).toHaveURL(/confirmed=1/);
  // The draft lyrics wait for the buyer (lyric approval is on by default); Vera takes them as they are.
  await approveDraftAsItStands(page);
  await expect(page.getByTestId('request-status')).toHaveText('Completed', { timeout: SONG_READY_MS });
  await expect(page.getByText('We e-mailed you the link to your song.')).toBeVisible();

  await page.getByRole('link', { name: 'Listen to your song' }).click();
  await expect(page).toHaveURL(/\/track\//);
  await page
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.currentTime ?? 0))
    .toBeGreaterThan(0.5);

  // The e-mails really went out: the admin outbox holds the confirmation and the song-ready message.
  const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const auth = { authorization: `Bearer ${(await login.json()).data.token}` };
  const outbox = (
    await (await request.get('/api/admin/outbox?search=vera.visitor@example.com', { headers: auth })).json()
  ).data.messages as { id: string; kind: string }[];
  expect(outbox.map((m) => m.kind).sort()).toEqual([
    'lyrics-ready',
    'request-confirm-email',
    'request-received',
    'song-ready',
  ]);
  const ready = (
    await (
      await request.get(`/api/admin/outbox/${outbox.find((m) => m.kind === 'song-ready')!.id}`, { headers: auth })
    ).json()
  ).data as { subject: string; text: string };
  expect(ready.subject).toBe(`Your song is ready: ${title} 🎵`);
  // Staff see that the song's link was sent, never a key that opens it; the visitor's mailbox has the link.
  expect(ready.text).not.toMatch(/[?&](key|token)=/);
  expect(await mailedLink('vera.visitor@example.com', '/track/')).toMatch(/^\/track\/[0-9a-f-]{36}/);
});

sameHostAsReturnPage(
  '[ORDER] a member buys a five-song rush bundle with the test card, and the next order uses a credit',
  async ({ page }) => {
    test.setTimeout(180_000);
    await registerMember(page, 'bundle');

    let modal = await openOrderModal(page);
    await expect(modal.getByLabel('Email')).toHaveAttribute('readonly', '');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await fillSongDetails(modal, 'Rush Hour');
    await expectStep(modal, 3, 'Priority');
    await modal.getByRole('radio', { name: /Rush/ }).check();
    await modal.getByRole('radio', { name: /5 songs/ }).check();
    await expect(modal.getByTestId('order-total')).toHaveText('$19.98');
    await modal.getByRole('radio', { name: /10 songs/ }).check();
    await expect(modal.getByRole('button', { name: /Subscribe \$34\.97\/month/ })).toBeVisible();
    await modal.getByRole('radio', { name: /5 songs/ }).check();
    await expect(modal.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expectStep(modal, 4, 'Sharing');
    await modal.getByRole('button', { name: 'Continue' }).click();

    await expectStep(modal, 5, 'Payment');
    const popupPromise = page.waitForEvent('popup');
    await modal.getByRole('button', { name: 'Pay $19.98' }).click();
    const popup = await popupPromise;
    await payInPopup(popup, '4242 4242 4242 4242');
    await popup.waitForEvent('close');

    await expectStep(modal, 6, 'Complete');
    await expect(modal.getByText('Payment received. A receipt is on its way to your inbox.')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();

    // The bundle left four Rush credits: the next Rush song uses one and opens no payment window.
    let popups = 0;
    page.on('popup', () => popups++);
    modal = await openOrderModal(page);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await fillSongDetails(modal, 'Rush Again');
    await expect(modal.locator('label').filter({ hasText: 'Within 6 hours' })).toContainText('4 credits left');
    await modal.getByRole('radio', { name: /Rush/ }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expectStep(modal, 5, 'Payment');
    await expect(modal.getByText('A Rush song credit will be used')).toBeVisible();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expectStep(modal, 6, 'Complete');
    await expect(modal.getByText('Paid with a song credit.')).toBeVisible();
    expect(popups).toBe(0);
    await modal.getByRole('button', { name: 'Done' }).click();

    await page.goto('/settings');
    await expect(page.getByTestId('credits-6hr')).toContainText('3');
    await expect(page.getByTestId('credits-6hr')).toContainText('Rush');
    const row = page.getByRole('row', { name: /Rush bundle of 5 songs/ });
    await expect(row).toContainText('$19.98');
    await expect(row).toContainText('•••• 4242');
    await expect(row).toContainText('Paid');
  },
);

test('[ORDER] a declined card shows the decline and nothing is charged', async ({ page }) => {
  test.setTimeout(120_000);
  await registerMember(page, 'declined');
  const modal = await openOrderModal(page);
  await modal.getByRole('button', { name: 'Continue' }).click();
  await fillSongDetails(modal, 'Declined Ditty');
  await modal.getByRole('radio', { name: /Express/ }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('button', { name: 'Continue' }).click();

  const popupPromise = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Pay $4.99' }).click();
  const popup = await popupPromise;
  await payInPopup(popup, '4000 0000 0000 0002');
  await expect(popup.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await expect(popup.getByRole('alert')).toContainText('Your card was declined.');
  await popup.getByRole('link', { name: 'Return to Serenade' }).click();
  await popup.waitForEvent('close');

  await expect(modal.getByText('Payment declined')).toBeVisible();
  await expect(modal.getByText('Your card was declined. Nothing was charged.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Try another card' })).toBeVisible();
  await expectStep(modal, 5, 'Payment');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await expect(page.getByText('No song credits.')).toBeVisible();
});

test('[ORDER] a member orders a song for their team on the create-song page and follows it to the finished song', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await registerMember(page, 'creator');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Song' }).click();
  await expect(page).toHaveURL(/\/create-song$/);

  await page.getByRole('button', { name: 'Create Song' }).click();
  await expect(page.getByText('Please provide a prompt for your song')).toBeVisible();
  await page
    .getByLabel('Prompt')
    .fill('A cheerful song for the launch of our bakery, Crumbs & Co, with a nod to sourdough.');
  const styles = page.getByLabel('Styles');
  await styles.fill('folk');
  await styles.press('Enter');
  await styles.fill('acoustic,');
  await expect(page.getByRole('button', { name: 'Remove folk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove acoustic' })).toBeVisible();
  await page.getByLabel('Title (optional)').fill('Rise and Shine');
  await page.getByLabel('Event (optional)').fill('Shop opening');
  await expect(page.getByTestId('what-you-receive')).toContainText('sung by our synthesised female or male voice');
  await page.getByLabel('For', { exact: true }).fill('the Crumbs & Co team');
  await page.getByLabel('Who they are to you').fill('my team');
  await page.getByLabel('Signed').fill('Ida');
  await page.getByRole('radio', { name: 'Male voice', exact: true }).check();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create Song' }).click();

  const status = page.getByTestId('request-status');
  await expect(status).toHaveText(/Processing|Generating|Preparing|Lyrics/);
  await expect(page.getByRole('heading', { name: 'Rise and Shine' })).toBeVisible();

  // Staff see who it is for and what the writer understood.
  const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const auth = { authorization: `Bearer ${(await login.json()).data.token}` };
  const found = (await (await request.get('/api/admin/requests?search=Rise%20and%20Shine', { headers: auth })).json())
    .data.requests as { id: string }[];
  const detailOf = async () =>
    (await (await request.get(`/api/admin/requests/${found[0]!.id}`, { headers: auth })).json()).data;
  const detail = await detailOf();
  expect(detail.dedication).toEqual({
    recipient: 'the Crumbs & Co team',
    relationship: 'my team',
    from: 'Ida',
    voice: 'male',
  });
  await expect.poll(async () => (await detailOf()).story?.groups.length ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
  await approveDraftAsItStands(page);
  await expect(page).toHaveURL(/\/track\/[0-9a-f-]{36}$/, { timeout: SONG_READY_MS });
  await expect(page.getByRole('heading', { name: 'Rise and Shine' })).toBeVisible();
});
