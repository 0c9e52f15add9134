import { randomBytes } from 'node:crypto';
import type { TAuthUser } from '@serenade/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { sniffImage, type Storage } from '../../platform/storage/storage';
import { revokeUserTokens } from '../auth/auth.repo';
import { hashPassword, toAuthUser, type AuthService } from '../auth/auth.service';
import { findUserByEmail, updateUser, type UserRow } from '../users/users.repo';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function createProfileService(deps: { db: Db; auth: AuthService; storage: Storage }) {
  const { db, auth, storage } = deps;

  async function update(
    user: UserRow,
    sessionFamily: string | null,
    input: { name?: string; email?: string; currentPassword?: string; newPassword?: string },
    ip: string | null = null,
  ): Promise<TAuthUser> {
    const patch: Partial<UserRow> = {};
    if (input.name !== undefined) patch.name = input.name;
    const emailChanged = input.email !== undefined && input.email !== user.email;
    // A stolen session must not be enough to move the account to another address, or to change the password.
    if (input.newPassword || emailChanged) {
      await auth.confirmPassword(user, input.currentPassword, {
        field: 'currentPassword',
        ip,
        required: input.newPassword
          ? 'Current password is required'
          : 'Enter your current password to change your e-mail address',
        wrong: 'Current password is incorrect',
      });
    }
    if (input.newPassword) {
      await auth.checkPasswordPolicy(input.newPassword, 'newPassword');
      patch.passwordHash = await hashPassword(input.newPassword);
    }
    if (emailChanged) {
      const other = await findUserByEmail(db, input.email!);
      if (other) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.', { field: 'email' });
      // The link goes to an address nobody confirmed: a few a day, checked before anything is written.
      await auth.assertAccountMail(input.email!, 'email-change-confirm');
      // The address changes only when the link sent to it is followed (auth.confirmEmailChange).
      patch.pendingEmail = input.email!;
    }
    const updated = (await updateUser(db, user.id, patch)) ?? user;
    // A new password ends every other session; this one stays signed in.
    if (patch.passwordHash) await revokeUserTokens(db, user.id, sessionFamily ?? undefined);
    if (emailChanged) await auth.requestEmailChange(updated, input.email!);
    return toAuthUser(updated);
  }

  async function setAvatar(user: UserRow, data: Buffer): Promise<TAuthUser> {
    const kind = sniffImage(data);
    if (!kind) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Avatar must be a PNG, JPEG, WebP or GIF image', {
        field: 'avatar',
      });
    }
    const key = `avatars/${user.id}-${randomBytes(6).toString('hex')}.${kind.ext}`;
    await storage.put(key, data);
    const updated = (await updateUser(db, user.id, { avatarPath: key }))!;
    if (user.avatarPath) await storage.remove(user.avatarPath);
    return toAuthUser(updated);
  }

  async function removeAvatar(user: UserRow): Promise<TAuthUser> {
    const updated = (await updateUser(db, user.id, { avatarPath: null }))!;
    if (user.avatarPath) await storage.remove(user.avatarPath);
    return toAuthUser(updated);
  }

  return { update, setAvatar, removeAvatar };
}

export type ProfileService = ReturnType<typeof createProfileService>;
