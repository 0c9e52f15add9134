import type { TSongListItem } from '@serenade/contract';
import { ApiError } from '../../lib/api-error';
import type { SessionManager } from '../auth/session-manager';
import { sendWithProgress, type UploadProgress, type XhrLike } from './xhr-upload';

/** Form values as the server reads them (multipart text parts, SPEC 3 "Upload (user)"). */
export type UploadFieldValues = {
  title: string;
  artist: string;
  category: string;
  isPublic: boolean;
  description: string;
};

export const UPLOAD_URL = '/api/songs/upload';

/** Text fields first, then the file: the server reads the fields before it streams the audio. */
export function buildUploadForm(fields: UploadFieldValues, file: File): FormData {
  const form = new FormData();
  form.append('title', fields.title.trim());
  form.append('artist', fields.artist.trim() || 'Unknown Artist');
  form.append('category', fields.category);
  form.append('is_public', fields.isPublic ? 'true' : 'false');
  form.append('description', fields.description.trim());
  form.append('file', file, file.name);
  return form;
}

export type UploadSongOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

type UploaderDeps = {
  session: Pick<SessionManager, 'getAccessToken' | 'refresh'>;
  createXhr?: () => XhrLike;
};

export type SongUploader = ReturnType<typeof createSongUploader>;

/**
 * Uploads with a fresh access token (refreshed first when it is about to expire, like every API
 * call) and, should the server still answer 401, refreshes once and sends again.
 */
export function createSongUploader({ session, createXhr }: UploaderDeps) {
  return async function uploadSong(
    fields: UploadFieldValues,
    file: File,
    { onProgress, signal }: UploadSongOptions = {},
  ): Promise<TSongListItem> {
    const send = (token: string | null) =>
      sendWithProgress<TSongListItem>({
        url: UPLOAD_URL,
        body: buildUploadForm(fields, file),
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        onProgress,
        signal,
        createXhr,
      });

    const token = await session.getAccessToken();
    try {
      return await send(token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
      const fresh = await session.refresh().catch(() => null);
      if (!fresh) throw error;
      return send(fresh);
    }
  };
}
