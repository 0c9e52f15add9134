import { beforeAll, describe, expect, it } from 'vitest';
import { makeMp3, multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Who = { id: string; token: string; email: string; password: string };

describe.each(DB_TARGETS)('admin API (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who, superadmin: Who;
  let mp3: Buffer;

  beforeAll(async () => {
    mp3 = await makeMp3(5);
    const mk = async (role: 'user' | 'editor' | 'admin' | 'superadmin' = 'user') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, password: u.password };
    };
    [member, suspended, editor, admin, superadmin] = [
      await mk(),
      await mk(),
      await mk('editor'),
      await mk('admin'),
      await mk('superadmin'),
    ];
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${suspended.id}`,
      headers: bearer(admin.token),
      payload: { status: 'suspended' },
    });
  });

  it('refuses guests, members and suspended tokens everywhere, and editors on people and settings', async () => {
    const routes: [string, string, 'editor' | 'admin'][] = [
      ['GET', '/api/admin/stats', 'editor'],
      ['GET', '/api/admin/stats/top-songs', 'editor'],
      ['GET', '/api/admin/requests', 'editor'],
      ['GET', '/api/admin/outbox', 'editor'],
      ['GET', '/api/admin/users', 'admin'],
      ['GET', '/api/admin/settings', 'admin'],
    ];
    for (const [method, url, min] of routes) {
      const call = (who: Who | null) =>
        t.request({ method: method as 'GET', url, headers: who ? bearer(who.token) : {} });
      expect((await call(null)).statusCode, `${url} guest`).toBe(401);
      expect((await call(member)).statusCode, `${url} member`).toBe(403);
      expect((await call(suspended)).statusCode, `${url} suspended`).toBe(401);
      expect((await call(editor)).statusCode, `${url} editor`).toBe(min === 'editor' ? 200 : 403);
      expect((await call(admin)).statusCode, `${url} admin`).toBe(200);
    }
  });

  it('completes a manual-mode request with an uploaded MP3 and e-mails the requester and friends', async () => {
    await t.app.ctx.settings.set('production', { mode: 'manual', externalUrl: '', songLengthSeconds: 60 });
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/song/request',
        headers: bearer(member.token),
        payload: { title: 'Hand Made', prompt: 'For Lee', priority: 'free', notify_emails: ['lee@example.com'] },
      })
    ).json().data;
    await t.drain();
    let listed = (
      await t.request({
        method: 'GET',
        url: '/api/admin/requests?status=processing&search=hand',
        headers: bearer(editor.token),
      })
    ).json().data;
    expect(listed.requests.map((r: { id: string }) => r.id)).toEqual([created.request_id]);

    const notMp3 = multipartBody([
      { name: 'request_id', value: created.request_id },
      { name: 'title', value: 'x' },
      { name: 'mp3_file', filename: 'a.mp3', data: Buffer.from('RIFF0000WAVEfmt ') },
    ]);
    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...notMp3.headers, ...bearer(editor.token) },
      payload: notMp3.payload,
    });
    expect(refused.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Only MP3 files are accepted' });

    const body = multipartBody([
      { name: 'request_id', value: created.request_id },
      { name: 'title', value: 'Hand Made (final)' },
      { name: 'notify_recipient', value: 'true' },
      { name: 'notify_friends_family', value: 'true' },
      { name: 'mp3_file', filename: 'final.mp3', data: mp3 },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...body.headers, ...bearer(editor.token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ requestId: created.request_id, emailsSent: 2 });
    const again = await t.request({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...body.headers, ...bearer(editor.token) },
      payload: body.payload,
    });
    expect(again.statusCode).toBe(409);

    const status = (
      await t.request({
        method: 'GET',
        url: `/api/songs/request/${created.request_id}/status`,
        headers: bearer(member.token),
      })
    ).json().data;
    expect(status).toMatchObject({ status: 'completed', finalSongId: res.json().data.songId });
    await t.drain();
    expect((await t.mails(member.email)).map((m) => m.kind)).toContain('song-ready');
    expect((await t.mails('lee@example.com')).map((m) => m.subject)).toContain(
      `${(await t.request({ method: 'GET', url: '/api/profile', headers: bearer(member.token) })).json().data.name} made a song for you`,
    );
    const outbox = (
      await t.request({ method: 'GET', url: `/api/admin/outbox?search=lee@example.com`, headers: bearer(editor.token) })
    ).json().data;
    expect(outbox.messages[0]).toMatchObject({ to: 'lee@example.com', kind: 'song-gift', status: 'stored' });
    const message = (
      await t.request({
        method: 'GET',
        url: `/api/admin/outbox/${outbox.messages[0].id}`,
        headers: bearer(editor.token),
      })
    ).json().data;
    expect(message.text).toContain('/track/');
    listed = (
      await t.request({
        method: 'GET',
        url: '/api/admin/requests?sort=priority&direction=desc',
        headers: bearer(editor.token),
      })
    ).json().data;
    expect(listed.totalPages).toBeGreaterThanOrEqual(1);
  });

  it('suspends a member (their sessions end), resets passwords by real e-mail, and guards roles', async () => {
    const victim = await t.createUser();
    const session = await t.login(victim.email, victim.password);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}`,
      headers: bearer(admin.token),
      payload: { status: 'suspended' },
    });
    expect(res.json().data.status).toBe('suspended');
    expect((await t.request({ method: 'GET', url: '/api/profile', headers: bearer(session.token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } }))
        .statusCode,
    ).toBe(401);
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}`,
      headers: bearer(admin.token),
      payload: { status: 'active' },
    });

    const reset = await t.request({
      method: 'POST',
      url: `/api/admin/user/${victim.id}/reset-password`,
      headers: bearer(admin.token),
    });
    expect(reset.statusCode).toBe(200);
    await t.drain();
    expect((await t.mails(victim.email)).map((m) => m.kind)).toContain('reset-password');

    const own = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${admin.id}`,
      headers: bearer(admin.token),
      payload: { role: 'user' },
    });
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN', error: 'You cannot change your own role' });
    const grant = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}`,
      headers: bearer(admin.token),
      payload: { role: 'admin' },
    });
    expect(grant.statusCode).toBe(403);
    const bySuper = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}`,
      headers: bearer(superadmin.token),
      payload: { role: 'super_admin' },
    });
    expect(bySuper.json().data.role).toBe('superadmin');
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${victim.id}`,
      headers: bearer(admin.token),
      payload: { email: 'nope' },
    });
    expect(bad.json()).toMatchObject({ field: 'email', error: 'Email is invalid' });
  });

  it('applies settings at once, keeps security settings for the superadmin, and names bad values', async () => {
    const current = (
      await t.request({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin.token) })
    ).json().data;
    const closed = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(admin.token),
      payload: { siteSettings: { ...current.siteSettings, signupsEnabled: false } },
    });
    expect(closed.statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/signup',
          payload: { name: 'Late', email: 'late@example.com', password: 'Passw0rd!' },
        })
      ).statusCode,
    ).toBe(403);
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(admin.token),
      payload: { siteSettings: current.siteSettings },
    });

    const sec = { ...current.securitySettings, passwordMinLength: 12 };
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: bearer(admin.token),
          payload: { securitySettings: sec },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: bearer(superadmin.token),
          payload: { securitySettings: sec },
        })
      ).statusCode,
    ).toBe(200);
    const weak = await t.request({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'S', email: 'short12@example.com', password: 'Short#123' },
    });
    expect(weak.json().error).toBe('Password must be at least 12 characters long');
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(superadmin.token),
      payload: { securitySettings: current.securitySettings },
    });

    const cases: [object, string][] = [
      [{ siteSettings: { ...current.siteSettings, siteName: ' ' } }, 'Site name cannot be empty'],
      [{ siteSettings: { ...current.siteSettings, maxUploadSizeMB: 101 } }, 'Max upload size must be 1-100 MB'],
      [{ emailSettings: { ...current.emailSettings, fromEmail: 'nope' } }, 'Please enter a valid from email address'],
      [
        { emailSettings: { ...current.emailSettings, supportEmail: 'nope' } },
        'Please enter a valid support email address',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await t.request({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const prices = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(admin.token),
      payload: { pricing: { currency: 'USD', tiers: { free: 0, '24hr': 600, '6hr': 1200 } } },
    });
    expect(prices.json().data.pricing.tiers['6hr']).toBe(1200);
    expect((await t.request({ method: 'GET', url: '/api/pricing' })).json().data.tiers[2].price).toBe(1200);
  });
});
