import { Fragment, useMemo } from 'react';
import { cn } from '../../ui/cn';
import { lineWords } from './lyrics';
import type { LyricLine } from './types';

/** `before`: the spaces and marks between the previous word and this one. */
export type WordPiece = { before: string; text: string; word: number };

/**
 * The line's text cut into one piece per sung word, keeping its punctuation and spacing (what follows
 * the last word joins it). Null when the words cannot be found in the text in order, so the caller
 * shows the sung words themselves.
 */
export function splitIntoWords(text: string, words: readonly { text: string }[]): WordPiece[] | null {
  const lower = text.toLowerCase();
  const pieces: WordPiece[] = [];
  let cursor = 0;
  for (let i = 0; i < words.length; i++) {
    const needle = words[i]!.text.trim().toLowerCase();
    const at = needle ? lower.indexOf(needle, cursor) : -1;
    if (at < 0) return null;
    const end = at + needle.length;
    pieces.push({ before: text.slice(cursor, at), text: text.slice(at, end), word: i });
    cursor = end;
  }
  if (pieces.length === 0) return null;
  pieces[pieces.length - 1]!.text += text.slice(cursor);
  return pieces;
}

export type SungLineProps = {
  line: LyricLine;
  /** The word being sung, when this is the line being sung; otherwise -1. */
  activeWord: number;
  isCurrent: boolean;
  /** Classes for the word being sung (the panel and the karaoke view highlight differently). */
  nowClassName?: string;
};

/** A lyric line; while it is sung and its words are timed, the sung word is highlighted. */
export function SungLine({ line, activeWord, isCurrent, nowClassName }: SungLineProps) {
  const words = useMemo(() => lineWords(line), [line]);
  const pieces = useMemo(
    () => splitIntoWords(line.text, words) ?? words.map((w, i) => ({ before: i ? ' ' : '', text: w.text, word: i })),
    [line.text, words],
  );
  if (!isCurrent || words.length === 0) return <>{line.text}</>;
  return (
    <>
      {pieces.map((piece) => {
        const state = piece.word < activeWord ? 'sung' : piece.word === activeWord ? 'current' : 'next';
        return (
          <Fragment key={piece.word}>
            {piece.before}
            <span
              data-word={state}
              className={cn(
                'transition-colors duration-100 motion-reduce:transition-none',
                state === 'current' && (nowClassName ?? 'text-link underline decoration-2 underline-offset-4'),
                state === 'next' && 'opacity-60',
              )}
            >
              {piece.text}
            </span>
          </Fragment>
        );
      })}
    </>
  );
}
