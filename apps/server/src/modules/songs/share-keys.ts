import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { songShareKeys } from '../../db/schema';
import type { Tokens } from '../../platform/tokens';
import type { MediaSigner } from './media';

/** The buyer's own link key (song-ready e-mail, guest status page): signed, long-lived, one song. */
export const buyerKey = (tokens: Tokens, songId: string) => tokens.signAction(songId, 'song-access', 365 * 24 * 3600);

export type ShareKeyRow = typeof songShareKeys.$inferSelect;
export type ShareKeyKind = ShareKeyRow['kind'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a share key row of this song is still live (the media route asks, for links opened through it). */
export async function shareKeyLive(db: Db, songId: string, keyId: string): Promise<boolean> {
  if (!UUID.test(keyId)) return false;
  const [row] = await db
    .select({ id: songShareKeys.id })
    .from(songShareKeys)
    .where(and(eq(songShareKeys.id, keyId), eq(songShareKeys.songId, songId), isNull(songShareKeys.revokedAt)));
  return !!row;
}

/**
 * Revocable keys to one private song, for the people the buyer shares it with. A key is
 * `<row id>.<HMAC of the id>`: nothing secret is stored, the owner can copy a live key again, and
 * revoking the row ends it. (The buyer's own e-mailed link is a separate signed token: see songs.service.)
 */
export function createShareKeys(db: Db, media: MediaSigner) {
  const keyOf = (id: string) => `${id}.${media.shareSignature(id)}`;

  /** The live key row a string stands for, for this song; null for anything else. */
  async function resolve(songId: string, key: string | undefined): Promise<ShareKeyRow | null> {
    if (!key) return null;
    const dot = key.indexOf('.');
    const id = key.slice(0, dot);
    if (dot < 0 || !UUID.test(id)) return null;
    const expected = Buffer.from(media.shareSignature(id));
    const given = Buffer.from(key.slice(dot + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const [row] = await db
      .select()
      .from(songShareKeys)
      .where(and(eq(songShareKeys.id, id), eq(songShareKeys.songId, songId), isNull(songShareKeys.revokedAt)));
    return row ?? null;
  }

  async function create(
    songId: string,
    o: { kind: ShareKeyKind; label: string; createdBy: string | null },
    tx: Db = db,
  ): Promise<{ row: ShareKeyRow; key: string }> {
    const [row] = await tx
      .insert(songShareKeys)
      .values({ songId, kind: o.kind, label: o.label.slice(0, 200), createdBy: o.createdBy })
      .returning();
    return { row: row!, key: keyOf(row!.id) };
  }

  /**
   * The gift key of one recipient of this song: the live one already mailed to them (so sending the gift e-mail
   * again re-sends the same link), or a new one when there is none or it was revoked.
   */
  async function giftKey(songId: string, to: string, createdBy: string | null): Promise<string> {
    const label = `Gift e-mail to ${to}`.slice(0, 200);
    const [row] = await db
      .select({ id: songShareKeys.id })
      .from(songShareKeys)
      .where(
        and(
          eq(songShareKeys.songId, songId),
          eq(songShareKeys.kind, 'gift'),
          eq(songShareKeys.label, label),
          isNull(songShareKeys.revokedAt),
        ),
      )
      .orderBy(desc(songShareKeys.createdAt))
      .limit(1);
    return row ? keyOf(row.id) : (await create(songId, { kind: 'gift', label, createdBy })).key;
  }

  async function live(songId: string): Promise<(ShareKeyRow & { key: string })[]> {
    const rows = await db
      .select()
      .from(songShareKeys)
      .where(and(eq(songShareKeys.songId, songId), isNull(songShareKeys.revokedAt)))
      .orderBy(desc(songShareKeys.createdAt), desc(songShareKeys.id));
    return rows.map((r) => ({ ...r, key: keyOf(r.id) }));
  }

  /** True when a live key of this song was revoked now. */
  async function revoke(songId: string, keyId: string): Promise<boolean> {
    if (!UUID.test(keyId)) return false;
    const rows = await db
      .update(songShareKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(songShareKeys.id, keyId), eq(songShareKeys.songId, songId), isNull(songShareKeys.revokedAt)))
      .returning({ id: songShareKeys.id });
    return rows.length > 0;
  }

  return { resolve, create, giftKey, live, revoke, keyOf };
}

export type ShareKeys = ReturnType<typeof createShareKeys>;
