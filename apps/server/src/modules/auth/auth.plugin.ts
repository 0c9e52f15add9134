import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRole } from '@serenade/contract';
import { AppError, forbidden, unauthenticated } from '../../errors';
import type { Tokens } from '../../platform/tokens';
import type { Db } from '../../db/client';
import { findUserById, type UserRow } from '../users/users.repo';
import { isSessionLive } from './auth.repo';
import { hasRole } from './auth.policy';
import { SUSPENDED } from './auth.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user: UserRow | null;
    sessionFamily: string | null;
  }
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  if (!m) throw unauthenticated('Malformed Authorization header');
  return m[1]!;
}

/** Builds the preHandlers every route uses: the database, not the token, is the truth about a user. */
export function createAuthGuards(opts: { db: Db; tokens: Tokens }) {
  async function resolve(req: FastifyRequest, token: string): Promise<UserRow> {
    const claims = await opts.tokens.verifyAccess(token);
    // The token is only as good as its session: logout, a password change, suspension or a role change end it.
    if (!(await isSessionLive(opts.db, claims.fam))) {
      const owner = await findUserById(opts.db, claims.sub);
      if (owner?.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED, { status: 401 });
      throw new AppError('SESSION_ENDED', 'Your session has ended. Please log in again.', { status: 401 });
    }
    const user = await findUserById(opts.db, claims.sub);
    if (!user) throw unauthenticated('Your account no longer exists');
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED, { status: 401 });
    req.user = user;
    req.sessionFamily = claims.fam;
    return user;
  }

  const requireAuth = async (req: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(req);
    if (!token) throw unauthenticated();
    await resolve(req, token);
  };

  /** Public routes that show more to a signed-in user; a bad token still answers 401 so clients refresh. */
  const optionalAuth = async (req: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(req);
    if (token) await resolve(req, token);
  };

  const requireRole = (min: TRole) => async (req: FastifyRequest, reply: FastifyReply) => {
    await requireAuth(req, reply);
    if (!hasRole(req.user!.role, min)) throw forbidden();
  };

  return { requireAuth, optionalAuth, requireRole };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
