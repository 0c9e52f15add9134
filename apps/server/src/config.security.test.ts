import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config';
import { loginAttempts } from './db/schema';
import { DB_TARGETS, useTestApp } from './test/harness';

describe('TRUST_PROXY parsing', () => {
  it('trusts nobody unless told, and reads true, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,loopback,::1')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
  });

  it('refuses a value that is not an address, naming it', () => {
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY: "proxy.example.com"/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });
});

// The lockout and the sign-in history are keyed by the client address: a forged header must not pick it.
async function loginIp(t: ReturnType<typeof useTestApp>, email: string) {
  const user = await t.createUser({ email });
  await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: 'wrong-password' },
    headers: { 'x-forwarded-for': '203.0.113.7' },
    remoteAddress: '198.51.100.20',
  });
  const [row] = await t.app.ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
  return row?.ip;
}

describe.each(DB_TARGETS)('client address behind proxies (%s)', (target) => {
  describe('default', () => {
    const t = useTestApp(target);
    it('ignores X-Forwarded-For from a client', async () => {
      expect(await loginIp(t, 'xff-default@example.com')).toBe('198.51.100.20');
    });
  });

  describe('TRUST_PROXY set to the proxy address', () => {
    const t = useTestApp(target, { TRUST_PROXY: '198.51.100.20' });
    it('believes the header from that proxy', async () => {
      expect(await loginIp(t, 'xff-proxy@example.com')).toBe('203.0.113.7');
    });
  });
});
