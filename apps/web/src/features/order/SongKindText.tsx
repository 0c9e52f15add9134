import type { ReactNode } from 'react';
import { useSongKind, type SongKind } from './song-offer';

/**
 * One of three texts, by what a buyer receives today (sung, instrumental, or made by the team), so a
 * page never promises more or less than the server says. Nothing is shown until the server has said it.
 */
export function SongKindText(props: Record<SongKind, ReactNode>) {
  const kind = useSongKind();
  return kind ? <>{props[kind]}</> : null;
}
