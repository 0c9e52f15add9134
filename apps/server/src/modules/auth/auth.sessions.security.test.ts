import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

// Issue #16 item 4: access tokens outlived logout, a password change, suspension and role changes for the rest
// of their 15 minutes, and staff sessions could be refreshed for ever.
describe.each(DB_TARGETS)('an access token lives only as long as its session (%s)', (target) => {
  const t = useTestApp(target);
  const profile = (token: string) => t.request({ method: 'GET', url: '/api/profile', headers: bearer(token) });
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const ended = async (token: string) => {
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SESSION_ENDED',
      error: 'Your session has ended. Please log in again.',
    });
  };

  it('ends the access token at logout, even when only the refresh token is sent', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    expect((await profile(s.token)).statusCode).toBe(200); // cached as live
    await t.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: s.refreshToken } });
    await ended(s.token);
  });

  it("ends the other sessions' access tokens when the password changes, and keeps this one", async () => {
    const u = await t.createUser();
    const stolen = await t.login(u.email, u.password);
    const mine = await t.login(u.email, u.password);
    expect((await profile(stolen.token)).statusCode).toBe(200);
    const res = await t.request({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(mine.token),
      payload: { currentPassword: u.password, newPassword: 'An0ther-Passw0rd!' },
    });
    expect(res.statusCode).toBe(200);
    await ended(stolen.token);
    expect((await profile(mine.token)).statusCode).toBe(200);
  });

  it('tells a member suspended by an admin why their session ended, on their next call and on refresh', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminSession = await t.login(admin.email, admin.password);
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    const r = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${u.id}`,
      headers: bearer(adminSession.token),
      payload: { status: 'suspended' },
    });
    expect(r.statusCode).toBe(200);
    const call = await profile(s.token);
    expect(call.statusCode).toBe(401);
    expect(call.json().code).toBe('ACCOUNT_SUSPENDED');
    const again = await refresh(s.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      error: 'Your account has been suspended. Please contact support.',
    });
  });

  it('keeps a suspended member out after reactivation: the old tokens stay dead', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const adminSession = await t.login(admin.email, admin.password);
    const u = await t.createUser();
    const s = await t.login(u.email, u.password);
    for (const status of ['suspended', 'active']) {
      const r = await t.request({
        method: 'PATCH',
        url: `/api/admin/users/${u.id}`,
        headers: bearer(adminSession.token),
        payload: { status },
      });
      expect(r.statusCode).toBe(200);
    }
    await ended(s.token);
  });

  it('ends the session when the role changes, up or down', async () => {
    const superadmin = await t.createUser({ role: 'superadmin' });
    const boss = await t.login(superadmin.email, superadmin.password);
    const admin = await t.createUser({ role: 'admin' });
    const adminSession = await t.login(admin.email, admin.password);
    const member = await t.createUser();
    const memberSession = await t.login(member.email, member.password);

    // An admin demoted by the superadmin (Admin Users tab) loses the admin area at once.
    const demote = await t.request({
      method: 'PATCH',
      url: `/api/admin/admins/${admin.id}/role`,
      headers: bearer(boss.token),
      payload: { role: 'editor' },
    });
    expect(demote.statusCode).toBe(200);
    await ended(adminSession.token);
    // A member made editor signs in again, and gets a staff session.
    const promote = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}`,
      headers: bearer(boss.token),
      payload: { role: 'editor' },
    });
    expect(promote.statusCode).toBe(200);
    await ended(memberSession.token);
  });

  it("ends staff sessions signed in without a second factor when two-factor is switched on (not the switcher's)", async () => {
    const superadmin = await t.createUser({ role: 'superadmin' });
    const boss = await t.login(superadmin.email, superadmin.password);
    const editor = await t.createUser({ role: 'editor' });
    const editorSession = await t.login(editor.email, editor.password);
    const member = await t.createUser();
    const memberSession = await t.login(member.email, member.password);
    const security = await t.app.ctx.settings.get('security');
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(boss.token),
      payload: { securitySettings: { ...security, twoFactorEnabled: true } },
    });
    expect(res.statusCode).toBe(200);
    try {
      await ended(editorSession.token);
      expect((await profile(boss.token)).statusCode).toBe(200);
      expect((await profile(memberSession.token)).statusCode).toBe(200);
    } finally {
      await t.app.ctx.settings.set('security', security);
    }
  });

  it('refuses an access token whose session never existed', async () => {
    const u = await t.createUser();
    const forged = await t.app.ctx.tokens.signAccess(
      { sub: u.id, email: u.email, name: u.name, role: u.role, fam: '00000000-0000-4000-8000-000000000000' },
      600,
    );
    await ended(forged);
  });

  it(`gives staff sessions an absolute end (${12} hours by default) that refreshing never moves`, async () => {
    const editor = await t.createUser({ role: 'editor' });
    const s = await t.login(editor.email, editor.password);
    const [row] = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, editor.id));
    const hours = (row!.sessionEndsAt!.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(t.config.staffSessionMaxHours, 1);
    expect(t.config.staffSessionMaxHours).toBe(12);

    // Close to the end, a refresh gives tokens that stop at the end, not a new session timeout later.
    const endsAt = new Date(Date.now() + 120_000);
    await t.app.ctx.db.update(refreshTokens).set({ sessionEndsAt: endsAt }).where(eq(refreshTokens.userId, editor.id));
    const next = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: s.refreshToken },
    });
    expect(next.statusCode).toBe(200);
    const data = next.json().data;
    expect(decodeJwt(data.token).exp! * 1000).toBeLessThanOrEqual(endsAt.getTime());
    const rows = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, editor.id));
    const current = rows.filter((r) => r.replacedAt === null);
    expect(current).toHaveLength(1);
    expect(current[0]!.expiresAt.getTime()).toBeLessThanOrEqual(endsAt.getTime());
    expect(current[0]!.sessionEndsAt!.getTime()).toBe(endsAt.getTime());

    // Past the end, refreshing fails with a clear message.
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ sessionEndsAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, editor.id));
    const after = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: data.refreshToken },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Staff sessions last 12 hours. Please log in again.');
  });

  it('gives members no absolute end (their session follows the timeout setting)', async () => {
    const u = await t.createUser();
    await t.login(u.email, u.password);
    const [row] = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    expect(row!.sessionEndsAt).toBeNull();
  });
});
