import { sql } from 'drizzle-orm';
import {
  LYRIC_LIMITS,
  TIER_INFO,
  type TLyricsApprovalView,
  type TLyricsDraft,
  type TLyricsEditBody,
  type TProductionSettings,
} from '@serenade/contract';
import type { GenerateInput } from '@serenade/generator';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mail';
import { draftInWorker } from '../../platform/production/draft';
import { hasRole } from '../auth/auth.policy';
import { sendTemplate } from '../email/template-store';
import { findRequest, transitionRequest, updateRequest, type RequestRow } from '../orders/orders.repo';
import { fullEndings } from '../orders/lyric-endings';
import { generatorInput } from '../orders/story';
import type { OrdersService } from '../orders/orders.service';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';
import { applyEdits, carryBuyerLines, draftFrom, namesIn } from './lyrics-edit';
import { checkNotes, dictionaryMisses, sayName, voiceAvailable } from './voice-tools';

export const DRAFT_QUEUE = 'lyrics.draft';
export const DEADLINE_QUEUE = 'lyrics.deadline';

/**
 * The request waits for the buyer: `awaiting_approval`, a draft being written. Called by orders'
 * `enqueueProduction` (the one way into production) when approval is on; `tx` is the caller's transaction.
 */
export async function awaitApproval(jobs: JobQueue, r: RequestRow, tx: Db): Promise<RequestRow> {
  const row = await updateRequest(tx, r.id, {
    status: 'awaiting_approval',
    lyricsDraft: null,
    lyricsApproved: null,
    draftWriting: true,
    redraftsUsed: 0,
    approvalDeadline: null,
    approvedAt: null,
    approvedBy: null,
  });
  await jobs.enqueue(DRAFT_QUEUE, { requestId: r.id }, { priority: 8, maxAttempts: 3 }, tx);
  return row ?? r;
}

const WAIT_WORDS = (minutes: number) =>
  minutes % 1440 === 0
    ? `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`
    : minutes % 60 === 0
      ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
const DEADLINE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export type ApprovalDeps = {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  settings: SettingsService;
  orders: OrdersService;
  log: FastifyBaseLogger;
};

export function createApprovalService(deps: ApprovalDeps) {
  const { db, orders } = deps;

  /**
   * The render's own input (orders/story.ts), with this draft's seed and the shop's ending register
   * (orders/lyric-endings.ts): the draft is what will be sung.
   */
  async function draftInput(r: RequestRow, production: TProductionSettings, seed: string): Promise<GenerateInput> {
    return {
      ...generatorInput(r),
      lengthSeconds: production.songLengthSeconds,
      seed,
      pronunciations: r.pronunciations,
      ...(deps.config.lyricsModel ? { lyricsModel: deps.config.lyricsModel } : {}),
      avoidEndings: await fullEndings(db),
    };
  }

  /** The seed of each draft: the request's own for the first, another for every redraft. */
  const seedOf = (r: RequestRow) => (r.redraftsUsed === 0 ? r.id : `${r.id}:draft-${r.redraftsUsed + 1}`);

  async function lyricsReadyMail(r: RequestRow, deadline: Date, waitMinutes: number, tx: Db) {
    const token = r.userId ? null : await orders.statusToken(r.id);
    const tier = TIER_INFO[r.priority];
    await sendTemplate(
      { ...deps, publicUrl: deps.config.publicUrl },
      {
        key: 'lyrics_ready',
        to: r.email,
        kind: 'lyrics-ready',
        values: {
          userName: r.name,
          userEmail: r.email,
          songTitle: r.title ?? '',
          requestUrl: orders.statusUrl(r.id, token),
          deadline: DEADLINE_FORMAT.format(deadline),
          waitTime: WAIT_WORDS(waitMinutes),
          redraftsLeft: String(LYRIC_LIMITS.maxRedrafts - r.redraftsUsed),
          tierName: tier.name,
          deliveryHours: String(tier.hours),
        },
      },
      tx,
    );
  }

  /** Writes the draft (first or fresh) and, the first time, starts the deadline and e-mails the buyer. */
  async function writeDraft(requestId: string, lastAttempt: boolean) {
    const r = await findRequest(db, requestId);
    if (!r || r.status !== 'awaiting_approval' || !r.draftWriting) return;
    const production = await deps.settings.get('production');
    const seed = seedOf(r);
    let written;
    try {
      written = await draftInWorker(await draftInput(r, production, seed));
    } catch (err) {
      deps.log.warn({ requestId, err: (err as Error).message }, 'lyric draft failed');
      if (!lastAttempt) throw err;
      if (r.lyricsDraft) {
        // A redraft that cannot be written leaves the buyer's current draft in place.
        await transitionRequest(db, r.id, ['awaiting_approval'], { draftWriting: false });
        return;
      }
      // No draft at all: the song is made without the approval step rather than waiting forever.
      await approveRow(r, null, 'deadline', null, `The draft lyrics could not be written (${(err as Error).message})`);
      return;
    }
    const fresh = draftFrom(written.title, written.sections, seed);
    const draft = r.lyricsDraft ? carryBuyerLines(r.lyricsDraft, fresh) : fresh;
    const first = !r.approvalDeadline;
    const deadline = r.approvalDeadline ?? new Date(Date.now() + production.approvalWaitMinutes * 60_000);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const done = await transitionRequest(tx, r.id, ['awaiting_approval'], {
        lyricsDraft: draft,
        draftWriting: false,
        approvalDeadline: deadline,
      });
      if (!done || !first) return;
      await deps.jobs.enqueue(DEADLINE_QUEUE, { requestId: r.id }, { runAt: deadline, priority: 7 }, tx);
      await lyricsReadyMail(done, deadline, production.approvalWaitMinutes, tx);
    });
  }

  /**
   * Approves in one transaction: the lyrics are stored as approved, the status moves on (the history
   * names who approved, with a note) and the render is queued. Whoever comes second gets a conflict.
   */
  async function approveRow(
    r: RequestRow,
    draft: TLyricsDraft | null,
    by: 'buyer' | 'staff' | 'deadline',
    actor: UserRow | null,
    note: string,
    extra: Partial<RequestRow> = {},
  ): Promise<RequestRow> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.execute(
        sql`select set_config('serenade.actor', ${actor?.id ?? ''}, true), set_config('serenade.status_note', ${note}, true)`,
      );
      const done = await transitionRequest(tx, r.id, ['awaiting_approval'], {
        ...extra,
        status: 'processing',
        lyricsDraft: draft,
        lyricsApproved: draft,
        draftWriting: false,
        approvedAt: new Date(),
        approvedBy: by,
      });
      if (!done) throw alreadyDecided(await findRequest(tx, r.id));
      await orders.enqueueProduction(done, tx, { approved: true });
      return done;
    });
  }

  function alreadyDecided(r: RequestRow | undefined): AppError {
    if (!r) return new AppError('NOT_FOUND', 'Song request not found');
    if (r.approvedAt)
      return new AppError(
        'ALREADY_APPROVED',
        `These lyrics were already approved on ${DEADLINE_FORMAT.format(r.approvedAt)}; your song is being made`,
        { status: 409 },
      );
    return new AppError('NOT_AWAITING_APPROVAL', `This request is not waiting for lyric approval (it is ${r.status})`, {
      status: 409,
    });
  }

  /** The request as the approval screen may change it: visible to the viewer, waiting, draft written. */
  async function editable(id: string, viewer: UserRow | null, token: string | undefined) {
    const r = await orders.visibleRequest(id, viewer, token);
    if (r.status !== 'awaiting_approval') throw alreadyDecided(r);
    if (r.draftWriting || !r.lyricsDraft)
      throw new AppError('DRAFT_WRITING', 'A draft is being written; it will be here in a moment', { status: 409 });
    return { r, draft: r.lyricsDraft };
  }

  /** Applies the buyer's edits and notes in memory; throws before anything is written. */
  async function edited(r: RequestRow, draft: TLyricsDraft, body: TLyricsEditBody) {
    const next = body.sections ? applyEdits(draft, body.sections) : draft;
    const notes = body.pronunciations ? await checkNotes(body.pronunciations) : r.pronunciations;
    return { next, notes };
  }

  async function view(id: string, viewer: UserRow | null, token: string | undefined): Promise<TLyricsApprovalView> {
    const r = await orders.visibleRequest(id, viewer, token);
    if (r.status === 'awaiting_approval' && !r.draftWriting && !r.lyricsDraft) {
      // Set to this step by hand (staff may set any status) with no draft: write the one it is missing,
      // rather than show a draft "being written" that never comes.
      return present(await db.transaction(async (tx) => awaitApproval(deps.jobs, r, tx as unknown as Db)));
    }
    return present(r);
  }

  async function present(r: RequestRow): Promise<TLyricsApprovalView> {
    const lyrics = r.lyricsApproved ?? r.lyricsDraft;
    // the recipient the order named is listed even where a line starts with it (or a draft leaves it out)
    const names = lyrics ? namesIn(lyrics.sections, r.recipient ? [r.recipient] : []) : [];
    const misses = await dictionaryMisses(names);
    return {
      requestId: r.id,
      status: r.status,
      title: lyrics?.title ?? r.title,
      writing: r.status === 'awaiting_approval' && r.draftWriting,
      sections: lyrics?.sections ?? null,
      approved: Boolean(r.approvedAt),
      approvedAt: r.approvedAt?.toISOString() ?? null,
      approvedBy: r.approvedBy,
      redraftsUsed: r.redraftsUsed,
      redraftsLeft: Math.max(0, LYRIC_LIMITS.maxRedrafts - r.redraftsUsed),
      deadline: r.status === 'awaiting_approval' ? (r.approvalDeadline?.toISOString() ?? null) : null,
      deliveryHours: TIER_INFO[r.priority].hours,
      pronunciations: r.pronunciations,
      names: names.map((name) => ({ name, inDictionary: !misses.has(name.toLowerCase()) })),
      canSay: await voiceAvailable(),
    };
  }

  async function save(id: string, viewer: UserRow | null, body: TLyricsEditBody) {
    const { r, draft } = await editable(id, viewer, body.token);
    const { next, notes } = await edited(r, draft, body);
    const saved = await transitionRequest(db, r.id, ['awaiting_approval'], {
      lyricsDraft: next,
      pronunciations: notes,
    });
    if (!saved) throw alreadyDecided(await findRequest(db, r.id));
    return present(saved);
  }

  async function redraft(id: string, viewer: UserRow | null, body: TLyricsEditBody) {
    const { r, draft } = await editable(id, viewer, body.token);
    if (r.redraftsUsed >= LYRIC_LIMITS.maxRedrafts) {
      throw new AppError(
        'REDRAFT_LIMIT',
        `You have used all ${LYRIC_LIMITS.maxRedrafts} new drafts: edit the lines yourself, then approve`,
        { status: 409 },
      );
    }
    const { next, notes } = await edited(r, draft, body);
    const saved = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await transitionRequest(tx, r.id, ['awaiting_approval'], {
        lyricsDraft: next,
        pronunciations: notes,
        redraftsUsed: r.redraftsUsed + 1,
        draftWriting: true,
      });
      if (!row) throw alreadyDecided(await findRequest(tx, r.id));
      await deps.jobs.enqueue(DRAFT_QUEUE, { requestId: r.id }, { priority: 8, maxAttempts: 3 }, tx);
      return row;
    });
    return present(saved);
  }

  async function approve(id: string, viewer: UserRow | null, body: TLyricsEditBody) {
    const { r, draft } = await editable(id, viewer, body.token);
    const { next, notes } = await edited(r, draft, body);
    const staff = viewer && viewer.id !== r.userId && hasRole(viewer.role, 'editor');
    const mine = next.sections.reduce((n, s) => n + s.lines.filter((l) => l.mine).length, 0);
    const detail = `${mine} line${mine === 1 ? '' : 's'} written by the buyer, ${Object.keys(notes).length} pronunciation note${Object.keys(notes).length === 1 ? '' : 's'}`;
    const saved = await approveRow(
      r,
      next,
      staff ? 'staff' : 'buyer',
      viewer,
      staff
        ? `Lyrics approved by ${viewer.name} on the buyer's behalf (${detail})`
        : `Lyrics approved by the buyer (${detail})`,
      { pronunciations: notes },
    );
    return present(saved);
  }

  /** Requests whose deadline has passed get their draft approved as it stands. Returns how many. */
  async function approveOverdue(now = new Date(), only?: string): Promise<number> {
    const due = await db.execute(sql`
      select id from song_requests
      where status = 'awaiting_approval' and approval_deadline <= ${now}
        and draft_writing = false and lyrics_draft is not null
        ${only ? sql`and id = ${only}` : sql``}`);
    let n = 0;
    for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
      const r = await findRequest(db, id);
      if (!r?.lyricsDraft) continue;
      try {
        await approveRow(
          r,
          r.lyricsDraft,
          'deadline',
          null,
          'No answer by the approval deadline: the draft was used as it stood',
        );
        n += 1;
      } catch (err) {
        if (!(err instanceof AppError)) throw err; // approved meanwhile
      }
    }
    return n;
  }

  async function say(
    id: string,
    viewer: UserRow | null,
    body: { token?: string | undefined; word: string; respelling?: string | undefined; sung: boolean },
  ) {
    const r = await orders.visibleRequest(id, viewer, body.token);
    const note =
      body.respelling ??
      Object.entries(r.pronunciations).find(([w]) => w.toLowerCase() === body.word.toLowerCase())?.[1];
    return sayName({
      word: body.word,
      respelling: note,
      sung: body.sung,
      voice: r.voice === 'male' ? 'male' : 'female',
    });
  }

  function registerJobs(): void {
    deps.jobs.register<{ requestId: string }>(DRAFT_QUEUE, async ({ requestId }, job) =>
      writeDraft(requestId, job.attempts >= job.maxAttempts),
    );
    deps.jobs.register<{ requestId: string }>(DEADLINE_QUEUE, async ({ requestId }) => {
      const r = await findRequest(db, requestId);
      if (!r || r.status !== 'awaiting_approval') return;
      if ((await approveOverdue(new Date(), requestId)) === 0) {
        // A redraft still being written (or a deadline not reached): look again in a minute.
        const at =
          r.approvalDeadline && r.approvalDeadline > new Date() ? r.approvalDeadline : new Date(Date.now() + 60_000);
        await deps.jobs.enqueue(DEADLINE_QUEUE, { requestId }, { runAt: at, priority: 7 });
      }
    });
  }

  return { view, save, redraft, approve, approveOverdue, say, registerJobs, writeDraft };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
