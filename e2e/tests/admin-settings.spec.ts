import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, EDITOR, MEMBER, SUPERADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/session';

const SHOTS = '/tmp/shots/settings';
mkdirSync(SHOTS, { recursive: true });

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('serenade.token'));

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

type Settings = { siteSettings: Record<string, unknown>; securitySettings: Record<string, unknown> };

/**
 * Journeys share one server: whatever a journey switched on is switched off again afterwards, through the API
 * with a session captured while it ran (a fresh sign-in might itself need a two-factor code).
 */
type Cleanup = { token: string; patch: (s: Settings) => object; after?: (api: Api) => Promise<void> };
type Api = { get: (url: string) => Promise<unknown>; post: (url: string) => Promise<number> };
let cleanup: Cleanup | null = null;

test.describe.configure({ timeout: 150_000 });

test.afterEach(async ({ playwright, baseURL }) => {
  if (!cleanup) return;
  const { token, patch, after } = cleanup;
  cleanup = null;
  const request = await playwright.request.newContext({ baseURL });
  try {
    const headers = { Authorization: `Bearer ${token}` };
    const current = (await (await request.get('/api/admin/settings', { headers })).json()).data as Settings;
    const res = await request.put('/api/admin/settings', { headers, data: patch(current) });
    expect(res.status()).toBe(200);
    await after?.({
      get: async (url) => (await (await request.get(url, { headers })).json()).data,
      post: async (url) => (await request.post(url, { headers })).status(),
    });
  } finally {
    await request.dispose();
  }
});

test('[ADMIN] maintenance mode shuts out a member and not an editor', async ({ page, browser, baseURL, request }) => {
  await loginAs(page, ADMIN);
  cleanup = {
    token: (await tokenOf(page))!,
    patch: (s) => ({ siteSettings: { ...s.siteSettings, maintenanceMode: false } }),
  };
  await page.goto('/admin/settings');
  const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(maintenance).not.toBeChecked();
  await maintenance.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();

  // A member, in a browser of their own, can still sign in but meets the maintenance page.
  const member = await newPage(browser, baseURL);
  const home = await member.page.goto('/');
  expect(home?.status()).toBe(503);
  await expect(member.page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await loginAs(member.page, MEMBER, /\/$/);
  await expect(member.page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await member.page.goto('/my-songs');
  await expect(member.page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await member.page.screenshot({ path: `${SHOTS}/maintenance-member.png` });
  const memberToken = await tokenOf(member.page);
  expect(memberToken).toBeTruthy();
  const api = await member.page.request.get('/api/profile', { headers: { Authorization: `Bearer ${memberToken}` } });
  expect(api.status()).toBe(503);
  expect((await api.json()).code).toBe('MAINTENANCE');
  await member.context.close();

  // An editor gets through to the admin area and the site.
  const editor = await newPage(browser, baseURL);
  await loginAs(editor.page, EDITOR);
  await expect(editor.page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  const editorToken = await tokenOf(editor.page);
  const stats = await editor.page.request.get('/api/admin/stats', {
    headers: { Authorization: `Bearer ${editorToken}` },
  });
  expect(stats.status()).toBe(200);
  await editor.page.goto('/');
  await expect(editor.page.getByRole('heading', { level: 1, name: /Personalised music for/ })).toBeVisible();
  await expect(editor.page.getByRole('heading', { name: "We'll be right back" })).toHaveCount(0);
  await editor.context.close();

  // Switched off again from the screen, the site opens for everyone.
  await page.getByRole('switch', { name: 'Maintenance mode' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  expect((await request.get('/')).status()).toBe(200);
});

test('[ADMIN] a superadmin adds an editor who cannot open Users or Payments', async ({ page, browser, baseURL }) => {
  const stamp = Date.now();
  const newcomer = { name: `Nora Editor ${stamp}`, email: `nora.${stamp}@serenade.local`, password: 'Nora#Strong2026' };
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, SUPERADMIN);
  await page.goto('/admin/settings');

  // Screenshots of every tab, as a superadmin.
  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  for (const [name, file] of [
    ['General', 'general'],
    ['Email', 'email'],
    ['Security', 'security'],
  ] as const) {
    await tabs.getByRole('tab', { name }).click();
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: `${SHOTS}/${file}.png`, fullPage: true });
  }

  await tabs.getByRole('tab', { name: 'Admin Users' }).click();
  const list = page.getByRole('list', { name: 'Admin users' });
  await expect(list.getByText(SUPERADMIN.email)).toBeVisible();
  // Your own row cannot be changed or removed.
  const own = list.getByRole('listitem').filter({ hasText: SUPERADMIN.email });
  await expect(own.getByRole('combobox')).toBeDisabled();
  await expect(own.getByRole('button', { name: /^Remove/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Add Admin' }).click();
  const add = page.getByRole('dialog', { name: 'Add Admin User' });
  await add.getByLabel('Email').fill(newcomer.email);
  await add.getByLabel('Name').fill(newcomer.name);
  await add.getByLabel('Role').selectOption('editor');
  await add.getByRole('button', { name: 'Add Admin' }).click();
  await expect(add).toBeHidden();
  const row = list.getByRole('listitem').filter({ hasText: newcomer.email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${newcomer.name}` })).toHaveValue('editor');
  await page.screenshot({ path: `${SHOTS}/admin-users.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-users-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('button', { name: `Set password for ${newcomer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Password' });
  const meter = dialog.getByRole('meter', { name: 'Password strength' });
  const setButton = dialog.getByRole('button', { name: 'Set Password' });
  await dialog.getByLabel('New password').fill('abcdefgh');
  await dialog.getByLabel('Confirm password').fill('abcdefgh');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak (2 of 6)');
  await expect(setButton).toBeDisabled();
  await dialog.getByLabel('New password').fill(newcomer.password);
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong (6 of 6)');
  await expect(setButton).toBeDisabled(); // the confirmation does not match yet
  await dialog.getByLabel('Confirm password').fill(newcomer.password);
  await expect(setButton).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/set-password.png` });
  await setButton.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Password set for ${newcomer.name}`, { exact: true })).toBeVisible();

  // The new editor signs in and sees only what an editor may use.
  const ed = await newPage(browser, baseURL);
  await loginAs(ed.page, newcomer);
  const nav = ed.page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Song Requests' })).toBeVisible();
  for (const hidden of ['Users', 'Payments', 'Settings']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const path of ['/admin/users', '/admin/payment', '/admin/settings']) {
    await ed.page.goto(path);
    await expect(ed.page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  }
  const token = await tokenOf(ed.page);
  for (const url of ['/api/admin/users', '/api/admin/payments', '/api/admin/settings', '/api/admin/admins']) {
    const res = await ed.page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), url).toBe(403);
  }
  await ed.context.close();
});

test('[ADMIN] with two-factor on, an editor enrols an authenticator at sign-in', async ({ page, browser, baseURL }) => {
  await loginAs(page, SUPERADMIN);
  cleanup = {
    token: (await tokenOf(page))!,
    patch: (s) => ({ securitySettings: { ...s.securitySettings, twoFactorEnabled: false } }),
    // Leave the shared editor account as other journeys expect it: no authenticator enrolled.
    after: async (api) => {
      const { admins } = (await api.get('/api/admin/admins')) as { admins: { id: string; email: string }[] };
      const editor = admins.find((a) => a.email === EDITOR.email);
      if (editor) expect(await api.post(`/api/admin/admins/${editor.id}/two-factor/reset`)).toBe(200);
    },
  };
  await page.goto('/admin/settings?tab=security');
  const twoFactor = page.getByRole('switch', { name: 'Two-factor sign-in for staff' });
  await expect(twoFactor).not.toBeChecked();
  await twoFactor.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  const ed = await newPage(browser, baseURL);
  await ed.page.goto('/login');
  await ed.page.getByLabel('Email', { exact: true }).fill(EDITOR.email);
  await ed.page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await ed.page.getByRole('button', { name: /^Log In$/ }).click();
  await expect(ed.page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(ed.page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await ed.page.evaluate(() => window.scrollTo(0, 0));
  await ed.page.screenshot({ path: `${SHOTS}/two-factor-setup.png`, fullPage: true });
  const secret = ((await ed.page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

  await ed.page.getByLabel('Authentication code').fill(String((Number(totp.generate()) + 1) % 1e6).padStart(6, '0'));
  await ed.page.getByRole('button', { name: 'Verify' }).click();
  await expect(ed.page.getByText('The code is incorrect. Please try again.')).toBeVisible();
  await ed.page.getByLabel('Authentication code').fill(totp.generate());
  await ed.page.getByRole('button', { name: 'Verify' }).click();
  await expect(ed.page).toHaveURL(/\/admin/);
  await expect(ed.page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await ed.context.close();

  // Enrolled: the next sign-in asks only for the code.
  const again = await newPage(browser, baseURL);
  await again.page.goto('/login');
  await again.page.getByLabel('Email', { exact: true }).fill(EDITOR.email);
  await again.page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await again.page.getByRole('button', { name: /^Log In$/ }).click();
  await expect(again.page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await again.page.screenshot({ path: `${SHOTS}/two-factor-code.png`, fullPage: true });
  await again.context.close();
});
