import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3';

const toBuffer = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

/** The S3 driver against a real S3-compatible server (s3rver) on a free port. */
describe('S3-compatible storage', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serenade-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'serenade', configs: [] }],
  });
  let storage: ReturnType<typeof s3Storage>;

  beforeAll(async () => {
    const { port } = await server.run();
    storage = s3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'serenade',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(() => server.close());

  it('stores, sizes, reads ranges and removes files', async () => {
    const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
    await storage.put('songs/a/audio.mp3', data, 'audio/mpeg');
    expect(await storage.size('songs/a/audio.mp3')).toBe(5000);
    expect((await storage.readBuffer('songs/a/audio.mp3')).equals(data)).toBe(true);
    expect(
      (await toBuffer(await storage.read('songs/a/audio.mp3', { start: 100, end: 199 }))).equals(
        data.subarray(100, 200),
      ),
    ).toBe(true);

    const tmp = path.join(dir, 'upload.tmp');
    writeFileSync(tmp, data);
    await storage.putFile('songs/b/audio.mp3', tmp, 'audio/mpeg');
    expect((await storage.readBuffer('songs/b/audio.mp3')).equals(data)).toBe(true);
    expect(() => readFileSync(tmp)).toThrow(); // the temporary file is gone

    await storage.remove('songs/a/audio.mp3');
    expect(await storage.size('songs/a/audio.mp3')).toBeNull();
    await expect(storage.put('../escape', data)).rejects.toThrow(/Unsafe storage key/);
  });
});
