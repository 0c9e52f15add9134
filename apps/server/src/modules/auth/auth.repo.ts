import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, refreshTokens, usedTokens, users } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; sessionEndsAt: Date | null },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Live sessions, remembered for a few seconds so that an access token is not a database read on every request.
 * Every revocation in this process clears the cache at once (revocations are rare: logout, password change,
 * suspension, role change); another process sees a revocation within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 5_000;
const liveSessions = new Map<string, number>();
let generation = 0;
const forgetSessions = () => {
  generation += 1;
  liveSessions.clear();
};

/** True while the session (refresh family) has a token that is neither revoked nor expired. */
export async function isSessionLive(db: Db, familyId: string): Promise<boolean> {
  const now = Date.now();
  const until = liveSessions.get(familyId);
  if (until !== undefined && until > now) return true;
  const seen = generation;
  const [row] = await db
    .select({ expiresAt: sql<Date | null>`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt) })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  const expiresAt = row?.expiresAt ? row.expiresAt.getTime() : 0;
  if (expiresAt <= now) {
    liveSessions.delete(familyId);
    return false;
  }
  // A revocation that ran while we read must not be undone by caching what we read before it.
  if (seen !== generation) return true;
  if (liveSessions.size > 10_000) liveSessions.clear();
  liveSessions.set(familyId, Math.min(now + SESSION_CACHE_MS, expiresAt));
  return true;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return rows[0];
}

/** Marks a token as used for rotation; false when someone used it first (a replay). */
export async function claimRefreshToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  forgetSessions();
}

export async function revokeUserTokens(db: Db, userId: string, exceptFamily?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamily ? ne(refreshTokens.familyId, exceptFamily) : undefined,
      ),
    );
  forgetSessions();
}

export async function recordLoginAttempt(db: Db, email: string, ip: string | null, success: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, success });
}

/** Failed attempts for the e-mail since its last success, within the window. */
export async function recentFailures(
  db: Db,
  email: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [lastOk] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const from = lastOk?.at && lastOk.at > since ? lastOk.at : since;
  const failures = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, from)))
    .orderBy(desc(loginAttempts.createdAt));
  return { count: failures.length, oldest: failures.at(-1)?.at ?? null };
}

export async function countFailures(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));
  return Number(row?.n ?? 0);
}

/** Records a single-use token as spent; false when it was spent already. */
export async function consumeToken(db: Db, jti: string, purpose: string): Promise<boolean> {
  const rows = await db
    .insert(usedTokens)
    .values({ jti, purpose })
    .onConflictDoNothing()
    .returning({ jti: usedTokens.jti });
  return rows.length === 1;
}

/** True when a single-use token was spent already (a cheap check before the work that spends it). */
export async function isTokenUsed(db: Db, jti: string): Promise<boolean> {
  const rows = await db.select({ jti: usedTokens.jti }).from(usedTokens).where(eq(usedTokens.jti, jti));
  return rows.length > 0;
}

/** Ends every session of every staff member (editor and above), except one session (the person acting). */
export async function revokeStaffSessions(db: Db, exceptFamily?: string): Promise<void> {
  const staff = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['editor', 'admin', 'superadmin']));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(refreshTokens.userId, staff),
        isNull(refreshTokens.revokedAt),
        exceptFamily ? ne(refreshTokens.familyId, exceptFamily) : undefined,
      ),
    );
  forgetSessions();
}
