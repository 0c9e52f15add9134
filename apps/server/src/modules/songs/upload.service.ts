import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ZUploadFields } from '@serenade/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { analyseAudio, DamagedAudioError, type AudioAnalysis } from '../../platform/audio/analyse';
import { badFilename, sniffAudio, type AudioKind } from '../../platform/audio/sniff';
import type { Storage } from '../../platform/storage/storage';
import { safeParseText, ValidationError } from '../../platform/http';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';
import { insertSong, type NewSong, type SongRow } from './songs.repo';

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

export type IntakeOptions = {
  fileField: string;
  maxMb: number;
  /** Which audio formats are taken, and the message for anything else. */
  accept: AudioKind['ext'][];
  notAccepted: string;
  missingFile: string;
};

export type ReceivedAudio = {
  fields: Record<string, string>;
  tmp: string;
  size: number;
  kind: AudioKind;
  analysis: AudioAnalysis;
};

/**
 * Streams one audio file of a multipart request to a temporary file (memory stays flat whatever the
 * size), with the text fields beside it; checks size, content and readability. The caller stores the
 * file or lets `discard` remove it: a failed upload leaves nothing behind.
 */
export async function receiveAudio(req: FastifyRequest, tmpDir: string, o: IntakeOptions): Promise<ReceivedAudio> {
  const maxBytes = o.maxMb * MB;
  const tooBig = () =>
    new AppError('PAYLOAD_TOO_LARGE', `File size exceeds ${o.maxMb}MB limit`, { field: o.fileField });
  // Refuse before reading when the request itself announces a body far over the limit.
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + MB) throw tooBig();
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the song as multipart/form-data', { field: o.fileField });
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `upload-${randomUUID()}`);
  const fields: Record<string, string> = {};
  let size = -1;
  try {
    for await (const part of req.parts({
      preservePath: true,
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
    })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== o.fileField || size >= 0) {
        part.file.resume();
        throw new AppError('VALIDATION_ERROR', `Unexpected file field "${part.fieldname}"`, { field: part.fieldname });
      }
      const nameProblem = badFilename(part.filename);
      if (nameProblem) {
        part.file.resume();
        throw new AppError('VALIDATION_ERROR', nameProblem, { field: o.fileField });
      }
      await pipeline(part.file, createWriteStream(tmp));
      if (part.file.truncated) throw tooBig();
      size = part.file.bytesRead;
    }
    if (size < 0) throw new AppError('VALIDATION_ERROR', o.missingFile, { field: o.fileField });
    if (size === 0) throw new AppError('VALIDATION_ERROR', 'The selected file is empty', { field: o.fileField });
    const kind = sniffAudio(await readHead(tmp, 16));
    if (!kind || !o.accept.includes(kind.ext))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', o.notAccepted, { field: o.fileField });
    try {
      return { fields, tmp, size, kind, analysis: await analyseAudio(tmp, kind) };
    } catch (err) {
      if (err instanceof DamagedAudioError) {
        throw new AppError('UNPROCESSABLE', `The audio file could not be read: ${err.message}`, {
          field: o.fileField,
          status: 422,
        });
      }
      throw err;
    }
  } catch (err) {
    await rm(tmp, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw err;
  }
}

/** Moves received audio (and its waveform) into storage under a new song id; returns the song columns. */
export async function storeReceivedAudio(storage: Storage, audio: ReceivedAudio, id: string = randomUUID()) {
  const audioKey = `songs/${id}/audio.${audio.kind.ext}`;
  const keys: string[] = [];
  try {
    await storage.putFile(audioKey, audio.tmp, audio.kind.mime);
    keys.push(audioKey);
    let peaksKey: string | null = null;
    if (audio.analysis.peaks) {
      peaksKey = `songs/${id}/peaks.json`;
      await storage.put(
        peaksKey,
        Buffer.from(JSON.stringify({ duration: audio.analysis.durationSeconds, peaks: audio.analysis.peaks })),
        'application/json',
      );
      keys.push(peaksKey);
    }
    const columns: Pick<NewSong, 'id' | 'audioPath' | 'audioMime' | 'audioBytes' | 'peaksPath' | 'durationSeconds'> = {
      id,
      audioPath: audioKey,
      audioMime: audio.kind.mime,
      audioBytes: audio.size,
      peaksPath: peaksKey,
      durationSeconds: Math.round(audio.analysis.durationSeconds * 100) / 100,
    };
    return { columns, remove: async () => Promise.all(keys.map((k) => storage.remove(k).catch(() => {}))) };
  } finally {
    await rm(audio.tmp, { force: true });
  }
}

export function createUploadService(deps: { db: Db; storage: Storage; settings: SettingsService; tmpDir: string }) {
  /** A member's upload: at most the max-upload setting (DECISIONS: one limit, 20 MB by default). */
  async function upload(req: FastifyRequest, user: UserRow): Promise<SongRow> {
    const site = await deps.settings.get('site');
    const audio = await receiveAudio(req, deps.tmpDir, {
      fileField: 'file',
      maxMb: site.maxUploadSizeMB,
      accept: ['mp3', 'wav', 'flac', 'ogg'],
      notAccepted: NOT_AUDIO,
      missingFile: 'Please select a file to upload',
    });
    const parsed = safeParseText(ZUploadFields, audio.fields);
    if (!parsed.success) {
      await rm(audio.tmp, { force: true });
      throw new ValidationError('body', parsed.error.issues, audio.fields);
    }
    const f = parsed.data;
    const stored = await storeReceivedAudio(deps.storage, audio);
    try {
      return await insertSong(deps.db, {
        ...stored.columns,
        ownerId: user.id,
        title: f.title,
        artist: f.artist,
        genre: f.category,
        description: f.description || null,
        source: 'upload',
        isPublic: f.is_public,
        tags: [f.category],
      });
    } catch (err) {
      await stored.remove();
      throw err;
    }
  }

  return { upload };
}

export type UploadService = ReturnType<typeof createUploadService>;
