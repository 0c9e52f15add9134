import type { Db } from '../../db/client';
import type { Tokens } from '../../platform/tokens';
import { buyerKey } from '../songs/share-keys';
import { findSong, revisionStateOf } from '../songs/songs.repo';
import type { UserRow } from '../users/users.repo';
import type { RequestRow } from './orders.repo';

/**
 * Where a finished request's song opens for whoever follows the request (issue 20 item 4): the member who
 * ordered it opens their own song; a guest (status link) gets the buyer's signed link, which also downloads,
 * shares and revises. Plus where the song's free revision stands.
 */
export async function songLinkFor(
  deps: { db: Db; tokens: Tokens },
  r: RequestRow,
  viewer: UserRow | null,
): Promise<{ songUrl: string | null; revision: 'requested' | 'delivered' | null }> {
  if (!r.finalSongId) return { songUrl: null, revision: null };
  const song = await findSong(deps.db, r.finalSongId);
  if (!song) return { songUrl: null, revision: null };
  const state = await revisionStateOf(deps.db, song.id);
  const revision = state === 'available' ? null : state;
  if (r.status !== 'completed') return { songUrl: null, revision };
  const own = !!viewer && viewer.id === song.ownerId;
  const path = `/track/${song.id}`;
  return { songUrl: own ? path : `${path}?key=${encodeURIComponent(await buyerKey(deps.tokens, song.id))}`, revision };
}
