import { Pause, Play } from 'lucide-react';
import { player } from '../player/player';
import type { PlayerTrack } from '../player/player-store';
import { usePlayer } from '../player/use-player';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';

export type SongPlayButtonProps = {
  queue: readonly PlayerTrack[];
  index: number;
  queueId: string;
  /** Spoken name, e.g. "Play Launch Day". */
  title: string;
  defaultVolume?: number;
  size?: 'md' | 'lg';
  className?: string;
};

/** Plays a song in the persistent player, or pauses it when it is the one playing. */
export function SongPlayButton({
  queue,
  index,
  queueId,
  title,
  defaultVolume,
  size = 'md',
  className,
}: SongPlayButtonProps) {
  const id = queue[index]?.id;
  const isCurrent = usePlayer((s) => s.track !== null && s.track.id === id);
  const isPlaying = usePlayer((s) => isCurrent && s.isPlaying);
  const isLoading = usePlayer((s) => isCurrent && s.isLoading);
  const Icon = isPlaying ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={`${isPlaying ? 'Pause' : 'Play'} ${title}`}
      aria-pressed={isCurrent ? isPlaying : undefined}
      disabled={!id}
      onClick={() => player.playOrToggle(queue, index, { queueId, defaultVolume })}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft transition-[background-color,transform] hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-95 disabled:pointer-events-none disabled:opacity-50 motion-reduce:hover:scale-100',
        size === 'lg' ? 'size-14' : 'size-11',
        className,
      )}
    >
      {isLoading ? (
        <Spinner className={size === 'lg' ? 'size-6' : 'size-5'} />
      ) : (
        <Icon
          className={cn(size === 'lg' ? 'size-6' : 'size-5', 'fill-current', !isPlaying && 'translate-x-px')}
          aria-hidden="true"
        />
      )}
    </button>
  );
}
