/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'Melody#2026';

type Member = { page: Page; id: string; name: string };

/** A new member in a browser of their own, registered through the header's Register modal. */
async function register(browser: Browser, baseURL: string | undefined, prefix: string): Promise<Member> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `${prefix}.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(email.split('@')[0]!);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  const id = await page.evaluate(() => {
    const token = window.localStorage.getItem('serenade.token') ?? '';
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: string;
      id?: string;
    };
    return claims.sub ?? claims.id ?? '';
  });
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return { page, id, name: email.split('@')[0]! };
}

/** Creates a playlist from /playlists and waits for its page. */
async function createPlaylist(page: Page, name: string, visibility: 'Public' | 'Private') {
  await page.goto('/playlists');
  await page.getByRole('button', { name: 'New Playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
  await dialog.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(dialog.getByText('Playlist name is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Visibility').selectOption(visibility.toLowerCase());
  await dialog.getByRole('button', { name: 'Create Playlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/playlists\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

test.describe.configure({ timeout: 180_000 });

test("[SOCIAL] two members: one follows the other, likes and comments on a song, and the activity shows in the follower's feed", async ({
  browser,
  baseURL,
  request,
}) => {
  const ann = await register(browser, baseURL, 'ann');
  const ben = await register(browser, baseURL, 'ben');

  // Ben finds Ann's member page and follows her.
  await ben.page.goto(`/user/${ann.id}`);
  await expect(ben.page.getByRole('heading', { level: 1, name: ann.name })).toBeVisible();
  await expect(ben.page.getByTestId('followers')).toHaveText('0 followers');
  await ben.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(ben.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(ben.page.getByTestId('followers')).toHaveText('1 follower');

  // Ann sees the new follower on her own page, without a Follow button of her own.
  await ann.page.goto(`/user/${ann.id}`);
  await expect(ann.page.getByTestId('followers')).toHaveText('1 follower');
  await expect(ann.page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await ann.page.getByTestId('followers').click();
  const followers = ann.page.getByRole('dialog', { name: `Followers of ${ann.name}` });
  await expect(followers.getByRole('link', { name: ben.name })).toHaveAttribute('href', `/user/${ben.id}`);
  await followers.getByRole('button', { name: 'Close' }).click();

  // Ann makes a public playlist.
  const listName = `Ann's Road Trip ${Date.now()}`;
  const playlistId = await createPlaylist(ann.page, listName, 'Public');

  // Ben's Following feed tells him, with links to Ann and the playlist.
  await ben.page.goto('/feed');
  await ben.page.getByRole('tab', { name: 'Following' }).click();
  const following = ben.page.getByRole('list', { name: 'Following activity' });
  const sentence = following.getByTestId('activity-sentence').filter({ hasText: listName });
  await expect(sentence).toHaveText(`${ann.name} created the playlist “${listName}”`);
  await expect(sentence.getByRole('link', { name: ann.name })).toHaveAttribute('href', `/user/${ann.id}`);
  await expect(sentence.getByRole('link', { name: listName })).toHaveAttribute('href', `/playlists/${playlistId}`);
  await expect(following.getByText('just now').first()).toBeVisible();

  // Ann likes and comments on a song; both reach Ben's Following feed.
  const song = ((await (await request.get('/api/songs?limit=1')).json()).data as { id: string; title: string }[])[0]!;
  await ann.page.goto(`/track/${song.id}`);
  await expect(ann.page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  const like = ann.page.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await ann.page.getByRole('tab', { name: 'Comments' }).click();
  const form = ann.page.getByRole('form', { name: 'Add a comment' });
  await form.getByLabel('Your comment').fill('<b>Goosebumps</b> every time');
  await form.getByRole('button', { name: 'Post Comment' }).click();
  // Markup in a comment is shown as text, never run.
  await expect(ann.page.getByText('<b>Goosebumps</b> every time')).toBeVisible();
  // The song's own Activity tab lists both.
  await ann.page.getByRole('tab', { name: 'Activity' }).click();
  const songActivity = ann.page.getByRole('list', { name: 'Song activity' });
  await expect(songActivity.getByTestId('activity-sentence').filter({ hasText: 'commented on' })).toHaveCount(1);
  await expect(songActivity.getByTestId('activity-sentence').filter({ hasText: 'liked' })).toHaveCount(1);

  await ben.page.goto('/feed');
  await ben.page.getByRole('tab', { name: 'Following' }).click();
  const feed = ben.page.getByRole('list', { name: 'Following activity' });
  await expect(feed.getByTestId('activity-sentence').filter({ hasText: 'liked' }).first()).toHaveText(
    `${ann.name} liked “${song.title}”`,
  );
  await expect(feed.getByTestId('activity-sentence').filter({ hasText: 'commented on' }).first()).toHaveText(
    `${ann.name} commented on “${song.title}”`,
  );

  // His own feed has the follow; filtering by type keeps only that kind.
  await ben.page.getByRole('tab', { name: 'Mine' }).click();
  const mine = ben.page.getByRole('list', { name: 'Mine activity' });
  await expect(mine.getByTestId('activity-sentence').first()).toHaveText(`${ben.name} followed ${ann.name}`);
  await ben.page.getByRole('button', { name: 'New playlists' }).click();
  await expect(ben.page.getByText('Your activity feed is empty right now.')).toBeVisible();
});

test("[PLAYLIST] a member builds a playlist, reorders it by keyboard, shares it by e-mail; another follows it; a third sees 'Playlist Not Found' for a private one", async ({
  browser,
  baseURL,
}) => {
  const owner = await register(browser, baseURL, 'olive');
  const page = owner.page;
  const name = `Olive Mix ${Date.now()}`;
  const playlistId = await createPlaylist(page, name, 'Public');
  await expect(page.getByText('This playlist is empty. Add some songs to get started.')).toBeVisible();

  // Add three songs through the picker; nothing picked is refused first.
  await page.getByRole('button', { name: 'Add Songs' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Songs' });
  const options = picker.getByRole('list', { name: 'Songs you can add' }).getByRole('checkbox');
  await expect(options.first()).toBeVisible();
  await picker.getByRole('button', { name: 'Add Selected' }).click();
  await expect(picker.getByText('Please select at least one song to add')).toBeVisible();
  expect(await options.count()).toBeGreaterThanOrEqual(3);
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    await options.nth(i).check();
    titles.push((await options.nth(i).getAttribute('aria-label'))!);
  }
  await picker.getByRole('button', { name: 'Add Selected' }).click();
  await expect(picker).toBeHidden();
  const list = page.getByRole('list', { name: 'Songs in this playlist' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('song-count')).toHaveText('3 songs');
  const order = async () => (await list.getByRole('link', { name: /.+/ }).allTextContents()).filter((t) => t.trim());
  const before = await order();

  // Keyboard reorder: the first song's handle, ArrowDown, moves it to second place and says so.
  const handle = list.getByRole('button', { name: `Move ${before[0]}, position 1 of 3` });
  await handle.focus();
  const moved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/playlists/${playlistId}/songs`) && r.request().method() === 'PATCH',
  );
  await page.keyboard.press('ArrowDown');
  expect((await moved).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `Moved “${before[0]}” to position 2 of 3.` })).toBeAttached();
  await expect(list.getByRole('button', { name: `Move ${before[0]}, position 2 of 3` })).toBeFocused();
  // Alt+ArrowDown moves it once more, to the end.
  const movedAgain = page.waitForResponse(
    (r) => r.url().endsWith(`/api/playlists/${playlistId}/songs`) && r.request().method() === 'PATCH',
  );
  await page.keyboard.press('Alt+ArrowDown');
  expect((await movedAgain).ok()).toBe(true);
  const expected = [before[1], before[2], before[0]];
  await expect.poll(order).toEqual(expected);
  await page.reload();
  await expect.poll(order).toEqual(expected);

  // Pointer drag: the last row dropped on the first takes first place.
  const dragged = page.waitForResponse(
    (r) => r.url().endsWith(`/api/playlists/${playlistId}/songs`) && r.request().method() === 'PATCH',
  );
  await rows.nth(2).dragTo(rows.nth(0));
  expect((await dragged).ok()).toBe(true);
  const afterDrag = [expected[2], expected[0], expected[1]];
  await expect.poll(order).toEqual(afterDrag);
  await page.reload();
  await expect.poll(order).toEqual(afterDrag);

  // Share by e-mail: a bad list is refused, two good addresses are sent.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share Playlist' });
  await share.getByLabel('Email addresses').fill('not-an-email');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(share.getByText('Please enter at least one valid email address')).toBeVisible();
  await share.getByLabel('Email addresses').fill('june@example.com, kai@example.com');
  await share.getByLabel('Message').fill('Songs for the drive.');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(share.getByText('Shared with 2 people')).toBeVisible();
  await share.getByRole('button', { name: 'Done' }).click();

  // Removing a song leaves two.
  await list.getByRole('button', { name: `Remove ${afterDrag[2]}` }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('song-count')).toHaveText('2 songs');

  // Another member follows it.
  const fan = await register(browser, baseURL, 'finn');
  await fan.page.goto(`/playlists/${playlistId}`);
  await expect(fan.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(fan.page.getByRole('button', { name: 'Add Songs' })).toHaveCount(0);
  await expect(fan.page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(fan.page.getByTestId('follower-count')).toHaveText('0 followers');
  await fan.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(fan.page.getByTestId('follower-count')).toHaveText('1 follower');
  await expect(fan.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await fan.page.goto('/playlists');
  await expect(fan.page.getByRole('list', { name: 'Followed playlists' }).getByRole('link', { name })).toBeVisible();

  // The owner's private playlist is not there for a third member.
  const secretId = await createPlaylist(page, `Olive Secret ${Date.now()}`, 'Private');
  const third = await register(browser, baseURL, 'tess');
  await third.page.goto(`/playlists/${secretId}`);
  await expect(third.page.getByRole('heading', { level: 1, name: 'Playlist Not Found' })).toBeVisible();
  await expect(
    third.page.getByText("The playlist you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
});

test('[SOCIAL] a timed comment appears on the waveform and seeks', async ({ browser, baseURL, request }) => {
  const songs = (await (await request.get('/api/songs?limit=1')).json()).data as { id: string; title: string }[];
  const song = songs[0]!;
  const member = await register(browser, baseURL, 'tim');
  const { page } = member;
  const currentTime = () =>
    page.evaluate(() => document.querySelector<HTMLAudioElement>('audio#serenade-audio')?.currentTime ?? -1);

  await page.goto(`/track/${song.id}`);
  await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
  // Start the song at its second lyric line and let it play a moment.
  await page.getByRole('list', { name: 'Lyrics' }).getByRole('button').nth(1).click();
  await expect.poll(currentTime).toBeGreaterThan(5);

  await page.getByRole('tab', { name: 'Comments' }).click();
  const form = page.getByRole('form', { name: 'Add a comment' });
  await form.getByLabel('Your comment').fill('The key change here gives me chills');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('The key change here gives me chills')).toBeVisible();

  const marker = page.getByTestId('comment-marker');
  await expect(marker).toHaveCount(1);
  const label = (await marker.getAttribute('aria-label'))!;
  const [, m, s] = /at (\d+):(\d{2})/.exec(label)!;
  const pinned = Number(m) * 60 + Number(s);
  expect(pinned).toBeGreaterThanOrEqual(5);

  // Move away from the moment, then the marker brings playback back to it.
  await page.getByRole('tab', { name: 'Lyrics' }).click();
  await page.getByRole('list', { name: 'Lyrics' }).getByRole('button').last().click();
  await expect.poll(currentTime).toBeGreaterThan(pinned + 10);
  await marker.click();
  await expect.poll(currentTime).toBeLessThan(pinned + 4);
  expect(await currentTime()).toBeGreaterThanOrEqual(pinned - 0.5);
  await page.context().close();
});
