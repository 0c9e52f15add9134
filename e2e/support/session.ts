import { expect, type Page } from '@playwright/test';

/** Signs in through the /login page as one of the prepared accounts and waits for the landing page. */
export async function loginAs(page: Page, account: { email: string; password: string }, landing: RegExp = /\/admin/) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^Log In$/ }).click();
  await expect(page).toHaveURL(landing);
}
