import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songRequests, songs } from '../../db/schema';
import { makeMp3, multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { refreshTrending } from '../activity/trending';
import { findSong, insertSong } from '../songs/songs.repo';

type Who = { id: string; token: string };
type Listed = { id: string; title: string; artist: string; playCount: number; createdAt: string };

// Real image headers: the server decides by these bytes, never by the name or declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

describe.each(DB_TARGETS)('admin song library (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who;
  let mp3: Buffer;

  const get = (url: string, who?: Who | null) =>
    t.request({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
  const send = (method: 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, who: Who | null, payload?: object) =>
    t.request({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
  const ids = (res: { json: () => { data: unknown } }) => (res.json().data as { id: string }[]).map((s) => s.id);

  /** A real upload through the public API: audio and waveform files in storage. */
  const upload = async (who: Who, title: string, isPublic = true) => {
    const body = multipartBody([
      { name: 'title', value: title },
      { name: 'is_public', value: String(isPublic) },
      { name: 'file', filename: 'a.mp3', data: mp3 },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/songs/upload',
      headers: { ...body.headers, ...bearer(who.token) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const coverBody = (data: Buffer, filename = 'cover.png', type = 'image/png') =>
    multipartBody([{ name: 'cover', filename, data, type }]);
  const postCover = (id: string, who: Who | null, data: Buffer, filename?: string, type?: string) => {
    const body = coverBody(data, filename, type);
    return t.request({
      method: 'POST',
      url: `/api/admin/songs/${id}/cover`,
      headers: { ...body.headers, ...(who ? bearer(who.token) : {}) },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    mp3 = await makeMp3(6);
    const mk = async (role: 'user' | 'editor' | 'admin' = 'user', name?: string) => {
      const u = await t.createUser({ role, ...(name ? { name } : {}) });
      return { id: u.id, token: (await t.login(u.email, u.password)).token };
    };
    [member, suspended, editor, admin] = [
      await mk('user', 'Olive Owner'),
      await mk(),
      await mk('editor'),
      await mk('admin'),
    ];
    const res = await send('PATCH', `/api/admin/users/${suspended.id}`, admin, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses guests, members and suspended tokens on every route, and lets an editor in', async () => {
    const id = await upload(member, 'Guarded Song');
    const routes: [string, string, object | undefined][] = [
      ['GET', '/api/admin/songs', undefined],
      ['GET', `/api/admin/songs/${id}`, undefined],
      ['PUT', `/api/admin/songs/${id}`, { title: 'Hijacked', artist: 'Nobody' }],
      ['PATCH', `/api/admin/songs/${id}/status`, { status: 'archived' }],
      ['PATCH', `/api/admin/songs/${id}/visibility`, { visibility: 'private' }],
      ['DELETE', `/api/admin/songs/${id}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      const call = (who: Who | null) => send(method as 'PUT', url, who, payload);
      expect((await call(null)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(member)).statusCode, `${method} ${url} member`).toBe(403);
      expect((await call(suspended)).statusCode, `${method} ${url} suspended`).toBe(401);
    }
    for (const who of [null, member, suspended]) {
      expect((await postCover(id, who, PNG)).statusCode).toBe(who === member ? 403 : 401);
    }
    // Nothing above changed the song, even the member who owns it.
    const song = (await findSong(t.app.ctx.db, id))!;
    expect(song).toMatchObject({ title: 'Guarded Song', status: 'active', isPublic: true, coverPath: null });
    expect((await get('/api/admin/songs', editor)).statusCode).toBe(200);
    expect((await get(`/api/admin/songs/${id}`, editor)).statusCode).toBe(200);
    expect((await get(`/api/admin/songs/${id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/admin/songs/00000000-0000-4000-8000-000000000000', editor)).statusCode).toBe(404);
    expect((await get('/api/admin/songs/not-an-id', editor)).statusCode).toBe(404);
  });

  it('searches, filters, sorts and pages on the server', async () => {
    const db = t.app.ctx.db;
    const base = Date.parse('2024-03-01T12:00:00Z');
    // Twelve rows whose titles share a marker; the rest of the library stays out of the search.
    const specs = [
      ['Qlib apple', 'Ann', 5, true, 'active'],
      ['qlib Banana', 'Bob', 50, true, 'active'],
      ['Qlib cherry', 'Cy', 0, false, 'active'],
      ['QLIB date', 'Dee', 7, false, 'archived'],
      ['Qlib elder', 'Eve', 12, true, 'archived'],
      ['qlib fig', 'Fay', 3, true, 'active'],
      ['Qlib grape', 'Gus', 99, true, 'active'],
      ['Qlib honeydew', 'Hal', 1, false, 'active'],
      ['Qlib ice', 'Ivy', 20, true, 'active'],
      ['Qlib jackfruit', 'Jo', 8, true, 'active'],
      ['Qlib kiwi', 'Kai', 2, false, 'archived'],
      ['Qlib lime', 'Lu', 30, true, 'active'],
    ] as const;
    const created: string[] = [];
    for (const [i, [title, artist, playCount, isPublic, status]] of specs.entries()) {
      const row = await insertSong(db, {
        title,
        artist,
        playCount,
        isPublic,
        status,
        createdAt: new Date(base + i * 3600_000),
      });
      created.push(row.id);
    }
    // Found by its artist's name only.
    const byArtist = await insertSong(db, { title: 'Plain Title', artist: 'The ZQX Band', createdAt: new Date(base) });

    const list = async (qs: string) => {
      const res = await get(`/api/admin/songs?${qs}`, editor);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { songs: Listed[]; totalCount: number; totalPages: number; page: number };
    };

    const all = await list('search=qlib&limit=100');
    expect(all.totalCount).toBe(12);
    expect((await list('search=zqx')).songs.map((s) => s.id)).toEqual([byArtist.id]);
    const newest = await list('search=QLib&limit=100&sortBy=newest');
    expect(newest.songs.map((s) => s.id)).toEqual([...created].reverse());
    const oldest = await list('search=qlib&limit=100&sortBy=oldest');
    expect(oldest.songs.map((s) => s.id)).toEqual(created);
    const popular = await list('search=qlib&limit=100&sortBy=popular');
    expect(popular.songs.map((s) => s.playCount)).toEqual([99, 50, 30, 20, 12, 8, 7, 5, 3, 2, 1, 0]);
    const abc = await list('search=qlib&limit=100&sortBy=alphabetical');
    expect(abc.songs.map((s) => s.title.split(' ')[1])).toEqual(
      'apple Banana cherry date elder fig grape honeydew ice jackfruit kiwi lime'.split(' '),
    );

    // The default page is 10 rows; pages fit together without gaps or repeats.
    const first = await list('search=qlib');
    expect(first).toMatchObject({ totalCount: 12, totalPages: 2, page: 1 });
    expect(first.songs).toHaveLength(10);
    const paged: string[] = [];
    for (const page of [1, 2, 3])
      paged.push(...(await list(`search=qlib&limit=5&page=${page}`)).songs.map((s) => s.id));
    expect(paged).toEqual([...created].reverse());
    expect((await list('search=qlib&limit=5&page=9')).songs).toEqual([]);

    const publicActive = await list('search=qlib&visibility=public&status=active&limit=100');
    expect(publicActive.songs.map((s) => s.title.split(' ')[1]).sort()).toEqual(
      ['apple', 'Banana', 'fig', 'grape', 'ice', 'jackfruit', 'lime'].sort(),
    );
    const privateArchived = await list('search=qlib&visibility=private&status=archived');
    expect(privateArchived.songs.map((s) => s.title)).toEqual(['Qlib kiwi', 'QLIB date']);
    expect((await list('search=qlib&visibility=&status=')).totalCount).toBe(12);
    expect((await list('search=%25%25nothing%25')).totalCount).toBe(0);

    const item = (await list('search=qlib%20grape')).songs[0]!;
    expect(item).toMatchObject({
      title: 'Qlib grape',
      artist: 'Gus',
      playCount: 99,
      status: 'active',
      visibility: 'public',
      createdAt: new Date(base + 6 * 3600_000).toISOString(),
      coverUrl: null,
      fileUrl: null,
      source: 'upload',
    });

    for (const [qs, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['sortBy=loudest', 'sortBy'],
      ['visibility=secret', 'visibility'],
      ['status=deleted', 'status'],
    ]) {
      const res = await get(`/api/admin/songs?${qs}`, editor);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().field, qs).toBe(field);
    }
  });

  it('gives staff playable and downloadable links to private and archived songs', async () => {
    const id = await upload(member, 'Hidden Gem', false);
    await send('PATCH', `/api/admin/songs/${id}/status`, editor, { status: 'archived' });
    const listed = (await get('/api/admin/songs?search=hidden%20gem', editor)).json().data.songs[0];
    expect(listed).toMatchObject({ id, visibility: 'private', status: 'archived', ownerName: 'Olive Owner' });
    expect(listed.fileUrl).toMatch(/^\/media\/songs\/[0-9a-f-]+\/audio\?exp=\d+&sig=/);
    const audio = await t.request({ method: 'GET', url: listed.fileUrl, headers: { range: 'bytes=0-99' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.subarray(0, 100).equals(mp3.subarray(0, 100))).toBe(true);
    const download = await t.request({ method: 'GET', url: listed.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('Hidden Gem.mp3');
    expect(download.rawPayload.equals(mp3)).toBe(true);
    // The same media without the signature stays closed.
    expect((await t.request({ method: 'GET', url: `/media/songs/${id}/audio` })).statusCode).toBe(404);
  });

  it('edits metadata and timed lyrics, naming the field of every bad input and writing nothing then', async () => {
    const id = await upload(member, 'Draft Title');
    const url = `/api/admin/songs/${id}`;
    // A visitor's cached page must not outlive the edit.
    expect((await get(`/api/song/${id}`)).json().data.title).toBe('Draft Title');
    const before = (await findSong(t.app.ctx.db, id))!;
    const ok = {
      title: 'Final Title',
      artist: 'Serenade Band',
      genre: 'jazz',
      description: 'A warm tune.',
      tags: ['birthday', 'jazz', 'birthday'],
      lyrics: [
        { time: 0, text: 'First line' },
        { time: 1.5, text: 'Second line' },
        { time: 3.25, text: 'Third line' },
        { time: 4, text: 'Last line' },
      ],
    };
    const bad: [object, string, RegExp][] = [
      [{ ...ok, title: '   ' }, 'title', /title/i],
      [{ ...ok, title: 'x'.repeat(201) }, 'title', /at most 200/],
      [{ artist: 'x' }, 'title', /title/i],
      [{ ...ok, artist: '' }, 'artist', /artist/i],
      [{ ...ok, artist: 'a'.repeat(101) }, 'artist', /at most 100/],
      [{ ...ok, description: 'd'.repeat(2001) }, 'description', /at most 2000/],
      [{ ...ok, tags: ['ok', ''] }, 'tags.1', /empty/],
      [{ ...ok, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'tags', /at most 12/],
      [{ ...ok, lyrics: [{ time: -1, text: 'a' }] }, 'lyrics.0.time', /negative/],
      [
        { ...ok, lyrics: [...ok.lyrics.slice(0, 3), { time: 2, text: 'Back in time' }] },
        'lyrics.3.time',
        /later than line 3/,
      ],
      [
        {
          ...ok,
          lyrics: [
            { time: 1, text: 'a' },
            { time: 1, text: 'b' },
          ],
        },
        'lyrics.1.time',
        /later/,
      ],
      [{ ...ok, lyrics: [{ time: '0:05', text: 'a' }] }, 'lyrics.0.time', /number of seconds/],
      [
        {
          ...ok,
          lyrics: [
            { time: 0, text: 'a' },
            { time: 1, text: '  ' },
          ],
        },
        'lyrics.1.text',
        /empty/,
      ],
      [
        {
          ...ok,
          lyrics: [
            { time: 0, text: 'a' },
            { time: 60, text: 'Too late' },
          ],
        },
        'lyrics.1.time',
        /past the end/,
      ],
      [{ ...ok, lyrics: 'la la' }, 'lyrics', /list/],
      [{ ...ok, status: 'archived' }, 'status', /Unknown field/],
    ];
    for (const [body, field, message] of bad) {
      const res = await send('PUT', url, editor, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json(), field).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field });
      expect(res.json().error, field).toMatch(message);
    }
    expect(await findSong(t.app.ctx.db, id)).toEqual(before);

    const res = await send('PUT', url, editor, ok);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Final Title',
      artist: 'Serenade Band',
      genre: 'jazz',
      description: 'A warm tune.',
      tags: ['birthday', 'jazz'],
      lyrics: ok.lyrics,
    });
    const page = (await get(`/api/song/${id}`)).json().data;
    expect(page).toMatchObject({ title: 'Final Title', artist: 'Serenade Band', lyrics: ok.lyrics });
    expect((await get('/api/songs?limit=10')).json().data.find((s: Listed) => s.id === id).title).toBe('Final Title');

    // Optional fields left out stay as they were; empty text clears them.
    const partial = await send('PUT', url, editor, { title: 'Final Title', artist: 'Serenade Band', genre: '' });
    expect(partial.json().data).toMatchObject({ genre: null, description: 'A warm tune.', lyrics: ok.lyrics });
    expect((await send('PUT', '/api/admin/songs/00000000-0000-4000-8000-000000000000', editor, ok)).statusCode).toBe(
      404,
    );
  });

  it('takes a PNG, JPEG or WebP cover by its bytes, up to 5 MB, and removes the old file', async () => {
    const id = await upload(member, 'Cover Story');
    const storage = t.app.ctx.storage;

    // Named like an image, but not one: refused whatever the name and declared type say.
    for (const [data, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'cover.png'],
      [GIF, 'cover.webp'],
      [mp3.subarray(0, 2000), 'cover.jpg'],
    ] as const) {
      const res = await postCover(id, editor, data, name, 'image/png');
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ field: 'cover', error: 'The cover must be a PNG, JPEG or WebP image' });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postCover(id, editor, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ field: 'cover', error: 'The cover must be at most 5 MB' });
    const wrongField = multipartBody([{ name: 'image', filename: 'c.png', data: PNG, type: 'image/png' }]);
    const missing = await t.request({
      method: 'POST',
      url: `/api/admin/songs/${id}/cover`,
      headers: { ...wrongField.headers, ...bearer(editor.token) },
      payload: wrongField.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('cover');
    expect((await findSong(t.app.ctx.db, id))!.coverPath).toBeNull();

    // A real PNG under a misleading name and type is still a PNG.
    const first = await postCover(id, editor, PNG, 'photo.jpg', 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = (await findSong(t.app.ctx.db, id))!.coverPath!;
    expect(firstKey).toMatch(/\.png$/);
    const shown = await t.request({ method: 'GET', url: first.json().data.coverUrl });
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    const publicCover = (await get(`/api/song/${id}`)).json().data.coverArt;
    expect((await t.request({ method: 'GET', url: publicCover })).rawPayload.equals(PNG)).toBe(true);

    for (const [data, ext, mime] of [
      [JPEG, 'jpg', 'image/jpeg'],
      [WEBP, 'webp', 'image/webp'],
    ] as const) {
      const previous = (await findSong(t.app.ctx.db, id))!.coverPath!;
      const res = await postCover(id, editor, data, 'upload.bin', 'application/octet-stream');
      expect(res.statusCode, ext).toBe(200);
      const key = (await findSong(t.app.ctx.db, id))!.coverPath!;
      expect(key.endsWith(`.${ext}`)).toBe(true);
      expect(await storage.size(previous)).toBeNull();
      expect(await storage.size(key)).toBe(data.length);
      const served = await t.request({ method: 'GET', url: res.json().data.coverUrl });
      expect(served.headers['content-type']).toBe(mime);
    }
    expect(await storage.size(firstKey)).toBeNull();
  });

  it('archiving or hiding a song takes it out of every public listing at once, and back', async () => {
    const id = await upload(member, 'Chart Climber');
    // A public playlist with it, a play, and trending computed: every place a visitor could meet it.
    const created = await send('POST', '/api/playlists', member, { name: 'Climbers', visibility: 'public' });
    const playlistId = created.json().data.playlist.id as string;
    await send('POST', `/api/playlists/${playlistId}/songs`, member, { songIds: [id] });
    await send('POST', `/api/songs/${id}/play`, member, {});
    await send('POST', `/api/songs/${id}/like`, member);
    await refreshTrending(t.app.ctx.db);
    t.app.ctx.activity.invalidateTrending();

    const seen = async () => ({
      latest: ids(await get('/api/songs?limit=20')).includes(id),
      related: ids(await get('/api/songs?limit=4')).includes(id),
      trending: (await get('/api/trending')).json().data.songs.some((s: { id: string }) => s.id === id),
      playlist: (await get(`/api/playlists/${playlistId}`))
        .json()
        .data.playlist.songs.some((s: { id: string }) => s.id === id),
      feed: (await get('/api/activity/global?limit=50'))
        .json()
        .data.items.some((a: { data: { song_id: string | null } }) => a.data.song_id === id),
      page: (await get(`/api/song/${id}`)).statusCode === 200,
      audio: (await t.request({ method: 'GET', url: `/media/songs/${id}/audio` })).statusCode === 200,
    });
    const everywhere = {
      latest: true,
      related: true,
      trending: true,
      playlist: true,
      feed: true,
      page: true,
      audio: true,
    };
    const nowhere = Object.fromEntries(Object.keys(everywhere).map((k) => [k, false]));
    expect(await seen()).toEqual(everywhere);

    const archived = await send('PATCH', `/api/admin/songs/${id}/status`, editor, { status: 'archived' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ status: 'archived', visibility: 'public' });
    expect(await seen()).toEqual(nowhere);
    // Staff still find it in the library.
    const lib = (await get('/api/admin/songs?status=archived&search=chart%20climber', editor)).json().data;
    expect(lib.songs.map((s: { id: string }) => s.id)).toEqual([id]);

    await send('PATCH', `/api/admin/songs/${id}/status`, editor, { status: 'active' });
    expect(await seen()).toEqual(everywhere);

    const hidden = await send('PATCH', `/api/admin/songs/${id}/visibility`, editor, { visibility: 'private' });
    expect(hidden.json().data).toMatchObject({ status: 'active', visibility: 'private' });
    expect(await seen()).toEqual(nowhere);
    // Its owner still has it.
    expect((await get(`/api/song/${id}`, member)).statusCode).toBe(200);

    await send('PATCH', `/api/admin/songs/${id}/visibility`, editor, { visibility: 'public' });
    expect(await seen()).toEqual(everywhere);

    for (const [path, body] of [
      ['status', { status: 'deleted' }],
      ['visibility', { visibility: 'unlisted' }],
      ['status', {}],
    ] as const) {
      const res = await send('PATCH', `/api/admin/songs/${id}/${path}`, editor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(path);
    }
  });

  it('deletes a song with its audio, cover and waveform; the request it fulfilled stays', async () => {
    const id = await upload(member, 'Short Lived');
    expect((await postCover(id, editor, PNG)).statusCode).toBe(200);
    const song = (await findSong(t.app.ctx.db, id))!;
    const keys = [song.audioPath!, song.coverPath!, song.peaksPath!];
    for (const key of keys) expect(await t.app.ctx.storage.size(key), key).toBeGreaterThan(0);
    const [request] = await t.app.ctx.db
      .insert(songRequests)
      .values({
        email: 'req@example.com',
        name: 'Req',
        prompt: 'A song',
        priority: 'free',
        status: 'completed',
        finalSongId: id,
      })
      .returning();
    await t.app.ctx.db.update(songs).set({ requestId: request!.id }).where(eq(songs.id, id));
    expect(ids(await get('/api/songs?limit=20'))).toContain(id);

    const res = await send('DELETE', `/api/admin/songs/${id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(await findSong(t.app.ctx.db, id)).toBeUndefined();
    for (const key of keys) expect(await t.app.ctx.storage.size(key), key).toBeNull();
    const [after] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, request!.id));
    expect(after).toMatchObject({ status: 'completed', finalSongId: null });
    expect(ids(await get('/api/songs?limit=20'))).not.toContain(id);
    expect((await get(`/api/song/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/songs/${id}`, editor)).statusCode).toBe(404);
  });

  it('with the public catalogue off, visitors see no public songs while members see everything public', async () => {
    const id = await upload(member, 'Members Only Tonight');
    const created = await send('POST', '/api/playlists', member, { name: 'Tonight', visibility: 'public' });
    const playlistId = created.json().data.playlist.id as string;
    await send('POST', `/api/playlists/${playlistId}/songs`, member, { songIds: [id] });
    await send('POST', `/api/songs/${id}/like`, member);
    await refreshTrending(t.app.ctx.db);
    t.app.ctx.activity.invalidateTrending();
    const key = await t.app.ctx.songs.accessKey(id);

    const setCatalogue = async (on: boolean) => {
      const current = (await get('/api/admin/settings', admin)).json().data.siteSettings;
      const res = await send('PUT', '/api/admin/settings', admin, {
        siteSettings: { ...current, publicCatalogEnabled: on },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const view = async (who: Who | null) => ({
      latest: ids(await get('/api/songs?limit=20', who)).includes(id),
      trending: (await get('/api/trending', who)).json().data.songs.length > 0,
      discover: (await get('/api/playlists/discover', who))
        .json()
        .data.playlists.some((p: { id: string }) => p.id === playlistId),
      feed: (await get('/api/activity/global', who)).json().data.items.length > 0,
      page: (await get(`/api/song/${id}`, who)).statusCode === 200,
      playlistSongs: (await get(`/api/playlists/${playlistId}`, who)).json().data.playlist.songs.length > 0,
      memberPage: (await get(`/api/users/${member.id}`, who))
        .json()
        .data.songs.some((s: { id: string }) => s.id === id),
      memberActivity: (await get(`/api/activity/user/${member.id}`, who)).json().data.items.length > 0,
    });
    const all = {
      latest: true,
      trending: true,
      discover: true,
      feed: true,
      page: true,
      playlistSongs: true,
      memberPage: true,
      memberActivity: true,
    };
    const none = Object.fromEntries(Object.keys(all).map((k) => [k, false]));

    // Visitors' answers are cached: they must not outlive the switch.
    expect(await view(null)).toEqual(all);
    expect((await t.request({ method: 'GET', url: `/media/songs/${id}/audio` })).statusCode).toBe(200);
    try {
      await setCatalogue(false);
      expect(await view(null)).toEqual(none);
      expect(await view(member)).toEqual(all);
      const editorView = await view(editor);
      expect(editorView).toEqual(all);

      // Audio needs a signed link now; members get one, visitors only through a private key.
      expect((await t.request({ method: 'GET', url: `/media/songs/${id}/audio` })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/media/songs/${id}/peaks` })).statusCode).toBe(404);
      const memberPage = (await get(`/api/song/${id}`, member)).json().data;
      expect(memberPage.audioUrl).toMatch(/sig=/);
      expect((await t.request({ method: 'GET', url: memberPage.audioUrl })).statusCode).toBe(200);
      const memberLatest = (await get('/api/songs?limit=20', member)).json().data.find((s: Listed) => s.id === id);
      expect((await t.request({ method: 'GET', url: memberLatest.audioUrl })).statusCode).toBe(200);
      const keyed = await get(`/api/song/${id}?key=${encodeURIComponent(key)}`);
      expect(keyed.statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: keyed.json().data.audioUrl })).statusCode).toBe(200);
      // Playing or commenting as a visitor finds nothing either.
      expect((await t.request({ method: 'POST', url: `/api/songs/${id}/play`, payload: {} })).statusCode).toBe(404);
      expect((await get(`/api/songs/${id}/comments`)).statusCode).toBe(404);
      // The home demo player keeps working for visitors (its built-in tracks come with signed links).
      expect((await get('/api/songs/demo')).statusCode).toBe(200);
    } finally {
      await setCatalogue(true);
    }
    expect(await view(null)).toEqual(all);
    expect((await t.request({ method: 'GET', url: `/media/songs/${id}/audio` })).statusCode).toBe(200);
  });
});
