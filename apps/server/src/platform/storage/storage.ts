import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type ByteRange = { start: number; end: number };

/** Where files live (local folder or an S3-compatible bucket). Keys look like `songs/<id>/audio.mp3`. */
export type Storage = {
  kind: 'local' | 's3';
  put: (key: string, data: Buffer, contentType?: string) => Promise<void>;
  /** Moves (or uploads) a finished temporary file into storage. */
  putFile: (key: string, file: string, contentType?: string) => Promise<void>;
  read: (key: string, range?: ByteRange) => Promise<Readable>;
  readBuffer: (key: string) => Promise<Buffer>;
  size: (key: string) => Promise<number | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`);
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    put: async (key, data) => {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    putFile: async (key, source) => {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(source, file);
      } catch {
        // Different file systems: copy, then drop the temporary file.
        await copyFile(source, file);
        await rm(source, { force: true });
      }
    },
    read: async (key, range) => createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {}),
    readBuffer: (key) => readFile(resolve(key)),
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
