/** Returns a copy of `list` with the item at `from` moved to `to` (both clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export type ReorderKey = { key: string; altKey: boolean };

/**
 * Which way a key press moves a row: Alt+ArrowUp/Down anywhere in the row, or plain ArrowUp/Down on
 * the focused drag handle. Returns the new index, or null when the key does not move the row (or the
 * row is already at that end).
 */
export function keyboardTarget(event: ReorderKey, index: number, length: number, onHandle: boolean): number | null {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return null;
  if (!event.altKey && !onHandle) return null;
  const target = event.key === 'ArrowUp' ? index - 1 : index + 1;
  if (target < 0 || target >= length) return null;
  return target;
}

/** What the live region says after a move, e.g. 'Moved “Open Song” to position 2 of 5.' */
export function moveAnnouncement(title: string, to: number, length: number): string {
  return `Moved “${title}” to position ${to + 1} of ${length}.`;
}
