import { useEffect, useRef } from 'react';
import { shortcutForEvent, type ShortcutAction } from './shortcuts';

/** A handler returns false when it did nothing, so the key keeps its usual meaning. */
export type ShortcutHandlers = Record<ShortcutAction, () => boolean | void>;

/** Binds the SPEC keyboard shortcuts on the window while `enabled`. */
export function usePlayerShortcuts(enabled: boolean, handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys inside someone else's dialog or menu (login, support, user menu) belong to it.
      const target = event.target;
      if (
        target instanceof Element &&
        target.closest(
          '[role="dialog"]:not([data-player-dialog]), [role="alertdialog"], [role="menu"], [role="listbox"]',
        )
      )
        return;
      const action = shortcutForEvent(event);
      if (!action) return;
      if (latest.current[action]() !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
