import type { ReactNode } from 'react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { cn } from '../../ui/cn';
import { formatClock, formatDuration } from '../songs/song-defaults';
import { player } from './player';
import { VOLUME_STEP } from './queue';
import { usePlayer } from './use-player';

const rangeClasses =
  'h-1.5 w-full cursor-pointer appearance-auto accent-primary disabled:cursor-default disabled:opacity-50';

export type SeekBarProps = {
  /** Seek somewhere else than the player (e.g. a song that is not loaded yet). */
  onSeek?: (seconds: number) => void;
  currentTime: number;
  duration: number;
  disabled?: boolean;
  className?: string;
  tone?: 'default' | 'inverse';
};

/** A keyboard-operable seek slider with the elapsed and total time beside it. */
export function SeekBar({ onSeek, currentTime, duration, disabled, className, tone = 'default' }: SeekBarProps) {
  const max = duration > 0 ? duration : 0;
  const value = Math.min(currentTime, max);
  return (
    <div className={cn('flex items-center gap-3 text-xs tabular-nums', className)}>
      <span className={cn('w-10 text-right', tone === 'inverse' ? 'text-white/70' : 'text-muted-foreground')}>
        {formatClock(value)}
      </span>
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={max || 1}
        step={0.1}
        value={value}
        disabled={disabled || max === 0}
        aria-valuetext={`${formatClock(value)} of ${formatDuration(max)}`}
        onChange={(event) => (onSeek ?? player.seek)(Number(event.target.value))}
        className={rangeClasses}
      />
      <span className={cn('w-10', tone === 'inverse' ? 'text-white/70' : 'text-muted-foreground')}>
        {max > 0 ? formatDuration(max) : '0:00'}
      </span>
    </div>
  );
}

export function VolumeControl({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'inverse' }) {
  const volume = usePlayer((s) => s.volume);
  const muted = usePlayer((s) => s.muted);
  const shown = muted ? 0 : volume;
  const Icon = shown === 0 ? VolumeX : shown < 0.5 ? Volume1 : Volume2;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <IconButton label="Mute" pressed={muted} onClick={() => player.toggleMute()} tone={tone}>
        <Icon className="size-5" aria-hidden="true" />
      </IconButton>
      <input
        type="range"
        aria-label="Volume"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={shown}
        aria-valuetext={`${Math.round(shown * 100)}%`}
        onChange={(event) => player.setVolume(Number(event.target.value))}
        className={cn(rangeClasses, 'w-24')}
      />
    </div>
  );
}

export type IconButtonProps = {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  className?: string;
  tone?: 'default' | 'inverse';
  title?: string;
  expanded?: boolean;
  controls?: string;
};

export function IconButton({
  label,
  onClick,
  children,
  pressed,
  disabled,
  className,
  tone = 'default',
  title,
  expanded,
  controls,
}: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      title={title ?? label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-45',
        tone === 'inverse'
          ? 'text-white/80 hover:bg-white/10 hover:text-white aria-pressed:text-white aria-pressed:bg-white/15'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground aria-pressed:bg-primary-soft aria-pressed:text-link',
        className,
      )}
    >
      {children}
    </button>
  );
}
