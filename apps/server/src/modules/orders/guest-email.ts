import type { TemplateValues } from '../email/render';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../platform/mail/mail';
import type { Tokens } from '../../platform/tokens';
import { sendTemplate } from '../email/template-store';
import { lockFor, type Limits } from '../limits/limits';
import type { SettingsService } from '../settings/settings.service';
import type { UserRow } from '../users/users.repo';
import { findRequest, insertRequest, transitionRequest, type NewRequest, type RequestRow } from './orders.repo';

/**
 * A visitor's free song (issue 16 item 6) costs real work, so it waits until the visitor confirms the
 * e-mail address they gave: the request is stored `pending` with `awaitingEmail`, the only mail is a fixed
 * confirmation (nothing the visitor typed reaches an address nobody has confirmed), and following the link
 * starts it exactly as a member's free order starts. Daily caps per address and per network (settings
 * `limits`) hold back the rest.
 */

export type GuestEmailDeps = {
  db: Db;
  settings: SettingsService;
  mailer: Mailer;
  tokens: Tokens;
  publicUrl: string;
  limits: Limits;
};

const CONFIRM_PURPOSE = 'request-email';
const CONFIRM_TTL_S = 48 * 3600;

/** Stores the visitor's free order, waiting for the address; 429 once a daily cap is reached. */
export async function holdGuestFreeOrder(
  deps: GuestEmailDeps,
  base: Omit<NewRequest, 'status' | 'amount' | 'paidWith'>,
  client: string,
  tx: Db,
): Promise<RequestRow> {
  // Two orders at once from one address or network must not both slip under a cap.
  await lockFor(tx, `guest-free:${base.email}`);
  if (client) await lockFor(tx, `guest-free-client:${client}`);
  await deps.limits.assertGuestFreeSong(base.email, client, tx);
  await deps.limits.assertFormMail(base.email, 'email', tx);
  return insertRequest(tx, {
    ...base,
    status: 'pending',
    amount: 0,
    paidWith: 'free',
    awaitingEmail: true,
    clientKey: client || null,
  });
}

/** The confirmation mail: fixed words and the link, which also keeps the private status link. */
export async function sendGuestConfirmation(deps: GuestEmailDeps, request: RequestRow, statusToken: string) {
  const confirm = await deps.tokens.signAction(request.id, CONFIRM_PURPOSE, CONFIRM_TTL_S);
  const confirmUrl = `${deps.publicUrl}/requests/${request.id}?token=${encodeURIComponent(statusToken)}&confirm=${encodeURIComponent(confirm)}`;
  await sendTemplate(deps, {
    key: 'request_confirm_email',
    to: request.email,
    values: { confirmUrl },
    kind: 'request-confirm-email',
  });
}

/**
 * Follows the confirmation link: the request leaves `pending` and starts (`start` is what a member's free
 * order does at once: production, or the lyric approval step when that is on). Following it again is
 * harmless. Returns the request and whether this call confirmed it.
 */
export async function confirmGuestEmail(
  deps: GuestEmailDeps,
  requestId: string,
  token: string,
  start: (row: RequestRow, tx: Db) => Promise<RequestRow>,
): Promise<{ request: RequestRow; confirmed: boolean } | null> {
  let claims;
  try {
    claims = await deps.tokens.verifyAction(token, CONFIRM_PURPOSE);
  } catch {
    throw new AppError(
      'INVALID_TOKEN',
      'This confirmation link is invalid or has expired (links last 48 hours). Please order the song again.',
      { field: 'token' },
    );
  }
  if (claims.sub !== requestId) {
    throw new AppError('INVALID_TOKEN', 'This confirmation link belongs to another request.', { field: 'token' });
  }
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const current = await findRequest(tx, requestId);
    if (!current) return null;
    if (!current.awaitingEmail) return { request: current, confirmed: false };
    const moved = await transitionRequest(tx, requestId, ['pending'], {
      status: 'processing',
      awaitingEmail: false,
      emailConfirmedAt: new Date(),
    });
    if (!moved) return null;
    return { request: await start(moved, tx), confirmed: true };
  });
}

/**
 * Placeholders that carry what the buyer typed (their name, the song title) go only to an address that has
 * shown it is theirs: a member's verified address, a confirmed guest address, or a paid order's. Otherwise
 * the same mail goes out with neutral words.
 */
export function addressedValues(values: TemplateValues, user: UserRow | null, request: RequestRow): TemplateValues {
  const trusted =
    (user ? Boolean(user.emailVerifiedAt) : Boolean(request.emailConfirmedAt)) ||
    request.paidWith === 'payment' ||
    request.paidWith === 'credit';
  return trusted ? values : { ...values, userName: 'there', songTitle: '' };
}
