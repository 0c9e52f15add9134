import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DB_TARGETS, useTestApp } from '../../test/harness';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from './auth.service';

describe.each(DB_TARGETS)('signup and login (%s)', (target) => {
  const t = useTestApp(target);
  const signup = (payload: unknown) => t.request({ method: 'POST', url: '/api/signup', payload: payload as object });

  it('signs a visitor up, logs them in, and e-mails a confirmation link and a welcome', async () => {
    const res = await signup({ name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'Engine#1843' });
    expect(res.statusCode).toBe(201);
    const { token, refreshToken, user } = res.json().data;
    expect(user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'user', emailVerified: false });
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: user.id, email: 'ada@example.com', name: 'Ada Lovelace', role: 'user' });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(900);

    await t.drain();
    const mails = await t.mails('ada@example.com');
    expect(mails.map((m) => m.kind).sort()).toEqual(['verify-email', 'welcome']);
    expect(mails.every((m) => m.status === 'stored')).toBe(true);
  });

  it('refuses a second account for the same e-mail with the message from the spec', async () => {
    await signup({ name: 'Grace', email: 'grace@example.com', password: 'Cobol#1959' });
    const again = await signup({ name: 'Grace H', email: 'GRACE@example.com ', password: 'Cobol#1959' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN', error: EMAIL_TAKEN, field: 'email' });
  });

  it('enforces the password policy from the security settings', async () => {
    const short = await signup({ name: 'S', email: 'short@example.com', password: 'a1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 8 characters long');
    const noNumber = await signup({ name: 'S', email: 'short@example.com', password: 'abcdefgh!' });
    expect(noNumber.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      error: 'Password must contain at least one number',
    });
    const noSymbol = await signup({ name: 'S', email: 'short@example.com', password: 'abcdefgh1' });
    expect(noSymbol.json().error).toBe('Password must contain at least one special character');
  });

  it('logs in with the right password and gives one message for a wrong password or an unknown e-mail', async () => {
    const u = await t.createUser();
    const good = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.user.id).toBe(u.id);

    const wrong = await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'nope' } });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'who@example.com', password: 'nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', error: INVALID_CREDENTIALS });
    }
  });

  it('locks an account after five failed logins, even for the right password', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: `bad-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(locked.json().error).toMatch(/Too many failed login attempts\. Please try again in 15 minutes\./);
  });

  it('refuses a suspended member with a clear message', async () => {
    const u = await t.createUser({ status: 'suspended' });
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      error: 'Your account has been suspended. Please contact support.',
    });
  });

  it('admits only staff through the admin login', async () => {
    const member = await t.createUser();
    const editor = await t.createUser({ role: 'editor' });
    const admin = await t.createUser({ role: 'admin' });
    const asMember = await t.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: member.email, password: member.password },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('NOT_ADMIN');
    for (const u of [editor, admin]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: u.email, password: u.password },
      });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().data.token).role).toBe(u.role);
    }
  });

  it('stays closed when sign-ups are disabled in settings', async () => {
    const site = await t.app.ctx.settings.get('site');
    await t.app.ctx.settings.set('site', { ...site, signupsEnabled: false });
    try {
      const res = await signup({ name: 'Late', email: 'late@example.com', password: 'Passw0rd!' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SIGNUPS_DISABLED');
    } finally {
      await t.app.ctx.settings.set('site', site);
    }
  });
});
