import { describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, useTestApp } from './test/harness';

const ENDPOINTS: { url: string; method: 'POST' | 'PUT'; auth?: boolean; valid: Record<string, unknown> }[] = [
  { url: '/api/signup', method: 'POST', valid: { name: 'N', email: 'n@example.com', password: 'Passw0rd!' } },
  { url: '/api/login', method: 'POST', valid: { email: 'n@example.com', password: 'x' } },
  { url: '/api/admin/login', method: 'POST', valid: { email: 'n@example.com', password: 'x' } },
  { url: '/api/auth/refresh', method: 'POST', valid: { refreshToken: 'abc' } },
  { url: '/api/auth/verify-email', method: 'POST', valid: { token: 'abc' } },
  { url: '/api/auth/forgot-password', method: 'POST', valid: { email: 'n@example.com' } },
  { url: '/api/auth/reset-password', method: 'POST', valid: { token: 'abc', password: 'Passw0rd!' } },
  {
    url: '/api/setup',
    method: 'POST',
    valid: { token: 'abc', name: 'N', email: 'n@example.com', password: 'Passw0rd!' },
  },
  { url: '/api/profile', method: 'PUT', auth: true, valid: { name: 'N' } },
  { url: '/api/support', method: 'POST', valid: { name: 'N', email: 'n@example.com', subject: 's', message: 'm' } },
];

describe.each(DB_TARGETS)('bad input to auth and profile endpoints (%s)', (target) => {
  const t = useTestApp(target);

  it('answers every malformed request with a 4xx naming the problem, never a 500', async () => {
    const u = await t.createUser();
    const { token } = await t.login(u.email, u.password);
    for (const ep of ENDPOINTS) {
      const headers = { 'content-type': 'application/json', ...(ep.auth ? bearer(token) : {}) };
      const send = (payload: string) => t.request({ method: ep.method, url: ep.url, headers, payload });
      const label = (what: string) => `${ep.method} ${ep.url}: ${what}`;

      const malformed = await send('{"email": ');
      expect(malformed.statusCode, label('malformed')).toBe(400);
      expect(malformed.json(), label('malformed')).toMatchObject({ success: false, code: 'INVALID_JSON' });

      const unknown = await send(JSON.stringify({ ...ep.valid, isAdmin: true }));
      expect(unknown.statusCode, label('unknown field')).toBe(400);
      expect(unknown.json().field, label('unknown field')).toBe('isAdmin');

      for (const key of Object.keys(ep.valid)) {
        const { [key]: _, ...rest } = ep.valid;
        const missing = await send(JSON.stringify(rest));
        // Profile fields are each optional; everywhere else a missing field is named.
        if (ep.url !== '/api/profile') {
          expect(missing.statusCode, label(`missing ${key}`)).toBe(400);
          expect(missing.json().field, label(`missing ${key}`)).toBe(key);
        }
        const wrongType = await send(JSON.stringify({ ...ep.valid, [key]: { nested: [1] } }));
        expect(wrongType.statusCode, label(`wrong type ${key}`)).toBe(400);
        expect(wrongType.json().field, label(`wrong type ${key}`)).toBe(key);
        const huge = await send(JSON.stringify({ ...ep.valid, [key]: 'x'.repeat(20_000) }));
        expect(huge.statusCode, label(`huge ${key}`)).toBeGreaterThanOrEqual(400);
        expect(huge.statusCode, label(`huge ${key}`)).toBeLessThan(500);
      }
      for (const body of ['[]', '"text"', '42', 'null']) {
        const res = await send(body);
        expect(res.statusCode, label(body)).toBe(400);
      }
    }
  });

  it('rejects names over 100 and passwords over 256 characters by name', async () => {
    const longName = await t.request({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'n'.repeat(101), email: 'l@example.com', password: 'Passw0rd!' },
    });
    expect(longName.json()).toMatchObject({ field: 'name', error: 'Name must be at most 100 characters' });
    const longPassword = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'l@example.com', password: 'p'.repeat(257) },
    });
    expect(longPassword.json()).toMatchObject({ field: 'password', error: 'Password must be at most 256 characters' });
  });

  it('needs a body where one is expected', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Request body is required' });
  });
});
