import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@serenade/contract';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { adminAreaRole } from './admin.policy';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Who = { token: string };

describe('adminAreaRole', () => {
  it('follows DECISIONS.md: people, money and settings need admin, admin users superadmin', () => {
    expect(adminAreaRole('/api/admin/login')).toBeNull();
    expect(adminAreaRole('/api/songs')).toBeNull();
    expect(adminAreaRole('/api/admin/requests/1')).toBe('editor');
    expect(adminAreaRole('/api/admin/songs')).toBe('editor');
    expect(adminAreaRole('/api/admin/users')).toBe('admin');
    expect(adminAreaRole('/api/admin/users/1')).toBe('admin');
    expect(adminAreaRole('/api/admin/user/1/reset-password')).toBe('admin');
    expect(adminAreaRole('/api/admin/usersearch')).toBe('editor');
    expect(adminAreaRole('/api/admin/payments/stats')).toBe('admin');
    expect(adminAreaRole('/api/admin/subscriptions/1/cancel')).toBe('admin');
    expect(adminAreaRole('/api/admin/settings')).toBe('admin');
    expect(adminAreaRole('/api/admin/admins/1/role')).toBe('superadmin');
  });
});

describe.each(DB_TARGETS)('every admin route refuses those below its role (%s)', (target) => {
  const t = useTestApp(target);
  const who = {} as Record<'member' | 'suspended' | 'editor' | 'admin', Who>;

  beforeAll(async () => {
    for (const [key, role, status] of [
      ['member', 'user', 'active'],
      ['suspended', 'user', 'suspended'],
      ['editor', 'editor', 'active'],
      ['admin', 'admin', 'active'],
    ] as const) {
      const u = await t.createUser({ role });
      const { token } = await t.login(u.email, u.password);
      if (status === 'suspended')
        await t.app.ctx.db.execute(`update users set status = 'suspended' where id = '${u.id}'`);
      who[key] = { token };
    }
  });

  /** Every /api/admin operation the server publishes in its OpenAPI document, params filled with a random id. */
  function adminOperations(): { method: Method; url: string; min: TRole }[] {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const out: { method: Method; url: string; min: TRole }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/admin/') || path === '/api/admin/login') continue;
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      for (const method of Object.keys(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        out.push({ method: method.toUpperCase() as Method, url, min: adminAreaRole(url)! });
      }
    }
    return out;
  }

  it('covers the admin API', () => {
    const ops = adminOperations();
    // The routes of the issue so far; more join automatically as they are published.
    expect(ops.length).toBeGreaterThanOrEqual(12);
    expect(ops.map((o) => o.url)).toContain('/api/admin/stats');
  });

  it('answers 401 to guests and suspended tokens, 403 to members, and 403 to editors on admin-only areas', async () => {
    for (const { method, url, min } of adminOperations()) {
      const call = (w: Who | null) =>
        t.request({
          method,
          url,
          headers: w ? bearer(w.token) : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
      const label = `${method} ${url}`;
      expect((await call(null)).statusCode, `${label} guest`).toBe(401);
      expect((await call(who.suspended)).statusCode, `${label} suspended`).toBe(401);
      expect((await call(who.member)).statusCode, `${label} member`).toBe(403);
      const asEditor = (await call(who.editor)).statusCode;
      if (min === 'editor') expect(asEditor, `${label} editor`).not.toBe(403);
      else expect(asEditor, `${label} editor`).toBe(403);
      const asAdmin = (await call(who.admin)).statusCode;
      if (min === 'superadmin') expect(asAdmin, `${label} admin`).toBe(403);
      else expect([401, 403], `${label} admin`).not.toContain(asAdmin);
    }
  });
});
