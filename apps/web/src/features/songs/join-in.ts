import type { SongPage } from './types';

/**
 * Whether the viewer may like, rate and comment on this song (the server's rule, songs.service actableSong):
 * a public, active song; or one they own or opened with a key. Staff also see other members' private and
 * archived songs, to moderate them, but do not join in (the server answers 403).
 */
export function canJoinIn(song: Pick<SongPage, 'isPublic' | 'status' | 'access'>, hasKey: boolean): boolean {
  if (song.isPublic && song.status === 'active') return true;
  if (hasKey) return true;
  // `access` comes only to those who manage the song: the owner (canShare) or staff (not the owner).
  return !song.access || song.access.canShare;
}

export const STAFF_VIEW_NOTE =
  'You see this song as staff, to review it. Likes, ratings and comments are for its owner and the people they share it with.';
