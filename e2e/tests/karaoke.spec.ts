/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SUNG_SONG_FILE, SUNG_SONG_TITLE } from '../support/sung-song';
import { expect, test } from '../support/fixtures';

const SHOTS = '/tmp/shots/karaoke';

type Word = { time: number; end: number; text: string };
type Line = { time: number; text: string; words?: Word[] };

function sungSong(): { id: string; key: string; linesId: string } {
  return JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, SUNG_SONG_FILE), 'utf8'));
}

const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.currentTime ?? -1);
const audioPaused = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.paused ?? true);

/**
 * The sung word the page lights now, and the words being sung around the audio's time (a word counts
 * from half a second before it starts to half a second after it ends: a loaded machine paints late).
 */
async function litAndExpected(page: Page, scope: string, lines: Line[]) {
  return page.evaluate(
    ({ scope, lines }) => {
      const audio = document.querySelector<HTMLAudioElement>('audio#serenade-audio')!;
      const lit = document.querySelector(`${scope} [data-word="current"]`)?.textContent ?? null;
      const t = audio.currentTime;
      const words = lines.flatMap((l) => l.words ?? []);
      const near = words.filter((w) => w.time - 0.5 <= t && t <= Math.max(w.end, w.time) + 0.5).map((w) => w.text);
      return { lit, near, t };
    },
    { scope, lines },
  );
}

for (const width of [1280, 390]) {
  test(`[SONGS] a key holder plays a sung song with its words lit and sings along in the karaoke view (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const { id, key } = sungSong();
    const api = await request.get(`/api/song/${id}?key=${encodeURIComponent(key)}`);
    expect(api.status()).toBe(200);
    const lines = ((await api.json()).data.lyrics as Line[]).filter((l) => l.words?.length);
    expect(lines.length, 'the song has lines with sung words').toBeGreaterThan(3);

    // A visitor without the key sees nothing of the private song, karaoke included.
    await page.goto(`/track/${id}/karaoke`);
    await expect(page.getByRole('heading', { name: 'Error Loading Song' })).toBeVisible();

    await page.goto(`/track/${id}?key=${encodeURIComponent(key)}`);
    await expect(page.getByRole('heading', { level: 1, name: SUNG_SONG_TITLE })).toBeVisible();
    const lyrics = page.getByRole('list', { name: 'Lyrics' });
    await expect(lyrics).toBeVisible();

    // Play from the second sung line: the line is current and its words light up one after another.
    const line = lines[1]!;
    await lyrics.getByRole('button', { name: line.text, exact: true }).click();
    await expect.poll(() => audioTime(page)).toBeGreaterThan(line.time + 0.2);
    await expect(lyrics.locator('[aria-current="true"] [data-word="current"]')).toHaveCount(1);
    const seen = new Set<string>();
    const samples: { lit: string | null; near: string[]; t: number }[] = [];
    for (let i = 0; i < 16; i++) {
      samples.push(await litAndExpected(page, '[aria-label="Lyrics"]', lines));
      await page.waitForTimeout(150);
    }
    const lit = samples.filter((s) => s.lit !== null);
    for (const s of lit) seen.add(s.lit!);
    const onTime = lit.filter((s) => s.near.some((w) => w.toLowerCase() === s.lit!.toLowerCase()));
    expect(onTime.length, JSON.stringify(samples)).toBeGreaterThanOrEqual(Math.ceil(lit.length * 0.75));
    expect(lit.length).toBeGreaterThan(8);
    expect(seen.size, 'several words lit in turn').toBeGreaterThan(1);
    await page.screenshot({ path: `${SHOTS}/song-page-words-${width}.png`, fullPage: false });

    // The .lrc carries the word tags.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download lyrics (.lrc)' }).click(),
    ]);
    const lrc = readFileSync((await download.path())!, 'utf8');
    expect(lrc).toContain(`[ti:${SUNG_SONG_TITLE}]`);
    expect(lrc).toMatch(/^\[\d\d:\d\d\.\d\d\]<\d\d:\d\d\.\d\d>\S+ <\d\d:\d\d\.\d\d>/m);

    // The karaoke view opens from the song page with the key, and the song keeps playing.
    await page.getByRole('link', { name: 'Karaoke view' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${id}/karaoke\\?key=`));
    const karaoke = page.getByRole('list', { name: 'Karaoke lyrics' });
    await expect(karaoke).toBeVisible();
    expect(await audioPaused(page)).toBe(false);
    await expect(karaoke.locator('[aria-current="true"] [data-word="current"]')).toHaveCount(1);
    await expect
      .poll(async () => {
        const { lit, near } = await litAndExpected(page, '[aria-label="Karaoke lyrics"]', lines);
        return lit !== null && near.some((w) => w.toLowerCase() === lit.toLowerCase());
      })
      .toBe(true);
    // Screen readers hear each new line.
    await expect(page.locator('[aria-live="polite"]')).not.toHaveText('');
    await page.screenshot({ path: `${SHOTS}/karaoke-${width}.png` });

    // The keyboard: Space pauses and plays, arrows move by five seconds, Escape goes back to the song.
    await page.locator('body').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => audioPaused(page)).toBe(true);
    const paused = await audioTime(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => audioTime(page)).toBeLessThan(paused - 4);
    await expect.poll(() => audioPaused(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/track/${id}\\?key=`));
    await expect(page.getByRole('heading', { level: 1, name: SUNG_SONG_TITLE })).toBeVisible();

    // The shared link opens the karaoke view for someone else holding the key.
    const other = await page
      .context()
      .browser()!
      .newPage({ viewport: { width, height: 800 } });
    await other.goto(new URL(`/track/${id}/karaoke?key=${encodeURIComponent(key)}`, page.url()).href);
    await expect(other.getByRole('heading', { level: 1, name: SUNG_SONG_TITLE })).toBeVisible();
    await other.getByRole('button', { name: `Play ${SUNG_SONG_TITLE}` }).click();
    await expect.poll(() => audioTime(other)).toBeGreaterThan(0.3);
    await other.close();
  });
}

test('[SONGS] an admin-uploaded song with line-timed lyrics still highlights its lines', async ({ page, request }) => {
  const { linesId } = sungSong();
  const song = (await (await request.get(`/api/song/${linesId}`)).json()).data as { id: string; lyrics: Line[] };
  expect(song.lyrics.length).toBeGreaterThan(3);
  expect(song.lyrics.every((l) => !l.words)).toBe(true);
  await page.goto(`/track/${song.id}/karaoke`);
  const karaoke = page.getByRole('list', { name: 'Karaoke lyrics' });
  await expect(karaoke).toBeVisible();
  await karaoke.getByRole('button', { name: song.lyrics[2]!.text, exact: true }).click();
  await expect(karaoke.locator('li[aria-current="true"]')).toHaveCount(1);
  await expect(karaoke.locator('[data-word]')).toHaveCount(0);
});
