import { networkError } from '../../lib/api-error';
import { readEnvelope } from '../../lib/envelope';

/** `sending` while bytes go up; `processing` once they are all sent and the server is checking the audio. */
export type UploadPhase = 'sending' | 'processing';
export type UploadProgress = { loaded: number; total: number; percent: number; phase: UploadPhase };

type ProgressLike = { lengthComputable: boolean; loaded: number; total: number };

/** The part of XMLHttpRequest used here, so tests can hand in a fake. */
export type XhrLike = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  upload: { onprogress: ((event: ProgressLike) => void) | null; onload: (() => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
};

export type SendWithProgressOptions = {
  url: string;
  body: FormData;
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
};

export function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function responseFrom(xhr: XhrLike): Response {
  const status = xhr.status;
  const body = NULL_BODY_STATUSES.has(status) ? null : xhr.responseText;
  return new Response(body, { status, statusText: xhr.statusText });
}

/**
 * fetch cannot report upload progress, XMLHttpRequest can: sends the form, reports the percentage
 * sent and reads the answer through the same envelope reader as every other call.
 * Rejects with an ApiError (server or network) or an AbortError when the signal fires.
 */
export function sendWithProgress<T>({
  url,
  body,
  method = 'POST',
  headers = {},
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest() as unknown as XhrLike,
}: SendWithProgressOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = createXhr();
    let total = 0;
    const stop = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener('abort', stop);

    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      total = event.total;
      // Never claim 100% before the last byte has gone.
      const percent = Math.min(99, Math.floor((event.loaded / event.total) * 100));
      onProgress?.({ loaded: event.loaded, total: event.total, percent, phase: 'sending' });
    };
    xhr.upload.onload = () => {
      onProgress?.({ loaded: total, total, percent: 100, phase: 'processing' });
    };
    xhr.onload = () => {
      cleanup();
      if (xhr.status === 0) {
        reject(networkError());
        return;
      }
      readEnvelope<T>(responseFrom(xhr)).then(resolve, reject);
    };
    xhr.onerror = () => {
      cleanup();
      reject(networkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      cleanup();
      reject(abortError());
    };

    signal?.addEventListener('abort', stop, { once: true });
    xhr.send(body);
  });
}
