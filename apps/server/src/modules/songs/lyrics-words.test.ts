import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../../db/schema';
import { makeMp3, multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Who = { id: string; token: string };

const SUNG = [
  {
    time: 0.5,
    text: 'Happy birthday Lena',
    words: [
      { time: 0.5, end: 0.9, text: 'Happy' },
      { time: 0.9, end: 1.4, text: 'birthday' },
      { time: 1.4, end: 2.2, text: 'Lena' },
    ],
  },
  {
    time: 2.5,
    text: 'the candles glow',
    words: [
      { time: 2.5, end: 2.8, text: 'the' },
      { time: 2.8, end: 3.3, text: 'candles' },
      { time: 3.3, end: 3.9, text: 'glow' },
    ],
  },
];

describe.each(DB_TARGETS)('sung word timings on the song page (%s)', (target) => {
  const t = useTestApp(target);
  let owner: Who;
  let editor: Who;
  let songId = '';

  beforeAll(async () => {
    const o = await t.createUser({ name: 'Lena Owner' });
    owner = { id: o.id, token: (await t.login(o.email, o.password)).token };
    const e = await t.createUser({ role: 'editor' });
    editor = { id: e.id, token: (await t.login(e.email, e.password)).token };
    const body = multipartBody([
      { name: 'title', value: 'Sung Words' },
      { name: 'is_public', value: 'true' },
      { name: 'file', filename: 'a.mp3', data: await makeMp3(4) },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/songs/upload',
      headers: { ...body.headers, ...bearer(owner.token) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    songId = res.json().data.id as string;
    // What production stores for a generated song with a voice.
    await t.app.ctx.db.update(songs).set({ lyrics: SUNG }).where(eq(songs.id, songId));
    t.app.ctx.songs.changed();
  });

  it('sends each line with its sung words to the song page', async () => {
    const res = await t.request({ method: 'GET', url: `/api/song/${songId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lyrics).toEqual(SUNG);
  });

  it('keeps line-timed lyrics (an admin upload) as lines without words', async () => {
    const lines = [
      { time: 0, text: 'Only lines here' },
      { time: 2, text: 'no words at all' },
    ];
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/songs/${songId}`,
      headers: bearer(editor.token),
      payload: { title: 'Sung Words', artist: 'Serenade', lyrics: lines },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await t.request({ method: 'GET', url: `/api/song/${songId}` })).json().data;
    expect(page.lyrics).toEqual(lines);
    expect(page.lyrics[0]).not.toHaveProperty('words');
  });

  it('an editor fixing one line keeps the word timings of the lines left as they were', async () => {
    await t.app.ctx.db.update(songs).set({ lyrics: SUNG }).where(eq(songs.id, songId));
    t.app.ctx.songs.changed();
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/songs/${songId}`,
      headers: bearer(editor.token),
      payload: {
        title: 'Sung Words',
        artist: 'Serenade',
        lyrics: [
          { time: 0.5, text: 'Happy birthday Lena' },
          { time: 2.5, text: 'the candles shine' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await t.request({ method: 'GET', url: `/api/song/${songId}` })).json().data;
    expect(page.lyrics).toEqual([SUNG[0], { time: 2.5, text: 'the candles shine' }]);
  });
});
