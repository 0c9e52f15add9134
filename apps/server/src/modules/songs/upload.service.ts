import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { USER_UPLOAD_MAX_MB, ZUploadFields } from '@serenade/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { analyseAudio, DamagedAudioError } from '../../platform/audio/analyse';
import { badFilename, sniffAudio } from '../../platform/audio/sniff';
import type { Storage } from '../../platform/storage/storage';
import { ValidationError } from '../../platform/http';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';
import { insertSong, type SongRow } from './songs.repo';

const MB = 1024 * 1024;
export const NOT_AUDIO = 'Only audio files are accepted (MP3, WAV, etc.)';

async function readHead(file: string, n: number): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * Streams a member's upload to a temporary file (memory stays flat whatever the size), checks it by
 * content, reads its duration and waveform, then moves it into storage. Any failure leaves nothing behind.
 */
export function createUploadService(deps: { db: Db; storage: Storage; settings: SettingsService; tmpDir: string }) {
  async function limitBytes(): Promise<{ bytes: number; mb: number }> {
    const site = await deps.settings.get('site');
    const mb = Math.min(USER_UPLOAD_MAX_MB, site.maxUploadSizeMB);
    return { bytes: mb * MB, mb };
  }

  async function upload(req: FastifyRequest, user: UserRow): Promise<SongRow> {
    const limit = await limitBytes();
    const tooBig = () => new AppError('PAYLOAD_TOO_LARGE', `File size exceeds ${limit.mb}MB limit`, { field: 'file' });
    const declared = Number(req.headers['content-length'] ?? 0);
    // Refuse before reading when the request itself announces a body far over the limit.
    if (declared > limit.bytes + MB) throw tooBig();
    if (!req.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the song as multipart/form-data', { field: 'file' });
    }
    await mkdir(deps.tmpDir, { recursive: true });
    const tmp = path.join(deps.tmpDir, `upload-${randomUUID()}`);
    const fields: Record<string, string> = {};
    let gotFile = false;
    let size = 0;
    const storedKeys: string[] = [];
    try {
      for await (const part of req.parts({
        preservePath: true,
        limits: { fileSize: limit.bytes, files: 1, fields: 20, fieldSize: 10_000 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || gotFile) {
            part.file.resume();
            throw new AppError('VALIDATION_ERROR', `Unexpected file field "${part.fieldname}"`, {
              field: part.fieldname,
            });
          }
          const nameProblem = badFilename(part.filename);
          if (nameProblem) {
            part.file.resume();
            throw new AppError('VALIDATION_ERROR', nameProblem, { field: 'file' });
          }
          await pipeline(part.file, createWriteStream(tmp));
          if (part.file.truncated) throw tooBig();
          size = part.file.bytesRead;
          gotFile = true;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      const parsed = ZUploadFields.safeParse(fields);
      if (!parsed.success) throw new ValidationError('body', parsed.error.issues, fields);
      if (!gotFile) throw new AppError('VALIDATION_ERROR', 'Please select a file to upload', { field: 'file' });
      if (size === 0) throw new AppError('VALIDATION_ERROR', 'The selected file is empty', { field: 'file' });
      const kind = sniffAudio(await readHead(tmp, 16));
      if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AUDIO, { field: 'file' });
      let analysis;
      try {
        analysis = await analyseAudio(tmp, kind);
      } catch (err) {
        if (err instanceof DamagedAudioError) {
          throw new AppError('UNPROCESSABLE', `The audio file could not be read: ${err.message}`, {
            field: 'file',
            status: 422,
          });
        }
        throw err;
      }
      const f = parsed.data;
      const id = randomUUID();
      const audioKey = `songs/${id}/audio.${kind.ext}`;
      await deps.storage.putFile(audioKey, tmp, kind.mime);
      storedKeys.push(audioKey);
      let peaksKey: string | null = null;
      if (analysis.peaks) {
        peaksKey = `songs/${id}/peaks.json`;
        await deps.storage.put(
          peaksKey,
          Buffer.from(JSON.stringify({ duration: analysis.durationSeconds, peaks: analysis.peaks })),
          'application/json',
        );
        storedKeys.push(peaksKey);
      }
      return await insertSong(deps.db, {
        id,
        ownerId: user.id,
        title: f.title,
        artist: f.artist,
        genre: f.category,
        description: f.description || null,
        durationSeconds: Math.round(analysis.durationSeconds * 100) / 100,
        audioPath: audioKey,
        audioMime: kind.mime,
        audioBytes: size,
        peaksPath: peaksKey,
        source: 'upload',
        isPublic: f.is_public,
        tags: [f.category],
      });
    } catch (err) {
      for (const key of storedKeys) await deps.storage.remove(key).catch(() => {});
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
      throw err;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  return { upload, limitBytes };
}

export type UploadService = ReturnType<typeof createUploadService>;
