import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { songs } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { insertSong } from '../songs/songs.repo';

// Issue 16 item 10: a member's own feed bypasses the visibility filter for their own things only.

describe.each(DB_TARGETS)("a member's own feed (%s)", (target) => {
  const t = useTestApp(target);

  it("hides other people's playlists and songs once they are private, and keeps the member's own", async () => {
    const bob = await t.createUser({ name: 'Bob' });
    const alice = await t.createUser({ name: 'Alice' });
    const asBob = bearer((await t.login(bob.email, bob.password)).token);
    const asAlice = bearer((await t.login(alice.email, alice.password)).token);

    const bobsList = (
      await t.request({
        method: 'POST',
        url: '/api/playlists',
        headers: asBob,
        payload: { name: 'Summer Mix', visibility: 'public' },
      })
    ).json().data.playlist;
    const bobsSong = await insertSong(t.app.ctx.db, {
      title: 'Open Road',
      artist: 'Bob',
      ownerId: bob.id,
      isPublic: true,
    });
    const ownSong = await insertSong(t.app.ctx.db, {
      title: 'Alice Alone',
      artist: 'Alice',
      ownerId: alice.id,
      isPublic: false,
    });
    expect(
      (await t.request({ method: 'POST', url: `/api/playlists/${bobsList.id}/followers`, headers: asAlice }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: `/api/song/${bobsSong.id}/like`, headers: asAlice })).statusCode,
    ).toBe(200);
    const ownList = (
      await t.request({
        method: 'POST',
        url: '/api/playlists',
        headers: asAlice,
        payload: { name: 'Alice Private', visibility: 'private' },
      })
    ).json().data.playlist;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/playlists/${ownList.id}/songs`,
          headers: asAlice,
          payload: { songIds: [ownSong.id] },
        })
      ).statusCode,
    ).toBeLessThan(300);

    const names = async (url: string) => {
      const items = (await t.request({ method: 'GET', url, headers: asAlice })).json().data.items as {
        type: string;
        data: { playlist_name: string | null; song_name: string | null };
      }[];
      return items.map((i) => `${i.type}:${i.data.playlist_name ?? ''}:${i.data.song_name ?? ''}`);
    };
    expect(await names('/api/activity/me')).toEqual(
      expect.arrayContaining(['follow_playlist:Summer Mix:', 'like_song::Open Road']),
    );

    // Bob hides and renames his playlist and makes his song private.
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/playlists/${bobsList.id}`,
          headers: asBob,
          payload: { name: 'Secret Diary', visibility: 'private' },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.ctx.db.update(songs).set({ isPublic: false }).where(eq(songs.id, bobsSong.id));

    for (const url of ['/api/activity/me', `/api/activity/user/${alice.id}`]) {
      const seen = await names(url);
      expect(seen.join(' '), url).not.toMatch(/Secret Diary|Summer Mix|Open Road/);
      // Alice's own private playlist and private song stay in her own feed.
      expect(seen, url).toEqual(
        expect.arrayContaining(['create_playlist:Alice Private:', 'add_song_to_playlist:Alice Private:Alice Alone']),
      );
    }
    // Others never see Alice's private things.
    const other = await t.request({ method: 'GET', url: `/api/activity/user/${alice.id}`, headers: asBob });
    expect(JSON.stringify(other.json().data)).not.toMatch(/Alice Private|Alice Alone/);
  });
});
