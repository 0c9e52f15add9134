import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TRole } from '@serenade/contract';
import type { Db } from '../../db/client';
import { mailOutbox, payments, songRequests, songs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { revokeUserTokens } from '../auth/auth.repo';
import { hasRole, isStaff } from '../auth/auth.policy';
import type { AuthService } from '../auth/auth.service';
import { findUserByEmail, findUserById, isUniqueViolation, updateUser, type UserRow } from '../users/users.repo';

const like = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;

export const presentAdminUser = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  avatarUrl: u.avatarPath ? `/files/${u.avatarPath}` : null,
});

type MailRow = typeof mailOutbox.$inferSelect;
const presentMail = (m: MailRow) => ({
  id: m.id,
  to: m.to,
  from: m.from,
  subject: m.subject,
  kind: m.kind,
  status: m.status,
  driver: m.driver,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

export function createAdminUsersService(deps: { db: Db; auth: AuthService }) {
  const { db } = deps;

  async function list(q: {
    page: number;
    limit: number;
    search?: string | undefined;
    role?: TRole | undefined;
    status?: UserRow['status'] | undefined;
    sortBy: string;
  }) {
    const where: (SQL | undefined)[] = [];
    if (q.role) where.push(eq(users.role, q.role));
    if (q.status) where.push(eq(users.status, q.status));
    if (q.search) where.push(or(ilike(users.name, like(q.search)), ilike(users.email, like(q.search))));
    // Alphabetical ignores case, whatever the database collation ('anna' before 'Bruno').
    const order =
      q.sortBy === 'oldest'
        ? asc(users.createdAt)
        : q.sortBy === 'alphabetical'
          ? sql`lower(${users.name}) asc`
          : desc(users.createdAt);
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(cond)
        .orderBy(order, asc(users.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(cond),
    ]);
    const n = total?.n ?? 0;
    return {
      users: rows.map(presentAdminUser),
      totalCount: n,
      totalPages: Math.max(1, Math.ceil(n / q.limit)),
      page: q.page,
    };
  }

  /**
   * Edits a member. Nobody changes their own role; only a superadmin grants or removes admin and
   * superadmin; suspension ends the member's sessions at once.
   */
  async function update(
    actor: UserRow,
    id: string,
    patch: {
      name?: string | undefined;
      email?: string | undefined;
      role?: TRole | undefined;
      status?: UserRow['status'] | undefined;
    },
  ) {
    const target = await findUserById(db, id);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (patch.role && patch.role !== target.role) {
      if (target.id === actor.id) throw new AppError('FORBIDDEN', 'You cannot change your own role', { field: 'role' });
      const touchesAdmins = hasRole(patch.role, 'admin') || hasRole(target.role, 'admin');
      if (touchesAdmins && !hasRole(actor.role, 'superadmin'))
        throw new AppError('FORBIDDEN', 'Only a superadmin can grant or remove admin roles', { field: 'role' });
      // Demoting an editor to member would open the e-mail and reset to an admin (member accounts are theirs).
      if (isStaff(target.role) && !hasRole(actor.role, 'superadmin'))
        throw new AppError('FORBIDDEN', "Only a superadmin can change another staff member's role", { field: 'role' });
    }
    if (patch.status === 'suspended' && target.id === actor.id)
      throw new AppError('FORBIDDEN', 'You cannot suspend yourself', { field: 'status' });
    const emailChange = patch.email !== undefined && patch.email !== target.email;
    const statusChange = patch.status !== undefined && patch.status !== target.status;
    if (emailChange && target.id === actor.id) {
      // Your own address changes through the profile, which asks for the password and confirms by e-mail.
      throw new AppError('FORBIDDEN', 'Change your own e-mail in your profile: it needs your current password', {
        field: 'email',
      });
    }
    // Another staff member's e-mail or status would let an admin take over that account (e-mail, then reset).
    if (isStaff(target.role) && target.id !== actor.id && (emailChange || statusChange)) {
      if (!hasRole(actor.role, 'superadmin')) {
        throw new AppError(
          'FORBIDDEN',
          `Only a superadmin can change another staff member's ${emailChange ? 'e-mail' : 'status'}`,
          { field: emailChange ? 'email' : 'status' },
        );
      }
    }
    if (patch.email && patch.email !== target.email && (await findUserByEmail(db, patch.email))) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.', { field: 'email' });
    }
    let updated;
    try {
      updated = await updateUser(db, id, {
        ...(patch.name ? { name: patch.name } : {}),
        ...(patch.email ? { email: patch.email } : {}),
        ...(patch.role ? { role: patch.role } : {}),
        ...(patch.status ? { status: patch.status } : {}),
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.', { field: 'email' });
      throw err;
    }
    // Suspension and a new role end the member's sessions (their access tokens stop at once).
    if (statusChange || (patch.role && patch.role !== target.role)) await revokeUserTokens(db, id);
    return presentAdminUser(updated!);
  }

  /** One member for the admin detail page: profile, and their latest 10 songs, requests and payments with totals. */
  async function detail(id: string) {
    const target = await findUserById(db, id);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    const total = sql<number>`count(*)::int`;
    const [songRows, [songCount], requestRows, [requestCount], paymentRows, [paymentCount]] = await Promise.all([
      db.select().from(songs).where(eq(songs.ownerId, id)).orderBy(desc(songs.createdAt), asc(songs.id)).limit(10),
      db.select({ n: total }).from(songs).where(eq(songs.ownerId, id)),
      db
        .select()
        .from(songRequests)
        .where(eq(songRequests.userId, id))
        .orderBy(desc(songRequests.createdAt), asc(songRequests.id))
        .limit(10),
      db.select({ n: total }).from(songRequests).where(eq(songRequests.userId, id)),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, id))
        .orderBy(desc(payments.createdAt), asc(payments.id))
        .limit(10),
      db.select({ n: total }).from(payments).where(eq(payments.userId, id)),
    ]);
    return {
      user: { ...presentAdminUser(target), emailVerified: target.emailVerifiedAt !== null },
      songs: {
        total: songCount?.n ?? 0,
        items: songRows.map((s) => ({
          id: s.id,
          title: s.title,
          status: s.status,
          visibility: s.isPublic ? ('public' as const) : ('private' as const),
          playCount: s.playCount,
          createdAt: s.createdAt.toISOString(),
        })),
      },
      requests: {
        total: requestCount?.n ?? 0,
        items: requestRows.map((r) => ({
          id: r.id,
          title: r.title,
          event: r.event,
          status: r.status,
          priority: r.priority,
          amount: r.amount,
          currency: r.currency,
          createdAt: r.createdAt.toISOString(),
        })),
      },
      payments: {
        total: paymentCount?.n ?? 0,
        items: paymentRows.map((p) => ({
          id: p.id,
          amount: p.amount,
          currency: p.currency,
          status: p.status,
          itemDescription: p.itemDescription,
          createdAt: p.createdAt.toISOString(),
          refundedAt: p.refundedAt?.toISOString() ?? null,
        })),
      },
    };
  }

  async function sendPasswordReset(actor: UserRow, id: string) {
    const target = await findUserById(db, id);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    if (isStaff(target.role) && target.id !== actor.id && !hasRole(actor.role, 'superadmin'))
      throw new AppError('FORBIDDEN', "Only a superadmin can reset another staff member's password");
    if (target.status !== 'active')
      throw new AppError('CONFLICT', 'Activate the account before sending a password reset');
    if ((await deps.auth.forgotPassword(target.email)) === 'limit') {
      throw new AppError(
        'EMAIL_LIMIT',
        `Not sent: ${target.email} has already had as many password reset e-mails today as we send to one address in a day. Try again tomorrow.`,
        { status: 429 },
      );
    }
    return { message: `Password reset e-mail sent to ${target.email}` };
  }

  async function outbox(q: { page: number; limit: number; search?: string | undefined }) {
    const cond = q.search
      ? or(ilike(mailOutbox.to, like(q.search)), ilike(mailOutbox.subject, like(q.search)))
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(cond)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(cond),
    ]);
    const n = total?.n ?? 0;
    return {
      messages: rows.map(presentMail),
      total: n,
      totalPages: Math.max(1, Math.ceil(n / q.limit)),
    };
  }

  async function outboxMessage(id: string) {
    const [m] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!m) throw new AppError('NOT_FOUND', 'Message not found');
    return { ...presentMail(m), text: m.text, html: m.html, replyTo: m.replyTo };
  }

  return { list, detail, update, sendPasswordReset, outbox, outboxMessage };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
