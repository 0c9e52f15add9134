import { randomBytes } from 'node:crypto';
import type { Storage } from './storage';

/**
 * Writes, reads back and removes a small object: a bucket with wrong keys, a missing bucket or a
 * read-only folder fails here rather than after a song was rendered. Resolves with null when storage
 * works, or with one line saying what is wrong.
 */
export async function checkStorage(storage: Storage, timeoutMs = 15_000): Promise<string | null> {
  const key = `health/check-${randomBytes(8).toString('hex')}.txt`;
  const body = Buffer.from(`serenade storage check ${key}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      (async () => {
        await storage.put(key, body, 'text/plain');
        const back = await storage.readBuffer(key);
        if (!back.equals(body)) throw new Error('what was written could not be read back');
        await storage.remove(key);
      })(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
      }),
    ]);
    return null;
  } catch (err) {
    const where = storage.kind === 's3' ? 'the S3 bucket' : 'the files folder';
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    return `File storage is not usable: ${where} cannot be written and read back (${reason})`;
  } finally {
    clearTimeout(timer);
  }
}
