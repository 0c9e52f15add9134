import { beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

describe.each(DB_TARGETS)('songs API and media (%s)', (target) => {
  const t = useTestApp(target);
  let owner: { token: string; id: string };
  let other: { token: string };
  let editor: { token: string };
  let publicId = '';
  let privateId = '';
  let mp3: Buffer;

  const uploadAs = async (token: string, title: string, isPublic: boolean) => {
    const body = multipartBody([
      { name: 'title', value: title },
      { name: 'is_public', value: String(isPublic) },
      { name: 'file', filename: 'a.mp3', data: mp3 },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/songs/upload',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    mp3 = await makeMp3(4);
    const o = await t.createUser({ name: 'Olive Owner' });
    owner = { token: (await t.login(o.email, o.password)).token, id: o.id };
    const x = await t.createUser();
    other = { token: (await t.login(x.email, x.password)).token };
    const e = await t.createUser({ role: 'editor' });
    editor = { token: (await t.login(e.email, e.password)).token };
    publicId = await uploadAs(owner.token, 'Sunlit', true);
    privateId = await uploadAs(owner.token, 'Secret Demo', false);
  });

  it('lists the latest public songs only, newest first', async () => {
    const res = await t.request({ method: 'GET', url: '/api/songs?limit=3' });
    const list = res.json().data;
    expect(list.map((s: { id: string }) => s.id)).toEqual([publicId]);
    expect(list[0]).toMatchObject({
      title: 'Sunlit',
      artist: 'Unknown Artist',
      audioUrl: `/media/songs/${publicId}/audio`,
    });
    expect((await t.request({ method: 'GET', url: '/api/songs?limit=0' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/songs?limit=abc' })).statusCode).toBe(400);
  });

  it('hides a private song from everyone but its owner and editors, without revealing it exists', async () => {
    const visitor = await t.request({ method: 'GET', url: `/api/song/${privateId}` });
    const stranger = await t.request({ method: 'GET', url: `/api/song/${privateId}`, headers: bearer(other.token) });
    const missing = await t.request({ method: 'GET', url: '/api/song/00000000-0000-4000-8000-000000000000' });
    for (const res of [visitor, stranger, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Song not found' });
    }
    expect((await t.request({ method: 'GET', url: '/api/song/not-a-uuid' })).statusCode).toBe(404);
    const mine = await t.request({ method: 'GET', url: `/api/song/${privateId}`, headers: bearer(owner.token) });
    expect(mine.json().data).toMatchObject({ title: 'Secret Demo', canEdit: true, owner: { name: 'Olive Owner' } });
    const asEditor = await t.request({ method: 'GET', url: `/api/song/${privateId}`, headers: bearer(editor.token) });
    expect(asEditor.statusCode).toBe(200);
  });

  it('streams a private song only through its signed link, which a visitor cannot forge', async () => {
    const page = (
      await t.request({ method: 'GET', url: `/api/song/${privateId}`, headers: bearer(owner.token) })
    ).json().data;
    const signed = await t.request({ method: 'GET', url: page.audioUrl });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(signed.rawPayload.equals(mp3)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/media/songs/${privateId}/audio` })).statusCode).toBe(404);
    const forged = page.audioUrl.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.request({ method: 'GET', url: forged })).statusCode).toBe(404);
    const stretched = page.audioUrl.replace(/exp=\d+/, `exp=${Math.floor(Date.now() / 1000) + 999_999}`);
    expect((await t.request({ method: 'GET', url: stretched })).statusCode).toBe(404);
  });

  it('serves audio with byte ranges so players can seek', async () => {
    const url = `/media/songs/${publicId}/audio`;
    const full = await t.request({ method: 'GET', url });
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['cache-control']).toBe('public, max-age=3600');
    const size = mp3.length;
    const part = await t.request({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(mp3.subarray(100, 200))).toBe(true);
    const tail = await t.request({ method: 'GET', url, headers: { range: 'bytes=-50' } });
    expect(tail.rawPayload.equals(mp3.subarray(size - 50))).toBe(true);
    const open = await t.request({ method: 'GET', url, headers: { range: `bytes=${size - 10}-` } });
    expect(open.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    for (const range of ['bytes=abc', `bytes=${size}-`, 'bytes=50-10', 'items=0-1', 'bytes=-0', 'bytes=0-1,5-6']) {
      const res = await t.request({ method: 'GET', url, headers: { range } });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
    }
  });

  it('lets only the owner or an editor publish, and then visitors see it', async () => {
    const hijack = await t.request({
      method: 'PATCH',
      url: `/api/songs/${publicId}/publish`,
      headers: bearer(other.token),
      payload: { is_public: false },
    });
    expect(hijack.statusCode).toBe(403);
    const hidePrivate = await t.request({
      method: 'PATCH',
      url: `/api/songs/${privateId}/publish`,
      headers: bearer(other.token),
      payload: { is_public: true },
    });
    expect(hidePrivate.statusCode).toBe(404);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/songs/${privateId}/publish`,
      headers: bearer(owner.token),
      payload: { is_public: true },
    });
    expect(res.json().data.isPublic).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/song/${privateId}` })).statusCode).toBe(200);
    const byEditor = await t.request({
      method: 'PATCH',
      url: `/api/songs/${privateId}/publish`,
      headers: bearer(editor.token),
      payload: { is_public: false },
    });
    expect(byEditor.json().data.isPublic).toBe(false);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/songs/${privateId}/publish`,
          headers: bearer(owner.token),
          payload: { is_public: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps like counts right under concurrent clicks, and asks visitors to log in', async () => {
    const anon = await t.request({ method: 'POST', url: `/api/song/${publicId}/like` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toBe('Please log in to like songs');
    const likes = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({ method: 'POST', url: `/api/songs/${publicId}/like`, headers: bearer(other.token) }),
      ),
    );
    expect(likes.every((r) => r.statusCode === 200)).toBe(true);
    const state = await t.request({ method: 'GET', url: `/api/songs/${publicId}/like`, headers: bearer(other.token) });
    expect(state.json().data).toEqual({ liked: true, likeCount: 1 });
    const users = await t.request({ method: 'GET', url: `/api/songs/${publicId}/likes/users` });
    expect(users.json().data).toHaveLength(1);
    const toggled = await t.request({
      method: 'POST',
      url: `/api/song/${publicId}/like`,
      headers: bearer(other.token),
    });
    expect(toggled.json().data).toEqual({ liked: false, likeCount: 0 });
    const unlikeAgain = await t.request({
      method: 'DELETE',
      url: `/api/songs/${publicId}/like`,
      headers: bearer(other.token),
    });
    expect(unlikeAgain.json().data).toEqual({ liked: false, likeCount: 0 });
  });

  it('counts a play once per listener per 30 minutes', async () => {
    const play = (body: object, headers = {}) =>
      t.request({ method: 'POST', url: `/api/songs/${publicId}/play`, payload: body, headers });
    // Visitors are told apart by the server's signed listener cookie (the body's listenerId is ignored).
    const first = await play({ listenerId: 'listener-aaaa' });
    expect(first.json().data.counted).toBe(true);
    const cookie = { cookie: String(first.headers['set-cookie']).split(';')[0]! };
    const burst = await Promise.all([1, 2, 3].map((i) => play({ listenerId: `listener-${i}${i}${i}${i}` }, cookie)));
    expect(burst.every((r) => r.json().data.counted === false)).toBe(true);
    const second = await play({ listenerId: 'listener-bbbb' });
    expect(second.json().data).toEqual({ counted: true, playCount: 2 });
    const member = await play({}, bearer(other.token));
    expect(member.json().data.counted).toBe(true);
    expect((await play({}, bearer(other.token))).json().data.counted).toBe(false);
    expect((await play({ listenerId: 'x' })).statusCode).toBe(400);
  });

  it('shares a public song by real e-mail and needs a login to download', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/song/${publicId}/share`,
      headers: bearer(other.token),
      payload: {
        emails: ['friend@example.com', 'FRIEND@example.com', 'pal@example.com'],
        message: 'You will love this',
      },
    });
    expect(res.json().data).toEqual({ shares_sent: 2, private_links: false });
    await t.drain();
    const [mail] = await t.mails('friend@example.com');
    expect(mail!.text).toContain(`http://serenade.test/track/${publicId}`);
    expect(mail!.text).toContain('You will love this');
    const bad = await t.request({
      method: 'POST',
      url: `/api/song/${publicId}/share`,
      headers: bearer(other.token),
      payload: { emails: [] },
    });
    expect(bad.json()).toMatchObject({ field: 'emails', error: 'Please enter at least one valid email address' });

    const anon = await t.request({ method: 'POST', url: `/api/songs/${publicId}/download` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toBe('Please log in to download songs');
    const link = await t.request({
      method: 'POST',
      url: `/api/songs/${publicId}/download`,
      headers: bearer(other.token),
    });
    expect(link.json().data.filename).toBe('Sunlit.mp3');
    const file = await t.request({ method: 'GET', url: link.json().data.url });
    expect(file.headers['content-disposition']).toContain('attachment; filename="Sunlit.mp3"');
    expect(file.rawPayload.equals(mp3)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/media/songs/${publicId}/download` })).statusCode).toBe(404);
  });

  it('lists a member’s own songs, public and private', async () => {
    const res = await t.request({ method: 'GET', url: '/api/song/my-songs', headers: bearer(owner.token) });
    expect(
      res
        .json()
        .data.map((s: { title: string }) => s.title)
        .sort(),
    ).toEqual(['Secret Demo', 'Sunlit']);
    expect((await t.request({ method: 'GET', url: '/api/song/my-songs' })).statusCode).toBe(401);
  });

  it('records usage events and refuses unknown ones', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/usage/track',
      payload: { action: 'song_view', resource_id: publicId, metadata: { from: 'home' } },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await t.request({
      method: 'POST',
      url: '/api/usage/track',
      payload: { action: 'hack', resource_id: publicId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('action');
  });
});
