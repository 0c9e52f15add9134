/// <reference lib="dom" />
import { expect, test } from '../support/fixtures';

test("[HOME] the hero card's play button plays an example song", async ({ page }) => {
  await page.goto('/');
  const play = page.getByRole('button', { name: /^Play an example song, / });
  await expect(play).toBeVisible();
  await play.click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.currentTime ?? 0))
    .toBeGreaterThan(0.3);
  await expect(page.getByRole('button', { name: /^Pause an example song, / })).toBeVisible();
});
