import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Link2, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { cn } from '../../ui/cn';
import { SeekBar } from '../player/controls';
import { player } from '../player/player';
import { usePlayer } from '../player/use-player';
import { CoverArt } from '../songs/CoverArt';
import { sortLyrics } from '../songs/lyrics';
import { songTitle } from '../songs/song-defaults';
import { SungLine } from '../songs/SungLine';
import type { SongPage } from '../songs/types';
import { SONG_PAGE_VOLUME, useSongPlayback } from '../songs/use-song-playback';
import { useSungPosition } from '../songs/use-sung-position';
import { karaokeKeyAction, SEEK_STEP_SECONDS } from './keys';
import { useWakeLock } from './use-wake-lock';

export type KaraokeViewProps = { song: SongPage; songKey: string | null };

/** How many lines show around the one being sung: one behind, three ahead. */
const BEHIND = 1;
const AHEAD = 3;

/**
 * Full-screen lyrics that follow the audio: the line being sung large in the middle, its sung word lit,
 * the next lines below. Works with the keyboard (Space, arrows, F, Escape) and tells screen readers
 * each new line.
 */
export function KaraokeView({ song, songKey }: KaraokeViewProps) {
  const title = songTitle(song.title);
  const navigate = useNavigate();
  const lines = useMemo(() => sortLyrics(song.lyrics), [song.lyrics]);
  const { queue, queueId, isCurrent, playFrom } = useSongPlayback(song);
  const { line: active, word } = useSungPosition(song.id, lines);
  const isPlaying = usePlayer((s) => isCurrent && s.isPlaying);
  const currentTime = usePlayer((s) => (isCurrent ? s.currentTime : 0));
  const duration = usePlayer((s) => (isCurrent && s.duration > 0 ? s.duration : (song.duration ?? 0)));
  const rootRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [copied, setCopied] = useState('');
  const songPath = `/track/${song.id}${songKey ? `?key=${encodeURIComponent(songKey)}` : ''}`;
  useWakeLock(isPlaying);

  const toggle = useCallback(() => {
    if (!queue.length) return;
    player.playOrToggle(queue, 0, { queueId, defaultVolume: SONG_PAGE_VOLUME });
  }, [queue, queueId]);
  const seekBy = useCallback(
    (delta: number) => {
      const now = player.getState().track?.id === song.id ? player.getState().currentTime : 0;
      playFrom(Math.max(0, Math.min(now + delta, duration || now + delta)));
    },
    [song.id, duration, playFrom],
  );
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = karaokeKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'toggle') toggle();
      else if (action === 'back') seekBy(-SEEK_STEP_SECONDS);
      else if (action === 'forward') seekBy(SEEK_STEP_SECONDS);
      else if (action === 'fullscreen') toggleFullscreen();
      else if (!document.fullscreenElement) void navigate(songPath);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle, seekBy, toggleFullscreen, navigate, songPath]);

  const copyLink = async () => {
    const url = new URL(window.location.pathname + window.location.search, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(songKey ? 'Private karaoke link copied' : 'Karaoke link copied');
    } catch {
      setCopied(`Could not copy the link: ${url}`);
    }
  };

  const from = Math.max(0, active - BEHIND);
  const shown = lines.slice(from, Math.max(active, 0) + AHEAD + 1);
  const liveLine = active >= 0 ? lines[active]!.text : '';

  return (
    <div
      ref={rootRef}
      className="relative flex min-h-dvh flex-col overflow-hidden bg-[#150b2e] text-white"
      data-testid="karaoke"
    >
      <title>{`${title} · Karaoke · Serenade`}</title>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 opacity-25 blur-3xl">
        <CoverArt src={song.coverArt} className="size-full object-cover" />
      </div>

      <header className="relative z-10 flex items-center gap-3 px-4 py-3 sm:px-8 sm:py-5">
        <Link
          to={songPath}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">Back to the song page</span>
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold sm:text-xl">{title}</h1>
          <p className="truncate text-sm text-white/70">{song.artist} · Karaoke</p>
        </div>
        <button
          type="button"
          onClick={() => void copyLink()}
          className="inline-flex h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-medium hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Link2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Copy link</span>
          <span className="sr-only sm:hidden">Copy karaoke link</span>
        </button>
        <button
          type="button"
          onClick={toggleFullscreen}
          aria-pressed={fullscreen}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {fullscreen ? (
            <Minimize className="size-5" aria-hidden="true" />
          ) : (
            <Maximize className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only">Full screen</span>
        </button>
      </header>

      <p role="status" className="relative z-10 min-h-5 px-4 text-center text-sm text-white/80 sm:px-8">
        {copied}
      </p>

      <main className="relative z-10 flex flex-1 flex-col justify-center px-5 py-6 sm:px-12">
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {liveLine}
        </p>
        {lines.length === 0 ? (
          <p className="text-center text-2xl text-white/80">This song has no timed lyrics to sing along to.</p>
        ) : (
          <ol aria-label="Karaoke lyrics" className="mx-auto w-full max-w-4xl space-y-4 text-center sm:space-y-6">
            {active < 0 ? (
              <li className="text-lg font-medium text-white/60 sm:text-2xl" aria-hidden="true">
                {isPlaying ? 'Get ready…' : 'Press play to sing along'}
              </li>
            ) : null}
            {shown.map((line, i) => {
              const index = from + i;
              const current = index === active;
              return (
                <li
                  key={`${line.time}-${index}`}
                  aria-current={current ? 'true' : undefined}
                  className={cn(
                    'leading-tight font-bold break-words transition-[opacity,font-size] duration-200 motion-reduce:transition-none',
                    current
                      ? 'text-3xl sm:text-5xl lg:text-6xl'
                      : index < active
                        ? 'text-xl text-white/40 sm:text-3xl'
                        : 'text-xl text-white/70 sm:text-3xl',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => playFrom(line.time)}
                    className="rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
                  >
                    <SungLine
                      line={line}
                      isCurrent={current}
                      activeWord={current ? word : -1}
                      nowClassName="text-amber-300 [text-shadow:0_0_24px_rgb(252_211_77/0.55)]"
                    />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </main>

      <footer className="relative z-10 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-8 sm:pb-6">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          <SeekBar
            currentTime={currentTime}
            duration={duration}
            onSeek={playFrom}
            disabled={!queue.length}
            tone="inverse"
          />
          <div className="flex items-center justify-center gap-5">
            <button
              type="button"
              onClick={() => seekBy(-SEEK_STEP_SECONDS)}
              disabled={!queue.length}
              className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40"
            >
              <RotateCcw className="size-5" aria-hidden="true" />
              <span className="sr-only">Back {SEEK_STEP_SECONDS} seconds</span>
            </button>
            <button
              type="button"
              onClick={toggle}
              disabled={!queue.length}
              aria-label={`${isPlaying ? 'Pause' : 'Play'} ${title}`}
              className="inline-flex size-16 items-center justify-center rounded-full bg-white text-[#150b2e] shadow-lg hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white disabled:opacity-40 motion-reduce:hover:scale-100"
            >
              {isPlaying ? (
                <Pause className="size-7 fill-current" aria-hidden="true" />
              ) : (
                <Play className="size-7 translate-x-0.5 fill-current" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              onClick={() => seekBy(SEEK_STEP_SECONDS)}
              disabled={!queue.length}
              className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40"
            >
              <RotateCw className="size-5" aria-hidden="true" />
              <span className="sr-only">Forward {SEEK_STEP_SECONDS} seconds</span>
            </button>
          </div>
          <p className="hidden text-center text-xs text-white/60 sm:block">
            Space play or pause · ← → {SEEK_STEP_SECONDS} seconds · F full screen · Esc back to the song
          </p>
        </div>
      </footer>
    </div>
  );
}
