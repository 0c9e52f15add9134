import { mkdirSync, readFileSync } from 'node:fs';
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

const SHOTS = '/tmp/shots/analytics-users';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('[ADMIN] an admin reads analytics and suspends a member from the users screen', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const stamp = Date.now();
  const name = `Nora Listener ${stamp}`;
  const email = `nora.${stamp}@example.com`;

  // A member plays and likes a public song: real events through the real API.
  const signup = await request.post('/api/signup', { data: { name, email, password: 'Melody#2026' } });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).data.token as string;
  const songs = (await (await request.get('/api/songs?limit=3')).json()).data as { id: string; title: string }[];
  expect(songs.length).toBeGreaterThan(0);
  for (const song of songs) {
    expect((await request.post(`/api/songs/${song.id}/play`, { headers: bearer(token), data: {} })).status()).toBe(200);
  }
  expect((await request.post(`/api/songs/${songs[0]!.id}/like`, { headers: bearer(token) })).status()).toBe(200);

  await loginAs(page, ADMIN);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  // The cards show what the server counted for this week (at least this member's 3 plays).
  const adminToken = await page.evaluate(() => localStorage.getItem('serenade.token'));
  const stats = (await (await request.get('/api/admin/stats/usage', { headers: bearer(adminToken!) })).json()).data;
  expect(stats.plays).toBeGreaterThanOrEqual(3);
  const card = (label: string) => page.getByText(label, { exact: true }).locator('xpath=../..');
  await expect(card('Song Plays')).toContainText(String(stats.plays));
  await expect(card('Song Likes')).toContainText(String(stats.likes));
  await expect(card('Total Events')).toContainText('vs previous period');
  const recent = page.getByRole('table');
  await expect(recent.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  await expect(recent.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Like' })).toHaveCount(1);
  await expect(page.getByText('Plays Over Time')).toBeVisible();
  await expect(page.locator('.recharts-line').first()).toBeVisible();
  await expect(page.getByText('Actions Breakdown')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/analytics.png`, fullPage: true });

  // Narrowing to plays leaves only plays in the activity table.
  await page.getByLabel('Action').selectOption('play');
  await expect(recent.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Like' })).toHaveCount(0);
  await expect(recent.getByRole('row').filter({ hasText: name }).first()).toContainText('Play');

  // Day by the hour, then the export with the SPEC's columns.
  await page.getByRole('button', { name: 'Day' }).click();
  await expect(page.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
  await expect(recent.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('Date,Total Events,Plays,Likes,Shares');
  expect(csv.filter(Boolean)).toHaveLength(25);

  // A quiet week long ago shows the empty chart text.
  await page.getByLabel('Start date').fill('2020-01-01');
  await page.getByLabel('End date').fill('2020-01-07');
  await expect(page.getByText('No data available for this time period').first()).toBeVisible();

  // Users: find the member, look at the edit modal, open their page.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ users$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/users.png`, fullPage: true });
  await page.getByLabel('Search users').fill(`Nora Listener ${stamp}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 users')).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Name is required')).toBeVisible();
  await edit.getByLabel('Name').fill(name);
  await page.screenshot({ path: `${SHOTS}/edit-modal.png` });
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Email not verified').or(page.getByText('Email verified'))).toBeVisible();

  await page.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend user' });
  await expect(confirm).toContainText(`Suspend ${name}?`);
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/user-detail.png`, fullPage: true });

  // A member with songs, for the record; then the list on a phone.
  await page.goto('/admin/users?q=jonas');
  await page.getByRole('link', { name: 'Jonas Okafor' }).click();
  await expect(page.getByRole('heading', { name: /^Songs/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/user-detail-songs.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ users$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/users-phone.png`, fullPage: true });
  await page.goto('/admin/analytics');
  await expect(page.locator('.recharts-line').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/analytics-phone.png`, fullPage: true });

  // The member's session ended at once: their next call is refused.
  const after = await request.get('/api/profile', { headers: bearer(token) });
  expect(after.status()).toBe(401);
  const relogin = await request.post('/api/login', { data: { email, password: 'Melody#2026' } });
  expect(relogin.ok()).toBe(false);
});
