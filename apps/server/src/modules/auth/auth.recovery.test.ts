import { describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe.each(DB_TARGETS)('e-mail verification, password reset, first admin (%s)', (target) => {
  const t = useTestApp(target);

  it('verifies an e-mail address with the link from the e-mail, once', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Vera', email: 'vera@example.com', password: 'Passw0rd!' },
    });
    const { token } = res.json().data;
    await t.drain();
    const [mail] = (await t.inbox('vera@example.com')).filter((m) => /Confirm your e-mail/.test(m.subject));
    const link = linkIn(mail!.text, '/verify-email?token=');
    expect(link.startsWith('http://serenade.test/verify-email?token=')).toBe(true);
    expect(mail!.html).toContain('Confirm e-mail');

    const ok = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(link) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.emailVerified).toBe(true);
    const again = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: tokenOf(link) } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', error: 'This link has already been used.' });
    const me = await t.request({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(me.json().data.emailVerified).toBe(true);
    const resend = await t.request({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(token) });
    expect(resend.statusCode).toBe(409);
  });

  it('resets a forgotten password through a single-use link that dies with the old password', async () => {
    const u = await t.createUser({ password: 'OldPass#1' });
    const session = await t.login(u.email, 'OldPass#1');
    const ask = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    expect(ask.statusCode).toBe(200);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(unknown.json()).toEqual(ask.json()); // no account enumeration
    await t.drain();
    const [mail] = await t.inbox(u.email);
    const token = tokenOf(linkIn(mail!.text, '/reset-password?token='));

    const weak = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const done = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NewPass#2' },
    });
    expect(done.statusCode).toBe(200);
    const reuse = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Other#Pass3' },
    });
    expect(reuse.statusCode).toBe(400);

    expect(
      (await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'OldPass#1' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'NewPass#2' } }))
        .statusCode,
    ).toBe(200);
    // Sessions opened with the old password are ended.
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(old.statusCode).toBe(401);
  });

  it('rejects a reset token used as a verification token and vice versa', async () => {
    const u = await t.createUser();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    await t.drain();
    const token = tokenOf(linkIn((await t.inbox(u.email))[0]!.text, '/reset-password?token='));
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', field: 'token' });
  });

  it('creates the first superadmin through the one-time setup link, then closes setup', async () => {
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().data.needsSetup).toBe(true);
    const token = (await t.app.ctx.auth.createSetupToken())!;
    const status = await t.request({ method: 'GET', url: `/api/setup/status?token=${encodeURIComponent(token)}` });
    expect(status.json().data).toEqual({ valid: true, needsSetup: true });
    const res = await t.request({
      method: 'POST',
      url: '/api/setup',
      payload: { token, name: 'Root', email: 'root@serenade.local', password: 'Sup3r#Secret' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.role).toBe('superadmin');
    const again = await t.request({
      method: 'POST',
      url: '/api/setup',
      payload: { token, name: 'Root2', email: 'root2@serenade.local', password: 'Sup3r#Secret' },
    });
    expect(again.statusCode).toBe(400);
    expect(await t.app.ctx.auth.createSetupToken()).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().data.needsSetup).toBe(false);
  });
});
