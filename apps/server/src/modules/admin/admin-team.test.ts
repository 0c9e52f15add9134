import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, songRequests, users } from '../../db/schema';
import { multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';
import { updateUser } from '../users/users.repo';

type Who = { id: string; token: string; refreshToken: string; email: string; password: string };

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

describe.each(DB_TARGETS)('admin users and two-factor sign-in (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who, superadmin: Who;

  const mk = async (role: 'user' | 'editor' | 'admin' | 'superadmin' = 'user'): Promise<Who> => {
    const u = await t.createUser({ role });
    const s = await t.login(u.email, u.password);
    return { id: u.id, token: s.token, refreshToken: s.refreshToken, email: u.email, password: u.password };
  };
  const call = (who: Who | null, method: string, url: string, payload?: object) =>
    t.request({
      method: method as 'GET',
      url,
      headers: who ? bearer(who.token) : {},
      ...(payload ? { payload } : {}),
    });
  const security = () => t.app.ctx.settings.get('security');

  beforeAll(async () => {
    [member, suspended, editor, admin, superadmin] = [
      await mk(),
      await mk(),
      await mk('editor'),
      await mk('admin'),
      await mk('superadmin'),
    ];
    await updateUser(t.app.ctx.db, suspended.id, { status: 'suspended' });
  });

  it('lets only a superadmin near the Admin Users routes', async () => {
    const id = editor.id;
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/admins'],
      ['POST', '/api/admin/admins', { email: 'x@example.com', name: 'X', role: 'editor' }],
      ['PUT', `/api/admin/admins/${id}/password`, { password: 'Str0ng#Password' }],
      ['PATCH', `/api/admin/admins/${id}/role`, { role: 'admin' }],
      ['DELETE', `/api/admin/admins/${id}`],
      ['POST', `/api/admin/admins/${id}/two-factor/reset`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(member, method, url, payload)).statusCode, `${method} ${url} member`).toBe(403);
      expect((await call(suspended, method, url, payload)).statusCode, `${method} ${url} suspended`).toBe(401);
      expect((await call(editor, method, url, payload)).statusCode, `${method} ${url} editor`).toBe(403);
      expect((await call(admin, method, url, payload)).statusCode, `${method} ${url} admin`).toBe(403);
    }
    // Nothing happened on the way: the editor is still an editor and no account was made.
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row!.role).toBe('editor');
    expect((await t.mails('x@example.com')).length).toBe(0);
  });

  it('lists the staff with the current user marked, and no members', async () => {
    const res = await call(superadmin, 'GET', '/api/admin/admins');
    expect(res.statusCode).toBe(200);
    const admins: { id: string; role: string; is_current_user: boolean; lastLoginAt: string | null }[] =
      res.json().data.admins;
    const ids = admins.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([editor.id, admin.id, superadmin.id]));
    expect(ids).not.toContain(member.id);
    expect(admins.find((a) => a.id === superadmin.id)).toMatchObject({ role: 'superadmin', is_current_user: true });
    expect(admins.find((a) => a.id === editor.id)!.is_current_user).toBe(false);
    expect(admins.find((a) => a.id === editor.id)!.lastLoginAt).not.toBeNull();
    // Highest roles first.
    expect(admins[0]!.role).toBe('superadmin');
  });

  it('adds a new editor who sets a password from the e-mailed link, and promotes an existing member', async () => {
    const email = `new.editor.${Date.now()}@serenade.local`;
    const res = await call(superadmin, 'POST', '/api/admin/admins', {
      email: email.toUpperCase(),
      name: 'Nia',
      role: 'editor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ created: true, admin: { email, name: 'Nia', role: 'editor' } });
    await t.drain();
    expect((await t.mails(email))[0]?.kind).toBe('reset-password');
    const [mail] = await t.inbox(email);
    const link = new URL(linkIn(mail!.text, '/reset-password'));
    const set = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'Fresh#Start2026' },
    });
    expect(set.statusCode).toBe(200);
    const session = await t.login(email, 'Fresh#Start2026');
    expect(decodeJwt(session.token).role).toBe('editor');

    const again = await call(superadmin, 'POST', '/api/admin/admins', { email, name: 'Nia', role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'email', error: expect.stringMatching(/already an admin user/) });

    const promoted = await mk();
    const up = await call(superadmin, 'POST', '/api/admin/admins', {
      email: promoted.email,
      name: 'Ignored',
      role: 'super_admin',
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().data).toMatchObject({ created: false, admin: { id: promoted.id, role: 'superadmin' } });
    expect(up.json().data.admin.name).not.toBe('Ignored');
    // The promotion ends their member session; they sign in again with their own password and the new rights.
    expect((await call(promoted, 'GET', '/api/admin/admins')).json().code).toBe('SESSION_ENDED');
    promoted.token = (await t.login(promoted.email, promoted.password)).token;
    expect((await call(promoted, 'GET', '/api/admin/admins')).statusCode).toBe(200);

    const bad: [object, string, string][] = [
      [{ email: 'nope', name: 'N', role: 'editor' }, 'email', 'Please enter a valid email address'],
      [{ email: 'ok@example.com', name: ' ', role: 'editor' }, 'name', 'Name is required'],
      [
        { email: 'ok@example.com', name: 'N', role: 'user' },
        'role',
        expect.stringMatching(/^role must be one of: editor, admin, superadmin/),
      ],
    ];
    for (const [payload, field, error] of bad) {
      const r = await call(superadmin, 'POST', '/api/admin/admins', payload);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ field, error });
    }
    expect((await t.mails('ok@example.com')).length).toBe(0);
  });

  it('sets an admin password under the password policy and ends their sessions', async () => {
    const victim = await mk('admin');
    const weak = await call(superadmin, 'PUT', `/api/admin/admins/${victim.id}/password`, { password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      field: 'password',
      error: 'Password must contain at least one number',
    });
    const short = await call(superadmin, 'PUT', `/api/admin/admins/${victim.id}/password`, { password: 'a1#' });
    expect(short.json().error).toBe('Password must be at least 8 characters long');
    // Nothing changed: the old password still logs in.
    await t.login(victim.email, victim.password);

    const ok = await call(superadmin, 'PUT', `/api/admin/admins/${victim.id}/password`, { password: 'New#Secret99' });
    expect(ok.statusCode).toBe(200);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: victim.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    await t.login(victim.email, 'New#Secret99');

    const memberTarget = await call(superadmin, 'PUT', `/api/admin/admins/${member.id}/password`, {
      password: 'New#Secret99',
    });
    expect(memberTarget.statusCode).toBe(404);
    expect(memberTarget.json().error).toBe('Admin user not found');
  });

  it('changes roles with effect on the very next request, never your own, and removes admin rights', async () => {
    const ed = await mk('editor');
    expect((await call(ed, 'GET', '/api/admin/users')).statusCode).toBe(403);
    const raised = await call(superadmin, 'PATCH', `/api/admin/admins/${ed.id}/role`, { role: 'admin' });
    expect(raised.json().data.role).toBe('admin');
    // A role change ends the session: the next request with the old token is refused, a new sign-in has the role.
    expect((await call(ed, 'GET', '/api/admin/users')).statusCode).toBe(401);
    ed.token = (await t.login(ed.email, ed.password)).token;
    expect((await call(ed, 'GET', '/api/admin/users')).statusCode).toBe(200);
    await call(superadmin, 'PATCH', `/api/admin/admins/${ed.id}/role`, { role: 'editor' });
    expect((await call(ed, 'GET', '/api/admin/users')).statusCode).toBe(401);
    ed.token = (await t.login(ed.email, ed.password)).token;
    expect((await call(ed, 'GET', '/api/admin/users')).statusCode).toBe(403);

    const badRole = await call(superadmin, 'PATCH', `/api/admin/admins/${ed.id}/role`, { role: 'owner' });
    expect(badRole.json()).toMatchObject({
      field: 'role',
      error: expect.stringMatching(/^role must be one of: editor, admin, superadmin/),
    });

    const ownRole = await call(superadmin, 'PATCH', `/api/admin/admins/${superadmin.id}/role`, { role: 'admin' });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json().error).toBe('You cannot change your own role');
    const ownRemoval = await call(superadmin, 'DELETE', `/api/admin/admins/${superadmin.id}`);
    expect(ownRemoval.statusCode).toBe(403);
    expect(ownRemoval.json().error).toBe('You cannot remove yourself');
    const [me] = await t.app.ctx.db.select().from(users).where(eq(users.id, superadmin.id));
    expect(me!.role).toBe('superadmin');

    const removed = await call(superadmin, 'DELETE', `/api/admin/admins/${ed.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(ed, 'GET', '/api/admin/stats')).statusCode).toBe(401);
    const sessions = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, ed.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    const list = (await call(superadmin, 'GET', '/api/admin/admins')).json().data.admins as { id: string }[];
    expect(list.map((a) => a.id)).not.toContain(ed.id);
    expect((await call(superadmin, 'DELETE', `/api/admin/admins/${ed.id}`)).statusCode).toBe(404);
  });

  describe('two-factor sign-in', () => {
    const setTwoFactor = async (on: boolean) => {
      const res = await call(superadmin, 'PUT', '/api/admin/settings', {
        securitySettings: { ...(await security()), twoFactorEnabled: on },
      });
      expect(res.statusCode).toBe(200);
    };

    it('enrols a staff member at first sign-in and asks for a code after that; members are unaffected', async () => {
      const staff = await mk('editor');
      await setTwoFactor(true);
      try {
        // Staff sessions opened with the password alone end when two-factor is switched on (not the switcher's).
        expect((await call(staff, 'GET', '/api/admin/stats')).json().code).toBe('SESSION_ENDED');
        expect((await call(superadmin, 'GET', '/api/admin/stats')).statusCode).toBe(200);

        const first = await t.request({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: staff.email, password: staff.password },
        });
        expect(first.statusCode).toBe(200);
        const setup = first.json().data;
        expect(setup).toMatchObject({ twoFactorSetupRequired: true });
        expect(setup.token).toBeUndefined();
        expect(setup.refreshToken).toBeUndefined();
        expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
        expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
        expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Serenade:/);

        const wrong = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: {
            challengeToken: setup.challengeToken,
            code: String((Number(codeFor(setup.secret)) + 1) % 1e6).padStart(6, '0'),
          },
        });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', field: 'code' });
        const malformed = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken: setup.challengeToken, code: '12ab' },
        });
        expect(malformed.json()).toMatchObject({ field: 'code', error: 'Please enter the 6-digit code' });
        let [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, staff.id));
        expect(row!.totpEnabledAt).toBeNull();

        const usedAt = Date.now();
        const good = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken: setup.challengeToken, code: codeFor(setup.secret, usedAt) },
        });
        expect(good.statusCode).toBe(200);
        const session = good.json().data;
        expect(decodeJwt(session.token).role).toBe('editor');
        expect(
          (await t.request({ method: 'GET', url: '/api/admin/stats', headers: bearer(session.token) })).statusCode,
        ).toBe(200);
        [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, staff.id));
        expect(row!.totpSecret).toBe(setup.secret);
        expect(row!.totpEnabledAt).not.toBeNull();

        // The challenge is single use.
        const replay = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken: setup.challengeToken, code: codeFor(setup.secret, usedAt) },
        });
        expect(replay.statusCode).toBe(401);
        expect(replay.json().field).toBe('challengeToken');

        // Enrolled now: the next sign-in (the member login route too) asks only for a code.
        const second = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: staff.email, password: staff.password },
        });
        expect(second.json().data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
        const challengeToken = second.json().data.challengeToken;
        // The code already used for this time step cannot sign in again.
        const sameCode = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken, code: codeFor(setup.secret, usedAt) },
        });
        expect(sameCode.statusCode).toBe(401);
        expect(sameCode.json().error).toBe('This code has already been used. Please wait for the next one.');
        const next = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken, code: codeFor(setup.secret, usedAt + 30_000) },
        });
        expect(next.statusCode).toBe(200);

        const forged = await new SignJWT({ purpose: 'two-factor' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(staff.id)
          .setIssuer('serenade')
          .setJti('x')
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('not-the-key'));
        const forgedRes = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken: forged, code: codeFor(setup.secret) },
        });
        expect(forgedRes.statusCode).toBe(401);

        // A member signs in as before.
        const plain = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: member.email, password: member.password },
        });
        expect(plain.statusCode).toBe(200);
        expect(plain.json().data.token).toEqual(expect.any(String));
        expect(plain.json().data.twoFactorRequired).toBeUndefined();

        // A superadmin can reset a lost authenticator: the next sign-in enrols again.
        await call(superadmin, 'POST', `/api/admin/admins/${staff.id}/two-factor/reset`);
        const reenrol = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: staff.email, password: staff.password },
        });
        expect(reenrol.json().data.twoFactorSetupRequired).toBe(true);
      } finally {
        await setTwoFactor(false);
      }
      // Off again: the same person gets tokens straight away.
      expect((await t.login(staff.email, staff.password)).token).toEqual(expect.any(String));
    });

    it('counts wrong codes toward the login lockout', async () => {
      const staff = await mk('admin');
      await setTwoFactor(true);
      try {
        const start = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: staff.email, password: staff.password },
        });
        const { challengeToken, secret } = start.json().data;
        const attempts = (await security()).loginAttempts;
        for (let i = 0; i < attempts; i++) {
          const res = await t.request({
            method: 'POST',
            url: '/api/auth/2fa/verify',
            payload: { challengeToken, code: '000000' === codeFor(secret) ? '111111' : '000000' },
          });
          expect(res.statusCode).toBe(401);
        }
        const locked = await t.request({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          payload: { challengeToken, code: codeFor(secret) },
        });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
        const byPassword = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: staff.email, password: staff.password },
        });
        expect(byPassword.statusCode).toBe(429);
      } finally {
        await setTwoFactor(false);
      }
    });
  });

  describe('settings that take effect', () => {
    const withSettings = async <K extends 'site' | 'security'>(
      key: K,
      patch: Partial<Awaited<ReturnType<typeof t.app.ctx.settings.get<K>>>>,
      fn: () => Promise<void>,
    ) => {
      const before = await t.app.ctx.settings.get(key);
      await t.app.ctx.settings.set(key, { ...before, ...patch });
      try {
        await fn();
      } finally {
        await t.app.ctx.settings.set(key, before);
      }
    };

    it('locks out after the configured number of failed logins', async () => {
      const u = await t.createUser();
      await withSettings('security', { loginAttempts: 2 }, async () => {
        for (const pw of ['bad-1', 'bad-2']) {
          const res = await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: pw } });
          expect(res.statusCode).toBe(401);
        }
        const locked = await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: u.password },
        });
        expect(locked.statusCode).toBe(429);
      });
    });

    it('ends sessions after the session timeout', async () => {
      const u = await t.createUser();
      await withSettings('security', { sessionTimeoutMinutes: 5 }, async () => {
        const s = await t.login(u.email, u.password);
        const claims = decodeJwt(s.token);
        expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(5 * 60);
        const [row] = await t.app.ctx.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.familyId, String(claims.fam)));
        const left = row!.expiresAt.getTime() - Date.now();
        expect(left).toBeLessThanOrEqual(5 * 60_000);
        expect(left).toBeGreaterThan(4 * 60_000);
      });
    });

    it('applies the password policy when a member changes their password', async () => {
      const u = await t.createUser();
      const s = await t.login(u.email, u.password);
      await withSettings('security', { passwordMinLength: 10, requireSpecialChars: true }, async () => {
        const change = (newPassword: string) =>
          t.request({
            method: 'PUT',
            url: '/api/profile',
            headers: bearer(s.token),
            payload: { currentPassword: u.password, newPassword },
          });
        const short = await change('Abc#12345');
        expect(short.json()).toMatchObject({
          field: 'newPassword',
          error: 'Password must be at least 10 characters long',
        });
        const plain = await change('Abcdefgh1234');
        expect(plain.json()).toMatchObject({
          field: 'newPassword',
          error: 'Password must contain at least one special character',
        });
        expect((await change('Abcdefg#1234')).statusCode).toBe(200);
      });
    });

    it('sends a verification e-mail at sign-up only when verification is required', async () => {
      const signup = (email: string) =>
        t.request({ method: 'POST', url: '/api/signup', payload: { name: 'V', email, password: 'Passw0rd!x' } });
      await withSettings('security', { emailVerificationRequired: true }, async () => {
        const res = await signup('must.verify@example.com');
        expect(res.json().data.user.emailVerified).toBe(false);
      });
      await withSettings('security', { emailVerificationRequired: false }, async () => {
        const res = await signup('no.verify@example.com');
        expect(res.json().data.user.emailVerified).toBe(true);
      });
      await t.drain();
      expect((await t.mails('must.verify@example.com')).map((m) => m.kind)).toContain('verify-email');
      expect((await t.mails('no.verify@example.com')).map((m) => m.kind)).not.toContain('verify-email');
    });

    it('makes ordered songs public or private by the default song visibility when the order does not say', async () => {
      const order = async (extra: object = {}) => {
        const res = await call(member, 'POST', '/api/song/request', { prompt: 'For Kim', priority: 'free', ...extra });
        expect(res.statusCode).toBe(201);
        const [row] = await t.app.ctx.db
          .select()
          .from(songRequests)
          .where(eq(songRequests.id, res.json().data.request_id));
        return row!.isPublic;
      };
      await withSettings('site', { defaultSongVisibility: 'public' }, async () => {
        expect(await order()).toBe(true);
        expect(await order({ is_public: false })).toBe(false);
      });
      await withSettings('site', { defaultSongVisibility: 'private' }, async () => {
        expect(await order()).toBe(false);
        expect(await order({ is_public: true })).toBe(true);
      });
    });

    it('refuses a member upload over a lower max-upload setting', async () => {
      await withSettings('site', { maxUploadSizeMB: 1 }, async () => {
        const body = multipartBody([
          { name: 'title', value: 'Big' },
          { name: 'file', filename: 'big.mp3', data: Buffer.alloc(1024 * 1024 + 10, 0xff) },
        ]);
        const res = await t.request({
          method: 'POST',
          url: '/api/songs/upload',
          headers: { ...body.headers, ...bearer(member.token) },
          payload: body.payload,
        });
        expect(res.statusCode).toBe(413);
        expect(res.json().error).toBe('File size exceeds 1MB limit');
        expect((await t.request({ method: 'GET', url: '/api/config' })).json().data.maxUploadMB).toBe(1);
      });
    });

    it('in maintenance mode shuts out members (503) but not editors, and keeps sign-in open', async () => {
      // A fresh editor session: switching two-factor on above ended the earlier staff sessions.
      editor.token = (await t.login(editor.email, editor.password)).token;
      await withSettings('site', { maintenanceMode: true }, async () => {
        const asMember = await call(member, 'GET', '/api/profile');
        expect(asMember.statusCode).toBe(503);
        expect(asMember.json().code).toBe('MAINTENANCE');
        expect((await call(null, 'GET', '/api/songs')).statusCode).toBe(503);
        expect((await call(editor, 'GET', '/api/profile')).statusCode).toBe(200);
        expect((await call(editor, 'GET', '/api/admin/stats')).statusCode).toBe(200);
        const login = await t.request({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: editor.email, password: editor.password },
        });
        expect(login.statusCode).toBe(200);
      });
    });
  });
});
