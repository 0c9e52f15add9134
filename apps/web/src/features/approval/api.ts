import type { TLyricsApprovalView, TLyricsEditBody } from '@serenade/contract';
import { ApiError } from '../../lib/api-error';
import { api, session } from '../auth/client';

export const approvalKeys = {
  lyrics: (id: string) => ['song-requests', id, 'lyrics'] as const,
};

const base = (id: string) => `/api/songs/request/${encodeURIComponent(id)}/lyrics`;
const withToken = (token: string | null | undefined) => (token ? `?token=${encodeURIComponent(token)}` : '');

export function getLyrics(id: string, token?: string | null) {
  return api.get<TLyricsApprovalView>(`${base(id)}${withToken(token)}`);
}

type Edit = Omit<TLyricsEditBody, 'token'>;
const body = (edit: Edit, token?: string | null) => ({ ...edit, ...(token ? { token } : {}) });

export const saveLyrics = (id: string, edit: Edit, token?: string | null) =>
  api.put<TLyricsApprovalView>(base(id), body(edit, token));
export const redraftLyrics = (id: string, edit: Edit, token?: string | null) =>
  api.post<TLyricsApprovalView>(`${base(id)}/redraft`, body(edit, token));
export const approveLyrics = (id: string, edit: Edit, token?: string | null) =>
  api.post<TLyricsApprovalView>(`${base(id)}/approve`, body(edit, token));

/** The name said (or sung) by the product's own voice, as a playable object URL. */
export async function sayName(
  id: string,
  o: { word: string; respelling?: string; sung: boolean },
  token?: string | null,
): Promise<string> {
  const access = await session.getAccessToken();
  const res = await fetch(`${base(id)}/say`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(access ? { Authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify({ ...o, ...(o.respelling ? {} : { respelling: undefined }), ...(token ? { token } : {}) }),
  });
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new ApiError({
      status: res.status,
      code: env?.code ?? 'ERROR',
      message: env?.error ?? 'The voice could not say that name',
      fromServer: Boolean(env?.error),
    });
  }
  return URL.createObjectURL(await res.blob());
}
