import type { APIRequestContext, Page, Response } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { adminHeaders, measureWav, outboxTo, recordVoicePlays } from '../support/approval';
import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/mailbox';
import { loginAs } from '../support/session';

/**
 * The WAV the page was sent, asked again with the same body and sign-in through Playwright's own client: the
 * page response's body() did not come back as the WAV the server sends (CI saw "not a WAV file" while the same
 * call by curl returns a valid 16 kHz WAV).
 */
async function replayedBody(page: Page, res: Response): Promise<Buffer> {
  const sent = await res.request().allHeaders();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sent.authorization) headers.authorization = sent.authorization;
  const again = await page.request.post(res.url(), { data: res.request().postData() ?? '', headers });
  expect(again.status()).toBe(200);
  return again.body();
}

// Drafts take seconds; the render with the voice takes longer on a small shared machine.
const SONG_READY_MS = 300_000;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '../test-results';

test.describe.configure({ mode: 'serial' });

type Created = { request_id: string; status_token: string; payment_url: string; amount: number };
type Section = { label: string; lines: { text: string; mine: boolean }[] };
type LyricsView = {
  status: string;
  writing: boolean;
  deadline: string | null;
  approved: boolean;
  approvedBy: string | null;
  sections: Section[] | null;
  pronunciations: Record<string, string>;
};

/** A visitor orders an Express song through the API and pays with the test card, as the checkout page does. */
async function guestOrderPaid(
  request: APIRequestContext,
  email: string,
  story: string,
  title: string,
  recipient?: string,
) {
  const res = await request.post('/api/song/request', {
    data: {
      title,
      description: story,
      song_types: ['pop'],
      priority_level: 'express',
      name: 'Gina Guest',
      email,
      ...(recipient ? { recipient } : {}),
    },
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
  ).data as LyricsView;

async function setProduction(request: APIRequestContext, change: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const current = (await (await request.get('/api/admin/settings', { headers })).json()).data.production;
  const res = await request.put('/api/admin/settings', { headers, data: { production: { ...current, ...change } } });
  expect(res.status()).toBe(200);
}

/** The delivered song's lyric lines, with the words the voice sang (from the generator's sung notes). */
async function deliveredLyrics(request: APIRequestContext, songId: string) {
  const headers = await adminHeaders(request);
  const song = (await (await request.get(`/api/admin/songs/${songId}`, { headers })).json()).data as {
    lyrics: { text: string; words?: { text: string }[] }[];
  };
  return song.lyrics;
}

/** The line is in the song's lyrics, and the voice sang exactly its words. */
async function expectSung(request: APIRequestContext, songId: string, line: string) {
  const lyrics = await deliveredLyrics(request, songId);
  const sung = lyrics.find((l) => l.text === line);
  expect(sung, `"${line}" in ${JSON.stringify(lyrics.map((l) => l.text))}`).toBeTruthy();
  expect(sung!.words?.map((w) => w.text.toLowerCase().replace(/[^\p{L}'’-]/gu, ''))).toEqual(
    line
      .toLowerCase()
      .replace(/[^\p{L}\s'’-]/gu, '')
      .split(/\s+/),
  );
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

/** Both screenshots of what the user sees now: 1280 px and 390 px wide. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${name}: nothing past the edge at 390 px`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

let leftAlone: Created;
let guest: Created;
const guestLine = 'Humming to the bees behind the chapel wall';

test('[APPROVAL] the FAQ states the approval settings in force; a draft nobody answers starts its one-minute wait', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const question = page.getByText('Can I read and change the lyrics before the song is made?');
  await setProduction(request, { lyricApproval: true, approvalWaitMinutes: 2880 });
  await expect(async () => {
    await page.goto('/faq');
    await question.click();
    await expect(page.getByTestId('faq-approval')).toContainText('within 2 days, we use the draft as it is');
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('faq-delivery-clock')).toContainText(
    'The delivery time counts from the moment you approve your lyrics',
  );
  await setProduction(request, { lyricApproval: false });
  await expect(async () => {
    await page.goto('/faq');
    await question.click();
    await expect(page.getByTestId('faq-approval')).toContainText('Not at the moment');
  }).toPass({ timeout: 90_000 });

  // The wait is an admin setting; one minute here so the journey can see the deadline pass.
  await setProduction(request, { lyricApproval: true, approvalWaitMinutes: 1 });
  leftAlone = await guestOrderPaid(
    request,
    'left.alone@example.com',
    'For my brother Tomasz, who rode a red bicycle to every football match',
    'Red Bicycle',
  );
  await expect.poll(async () => (await lyricsOf(request, leftAlone)).deadline, { timeout: 240_000 }).not.toBeNull();
  await setProduction(request, { approvalWaitMinutes: 1440 });
});

test('[APPROVAL] a member edits a line, adds a pronunciation note, hears the name spoken and sung, and approves; the song sings the edited line', async ({
  page,
  request,
}) => {
  test.setTimeout(SONG_READY_MS + 420_000);
  const plays = await recordVoicePlays(page);
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
  await expect(panel).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('request-status')).toHaveText('Lyrics to approve');
  await expect(panel).toContainText(/Approve by .*If we have not heard from you by then, we use this draft as it is/);
  await expect(panel).toContainText(/Your song arrives within \d+ hours of approval/);

  const line = panel.getByRole('textbox', { name: /^Line 1 of / }).first();
  const lineName = (await line.getAttribute('aria-label'))!;
  await line.fill('and every single morning she goes swimming in the freezing cold grey sea at the harbour');
  await expect(panel.getByText(new RegExp(`^${lineName} is too long to sing: about \\d+ syllables`))).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve lyrics' })).toBeDisabled();
  await shoot(page, 'approval-member-too-long');
  await line.fill('you swim <b>at dawn</b>');
  await expect(
    panel.getByText(`${lineName} contains markup ("<b>"): lyrics are plain words and punctuation`),
  ).toBeVisible();
  await line.fill('   ');
  await expect(panel.getByText(`${lineName} is empty: write some words or remove the line`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  const mine = 'Sixty winters swimming where the cold waves break';
  await line.fill(mine);
  await expect(panel.getByText('Yours').first()).toBeVisible();

  // The name in the product's own voice, spoken and sung, with the buyer's respelling.
  await panel.getByRole('textbox', { name: 'How Siobhan sounds' }).fill('shi-VAWN');
  const row = panel.getByRole('textbox', { name: 'How Siobhan sounds' }).locator('..');
  for (const [button, sung] of [
    ['Hear it', false],
    ['Sung', true],
  ] as const) {
    const said = page.waitForResponse((r) => r.url().endsWith('/lyrics/say'));
    await row.getByRole('button', { name: button }).click();
    const res = await said;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/wav');
    expect(JSON.parse(res.request().postData()!)).toMatchObject({ word: 'Siobhan', respelling: 'shi-VAWN', sung });
    const wav = measureWav(await replayedBody(page, res));
    console.log(`voice ${sung ? 'sung' : 'spoken'} Siobhan=shi-VAWN: ${JSON.stringify(wav)}`);
    expect(wav.seconds).toBeGreaterThan(0.25);
    expect(wav.seconds).toBeLessThan(6);
    expect(wav.rms).toBeGreaterThan(0.01);
  }
  // the browser decoded both and played them to the end
  await expect
    .poll(async () => (await plays()).filter((p) => p.ended && p.duration > 0.25).length, { timeout: 20_000 })
    .toBe(2);
  await shoot(page, 'approval-member-ready');

  await panel.getByRole('button', { name: 'Approve lyrics' }).click();
  await expect(page.getByTestId('request-status')).toHaveText(/Processing|Generating/, { timeout: 30_000 });

  // The create-song page opens the finished song, whose lyrics carry the buyer's line, sung word for word.
  await expect(page).toHaveURL(/\/track\/[0-9a-f-]{36}$/, { timeout: SONG_READY_MS });
  await expect(page.getByText(mine).first()).toBeVisible();
  await expectSung(request, page.url().split('/').pop()!, mine);
});

test('[APPROVAL] a guest opens the lyrics from the e-mail, sees the name missing from the dictionary, notes it, hears it sung, asks for a new draft that keeps their line, and approves', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const plays = await recordVoicePlays(page);
  const email = `guest.${Date.now()}@example.com`;
  guest = await guestOrderPaid(
    request,
    email,
    'For my grandmother Aoife, who kept bees behind the chapel and sang to them in Irish',
    'Aoife and the Bees',
    'Aoife',
  );
  // The e-mail as delivered (mailbox), with its live link; the outbox shows the same message to staff.
  // The order's confirmation carries the same status link; wait for the draft's own mail.
  await expect
    .poll(async () => (await outboxTo(request, email)).some((m) => m.kind === 'lyrics-ready'), {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe(true);
  const path = await mailedLink(email, `/requests/${guest.request_id}?token=`);
  const ready = (await outboxTo(request, email)).find((m) => m.kind === 'lyrics-ready')!;
  expect(ready.subject).toBe('Your lyrics are ready to read: Aoife and the Bees');
  expect(ready.text).toMatch(/Express delivery, within 24 hours of your approval/);
  expect(ready.text).toMatch(/If we have not heard from you by .+ \(1 day from now\), we will use this draft as it is/);

  await page.goto(path);
  const panel = page.getByRole('region', { name: 'Read and approve your lyrics' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('request-status')).toHaveText('Lyrics to approve');
  const aoife = panel.getByRole('textbox', { name: 'How Aoife sounds' });
  await expect(aoife).toBeVisible();
  await expect(aoife.locator('../..').getByText('Not in our dictionary: add a note so it is sung right')).toBeVisible();

  const line = panel.getByRole('textbox', { name: /^Line 2 of / }).first();
  const lineName = (await line.getAttribute('aria-label'))!;
  await line.fill(guestLine);
  await aoife.fill('EE-fuh');
  const said = page.waitForResponse((r) => r.url().endsWith('/lyrics/say'));
  await aoife.locator('..').getByRole('button', { name: 'Sung' }).click();
  const res = await said;
  expect(res.status()).toBe(200);
  const wav = measureWav(await replayedBody(page, res));
  console.log(`voice sung Aoife=EE-fuh: ${JSON.stringify(wav)}`);
  expect(wav.rms).toBeGreaterThan(0.01);
  await expect.poll(async () => (await plays()).filter((p) => p.ended).length, { timeout: 20_000 }).toBe(1);
  await shoot(page, 'approval-guest');

  // A fresh draft: written again from the story, the guest's line and note kept.
  const before = (await lyricsOf(request, guest)).sections!;
  await panel.getByRole('button', { name: 'New draft (3 left)' }).click();
  await expect(page.getByText('Writing a draft from your story')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'New draft (2 left)' })).toBeVisible({ timeout: 240_000 });
  await expect(panel.getByRole('textbox', { name: lineName })).toHaveValue(guestLine);
  await expect(panel.getByRole('textbox', { name: 'How Aoife sounds' })).toHaveValue('EE-fuh');
  const after = (await lyricsOf(request, guest)).sections!;
  const writers = (s: Section[]) => s.flatMap((x) => x.lines.filter((l) => !l.mine).map((l) => l.text));
  expect(writers(after)).not.toEqual(writers(before));

  await panel.getByRole('button', { name: 'Approve lyrics' }).click();
  await expect(page.getByText('Lyrics approved')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('request-status')).toHaveText(/Processing|Generating|Completed/);

  const stored = await lyricsOf(request, guest);
  expect(stored).toMatchObject({ approved: true, approvedBy: 'buyer', pronunciations: { Aoife: 'EE-fuh' } });
  expect(stored.sections!.flatMap((s) => s.lines)).toContainEqual({ text: guestLine, mine: true });
  // the link cannot approve twice
  const again = await request.post(`/api/songs/request/${guest.request_id}/lyrics/approve`, {
    data: { token: guest.status_token },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toMatch(/^These lyrics were already approved on /);
});

test('[APPROVAL] the draft left alone is used as it stands after the deadline', async ({ page, request }) => {
  test.setTimeout(480_000);
  await expect
    .poll(async () => (await lyricsOf(request, leftAlone)).approvedBy, { timeout: 400_000, intervals: [5_000] })
    .toBe('deadline');
  await page.goto(`/requests/${leftAlone.request_id}?token=${encodeURIComponent(leftAlone.status_token)}`);
  await expect(page.getByTestId('request-status')).not.toHaveText('Lyrics to approve');
  await expect(page.getByRole('region', { name: 'Read and approve your lyrics' })).toHaveCount(0);
});

test('[APPROVAL] the delivered songs sing what was approved: the guest’s line, and the draft used at the deadline', async ({
  page,
  request,
}) => {
  test.setTimeout(SONG_READY_MS * 2);
  const songOf = async (c: Created) =>
    (
      await (
        await request.get(`/api/songs/request/${c.request_id}/status?token=${encodeURIComponent(c.status_token)}`)
      ).json()
    ).data as { status: string; finalSongId: string | null };
  for (const c of [guest, leftAlone]) {
    await expect
      .poll(async () => (await songOf(c)).status, { timeout: SONG_READY_MS, intervals: [5_000] })
      .toBe('completed');
  }
  await expectSung(request, (await songOf(guest)).finalSongId!, guestLine);
  // the deadline's song sings the draft as it stood, line for line
  const draft = (await lyricsOf(request, leftAlone)).sections!.flatMap((s) => s.lines.map((l) => l.text));
  const sung = (await deliveredLyrics(request, (await songOf(leftAlone)).finalSongId!)).map((l) => l.text);
  expect(new Set(sung)).toEqual(new Set(draft));

  await page.goto(`/requests/${guest.request_id}?token=${encodeURIComponent(guest.status_token)}`);
  await expect(page.getByTestId('request-status')).toHaveText('Completed');
});

test('[APPROVAL] staff see the new step in the request list and details, and approve for the buyer in manual production; the history says who', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await setProduction(request, { mode: 'manual' });
  try {
    const title = `Oisin Rows ${Date.now()}`;
    const c = await guestOrderPaid(
      request,
      `helped.${Date.now()}@example.com`,
      'For my son Oisin, who rows on the lake at dawn with his grandfather',
      title,
      'Oisin',
    );
    await expect.poll(async () => (await lyricsOf(request, c)).deadline, { timeout: 240_000 }).not.toBeNull();

    await loginAs(page, ADMIN);
    await page.goto('/admin/requests');
    await page.getByLabel('Search').fill(title);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Awaiting lyric approval');
    await shoot(page, 'approval-admin-list');

    await page.goto(`/admin/requests/${c.request_id}`);
    const lyrics = page.getByRole('region', { name: 'Lyrics and name notes' });
    await expect(lyrics).toContainText('Waiting for the buyer; the draft is used as it stands on');
    await expect(lyrics).toContainText('New drafts used: 0 of 3');
    await shoot(page, 'approval-admin-details');
    await lyrics.getByRole('link', { name: 'Review and approve for the buyer' }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${c.request_id}$`));
    const panel = page.getByRole('region', { name: 'Read and approve your lyrics' });
    await panel.getByRole('button', { name: 'Approve lyrics' }).click();
    await expect(page.getByText('Lyrics approved')).toBeVisible({ timeout: 20_000 });

    await page.goto(`/admin/requests/${c.request_id}`);
    await expect(lyrics).toContainText('Approved by staff on the buyer’s behalf');
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText("Lyrics approved by Ada Admin on the buyer's behalf");
    await expect(history).toContainText('Awaiting lyric approval');
    // manual production: the request now waits for the team's upload
    expect((await lyricsOf(request, c)).status).toBe('processing');
    await shoot(page, 'approval-admin-approved');
  } finally {
    await setProduction(request, { mode: 'auto' });
  }
});
