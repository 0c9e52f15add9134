import { ApiError, networkError } from '../../lib/api-error';
import { readEnvelope } from '../../lib/envelope';
import { decodeJwt, msUntilExpiry, userFromClaims, type SessionUser, type TokenClaims } from './jwt';

export const ACCESS_TOKEN_KEY = 'serenade.token';
export const REFRESH_TOKEN_KEY = 'serenade.refreshToken';
/** SPEC 9: refresh when fewer than 5 minutes remain. */
export const REFRESH_THRESHOLD_MS = 5 * 60_000;

export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';
export type SessionState = { status: SessionStatus; user: SessionUser | null };
export type SessionTokens = { token: string; refreshToken: string };

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionManagerDeps = {
  storage: TokenStorage;
  fetchFn: typeof fetch;
  now?: () => number;
  /** Serialises refreshes across browser tabs (Web Locks); refresh tokens rotate, so two tabs must not race. */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Refresh in the background shortly before the access token expires. */
  autoRefresh?: boolean;
};

export type SessionManager = ReturnType<typeof createSessionManager>;

const ANONYMOUS: SessionState = { status: 'anonymous', user: null };
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Owns the two tokens in storage and the signed-in user decoded from the access token.
 * Only one refresh runs at a time: concurrent callers share its promise.
 */
export function createSessionManager(deps: SessionManagerDeps) {
  const { storage, fetchFn } = deps;
  const now = deps.now ?? Date.now;
  const lock = deps.lock ?? (<T>(task: () => Promise<T>) => task());
  const autoRefresh = deps.autoRefresh ?? true;

  let state: SessionState = ANONYMOUS;
  let inflight: Promise<string | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped on every sign-out so a refresh that finishes afterwards cannot resurrect the session.
  let generation = 0;
  // Why the server ended the session (a suspended account), for the login page to say; null otherwise.
  let endedReason: string | null = null;
  const listeners = new Set<() => void>();

  function read(key: string): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  function setState(next: SessionState) {
    const same =
      next.status === state.status &&
      next.user?.id === state.user?.id &&
      next.user?.email === state.user?.email &&
      next.user?.name === state.user?.name &&
      next.user?.role === state.user?.role &&
      next.user?.avatar === state.user?.avatar;
    if (same) return;
    state = next;
    for (const listener of listeners) listener();
  }

  /** A token whose whole life is shorter than the threshold would otherwise refresh in a loop. */
  function thresholdFor(claims: TokenClaims): number {
    if (typeof claims.exp === 'number' && typeof claims.iat === 'number') {
      const lifetime = (claims.exp - claims.iat) * 1000;
      if (lifetime > 0) return Math.min(REFRESH_THRESHOLD_MS, lifetime / 2);
    }
    return REFRESH_THRESHOLD_MS;
  }

  function needsRefresh(claims: TokenClaims): boolean {
    return msUntilExpiry(claims, now()) <= thresholdFor(claims);
  }

  function schedule(claims: TokenClaims) {
    clearTimeout(timer);
    if (!autoRefresh || typeof claims.exp !== 'number') return;
    const delay = Math.min(Math.max(msUntilExpiry(claims, now()) - thresholdFor(claims), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      // A failure here is retried by the next API call; nothing to report.
      refresh().catch(() => undefined);
    }, delay);
  }

  function clear() {
    generation += 1;
    clearTimeout(timer);
    try {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      // Storage unavailable: nothing stored to remove.
    }
    setState(ANONYMOUS);
  }

  function setSession(tokens: SessionTokens) {
    const claims = decodeJwt(tokens.token);
    const user = claims && msUntilExpiry(claims, now()) > 0 ? userFromClaims(claims) : null;
    if (!claims || !user) {
      clear();
      return;
    }
    storage.setItem(ACCESS_TOKEN_KEY, tokens.token);
    storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    endedReason = null;
    setState({ status: 'authenticated', user });
    schedule(claims);
  }

  /** Re-reads storage (at start-up and when another tab changes the tokens). */
  function syncFromStorage() {
    const access = read(ACCESS_TOKEN_KEY);
    const refreshToken = read(REFRESH_TOKEN_KEY);
    const claims = decodeJwt(access);
    if (access && !claims) {
      clear();
      return;
    }
    const user = claims && msUntilExpiry(claims, now()) > 0 ? userFromClaims(claims) : null;
    if (claims && user) {
      setState({ status: 'authenticated', user });
      schedule(claims);
      if (needsRefresh(claims) && refreshToken) refresh().catch(() => undefined);
      return;
    }
    if (refreshToken) {
      // Expired access token but a refresh token: try to restore before deciding.
      setState({ status: 'restoring', user: null });
      refresh().catch(() => {
        // Server unreachable: show the visitor as logged out but keep the refresh token for a later try.
        if (state.status === 'restoring') setState(ANONYMOUS);
      });
      return;
    }
    clear();
  }

  async function performRefresh(): Promise<string | null> {
    const startGeneration = generation;
    const startRefreshToken = read(REFRESH_TOKEN_KEY);
    if (!startRefreshToken) {
      clear();
      return null;
    }
    return lock(async () => {
      const currentRefresh = read(REFRESH_TOKEN_KEY);
      const currentAccess = read(ACCESS_TOKEN_KEY);
      if (currentRefresh !== startRefreshToken) {
        // Another tab rotated the tokens while we waited for the lock: use its result.
        const claims = decodeJwt(currentAccess);
        if (currentAccess && claims && !needsRefresh(claims)) {
          syncFromStorage();
          return currentAccess;
        }
        if (!currentRefresh) {
          clear();
          return null;
        }
      }
      const refreshToken = currentRefresh ?? startRefreshToken;

      let response: Response;
      try {
        response = await fetchFn('/api/auth/refresh', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
      } catch {
        throw networkError();
      }

      let data: { token?: unknown; refreshToken?: unknown };
      try {
        data = await readEnvelope<{ token?: unknown; refreshToken?: unknown }>(response);
      } catch (error) {
        // The server rejected the refresh token: the session is over. A 5xx is transient, keep it.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          if (error.code === 'ACCOUNT_SUSPENDED') endedReason = error.message;
          clear();
          return null;
        }
        throw error;
      }

      if (generation !== startGeneration) return null;
      if (typeof data?.token !== 'string' || !decodeJwt(data.token)) {
        clear();
        return null;
      }
      // Refresh tokens rotate: always keep the newest one.
      const nextRefresh = typeof data.refreshToken === 'string' && data.refreshToken ? data.refreshToken : refreshToken;
      setSession({ token: data.token, refreshToken: nextRefresh });
      return data.token;
    });
  }

  /** Resolves to the new access token, or null when the session ended. Throws only on transient failures. */
  function refresh(): Promise<string | null> {
    inflight ??= performRefresh().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  /** A usable access token, refreshed first when fewer than 5 minutes remain; null when logged out. */
  async function getAccessToken(): Promise<string | null> {
    const access = read(ACCESS_TOKEN_KEY);
    const refreshToken = read(REFRESH_TOKEN_KEY);
    if (!access) return refreshToken ? refresh().catch(() => null) : null;
    const claims = decodeJwt(access);
    if (!claims) {
      clear();
      return null;
    }
    const expired = msUntilExpiry(claims, now()) <= 0;
    if (!needsRefresh(claims)) return access;
    if (!refreshToken) {
      if (expired) clear();
      return expired ? null : access;
    }
    try {
      return await refresh();
    } catch {
      return expired ? null : access;
    }
  }

  return {
    getState: (): SessionState => state,
    /** The server's reason for ending the session (suspended account), until the next sign-in. */
    endedReason: (): string | null => endedReason,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The stored access token as is, without refreshing. */
    peekAccessToken: () => read(ACCESS_TOKEN_KEY),
    peekRefreshToken: () => read(REFRESH_TOKEN_KEY),
    setSession,
    clear,
    refresh,
    getAccessToken,
    syncFromStorage,
  };
}
