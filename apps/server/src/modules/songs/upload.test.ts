import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../../db/schema';
import { makeMp3, makeWav, multipartBody, type Part } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

let mp3: Buffer;
beforeAll(async () => {
  mp3 = await makeMp3(6);
});

describe.each(DB_TARGETS)('member upload (%s)', (target) => {
  const t = useTestApp(target);
  let token = '';
  const upload = (parts: Part[], auth = true) => {
    const body = multipartBody(parts);
    return t.request({
      method: 'POST',
      url: '/api/songs/upload',
      headers: { ...body.headers, ...(auth ? bearer(token) : {}) },
      payload: body.payload,
    });
  };
  const songCount = async () => Number((await t.app.ctx.db.select({ n: count() }).from(songs))[0]!.n);
  const storedFiles = async () => {
    try {
      return await readdir(path.join(t.dataDir, 'files', 'songs'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    const u = await t.createUser();
    token = (await t.login(u.email, u.password)).token;
  });

  it('stores an MP3 with its duration and waveform, private or public as asked', async () => {
    const res = await upload([
      { name: 'title', value: 'Ocean Drive' },
      { name: 'category', value: 'electronic' },
      { name: 'is_public', value: 'false' },
      { name: 'description', value: 'Night ride' },
      { name: 'file', filename: 'ocean.mp3', data: mp3 },
    ]);
    expect(res.statusCode).toBe(201);
    const song = res.json().data;
    expect(song).toMatchObject({
      title: 'Ocean Drive',
      artist: 'Unknown Artist',
      genre: 'electronic',
      isPublic: false,
    });
    expect(song.duration).toBeGreaterThan(5.8);
    expect(song.duration).toBeLessThan(6.3);

    const page = (await t.request({ method: 'GET', url: `/api/song/${song.id}`, headers: bearer(token) })).json().data;
    expect(page.audioUrl).toMatch(/sig=/);
    const peaks = await t.request({ method: 'GET', url: page.peaksUrl });
    const { peaks: values } = peaks.json();
    expect(values).toHaveLength(1000);
    // The fixture swells from quiet to loud: the waveform shows it.
    expect(values[50]).toBeLessThan(values[950]);
    expect(Math.max(...values)).toBe(1);
  });

  it('accepts a WAV file and defaults to public pop', async () => {
    const res = await upload([
      { name: 'title', value: 'Hum' },
      { name: 'file', filename: 'hum.wav', data: makeWav(3) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ genre: 'pop', isPublic: true });
    expect(res.json().data.duration).toBeCloseTo(3, 1);
  });

  it('refuses bad files with a clear error and keeps nothing', async () => {
    const before = { rows: await songCount(), files: (await storedFiles()).length };
    const title = { name: 'title', value: 'Bad' };
    const cases: [Part[], number, string][] = [
      [
        [
          title,
          {
            name: 'file',
            filename: 'song.mp3',
            data: Buffer.from('just some text pretending to be music\n'.repeat(50)),
          },
        ],
        415,
        'Only audio files are accepted (MP3, WAV, etc.)',
      ],
      [
        [
          title,
          { name: 'file', filename: 'song.mp3', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 7)]) },
        ],
        415,
        'Only audio files are accepted (MP3, WAV, etc.)',
      ],
      [
        [title, { name: 'file', filename: 'song.mp3', data: mp3.subarray(0, Math.floor(mp3.length / 3) + 123) }],
        422,
        '',
      ],
      [[title, { name: 'file', filename: 'song.mp3', data: Buffer.alloc(0) }], 400, 'The selected file is empty'],
      [
        [title, { name: 'file', filename: 'song.mp3', data: Buffer.alloc(21 * 1024 * 1024, 0xff) }],
        413,
        'File size exceeds 20MB limit',
      ],
      [[{ name: 'file', filename: 'song.mp3', data: mp3 }], 400, 'Please enter a title for the song'],
      [[title], 400, 'Please select a file to upload'],
      [[title, { name: 'file', filename: '../../etc/passwd.mp3', data: mp3 }], 400, ''],
      [[title, { name: 'file', filename: 'bad\u0007name.mp3', data: mp3 }], 400, ''],
      [[title, { name: 'category', value: 'polka' }, { name: 'file', filename: 'a.mp3', data: mp3 }], 400, ''],
    ];
    for (const [parts, status, error] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
      expect(res.json().success).toBe(false);
      if (error) expect(res.json().error).toBe(error);
    }
    expect(await songCount()).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
    expect(await readdir(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('holds to the one max-upload setting, the limit /api/config tells the page, and needs a login', async () => {
    const site = await t.app.ctx.settings.get('site');
    expect(site.maxUploadSizeMB).toBe(20);
    const limitShown = async () => (await t.request({ method: 'GET', url: '/api/config' })).json().data.maxUploadMB;
    expect(await limitShown()).toBe(20);
    // A 14.9 MB MP3 (whole frames, copies of one file) is within the default limit.
    const big = Buffer.concat(Array.from({ length: Math.floor((14.9 * 1024 * 1024) / mp3.length) }, () => mp3));
    expect(big.length).toBeGreaterThan(14 * 1024 * 1024);
    const accepted = await upload([
      { name: 'title', value: 'Long live set' },
      { name: 'file', filename: 'set.mp3', data: big },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    try {
      await t.app.ctx.settings.set('site', { ...site, maxUploadSizeMB: 5 });
      expect(await limitShown()).toBe(5);
      const refused = await upload([
        { name: 'title', value: 'Too big now' },
        { name: 'file', filename: 'big.mp3', data: big },
      ]);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({
        success: false,
        error: 'File size exceeds 5MB limit',
        code: 'PAYLOAD_TOO_LARGE',
      });

      await t.app.ctx.settings.set('site', { ...site, maxUploadSizeMB: 50 });
      expect(await limitShown()).toBe(50);
      const roomy = await upload([
        { name: 'title', value: 'Huge junk' },
        { name: 'file', filename: 'big.mp3', data: Buffer.alloc(21 * 1024 * 1024, 0xff) },
      ]);
      // Over 20 MB is no longer refused for its size, only for not being audio.
      expect(roomy.statusCode).toBe(415);
    } finally {
      await t.app.ctx.settings.set('site', site);
    }
    expect(await limitShown()).toBe(20);
    const anon = await upload(
      [
        { name: 'title', value: 'x' },
        { name: 'file', filename: 'a.mp3', data: mp3 },
      ],
      false,
    );
    expect(anon.statusCode).toBe(401);
  });
});
