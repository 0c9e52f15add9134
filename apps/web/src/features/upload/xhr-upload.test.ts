import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { FakeXhr } from './fake-xhr';
import { isAbortError, sendWithProgress, type UploadProgress } from './xhr-upload';

function start(options: { signal?: AbortSignal; headers?: Record<string, string> } = {}) {
  const xhr = new FakeXhr();
  const progress: UploadProgress[] = [];
  const body = new FormData();
  body.append('title', 'Song');
  const promise = sendWithProgress<{ id: string }>({
    url: '/api/songs/upload',
    body,
    headers: options.headers,
    signal: options.signal,
    onProgress: (p) => progress.push(p),
    createXhr: () => xhr,
  });
  return { xhr, progress, promise, body };
}

describe('sendWithProgress', () => {
  it('posts the form with the given headers and asks for JSON', () => {
    const { xhr, body } = start({ headers: { Authorization: 'Bearer abc' } });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/songs/upload');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc' });
    expect(xhr.body).toBe(body);
  });

  it('reports whole percentages while sending, never 100 before the last byte, then processing', async () => {
    const { xhr, progress, promise } = start();
    xhr.progress(0, 1000);
    xhr.progress(333, 1000);
    xhr.progress(1000, 1000); // all bytes handed over, but the upload's load event has not fired yet
    xhr.finishUpload();
    expect(progress.map((p) => [p.percent, p.phase])).toEqual([
      [0, 'sending'],
      [33, 'sending'],
      [99, 'sending'],
      [100, 'processing'],
    ]);
    expect(progress[1]).toMatchObject({ loaded: 333, total: 1000 });
    xhr.respond(201, { success: true, data: { id: 'song-1' } });
    await expect(promise).resolves.toEqual({ id: 'song-1' });
  });

  it('ignores progress events without a known length', () => {
    const { xhr, progress } = start();
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 });
    expect(progress).toEqual([]);
  });

  it("turns the server's error envelope into an ApiError with its status, code, message and field", async () => {
    const { xhr, promise } = start();
    xhr.respond(413, {
      success: false,
      error: 'File size exceeds 10MB limit',
      code: 'PAYLOAD_TOO_LARGE',
      field: 'file',
    });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size exceeds 10MB limit',
      field: 'file',
    });
  });

  it("falls back to 'Error {status}: {statusText}' when the answer is not an envelope", async () => {
    const { xhr, promise } = start();
    xhr.respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(promise).rejects.toMatchObject({ status: 502, message: 'Error 502: Bad Gateway' });
  });

  it('reports a lost connection as a network error', async () => {
    const { xhr, promise } = start();
    xhr.progress(100, 1000);
    xhr.failNetwork();
    await expect(promise).rejects.toMatchObject({ status: 0, message: 'Could not connect to the server' });
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    xhr.progress(400, 1000);
    controller.abort();
    const error = await promise.catch((e: unknown) => e);
    expect(xhr.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });

  it('does not even open a request when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const createXhr = vi.fn(() => new FakeXhr());
    const promise = sendWithProgress({ url: '/x', body: new FormData(), signal: controller.signal, createXhr });
    await expect(promise).rejects.toSatisfy(isAbortError);
    expect(createXhr).not.toHaveBeenCalled();
  });
});
