import { createHmac, timingSafeEqual } from 'node:crypto';
import { csvCell } from '../../platform/downloads';
import { rm } from 'node:fs/promises';
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { neutralDescription, TIER_INFO, type TAdminRequestDetail } from '@serenade/contract';
import type { Db } from '../../db/client';
import { payments, requestSamples, requestStatusHistory, songRequests, songs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { safeParseText, ValidationError } from '../../platform/http';
import type { Storage } from '../../platform/storage/storage';
import { completeRequest, sendDeliveryEmails, type DeliveryDeps } from '../orders/delivery';
import { findRequest, type RequestRow } from '../orders/orders.repo';
import { lockFor } from '../limits/limits';
import { presentStory } from '../orders/story';
import { findSong, insertSong } from '../songs/songs.repo';
import { receiveAudio, storeReceivedAudio } from '../songs/upload.service';
import type { UserRow } from '../users/users.repo';

const flag = (dflt: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .default(dflt);
export const ZAdminUploadFields = z.object({
  request_id: z
    .uuid('Song request not found')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  title: z
    .string({ error: 'Please enter a title for the song' })
    .trim()
    .min(1, 'Please enter a title for the song')
    .max(200, 'Title must be at most 200 characters'),
  artist: z
    .string()
    .trim()
    .max(100, 'Artist must be at most 100 characters')
    .default('Serenade')
    .transform((a) => a || 'Serenade'),
  is_public: flag(false),
  notify_recipient: flag(true),
  notify_friends_family: flag(true),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional(),
});

// DECISIONS.md: admin sort weights 6hr 3, 24hr 2, free 1.
const PRIORITY_WEIGHT = sql`case ${songRequests.priority} when '6hr' then 3 when '24hr' then 2 else 1 end`;
const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

export type AdminRequestsFilter = {
  search?: string | undefined;
  status?: RequestRow['status'] | undefined;
  sort: 'id' | 'title' | 'user' | 'priority' | 'status' | 'date';
  direction: 'asc' | 'desc';
};

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

/**
 * Runs `fn` in a transaction that names the person acting: the status-history trigger (migration 0007)
 * records them as `changed_by`, and `note` beside the change. Everything else is recorded as the system.
 */
export async function asActor<T>(db: Db, actorId: string, note: string | null, fn: (tx: Db) => Promise<T>) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(
      sql`select set_config('serenade.actor', ${actorId}, true), set_config('serenade.status_note', ${note ?? ''}, true)`,
    );
    return fn(tx);
  });
}

export const REQUESTS_CSV_HEADER = ['ID', 'Title', 'Event', 'User Email', 'Priority', 'Status', 'Amount', 'Created'];

/** Short-lived signed links to a request's sample files, so <audio> and <img> can load them. */
function createSampleSigner(secret: string, ttlSeconds: number) {
  const key = createHmac('sha256', secret).update('serenade-request-samples').digest();
  const sign = (id: string, exp: number) =>
    createHmac('sha256', key).update(`${id}/${exp}`).digest('base64url').slice(0, 32);
  return {
    path(id: string) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/media/request-samples/${id}?exp=${exp}&sig=${sign(id, exp)}`;
    },
    verify(id: string, exp: string | undefined, sig: string | undefined) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(id, Number(exp)));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** Each resend re-mails the buyer and every gift recipient: a few a day per song is plenty for a lost e-mail. */
export const RESENDS_PER_SONG_PER_DAY = 3;
const RESEND_NOTE = 'Song-ready and gift e-mails sent again';

export function createAdminRequestsService(deps: DeliveryDeps & { storage: Storage; tmpDir: string }) {
  const { db } = deps;
  // Long enough for an admin to listen through a sample with the page open; a reload signs anew.
  const samples = createSampleSigner(deps.config.jwtRefreshSecret, Math.max(3600, deps.config.mediaUrlTtlSeconds));

  function filtered(q: AdminRequestsFilter) {
    const where: (SQL | undefined)[] = [];
    if (q.status) where.push(eq(songRequests.status, q.status));
    if (q.search) {
      const t = like(q.search);
      where.push(or(ilike(songRequests.title, t), ilike(songRequests.event, t), ilike(songRequests.email, t)));
    }
    const columns: Record<AdminRequestsFilter['sort'], SQL | AnyPgColumn> = {
      id: songRequests.id,
      title: sql`coalesce(${songRequests.title}, ${songRequests.event}, '')`,
      user: songRequests.email,
      priority: PRIORITY_WEIGHT,
      status: songRequests.status,
      date: songRequests.createdAt,
    };
    const dir = q.direction === 'asc' ? asc : desc;
    // Newest first among equals, then the id, so pages (and export batches) never overlap.
    return { cond: and(...where), order: [dir(columns[q.sort]), desc(songRequests.createdAt), asc(songRequests.id)] };
  }

  async function list(q: AdminRequestsFilter & { page: number; limit: number }) {
    const { cond, order } = filtered(q);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(songRequests)
        .where(cond)
        .orderBy(...order)
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

  /** Every matching row as CSV, read in batches so a 100k-row export never sits in memory at once. */
  async function* exportCsv(q: AdminRequestsFilter, batch = 2000): AsyncGenerator<string> {
    const { cond, order } = filtered(q);
    yield `${REQUESTS_CSV_HEADER.join(',')}\r\n`;
    for (let offset = 0; ; offset += batch) {
      const rows = await db
        .select({
          id: songRequests.id,
          title: songRequests.title,
          event: songRequests.event,
          email: songRequests.email,
          priority: songRequests.priority,
          status: songRequests.status,
          amount: songRequests.amount,
          createdAt: songRequests.createdAt,
        })
        .from(songRequests)
        .where(cond)
        .orderBy(...order)
        .limit(batch)
        .offset(offset);
      if (rows.length === 0) return;
      yield rows
        .map((r) =>
          [
            r.id,
            r.title,
            r.event,
            r.email,
            TIER_INFO[r.priority].name,
            r.status,
            (r.amount / 100).toFixed(2),
            r.createdAt.toISOString(),
          ]
            .map(csvCell)
            .join(','),
        )
        .join('\r\n')
        .concat('\r\n');
      if (rows.length < batch) return;
    }
  }

  async function detail(id: string): Promise<TAdminRequestDetail> {
    const r = await findRequest(db, id);
    if (!r) throw new AppError('NOT_FOUND', 'Song request not found');
    const [files, paid, history, account, song] = await Promise.all([
      db.select().from(requestSamples).where(eq(requestSamples.requestId, id)).orderBy(asc(requestSamples.createdAt)),
      db.select().from(payments).where(eq(payments.requestId, id)).orderBy(desc(payments.createdAt)),
      db
        .select({ h: requestStatusHistory, by: { id: users.id, name: users.name, email: users.email } })
        .from(requestStatusHistory)
        .leftJoin(users, eq(users.id, requestStatusHistory.changedBy))
        .where(eq(requestStatusHistory.requestId, id))
        .orderBy(asc(requestStatusHistory.createdAt)),
      r.userId
        ? db
            .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
            .from(users)
            .where(eq(users.id, r.userId))
            .then((u) => u[0] ?? null)
        : null,
      r.finalSongId ? findSong(db, r.finalSongId) : undefined,
    ]);
    return {
      ...presentAdminRequest(r),
      prompt: r.prompt,
      styles: r.styles,
      tags: r.tags,
      additionalDetails: r.additionalDetails,
      bundle: r.bundle,
      isSubscription: r.isSubscription,
      publishOnSite: r.publishOnSite,
      sendAnonymously: r.sendAnonymously,
      notifyEmails: r.notifyEmails,
      paidWith: r.paidWith,
      errorMessage: r.errorMessage,
      updatedAt: r.updatedAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      requester: { kind: r.userId ? 'member' : 'guest', name: r.name, email: r.email, phone: r.phone, account },
      samples: files.map((s) => ({
        id: s.id,
        filename: s.filename,
        mime: s.mime,
        size: s.size,
        kind: s.mime.startsWith('audio/') ? 'audio' : s.mime.startsWith('image/') ? 'image' : 'other',
        url: samples.path(s.id),
      })),
      payments: paid.map((p) => ({
        id: p.id,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        provider: p.provider,
        reference: p.reference,
        methodType: p.methodType,
        lastFour: p.lastFour,
        itemDescription: p.itemDescription,
        createdAt: p.createdAt.toISOString(),
        refundedAt: p.refundedAt?.toISOString() ?? null,
      })),
      song: song
        ? { id: song.id, title: song.title, url: `/track/${song.id}`, isPublic: song.isPublic, status: song.status }
        : null,
      history: history.map(({ h, by }) => ({
        id: h.id,
        from: h.fromStatus,
        to: h.toStatus,
        changedBy: by,
        note: h.note,
        at: h.createdAt.toISOString(),
      })),
      dedication: { recipient: r.recipient, relationship: r.relationship, from: r.signOff, voice: r.voice },
      story: presentStory(r.story),
    };
  }

  /** A sample file behind a signed link, or null when the link is wrong, expired or the file is gone. */
  async function sampleFile(sampleId: string, exp: string | undefined, sig: string | undefined) {
    if (!samples.verify(sampleId, exp, sig)) return null;
    const [s] = await db.select().from(requestSamples).where(eq(requestSamples.id, sampleId));
    if (!s) return null;
    const size = await deps.storage.size(s.path);
    return size === null ? null : { ...s, bytes: size };
  }

  /** An admin may set any status (SPEC 4); the history records who did. */
  async function setStatus(id: string, status: RequestRow['status'], actor: UserRow) {
    const r = await asActor(db, actor.id, null, async (tx) => {
      const [row] = await tx
        .update(songRequests)
        .set({ status, updatedAt: new Date(), ...(status === 'failed' ? {} : { errorMessage: null }) })
        .where(eq(songRequests.id, id))
        .returning();
      return row;
    });
    if (!r) throw new AppError('NOT_FOUND', 'Song request not found');
    return presentAdminRequest(r);
  }

  /** Deletes the request with its samples, history and files; its song and the payment records stay. */
  async function remove(id: string) {
    const files = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = await tx.select().from(requestSamples).where(eq(requestSamples.requestId, id));
      const [gone] = await tx.delete(songRequests).where(eq(songRequests.id, id)).returning({ id: songRequests.id });
      if (!gone) throw new AppError('NOT_FOUND', 'Song request not found');
      await tx.update(songs).set({ requestId: null }).where(eq(songs.requestId, id));
      return rows;
    });
    await Promise.all(files.map((s) => deps.storage.remove(s.path).catch(() => {})));
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
    const parsed = safeParseText(ZAdminUploadFields, audio.fields);
    let request: RequestRow | undefined;
    try {
      if (!parsed.success) throw new ValidationError('body', parsed.error.issues, audio.fields);
      if (parsed.data.request_id) {
        request = await findRequest(db, parsed.data.request_id);
        if (!request) throw new AppError('NOT_FOUND', 'Song request not found', { field: 'request_id' });
        if (request.status === 'completed') throw new AppError('CONFLICT', 'This request already has its song');
      }
    } catch (err) {
      await rm(audio.tmp, { force: true });
      throw err;
    }
    const f = parsed.data!;
    const target = request;
    const stored = await storeReceivedAudio(deps.storage, audio);
    const song = {
      ...stored.columns,
      // A request's song belongs to its requester (nobody, for a guest), as a generated one would; a library upload to its uploader.
      ownerId: target ? target.userId : admin.id,
      title: f.title,
      artist: f.artist,
      // Never the buyer's private story (issue 20 item 7).
      description: f.description || (request ? neutralDescription(null) : null),
      isPublic: f.is_public,
      source: 'admin' as const,
      tags: request ? [...(request.event ? [request.event] : []), ...request.tags].slice(0, 12) : [],
    };
    try {
      const created = target
        ? await asActor(db, admin.id, 'Song uploaded', (tx) => completeRequest(tx, target, song, deps.storage))
        : await insertSong(db, song);
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

  /**
   * Sends the song-ready and gift e-mails again, at most RESENDS_PER_SONG_PER_DAY times a day per song: each
   * re-mails the buyer and every recipient. Each resend is a line in the request's history, which is what is
   * counted (under a lock, so two at once cannot both pass).
   */
  async function resendNotifications(songId: string, actor: UserRow) {
    const [r] = await db.select().from(songRequests).where(eq(songRequests.finalSongId, songId));
    if (!r) throw new AppError('NOT_FOUND', 'No request was fulfilled by this song');
    const song = await findSong(db, songId);
    if (!song) throw new AppError('NOT_FOUND', 'Song not found');
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockFor(tx, `resend:${songId}`);
      const [done] = await tx
        .select({ n: count() })
        .from(requestStatusHistory)
        .where(
          and(
            eq(requestStatusHistory.requestId, r.id),
            eq(requestStatusHistory.note, RESEND_NOTE),
            gt(requestStatusHistory.createdAt, new Date(Date.now() - 24 * 3600 * 1000)),
          ),
        );
      if ((done?.n ?? 0) >= RESENDS_PER_SONG_PER_DAY) {
        throw new AppError(
          'RATE_LIMITED',
          `This song's notifications have been sent again ${RESENDS_PER_SONG_PER_DAY} times in the last 24 hours, the daily limit. Please try again tomorrow.`,
          { status: 429 },
        );
      }
      await tx
        .insert(requestStatusHistory)
        .values({ requestId: r.id, fromStatus: r.status, toStatus: r.status, changedBy: actor.id, note: RESEND_NOTE });
    });
    return { emailsSent: await sendDeliveryEmails(deps, r, song) };
  }

  return { list, exportCsv, detail, sampleFile, setStatus, remove, upload, resendNotifications };
}

export type AdminRequestsService = ReturnType<typeof createAdminRequestsService>;
