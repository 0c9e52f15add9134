export const SEEK_STEP_SECONDS = 5;

export type KaraokeKeyAction = 'toggle' | 'back' | 'forward' | 'fullscreen' | 'exit';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'> & { target: EventTarget | null };

/**
 * The karaoke view's keys. Space and Enter on a focused button keep their usual meaning (pressing it),
 * and the seek slider keeps its arrows.
 */
export function karaokeKeyAction(event: KeyLike): KaraokeKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as { tagName?: string } | null;
  const tag = target?.tagName?.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return event.key === 'Escape' ? 'exit' : null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return tag === 'button' || tag === 'a' ? null : 'toggle';
    case 'k':
    case 'K':
      return 'toggle';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'f':
    case 'F':
      return 'fullscreen';
    case 'Escape':
      return 'exit';
    default:
      return null;
  }
}
