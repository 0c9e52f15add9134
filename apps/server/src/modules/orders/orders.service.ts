import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import {
  bundleTotal,
  BUNDLE_INFO,
  formatMoney,
  TIER_INFO,
  type TRequestStatus,
  type TRequestStatusView,
  type TSongRequestInput,
} from '@serenade/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { JobQueue } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mail';
import type { PaymentProvider } from '../../platform/payments/provider';
import type { Storage } from '../../platform/storage/storage';
import type { Tokens } from '../../platform/tokens';
import { hasRole } from '../auth/auth.policy';
import { readPricing } from '../pricing/pricing.service';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';
import { sendTemplate } from '../email/template-store';
import { awaitApproval } from '../approval/approval.service';
import { checkNotes } from '../approval/voice-tools';
import { requestReceivedValues } from './order-emails';
import { createLimits } from '../limits/limits';
import { addressedValues, confirmGuestEmail, holdGuestFreeOrder, sendGuestConfirmation } from './guest-email';
import { songLinkFor } from './song-links';
import { STORY_QUEUE } from './story';
import {
  findRequest,
  insertRequest,
  insertSample,
  listRequestsOf,
  spendCredit,
  updateRequest,
  type RequestRow,
} from './orders.repo';

export const PRODUCE_QUEUE = 'song.produce';

export type OrdersDeps = {
  db: Db;
  config: Config;
  settings: SettingsService;
  mailer: Mailer;
  tokens: Tokens;
  jobs: JobQueue;
  storage: Storage;
  payments: PaymentProvider;
  log?: FastifyBaseLogger;
};

export type Sample = { filename: string; mime: string; ext: string; data: Buffer };

const notFound = () => new AppError('NOT_FOUND', 'Song request not found');

export function describeOrder(r: Pick<RequestRow, 'priority' | 'bundle' | 'isSubscription' | 'title'>): string {
  const tier = TIER_INFO[r.priority].name;
  if (r.isSubscription) return `${tier} monthly subscription (10 songs a month)`;
  if (r.bundle !== 'single') return `${tier} bundle of ${BUNDLE_INFO[r.bundle].songs} songs`;
  return `${tier} song${r.title ? `: ${r.title}` : ''}`;
}

export function createOrdersService(deps: OrdersDeps) {
  const { db, config, tokens } = deps;
  // Visitors' free orders: e-mail confirmation and daily caps (guest-email.ts, limits.ts).
  const limitsDeps = { ...deps, publicUrl: config.publicUrl, limits: createLimits(deps) };

  const statusToken = (requestId: string) => tokens.signAction(requestId, 'request-status', 180 * 24 * 3600);
  const statusUrl = (requestId: string, token: string | null) =>
    `${config.publicUrl}/requests/${requestId}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /**
   * The one way into production (orders, payments, confirmations, revisions). With lyric approval on
   * (a setting), the request first waits for the buyer with a draft (approval/approval.service.ts);
   * approving calls this again with `approved`. Render jobs are ordered by tier weight, then age.
   * Returns the request as it now stands.
   */
  const enqueueProduction = async (r: RequestRow, tx: Db = db, o: { approved?: boolean } = {}): Promise<RequestRow> => {
    if (!o.approved && (await deps.settings.get('production', tx)).lyricApproval) {
      return awaitApproval(deps.jobs, r, tx);
    }
    await deps.jobs.enqueue(
      PRODUCE_QUEUE,
      { requestId: r.id },
      { priority: TIER_INFO[r.priority].weight, maxAttempts: 3 },
      tx,
    );
    return r;
  };

  async function create(input: TSongRequestInput, user: UserRow | null, samples: Sample[], client = '') {
    const name = input.name ?? user?.name ?? null;
    const email = user?.email ?? input.email;
    if (!user) {
      if (!name) throw new AppError('VALIDATION_ERROR', 'Please enter your name', { field: 'name' });
      if (!email) throw new AppError('VALIDATION_ERROR', 'Please enter a valid email address', { field: 'email' });
      if (input.bundle !== 'single' || input.isSubscription) {
        throw new AppError(
          'VALIDATION_ERROR',
          'Please log in to buy a bundle or a subscription: credits live in your account',
          { field: 'bundle' },
        );
      }
    }
    const pricing = await readPricing(db);
    const price = pricing.tiers[input.priority];
    if (price === 0 && (input.bundle !== 'single' || input.isSubscription)) {
      throw new AppError('VALIDATION_ERROR', 'Bundles and subscriptions are offered only for paid tiers', {
        field: 'bundle',
      });
    }
    const discounts = pricing.bundleDiscounts;
    const total = input.isSubscription
      ? bundleTotal(price, 'ten', discounts)
      : bundleTotal(price, input.bundle, discounts);
    // A member's free song without a confirmed address counts like a visitor's, per network; the addresses a
    // member's song goes to count as shares (limits.ts).
    const unconfirmedFree = !!user && total === 0 && !user.emailVerifiedAt && !!client;
    if (user) {
      if (unconfirmedFree) await limitsDeps.limits.assertUnconfirmedFreeSong(client);
      if (input.notifyEmails.length) {
        await limitsDeps.limits.assertShares({ userId: user.id }, input.notifyEmails.length);
      }
    }
    const id = randomUUID();
    const base = {
      id,
      userId: user?.id ?? null,
      email: email!,
      name: name!,
      phone: input.phone,
      pronunciations: await checkNotes(input.pronunciations),
      title: input.title,
      prompt: input.prompt,
      event: input.event,
      styles: input.styles,
      tags: input.tags,
      additionalDetails: input.additionalDetails,
      priority: input.priority,
      bundle: input.bundle,
      isSubscription: input.isSubscription,
      isPublic: input.isPublic ?? (await deps.settings.get('site')).defaultSongVisibility === 'public',
      publishOnSite: input.publishOnSite,
      sendAnonymously: input.sendAnonymously,
      notifyEmails: input.notifyEmails,
      currency: pricing.currency,
      recipient: input.recipient,
      relationship: input.relationship,
      signOff: input.from,
      voice: input.voice,
    };

    const storedKeys: string[] = [];
    let request: RequestRow;
    try {
      for (const s of samples) {
        const key = `requests/${id}/${randomUUID()}.${s.ext}`;
        await deps.storage.put(key, s.data, s.mime);
        storedKeys.push(key);
      }
      request = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        let row: RequestRow;
        if (total === 0 && !user) {
          // A visitor's free song waits for their e-mail address (guest-email.ts), within the daily caps.
          row = await holdGuestFreeOrder(limitsDeps, base, client, tx);
        } else if (total === 0) {
          row = await insertRequest(tx, {
            ...base,
            status: 'processing',
            amount: 0,
            paidWith: 'free',
            ...(unconfirmedFree ? { clientKey: client } : {}),
          });
          row = await enqueueProduction(row, tx);
        } else {
          // A member's credit for this tier pays for a single song before any card is asked for.
          const simple = user && input.bundle === 'single' && !input.isSubscription;
          row = await insertRequest(tx, { ...base, status: 'pending', amount: total, paidWith: null });
          if (simple && (await spendCredit(tx, user.id, input.priority, id))) {
            row = (await updateRequest(tx, id, { status: 'paid', amount: 0, paidWith: 'credit' }))!;
            row = await enqueueProduction(row, tx);
          }
        }
        for (const [i, s] of samples.entries()) {
          await insertSample(tx, {
            requestId: id,
            filename: s.filename,
            mime: s.mime,
            size: s.data.length,
            path: storedKeys[i]!,
          });
        }
        // What the lyric writer understands from the story, read in the background for the admin details.
        await deps.jobs.enqueue(STORY_QUEUE, { requestId: id }, { priority: 5, maxAttempts: 2 }, tx);
        return row;
      });
    } catch (err) {
      for (const key of storedKeys) await deps.storage.remove(key).catch(() => {});
      throw err;
    }

    let paymentUrl: string | null = null;
    if (request.status === 'pending') {
      try {
        paymentUrl = await paymentUrlFor(request);
      } catch {
        await updateRequest(db, request.id, {
          status: 'failed',
          errorMessage: 'The payment provider could not be reached',
        });
        throw new AppError('PAYMENT_UNAVAILABLE', 'The payment provider could not be reached. Please try again.', {
          status: 502,
        });
      }
    }

    const token = user ? null : await statusToken(request.id);
    if (request.awaitingEmail) {
      await sendGuestConfirmation(limitsDeps, request, token!);
    } else {
      await sendTemplate(
        { ...deps, publicUrl: config.publicUrl },
        {
          key: 'request_received',
          to: request.email,
          values: addressedValues(requestReceivedValues(request, statusUrl(request.id, token)), user, request),
          kind: 'request-received',
        },
      );
    }

    return {
      request_id: request.id,
      status: request.status,
      requires_payment: request.status === 'pending' && !request.awaitingEmail,
      payment_url: paymentUrl,
      amount: request.amount,
      currency: request.currency,
      paid_with: request.paidWith,
      status_token: token,
      awaiting_email: request.awaitingEmail,
    };
  }

  /** Owner, staff, or whoever holds the request's status link; anyone else gets 404. */
  async function visibleRequest(id: string, viewer: UserRow | null, token: string | undefined): Promise<RequestRow> {
    const r = await findRequest(db, id);
    if (!r) throw notFound();
    if (viewer && (viewer.id === r.userId || hasRole(viewer.role, 'editor'))) return r;
    if (token) {
      try {
        const claims = await tokens.verifyAction(token, 'request-status');
        if (claims.sub === r.id) return r;
      } catch (err) {
        // A genuine link to this request that has run out says so; a forged or another request's link
        // learns nothing (404). jose checks the signature before the expiry, so "expired" means genuine.
        if (err instanceof AppError && /expired/.test(err.message) && expiredLinkSubject(token) === r.id) {
          throw new AppError(
            'LINK_EXPIRED',
            'This link to your song request has expired. Sign in if you ordered with an account, or contact support and we will send you a new one.',
            { status: 410, field: 'token' },
          );
        }
      }
    }
    throw notFound();
  }

  const view = (r: RequestRow): TRequestStatusView => ({
    id: r.id,
    status: r.status,
    finalSongId: r.finalSongId,
    errorMessage: r.status === 'failed' ? (r.errorMessage ?? 'Failed to generate song') : null,
    title: r.title,
    priority: r.priority,
    createdAt: r.createdAt.toISOString(),
    ...(r.awaitingEmail ? { awaitingEmail: true } : {}),
    ...(r.status === 'failed' ? { reached: reachedBeforeFailing(r) } : {}),
  });

  async function status(id: string, viewer: UserRow | null, token: string | undefined) {
    const r = await visibleRequest(id, viewer, token);
    return { ...view(r), ...(await songLinkFor(deps, r, viewer)) };
  }

  /** A pending request's checkout can be opened again (say, after a declined card). */
  async function paymentUrlFor(r: RequestRow): Promise<string | null> {
    if (r.status !== 'pending' || r.awaitingEmail) return null;
    const checkout = await deps.payments.createCheckout({
      amount: r.amount,
      currency: r.currency,
      description: `${describeOrder(r)} — ${formatMoney(r.amount, r.currency)}`,
      metadata: { requestId: r.id },
      returnUrl: `${config.publicUrl}/checkout/complete?request=${r.id}`,
    });
    return checkout.url;
  }

  async function mine(user: UserRow) {
    const rows = await listRequestsOf(db, user.id);
    return Promise.all(
      rows.map(async (r) => ({
        ...view(r),
        ...(await songLinkFor(deps, r, user)),
        prompt: r.prompt,
        amount: r.amount,
        currency: r.currency,
        paidWith: r.paidWith,
        requiresPayment: r.status === 'pending' && !r.awaitingEmail,
        paymentUrl: null,
      })),
    );
  }

  async function addNotify(id: string, user: UserRow, emails: string[]) {
    const r = await visibleRequest(id, user, undefined);
    if (r.userId !== user.id) throw notFound();
    if (r.status === 'completed' || r.status === 'failed') {
      throw new AppError('CONFLICT', 'This request is finished; share the song from its page instead');
    }
    const merged = [...new Set([...r.notifyEmails, ...emails])].slice(0, 10);
    const added = merged.filter((e) => !r.notifyEmails.includes(e)).length;
    if (added) await limitsDeps.limits.assertShares({ userId: user.id }, added);
    await updateRequest(db, r.id, { notifyEmails: merged });
    return { notify_emails: merged };
  }

  /** The visitor followed the link in the confirmation mail: their free song starts now (guest-email.ts). */
  async function confirmEmail(id: string, token: string) {
    const result = await confirmGuestEmail(limitsDeps, id, token, (row, tx) => enqueueProduction(row, tx));
    if (!result) throw notFound();
    if (result.confirmed) {
      const r = result.request;
      await sendTemplate(
        { ...deps, publicUrl: config.publicUrl },
        {
          key: 'request_received',
          to: r.email,
          values: requestReceivedValues(r, statusUrl(r.id, await statusToken(r.id))),
          kind: 'request-received',
        },
      );
    }
    return view(result.request);
  }

  return {
    create,
    status,
    visibleRequest,
    mine,
    addNotify,
    enqueueProduction,
    statusUrl,
    statusToken,
    paymentUrlFor,
    confirmEmail,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The subject of a status link whose signature checked out but whose time ran out. */
function expiredLinkSubject(token: string): string | undefined {
  try {
    return decodeJwt(token).sub;
  } catch {
    return undefined;
  }
}

/** The steps a failed request had got through: paid (when it was bought), its lyrics approved (when they were). */
export function reachedBeforeFailing(r: RequestRow): TRequestStatus[] {
  const reached: TRequestStatus[] = [];
  if (r.priority !== 'free' && r.paidWith !== null) reached.push('pending', 'paid');
  if (r.approvedAt !== null) reached.push('awaiting_approval');
  return reached;
}
