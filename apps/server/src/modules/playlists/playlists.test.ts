import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playlistSongs } from '../../db/schema';
import { insertSong } from '../songs/songs.repo';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { PLAYLIST_NOT_FOUND } from './playlists.service';

type Who = { id: string; token: string };

describe.each(DB_TARGETS)('playlists (%s)', (target) => {
  const t = useTestApp(target);
  let owner: Who, fan: Who, stranger: Who, editor: Who;
  const songIds: string[] = [];
  let othersPrivate = '';

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' = 'user') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token };
    };
    [owner, fan, stranger, editor] = [await mk(), await mk(), await mk(), await mk('editor')];
    for (let i = 0; i < 5; i++) {
      songIds.push(
        (await insertSong(t.app.ctx.db, { title: `Track ${i}`, artist: 'A', ownerId: owner.id, isPublic: i !== 4 })).id,
      );
    }
    othersPrivate = (
      await insertSong(t.app.ctx.db, { title: 'Not yours', artist: 'B', ownerId: fan.id, isPublic: false })
    ).id;
  });

  const create = (who: Who | null, payload: object) =>
    t.request({ method: 'POST', url: '/api/playlists', headers: who ? bearer(who.token) : {}, payload });

  it('validates names and descriptions by field', async () => {
    const cases: [object, string, string][] = [
      [{}, 'name', 'Playlist name is required.'],
      [{ name: '   ' }, 'name', 'Playlist name is required.'],
      [{ name: 'n'.repeat(101) }, 'name', 'Playlist name must be at most 100 characters'],
      [{ name: 'ok', description: 'd'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
      [{ name: 'ok', visibility: 'secret' }, 'visibility', 'visibility must be one of: private, unlisted, public'],
    ];
    for (const [payload, field, error] of cases) {
      const res = await create(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ field, error });
    }
    expect((await create(null, { name: 'x' })).statusCode).toBe(401);
  });

  it('builds, reorders densely under concurrent moves, and keeps writes to the owner', async () => {
    const p = (await create(owner, { name: '<b>Road trip</b>', visibility: 'public' })).json().data.playlist;
    expect(p).toMatchObject({ name: '<b>Road trip</b>', visibility: 'public', is_owner: true, song_count: 0 });
    const add = await t.request({
      method: 'POST',
      url: `/api/playlists/${p.id}/songs`,
      headers: bearer(owner.token),
      payload: { songIds },
    });
    expect(add.json().data.songs.map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3, 4]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/playlists/${p.id}/songs`,
          headers: bearer(owner.token),
          payload: { songIds: [] },
        })
      ).json().error,
    ).toBe('Please select at least one song to add');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/playlists/${p.id}/songs`,
          headers: bearer(owner.token),
          payload: { songIds: [othersPrivate] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/playlists/${p.id}/songs`,
          headers: bearer(fan.token),
          payload: { songIds: [songIds[0]] },
        })
      ).statusCode,
    ).toBe(403);

    const moves = [
      { songId: songIds[0], newPosition: 4 },
      { songId: songIds[3], newPosition: 0 },
      { songId: songIds[1], newPosition: 2 },
      { songId: songIds[2], newPosition: 1 },
    ];
    const results = await Promise.all(
      moves.map((payload) =>
        t.request({ method: 'PATCH', url: `/api/playlists/${p.id}/songs`, headers: bearer(owner.token), payload }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const positions = (
      await t.app.ctx.db
        .select()
        .from(playlistSongs)
        .where(eq(playlistSongs.playlistId, p.id))
        .orderBy(asc(playlistSongs.position))
    ).map((r) => r.position);
    expect(positions).toEqual([0, 1, 2, 3, 4]);
    const out = await t.request({
      method: 'PATCH',
      url: `/api/playlists/${p.id}/songs`,
      headers: bearer(owner.token),
      payload: { songId: songIds[0], newPosition: 5 },
    });
    expect(out.json()).toMatchObject({ field: 'newPosition', error: 'newPosition must be between 0 and 4' });
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/playlists/${p.id}/songs`,
          headers: bearer(fan.token),
          payload: { songId: songIds[0], newPosition: 0 },
        })
      ).statusCode,
    ).toBe(403);

    // Others do not see the owner's private track inside a public playlist.
    const asFan = (await t.request({ method: 'GET', url: `/api/playlists/${p.id}`, headers: bearer(fan.token) })).json()
      .data.playlist;
    expect(asFan.songs).toHaveLength(4);
    expect(asFan.is_owner).toBe(false);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/playlists/${p.id}/songs`,
      headers: bearer(owner.token),
      payload: { songIds: [songIds[2]] },
    });
    expect(removed.json().data.songs.map((s: { position: number }) => s.position)).toEqual([0, 1, 2, 3]);
  });

  it('shares by e-mail, lets others follow, and treats private and unlisted as the spec says', async () => {
    const pub = (await create(owner, { name: 'Tom & <Jerry>', visibility: 'public', description: 'Fun' })).json().data
      .playlist;
    const share = await t.request({
      method: 'POST',
      url: `/api/playlists/${pub.id}/share`,
      headers: bearer(owner.token),
      payload: { emails: 'a@example.com, b@example.com ,a@example.com', message: 'Enjoy' },
    });
    expect(share.json().data).toEqual({ shares_sent: 2 });
    await t.drain();
    const [mail] = await t.mails('a@example.com');
    expect(mail!.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(mail!.text).toContain(`http://serenade.test/playlists/${pub.id}`);
    const badShare = await t.request({
      method: 'POST',
      url: `/api/playlists/${pub.id}/share`,
      headers: bearer(owner.token),
      payload: { emails: 'nope', message: 'x' },
    });
    expect(badShare.json().error).toBe('Please enter at least one valid email address');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/playlists/${pub.id}/share`,
          headers: bearer(fan.token),
          payload: { emails: 'a@example.com' },
        })
      ).statusCode,
    ).toBe(403);

    const follow = await t.request({
      method: 'POST',
      url: `/api/playlists/${pub.id}/followers`,
      headers: bearer(fan.token),
    });
    expect(follow.json().data.playlist).toMatchObject({ is_following: true, follower_count: 1 });
    expect(
      (await t.request({ method: 'POST', url: `/api/playlists/${pub.id}/followers`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(400);
    const followed = (
      await t.request({ method: 'GET', url: '/api/playlists/followed', headers: bearer(fan.token) })
    ).json().data.playlists;
    expect(followed.map((p: { id: string }) => p.id)).toEqual([pub.id]);
    const discover = (await t.request({ method: 'GET', url: '/api/playlists/discover?search=jerry' })).json().data
      .playlists;
    expect(discover.map((p: { id: string }) => p.id)).toEqual([pub.id]);

    const priv = (await create(owner, { name: 'Diary' })).json().data.playlist;
    expect(priv.visibility).toBe('private');
    for (const who of [null, stranger]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/playlists/${priv.id}`,
        headers: who ? bearer(who.token) : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PLAYLIST_NOT_FOUND);
    }
    expect(
      (await t.request({ method: 'POST', url: `/api/playlists/${priv.id}/followers`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/playlists/${priv.id}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/playlists/${priv.id}/share`,
          headers: bearer(owner.token),
          payload: { emails: 'a@example.com' },
        })
      ).statusCode,
    ).toBe(409);

    const unlisted = (await create(owner, { name: 'Hidden gem', visibility: 'unlisted' })).json().data.playlist;
    expect((await t.request({ method: 'GET', url: `/api/playlists/${unlisted.id}` })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/playlists/discover?search=gem' })).json().data.playlists,
    ).toEqual([]);

    expect(
      (await t.request({ method: 'DELETE', url: `/api/playlists/${pub.id}`, headers: bearer(fan.token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/playlists/${pub.id}`, headers: bearer(editor.token) }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/playlists/${pub.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/playlists/not-an-id' })).statusCode).toBe(404);
  });

  it('offers the owner their own songs and public ones to add', async () => {
    const p = (await create(owner, { name: 'Picker' })).json().data.playlist;
    const res = (
      await t.request({ method: 'GET', url: `/api/playlists/${p.id}/addable`, headers: bearer(owner.token) })
    ).json().data.songs;
    const titles = res.map((s: { title: string }) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Track 0', 'Track 4']));
    expect(titles).not.toContain('Not yours');
    expect(
      (await t.request({ method: 'GET', url: `/api/playlists/${p.id}/addable`, headers: bearer(fan.token) }))
        .statusCode,
    ).toBe(404);
  });
});
