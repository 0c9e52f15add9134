import { useCallback, useMemo } from 'react';
import { player } from '../player/player';
import { usePlayer } from '../player/use-player';
import { songPageToTrack } from './to-track';
import type { SongPage } from './types';

/** SPEC 9 "Upload volume 0.8": the song page starts the player at 0.8 unless the listener chose a volume. */
export const SONG_PAGE_VOLUME = 0.8;

/** The song page's link to the persistent player. */
export function useSongPlayback(song: SongPage) {
  const track = useMemo(() => songPageToTrack(song), [song]);
  const queue = useMemo(() => (track ? [track] : []), [track]);
  const queueId = `song:${song.id}`;
  const isCurrent = usePlayer((s) => s.track !== null && s.track.id === song.id);

  /** Plays this song from `seconds`, loading it first if another song (or none) is in the player. */
  const playFrom = useCallback(
    (seconds: number) => {
      if (!track) return;
      if (player.getState().track?.id === track.id) {
        player.seek(seconds);
        player.play();
      } else {
        player.load(queue, 0, { queueId, autoplay: true, startAt: seconds, defaultVolume: SONG_PAGE_VOLUME });
      }
    },
    [track, queue, queueId],
  );

  return { track, queue, queueId, isCurrent, playFrom };
}
