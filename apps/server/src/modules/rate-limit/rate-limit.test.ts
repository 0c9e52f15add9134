import { DEFAULT_RATE_LIMIT_SETTINGS } from '@serenade/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { insertSong } from '../songs/songs.repo';
import { storeKind, waitText } from './rate-limit';

// Issue 13: rate limits per network address and per account, numbers from the settings, 429 + Retry-After
// + RATE_LIMITED. The harness exempts 127.0.0.1 (inject's address), so these calls come from others.

const from = (ip: string) => ({ remoteAddress: ip });

describe('which store keeps the counters', () => {
  it('memory for one embedded process, PostgreSQL for a database server, Redis when given', () => {
    expect(storeKind({ rateLimitStore: undefined, redisUrl: undefined, databaseUrl: undefined })).toBe('memory');
    expect(storeKind({ rateLimitStore: undefined, redisUrl: undefined, databaseUrl: 'postgres://x/y' })).toBe(
      'postgres',
    );
    expect(storeKind({ rateLimitStore: undefined, redisUrl: 'redis://r', databaseUrl: 'postgres://x/y' })).toBe(
      'redis',
    );
    expect(storeKind({ rateLimitStore: 'memory', redisUrl: undefined, databaseUrl: 'postgres://x/y' })).toBe('memory');
  });

  it('says how long to wait in words', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(42)).toBe('42 seconds');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(300)).toBe('5 minutes');
    expect(waitText(3600)).toBe('1 hour');
  });
});

describe.each(DB_TARGETS)('rate limits (%s)', (target) => {
  const t = useTestApp(target);

  it('slows a password spray: the 11th sign-in from one address in 5 minutes is refused, other addresses are not', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < DEFAULT_RATE_LIMIT_SETTINGS.login.max; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spray${i}@example.com`, password: 'Wrong-passw0rd' },
        ...from(ip),
      });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(DEFAULT_RATE_LIMIT_SETTINGS.login.max - i - 1));
    }
    const refused = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'spray-last@example.com', password: 'Wrong-passw0rd' },
      ...from(ip),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.json().error).toMatch(/^Too many sign-in attempts from your network\. Please wait \d+ minutes?/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_RATE_LIMIT_SETTINGS.login.windowSeconds);
    // Admin sign-in and the two-factor step count against the same address.
    const admin = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'boss@serenade.local', password: 'Wrong-passw0rd' },
      ...from(ip),
    });
    expect(admin.statusCode).toBe(429);
    const twoFactor = await t.request({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      payload: {},
      ...from(ip),
    });
    expect(twoFactor.statusCode).toBe(429);

    // A real member signing in from elsewhere is not affected.
    const member = await t.createUser();
    const ok = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: member.password },
      ...from('198.51.100.7'),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('reads its numbers from the settings and counts a member by account, whatever their address', async () => {
    await t.app.ctx.settings.set('rateLimits', {
      ...DEFAULT_RATE_LIMIT_SETTINGS,
      comments: { max: 3, windowSeconds: 120 },
      forms: { max: 2, windowSeconds: 60 },
    });
    const member = await t.createUser();
    const other = await t.createUser();
    const song = await insertSong(t.app.ctx.db, { title: 'Limits', artist: 'Serenade', isPublic: true });
    const { token } = await t.login(member.email, member.password);
    const { token: otherToken } = await t.login(other.email, other.password);
    const comment = (tok: string, ip: string, n: number) =>
      t.request({
        method: 'POST',
        url: `/api/songs/${song.id}/comments`,
        headers: bearer(tok),
        payload: { content: `Comment ${n}` },
        ...from(ip),
      });
    for (let i = 0; i < 3; i++) expect((await comment(token, `192.0.2.${i + 1}`, i)).statusCode).toBeLessThan(300);
    const fourth = await comment(token, '192.0.2.99', 4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(fourth.json().error).toMatch(/^Too many comments\. Please wait (\d+ seconds|\d+ minutes?) and try again\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was written by the refused call.
    const list = await t.request({ method: 'GET', url: `/api/songs/${song.id}/comments` });
    expect(JSON.stringify(list.json())).not.toContain('Comment 4');
    // Another member on the same address as the last call still comments.
    expect((await comment(otherToken, '192.0.2.99', 5)).statusCode).toBeLessThan(300);

    // Forms by address: the third newsletter sign-up from one address within the minute is refused.
    const subscribe = (n: number) =>
      t.request({
        method: 'POST',
        url: '/api/notify/subscribe',
        payload: { email: `news${n}@example.com` },
        ...from('203.0.113.50'),
      });
    expect((await subscribe(1)).statusCode).toBe(200);
    expect((await subscribe(2)).statusCode).toBe(200);
    const third = await subscribe(3);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many messages from your network/);
    expect(await t.mails('news3@example.com')).toHaveLength(0);
    await t.app.ctx.settings.set('rateLimits', DEFAULT_RATE_LIMIT_SETTINGS);
  });

  it('never limits an exempt address', async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMIT_SETTINGS.login.max + 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: `exempt${i}@example.com`, password: 'Wrong-passw0rd' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  // Only a database server can be shared by two processes (the embedded one is locked to one).
  if (target === 'postgres')
    it('shares the counts between processes on one database server', async () => {
      const second = await buildApp({ ...t.config, rateLimitStore: undefined });
      try {
        const ip = '203.0.113.77';
        const attempt = (app: typeof second, i: number) =>
          app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: `shared${i}@example.com`, password: 'Wrong-passw0rd' },
            ...from(ip),
          });
        const max = DEFAULT_RATE_LIMIT_SETTINGS.login.max;
        for (let i = 0; i < max; i++) {
          const res = await attempt(i % 2 ? second : t.app, i);
          expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
        }
        expect((await attempt(second, max)).statusCode).toBe(429);
        expect((await attempt(t.app, max + 1)).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });
});
