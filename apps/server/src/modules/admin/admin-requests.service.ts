import { rm } from 'node:fs/promises';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { requestSamples, songRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { ValidationError } from '../../platform/http';
import type { Storage } from '../../platform/storage/storage';
import { completeRequest, sendDeliveryEmails, type DeliveryDeps } from '../orders/delivery';
import { findRequest, updateRequest, type RequestRow } from '../orders/orders.repo';
import { findSong, insertSong } from '../songs/songs.repo';
import { receiveAudio, storeReceivedAudio } from '../songs/upload.service';
import type { UserRow } from '../users/users.repo';

const flag = (dflt: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .default(dflt);
const ZAdminUploadFields = z.object({
  request_id: z
    .uuid('Song request not found')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  title: z
    .string({ error: 'Please enter a title for the song' })
    .trim()
    .min(1, 'Please enter a title for the song')
    .max(200),
  artist: z
    .string()
    .trim()
    .max(100)
    .default('Serenade')
    .transform((a) => a || 'Serenade'),
  is_public: flag(false),
  notify_recipient: flag(true),
  notify_friends_family: flag(true),
  description: z.string().trim().max(2000).optional(),
});

const PRIORITY_WEIGHT = sql`case ${songRequests.priority} when '6hr' then 3 when '24hr' then 2 else 1 end`;
const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

export function presentAdminRequest(r: RequestRow) {
  return {
    id: r.id,
    title: r.title,
    event: r.event,
    userEmail: r.email,
    userName: r.name,
    userId: r.userId,
    status: r.status,
    priority: r.priority,
    createdAt: r.createdAt.toISOString(),
    description: r.prompt,
    is_public: r.isPublic,
    amount: r.amount,
    currency: r.currency,
    finalSongId: r.finalSongId,
  };
}

export function createAdminRequestsService(deps: DeliveryDeps & { storage: Storage; tmpDir: string }) {
  const { db } = deps;

  async function list(q: {
    page: number;
    limit: number;
    search?: string | undefined;
    status?: RequestRow['status'] | undefined;
    sort: string;
    direction: 'asc' | 'desc';
  }) {
    const where: (SQL | undefined)[] = [];
    if (q.status) where.push(eq(songRequests.status, q.status));
    if (q.search) {
      const t = like(q.search);
      where.push(or(ilike(songRequests.title, t), ilike(songRequests.event, t), ilike(songRequests.email, t)));
    }
    const columns: Record<string, SQL | AnyPgColumn> = {
      id: songRequests.id,
      title: sql`coalesce(${songRequests.title}, ${songRequests.event}, '')`,
      user: songRequests.email,
      priority: PRIORITY_WEIGHT,
      status: songRequests.status,
      date: songRequests.createdAt,
    };
    const order = q.direction === 'asc' ? asc(columns[q.sort]!) : desc(columns[q.sort]!);
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(songRequests)
        .where(cond)
        .orderBy(order, desc(songRequests.createdAt))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(songRequests)
        .where(cond),
    ]);
    const n = total?.n ?? 0;
    return {
      requests: rows.map(presentAdminRequest),
      total: n,
      totalPages: Math.max(1, Math.ceil(n / q.limit)),
      page: q.page,
    };
  }

  async function detail(id: string) {
    const r = await findRequest(db, id);
    if (!r) throw new AppError('NOT_FOUND', 'Song request not found');
    const samples = await db.select().from(requestSamples).where(eq(requestSamples.requestId, id));
    return {
      ...presentAdminRequest(r),
      styles: r.styles,
      tags: r.tags,
      additionalDetails: r.additionalDetails,
      bundle: r.bundle,
      isSubscription: r.isSubscription,
      notifyEmails: r.notifyEmails,
      sendAnonymously: r.sendAnonymously,
      paidWith: r.paidWith,
      errorMessage: r.errorMessage,
      samples: samples.map((s) => ({ id: s.id, filename: s.filename, mime: s.mime, size: s.size })),
    };
  }

  /** An admin may set any status (SPEC 4). */
  async function setStatus(id: string, status: RequestRow['status']) {
    const r = await updateRequest(db, id, { status, ...(status === 'failed' ? {} : { errorMessage: null }) });
    if (!r) throw new AppError('NOT_FOUND', 'Song request not found');
    return presentAdminRequest(r);
  }

  async function remove(id: string) {
    const r = await findRequest(db, id);
    if (!r) throw new AppError('NOT_FOUND', 'Song request not found');
    const samples = await db.select().from(requestSamples).where(eq(requestSamples.requestId, id));
    await db.delete(songRequests).where(eq(songRequests.id, id));
    for (const s of samples) await deps.storage.remove(s.path).catch(() => {});
  }

  /** Admin upload: an MP3 (checked by content) becomes the request's song and the e-mails go out. */
  async function upload(req: FastifyRequest, admin: UserRow, maxMb: number) {
    const audio = await receiveAudio(req, deps.tmpDir, {
      fileField: 'mp3_file',
      maxMb,
      accept: ['mp3'],
      notAccepted: 'Only MP3 files are accepted',
      missingFile: 'Please select a file to upload',
    });
    const parsed = ZAdminUploadFields.safeParse(audio.fields);
    let request: RequestRow | undefined;
    try {
      if (!parsed.success) throw new ValidationError('body', parsed.error.issues, audio.fields);
      if (parsed.data.request_id) {
        request = await findRequest(db, parsed.data.request_id);
        if (!request) throw new AppError('NOT_FOUND', 'Song request not found');
        if (request.status === 'completed') throw new AppError('CONFLICT', 'This request already has its song');
      }
    } catch (err) {
      await rm(audio.tmp, { force: true });
      throw err;
    }
    const f = parsed.data!;
    const stored = await storeReceivedAudio(deps.storage, audio);
    const song = {
      ...stored.columns,
      ownerId: request?.userId ?? admin.id,
      title: f.title,
      artist: f.artist,
      description: f.description || request?.prompt.slice(0, 500) || null,
      isPublic: f.is_public,
      source: 'admin' as const,
      tags: request ? [...(request.event ? [request.event] : []), ...request.tags].slice(0, 12) : [],
    };
    try {
      const created = request ? await completeRequest(db, request, song) : await insertSong(db, song);
      if (!created) throw new AppError('CONFLICT', 'This request already has its song');
      deps.songs.changed();
      const emails = request
        ? await sendDeliveryEmails(deps, request, created, {
            notifyRecipient: f.notify_recipient,
            notifyFriends: f.notify_friends_family,
          })
        : 0;
      return { songId: created.id, requestId: request?.id ?? null, emailsSent: emails };
    } catch (err) {
      await stored.remove();
      throw err;
    }
  }

  async function resendNotifications(songId: string) {
    const [r] = await db.select().from(songRequests).where(eq(songRequests.finalSongId, songId));
    if (!r) throw new AppError('NOT_FOUND', 'No request was fulfilled by this song');
    const song = await findSong(db, songId);
    if (!song) throw new AppError('NOT_FOUND', 'Song not found');
    return { emailsSent: await sendDeliveryEmails(deps, r, song) };
  }

  return { list, detail, setStatus, remove, upload, resendNotifications };
}

export type AdminRequestsService = ReturnType<typeof createAdminRequestsService>;
