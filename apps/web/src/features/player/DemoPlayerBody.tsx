import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Heart,
  ListMusic,
  Maximize2,
  Pause,
  Play,
  Repeat,
  Shuffle,
  SkipBack,
  SkipForward,
  AudioLines,
} from 'lucide-react';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';
import { CoverArt } from '../songs/CoverArt';
import { activeLyricIndex, sortLyrics } from '../songs/lyrics';
import { songGenre, songTitle } from '../songs/song-defaults';
import { tracksOf } from '../songs/to-track';
import type { DemoSong, LyricLine } from '../songs/types';
import { useLikeSong } from '../songs/use-like';
import { IconButton, SeekBar, VolumeControl } from './controls';
import { DemoQueue } from './DemoQueue';
import { DemoShortcutsHelp } from './DemoShortcutsHelp';
import { PlayerTitle } from './PlayerTitle';
import { DEMO_QUEUE_ID, player } from './player';
import { setDemoOnScreen } from './demo-on-screen';
import { SEEK_STEP_S, VOLUME_STEP } from './queue';
import { usePlayer } from './use-player';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { nextVisualizerType, VISUALIZER_LABELS, type VisualizerType } from './visualizer-types';
import { useInView } from './use-in-view';

const Visualizer = lazy(() => import('./Visualizer').then((m) => ({ default: m.Visualizer })));
const loadAudioGraph = () => import('./audio-graph');

/** SPEC 2: the demo player's volume starts at 0.7. */
const DEMO_VOLUME = 0.7;
const QUEUE_PANEL_ID = 'demo-player-queue';

/** The line being sung, karaoke style (decorative: the lyrics themselves are on the song page). */
function CurrentLyric({ lines, active }: { lines: LyricLine[]; active: boolean }) {
  const index = usePlayer((s) => (active ? activeLyricIndex(lines, s.currentTime) : -1));
  const line = lines[index];
  return (
    <p className="mt-3 line-clamp-2 min-h-[2.75rem] text-sm text-muted-foreground italic" aria-hidden="true">
      {line ? `“${line.text}”` : active && lines.length ? '♪' : ''}
    </p>
  );
}

export function DemoPlayerBody({ songs }: { songs: DemoSong[] }) {
  const queue = useMemo(() => tracksOf(songs), [songs]);
  const lyricsById = useMemo(() => new Map(songs.map((s) => [s.id, sortLyrics(s.lyrics)])), [songs]);
  const active = usePlayer((s) => s.queueId === DEMO_QUEUE_ID && s.track !== null);
  const playerIndex = usePlayer((s) => s.index);
  const [cued, setCued] = useState(0);
  const index = active ? playerIndex : cued;
  const track = queue[index] ?? queue[0]!;
  const song = songs.find((s) => s.id === track.id);

  const isPlaying = usePlayer((s) => active && s.isPlaying);
  const isLoading = usePlayer((s) => active && s.isLoading);
  const currentTime = usePlayer((s) => (active ? s.currentTime : 0));
  const playerDuration = usePlayer((s) => s.duration);
  const duration = active && playerDuration > 0 ? playerDuration : (track.duration ?? 0);
  const loop = usePlayer((s) => s.loop);
  const shuffle = usePlayer((s) => s.shuffle);
  const error = usePlayer((s) => (active ? s.error : null));

  const [queueOpen, setQueueOpen] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [visualizerType, setVisualizerType] = useState<VisualizerType>('bars');
  const { state: likeState, like } = useLikeSong(track.id);
  const [sectionRef, inView] = useInView<HTMLDivElement>();
  useEffect(() => {
    setDemoOnScreen(inView);
    return () => setDemoOnScreen(false);
  }, [inView]);

  /** Makes the demo queue the player's queue (keeping whatever is playing elsewhere until asked). */
  const ensureLoaded = useCallback(
    (autoplay = false) => {
      if (player.getState().queueId === DEMO_QUEUE_ID && player.getState().track) return false;
      player.load(queue, cued, { queueId: DEMO_QUEUE_ID, autoplay, defaultVolume: DEMO_VOLUME });
      return true;
    },
    [queue, cued],
  );

  // Connect the analyser inside the first gesture that starts sound or opens the visualizer.
  const prepareGraph = useCallback(() => {
    void loadAudioGraph().then((m) => m.ensureAnalyser());
  }, []);

  const togglePlay = useCallback(() => {
    prepareGraph();
    if (!ensureLoaded(true)) player.toggle();
  }, [ensureLoaded, prepareGraph]);

  const playAt = (i: number) => {
    prepareGraph();
    if (!active) {
      setCued(i);
      player.load(queue, i, { queueId: DEMO_QUEUE_ID, autoplay: true, defaultVolume: DEMO_VOLUME });
    } else if (i === index) {
      player.toggle();
    } else {
      player.playIndex(i);
    }
  };

  const openVisualizer = useCallback(() => {
    prepareGraph();
    setFullscreen(true);
  }, [prepareGraph]);

  usePlayerShortcuts(inView || fullscreen, {
    togglePlay,
    next: () => {
      ensureLoaded();
      player.next();
    },
    previous: () => {
      ensureLoaded();
      player.previous();
    },
    seekForward: () => {
      ensureLoaded();
      player.seekBy(SEEK_STEP_S);
    },
    seekBackward: () => {
      ensureLoaded();
      player.seekBy(-SEEK_STEP_S);
    },
    volumeUp: () => player.changeVolume(VOLUME_STEP),
    volumeDown: () => player.changeVolume(-VOLUME_STEP),
    mute: () => player.toggleMute(),
    like,
    loop: () => player.toggleLoop(),
    shuffle: () => player.toggleShuffle(),
    queue: () => setQueueOpen((open) => !open),
    fullscreen: () => (fullscreen ? setFullscreen(false) : openVisualizer()),
    visualizerType: () => setVisualizerType(nextVisualizerType),
    close: () => {
      if (fullscreen) setFullscreen(false);
      else if (queueOpen) setQueueOpen(false);
      else return false;
    },
  });

  const title = songTitle(track.title);
  const liked = likeState?.liked ?? false;

  return (
    <div ref={sectionRef} className={cn('mt-10 grid gap-5', queueOpen && 'lg:grid-cols-[1.45fr_1fr]')}>
      <div className="rounded-3xl border border-border bg-card p-5 shadow-soft sm:p-7">
        <div className="flex items-start gap-5">
          <div className="relative size-24 shrink-0 overflow-hidden rounded-2xl shadow-soft sm:size-36">
            <CoverArt src={track.coverUrl} className="size-full" />
            {isPlaying ? (
              <div
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 flex h-8 items-end justify-center gap-[3px] bg-gradient-to-t from-black/50 to-transparent pb-1.5"
              >
                {[0.5, 0.9, 0.65, 1, 0.75].map((h, i) => (
                  <span
                    key={i}
                    className="w-1 origin-bottom animate-equalizer rounded-full bg-white"
                    style={{ height: `${h * 100}%`, animationDelay: `${i * 0.13}s` }}
                  />
                ))}
              </div>
            ) : null}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-link uppercase">
              {isPlaying ? 'Now playing' : active ? 'Paused' : 'Demo track'} · {index + 1} of {queue.length}
            </p>
            <h3 className="mt-1 font-display text-xl font-bold sm:text-2xl" data-testid="demo-now-playing">
              <PlayerTitle title={title} />
            </h3>
            <p className="text-sm text-muted-foreground">
              {track.artist} · <span className="capitalize">{songGenre(song?.genre)}</span>
            </p>
            <CurrentLyric lines={lyricsById.get(track.id) ?? []} active={active} />
          </div>
        </div>

        <SeekBar
          className="mt-5"
          currentTime={currentTime}
          duration={duration}
          onSeek={(t) => {
            ensureLoaded();
            player.seek(t);
          }}
        />

        <div className="mt-4 flex items-center justify-center gap-2 sm:gap-3">
          <IconButton label="Shuffle" pressed={shuffle} onClick={() => player.toggleShuffle()}>
            <Shuffle className="size-5" aria-hidden="true" />
          </IconButton>
          <IconButton
            label="Previous"
            onClick={() => {
              ensureLoaded();
              player.previous();
            }}
          >
            <SkipBack className="size-5 fill-current" aria-hidden="true" />
          </IconButton>
          <button
            type="button"
            aria-label={isPlaying ? 'Pause' : 'Play'}
            onClick={togglePlay}
            className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lifted transition-[background-color,transform] hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-95 motion-reduce:hover:scale-100"
          >
            {isLoading ? (
              <Spinner className="size-6" />
            ) : isPlaying ? (
              <Pause className="size-6 fill-current" aria-hidden="true" />
            ) : (
              <Play className="size-6 translate-x-0.5 fill-current" aria-hidden="true" />
            )}
          </button>
          <IconButton
            label="Next"
            onClick={() => {
              ensureLoaded();
              player.next();
            }}
          >
            <SkipForward className="size-5 fill-current" aria-hidden="true" />
          </IconButton>
          <IconButton label="Loop" pressed={loop} onClick={() => player.toggleLoop()}>
            <Repeat className="size-5" aria-hidden="true" />
          </IconButton>
        </div>

        {error ? (
          <p role="alert" className="mt-3 text-center text-sm text-danger">
            {error}
          </p>
        ) : null}

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <VolumeControl />
          <div className="flex items-center gap-1">
            <IconButton label="Like" pressed={liked} onClick={like}>
              <Heart className={cn('size-5', liked && 'fill-current text-accent')} aria-hidden="true" />
            </IconButton>
            <IconButton
              label="Queue"
              pressed={queueOpen}
              controls={QUEUE_PANEL_ID}
              onClick={() => setQueueOpen((open) => !open)}
            >
              <ListMusic className="size-5" aria-hidden="true" />
            </IconButton>
            <button
              type="button"
              onClick={() => setVisualizerType(nextVisualizerType)}
              className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
              title="Change visualizer type (V)"
            >
              <AudioLines className="size-4" aria-hidden="true" />
              Visualizer: <span data-testid="visualizer-type">{VISUALIZER_LABELS[visualizerType]}</span>
            </button>
            <IconButton label="Fullscreen visualizer" onClick={openVisualizer}>
              <Maximize2 className="size-5" aria-hidden="true" />
            </IconButton>
          </div>
        </div>
        <DemoShortcutsHelp />
      </div>

      <DemoQueue
        id={QUEUE_PANEL_ID}
        open={queueOpen}
        queue={queue}
        index={index}
        isPlaying={isPlaying}
        onPlay={playAt}
      />

      {fullscreen ? (
        <Suspense fallback={null}>
          <Visualizer
            type={visualizerType}
            onTypeChange={setVisualizerType}
            onClose={() => setFullscreen(false)}
            title={title}
            artist={track.artist}
            coverUrl={track.coverUrl}
            isPlaying={isPlaying}
            currentTime={currentTime}
            duration={duration}
            onTogglePlay={togglePlay}
            onPrevious={() => {
              ensureLoaded();
              player.previous();
            }}
            onNext={() => {
              ensureLoaded();
              player.next();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
