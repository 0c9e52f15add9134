import { createHmac } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, playlistShares, songRequests, songShares } from '../../db/schema';
import { AppError } from '../../errors';
import type { SettingsService } from '../settings/settings.service';

/**
 * Abuse limits (issue 16 items 5, 6, 8), one place for the counting. The numbers are settings
 * (`limits`, with defaults in the contract); each count is over the last 24 hours, read from the rows
 * the action leaves anyway (the outbox, the shares, the requests), so there is no counter to drift.
 */

const DAY_MS = 24 * 3600 * 1000;
const since = () => new Date(Date.now() - DAY_MS);

/**
 * Mails sent to an address because someone filled in a public form with it: the address has not shown it
 * wants them, so they carry fixed text only and each address gets a few a day.
 */
export const FORM_MAIL_KINDS = ['support-ack', 'newsletter-confirm', 'request-confirm-email'] as const;

/**
 * Account mails whose address nobody has confirmed to be the account holder's, or that anyone can trigger for
 * an address (sign-up and resent confirmations, an e-mail change's link to the new address, password resets):
 * each kind reaches one address at most `formMailsPerAddressPerDay` times a day.
 */
export const ACCOUNT_MAIL_KINDS = ['verify-email', 'email-change-confirm', 'reset-password'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/** A keyed hash of a network address: enough to count by, without keeping the address itself. */
export const addressKey = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`address:${ip}`).digest('base64url').slice(0, 22);

export function createLimits(deps: { db: Db; settings: SettingsService }) {
  const { db, settings } = deps;

  /** Whether `to` may get one more form mail today (support acknowledgement, newsletter or order confirmation). */
  async function formMailAllowed(to: string, executor: Db = db): Promise<boolean> {
    const { formMailsPerAddressPerDay } = await settings.get('limits', executor);
    const [row] = await executor
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, to.toLowerCase()),
          inArray(mailOutbox.kind, [...FORM_MAIL_KINDS]),
          gt(mailOutbox.createdAt, since()),
        ),
      );
    return (row?.n ?? 0) < formMailsPerAddressPerDay;
  }

  /** Throws 429 when a form mail to `to` would go over today's cap. */
  async function assertFormMail(to: string, field = 'email', executor: Db = db): Promise<void> {
    if (await formMailAllowed(to, executor)) return;
    throw new AppError(
      'EMAIL_LIMIT',
      'This address has had as many e-mails from our forms as we send in a day. Please try again tomorrow.',
      { status: 429, field },
    );
  }

  /** Whether `to` may get one more account mail of this kind today (see ACCOUNT_MAIL_KINDS). */
  async function accountMailAllowed(to: string, kind: AccountMailKind, executor: Db = db): Promise<boolean> {
    const { formMailsPerAddressPerDay } = await settings.get('limits', executor);
    const [row] = await executor
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to.toLowerCase()), eq(mailOutbox.kind, kind), gt(mailOutbox.createdAt, since())));
    return (row?.n ?? 0) < formMailsPerAddressPerDay;
  }

  /** Throws 429 when one more account mail of this kind to `to` would go over today's cap. */
  async function assertAccountMail(to: string, kind: AccountMailKind, field = 'email', executor: Db = db) {
    if (await accountMailAllowed(to, kind, executor)) return;
    throw new AppError(
      'EMAIL_LIMIT',
      'This address has had as many of these e-mails as we send in a day. Please try again tomorrow.',
      { status: 429, field },
    );
  }

  /**
   * A member shares with `recipients` more addresses: songs and playlists together, per day. A buyer sharing
   * through their song's link (no account) is counted per song instead.
   */
  async function assertShares(
    who: { userId: string } | { songId: string },
    recipients: number,
    executor: Db = db,
  ): Promise<void> {
    const { sharesPerMemberPerDay } = await settings.get('limits', executor);
    const [songsShared] = await executor
      .select({ n: count() })
      .from(songShares)
      .where(
        and(
          'userId' in who
            ? eq(songShares.userId, who.userId)
            : and(eq(songShares.songId, who.songId), isNull(songShares.userId)),
          gt(songShares.createdAt, since()),
        ),
      );
    const [listsShared] =
      'userId' in who
        ? await executor
            .select({ n: count() })
            .from(playlistShares)
            .where(and(eq(playlistShares.userId, who.userId), gt(playlistShares.createdAt, since())))
        : [{ n: 0 }];
    // The addresses a member's orders send the finished song to (notify e-mails) are shares too.
    const [gifts] =
      'userId' in who
        ? await executor
            .select({ n: sql<number>`coalesce(sum(cardinality(${songRequests.notifyEmails})), 0)::int` })
            .from(songRequests)
            .where(and(eq(songRequests.userId, who.userId), gt(songRequests.createdAt, since())))
        : [{ n: 0 }];
    const used = (songsShared?.n ?? 0) + (listsShared?.n ?? 0) + Number(gifts?.n ?? 0);
    if (used + recipients <= sharesPerMemberPerDay) return;
    const left = Math.max(0, sharesPerMemberPerDay - used);
    throw new AppError(
      'SHARE_LIMIT',
      left === 0
        ? `You have shared with ${sharesPerMemberPerDay} addresses today, the daily limit. Please try again tomorrow.`
        : `You can share with ${left} more address${left === 1 ? '' : 'es'} today (the limit is ${sharesPerMemberPerDay} a day).`,
      { status: 429, field: 'emails' },
    );
  }

  /**
   * A member's free song whose address nobody confirmed is a visitor's free song by another name (signing up
   * with any address is free): it counts towards the same per-network cap, `client` being the keyed address.
   */
  async function assertUnconfirmedFreeSong(client: string, executor: Db = db): Promise<void> {
    const limits = await settings.get('limits', executor);
    if ((await freeSongsFrom(client, executor)) >= limits.guestFreeSongsPerIpPerDay) throw tooManyFromNetwork();
  }

  /** Free songs ordered from this network today without a confirmed address (visitors' and such members'). */
  async function freeSongsFrom(client: string, executor: Db): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(songRequests)
      .where(
        and(eq(songRequests.paidWith, 'free'), eq(songRequests.clientKey, client), gt(songRequests.createdAt, since())),
      );
    return row?.n ?? 0;
  }

  const tooManyFromNetwork = () =>
    new AppError(
      'FREE_SONG_LIMIT',
      'Too many free songs have been ordered from your network today. Please try again tomorrow, or sign up.',
      { status: 429 },
    );

  /** Guests' free songs: per e-mail address and per network address, per day. */
  async function assertGuestFreeSong(email: string, client: string, executor: Db = db): Promise<void> {
    const limits = await settings.get('limits', executor);
    const guestFree = and(
      isNull(songRequests.userId),
      eq(songRequests.paidWith, 'free'),
      gt(songRequests.createdAt, since()),
    );
    const [byEmail] = await executor
      .select({ n: count() })
      .from(songRequests)
      .where(and(guestFree, eq(songRequests.email, email.toLowerCase())));
    if ((byEmail?.n ?? 0) >= limits.guestFreeSongsPerEmailPerDay) {
      throw new AppError(
        'FREE_SONG_LIMIT',
        `This e-mail address has ordered ${limits.guestFreeSongsPerEmailPerDay} free songs today, the daily limit. Please try again tomorrow, or sign up.`,
        { status: 429, field: 'email' },
      );
    }
    if ((await freeSongsFrom(client, executor)) >= limits.guestFreeSongsPerIpPerDay) throw tooManyFromNetwork();
  }

  return {
    formMailAllowed,
    assertFormMail,
    accountMailAllowed,
    assertAccountMail,
    assertShares,
    assertUnconfirmedFreeSong,
    assertGuestFreeSong,
  };
}

export type Limits = ReturnType<typeof createLimits>;

/** Serialises concurrent requests that count the same thing, so two at once cannot both pass a cap. */
export const lockFor = (executor: Db, key: string) =>
  executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`limits:${key}`}))`);
