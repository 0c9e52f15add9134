import { useEffect, useMemo, useRef } from 'react';
import { cn } from '../../ui/cn';
import { useMediaQuery } from '../../ui/use-media-query';
import { usePlayer } from '../player/use-player';
import { formatClock } from './song-defaults';
import { sortLyrics } from './lyrics';
import { LyricsTools } from './LyricsTools';
import { SungLine } from './SungLine';
import type { LyricLine } from './types';
import { useSungPosition } from './use-sung-position';

export const NO_LYRICS = 'No lyrics available for this song.';

export type LyricsPanelProps = {
  songId: string;
  lyrics: readonly LyricLine[];
  /** For the .lrc file's header. */
  title: string;
  artist: string;
  /** Seek there and play (loading the song if needed). */
  onSeek: (seconds: number) => void;
};

/**
 * Timed lines; the one being sung is highlighted (and, when the song was sung word by word, the word
 * being sung), and each line is a button that jumps there.
 */
export function LyricsPanel({ songId, lyrics, title, artist, onSeek }: LyricsPanelProps) {
  const lines = useMemo(() => sortLyrics(lyrics), [lyrics]);
  const { line: active, word: activeWord } = useSungPosition(songId, lines);
  const isPlaying = usePlayer((s) => s.track !== null && s.track.id === songId && s.isPlaying);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the sung line in view inside the list (never scrolling the page itself).
  useEffect(() => {
    const list = listRef.current;
    if (!list || active < 0 || !isPlaying) return;
    const item = list.children[active] as HTMLElement | undefined;
    if (!item) return;
    const top = item.offsetTop - list.clientHeight / 2 + item.clientHeight / 2;
    list.scrollTo({ top: Math.max(0, top), behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [active, isPlaying, reducedMotion]);

  if (lines.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">{NO_LYRICS}</p>;
  }

  return (
    <>
      <LyricsTools songId={songId} lines={lines} title={title} artist={artist} />
      <ol ref={listRef} className="relative max-h-[28rem] space-y-1 overflow-y-auto pr-1" aria-label="Lyrics">
        {lines.map((line, i) => {
          const current = i === active;
          return (
            <li key={`${line.time}-${i}`}>
              <button
                type="button"
                onClick={() => onSeek(line.time)}
                aria-current={current ? 'true' : undefined}
                title={`Play from ${formatClock(line.time)}`}
                className={cn(
                  'group flex w-full items-baseline gap-3 rounded-xl px-3 py-2 text-left transition-[background-color,color] duration-200 motion-reduce:transition-none',
                  current
                    ? 'bg-primary-soft text-foreground'
                    : i < active
                      ? 'text-muted-foreground hover:bg-muted'
                      : 'text-foreground/85 hover:bg-muted',
                )}
              >
                <span className={cn('text-lg leading-snug', current && 'font-semibold text-link')}>
                  <SungLine
                    line={line}
                    isCurrent={current}
                    activeWord={current ? activeWord : -1}
                    nowClassName="rounded bg-primary/15 text-foreground underline decoration-primary decoration-2 underline-offset-4"
                  />
                </span>
                <span
                  aria-hidden="true"
                  className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  {formatClock(line.time)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
