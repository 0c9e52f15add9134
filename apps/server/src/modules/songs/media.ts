import { createHmac, timingSafeEqual } from 'node:crypto';

export type MediaAsset = 'audio' | 'cover' | 'peaks' | 'download';

/** Short-lived links to private media: an HMAC over song, asset and expiry, never guessable. */
export function createMediaSigner(secret: string, ttlSeconds: number) {
  const key = createHmac('sha256', secret).update('serenade-media-urls').digest();
  const sign = (id: string, asset: MediaAsset, exp: number, shareKeyId = '') =>
    createHmac('sha256', key)
      .update(`${id}/${asset}/${exp}${shareKeyId ? `/${shareKeyId}` : ''}`)
      .digest('base64url')
      .slice(0, 32);

  /**
   * `shareKeyId`: the link was handed out through a share key, and the media route serves it only while
   * that key is live, so revoking a private link also ends the media links it opened.
   */
  function signedPath(id: string, asset: MediaAsset, ttl = ttlSeconds, shareKeyId?: string): string {
    const exp = Math.floor(Date.now() / 1000) + ttl;
    const k = shareKeyId ? `&k=${shareKeyId}` : '';
    return `/media/songs/${id}/${asset}?exp=${exp}${k}&sig=${sign(id, asset, exp, shareKeyId)}`;
  }

  function verify(
    id: string,
    asset: MediaAsset,
    exp: string | undefined,
    sig: string | undefined,
    shareKeyId?: string,
  ): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) < Date.now() / 1000) return false;
    const expected = Buffer.from(sign(id, asset, Number(exp), shareKeyId));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The secret half of a share key (song_share_keys): recomputed, never stored. */
  const shareSignature = (keyId: string) =>
    createHmac('sha256', key).update(`song-share/${keyId}`).digest('base64url').slice(0, 27);

  return {
    signedPath,
    verify,
    shareSignature,
    publicPath: (id: string, asset: MediaAsset) => `/media/songs/${id}/${asset}`,
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

/** Parses a single `bytes=` range. null: no range asked; 'invalid': answer 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (header === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) return 'invalid';
  return { start, end };
}
