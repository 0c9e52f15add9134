import { Link } from 'react-router';
import { Pause, Play, SkipBack, SkipForward, X } from 'lucide-react';
import { Spinner } from '../../ui/Spinner';
import { CoverArt } from '../songs/CoverArt';
import { songTitle } from '../songs/song-defaults';
import { IconButton, SeekBar, VolumeControl } from './controls';
import { player } from './player';
import { PlayerTitle } from './PlayerTitle';
import { usePlayer } from './use-player';

/** The compact bar at the bottom of every page while something is loaded. */
export function PlayerBar() {
  const track = usePlayer((s) => s.track);
  const isPlaying = usePlayer((s) => s.isPlaying);
  const isLoading = usePlayer((s) => s.isLoading);
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  const queueLength = usePlayer((s) => s.queue.length);
  const error = usePlayer((s) => s.error);
  if (!track) return null;
  const title = songTitle(track.title);

  return (
    <section
      aria-label="Audio player"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card shadow-[0_-8px_30px_-12px_rgb(20_10_40/0.25)]"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)] md:gap-6 md:py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link to={`/track/${track.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
            <CoverArt src={track.coverUrl} className="size-11 rounded-lg md:size-12" />
          </Link>
          <div className="min-w-0">
            <Link
              to={`/track/${track.id}`}
              className="block truncate text-sm font-semibold hover:underline"
              data-testid="player-bar-title"
            >
              <PlayerTitle title={title} />
            </Link>
            <p className="truncate text-xs text-muted-foreground">{error ?? track.artist}</p>
          </div>
        </div>

        <div className="flex items-center justify-end gap-1 md:flex-col md:items-stretch md:gap-1">
          <div className="flex items-center justify-center gap-1 md:gap-2">
            <IconButton label="Previous" onClick={() => player.previous()} className="hidden size-9 sm:inline-flex">
              <SkipBack className="size-4 fill-current" aria-hidden="true" />
            </IconButton>
            <button
              type="button"
              aria-label={isPlaying ? 'Pause' : 'Play'}
              onClick={() => player.toggle()}
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {isLoading ? (
                <Spinner className="size-5" />
              ) : isPlaying ? (
                <Pause className="size-5 fill-current" aria-hidden="true" />
              ) : (
                <Play className="size-5 translate-x-px fill-current" aria-hidden="true" />
              )}
            </button>
            <IconButton label="Next" onClick={() => player.next()} disabled={queueLength < 2} className="size-9">
              <SkipForward className="size-4 fill-current" aria-hidden="true" />
            </IconButton>
            <IconButton label="Close player" onClick={() => player.clear()} className="size-9 md:hidden">
              <X className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
          <SeekBar currentTime={currentTime} duration={duration} className="hidden md:flex" />
        </div>

        <SeekBar currentTime={currentTime} duration={duration} className="col-span-2 md:hidden" />

        <div className="hidden items-center justify-end gap-2 md:flex">
          <VolumeControl />
          <IconButton label="Close player" onClick={() => player.clear()} className="size-9">
            <X className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      </div>
    </section>
  );
}
