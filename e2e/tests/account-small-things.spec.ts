/// <reference lib="dom" />
import { ADMIN } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'Melody#2026';
const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** An admin session for the API (settings, users). */
async function adminAuth(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('[AUTH] a visitor registers with the name they give, not one made from the e-mail', async ({ page }) => {
  const email = `lena.fischer.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Please enter your name')).toBeVisible();
  await shot(page, 'register-needs-name-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'register-needs-name-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByLabel('Name', { exact: true }).fill('Lena Fischer');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  // the dialog closes once the account exists (its own Name field may still be on its way out as the page changes)
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lena Fischer');
});

test('[AUTH] a member suspended while signed in is told why on the login page', async ({ page, request }) => {
  const email = `suspend.me.${Date.now()}@example.com`;
  const signup = await request.post('/api/signup', { data: { name: 'Sue Later', email, password: PASSWORD } });
  expect(signup.status()).toBe(201);
  const userId = (await signup.json()).data.user.id as string;
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^Log In$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const suspend = await request.patch(`/api/admin/users/${userId}`, {
    headers: await adminAuth(request),
    data: { status: 'suspended' },
  });
  expect(suspend.status()).toBe(200);

  // The next page that asks the server for their data ends the session, and the login page says why.
  await page.goto('/my-songs');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('alert')).toContainText('You have been signed out');
  await expect(page.getByRole('alert')).toContainText('Your account has been suspended. Please contact support.');
  await shot(page, 'suspended-login-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'suspended-login-390');
});

test('[AUTH] with sign-ups closed, neither the header nor the login screens offer an account', async ({
  page,
  request,
}) => {
  const headers = await adminAuth(request);
  const setSignups = async (open: boolean) => {
    const current = (await (await request.get('/api/admin/settings', { headers })).json()).data;
    const res = await request.put('/api/admin/settings', {
      headers,
      data: { siteSettings: { ...current.siteSettings, signupsEnabled: open } },
    });
    expect(res.status()).toBe(200);
  };
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await setSignups(false);
  try {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(modal.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(modal.getByText('Create an account')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Create an account')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
    await shot(page, 'signups-closed-home-390');
  } finally {
    await setSignups(true);
  }
});
