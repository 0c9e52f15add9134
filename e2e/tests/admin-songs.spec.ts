/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { EDITOR } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/songs';
const ORIGINAL = 'Under the Lanterns';
const EDITED = 'Under the Lanterns (Night Market Mix)';

type Song = { title: string; artist: string; lyrics: { time: number; text: string }[] };

/** What a visitor without an account sees of one song on the home page and its own page. */
async function visitorSees(browser: Browser, baseURL: string, id: string, title: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest songs' });
    await expect(latest.getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 });
    const demo = page.getByRole('region', { name: 'Demo player' });
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.getByRole('heading', { name: 'Queue' })).toBeVisible({ timeout: 30_000 });
    const onHome =
      (await demo.getByRole('button', { name: `Play ${title}`, exact: true }).count()) +
      (await latest.locator(`a[href="/track/${id}"]`).count());
    const pageOk = (await page.request.get(`/api/song/${id}`)).ok();
    return { onHome: onHome > 0, pageOk };
  } finally {
    await context.close();
  }
}

/** The same question through the API a visitor's home calls (no session): quicker for the in-between steps. */
async function visitorApiSees(request: APIRequestContext, id: string) {
  const ids = async (url: string) =>
    ((await (await request.get(url)).json()).data as { id: string }[]).map((s) => s.id);
  const onHome = (await ids('/api/songs/demo')).includes(id) || (await ids('/api/songs?limit=3')).includes(id);
  return { onHome, pageOk: (await request.get(`/api/song/${id}`)).ok() };
}

async function openRowMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
}

test('[ADMIN] an editor edits, archives and hides a song in the library', async ({ page, browser, baseURL }) => {
  // Several visitor page loads on a busy two-core machine.
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await loginAs(page, EDITOR);
  const token = await page.evaluate(() => localStorage.getItem('serenade.token'));
  const auth = { Authorization: `Bearer ${token}` };

  await page.goto('/admin/songs');
  await expect(page.getByRole('heading', { name: 'Song Library' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ songs$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/library.png` });

  // Find the demo song by search; the filter lives in the URL.
  await page.getByLabel('Search songs').fill('lanterns');
  await expect(page).toHaveURL(/[?&]q=lanterns/);
  await expect(page.getByText('Showing 1 of 1 songs')).toBeVisible();
  await page.getByRole('link', { name: `Edit ${ORIGINAL}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/songs\/edit\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const original = (await (await page.request.get(`/api/admin/songs/${id}`, { headers: auth })).json()).data as Song;
  expect(original.lyrics.length).toBeGreaterThan(3);
  expect(await visitorSees(browser, baseURL!, id, ORIGINAL)).toEqual({ onHome: true, pageOk: true });

  try {
    // Edit the title and move line 2 to a new time taken from the player's position.
    await expect(page.getByRole('heading', { name: 'Edit Song' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/edit.png` });
    await page.getByLabel('Title', { exact: true }).fill(EDITED);
    const [first, third] = [original.lyrics[0]!.time, original.lyrics[2]!.time];
    const newTime = Math.round(((first + third) / 2) * 10) / 10;
    expect(newTime).not.toBe(original.lyrics[1]!.time);
    await page.getByLabel('Song audio').evaluate(async (el, t) => {
      const audio = el as HTMLAudioElement;
      if (audio.readyState < 1) await new Promise((r) => audio.addEventListener('loadedmetadata', r, { once: true }));
      audio.currentTime = t;
      await new Promise((r) => audio.addEventListener('seeked', r, { once: true }));
    }, newTime);
    await page.getByRole('button', { name: 'Set line 2 time from current position' }).click();
    const line2 = page.getByLabel('Line 2 time', { exact: true });
    await expect(line2).not.toHaveValue(/^$/);
    const shown = await line2.inputValue();

    // A time out of order is refused beside its line, and nothing is saved.
    await line2.fill('99:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Line 2: .*(later|past the end)/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/edit-lyrics-error.png` });
    await line2.fill(shown);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Song saved' }).first()).toBeVisible();

    const saved = (await (await page.request.get(`/api/song/${id}`)).json()).data as Song;
    expect(saved.title).toBe(EDITED);
    expect(saved.lyrics[1]!.time).toBeCloseTo(newTime, 1);
    expect(saved.lyrics.length).toBe(original.lyrics.length);
    expect(await visitorApiSees(page.request, id)).toEqual({ onHome: true, pageOk: true });

    // Archive it (after confirming): the visitor's home no longer lists it.
    await page.getByRole('link', { name: 'Back to Song Library' }).click();
    await page.getByLabel('Search songs').fill('night market');
    await expect(page.getByText('Showing 1 of 1 songs')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: EDITED });
    await openRowMenu(page, EDITED);
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive song' });
    await expect(confirm).toContainText(`Are you sure you want to archive “${EDITED}”?`);
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Archived', { exact: true }).last()).toBeVisible();
    expect(await visitorSees(browser, baseURL!, id, EDITED)).toEqual({ onHome: false, pageOk: false });

    // Only archived songs: the filter keeps it, in the URL too.
    await page.getByLabel('Status').selectOption('archived');
    await expect(page).toHaveURL(/[?&]status=archived/);
    await expect(page.getByText('Showing 1 of 1 songs')).toBeVisible();

    // Reactivate it: it is back for visitors.
    await openRowMenu(page, EDITED);
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page.getByRole('dialog', { name: 'Activate song' }).getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Showing 0 of 0 songs')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await expect(row.getByText('Active', { exact: true }).last()).toBeVisible();
    expect(await visitorSees(browser, baseURL!, id, EDITED)).toEqual({ onHome: true, pageOk: true });

    // Hide it and show it again.
    await openRowMenu(page, EDITED);
    await page.getByRole('menuitem', { name: 'Make private' }).click();
    await expect(row.getByText('Private', { exact: true }).last()).toBeVisible();
    expect(await visitorApiSees(page.request, id)).toEqual({ onHome: false, pageOk: false });
    await openRowMenu(page, EDITED);
    await page.getByRole('menuitem', { name: 'Make public' }).click();
    await expect(row.getByText('Public', { exact: true }).last()).toBeVisible();
    expect(await visitorApiSees(page.request, id)).toEqual({ onHome: true, pageOk: true });
  } finally {
    // Other journeys play this demo song: leave it as it was.
    const headers = { ...auth, 'Content-Type': 'application/json' };
    await page.request.put(`/api/admin/songs/${id}`, {
      headers,
      data: { title: original.title, artist: original.artist, lyrics: original.lyrics },
    });
    await page.request.patch(`/api/admin/songs/${id}/status`, { headers, data: { status: 'active' } });
    await page.request.patch(`/api/admin/songs/${id}/visibility`, { headers, data: { visibility: 'public' } });
  }
});
