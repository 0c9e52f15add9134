import { ApiError } from '../../../lib/api-error';
import { session } from '../../auth/client';
import { sendWithProgress, type UploadProgress } from '../../upload/xhr-upload';

export type AdminUploadFields = {
  requestId: string | null;
  title: string;
  artist: string;
  isPublic: boolean;
  notifyRecipient: boolean;
  notifyFriendsFamily: boolean;
};
export type AdminUploadResult = { songId: string; requestId: string | null; emailsSent: number };

/** SPEC 7: multipart with mp3_file, request_id and the extras; text fields first, the file last. */
export function buildAdminUploadForm(f: AdminUploadFields, file: File): FormData {
  const form = new FormData();
  if (f.requestId) form.append('request_id', f.requestId);
  form.append('title', f.title.trim());
  form.append('artist', f.artist.trim() || 'Serenade');
  form.append('is_public', String(f.isPublic));
  form.append('notify_recipient', String(f.notifyRecipient));
  form.append('notify_friends_family', String(f.notifyFriendsFamily));
  form.append('mp3_file', file, file.name);
  return form;
}

/** Sends with upload progress; on a 401 refreshes the session once and sends again. */
export async function uploadAdminSong(
  fields: AdminUploadFields,
  file: File,
  o: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AdminUploadResult> {
  const send = (token: string | null) =>
    sendWithProgress<AdminUploadResult>({
      url: '/api/admin/upload',
      body: buildAdminUploadForm(fields, file),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      onProgress: o.onProgress,
      signal: o.signal,
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
}
