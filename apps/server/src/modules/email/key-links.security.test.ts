import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS_SETTINGS } from '@serenade/contract';
import { mailOutbox } from '../../db/schema';
import { makeMp3, multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

type Who = { id: string; token: string; email: string };
type Shown = { id: string; kind: string; subject: string; text: string; html: string | null };

/** A link whose query or fragment still carries a key (anything but the outbox's marker). */
const LIVE_KEY = /[?&;#](token|key|confirm|unsubscribe)=(?!\[hidden\])[\w.~%-]/;

// Issue #16 item 1, continued: the free-song and newsletter confirmation links, a guest's request status link
// and a private song's share key were still readable in the admin outbox; an editor could open the guest's
// request (and its lyrics), confirm a stranger's order or subscription, or listen to a private song.
describe.each(DB_TARGETS)('links that open something never readable in the outbox (%s)', (target) => {
  const t = useTestApp(target);
  let editor: Who, owner: Who;

  const as = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.request({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
  /** What an editor reads in Email Notifications → Outbox for one address. */
  const outboxFor = async (to: string): Promise<Shown[]> => {
    const list = (await as(editor, 'GET', `/api/admin/outbox?search=${encodeURIComponent(to)}`)).json().data
      .messages as { id: string }[];
    return Promise.all(list.map(async (m) => (await as(editor, 'GET', `/api/admin/outbox/${m.id}`)).json().data));
  };

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email };
    };
    [editor, owner] = [await mk('editor'), await mk('user')];
  });

  it("hides a visitor's free-song confirmation link; the visitor's mailbox has it and it works", async () => {
    const res = await as(null, 'POST', '/api/song/request', {
      title: 'Harbour Lights',
      prompt: 'A song for my brother Kai who sails',
      name: 'Vic Visitor',
      email: 'vic.visitor@example.com',
      priority: 'free',
      notify_emails: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { request_id: id } = res.json().data;
    await t.drain();
    const [shown] = (await outboxFor('vic.visitor@example.com')).filter((m) => m.kind === 'request-confirm-email');
    for (const part of [shown!.text, shown!.html!]) {
      expect(part).not.toMatch(LIVE_KEY);
      expect(part).not.toContain(`/requests/${id}`);
      expect(part).toContain('[hidden: confirmation link]');
    }
    // The attack: an editor confirms a stranger's address from the outbox. Nothing there to follow.
    expect(shown!.text).not.toMatch(/confirm=/);

    const [mail] = (await t.delivered('vic.visitor@example.com')).filter((m) => m.kind === 'request-confirm-email');
    const link = new URL(linkIn(mail!.text, `/requests/${id}?token=`));
    expect(mail!.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
    const ok = await as(null, 'POST', `/api/songs/request/${id}/confirm-email`, {
      token: link.searchParams.get('confirm'),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("hides a guest's request status link (it opens the request and its lyrics)", async () => {
    const res = await as(null, 'POST', '/api/song/request', {
      title: 'Paid Song',
      prompt: 'A song for Ruth',
      name: 'Pat Guest',
      email: 'pat.guest@example.com',
      priority: '24hr',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { request_id: id } = res.json().data;
    await t.drain();
    const [shown] = (await outboxFor('pat.guest@example.com')).filter((m) => m.kind === 'request-received');
    expect(`${shown!.text}${shown!.html}`).not.toMatch(LIVE_KEY);
    expect(shown!.text).toContain('[hidden: request status link]');
    const [mail] = (await t.delivered('pat.guest@example.com')).filter((m) => m.kind === 'request-received');
    const link = new URL(linkIn(mail!.text, `/requests/${id}?token=`));
    const status = await as(
      null,
      'GET',
      `/api/songs/request/${id}/status?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expect(status.statusCode).toBe(200);
  });

  it('hides the newsletter confirmation and unsubscribe links', async () => {
    expect((await as(null, 'POST', '/api/notify/subscribe', { email: 'news.reader@example.com' })).statusCode).toBe(
      200,
    );
    await t.drain();
    const [shown] = await outboxFor('news.reader@example.com');
    expect(`${shown!.text}${shown!.html}`).not.toMatch(LIVE_KEY);
    expect(shown!.text).toContain('[hidden: confirmation link]');
    expect(shown!.text).toContain('[hidden: unsubscribe link]');
    const [mail] = await t.delivered('news.reader@example.com');
    const confirm = new URL(linkIn(mail!.text, '/newsletter?confirm=')).searchParams.get('confirm');
    expect((await as(null, 'POST', '/api/notify/confirm', { token: confirm })).statusCode).toBe(200);
  });

  it("hides a private song's share key; a public song's plain link stays readable", async () => {
    const upload = async (title: string, isPublic: boolean) => {
      const body = multipartBody([
        { name: 'title', value: title },
        { name: 'is_public', value: String(isPublic) },
        { name: 'file', filename: 'a.mp3', data: await makeMp3(2) },
      ]);
      const res = await t.request({
        method: 'POST',
        url: '/api/songs/upload',
        headers: { ...body.headers, ...bearer(owner.token) },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const privateId = await upload('Hidden Track', false);
    const publicId = await upload('Open Track', true);
    const share = (id: string, to: string) =>
      as(owner, 'POST', `/api/song/${id}/share`, { emails: [to], message: 'For you' });
    expect((await share(privateId, 'private.friend@example.com')).json().data.private_links).toBe(true);
    expect((await share(publicId, 'public.friend@example.com')).statusCode).toBe(200);
    await t.drain();

    const [hidden] = await outboxFor('private.friend@example.com');
    expect(`${hidden!.text}${hidden!.html}`).not.toMatch(LIVE_KEY);
    expect(hidden!.text).toContain('[hidden: private song link]');
    const [mail] = await t.delivered('private.friend@example.com');
    const key = new URL(linkIn(mail!.text, `/track/${privateId}?key=`)).searchParams.get('key')!;
    expect(
      (await t.request({ method: 'GET', url: `/api/song/${privateId}`, headers: { 'x-song-key': key } })).statusCode,
    ).toBe(200);

    const [open] = await outboxFor('public.friend@example.com');
    expect(open!.text).toContain(`http://serenade.test/track/${publicId}`);
    expect(open!.text).not.toContain('[hidden');
  });

  it('leaves no live key in any stored outbox row after all of the above', async () => {
    const rows = await t.app.ctx.db.select().from(mailOutbox);
    expect(rows.length).toBeGreaterThan(4);
    for (const r of rows) expect(`${r.subject}${r.text}${r.html}`, r.kind).not.toMatch(LIVE_KEY);
  });

  it('scrubs the keys out of outbox rows stored before this change (migration 0016)', async () => {
    const [row] = await t.app.ctx.db
      .insert(mailOutbox)
      .values({
        to: 'old.guest@example.com',
        from: 'Serenade <noreply@serenade.test>',
        subject: 'Confirm',
        text: 'Confirm: http://serenade.test/requests/r1?token=abc.def-1&confirm=xyz_9 and /track/s1?key=K3y',
        html: '<a href="http://serenade.test/requests/r1?token=abc.def-1&amp;confirm=xyz_9">go</a> /newsletter?unsubscribe=u.1',
        kind: 'request-confirm-email',
        driver: 'outbox',
      })
      .returning();
    const migration = await readFile(new URL('../../db/migrations/0016_outbox_key_links.sql', import.meta.url), 'utf8');
    await t.app.ctx.db.execute(sql.raw(migration));
    const [after] = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} = ${row!.id}`);
    expect(`${after!.text}${after!.html}`).not.toMatch(LIVE_KEY);
    expect(after!.text).toBe(
      'Confirm: http://serenade.test/requests/r1?token=[hidden]&confirm=[hidden] and /track/s1?key=[hidden]',
    );
    expect(after!.html).toContain('?token=[hidden]&amp;confirm=[hidden]');
    expect(after!.html).toContain('?unsubscribe=[hidden]');
  });
});

// Issue #16 audit item 2: an editor could test-send any template, in Serenade's words and from its address, to
// anyone, with the links they typed; item 3: the admin's "send password reset" said "sent" when the cap refused it.
describe.each(DB_TARGETS)('test sends and staff-sent resets (%s)', (target) => {
  const t = useTestApp(target);
  let editor: Who, admin: Who, member: Who;
  const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.request({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  const templateId = async (key: string) =>
    (
      (await as(editor, 'GET', '/api/admin/email/templates')).json().data.templates as { id: string; key: string }[]
    ).find((x) => x.key === key)!.id;

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' | 'admin') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email };
    };
    [editor, admin, member] = [await mk('editor'), await mk('admin'), await mk('user')];
  });

  it("refuses an editor's test send to another address, with nothing sent", async () => {
    const id = await templateId('request_received');
    const res = await as(editor, 'POST', `/api/admin/email/templates/${id}/test`, {
      to: 'victim@example.com',
      replacements: { userName: 'Victim' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', field: 'to' });
    expect(res.json().error).toMatch(/only to your own address/);
    expect(await t.mails('victim@example.com')).toEqual([]);
  });

  it('refuses a typed link in a test send, naming it', async () => {
    const id = await templateId('request_received');
    const res = await as(editor, 'POST', `/api/admin/email/templates/${id}/test`, {
      to: editor.email,
      replacements: { userName: 'Ed', requestUrl: 'http://attacker.example/requests/1?token=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/\{\{requestUrl\}\} is a link/);
    expect(await t.mails(editor.email)).toEqual([]);
  });

  it("sends an editor's test to their own address with every link the server's marker; an admin may send elsewhere", async () => {
    const id = await templateId('request_received');
    const own = await as(editor, 'POST', `/api/admin/email/templates/${id}/test`, {
      to: editor.email.toUpperCase(),
      replacements: { userName: 'Ed', nextStep: 'See http://evil.example/requests/9?token=abcdefabcdefabcdef' },
    });
    expect(own.statusCode, own.body).toBe(200);
    await t.drain();
    const [mail] = await t.delivered(editor.email);
    expect(mail!.kind).toBe('template-test');
    expect(mail!.text).toContain('[hidden: request status link]');
    expect(`${mail!.text}${mail!.html}`).not.toMatch(LIVE_KEY);
    const other = await as(admin, 'POST', `/api/admin/email/templates/${id}/test`, {
      to: 'colleague@example.com',
      replacements: {},
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('says a staff-sent password reset was not sent when the daily cap refused it', async () => {
    const cap = DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay;
    for (let i = 0; i < cap; i++) {
      const ok = await as(admin, 'POST', `/api/admin/user/${member.id}/reset-password`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data.message).toBe(`Password reset e-mail sent to ${member.email}`);
    }
    const refused = await as(admin, 'POST', `/api/admin/user/${member.id}/reset-password`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_LIMIT' });
    expect(refused.json().error).toMatch(/^Not sent: .* Try again tomorrow\.$/);
    expect((await t.mails(member.email)).filter((m) => m.kind === 'reset-password')).toHaveLength(cap);
  });
});
