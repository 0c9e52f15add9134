/** SPEC 2 "Demo player" keyboard shortcuts. */
export type ShortcutAction =
  | 'togglePlay'
  | 'next'
  | 'previous'
  | 'seekForward'
  | 'seekBackward'
  | 'volumeUp'
  | 'volumeDown'
  | 'mute'
  | 'like'
  | 'loop'
  | 'shuffle'
  | 'queue'
  | 'fullscreen'
  | 'visualizerType'
  | 'close';

export type KeyLike = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

const LETTERS: Record<string, ShortcutAction> = {
  m: 'mute',
  l: 'like',
  r: 'loop',
  s: 'shuffle',
  q: 'queue',
  f: 'fullscreen',
  v: 'visualizerType',
};

export function shortcutFor(event: KeyLike): ShortcutAction | null {
  // Browser and system shortcuts (Ctrl+R, Cmd+F, Alt+Left...) stay theirs.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return 'togglePlay';
    case 'ArrowRight':
      return event.shiftKey ? 'seekForward' : 'next';
    case 'ArrowLeft':
      return event.shiftKey ? 'seekBackward' : 'previous';
    case 'ArrowUp':
      return event.shiftKey ? null : 'volumeUp';
    case 'ArrowDown':
      return event.shiftKey ? null : 'volumeDown';
    case 'Escape':
      return 'close';
    default:
      return event.key.length === 1 ? (LETTERS[event.key.toLowerCase()] ?? null) : null;
  }
}

type TargetLike = {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
  closest?: (selector: string) => unknown;
};

const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);

/** Inputs of every kind, text areas, selects and editable content keep their keys. */
export function isTypingTarget(target: EventTarget | TargetLike | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as TargetLike;
  const tag = el.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (el.isContentEditable) return true;
  const role = el.getAttribute?.('role');
  if (role && TYPING_ROLES.has(role)) return true;
  // contenteditable ancestors (isContentEditable is missing in some test DOMs).
  return Boolean(el.closest?.('[contenteditable]:not([contenteditable="false"])'));
}

/** Space and Enter on a focused button or link activate it; the shortcut must not fire as well. */
export function activatesTarget(event: KeyLike, target: EventTarget | TargetLike | null): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (!target || typeof target !== 'object') return false;
  const el = target as TargetLike;
  const tag = el.tagName?.toUpperCase();
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return true;
  const role = el.getAttribute?.('role');
  return role === 'button' || role === 'link' || role === 'tab' || role === 'menuitem' || role === 'checkbox';
}

/** The shortcut to run for a keydown, or null when the key belongs to something else. */
export function shortcutForEvent(event: KeyLike & { target: EventTarget | null; defaultPrevented?: boolean }) {
  if (event.defaultPrevented) return null;
  if (isTypingTarget(event.target) || activatesTarget(event, event.target)) return null;
  return shortcutFor(event);
}
