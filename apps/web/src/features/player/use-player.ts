import { useSyncExternalStore } from 'react';
import type { PlayerState } from './player-store';
import { player } from './player';

/** Reads one slice of the player; return a primitive or a stored object so renders stay rare. */
export function usePlayer<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    player.subscribe,
    () => select(player.getState()),
    () => select(player.getState()),
  );
}
