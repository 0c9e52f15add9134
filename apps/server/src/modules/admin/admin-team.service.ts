import { randomBytes } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import { ADMIN_ROLES, type TAdminRole, type TAdminTeamMember } from '@serenade/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordLoginAttempt, revokeUserTokens } from '../auth/auth.repo';
import { isStaff } from '../auth/auth.policy';
import { hashPassword, type AuthService } from '../auth/auth.service';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  updateUser,
  type UserRow,
} from '../users/users.repo';

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Admin user not found');

export const presentTeamMember = (u: UserRow, actorId: string): TAdminTeamMember => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role as TAdminRole,
  status: u.status,
  is_current_user: u.id === actorId,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
  twoFactorEnabled: Boolean(u.totpSecret && u.totpEnabledAt),
});

/**
 * The Admin Users tab (superadmin only). Roles are read from the users row on every request, so a change
 * here takes effect on the next call the person makes; removing someone also ends their sessions.
 */
export function createAdminTeamService(deps: { db: Db; auth: AuthService }) {
  const { db, auth } = deps;

  async function staffMember(id: string): Promise<UserRow> {
    const u = await findUserById(db, id);
    if (!u || !isStaff(u.role)) throw NOT_FOUND();
    return u;
  }

  async function list(actor: UserRow) {
    const rank = sql`case ${users.role} when 'superadmin' then 0 when 'admin' then 1 else 2 end`;
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.role, [...ADMIN_ROLES]))
      .orderBy(rank, asc(users.name), asc(users.id));
    return { admins: rows.map((u) => presentTeamMember(u, actor.id)) };
  }

  /** Creates the account (with a set-password e-mail) or promotes an existing member. */
  async function add(actor: UserRow, input: { email: string; name: string; role: TAdminRole }) {
    const existing = await findUserByEmail(db, input.email);
    if (existing) {
      if (isStaff(existing.role)) {
        throw new AppError('CONFLICT', 'This person is already an admin user. Change their role in the list.', {
          field: 'email',
        });
      }
      if (existing.status === 'suspended') {
        throw new AppError('CONFLICT', 'This account is suspended. Activate it in Users first.', { field: 'email' });
      }
      const promoted = (await updateUser(db, existing.id, { role: input.role }))!;
      // A member's sessions end with the promotion: staff sessions start afresh (absolute lifetime, two-factor).
      await revokeUserTokens(db, existing.id);
      return {
        admin: presentTeamMember(promoted, actor.id),
        created: false,
        message: `${promoted.name} is now ${article(input.role)} ${input.role}. They keep their own password.`,
      };
    }
    let created: UserRow;
    try {
      created = await insertUser(db, {
        email: input.email,
        name: input.name,
        // Nobody knows this password: the account is unusable until a password is set.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        role: input.role,
        emailVerifiedAt: new Date(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError('CONFLICT', 'This person is already an admin user. Change their role in the list.', {
          field: 'email',
        });
      }
      throw err;
    }
    const mailed = await auth.forgotPassword(created.email);
    return {
      admin: presentTeamMember(created, actor.id),
      created: true,
      message:
        mailed === 'sent'
          ? `We e-mailed ${created.email} a link to set their password.`
          : `The account is made, but no link was e-mailed: ${created.email} has had as many password e-mails today as we send in a day. Send a password reset from Users tomorrow.`,
    };
  }

  async function setPassword(actor: UserRow, actorFamily: string | null, id: string, password: string) {
    const target = await staffMember(id);
    await auth.checkPasswordPolicy(password, 'password');
    const updated = (await updateUser(db, id, { passwordHash: await hashPassword(password) }))!;
    // Their other sessions end; setting your own password keeps this session.
    await revokeUserTokens(db, id, target.id === actor.id ? (actorFamily ?? undefined) : undefined);
    await recordLoginAttempt(db, target.email, null, true); // a new password also lifts a lockout
    return presentTeamMember(updated, actor.id);
  }

  async function setRole(actor: UserRow, id: string, role: TAdminRole) {
    if (id === actor.id) throw new AppError('FORBIDDEN', 'You cannot change your own role', { field: 'role' });
    const target = await staffMember(id);
    const updated = (await updateUser(db, id, { role }))!;
    if (target.role !== role) await revokeUserTokens(db, id); // their access tokens stop at once
    return presentTeamMember(updated, actor.id);
  }

  /** Takes admin rights away: back to a member, sessions ended, two-factor enrolment cleared. */
  async function remove(actor: UserRow, id: string) {
    if (id === actor.id) throw new AppError('FORBIDDEN', 'You cannot remove yourself', { field: 'id' });
    const target = await staffMember(id);
    await updateUser(db, id, { role: 'user', totpSecret: null, totpEnabledAt: null });
    await revokeUserTokens(db, id);
    return { message: `${target.name} is no longer an admin user` };
  }

  /** For a lost phone: the next sign-in enrols a new authenticator. */
  async function resetTwoFactor(actor: UserRow, id: string) {
    await staffMember(id);
    const updated = (await updateUser(db, id, { totpSecret: null, totpEnabledAt: null }))!;
    return presentTeamMember(updated, actor.id);
  }

  return { list, add, setPassword, setRole, remove, resetTwoFactor };
}

const article = (role: string) => (role === 'admin' ? 'an' : 'a');

export type AdminTeamService = ReturnType<typeof createAdminTeamService>;
