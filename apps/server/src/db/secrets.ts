import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from './client';
import { appSecrets } from './schema';

/**
 * One secret shared by every process on this database: the first process to ask stores it (a file an
 * earlier version kept in DATA_DIR/secrets, so existing sessions stay valid, or a new random value);
 * everyone, itself included, then reads the stored one. Two processes asking at the same moment agree.
 */
export async function sharedSecret(db: Db, name: string, legacyFile?: string): Promise<string> {
  const candidate =
    legacyFile && existsSync(legacyFile)
      ? readFileSync(legacyFile, 'utf8').trim()
      : randomBytes(48).toString('base64url');
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

/**
 * JWT secrets not given by env (JWT_ACCESS_SECRET, JWT_REFRESH_SECRET) come from the database, so a
 * second process accepts the first one's logins. Fills them into `config` in place, before anything
 * signs with them.
 */
export async function resolveSharedSecrets(config: Config, db: Db): Promise<void> {
  const legacy = (name: string) => path.join(config.dataDir, 'secrets', name);
  if (!config.jwtAccessSecret) config.jwtAccessSecret = await sharedSecret(db, 'jwt-access', legacy('jwt-access'));
  if (!config.jwtRefreshSecret) config.jwtRefreshSecret = await sharedSecret(db, 'jwt-refresh', legacy('jwt-refresh'));
}
