import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Who = { id: string; token: string; email: string; password: string };

// Issue #16 item 7: an admin changed another admin's e-mail, then reset the password to the new address.
describe.each(DB_TARGETS)('staff accounts are changed only by a superadmin (%s)', (target) => {
  const t = useTestApp(target);
  let admin: Who, otherAdmin: Who, editor: Who, superadmin: Who, member: Who;

  const mk = async (role: 'user' | 'editor' | 'admin' | 'superadmin') => {
    const u = await t.createUser({ role });
    return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, password: u.password };
  };
  const patch = (who: Who, id: string, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: bearer(who.token), payload });

  beforeAll(async () => {
    [admin, otherAdmin, editor, superadmin, member] = [
      await mk('admin'),
      await mk('admin'),
      await mk('editor'),
      await mk('superadmin'),
      await mk('user'),
    ];
  });

  it("refuses an admin changing another admin's or an editor's e-mail, and nothing changes", async () => {
    for (const victim of [otherAdmin, editor]) {
      const res = await patch(admin, victim.id, { email: 'attacker@example.com' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        error: "Only a superadmin can change another staff member's e-mail",
      });
      const back = await t.request({
        method: 'GET',
        url: `/api/admin/users/${victim.id}`,
        headers: bearer(superadmin.token),
      });
      expect(back.json().data.user.email).toBe(victim.email);
    }
    // The takeover's second step: a reset to the victim's address, asked for by another admin.
    const reset = await t.request({
      method: 'POST',
      url: `/api/admin/user/${otherAdmin.id}/reset-password`,
      headers: bearer(admin.token),
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error).toBe("Only a superadmin can reset another staff member's password");
  });

  it('refuses an admin suspending another staff member; a superadmin may', async () => {
    const res = await patch(admin, editor.id, { status: 'suspended' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', field: 'status' });
    expect((await t.request({ method: 'GET', url: '/api/profile', headers: bearer(editor.token) })).statusCode).toBe(
      200,
    );

    const ok = await patch(superadmin, editor.id, { status: 'suspended' });
    expect(ok.statusCode).toBe(200);
    expect((await patch(superadmin, editor.id, { status: 'active' })).statusCode).toBe(200);
  });

  it('refuses an admin demoting an editor to member (then e-mail, reset and promote back): the chain stops at once', async () => {
    const res = await patch(admin, editor.id, { role: 'user' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      field: 'role',
      error: "Only a superadmin can change another staff member's role",
    });
    const back = await t.request({
      method: 'GET',
      url: `/api/admin/users/${editor.id}`,
      headers: bearer(superadmin.token),
    });
    expect(back.json().data.user.role).toBe('editor');
    // A member may still be made an editor by an admin, and a superadmin may demote.
    const promoted = await patch(admin, member.id, { role: 'editor' });
    expect(promoted.statusCode).toBe(200);
    expect((await patch(superadmin, member.id, { role: 'user' })).statusCode).toBe(200);
  });

  it('refuses an admin changing their own e-mail from the Users screen (the profile asks for the password)', async () => {
    const res = await patch(admin, admin.id, { email: 'elsewhere@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', field: 'email' });
  });

  it("still lets an admin change a member's e-mail and a superadmin change an admin's", async () => {
    const m = await patch(admin, member.id, { email: `moved.${member.id.slice(0, 6)}@example.com` });
    expect(m.statusCode).toBe(200);
    const a = await patch(superadmin, otherAdmin.id, { email: `moved.${otherAdmin.id.slice(0, 6)}@example.com` });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.email).toBe(`moved.${otherAdmin.id.slice(0, 6)}@example.com`);
  });
});
