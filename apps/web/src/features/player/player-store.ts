import { clampVolume, nextIndex, previousStep } from './queue';

/** What the player needs to know about a song. */
export type PlayerTrack = {
  id: string;
  title: string | null;
  artist: string;
  audioUrl: string;
  coverUrl: string | null;
  /** Seconds, when the server knows it; the audio's own length wins once loaded. */
  duration: number | null;
};

export type PlayerState = {
  queue: readonly PlayerTrack[];
  /** Who filled the queue ('demo', 'latest', 'song:<id>'), so a section knows whether it is playing. */
  queueId: string | null;
  index: number;
  track: PlayerTrack | null;
  isPlaying: boolean;
  isLoading: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  loop: boolean;
  shuffle: boolean;
  error: string | null;
};

/** The parts of HTMLAudioElement the store uses (a fake stands in for it in tests). */
export type MediaElement = Pick<
  HTMLAudioElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'volume'
  | 'muted'
  | 'paused'
  | 'readyState'
  | 'play'
  | 'pause'
  | 'load'
  | 'removeAttribute'
  | 'addEventListener'
>;

export type LoadOptions = {
  queueId?: string | null;
  autoplay?: boolean;
  /** Start here (seconds) once the audio's metadata is in. */
  startAt?: number;
  /** Applied only while the listener has not chosen a volume themselves (demo 0.7, song page 0.8). */
  defaultVolume?: number;
};

export type PlayerStoreDeps = {
  createMedia: () => MediaElement;
  /** Once per loaded track, when audio first actually plays (play counts). */
  onTrackStart?: (track: PlayerTrack) => void;
  /** When the listener pauses (not when a track ends). */
  onPause?: (track: PlayerTrack, position: number) => void;
  random?: () => number;
};

export const DEFAULT_VOLUME = 0.7;
export const PLAYBACK_ERROR = 'This song could not be played.';

export type PlayerStore = ReturnType<typeof createPlayerStore>;

export function createPlayerStore(deps: PlayerStoreDeps) {
  let media: MediaElement | null = null;
  let state: PlayerState = {
    queue: [],
    queueId: null,
    index: -1,
    track: null,
    isPlaying: false,
    isLoading: false,
    currentTime: 0,
    duration: 0,
    volume: DEFAULT_VOLUME,
    muted: false,
    loop: false,
    shuffle: false,
    error: null,
  };
  let volumeChosen = false;
  let generation = 0;
  let countedGeneration = -1;
  let pendingStart: number | null = null;
  const listeners = new Set<() => void>();
  const beforePlay = new Set<() => void>();

  function set(patch: Partial<PlayerState>) {
    let changed = false;
    for (const key of Object.keys(patch) as (keyof PlayerState)[]) {
      if (!Object.is(state[key], patch[key])) {
        changed = true;
        break;
      }
    }
    if (!changed) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  const knownDuration = (m: MediaElement) =>
    Number.isFinite(m.duration) && m.duration > 0 ? m.duration : (state.track?.duration ?? 0);

  function wire(m: MediaElement) {
    m.addEventListener('play', () => set({ isPlaying: true, error: null }));
    m.addEventListener('playing', () => {
      set({ isPlaying: true, isLoading: false });
      if (countedGeneration !== generation && state.track) {
        countedGeneration = generation;
        deps.onTrackStart?.(state.track);
      }
    });
    m.addEventListener('pause', () => set({ isPlaying: false }));
    m.addEventListener('waiting', () => set({ isLoading: true }));
    m.addEventListener('canplay', () => set({ isLoading: false }));
    m.addEventListener('timeupdate', () => set({ currentTime: m.currentTime }));
    const onMetadata = () => {
      if (pendingStart !== null && m.readyState > 0) {
        const at = pendingStart;
        pendingStart = null;
        m.currentTime = at;
      }
      set({ duration: knownDuration(m), currentTime: m.currentTime });
    };
    m.addEventListener('loadedmetadata', onMetadata);
    m.addEventListener('durationchange', onMetadata);
    m.addEventListener('volumechange', () => set({ volume: clampVolume(m.volume), muted: m.muted }));
    m.addEventListener('ended', () => advance(true));
    m.addEventListener('error', () => {
      if (!state.track) return;
      set({ isPlaying: false, isLoading: false, error: PLAYBACK_ERROR });
    });
  }

  function ensureMedia(): MediaElement {
    if (!media) {
      media = deps.createMedia();
      media.volume = state.volume;
      media.muted = state.muted;
      wire(media);
    }
    return media;
  }

  function play() {
    if (!state.track) return;
    const m = ensureMedia();
    for (const hook of beforePlay) hook();
    set({ error: null, isLoading: m.readyState < 3 });
    m.play().catch((error: unknown) => {
      // A newer load or pause interrupted this play(); nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const blocked = error instanceof DOMException && error.name === 'NotAllowedError';
      set({ isPlaying: false, isLoading: false, error: blocked ? null : PLAYBACK_ERROR });
    });
  }

  function pause() {
    if (!media || !state.track) return;
    const wasPlaying = !media.paused;
    media.pause();
    if (wasPlaying) deps.onPause?.(state.track, media.currentTime);
  }

  function load(queue: readonly PlayerTrack[], index: number, options: LoadOptions = {}) {
    const track = queue[index];
    if (!track) return;
    const m = ensureMedia();
    generation += 1;
    if (!volumeChosen && options.defaultVolume !== undefined) {
      m.volume = clampVolume(options.defaultVolume);
      set({ volume: m.volume });
    }
    pendingStart = options.startAt && options.startAt > 0 ? options.startAt : null;
    set({
      queue,
      queueId: options.queueId === undefined ? state.queueId : options.queueId,
      index,
      track,
      isPlaying: false,
      isLoading: Boolean(options.autoplay),
      currentTime: pendingStart ?? 0,
      duration: track.duration ?? 0,
      error: null,
    });
    m.src = track.audioUrl;
    if (options.autoplay) play();
  }

  function advance(auto: boolean) {
    const wasPlaying = auto || Boolean(media && !media.paused);
    const next = nextIndex(state.index, state.queue.length, {
      shuffle: state.shuffle,
      loop: state.loop,
      auto,
      random: deps.random,
    });
    if (next === null) {
      // The end of the queue: rewind the last track and stop.
      if (media) media.currentTime = 0;
      set({ isPlaying: false, currentTime: 0 });
      return;
    }
    if (next === state.index && media) {
      media.currentTime = 0;
      set({ currentTime: 0 });
      if (wasPlaying) play();
      return;
    }
    load(state.queue, next, { autoplay: wasPlaying });
  }

  function seek(seconds: number) {
    if (!state.track) return;
    const m = ensureMedia();
    const limit = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
    const at = Math.min(Math.max(0, seconds), limit);
    if (m.readyState === 0) pendingStart = at;
    else m.currentTime = at;
    set({ currentTime: at });
  }

  function setVolume(volume: number, unmute = true) {
    const m = ensureMedia();
    volumeChosen = true;
    const v = clampVolume(volume);
    m.volume = v;
    if (unmute && v > 0 && m.muted) m.muted = false;
    set({ volume: v, muted: m.muted });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The one audio element (created on first use); wavesurfer and the visualizer attach to it. */
    getMedia: ensureMedia,
    /** Runs inside play() so callers can resume an AudioContext within the user's gesture. */
    addBeforePlay(hook: () => void) {
      beforePlay.add(hook);
      return () => void beforePlay.delete(hook);
    },
    load,
    /** Plays queue[index]; if that song is already loaded, toggles it instead of restarting. */
    playOrToggle(queue: readonly PlayerTrack[], index: number, options: LoadOptions = {}) {
      const track = queue[index];
      if (!track) return;
      if (state.track?.id === track.id) {
        if (media && !media.paused) pause();
        else play();
        return;
      }
      load(queue, index, { ...options, autoplay: true });
    },
    play,
    pause,
    toggle() {
      if (media && !media.paused) pause();
      else play();
    },
    seek,
    seekBy: (delta: number) => seek(state.currentTime + delta),
    next: () => advance(false),
    previous() {
      const step = previousStep(state.index, state.queue.length, media?.currentTime ?? 0, state.loop);
      if (step.kind === 'restart') seek(0);
      else load(state.queue, step.index, { autoplay: Boolean(media && !media.paused) });
    },
    playIndex(index: number) {
      if (index === state.index && state.track) {
        play();
        return;
      }
      load(state.queue, index, { autoplay: true });
    },
    setVolume: (volume: number) => setVolume(volume),
    /** Up also unmutes (you want to hear it); down leaves a muted player muted. */
    changeVolume: (delta: number) => setVolume(state.volume + delta, delta > 0),
    toggleMute() {
      const m = ensureMedia();
      m.muted = !m.muted;
      set({ muted: m.muted });
    },
    toggleLoop: () => set({ loop: !state.loop }),
    toggleShuffle: () => set({ shuffle: !state.shuffle }),
    /** Stops and forgets the queue (the bar's close button). */
    clear() {
      if (media) {
        media.pause();
        media.removeAttribute('src');
        media.load();
      }
      generation += 1;
      pendingStart = null;
      set({
        queue: [],
        queueId: null,
        index: -1,
        track: null,
        isPlaying: false,
        isLoading: false,
        currentTime: 0,
        duration: 0,
        error: null,
      });
    },
  };
}
