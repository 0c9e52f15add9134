import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, requestSamples, requestStatusHistory, songs, users } from '../../db/schema';
import { makeMp3, makeWav, multipartBody, type Part } from '../../test/audio-fixtures';
import { DEFAULT_LIMITS_SETTINGS } from '@serenade/contract';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { confirmGuestOrder } from '../../test/guest-orders';

type Who = { id: string; token: string; email: string; password: string };

describe.each(DB_TARGETS)('admin API (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who, superadmin: Who;
  let mp3: Buffer;

  beforeAll(async () => {
    mp3 = await makeMp3(5);
    // Every visitor here orders from the one test address: the per-network daily cap is not what is tested.
    await t.app.ctx.settings.set('limits', { ...DEFAULT_LIMITS_SETTINGS, guestFreeSongsPerIpPerDay: 500 });
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
      ['GET', '/api/admin/stats/top-users', 'editor'],
      ['GET', '/api/admin/requests', 'editor'],
      ['GET', '/api/admin/requests/export', 'editor'],
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
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
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
    // Staff see that the gift's link was sent, not the key that opens the private song; Lee's mailbox has it.
    expect(message.text).toContain('Listen now: [hidden: private song link]');
    expect(`${message.text}${message.html}`).not.toMatch(/key=/);
    const [gift] = (await t.delivered('lee@example.com')).filter((m) => m.kind === 'song-gift');
    expect(gift!.text).toMatch(/Listen now: http:\/\/serenade\.test\/track\/[0-9a-f-]{36}\?key=\S+/);
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

  // ---- Song requests: history, details, export, delete, upload checks (issue 7 items 2-4) ----
  const order = async (payload: object, token?: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: token ? bearer(token) : {},
      payload,
    });
    // A visitor's free order starts once they follow the link in their confirmation mail.
    if (res.statusCode === 201 && res.json().data.awaiting_email)
      await confirmGuestOrder(t, res.json().data.request_id, (payload as { email: string }).email);
    return res;
  };
  const detail = async (id: string, who: Who = editor) =>
    (await t.request({ method: 'GET', url: `/api/admin/requests/${id}`, headers: bearer(who.token) })).json().data;
  const setStatus = (id: string, status: string, who: Who = editor) =>
    t.request({ method: 'PUT', url: `/api/admin/requests/${id}`, headers: bearer(who.token), payload: { status } });
  const upload = (parts: Part[], who: Who = editor) => {
    const body = multipartBody(parts);
    return t.request({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...body.headers, ...bearer(who.token) },
      payload: body.payload,
    });
  };
  const exportCsv = (query: string, who: Who = editor) =>
    t.request({ method: 'GET', url: `/api/admin/requests/export${query}`, headers: bearer(who.token) });
  const csvRows = (body: string) =>
    body
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
  const steps = (history: { from: string | null; to: string }[]) => history.map((h) => `${h.from ?? '∅'}→${h.to}`);

  it('refuses request reads and writes to guests, members and suspended tokens, and lets an editor in', async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const { request_id: id } = (await order({ prompt: 'Role check song', email: 'r@example.com', name: 'R' })).json()
      .data;
    const calls: [string, string, object?][] = [
      ['GET', `/api/admin/requests/${id}`],
      ['PUT', `/api/admin/requests/${id}`, { status: 'failed' }],
      ['POST', '/api/admin/upload', {}],
      ['POST', `/api/admin/song/${id}/resend-notifications`],
      ['DELETE', `/api/admin/requests/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const call = (who: Who | null) =>
        t.request({
          method: method as 'GET',
          url,
          headers: who ? bearer(who.token) : {},
          ...(payload ? { payload } : {}),
        });
      expect((await call(null)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(member)).statusCode, `${method} ${url} member`).toBe(403);
      expect((await call(suspended)).statusCode, `${method} ${url} suspended`).toBe(401);
    }
    // Nothing above changed the request; the editor may.
    expect((await detail(id)).status).toBe('processing');
    expect((await setStatus(id, 'failed')).statusCode).toBe(200);
    const gone = await t.request({ method: 'DELETE', url: `/api/admin/requests/${id}`, headers: bearer(editor.token) });
    expect(gone.json()).toEqual({ success: true, data: { message: 'Song request deleted' } });
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/requests/${id}`, headers: bearer(editor.token) })).statusCode,
    ).toBe(404);
  });

  it("records every status change: the system's in auto mode and an admin's with who made it", async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'auto',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const { request_id: id } = (
      await order({ title: 'History Lesson', prompt: 'For Ada, who loves maps' }, member.token)
    ).json().data;
    await t.drain();
    let d = await detail(id);
    expect(d.status).toBe('completed');
    // production's own notes (the voice that sang, the writer) sit in the history as notes, not status changes
    const changes = d.history.filter((h: { from: string | null; to: string }) => h.from !== h.to);
    expect(steps(changes)).toEqual(['∅→processing', 'processing→generating', 'generating→completed']);
    expect(d.history.some((h: { note: string | null }) => /sung by the (fe)?male voice/i.test(h.note ?? ''))).toBe(
      true,
    );
    expect(d.history.every((h: { changedBy: unknown }) => h.changedBy === null)).toBe(true);
    expect(d.song).toMatchObject({ id: d.finalSongId, title: 'History Lesson', url: `/track/${d.finalSongId}` });

    expect((await setStatus(id, 'processing', admin)).json().data.status).toBe('processing');
    expect((await setStatus(id, 'processing', admin)).statusCode).toBe(200); // no change, no new row
    const bad = await setStatus(id, 'shipped', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('status');
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'paid')).statusCode).toBe(404);
    const before = d.history.length;
    d = await detail(id);
    expect(d.history).toHaveLength(before + 1);
    const last = d.history[before];
    const profile = (await t.request({ method: 'GET', url: '/api/profile', headers: bearer(admin.token) })).json().data;
    expect(last).toMatchObject({
      from: 'completed',
      to: 'processing',
      changedBy: { id: admin.id, name: profile.name, email: admin.email },
    });
    expect(new Date(last.at).getTime()).toBeGreaterThanOrEqual(new Date(d.history[before - 1].at).getTime());
  });

  it('shows the whole request: story, requester, playable samples, payments, history and the song', async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const sampleMp3 = await makeMp3(1, 660);
    const form = multipartBody([
      {
        name: 'payload',
        value: JSON.stringify({
          title: 'Golden Years',
          prompt: 'Our parents met at a dance in 1975',
          event: 'Anniversary',
          style: 'Soul, Jazz',
          tags: ['love', 'family'],
          additional_details: 'Mention the red bicycle',
          priority: '6hr',
          notify_emails: ['mum@example.com'],
          send_anonymously: true,
          name: 'Gina Guest',
          email: 'gina@example.com',
          phone: '+44 20 7946 0000',
        }),
      },
      { name: 'samples', filename: 'their-song.mp3', data: sampleMp3 },
      { name: 'samples', filename: 'photo.png', data: png, type: 'image/png' },
    ]);
    const created = (
      await t.request({ method: 'POST', url: '/api/song/request', headers: form.headers, payload: form.payload })
    ).json().data;
    expect(created.status).toBe('pending');
    const checkout = await t.request({
      method: 'POST',
      url: created.payment_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: 'G',
      }).toString(),
    });
    expect(checkout.statusCode).toBe(303);
    const reference = created.payment_url.split('/').pop();
    const paid = await t.request({
      method: 'POST',
      url: '/api/payment/process',
      payload: { reference, amount: created.amount, song_request_id: created.request_id },
    });
    expect(paid.json().data.status).toBe('paid');
    await t.drain();

    const d = await detail(created.request_id);
    expect(d).toMatchObject({
      title: 'Golden Years',
      prompt: 'Our parents met at a dance in 1975',
      event: 'Anniversary',
      styles: ['soul', 'jazz'],
      tags: ['love', 'family'],
      additionalDetails: 'Mention the red bicycle',
      priority: '6hr',
      bundle: 'single',
      sendAnonymously: true,
      notifyEmails: ['mum@example.com'],
      status: 'processing',
      paidWith: 'payment',
      requester: {
        kind: 'guest',
        name: 'Gina Guest',
        email: 'gina@example.com',
        phone: '+44 20 7946 0000',
        account: null,
      },
      song: null,
    });
    expect(d.payments).toMatchObject([
      { amount: created.amount, currency: 'USD', status: 'successful', lastFour: '4242' },
    ]);
    expect(steps(d.history)).toEqual(['∅→pending', 'pending→paid', 'paid→processing']);
    expect(
      d.samples.map((s: { filename: string; kind: string; mime: string }) => [s.filename, s.kind, s.mime]),
    ).toEqual([
      ['their-song.mp3', 'audio', 'audio/mpeg'],
      ['photo.png', 'image', 'image/png'],
    ]);

    // The signed links play (with ranges) and open without a bearer token; a tampered one does not.
    const [audio, image] = d.samples as { url: string; size: number }[];
    const whole = await t.request({ method: 'GET', url: audio!.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.rawPayload.equals(sampleMp3)).toBe(true);
    const part = await t.request({ method: 'GET', url: audio!.url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${sampleMp3.length}`);
    expect((await t.request({ method: 'GET', url: image!.url })).headers['content-type']).toBe('image/png');
    const tampered = audio!.url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.request({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: audio!.url.split('?')[0]! })).statusCode).toBe(404);

    // A member's request names their account.
    const mine = (await order({ prompt: 'Member detail', title: 'Mine' }, member.token)).json().data;
    expect((await detail(mine.request_id)).requester).toMatchObject({
      kind: 'member',
      email: member.email,
      account: { id: member.id, email: member.email, role: 'user', status: 'active' },
    });
  });

  it('exports every matching request as CSV, with the list filters and sort', async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const tiers = ['free', '24hr', '6hr'] as const;
    for (let i = 0; i < 12; i++) {
      const res = await order({
        title: `Csvtune ${i}`,
        prompt: 'Export me',
        event: i === 0 ? 'Launch, "big" day' : 'Party',
        priority: tiers[i % 3],
        email: `csv${i}@example.com`,
        name: 'C',
      });
      expect(res.statusCode).toBe(201);
    }
    await order({
      title: '=HYPERLINK("http://evil")',
      prompt: 'Formula',
      email: 'csvtune-evil@example.com',
      name: 'E',
    });
    const page = (
      await t.request({ method: 'GET', url: '/api/admin/requests?search=csvtune', headers: bearer(editor.token) })
    ).json().data;
    expect(page.requests).toHaveLength(10);
    expect(page.total).toBe(13);

    const res = await exportCsv('?search=csvtune&sort=priority&direction=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="song_requests_${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Title,Event,User Email,Priority,Status,Amount,Created');
    expect(lines).toHaveLength(14); // every match, not one page
    const rows = lines.slice(1);
    // Rush first (weight 3), then Express, then Standard.
    const tierOf = (l: string) => (l.includes(',Rush,') ? 3 : l.includes(',Express,') ? 2 : 1);
    expect(rows.map(tierOf)).toEqual([...rows.map(tierOf)].sort((a, b) => b - a));
    expect(rows.filter((l) => l.includes(',Rush,'))).toHaveLength(4);
    const launch = rows.find((l) => l.includes('Csvtune 0,'))!;
    expect(launch).toMatch(
      /^[0-9a-f-]{36},Csvtune 0,"Launch, ""big"" day",csv0@example\.com,Standard,processing,0\.00,\d{4}-\d\d-\d\dT/,
    );
    const rush = rows.find((l) => l.includes('Csvtune 2,'))!;
    const rushPrice = (await t.request({ method: 'GET', url: '/api/pricing' })).json().data.tiers[2].price;
    expect(rush).toContain(`,csv2@example.com,Rush,pending,${(rushPrice / 100).toFixed(2)},`);
    // A title that looks like a formula stays text in a spreadsheet.
    expect(rows.some((l) => l.includes(`,"'=HYPERLINK(""http://evil"")",`))).toBe(true);

    const pendingOnly = csvRows((await exportCsv('?search=csvtune&status=pending')).body).slice(1);
    expect(pendingOnly).toHaveLength(8);
    expect(pendingOnly.every((r) => r[5] === 'pending')).toBe(true);
    expect(csvRows((await exportCsv('?search=no-such-request-anywhere')).body)).toHaveLength(1);
    const badSort = await exportCsv('?sort=price');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('sort');
  });

  it('deletes a request with its sample files; the song it produced and its payments stay', async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const form = multipartBody([
      {
        name: 'payload',
        value: JSON.stringify({ title: 'Delete Me', prompt: 'Soon gone', email: 'del@example.com', name: 'D' }),
      },
      { name: 'samples', filename: 'hum.mp3', data: await makeMp3(1, 520) },
    ]);
    const created = (
      await t.request({ method: 'POST', url: '/api/song/request', headers: form.headers, payload: form.payload })
    ).json().data;
    const [sample] = await t.app.ctx.db
      .select()
      .from(requestSamples)
      .where(eq(requestSamples.requestId, created.request_id));
    expect(await t.app.ctx.storage.size(sample!.path)).toBeGreaterThan(0);
    const done = await upload([
      { name: 'request_id', value: created.request_id },
      { name: 'title', value: 'Delete Me (final)' },
      { name: 'mp3_file', filename: 'final.mp3', data: mp3 },
    ]);
    const songId = done.json().data.songId;
    const sampleUrl = (await detail(created.request_id)).samples[0].url;

    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/requests/${created.request_id}`,
      headers: bearer(editor.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.app.ctx.storage.size(sample!.path)).toBeNull();
    expect(
      await t.app.ctx.db.select().from(requestSamples).where(eq(requestSamples.requestId, created.request_id)),
    ).toEqual([]);
    expect(
      await t.app.ctx.db
        .select()
        .from(requestStatusHistory)
        .where(eq(requestStatusHistory.requestId, created.request_id)),
    ).toEqual([]);
    expect((await t.request({ method: 'GET', url: sampleUrl })).statusCode).toBe(404);
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, songId));
    expect(song).toMatchObject({ title: 'Delete Me (final)', requestId: null });
    expect(await t.app.ctx.storage.size(song!.audioPath!)).toBeGreaterThan(0);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/admin/requests/${created.request_id}`,
      headers: bearer(editor.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('takes only real MP3s within 10 MB and the max-upload setting, needs a title, and uploads to the library too', async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'manual',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const { request_id: id } = (
      await order({ title: 'Strict Upload', prompt: 'Checks', email: 'strict@example.com', name: 'S' })
    ).json().data;
    const songCount = async () => (await t.app.ctx.db.select({ id: songs.id }).from(songs)).length;
    const before = await songCount();

    const wav = await upload([
      { name: 'request_id', value: id },
      { name: 'title', value: 'Renamed' },
      { name: 'mp3_file', filename: 'renamed.mp3', data: makeWav(1), type: 'audio/mpeg' },
    ]);
    expect(wav.statusCode).toBe(415);
    expect(wav.json()).toMatchObject({ error: 'Only MP3 files are accepted', field: 'mp3_file' });

    const huge = await upload([
      { name: 'request_id', value: id },
      { name: 'title', value: 'Huge' },
      { name: 'mp3_file', filename: 'huge.mp3', data: Buffer.concat([mp3, Buffer.alloc(10.3 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'File size exceeds 10MB limit', field: 'mp3_file' });

    const site = await t.app.ctx.settings.get('site');
    await t.app.ctx.settings.set('site', { ...site, maxUploadSizeMB: 1 });
    try {
      const big = await upload([
        { name: 'request_id', value: id },
        { name: 'title', value: 'Big' },
        { name: 'mp3_file', filename: 'big.mp3', data: await makeMp3(75) },
      ]);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ error: 'File size exceeds 1MB limit', field: 'mp3_file' });
    } finally {
      await t.app.ctx.settings.set('site', site);
    }

    const untitled = await upload([
      { name: 'request_id', value: id },
      { name: 'title', value: '  ' },
      { name: 'mp3_file', filename: 'song.mp3', data: mp3 },
    ]);
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({ error: 'Please enter a title for the song', field: 'title' });
    const noFile = await upload([
      { name: 'request_id', value: id },
      { name: 'title', value: 'No file' },
    ]);
    expect(noFile.json()).toMatchObject({ error: 'Please select a file to upload', field: 'mp3_file' });
    const unknown = await upload([
      { name: 'request_id', value: '00000000-0000-4000-8000-000000000000' },
      { name: 'title', value: 'Lost' },
      { name: 'mp3_file', filename: 'song.mp3', data: mp3 },
    ]);
    expect(unknown.statusCode).toBe(404);
    // Nothing half-written: no song, the request still waits.
    expect(await songCount()).toBe(before);
    expect((await detail(id)).status).toBe('processing');

    // The editor's upload completes it, and the history says who.
    const ok = await upload([
      { name: 'request_id', value: id },
      { name: 'title', value: 'Strict Upload (final)' },
      { name: 'notify_friends_family', value: 'false' },
      { name: 'mp3_file', filename: 'song.mp3', data: mp3 },
    ]);
    expect(ok.statusCode).toBe(201);
    const d = await detail(id);
    expect(d.history.at(-1)).toMatchObject({
      from: 'processing',
      to: 'completed',
      note: 'Song uploaded',
      changedBy: { id: editor.id, email: editor.email },
    });
    expect(d.song).toMatchObject({ title: 'Strict Upload (final)', isPublic: false });
    // A guest's request: the song belongs to nobody, as a generated one would (not to the uploader).
    const [made] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, ok.json().data.songId));
    expect(made!.ownerId).toBeNull();

    // Without a request: a library upload, owned by the uploader, with the default artist.
    const lib = await upload([
      { name: 'title', value: 'Library Piece' },
      { name: 'is_public', value: 'true' },
      { name: 'mp3_file', filename: 'lib.mp3', data: mp3 },
    ]);
    expect(lib.statusCode).toBe(201);
    expect(lib.json().data).toMatchObject({ requestId: null, emailsSent: 0 });
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, lib.json().data.songId));
    expect(song).toMatchObject({
      title: 'Library Piece',
      artist: 'Serenade',
      ownerId: editor.id,
      isPublic: true,
      source: 'admin',
    });
  });
});

describe.each(DB_TARGETS)('admin dashboard figures (%s)', (target) => {
  const t = useTestApp(target);

  it('counts revenue kept (refunds left out) and growth of the last 30 days against the 30 before', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const { token } = await t.login(admin.email, admin.password);
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
    const db = t.app.ctx.db;
    for (const n of [40, 45]) {
      const u = await t.createUser();
      await db
        .update(users)
        .set({ createdAt: days(n) })
        .where(eq(users.id, u.id));
    }
    const pay = (
      amount: number,
      at: Date,
      status: 'successful' | 'refunded' | 'failed',
      refundedAt: Date | null = null,
    ) =>
      db.insert(payments).values({
        email: 'payer@example.com',
        provider: 'sandbox',
        reference: `ref_${Math.random().toString(36).slice(2)}`,
        amount,
        currency: 'USD',
        status,
        itemDescription: 'Song',
        createdAt: at,
        refundedAt,
      });
    await pay(3000, days(2), 'successful');
    await pay(999, days(3), 'refunded', days(1));
    await pay(700, days(4), 'successful', days(1)); // refunded, status not (yet) updated
    await pay(500, days(5), 'failed');
    await pay(1000, days(40), 'successful');
    await pay(4000, days(70), 'successful'); // older than both windows: total only

    const res = await t.request({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) });
    expect(res.json().data).toMatchObject({
      totalUsers: 3,
      userGrowth: -50, // 1 new this month against 2 the month before
      totalRevenue: 80,
      revenueGrowth: 200, // $30 against $10
      totalRequests: 0,
      requestGrowth: 0,
    });
  });
});
