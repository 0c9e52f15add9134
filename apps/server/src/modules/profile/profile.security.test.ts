import { describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

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
