import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage';

export type S3Options = {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

/** Any S3-compatible store. Files are never public there: Serenade streams them with its own checks. */
export function s3Storage(o: S3Options): Storage {
  const client = new S3Client({
    region: o.region,
    // Many S3-compatible stores do not understand the SDK's default streaming checksums (aws-chunked
    // bodies); ask for checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    forcePathStyle: o.forcePathStyle,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
  });
  const Bucket = o.bucket;
  const toNode = (body: unknown): Readable => {
    if (body instanceof Readable) return body;
    return Readable.fromWeb(body as never);
  };
  return {
    kind: 's3',
    put: async (Key, data, ContentType) => {
      assertSafeKey(Key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType }));
    },
    putFile: async (Key, file, ContentType) => {
      assertSafeKey(Key);
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: createReadStream(file), ContentLength: size, ContentType }),
      );
      await rm(file, { force: true });
    },
    read: async (Key, range) => {
      assertSafeKey(Key);
      const res = await client.send(
        new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return toNode(res.Body);
    },
    readBuffer: async (Key) => {
      assertSafeKey(Key);
      const res = await client.send(new GetObjectCommand({ Bucket, Key }));
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    size: async (Key) => {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return res.ContentLength ?? null;
      } catch {
        return null;
      }
    },
    remove: async (Key) => {
      assertSafeKey(Key);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
