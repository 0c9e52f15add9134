import { describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

// Issue #16 item 12: guesses made with a session (password change, account deletion, e-mail change) were not
// limited. They now count towards the same lockout as logins (security setting loginAttempts, 5 by default).
describe.each(DB_TARGETS)('password guesses made with a session are limited (%s)', (target) => {
  const t = useTestApp(target);

  const guesses = [
    {
      what: 'the password-change form',
      send: (token: string, guess: string) =>
        t.request({
          method: 'PUT',
          url: '/api/profile',
          headers: bearer(token),
          payload: { currentPassword: guess, newPassword: 'N3w-Passw0rd!' },
        }),
    },
    {
      what: 'the e-mail change',
      send: (token: string, guess: string) =>
        t.request({
          method: 'PUT',
          url: '/api/profile',
          headers: bearer(token),
          payload: { email: 'somewhere.else@example.com', currentPassword: guess },
        }),
    },
    {
      what: 'account deletion',
      send: (token: string, guess: string) =>
        t.request({ method: 'DELETE', url: '/api/account', headers: bearer(token), payload: { password: guess } }),
    },
  ];

  for (const g of guesses) {
    it(`locks the account after too many wrong guesses through ${g.what}, logins included`, async () => {
      const u = await t.createUser();
      const { token } = await t.login(u.email, u.password);
      const { loginAttempts } = await t.app.ctx.settings.get('security');
      for (let i = 0; i < loginAttempts; i++) {
        const res = await g.send(token, `wrong-guess-${i}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('WRONG_PASSWORD');
      }
      // The right password no longer helps: neither through the session nor at the login form.
      const locked = await g.send(token, u.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
      expect(locked.json().error).toMatch(
        /^Too many wrong passwords for this account\. Please try again in \d+ minutes?\.$/,
      );
      const login = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: u.password },
      });
      expect(login.statusCode).toBe(429);
      // The account is still there, with its old password.
      expect((await t.request({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    });
  }

  it('counts failed logins against the session check too', async () => {
    const u = await t.createUser();
    const { token } = await t.login(u.email, u.password);
    const { loginAttempts } = await t.app.ctx.settings.get('security');
    for (let i = 0; i < loginAttempts; i++)
      await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: `nope-${i}` } });
    const res = await guesses[0]!.send(token, u.password);
    expect(res.statusCode).toBe(429);
  });
});

// Issue #16 item 3: with a stolen session token alone, PUT /api/profile {email} moved the account to the
// attacker's address without telling the owner, and a password reset then went to the attacker.
describe.each(DB_TARGETS)(
  'changing the e-mail needs the password, a link to the new address, and can be undone (%s)',
  (target) => {
    const t = useTestApp(target);
    const put = (token: string, payload: object) =>
      t.request({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });
    const me = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/profile', headers: bearer(token) })).json().data;
    const linkParam = async (to: string, param: 'confirm' | 'undo') => {
      await t.drain();
      const mail = (await t.inbox(to)).find((m) => m.text.includes(`/account/email?${param}=`))!;
      return new URL(linkIn(mail.text, `/account/email?${param}=`)).searchParams.get(param)!;
    };

    it('refuses a change with the session alone, or a wrong password, naming the field; nothing changes', async () => {
      const u = await t.createUser();
      const { token } = await t.login(u.email, u.password);
      const none = await put(token, { email: 'attacker@example.com' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        field: 'currentPassword',
        error: 'Enter your current password to change your e-mail address',
      });
      const wrong = await put(token, { email: 'attacker@example.com', currentPassword: 'guess-1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
      expect(await me(token)).toMatchObject({ email: u.email, pendingEmail: null });
      await t.drain();
      expect(await t.mails('attacker@example.com')).toHaveLength(0);
      // The reset still goes to the owner.
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'attacker@example.com' } });
      await t.drain();
      expect(await t.inbox('attacker@example.com')).toHaveLength(0);
    });

    it('changes the address only when the new address follows its link, and tells the old one', async () => {
      const u = await t.createUser();
      const { token } = await t.login(u.email, u.password);
      const asked = await put(token, { email: 'moved.here@example.com', currentPassword: u.password });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().data).toMatchObject({ email: u.email, pendingEmail: 'moved.here@example.com' });
      // Until confirmed, the old address signs in and the new one does not.
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/login',
            payload: { email: 'moved.here@example.com', password: u.password },
          })
        ).statusCode,
      ).toBe(401);
      const notice = (await t.mails(u.email)).find((m) => m.kind === 'email-change-notice')!;
      expect(notice.text).toContain('moved.here@example.com');
      expect(notice.text).toContain('[hidden: e-mail change undo link]');

      const confirm = await linkParam('moved.here@example.com', 'confirm');
      const ok = await t.request({
        method: 'POST',
        url: '/api/auth/email-change/confirm',
        payload: { token: confirm },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toEqual({
        message: 'Your e-mail address is now moved.here@example.com.',
        email: 'moved.here@example.com',
      });
      expect(await me(token)).toMatchObject({
        email: 'moved.here@example.com',
        pendingEmail: null,
        emailVerified: true,
      });
      const again = await t.request({
        method: 'POST',
        url: '/api/auth/email-change/confirm',
        payload: { token: confirm },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('INVALID_TOKEN');
    });

    it('lets the old address undo a change made with a stolen session and password: address back, sessions ended', async () => {
      const u = await t.createUser();
      const owner = await t.login(u.email, u.password);
      const thief = await t.login(u.email, u.password);
      await put(thief.token, { email: 'thief@example.com', currentPassword: u.password });
      const confirm = await linkParam('thief@example.com', 'confirm');
      await t.request({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token: confirm } });
      expect((await me(owner.token)).email).toBe('thief@example.com');

      const undo = await linkParam(u.email, 'undo');
      const res = await t.request({ method: 'POST', url: '/api/auth/email-change/undo', payload: { token: undo } });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ email: u.email, resetToken: expect.any(String) });
      for (const s of [owner, thief]) {
        expect((await t.request({ method: 'GET', url: '/api/profile', headers: bearer(s.token) })).statusCode).toBe(
          401,
        );
        expect(
          (await t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: s.refreshToken } }))
            .statusCode,
        ).toBe(401);
      }
      // The owner chooses a new password with the token that came back; the thief's knowledge is worthless.
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: data.resetToken, password: 'Back#InControl1' },
      });
      expect(reset.statusCode).toBe(200);
      const login = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: 'Back#InControl1' },
      });
      expect(login.statusCode).toBe(200);
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/email-change/undo', payload: { token: undo } })).statusCode,
      ).toBe(400);
    });

    it('undoing before confirmation cancels the change, and the confirmation link then dies', async () => {
      const u = await t.createUser();
      const { token } = await t.login(u.email, u.password);
      await put(token, { email: 'never.mind@example.com', currentPassword: u.password });
      const confirm = await linkParam('never.mind@example.com', 'confirm');
      const undo = await linkParam(u.email, 'undo');
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/email-change/undo', payload: { token: undo } })).statusCode,
      ).toBe(200);
      const late = await t.request({
        method: 'POST',
        url: '/api/auth/email-change/confirm',
        payload: { token: confirm },
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe(
        'This link is no longer valid: the e-mail change was undone or replaced by a newer one.',
      );
      const fresh = await t.login(u.email, u.password);
      expect(await me(fresh.token)).toMatchObject({ email: u.email, pendingEmail: null });
    });
  },
);
