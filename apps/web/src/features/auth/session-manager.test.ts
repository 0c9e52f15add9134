import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ACCESS_TOKEN_KEY, createSessionManager, REFRESH_TOKEN_KEY } from './session-manager';
import { fakeJwt, jsonResponse, memoryStorage } from './test-tokens';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = NOW / 1000;

function token(secondsLeft: number, extra: Record<string, unknown> = {}) {
  return fakeJwt({
    sub: 'u1',
    email: 'ana@example.com',
    name: 'Ana',
    role: 'admin',
    exp: nowSeconds + secondsLeft,
    ...extra,
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fake network edge: records every call and answers with the handler. */
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return handler(url, init);
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

function setup(initial: Record<string, string>, handler: Handler) {
  const storage = memoryStorage(initial);
  const network = fakeFetch(handler);
  const session = createSessionManager({ storage, fetchFn: network.fn, now: () => NOW, autoRefresh: false });
  const api = createApiClient({ session, fetchFn: network.fn });
  return { storage, network, session, api };
}

describe('token refresh', () => {
  it('runs a single refresh for concurrent callers and stores the rotated refresh token', async () => {
    const fresh = token(3600);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { storage, network, session } = setup(
      { [ACCESS_TOKEN_KEY]: token(120), [REFRESH_TOKEN_KEY]: 'refresh-1' },
      async (url) => {
        if (url === '/api/auth/refresh') {
          await gate;
          return jsonResponse(200, { success: true, data: { token: fresh, refreshToken: 'refresh-2' } });
        }
        return jsonResponse(404, {});
      },
    );
    session.syncFromStorage();

    const pending = [session.getAccessToken(), session.getAccessToken(), session.refresh()];
    release();
    const results = await Promise.all(pending);

    expect(results).toEqual([fresh, fresh, fresh]);
    expect(network.calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(JSON.parse(String(network.calls[0]?.init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(storage.map.get(ACCESS_TOKEN_KEY)).toBe(fresh);
    expect(storage.map.get(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { id: 'u1', role: 'admin' } });
  });

  it('does not refresh while more than 5 minutes remain', async () => {
    const current = token(10 * 60);
    const { network, session } = setup({ [ACCESS_TOKEN_KEY]: current, [REFRESH_TOKEN_KEY]: 'r' }, () =>
      jsonResponse(500, {}),
    );
    expect(await session.getAccessToken()).toBe(current);
    expect(network.calls).toHaveLength(0);
  });

  it('clears both tokens when the server rejects the refresh token', async () => {
    const { storage, session } = setup({ [ACCESS_TOKEN_KEY]: token(60), [REFRESH_TOKEN_KEY]: 'revoked' }, () =>
      jsonResponse(401, { success: false, error: 'Invalid refresh token', code: 'INVALID_REFRESH_TOKEN' }),
    );
    session.syncFromStorage();
    await expect(session.refresh()).resolves.toBeNull();
    expect(storage.map.has(ACCESS_TOKEN_KEY)).toBe(false);
    expect(storage.map.has(REFRESH_TOKEN_KEY)).toBe(false);
    expect(session.getState().status).toBe('anonymous');
  });

  it('logs out at start-up when the stored token is unparseable', () => {
    const { storage, session } = setup({ [ACCESS_TOKEN_KEY]: 'not-a-jwt', [REFRESH_TOKEN_KEY]: 'r' }, () =>
      jsonResponse(500, {}),
    );
    session.syncFromStorage();
    expect(session.getState().status).toBe('anonymous');
    expect(storage.map.size).toBe(0);
  });

  it('does not bring a session back when logout happens during a refresh', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { storage, session } = setup({ [ACCESS_TOKEN_KEY]: token(60), [REFRESH_TOKEN_KEY]: 'r1' }, async () => {
      await gate;
      return jsonResponse(200, { success: true, data: { token: token(3600), refreshToken: 'r2' } });
    });
    session.syncFromStorage();
    const refreshing = session.refresh();
    session.clear();
    release();
    await expect(refreshing).resolves.toBeNull();
    expect(storage.map.size).toBe(0);
    expect(session.getState().status).toBe('anonymous');
  });
});

describe('api client', () => {
  it('sends the bearer token and JSON body, and unwraps the envelope', async () => {
    const current = token(3600);
    const { network, api } = setup({ [ACCESS_TOKEN_KEY]: current, [REFRESH_TOKEN_KEY]: 'r' }, () =>
      jsonResponse(201, { success: true, data: { id: 't1' } }),
    );
    await expect(api.post('/api/support', { subject: 'Hi' })).resolves.toEqual({ id: 't1' });
    const headers = network.calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${current}`);
    expect(headers['Content-Type']).toBe('application/json');
    expect(network.calls[0]?.init.body).toBe('{"subject":"Hi"}');
  });

  it('refreshes once and retries once after a 401', async () => {
    const stale = token(3600, { name: 'Old' });
    const fresh = token(3600, { name: 'New' });
    const { network, api, storage } = setup({ [ACCESS_TOKEN_KEY]: stale, [REFRESH_TOKEN_KEY]: 'r1' }, (url, init) => {
      if (url === '/api/auth/refresh') {
        return jsonResponse(200, { success: true, data: { token: fresh, refreshToken: 'r2' } });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === `Bearer ${fresh}`
        ? jsonResponse(200, { success: true, data: { ok: true } })
        : jsonResponse(401, { success: false, error: 'Token expired', code: 'UNAUTHORIZED' });
    });

    await expect(api.get('/api/profile')).resolves.toEqual({ ok: true });
    expect(network.calls.map((c) => c.url)).toEqual(['/api/profile', '/api/auth/refresh', '/api/profile']);
    expect(storage.map.get(REFRESH_TOKEN_KEY)).toBe('r2');
  });

  it('gives up after one retry and reports the server error', async () => {
    const { network, api } = setup({ [ACCESS_TOKEN_KEY]: token(3600), [REFRESH_TOKEN_KEY]: 'r1' }, (url) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, { success: true, data: { token: token(3600, { name: 'x' }), refreshToken: 'r2' } })
        : jsonResponse(401, { success: false, error: 'Account suspended', code: 'ACCOUNT_SUSPENDED' }),
    );
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401, message: 'Account suspended' });
    expect(network.calls.filter((c) => c.url === '/api/profile')).toHaveLength(2);
  });

  it('keeps the reason when the server ends the session of a suspended account, until the next sign-in', async () => {
    const suspended = 'Your account has been suspended. Please contact support.';
    const { api, session, storage } = setup({ [ACCESS_TOKEN_KEY]: token(3600), [REFRESH_TOKEN_KEY]: 'r1' }, () =>
      jsonResponse(401, { success: false, error: suspended, code: 'ACCOUNT_SUSPENDED' }),
    );
    session.syncFromStorage();
    expect(session.endedReason()).toBeNull();
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('anonymous');
    expect(storage.map.has(REFRESH_TOKEN_KEY)).toBe(false);
    expect(session.endedReason()).toBe(suspended);
    session.setSession({ token: token(3600), refreshToken: 'r9' });
    expect(session.endedReason()).toBeNull();
  });

  it('an expired refresh token ends the session without a reason to show', async () => {
    const { api, session } = setup({ [ACCESS_TOKEN_KEY]: token(3600), [REFRESH_TOKEN_KEY]: 'r1' }, () =>
      jsonResponse(401, { success: false, error: 'Session expired', code: 'UNAUTHORIZED' }),
    );
    session.syncFromStorage();
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401 });
    expect(session.getState().status).toBe('anonymous');
    expect(session.endedReason()).toBeNull();
  });

  it('maps network failures and bare HTTP errors to the SPEC 8 messages', async () => {
    const offline = setup({}, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.api.get('/api/health', { auth: false })).rejects.toMatchObject({
      message: 'Could not connect to the server',
    });

    const broken = setup(
      {},
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(broken.api.get('/api/health', { auth: false })).rejects.toMatchObject({
      status: 502,
      message: 'Error 502: Bad Gateway',
    });
  });
});
