import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where files live. Keys are relative paths like `avatars/abc.png`. */
export type Storage = {
  put: (key: string, data: Buffer) => Promise<void>;
  read: (key: string) => Readable;
  size: (key: string) => Promise<number | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, data) => {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    read: (key) => createReadStream(resolve(key)),
    size: async (key) => {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      await rm(resolve(key), { force: true });
    },
  };
}

/** Recognises common image formats by their first bytes, never by name or declared type. */
export function sniffImage(buf: Buffer): { ext: string; mime: string } | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    return { ext: 'webp', mime: 'image/webp' };
  }
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString('ascii', 0, 6))) return { ext: 'gif', mime: 'image/gif' };
  return null;
}
