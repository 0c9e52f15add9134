import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

describe.each(DB_TARGETS)('sessions and tokens (%s)', (target) => {
  const t = useTestApp(target);
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const profile = (token: string) => t.request({ method: 'GET', url: '/api/profile', headers: bearer(token) });

  it('rotates the refresh token on every use', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email, u.password);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(second.token)).statusCode).toBe(200);
    // Only the hash is stored.
    const stored = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    expect(stored.some((r) => r.tokenHash === second.refreshToken)).toBe(false);
  });

  it('ends the whole session when a rotated refresh token is replayed', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email, u.password);
    const second = (await refresh(first.refreshToken)).json().data;
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The legitimate newer token is revoked too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('expires refresh tokens after the session timeout from settings', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    const [row] = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThan(61);
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, u.id));
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the refresh token on logout', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: s.refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('stops a suspended member’s tokens at once', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    expect((await profile(s.token)).statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, u.id));
    const res = await profile(s.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 to tampered, expired, wrong-secret and malformed tokens', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    const [h, p, sig] = s.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = [
      h,
      Buffer.from(JSON.stringify({ ...payload, role: 'superadmin' })).toString('base64url'),
      sig,
    ].join('.');
    const key = new TextEncoder().encode(t.config.jwtAccessSecret);
    const claims = { email: u.email, name: u.name, role: 'user', fam: 'x', typ: 'access' };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('serenade')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const wrongSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('serenade')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const token of [tampered, expired, wrongSecret, none, 'garbage', `${s.token}x`]) {
      const res = await profile(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().success).toBe(false);
    }
    expect((await profile(expired)).json().code).toBe('TOKEN_EXPIRED');
    const noScheme = await t.request({ method: 'GET', url: '/api/profile', headers: { authorization: s.token } });
    expect(noScheme.statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});
