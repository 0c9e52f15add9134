import { Pause } from 'lucide-react';
import { cn } from '../../ui/cn';
import { CoverArt } from '../songs/CoverArt';
import { formatDuration, songTitle } from '../songs/song-defaults';
import type { PlayerTrack } from './player-store';
import { PlayerTitle } from './PlayerTitle';

export type DemoQueueProps = {
  id: string;
  open: boolean;
  queue: readonly PlayerTrack[];
  index: number;
  isPlaying: boolean;
  onPlay: (index: number) => void;
};

/** The demo player's queue panel (Q shows and hides it). */
export function DemoQueue({ id, open, queue, index, isPlaying, onPlay }: DemoQueueProps) {
  return (
    <div id={id} hidden={!open} className="rounded-3xl border border-border bg-card p-5 shadow-soft sm:p-6">
      <div className="flex items-baseline justify-between">
        <h3 className="text-lg font-semibold">Queue</h3>
        <span className="text-sm text-muted-foreground">{queue.length} tracks</span>
      </div>
      <ol className="mt-4 flex flex-col gap-2">
        {queue.map((t, i) => {
          const current = i === index;
          const itemTitle = songTitle(t.title);
          return (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onPlay(i)}
                aria-current={current ? 'true' : undefined}
                aria-label={`${current && isPlaying ? 'Pause' : 'Play'} ${itemTitle}`}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-muted',
                  current && 'bg-primary-soft hover:bg-primary-soft',
                )}
              >
                <span className="relative size-12 shrink-0 overflow-hidden rounded-lg">
                  <CoverArt src={t.coverUrl} className="size-full" />
                  {current && isPlaying ? (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/35 text-white">
                      <Pause className="size-4 fill-current" aria-hidden="true" />
                    </span>
                  ) : null}
                </span>
                <span className="min-w-0 flex-1">
                  <PlayerTitle title={itemTitle} className={cn('block font-medium', current && 'text-link')} />
                  <span className="block truncate text-xs text-muted-foreground">{t.artist}</span>
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">{formatDuration(t.duration)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
