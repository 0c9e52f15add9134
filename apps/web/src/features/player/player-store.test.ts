import { describe, expect, it, vi } from 'vitest';
import { createPlayerStore, DEFAULT_VOLUME, type MediaElement, type PlayerTrack } from './player-store';

/** Just enough of an <audio> element: properties plus events the test fires by hand. */
class FakeMedia extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  volume = 1;
  muted = false;
  paused = true;
  readyState = 0;
  play = vi.fn(async () => {
    this.paused = false;
    this.emit('play');
  });
  pause = vi.fn(() => {
    if (this.paused) return;
    this.paused = true;
    this.emit('pause');
  });
  load = vi.fn();
  removeAttribute = vi.fn();
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
  /** The browser has read the file's header. */
  ready(duration: number) {
    this.readyState = 4;
    this.duration = duration;
    this.emit('loadedmetadata');
  }
}

const track = (id: string, duration = 120): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  artist: 'Serenade',
  audioUrl: `/media/songs/${id}/audio`,
  coverUrl: null,
  duration,
});
const queue = [track('a'), track('b'), track('c')];

function setup() {
  const media = new FakeMedia();
  const onTrackStart = vi.fn();
  const onPause = vi.fn();
  const store = createPlayerStore({
    createMedia: () => media as unknown as MediaElement,
    onTrackStart,
    onPause,
    random: () => 0,
  });
  return { media, store, onTrackStart, onPause };
}

describe('player store', () => {
  it('starts at volume 0.7 and steps by 0.1 without drifting', () => {
    const { store, media } = setup();
    expect(store.getState().volume).toBe(DEFAULT_VOLUME);
    store.changeVolume(0.1);
    expect(store.getState().volume).toBe(0.8);
    expect(media.volume).toBe(0.8);
    store.changeVolume(-0.1);
    store.changeVolume(-0.1);
    expect(store.getState().volume).toBe(0.6);
  });

  it('applies a page default volume (song page 0.8) only until the listener picks one', () => {
    const { store } = setup();
    store.load(queue, 0, { defaultVolume: 0.8 });
    expect(store.getState().volume).toBe(0.8);
    store.setVolume(0.3);
    store.load(queue, 1, { defaultVolume: 0.8 });
    expect(store.getState().volume).toBe(0.3);
  });

  it('Previous restarts the track after 3 s and goes back before that', () => {
    const { store, media } = setup();
    store.load(queue, 1, { queueId: 'demo' });
    media.ready(120);
    media.currentTime = 42;
    store.previous();
    expect(store.getState().index).toBe(1);
    expect(media.currentTime).toBe(0);

    media.currentTime = 2;
    store.previous();
    expect(store.getState().index).toBe(0);
    expect(store.getState().track?.id).toBe('a');
    expect(media.src).toBe('/media/songs/a/audio');
  });

  it('Next keeps playing when playing, and a finished track moves on by itself', async () => {
    const { store, media } = setup();
    store.load(queue, 0, { autoplay: true });
    await Promise.resolve();
    expect(store.getState().isPlaying).toBe(true);
    store.next();
    expect(store.getState().track?.id).toBe('b');
    expect(media.play).toHaveBeenCalledTimes(2);

    media.emit('ended');
    expect(store.getState().track?.id).toBe('c');
    media.emit('ended');
    // End of the queue without loop: stop, rewound.
    expect(store.getState().track?.id).toBe('c');
    expect(media.currentTime).toBe(0);
  });

  it('loops the queue when loop is on', () => {
    const { store, media } = setup();
    store.load(queue, 2);
    store.toggleLoop();
    media.emit('ended');
    expect(store.getState().track?.id).toBe('a');
  });

  it('seeks ±10 s, clamped to the song, and remembers a seek made before the audio is ready', () => {
    const { store, media } = setup();
    store.load(queue, 0, { startAt: 30 });
    expect(store.getState().currentTime).toBe(30);
    store.seekBy(10);
    expect(store.getState().currentTime).toBe(40);
    media.ready(45);
    expect(media.currentTime).toBe(40);
    store.seekBy(10);
    expect(media.currentTime).toBe(45);
    store.seekBy(-100);
    expect(media.currentTime).toBe(0);
  });

  it('reports a play once per loaded track and a pause only when the listener pauses', async () => {
    const { store, media, onTrackStart, onPause } = setup();
    store.load(queue, 0, { autoplay: true });
    media.emit('playing');
    media.emit('waiting');
    media.emit('playing');
    expect(onTrackStart).toHaveBeenCalledTimes(1);
    expect(onTrackStart).toHaveBeenCalledWith(queue[0]);
    media.currentTime = 12;
    store.pause();
    expect(onPause).toHaveBeenCalledWith(queue[0], 12);
    store.pause();
    expect(onPause).toHaveBeenCalledTimes(1);
  });

  it('toggles the loaded song instead of restarting it', async () => {
    const { store, media } = setup();
    store.playOrToggle(queue, 1, { queueId: 'latest' });
    await Promise.resolve();
    media.currentTime = 20;
    store.playOrToggle([queue[1]!], 0, { queueId: 'song:b' });
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(20);
    expect(store.getState().queueId).toBe('latest');
  });

  it('mutes, and Up unmutes while Down keeps it muted', () => {
    const { store } = setup();
    store.toggleMute();
    expect(store.getState().muted).toBe(true);
    store.changeVolume(-0.1);
    expect(store.getState().muted).toBe(true);
    store.changeVolume(0.1);
    expect(store.getState().muted).toBe(false);
  });

  it('shows an error when the audio cannot be played', async () => {
    const { store, media } = setup();
    store.load(queue, 0, { autoplay: true });
    media.emit('error');
    expect(store.getState().error).toBe('This song could not be played.');
    expect(store.getState().isPlaying).toBe(false);
  });
});
