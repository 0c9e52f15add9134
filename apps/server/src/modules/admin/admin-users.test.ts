import { beforeAll, describe, expect, it } from 'vitest';
import { payments, songRequests, songs } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Who = { id: string; token: string; email: string; password: string };

describe.each(DB_TARGETS)('admin users API (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who;

  const get = (url: string, who: Who | null = admin) =>
    t.request({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' | 'admin' = 'user', name?: string) => {
      const u = await t.createUser({ role, ...(name ? { name } : {}) });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, password: u.password };
    };
    [member, suspended, editor, admin] = [
      await mk('user', 'Mia Member'),
      await mk(),
      await mk('editor'),
      await mk('admin'),
    ];
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${suspended.id}`,
      headers: bearer(admin.token),
      payload: { status: 'suspended' },
    });

    const db = t.app.ctx.db;
    const base = Date.parse('2025-01-01T00:00:00Z');
    await db.insert(songs).values(
      Array.from({ length: 12 }, (_, i) => ({
        title: `Song ${String(i + 1).padStart(2, '0')}`,
        artist: 'Serenade',
        ownerId: member.id,
        isPublic: i % 2 === 0,
        playCount: i,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const requests = await db
      .insert(songRequests)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          userId: member.id,
          email: member.email,
          name: 'Mia Member',
          title: `Request ${String(i + 1).padStart(2, '0')}`,
          prompt: 'For my sister',
          event: 'Birthday',
          priority: i === 10 ? ('6hr' as const) : ('free' as const),
          status: i === 10 ? ('pending' as const) : ('completed' as const),
          amount: i === 10 ? 999 : 0,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning();
    await db.insert(payments).values([
      {
        userId: member.id,
        email: member.email,
        requestId: requests[10]!.id,
        provider: 'sandbox',
        reference: `ref-${member.id}`,
        amount: 999,
        currency: 'USD',
        status: 'successful',
        itemDescription: 'Rush song: Request 11',
        createdAt: new Date(base + 11 * 60_000),
      },
    ]);
  });

  it('refuses guests, members and suspended tokens, and editors: people are for admins', async () => {
    const url = `/api/admin/users/${member.id}`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, member)).statusCode).toBe(403);
    expect((await get(url, suspended)).statusCode).toBe(401);
    expect((await get(url, editor)).statusCode).toBe(403);
    expect((await get(url, admin)).statusCode).toBe(200);
  });

  it("shows a member's profile with their latest songs, requests and payments and the totals", async () => {
    const res = await get(`/api/admin/users/${member.id}`);
    const d = res.json().data;
    expect(d.user).toMatchObject({
      id: member.id,
      name: 'Mia Member',
      email: member.email,
      role: 'user',
      status: 'active',
      emailVerified: true,
      avatarUrl: null,
    });
    expect(d.user.lastLoginAt).not.toBeNull();
    expect(d.songs.total).toBe(12);
    expect(d.songs.items).toHaveLength(10);
    expect(d.songs.items[0]).toMatchObject({
      title: 'Song 12',
      visibility: 'private',
      status: 'active',
      playCount: 11,
    });
    expect(d.songs.items.at(-1).title).toBe('Song 03');
    expect(d.requests.total).toBe(11);
    expect(d.requests.items).toHaveLength(10);
    expect(d.requests.items[0]).toMatchObject({
      title: 'Request 11',
      event: 'Birthday',
      status: 'pending',
      priority: '6hr',
      amount: 999,
    });
    expect(d.payments).toEqual({
      total: 1,
      items: [
        {
          id: expect.any(String),
          amount: 999,
          currency: 'USD',
          status: 'successful',
          itemDescription: 'Rush song: Request 11',
          createdAt: '2025-01-01T00:11:00.000Z',
          refundedAt: null,
        },
      ],
    });

    const empty = (await get(`/api/admin/users/${editor.id}`)).json().data;
    expect([empty.songs, empty.requests, empty.payments]).toEqual([
      { total: 0, items: [] },
      { total: 0, items: [] },
      { total: 0, items: [] },
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('User not found');
    expect((await get('/api/admin/users/not-an-id')).statusCode).toBe(404);
  });

  it('lists users with search, role and status filters, sorts and pages of 10', async () => {
    const tag = `zed${Date.now()}`;
    for (const [i, name] of ['Carla', 'anna', 'Bruno'].entries()) {
      await t.createUser({ name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com` });
      // Distinct sign-up times so newest/oldest are well defined.
      await new Promise((r) => setTimeout(r, 5 + i));
    }
    const names = async (q: string) =>
      (await get(`/api/admin/users?search=${tag}${q}`)).json().data.users.map((u: { name: string }) => u.name);
    expect(await names('&sortBy=alphabetical')).toEqual([`anna ${tag}`, `Bruno ${tag}`, `Carla ${tag}`]);
    expect(await names('&sortBy=newest')).toEqual([`Bruno ${tag}`, `anna ${tag}`, `Carla ${tag}`]);
    expect(await names('&sortBy=oldest')).toEqual([`Carla ${tag}`, `anna ${tag}`, `Bruno ${tag}`]);
    expect(await names('&role=editor')).toEqual([]);

    const suspendedOnly = (await get('/api/admin/users?status=suspended')).json().data;
    expect(suspendedOnly.users.map((u: { id: string }) => u.id)).toEqual([suspended.id]);
    const editors = (await get('/api/admin/users?role=editor')).json().data;
    expect(editors.users.map((u: { id: string }) => u.id)).toEqual([editor.id]);

    for (let i = 0; i < 9; i++) await t.createUser({ name: `Paged ${tag} ${i}` });
    const page1 = (await get(`/api/admin/users?search=${encodeURIComponent(`Paged ${tag}`)}`)).json().data;
    expect([page1.users.length, page1.totalCount, page1.totalPages]).toEqual([9, 9, 1]);
    const all = (await get('/api/admin/users')).json().data;
    expect(all.users).toHaveLength(10);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 10));
    const last = (await get(`/api/admin/users?page=${all.totalPages}`)).json().data;
    expect(last.users.length).toBe(all.totalCount - (all.totalPages - 1) * 10);

    const bad = await get('/api/admin/users?sortBy=popular');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sortBy');
  });

  it('edits a member with clear field errors and nothing half-written', async () => {
    const target = await t.createUser({ name: 'Edit Me' });
    const other = await t.createUser();
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/admin/users/${target.id}`, headers: bearer(admin.token), payload });

    const noName = await patch({ name: '  ', email: 'new@example.com' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'name', error: 'Name is required' });
    const badEmail = await patch({ name: 'New Name', email: 'nope' });
    expect(badEmail.json()).toMatchObject({ field: 'email', error: 'Email is invalid' });
    const taken = await patch({ name: 'New Name', email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('email');
    const unchanged = (await get(`/api/admin/users/${target.id}`)).json().data.user;
    expect(unchanged).toMatchObject({ name: 'Edit Me', email: target.email });

    const done = await patch({ name: 'Edited Name', email: `Edited.${target.id.slice(0, 6)}@Example.com` });
    expect(done.statusCode).toBe(200);
    expect((await get(`/api/admin/users/${target.id}`)).json().data.user).toMatchObject({
      name: 'Edited Name',
      email: `edited.${target.id.slice(0, 6)}@example.com`,
    });
  });

  it("sends a real password reset e-mail and suspension ends the member's session at once", async () => {
    const target = await t.createUser({ name: 'Reset Me' });
    const session = await t.login(target.email, target.password);
    const reset = await t.request({
      method: 'POST',
      url: `/api/admin/user/${target.id}/reset-password`,
      headers: bearer(admin.token),
    });
    expect(reset.statusCode).toBe(200);
    await t.drain();
    const mails = await t.mails(target.email);
    expect(mails.some((m) => m.kind === 'reset-password')).toBe(true);

    expect((await get('/api/profile', { ...member, token: session.token })).statusCode).toBe(200);
    const suspend = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      headers: bearer(admin.token),
      payload: { status: 'suspended' },
    });
    expect(suspend.json().data.status).toBe('suspended');
    expect((await get('/api/profile', { ...member, token: session.token })).statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(`/api/admin/users/${target.id}`)).json().data.user.status).toBe('suspended');

    const activate = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      headers: bearer(admin.token),
      payload: { status: 'active' },
    });
    expect(activate.json().data.status).toBe('active');
    expect((await t.login(target.email, target.password)).token).toBeTruthy();
  });
});
