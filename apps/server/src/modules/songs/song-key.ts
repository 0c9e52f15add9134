import type { FastifyRequest } from 'fastify';

/**
 * The key that opens a private song, sent by the song page with every call about that song: the
 * `X-Song-Key` header (or `?key=` on a GET). Either the buyer's link or a share key; see songs.service.
 */
export function songKey(req: FastifyRequest): string | undefined {
  const header = req.headers['x-song-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (req.query as { key?: unknown } | undefined)?.key;
  const key = fromHeader || (typeof fromQuery === 'string' ? fromQuery : undefined);
  return key && key.length <= 2048 ? key : undefined;
}
