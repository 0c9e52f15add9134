/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { Page } from '@playwright/test';
import { makeMp3 } from '../../apps/server/src/test/audio-fixtures';
import { expect, test } from '../support/fixtures';

type AudioState = { currentTime: number; paused: boolean; volume: number; muted: boolean; src: string };

/** The persistent player's one <audio> element, as the page sees it. */
function audio(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLAudioElement>('audio#serenade-audio');
    if (!el) return { currentTime: -1, paused: true, volume: -1, muted: false, src: '' };
    return { currentTime: el.currentTime, paused: el.paused, volume: el.volume, muted: el.muted, src: el.src };
  });
}

test('[SONGS] a visitor plays a song from the home page and seeks by clicking a lyric line', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest songs' });
  const firstTitle = latest.getByRole('heading', { level: 3 }).first();
  await expect(firstTitle).toBeVisible();
  const title = (await firstTitle.textContent())!.trim();

  await latest.getByRole('button', { name: `Play ${title}` }).click();
  const bar = page.getByRole('region', { name: 'Audio player' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.5);
  await expect(latest.getByRole('button', { name: `Pause ${title}` })).toBeVisible();

  // Opening the song page keeps the same audio playing.
  await latest.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/track\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  expect((await audio(page)).paused).toBe(false);
  await expect(bar).toBeVisible();

  // A later line whose text appears once (choruses repeat).
  const song = (await (await request.get(`/api/song/${id}`)).json()).data as {
    duration: number;
    lyrics: { time: number; text: string }[];
  };
  const unique = song.lyrics.filter((l) => song.lyrics.filter((o) => o.text === l.text).length === 1);
  const line = unique.filter((l) => l.time > 20 && l.time < song.duration - 6).pop();
  expect(line, 'the demo song has a unique lyric line after 20 s').toBeTruthy();

  const lyrics = page.getByRole('list', { name: 'Lyrics' });
  const button = lyrics.getByRole('button', { name: line!.text, exact: true });
  await button.click();
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThanOrEqual(line!.time - 0.25);
  const now = (await audio(page)).currentTime;
  expect(now).toBeLessThan(line!.time + 4);
  await expect(button).toHaveAttribute('aria-current', 'true');
  await expect(lyrics.locator('[aria-current="true"]')).toHaveCount(1);
  expect((await audio(page)).paused).toBe(false);
});

test("[SONGS] the demo player's keyboard shortcuts", async ({ page }) => {
  await page.goto('/');
  const demo = page.getByRole('region', { name: 'Demo player' });
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('heading', { name: 'Queue' })).toBeVisible();
  // A click on plain text: a user gesture, and nothing focused that would take the keys.
  await demo.getByRole('heading', { name: 'Demo player' }).click();

  // Space plays and pauses.
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audio(page)).paused).toBe(false);
  await expect(demo.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audio(page)).paused).toBe(true);

  // Up/Down: volume ±10% from 0.7.
  expect((await audio(page)).volume).toBeCloseTo(0.7);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await audio(page)).volume).toBeCloseTo(0.8);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await audio(page)).volume).toBeCloseTo(0.6);

  // M mutes and unmutes.
  await page.keyboard.press('m');
  await expect.poll(async () => (await audio(page)).muted).toBe(true);
  await expect(demo.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('m');
  await expect.poll(async () => (await audio(page)).muted).toBe(false);

  // Right: the next track.
  const nowPlaying = demo.getByTestId('demo-now-playing');
  const first = await nowPlaying.textContent();
  const firstSrc = (await audio(page)).src;
  await page.keyboard.press('ArrowRight');
  await expect(nowPlaying).not.toHaveText(first!);
  await expect.poll(async () => (await audio(page)).src).not.toBe(firstSrc);

  // Shift+Right: 10 seconds forward.
  const before = (await audio(page)).currentTime;
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(before + 9.5);
  expect((await audio(page)).currentTime).toBeLessThan(before + 10.5);

  // V cycles the visualizer type.
  const type = demo.getByTestId('visualizer-type');
  await expect(type).toHaveText('Bars');
  await page.keyboard.press('v');
  await expect(type).toHaveText('Wave');
  await page.keyboard.press('v');
  await expect(type).toHaveText('Circle');
  await page.keyboard.press('v');
  await expect(type).toHaveText('Bars');

  // F opens the fullscreen visualizer, V works inside it, Esc closes it.
  await page.keyboard.press('f');
  const visualizer = page.getByRole('dialog', { name: 'Visualizer' });
  await expect(visualizer).toBeVisible();
  await expect(visualizer.getByRole('button', { name: 'Bars' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('v');
  await expect(visualizer.getByRole('button', { name: 'Wave' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(visualizer).toBeHidden();
  await expect(type).toHaveText('Wave');

  // A screen tall enough to show the demo player and the footer's e-mail field together, so the
  // shortcuts stay live while typing there.
  await page.setViewportSize({ width: 1280, height: 6000 });
  await page.getByRole('heading', { name: 'Demo player' }).click();
  await page.keyboard.press('m');
  await expect.poll(async () => (await audio(page)).muted).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(async () => (await audio(page)).muted).toBe(false);

  const field = page.getByRole('contentinfo').getByRole('textbox').first();
  await field.click();
  await page.keyboard.type('m v f');
  await expect(field).toHaveValue('m v f');
  await expect(page.getByRole('dialog', { name: 'Visualizer' })).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  const after = await audio(page);
  expect(after.muted).toBe(false);
  expect(after.paused).toBe(true);
  expect(after.volume).toBeCloseTo(0.6);
  await expect(type).toHaveText('Wave');
});

test("[SONGS] a private song's audio URL does not play for a visitor", async ({ request, browser, baseURL }) => {
  const email = `olive.${Date.now()}@example.com`;
  const signup = await request.post('/api/signup', {
    data: { name: 'Olive Owner', email, password: 'Melody#2026' },
  });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()).data as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  const upload = await request.post('/api/songs/upload', {
    headers: auth,
    multipart: {
      title: 'Secret Serenade',
      is_public: 'false',
      file: { name: 'secret.mp3', mimeType: 'audio/mpeg', buffer: await makeMp3(3) },
    },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()).data as { id: string };

  // The owner gets a short-lived signed link, and it plays (byte ranges included).
  const owned = await request.get(`/api/song/${id}`, { headers: auth });
  expect(owned.status()).toBe(200);
  const signed = (await owned.json()).data.audioUrl as string;
  expect(signed).toMatch(new RegExp(`^/media/songs/${id}/audio\\?exp=\\d+&sig=`));
  expect((await request.get(signed, { headers: { Range: 'bytes=0-99' } })).status()).toBe(206);

  const visitor = await browser.newContext({ baseURL });
  try {
    const page = await visitor.newPage();
    const unsigned = `/media/songs/${id}/audio`;
    expect((await page.request.get(unsigned)).status()).toBe(404);
    expect((await page.request.get(`/api/song/${id}`)).status()).toBe(404);

    await page.goto(`/track/${id}`);
    await expect(page.getByRole('heading', { name: 'Error Loading Song' })).toBeVisible();
    await expect(page.getByText('Failed to load song data')).toBeVisible();
    await expect(page.getByText('Secret Serenade')).toHaveCount(0);

    // The browser's own player cannot play the unsigned address either.
    const outcome = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const el = new Audio(src);
          el.addEventListener('error', () => resolve('error'));
          el.addEventListener('canplay', () => resolve('canplay'));
        }),
      unsigned,
    );
    expect(outcome).toBe('error');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await visitor.close();
  }
});
