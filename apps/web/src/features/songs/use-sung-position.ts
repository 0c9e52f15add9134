import { useEffect, useState } from 'react';
import { player } from '../player/player';
import { usePlayer } from '../player/use-player';
import { activeLyricIndex, activeWordIndex, hasWordTimings, lineWords } from './lyrics';
import type { LyricLine } from './types';

export type SungPosition = { line: number; word: number };

const NOWHERE: SungPosition = { line: -1, word: -1 };

function positionAt(lines: readonly LyricLine[], time: number): SungPosition {
  const line = activeLyricIndex(lines, time);
  if (line < 0) return NOWHERE;
  return { line, word: activeWordIndex(lineWords(lines[line]!), time) };
}

/**
 * Which line (and word) of `lines` is being sung for this song. The player's time updates arrive about
 * four times a second, too coarse for words, so while a song with word timings plays this reads the
 * audio element once per frame and re-renders only when the line or word changes.
 */
export function useSungPosition(songId: string, lines: readonly LyricLine[]): SungPosition {
  const isCurrent = usePlayer((s) => s.track !== null && s.track.id === songId);
  const isPlaying = usePlayer((s) => s.track !== null && s.track.id === songId && s.isPlaying);
  const coarseTime = usePlayer((s) => (s.track !== null && s.track.id === songId ? s.currentTime : -1));
  const [precise, setPrecise] = useState<SungPosition>(NOWHERE);
  const words = hasWordTimings(lines);

  useEffect(() => {
    if (!isPlaying || !words) return;
    let frame = 0;
    const tick = () => {
      const next = positionAt(lines, player.getMedia().currentTime);
      setPrecise((prev) => (prev.line === next.line && prev.word === next.word ? prev : next));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [isPlaying, words, lines]);

  if (!isCurrent) return NOWHERE;
  // Paused, seeking or line-timed: the store's time is exact enough and always current.
  if (!isPlaying || !words) return positionAt(lines, coarseTime);
  return precise;
}
