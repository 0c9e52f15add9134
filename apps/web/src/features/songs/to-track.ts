import type { PlayerTrack } from '../player/player-store';
import type { SongListItem, SongPage } from './types';

export function listItemToTrack(song: SongListItem): PlayerTrack | null {
  if (!song.audioUrl) return null;
  return {
    id: song.id,
    title: song.title,
    artist: song.artist,
    audioUrl: song.audioUrl,
    coverUrl: song.coverUrl,
    duration: song.duration,
  };
}

export function songPageToTrack(song: SongPage): PlayerTrack | null {
  if (!song.audioUrl) return null;
  return {
    id: song.id,
    title: song.title,
    artist: song.artist,
    audioUrl: song.audioUrl,
    coverUrl: song.coverArt,
    duration: song.duration,
  };
}

/** The playable songs of a list, in order. */
export function tracksOf(songs: readonly SongListItem[]): PlayerTrack[] {
  return songs.map(listItemToTrack).filter((t): t is PlayerTrack => t !== null);
}
