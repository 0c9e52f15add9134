import { useSyncExternalStore } from 'react';

/**
 * Whether the Home demo player's own controls are on screen. While they are and the demo queue is
 * playing, the bottom bar would repeat the same controls, so it steps aside (issue 20 item 12).
 */
let onScreen = false;
const listeners = new Set<() => void>();

export function setDemoOnScreen(next: boolean) {
  if (next === onScreen) return;
  onScreen = next;
  for (const listener of listeners) listener();
}

export function useDemoOnScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => onScreen,
    () => false,
  );
}
