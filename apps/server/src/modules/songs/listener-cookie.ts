import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../limits/limits';

/**
 * Visitors' plays count by a listener id the server issues in a signed, HttpOnly cookie (issue 16 item 8):
 * an id the browser makes up is not believed, so sending a new one per request counts nothing extra.
 * Someone who drops the cookie each time is held by the per-address cap (settings `limits`).
 */
export const LISTENER_COOKIE = 'serenade_listener';
const ONE_YEAR_S = 365 * 24 * 3600;

export function createListenerCookies(secret: string, opts: { secure: boolean }) {
  const sign = (id: string) => createHmac('sha256', secret).update(`listener:${id}`).digest('base64url').slice(0, 32);

  function read(header: string | undefined): string | null {
    if (!header) return null;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== LISTENER_COOKIE) continue;
      const [id, sig] = part
        .slice(eq + 1)
        .trim()
        .split('.');
      if (!id || !sig || !/^[\w-]{16,64}$/.test(id)) return null;
      const want = Buffer.from(sign(id));
      const got = Buffer.from(sig);
      return got.length === want.length && timingSafeEqual(got, want) ? id : null;
    }
    return null;
  }

  /** The visitor's listener id (issued now when missing or forged) and their hashed network address. */
  function identify(req: FastifyRequest, reply: FastifyReply): { listenerId: string; address: string } {
    let id = read(req.headers.cookie);
    if (!id) {
      id = randomBytes(16).toString('base64url');
      reply.header(
        'set-cookie',
        `${LISTENER_COOKIE}=${id}.${sign(id)}; Path=/api; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`,
      );
    }
    return { listenerId: id, address: addressKey(secret, req.ip) };
  }

  return { read, identify };
}

export type ListenerCookies = ReturnType<typeof createListenerCookies>;
