import { createApiClient } from './api-client';
import { ACCESS_TOKEN_KEY, createSessionManager, REFRESH_TOKEN_KEY, type TokenStorage } from './session-manager';

function browserStorage(): TokenStorage {
  try {
    const probe = '__serenade_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    // Storage blocked (privacy mode): keep the session for this page only.
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

function crossTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    const locks = navigator.locks;
    // The lock is held until the task settles.
    return new Promise<T>((resolve, reject) => {
      locks.request('serenade-token-refresh', () => task().then(resolve, reject)).catch(reject);
    });
  }
  return task();
}

export const session = createSessionManager({
  storage: browserStorage(),
  fetchFn: (input, init) => fetch(input, init),
  lock: crossTabLock,
});

export const api = createApiClient({ session, fetchFn: (input, init) => fetch(input, init) });

let started = false;

/** Reads the stored tokens and follows changes made in other tabs. Call once before rendering. */
export function startSession() {
  if (started) return;
  started = true;
  session.syncFromStorage();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
      session.syncFromStorage();
    }
  });
}
