import { recordPlay, trackUsage } from '../songs/api';
import { songTitle } from '../songs/song-defaults';
import { createPlayerStore, type PlayerState } from './player-store';

export const PLAYER_AUDIO_ID = 'serenade-audio';
/** The Home demo player's queue. */
export const DEMO_QUEUE_ID = 'demo';

function createAudioElement(): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.id = PLAYER_AUDIO_ID;
  audio.preload = 'metadata';
  audio.hidden = true;
  // In the document for good: removing a media element from it would pause playback.
  document.body.appendChild(audio);
  return audio;
}

/** The app's one player: a single <audio> element that keeps playing across route changes. */
export const player = createPlayerStore({
  createMedia: createAudioElement,
  onTrackStart: (track) => void recordPlay(track.id).catch(() => undefined),
  onPause: (track, position) => trackUsage('song_pause', track.id, { position: Math.round(position) }),
});

/** Lock-screen and hardware media keys (where the browser supports the Media Session API). */
function connectMediaSession() {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => player.play()],
    ['pause', () => player.pause()],
    ['nexttrack', () => player.next()],
    ['previoustrack', () => player.previous()],
    ['seekto', (details) => details.seekTime !== undefined && player.seek(details.seekTime)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      /* an action this browser does not know */
    }
  }
  let shown: PlayerState['track'] = null;
  player.subscribe(() => {
    const { track, isPlaying } = player.getState();
    session.playbackState = track ? (isPlaying ? 'playing' : 'paused') : 'none';
    if (track === shown) return;
    shown = track;
    session.metadata = track
      ? new MediaMetadata({
          title: songTitle(track.title),
          artist: track.artist,
          artwork: track.coverUrl ? [{ src: new URL(track.coverUrl, window.location.href).href }] : [],
        })
      : null;
  });
}

connectMediaSession();
