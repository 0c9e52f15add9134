import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { buildUploadForm, createSongUploader, type UploadFieldValues } from './api';
import { FakeXhr } from './fake-xhr';

const fields: UploadFieldValues = {
  title: '  Evening Song ',
  artist: '',
  category: 'jazz',
  isPublic: false,
  description: 'Recorded live',
};
const audio = () => new File([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], 'evening.mp3', { type: 'audio/mpeg' });

/** Hands out fake requests and lets the test answer each one once it has been sent. */
function xhrQueue() {
  const made: FakeXhr[] = [];
  const createXhr = () => {
    const xhr = new FakeXhr();
    made.push(xhr);
    return xhr;
  };
  const next = async (index: number) => {
    await vi.waitFor(() => {
      if (!made[index]?.body) throw new Error(`request ${index} not sent yet`);
    });
    return made[index]!;
  };
  return { made, createXhr, next };
}

describe('buildUploadForm', () => {
  it('puts the text fields first and the file last, with the defaults the server expects', () => {
    const form = buildUploadForm(fields, audio());
    expect([...form.keys()]).toEqual(['title', 'artist', 'category', 'is_public', 'description', 'file']);
    expect(form.get('title')).toBe('Evening Song');
    expect(form.get('artist')).toBe('Unknown Artist');
    expect(form.get('is_public')).toBe('false');
    expect((form.get('file') as File).name).toBe('evening.mp3');
  });
});

describe('createSongUploader', () => {
  it('gets a fresh access token before sending and sends it as a bearer token', async () => {
    const { createXhr, next } = xhrQueue();
    const session = { getAccessToken: vi.fn(async () => 'token-1'), refresh: vi.fn() };
    const upload = createSongUploader({ session, createXhr })(fields, audio());
    const xhr = await next(0);
    expect(session.getAccessToken).toHaveBeenCalledTimes(1);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    xhr.respond(201, { success: true, data: { id: 's1', title: 'Evening Song' } });
    await expect(upload).resolves.toMatchObject({ id: 's1' });
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('refreshes once after a 401 and sends the file again with the new token', async () => {
    const { createXhr, next, made } = xhrQueue();
    const session = { getAccessToken: vi.fn(async () => 'stale'), refresh: vi.fn(async () => 'fresh') };
    const upload = createSongUploader({ session, createXhr })(fields, audio());
    (await next(0)).respond(401, { success: false, error: 'Session expired', code: 'UNAUTHENTICATED' });
    const retry = await next(1);
    expect(retry.headers.Authorization).toBe('Bearer fresh');
    retry.respond(201, { success: true, data: { id: 's2' } });
    await expect(upload).resolves.toMatchObject({ id: 's2' });
    expect(made).toHaveLength(2);
  });

  it('gives up with the 401 when the session cannot be refreshed', async () => {
    const { createXhr, next, made } = xhrQueue();
    const session = { getAccessToken: vi.fn(async () => 'stale'), refresh: vi.fn(async () => null) };
    const upload = createSongUploader({ session, createXhr })(fields, audio());
    (await next(0)).respond(401, { success: false, error: 'Please log in to upload songs', code: 'UNAUTHENTICATED' });
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please log in to upload songs' });
    expect(made).toHaveLength(1);
  });

  it('does not retry other failures', async () => {
    const { createXhr, next, made } = xhrQueue();
    const session = { getAccessToken: vi.fn(async () => 't'), refresh: vi.fn(async () => 'fresh') };
    const upload = createSongUploader({ session, createXhr })(fields, audio());
    (await next(0)).respond(415, {
      success: false,
      error: 'Only audio files are accepted (MP3, WAV, etc.)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(upload).rejects.toMatchObject({ status: 415 });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(made).toHaveLength(1);
  });
});
