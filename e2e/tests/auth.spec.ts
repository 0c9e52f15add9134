import { ADMIN, SUSPENDED } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { mailedLink } from '../support/mailbox';

test('[AUTH] a visitor registers, logs out, logs in, edits profile, changes password', async ({ page }) => {
  // Register, two sign-ins, a rename, a password change and an e-mail change by mail: longer than the default.
  test.setTimeout(150_000);
  const email = `rita.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const register = page.getByRole('dialog');
  await register.getByLabel('Name', { exact: true }).fill('Rita Ramos');
  await register.getByLabel('Email', { exact: true }).fill(email);
  await register.getByLabel('Password', { exact: true }).fill('Melody#2026');
  await register.getByLabel('Confirm Password').fill('Melody#2025');
  await register.getByRole('button', { name: 'Create Account' }).click();
  await expect(register.getByText('Passwords do not match')).toBeVisible();
  await register.getByLabel('Confirm Password').fill('Melody#2026');
  await register.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  // The public name is the one given at sign-up, not one made from the e-mail.
  await expect(page.getByRole('main').getByLabel('Name', { exact: true })).toHaveValue('Rita Ramos');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog');
  // A freshly registered e-mail is prefilled for five minutes.
  await expect(login.getByLabel('Email', { exact: true })).toHaveValue(email);
  await login.getByLabel('Password', { exact: true }).fill('Melody#2026');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Name', { exact: true }).fill('Rita Renamed');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rita Renamed');

  await page.getByLabel('Current Password').fill('Melody#2026');
  await page.getByLabel('New Password', { exact: true }).fill('Harmony#2027');
  await page.getByLabel('Confirm New Password').fill('Harmony#2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login?redirect=/profile');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Melody#2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('The email or password you entered is incorrect. Please try again.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Harmony#2027');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rita Renamed');

  // A new e-mail needs the current password, and takes effect only through the link sent to it.
  const moved = `rita.moved.${Date.now()}@example.com`;
  await page.getByLabel('Email', { exact: true }).fill(moved);
  await expect(page.getByText(/We will send a link to the new address/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Enter your current password to change your e-mail address')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill('Harmony#2027');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Confirm your new e-mail address')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.screenshot({ path: '/tmp/shots/auth/email-change-pending.png', fullPage: true });
  await page.goto(await mailedLink(moved, '/account/email?confirm='));
  await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(moved);
});

test('[AUTH] an admin logs in and lands on /admin/dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog');
  await login.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Admin Panel')).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  for (const item of ['Dashboard', 'User Management', 'Song Requests']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('[AUTH] a suspended member cannot log in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(SUSPENDED.email);
  await page.getByLabel('Password', { exact: true }).fill(SUSPENDED.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Your account has been suspended. Please contact support.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)profile/);
});
