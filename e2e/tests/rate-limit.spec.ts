import { expect, test } from '../support/fixtures';

// Issue 13. The journeys' server exempts 127.0.0.1 from rate limits so the other journeys are never slowed;
// this one comes from an address of its own through X-Forwarded-For (trusted from loopback only), so its
// counts start at zero and touch no other journey.
test('[AUTH] someone trying passwords on many accounts is told in words to wait', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${10 + (Date.now() % 200)}` });
  await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Log In' });

  // Ten guesses, each at another account (the per-account lockout never starts): each one is refused as wrong.
  const stamp = Date.now();
  for (let i = 1; i <= 10; i += 1) {
    await email.fill(`spray${i}.${stamp}@example.com`);
    await password.fill(`Guess#${i}pass`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await submit.click();
    expect((await answer).status(), `guess ${i}`).toBe(401);
    await expect(page.getByText('The email or password you entered is incorrect. Please try again.')).toBeVisible();
  }

  // The eleventh from the same network is stopped before any password is checked, and the page says why.
  await email.fill(`spray11.${stamp}@example.com`);
  await password.fill('Guess#11pass');
  const limited = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await submit.click();
  const res = await limited;
  expect(res.status()).toBe(429);
  expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await res.json()).code).toBe('RATE_LIMITED');
  await expect(
    page.getByText(/^Too many sign-in attempts from your network\. Please wait \d+ minutes? and try again\.$/),
  ).toBeVisible();
  await expect(page.getByText('The email or password you entered is incorrect. Please try again.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});
