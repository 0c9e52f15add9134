import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songs, users } from '../../db/schema';
import { insertSong } from '../songs/songs.repo';
import { refreshTrending } from '../activity/trending';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Who = { id: string; token: string; email: string; password: string };

describe.each(DB_TARGETS)('comments, ratings, following and feeds (%s)', (target) => {
  const t = useTestApp(target);
  let ann: Who, ben: Who, cat: Who, ed: Who;
  let publicSong = '',
    privateSong = '';
  const as = (w: Who | null) => (w ? bearer(w.token) : {});

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' = 'user', name?: string) => {
      const u = await t.createUser({ role, ...(name ? { name } : {}) });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, password: u.password };
    };
    ann = await mk('user', 'Ann');
    ben = await mk('user', 'Ben');
    cat = await mk('user', 'Cat');
    ed = await mk('editor', 'Ed');
    publicSong = (
      await insertSong(t.app.ctx.db, {
        title: 'Open Song',
        artist: 'Ann',
        ownerId: ann.id,
        isPublic: true,
        durationSeconds: 120,
      })
    ).id;
    privateSong = (
      await insertSong(t.app.ctx.db, {
        title: 'Hidden Song',
        artist: 'Ann',
        ownerId: ann.id,
        isPublic: false,
        durationSeconds: 90,
      })
    ).id;
  });

  it('lets visitors read comments and members write them; text stays text', async () => {
    const url = `/api/songs/${publicSong}/comments`;
    const guest = await t.request({ method: 'POST', url, payload: { content: 'hi' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toBe('Please log in to comment');
    const res = await t.request({
      method: 'POST',
      url,
      headers: as(ben),
      payload: { content: '  <script>alert(1)</script> lovely  ', timestamp: 42.5 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      content: '<script>alert(1)</script> lovely',
      timestamp: 42.5,
      is_owner: true,
      edited: false,
      like_count: 0,
    });
    const empty = await t.request({ method: 'POST', url, headers: as(ben), payload: { content: '   ' } });
    expect(empty.json()).toMatchObject({ field: 'content', error: 'Comment cannot be empty' });
    const long = await t.request({ method: 'POST', url, headers: as(ben), payload: { content: 'x'.repeat(2001) } });
    expect(long.json().field).toBe('content');
    const late = await t.request({
      method: 'POST',
      url,
      headers: as(ben),
      payload: { content: 'late', timestamp: 500 },
    });
    expect(late.json().field).toBe('timestamp');
    const list = await t.request({ method: 'GET', url });
    expect(list.json().data.comments[0]).toMatchObject({ user: { name: 'Ben' }, is_owner: false, can_delete: false });
    expect(
      (await t.request({ method: 'GET', url: `/api/songs/${privateSong}/comments`, headers: as(ben) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/songs/${privateSong}/comments`,
          headers: as(ben),
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pages comments by 20 and says when more remain', async () => {
    const song = (await insertSong(t.app.ctx.db, { title: 'Busy', artist: 'A', ownerId: ann.id, isPublic: true })).id;
    for (let i = 0; i < 23; i++) {
      await t.request({
        method: 'POST',
        url: `/api/songs/${song}/comments`,
        headers: as(cat),
        payload: { content: `comment ${i}` },
      });
    }
    const p1 = (await t.request({ method: 'GET', url: `/api/songs/${song}/comments?page=1` })).json().data;
    const p2 = (await t.request({ method: 'GET', url: `/api/songs/${song}/comments?page=2` })).json().data;
    expect([p1.comments.length, p1.hasMore, p2.comments.length, p2.hasMore]).toEqual([20, true, 3, false]);
    expect(p1.comments[0].content).toBe('comment 22');
  });

  it('lets only the author edit, the author or an editor delete, and counts comment likes from zero', async () => {
    const c = (
      await t.request({
        method: 'POST',
        url: `/api/songs/${publicSong}/comments`,
        headers: as(ben),
        payload: { content: 'first' },
      })
    ).json().data;
    const url = `/api/songs/${publicSong}/comments/${c.id}`;
    expect(
      (await t.request({ method: 'PATCH', url, headers: as(cat), payload: { content: 'hijack' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'PATCH', url, headers: as(ed), payload: { content: 'moderated' } })).statusCode,
    ).toBe(403);
    const edited = await t.request({ method: 'PATCH', url, headers: as(ben), payload: { content: 'second' } });
    expect(edited.json().data).toMatchObject({ content: 'second', edited: true });

    const unlike = await t.request({ method: 'DELETE', url: `/api/comments/${c.id}/like`, headers: as(cat) });
    expect(unlike.json().data).toEqual({ liked: false, like_count: 0 });
    await Promise.all(
      [1, 2, 3].map(() => t.request({ method: 'POST', url: `/api/comments/${c.id}/like`, headers: as(cat) })),
    );
    expect(
      (await t.request({ method: 'POST', url: `/api/comments/${c.id}/like`, headers: as(ann) })).json().data.like_count,
    ).toBe(2);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/songs/${publicSong}/comments?commentId=${c.id}`,
          headers: as(cat),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/songs/${publicSong}/comments?commentId=${c.id}`,
          headers: as(ed),
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url, headers: as(ben) })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/songs/${publicSong}/comments?commentId=nope`, headers: as(ben) }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps one changeable rating per member and shows the average', async () => {
    const url = `/api/songs/${publicSong}/rating`;
    expect((await t.request({ method: 'PUT', url, payload: { rating: 5 } })).statusCode).toBe(401);
    await t.request({ method: 'PUT', url, headers: as(ben), payload: { rating: 5 } });
    await t.request({ method: 'PUT', url, headers: as(cat), payload: { rating: 2 } });
    const changed = await t.request({ method: 'PUT', url, headers: as(cat), payload: { rating: 4 } });
    expect(changed.json().data).toEqual({ average: 4.5, count: 2, mine: 4 });
    for (const rating of [0, 6, 3.5, '5']) {
      const bad = await t.request({ method: 'PUT', url, headers: as(ben), payload: { rating } });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json().field).toBe('rating');
    }
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/songs/${privateSong}/rating`,
          headers: as(ben),
          payload: { rating: 3 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets staff see private songs and playlists, not like, comment on, rate or follow them (but with a key)', async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, key?: string) =>
      t.request({ method, url, headers: { ...as(ed), ...(key ? { 'x-song-key': key } : {}) }, payload });
    const song = `/api/songs/${privateSong}`;
    expect((await call('GET', `/api/song/${privateSong}`)).statusCode).toBe(200);
    expect((await call('GET', `${song}/comments`)).statusCode).toBe(200);
    const ann1 = await t.request({
      method: 'POST',
      url: `${song}/comments`,
      headers: as(ann),
      payload: { content: 'My own note' },
    });
    expect(ann1.statusCode, ann1.body).toBe(201);
    const refused: [string, string, object?][] = [
      ['POST', `${song}/comments`, { content: 'Staff were here' }],
      ['PUT', `${song}/rating`, { rating: 5 }],
      ['POST', `${song}/like`],
      ['POST', `/api/song/${privateSong}/like`],
      ['POST', `/api/comments/${ann1.json().data.id}/like`],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(method as 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: 'This song is private: staff can review it in the admin area, not like, comment on or rate it',
      });
    }
    const comments = (await call('GET', `${song}/comments`)).json().data.comments;
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['My own note']);
    expect((await call('GET', `${song}/rating`)).json().data).toMatchObject({ count: 0 });
    expect((await call('GET', `${song}/like`)).json().data).toMatchObject({ liked: false, likeCount: 0 });
    // Taking back is always possible; a public song is open to staff like to anyone.
    expect((await call('DELETE', `${song}/like`)).statusCode).toBe(200);
    expect((await call('POST', `/api/songs/${publicSong}/like`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/songs/${publicSong}/like`)).statusCode).toBe(200);

    // With a private link from the owner, staff take part like any key holder.
    const made = await t.request({ method: 'POST', url: `${song}/share-keys`, headers: as(ann), payload: {} });
    expect(made.statusCode, made.body).toBe(201);
    const key = new URL(made.json().data.url).searchParams.get('key')!;
    expect((await call('PUT', `${song}/rating`, { rating: 4 }, key)).statusCode).toBe(200);
    expect((await call('POST', `${song}/comments`, { content: 'Lovely' }, key)).statusCode).toBe(201);

    const list = await t.request({
      method: 'POST',
      url: '/api/playlists',
      headers: as(ann),
      payload: { name: 'Ann private list' },
    });
    const playlist = list.json().data.playlist;
    expect(playlist.visibility).toBe('private');
    expect((await call('GET', `/api/playlists/${playlist.id}`)).statusCode).toBe(200);
    const follow = await call('POST', `/api/playlists/${playlist.id}/followers`);
    expect(follow.statusCode).toBe(403);
    expect(follow.json().error).toBe('This playlist is private: staff can review it, not follow it');
    expect((await call('GET', `/api/playlists/${playlist.id}/followers`)).json().data).toEqual({ followers: [] });
  });

  it('shows followed members’ public actions in the follower’s feed, never private ones', async () => {
    const follow = await t.request({ method: 'POST', url: `/api/users/${ben.id}/follow`, headers: as(cat) });
    expect(follow.json().data).toEqual({ following: true, followers: 1 });
    expect((await t.request({ method: 'POST', url: `/api/users/${cat.id}/follow`, headers: as(cat) })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: 'POST', url: `/api/users/${ben.id}/follow` })).statusCode).toBe(401);

    const benSecret = (
      await insertSong(t.app.ctx.db, { title: 'Ben Private', artist: 'Ben', ownerId: ben.id, isPublic: false })
    ).id;
    await t.request({ method: 'POST', url: `/api/songs/${publicSong}/like`, headers: as(ben) });
    await t.request({ method: 'POST', url: `/api/songs/${benSecret}/like`, headers: as(ben) });
    await t.request({
      method: 'POST',
      url: `/api/songs/${publicSong}/comments`,
      headers: as(ben),
      payload: { content: 'so good' },
    });

    const feed = (await t.request({ method: 'GET', url: '/api/activity/following?limit=50', headers: as(cat) })).json()
      .data.items;
    const kinds = feed.map((i: { type: string; data: { song_name: string } }) => `${i.type}:${i.data.song_name}`);
    expect(kinds).toEqual(expect.arrayContaining(['like_song:Open Song', 'comment_song:Open Song']));
    expect(kinds).not.toContain('like_song:Ben Private');
    const mine = (await t.request({ method: 'GET', url: '/api/activity/me?limit=50', headers: as(ben) })).json().data
      .items;
    expect(mine.map((i: { data: { song_name: string } }) => i.data.song_name)).toContain('Ben Private');

    // Making a song private later removes it from everyone else's feeds at once.
    await t.app.ctx.db.update(songs).set({ isPublic: false }).where(eq(songs.id, publicSong));
    const after = (await t.request({ method: 'GET', url: '/api/activity/global?limit=100' })).json().data.items;
    expect(after.some((i: { data: { song_id: string } }) => i.data.song_id === publicSong)).toBe(false);
    await t.app.ctx.db.update(songs).set({ isPublic: true }).where(eq(songs.id, publicSong));

    const typed = (await t.request({ method: 'GET', url: '/api/activity/global?types=comment_song&limit=100' })).json()
      .data.items;
    expect(typed.every((i: { type: string }) => i.type === 'comment_song')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/activity/global?types=hack' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/activity/global?limit=1000' })).statusCode).toBe(400);
  });

  it('ranks trending songs from recent engagement and leaves private ones out', async () => {
    await refreshTrending(t.app.ctx.db);
    const data = (await t.request({ method: 'GET', url: '/api/trending' })).json().data;
    expect(data.songs.length).toBeGreaterThanOrEqual(2);
    expect(data.songs.map((s: { title: string }) => s.title)).toEqual(expect.arrayContaining(['Open Song', 'Busy']));
    // "Busy" has 23 fresh comments: it outranks a song with a few likes and ratings.
    expect(data.songs[0].title).toBe('Busy');
    expect(data.songs.some((s: { id: string }) => s.id === privateSong)).toBe(false);
    expect(data.people.map((p: { name: string }) => p.name)).toContain('Ben');
  });

  it('shows member pages with public songs only, and hides private profiles', async () => {
    const page = (await t.request({ method: 'GET', url: `/api/users/${ann.id}` })).json().data;
    expect(page.songs.map((s: { title: string }) => s.title)).toContain('Open Song');
    expect(page.songs.map((s: { title: string }) => s.title)).not.toContain('Hidden Song');
    const prefs = {
      notifyShares: true,
      notifyComments: false,
      notifyFollowers: true,
      profilePublic: false,
      showActivity: false,
    };
    expect(
      (await t.request({ method: 'PUT', url: '/api/account/preferences', headers: as(cat), payload: prefs })).json()
        .data,
    ).toEqual(prefs);
    expect((await t.request({ method: 'GET', url: `/api/users/${cat.id}`, headers: as(ben) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/users/${cat.id}`, headers: as(cat) })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/users/${cat.id}`, headers: as(ed) })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('deletes an account with its songs after the password is confirmed', async () => {
    const u = await t.createUser();
    const token = (await t.login(u.email, u.password)).token;
    const song = await insertSong(t.app.ctx.db, { title: 'Goodbye', artist: 'X', ownerId: u.id, isPublic: true });
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: 'nope' },
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: '/api/account',
          headers: bearer(token),
          payload: { password: u.password },
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: `/api/song/${song.id}` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } }))
        .statusCode,
    ).toBe(401);
  });
});
