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
  // The card is that song: its title and length are the player's, and its clock moves with it (issue 20 item 12:
  // it said 'Happy 30th, Maya! · 2:48' at a fixed 1:07 while the bar played a 1:15 song).
  const playing = (await page.getByRole('button', { name: /^Pause an example song, / }).getAttribute('aria-label'))!;
  await expect(page.getByTestId('hero-song-title')).toHaveText(playing.replace('Pause an example song, ', ''));
  const length = await page.evaluate(() => {
    const s = Math.round(document.querySelector<HTMLAudioElement>('audio#serenade-audio')!.duration);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  });
  await expect(page.getByTestId('hero-song-length')).toHaveText(length);
  await expect(page.getByTestId('hero-song-time')).not.toHaveText('0:00', { timeout: 5_000 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // A long example title is cut with an ellipsis; it never widens the hero past the window.
    for (const el of [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: /^Create a Custom Song/ }),
    ]) {
      const box = (await el.first().boundingBox())!;
      expect(box.x + box.width, 'inside the window').toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: test.info().outputPath(`home-hero-playing-${width}.png`) });
  }
});

test('[HOME] while the demo player is on screen, the bottom player bar does not repeat its controls', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/');
    const demo = page.locator('section[aria-labelledby="demo-player-heading"]');
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(demo.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.currentTime ?? 0),
      )
      .toBeGreaterThan(0.3);
    // One set of controls on screen: the demo player's.
    await expect(page.getByRole('region', { name: 'Audio player' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`home-demo-playing-${width}.png`) });
    // Scrolled away from it, the bar comes back so the song can still be paused.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible();
    await page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Pause' }).click();
  }
});
