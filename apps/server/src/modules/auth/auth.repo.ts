import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, refreshTokens, usedTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
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
