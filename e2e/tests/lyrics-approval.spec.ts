import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, outboxTo } from '../support/approval';
import { expect, test } from '../support/fixtures';

// Drafts take seconds; the render with the voice takes longer on a small shared machine.
const SONG_READY_MS = 180_000;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '../test-results';

test.describe.configure({ mode: 'serial' });

type Created = { request_id: string; status_token: string; payment_url: string; amount: number };

/** A visitor orders an Express song through the API and pays with the test card, as the checkout page does. */
async function guestOrderPaid(request: APIRequestContext, email: string, story: string, title: string) {
  const res = await request.post('/api/song/request', {
    data: { title, description: story, song_types: ['pop'], priority_level: 'express', name: 'Gina Guest', email },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()).data as Created;
  const paid = await request.post(created.payment_url, {
    form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Gina Guest' },
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
  expect((await processed.json()).data.status).toBe('awaiting_approval');
  return created;
}

const lyricsOf = async (request: APIRequestContext, c: Created) =>
  (
    await (
      await request.get(`/api/songs/request/${c.request_id}/lyrics?token=${encodeURIComponent(c.status_token)}`)
    ).json()
  ).data as { writing: boolean; deadline: string | null; approved: boolean; approvedBy: string | null };

async function setApprovalWait(request: APIRequestContext, minutes: number) {
  const headers = await adminHeaders(request);
  const current = (await (await request.get('/api/admin/settings', { headers })).json()).data.production;
  const res = await request.put('/api/admin/settings', {
    headers,
    data: { production: { ...current, lyricApproval: true, approvalWaitMinutes: minutes } },
  });
  expect(res.status()).toBe(200);
}

async function registerMember(page: Page): Promise<string> {
  const email = `approver.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Ada Approver');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Melody#2026');
  await dialog.getByLabel('Confirm Password').fill('Melody#2026');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return email;
}

let leftAlone: Created;

test('[APPROVAL] a draft nobody answers starts its one-minute wait', async ({ request }) => {
  // The wait is an admin setting; one minute here so the journey can see the deadline pass.
  await setApprovalWait(request, 1);
  leftAlone = await guestOrderPaid(
    request,
    'left.alone@example.com',
    'For my brother Tomasz, who rode a red bicycle to every football match',
    'Red Bicycle',
  );
  await expect.poll(async () => (await lyricsOf(request, leftAlone)).deadline, { timeout: 60_000 }).not.toBeNull();
  await setApprovalWait(request, 1440);
});

test('[APPROVAL] a member edits a line, adds a pronunciation note and approves; the song sings the edited line', async ({
  page,
}) => {
  test.setTimeout(SONG_READY_MS + 120_000);
  await registerMember(page);
  await page.goto('/create-song');
  const title = `Siobhan Swims ${Date.now()}`;
  await page
    .getByLabel('Prompt')
    .fill('For my sister Siobhan, who swims in the cold sea at Howth every morning, on her sixtieth birthday.');
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByLabel('For', { exact: true }).fill('Siobhan');
  await page.getByRole('button', { name: 'Create Song' }).click();

  const panel = page.getByRole('region', { name: 'Read and approve your lyrics' });
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('request-status')).toHaveText('Lyrics to approve');
  await expect(panel).toContainText(/Approve by .*If we have not heard from you/);
  await page.screenshot({ path: `${SHOTS}/approval-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/approval-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const line = panel.getByRole('textbox', { name: /^Line 1 of / }).first();
  await line.fill('and every single morning she goes swimming in the freezing cold grey sea at the harbour');
  await expect(panel.getByText(/is too long to sing: about \d+ syllables/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve lyrics' })).toBeDisabled();
  await line.fill('you swim <b>at dawn</b>');
  await expect(panel.getByText(/contains markup \("<b>"\)/)).toBeVisible();
  const mine = 'Sixty winters swimming where the cold waves break';
  await line.fill(mine);
  await expect(panel.getByText('Yours').first()).toBeVisible();

  await panel.getByRole('textbox', { name: 'How Siobhan sounds' }).fill('shi-VAWN');
  const said = page.waitForResponse((r) => r.url().endsWith('/lyrics/say'));
  await panel.getByRole('button', { name: 'Hear it' }).first().click();
  const say = await said;
  expect(say.status()).toBe(200);
  expect(say.headers()['content-type']).toBe('audio/wav');

  await panel.getByRole('button', { name: 'Approve lyrics' }).click();
  await expect(page.getByTestId('request-status')).toHaveText(/Processing|Generating/, { timeout: 20_000 });

  // The create-song page opens the finished song, whose lyrics carry the buyer's line.
  await expect(page).toHaveURL(/\/track\/[0-9a-f-]{36}$/, { timeout: SONG_READY_MS });
  await expect(page.getByText(mine).first()).toBeVisible();
});

test('[APPROVAL] a guest opens the lyrics from the e-mail link, edits a line, notes a name and approves', async ({
  page,
  request,
}) => {
  const email = `guest.${Date.now()}@example.com`;
  const created = await guestOrderPaid(
    request,
    email,
    'For my grandmother Aoife, who kept bees behind the chapel and sang to them in Irish',
    'Aoife and the Bees',
  );
  let ready: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => (ready = (await outboxTo(request, email)).find((m) => m.kind === 'lyrics-ready')), {
      timeout: 60_000,
    })
    .toBeTruthy();
  expect(ready!.subject).toBe('Your lyrics are ready to read: Aoife and the Bees');
  expect(ready!.text).toMatch(/we will use this draft as it is/);
  const link = new URL(/https?:\/\/\S+\/requests\/[0-9a-f-]{36}\?token=\S+/.exec(ready!.text)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  const panel = page.getByRole('region', { name: 'Read and approve your lyrics' });
  await expect(panel).toBeVisible();
  const mine = 'Humming to the bees behind the chapel wall';
  await panel
    .getByRole('textbox', { name: /^Line 2 of / })
    .first()
    .fill(mine);
  await panel.getByRole('textbox', { name: 'Another name to add a note for' }).fill('Aoife');
  await panel.getByRole('button', { name: 'Add a name' }).click();
  await panel.getByRole('textbox', { name: 'How Aoife sounds' }).fill('EE-fuh');
  await panel.getByRole('button', { name: 'Approve lyrics' }).click();
  await expect(page.getByTestId('request-status')).toHaveText(/Processing|Generating|Completed/, { timeout: 20_000 });

  const stored = (await (await request.get(`/api/songs/request/${created.request_id}/lyrics${link.search}`)).json())
    .data;
  expect(stored).toMatchObject({ approved: true, approvedBy: 'buyer', pronunciations: { Aoife: 'EE-fuh' } });
  expect(stored.sections.flatMap((s: { lines: { text: string; mine: boolean }[] }) => s.lines)).toContainEqual({
    text: mine,
    mine: true,
  });
});

test('[APPROVAL] the draft left alone is used as it stands after the deadline', async ({ page, request }) => {
  test.setTimeout(180_000);
  await expect
    .poll(async () => (await lyricsOf(request, leftAlone)).approvedBy, { timeout: 150_000, intervals: [5_000] })
    .toBe('deadline');
  await page.goto(`/requests/${leftAlone.request_id}?token=${encodeURIComponent(leftAlone.status_token)}`);
  await expect(page.getByText('Lyrics approved')).toBeVisible();
  await expect(page.getByTestId('request-status')).not.toHaveText('Lyrics to approve');
});
