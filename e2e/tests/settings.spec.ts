import { expect, test } from '../support/fixtures';

test('[SETTINGS] a member hides their activity and deletes their account', async ({ page, request }) => {
  const email = `sofia.${Date.now()}@example.com`;
  const password = 'Melody#2026';
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Sofia Silva');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/settings');
  const activity = page.getByRole('switch', { name: 'Show my activity' });
  await expect(activity).toBeChecked();
  await activity.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show my activity' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password').fill('wrong-password');
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(confirm.getByText('The password is incorrect')).toBeVisible();
  await confirm.getByLabel('Password').fill(password);
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(401);
});
