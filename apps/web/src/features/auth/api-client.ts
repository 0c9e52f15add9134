import { networkError } from '../../lib/api-error';
import { readEnvelope } from '../../lib/envelope';
import type { SessionManager } from './session-manager';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Send the bearer token (default true). Login and sign-up calls pass false. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type ApiClientDeps = {
  session: Pick<SessionManager, 'getAccessToken' | 'peekAccessToken' | 'refresh'>;
  fetchFn: typeof fetch;
  baseUrl?: string;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * fetch wrapper: bearer token, JSON by default, reads the envelope, and on a 401 refreshes the
 * session once and retries once.
 */
export function createApiClient({ session, fetchFn, baseUrl = '' }: ApiClientDeps) {
  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body; // the browser sets the multipart boundary
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetchFn(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const useAuth = options.auth !== false;
    const token = useAuth ? await session.getAccessToken() : null;
    let response = await send(path, options, token);

    if (response.status === 401 && token) {
      // Another request may already have refreshed; otherwise refresh now (single-flight).
      const stored = session.peekAccessToken();
      let fresh: string | null = stored && stored !== token ? stored : null;
      if (!fresh) fresh = await session.refresh().catch(() => null);
      if (fresh) response = await send(path, options, fresh);
    }
    return readEnvelope<T>(response);
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}
