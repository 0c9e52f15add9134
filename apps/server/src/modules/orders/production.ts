import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { neutralDescription } from '@serenade/contract';
import { findSong } from '../songs/songs.repo';
import type { GenerateInput } from '@serenade/generator';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Job, JobQueue } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mail';
import { RenderError, renderInWorker } from '../../platform/production/render';
import { songFileColumns, storeRenderedSong } from '../../platform/production/store';
import type { Storage } from '../../platform/storage/storage';
import type { SettingsService } from '../settings/settings.service';
import type { SongsService } from '../songs/songs.service';
import { notifyNewSong, sendTemplate } from '../email/template-store';
import { completeRequest, sendDeliveryEmails } from './delivery';
import { requestFailedValues } from './order-emails';
import { findRequest, transitionRequest } from './orders.repo';
import { PRODUCE_QUEUE, type OrdersService } from './orders.service';
import { openRevision, withRevision } from './revisions';
import { approvedInput } from '../approval/lyrics-edit';
import { recordRender } from './production-notes';
import { fullEndings, recordEndings } from './lyric-endings';
import { generatorInput, registerStoryJob } from './story';

export type ProductionDeps = {
  db: Db;
  config: Config;
  jobs: JobQueue;
  storage: Storage;
  mailer: Mailer;
  settings: SettingsService;
  songs: SongsService;
  orders: OrdersService;
  log: FastifyBaseLogger;
};

/** The words a person reads when a song could not be made. */
function readableReason(err: unknown): string {
  if (err instanceof RenderError && err.field)
    return `The song details could not be used (${err.field}): ${err.message}`;
  return 'Failed to generate song';
}

/** What a buyer reads when production failed on our side (storage, delivery, a time limit, a crash). */
export const PRODUCTION_FAILED_MESSAGE =
  'We could not finish your song because of a problem on our side. Our team has been told and will try again; you do not need to do anything.';

/** One attempt may render for this long before it counts as failed (the worker is stopped). */
export const PRODUCE_TIME_LIMIT_MS = 20 * 60_000;

export function registerProduction(deps: ProductionDeps): void {
  const { db } = deps;
  registerStoryJob(deps);

  /**
   * Marks the request failed with `reason` (the buyer reads it), tells the buyer by e-mail and, in the
   * same transaction, leaves `detail` (what went wrong, for staff) in the request's status history.
   */
  async function fail(requestId: string, reason: string, detail?: string) {
    const failed = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (detail)
        await tx.execute(
          sql`select set_config('serenade.status_note', ${`${reason} (${detail})`.slice(0, 2000)}, true)`,
        );
      const row = await transitionRequest(tx, requestId, ['paid', 'processing', 'generating'], {
        status: 'failed',
        errorMessage: reason,
      });
      if (!row) return null;
      const token = row.userId ? null : await deps.orders.statusToken(row.id);
      await sendTemplate(
        { ...deps, publicUrl: deps.config.publicUrl },
        {
          key: 'request_failed',
          to: row.email,
          values: requestFailedValues(row, deps.orders.statusUrl(row.id, token)),
          kind: 'request-failed',
        },
        tx,
      );
      return row;
    });
    if (failed) deps.log.warn({ requestId, reason, detail }, 'song request failed');
  }

  deps.jobs.register<{ requestId: string }>(PRODUCE_QUEUE, produce, {
    lane: 'render',
    timeoutMs: PRODUCE_TIME_LIMIT_MS,
    // After the last attempt (storage or delivery errors, time limits, killed workers): the request ends
    // failed, the buyer is told, staff see the error in its history and may retry it.
    onFinalFailure: async ({ requestId }, error) => fail(requestId, PRODUCTION_FAILED_MESSAGE, error),
  });

  async function produce({ requestId }: { requestId: string }, job: Job<{ requestId: string }>) {
    const request = await findRequest(db, requestId);
    if (!request || ['completed', 'failed', 'pending', 'awaiting_approval'].includes(request.status)) return;
    // A visitor's free order starts only once its e-mail address is confirmed (guest-email.ts).
    if (request.awaitingEmail) return;
    const production = await deps.settings.get('production');
    if (production.mode !== 'auto') {
      // Manual (and external, until a provider is configured): an admin uploads the finished song.
      await transitionRequest(db, request.id, ['paid'], { status: 'processing' });
      return;
    }
    const generating = await transitionRequest(db, request.id, ['paid', 'processing', 'generating'], {
      status: 'generating',
    });
    if (!generating) return;

    // A revision (revisions.ts) renders the buyer's change into the song they already have.
    const revision = await openRevision(db, request.id);
    const before = revision ? await findSong(db, revision.songId) : undefined;
    let rendered;
    try {
      const input: GenerateInput = {
        ...generatorInput(request),
        lengthSeconds: production.songLengthSeconds,
        ...approvedInput(request),
        ...(deps.config.lyricsModel ? { lyricsModel: deps.config.lyricsModel } : {}),
        // the shop's ending register (lyric-endings.ts); approved lyrics are sung as written all the same
        avoidEndings: await fullEndings(db),
      };
      rendered = await renderInWorker(withRevision(input, revision), job.signal);
    } catch (err) {
      deps.log.warn({ requestId, err: (err as Error).message, attempt: job.attempts }, 'song generation failed');
      if (err instanceof RenderError) {
        // The song details themselves cannot be rendered: trying again would fail the same way.
        await fail(request.id, readableReason(err), err.message);
        return;
      }
      throw err; // retried with backoff; the last attempt's failure runs the final step above
    }

    await recordRender(db, request.id, rendered.song);
    const files = await storeRenderedSong(deps.storage, rendered);
    // A new song's endings (the lyrics it sings) join the register in the transaction that delivers it, once:
    // a revision re-renders a song already counted, and a repeated job finds the request completed (null).
    const sung = rendered.song.lyrics;
    const countEndings = before
      ? undefined
      : async (tx: Db) => {
          await recordEndings(tx, sung);
        };
    let song;
    try {
      song = await completeRequest(
        db,
        request,
        {
          id: files.id,
          ownerId: request.userId,
          title: rendered.song.title || request.title || 'Untitled Song',
          artist: 'Serenade',
          genre: rendered.song.meta.style,
          // The buyer's story stays private: a song starts with a neutral description (issue 20 item 7).
          description: neutralDescription(rendered.song.meta.style),
          tags: [
            // every style the buyer chose stays a tag, also those the generator arranged as another
            ...new Set([
              ...(request.event ? [request.event] : []),
              ...request.styles,
              ...request.tags,
              rendered.song.meta.style,
            ]),
          ].slice(0, 12),
          isPublic: request.isPublic || request.publishOnSite,
          source: 'generated',
          ...songFileColumns(files),
        },
        undefined,
        countEndings,
      );
    } catch (err) {
      await files.remove();
      throw err;
    }
    if (!song) {
      await files.remove();
      return;
    }
    deps.songs.changed();
    if (before) {
      // The revised song replaced these files; gift recipients already have the song's link.
      for (const key of [before.audioPath, before.peaksPath, before.coverPath])
        if (key && ![song.audioPath, song.peaksPath, song.coverPath].includes(key))
          await deps.storage.remove(key).catch(() => {});
      await sendDeliveryEmails(deps, request, song, { notifyRecipient: true, notifyFriends: false });
      return;
    }
    await sendDeliveryEmails(deps, request, song);
    await notifyNewSong({ ...deps, publicUrl: deps.config.publicUrl }, song, `made for ${request.name}'s song request`);
  }
}
