import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number };
export type ToastItem = ToastInput & { id: number };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a short, non-blocking message. Callable from anywhere, no hook needed. */
export function toast(input: ToastInput): void {
  items = [...items.slice(-3), { ...input, id: nextId++ }];
  emit();
}

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/** Loads the toast UI once there is something to show, keeping it out of the first page load. */
export function LazyToaster() {
  const list = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [active, setActive] = useState(false);
  // Once needed it stays mounted, so exit animations can play.
  if (list.length > 0 && !active) setActive(true);
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
