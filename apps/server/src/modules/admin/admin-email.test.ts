import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS } from '@serenade/contract';
import { emailTemplates } from '../../db/schema';
import { makeMp3, multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';
import { seedSystemTemplates } from '../email/template-store';
import { SYSTEM_TEMPLATES } from '../email/templates';

type Who = { id: string; token: string; email: string };
type Template = { id: string; key: string | null; name: string; subject: string; body: string; is_html: boolean };

const TEMPLATES = '/api/admin/email/templates';
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

describe.each(DB_TARGETS)('admin e-mail templates (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who;

  const as = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: who ? bearer(who.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (search = '') =>
    (await as(editor, 'GET', `${TEMPLATES}${search ? `?search=${encodeURIComponent(search)}` : ''}`)).json().data
      .templates as Template[];
  const byKey = async (key: string) => (await list()).find((x) => x.key === key)!;
  const templateCount = async () => Number((await t.app.ctx.db.select({ n: count() }).from(emailTemplates))[0]!.n);
  const setEmailSettings = (patch: Partial<typeof DEFAULT_EMAIL_SETTINGS>) =>
    t.app.ctx.settings.set('email', { ...DEFAULT_EMAIL_SETTINGS, ...patch });

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' | 'admin' = 'user', status: 'active' | 'suspended' = 'active') => {
      const u = await t.createUser({ role });
      const { token } = await t.login(u.email, u.password);
      if (status === 'suspended')
        await t.app.ctx.db.execute(`update users set status = 'suspended' where id = '${u.id}'`);
      return { id: u.id, token, email: u.email };
    };
    [member, suspended, editor, admin] = [
      await mk(),
      await mk('user', 'suspended'),
      await mk('editor'),
      await mk('admin'),
    ];
  });

  it('lets editors and above in, and refuses guests, members and suspended tokens on every route', async () => {
    const some = (await list())[0]!;
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', TEMPLATES],
      ['GET', `${TEMPLATES}/${some.id}`],
      ['POST', TEMPLATES, { name: 'n', subject: 's', body: 'b', is_html: false }],
      ['PUT', `${TEMPLATES}/${some.id}`, { name: some.name, subject: some.subject, body: some.body, is_html: true }],
      ['DELETE', `${TEMPLATES}/${some.id}`],
      ['POST', `${TEMPLATES}/${some.id}/reset`, {}],
      ['POST', `${TEMPLATES}/${some.id}/test`, { to: 'x@example.com' }],
      ['POST', '/api/admin/email/preview', { subject: 's', body: 'b' }],
    ];
    for (const [method, url, payload] of routes) {
      const label = `${method} ${url}`;
      expect((await as(null, method, url, payload)).statusCode, `${label} guest`).toBe(401);
      expect((await as(suspended, method, url, payload)).statusCode, `${label} suspended`).toBe(401);
      expect((await as(member, method, url, payload)).statusCode, `${label} member`).toBe(403);
    }
    expect((await as(editor, 'GET', TEMPLATES)).statusCode).toBe(200);
    expect((await as(admin, 'GET', `${TEMPLATES}/${some.id}`)).statusCode).toBe(200);
  });

  it('seeds one template per e-mail Serenade sends, idempotently, and never overwrites an edit', async () => {
    const keys = (await list()).map((x) => x.key).filter(Boolean);
    for (const k of [
      'welcome',
      'verify_email',
      'password_reset',
      'request_received',
      'payment_receipt',
      'song_ready',
      'song_shared',
      'playlist_shared',
      'refund',
      'newsletter_confirm',
      'support_ticket',
      'support_ack',
      'song_gift',
    ]) {
      expect(
        keys.filter((x) => x === k),
        k,
      ).toHaveLength(1);
    }
    const welcome = await byKey('welcome');
    expect(welcome).toMatchObject({ is_html: true, subject: 'Welcome to {{siteName}}!' });
    expect((await as(editor, 'GET', `${TEMPLATES}/${welcome.id}`)).json().data.placeholders).toEqual(
      expect.arrayContaining(['userName', 'siteName', 'createSongUrl']),
    );

    const before = await templateCount();
    const edited = { name: 'Hello!', subject: 'Hi {{userName}}', body: '<p>Edited welcome</p>', is_html: true };
    expect((await as(editor, 'PUT', `${TEMPLATES}/${welcome.id}`, edited)).statusCode).toBe(200);
    // A restart seeds again: nothing is added twice and the edit survives.
    expect(await seedSystemTemplates(t.app.ctx.db)).toBe(0);
    expect(await templateCount()).toBe(before);
    expect(await byKey('welcome')).toMatchObject(edited);

    // A missing system template (e.g. a key added in a new version) is added on the next start.
    await t.app.ctx.db.delete(emailTemplates).where(eq(emailTemplates.key, 'refund'));
    expect(await seedSystemTemplates(t.app.ctx.db)).toBe(1);
    expect((await byKey('refund')).subject).toBe('Your {{siteName}} refund');
    expect(SYSTEM_TEMPLATES.length).toBe((await list()).filter((x) => x.key).length);

    // Reset to default restores the wording.
    const reset = await as(editor, 'POST', `${TEMPLATES}/${welcome.id}/reset`, {});
    expect(reset.json().data).toMatchObject({ key: 'welcome', name: 'Welcome', subject: 'Welcome to {{siteName}}!' });
  });

  it('creates, finds, updates and deletes a template, naming each missing field and writing nothing', async () => {
    const before = await templateCount();
    const bad: [unknown, string, string][] = [
      [{ subject: 's', body: 'b' }, 'name', 'Template name is required'],
      [{ name: '  ', subject: 's', body: 'b' }, 'name', 'Template name is required'],
      [{ name: 'n', subject: '', body: 'b' }, 'subject', 'Subject is required'],
      [{ name: 'n', body: 'b' }, 'subject', 'Subject is required'],
      [{ name: 'n', subject: 's', body: ' \n ' }, 'body', 'Email body is required'],
      [{ name: 'n', subject: 's' }, 'body', 'Email body is required'],
      [{ name: 'n', subject: 's', body: 'b', is_html: 'yes' }, 'is_html', 'is_html must be true or false'],
    ];
    for (const [payload, field, error] of bad) {
      const res = await as(editor, 'POST', TEMPLATES, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field, error });
    }
    expect(await templateCount()).toBe(before);

    const created = await as(editor, 'POST', TEMPLATES, {
      name: 'Spring Sale',
      subject: 'Spring songs for {{userName}}',
      body: 'Hello {{userName}},\nour spring sale is on: {{dashboardUrl}}',
      is_html: 0,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.templateId as string;
    const got = (await as(editor, 'GET', `${TEMPLATES}/${id}`)).json().data;
    expect(got).toMatchObject({ key: null, name: 'Spring Sale', is_html: false, description: null });
    expect(got.placeholders).toEqual(['userName', 'dashboardUrl']);

    expect((await list('spring sale')).map((x) => x.id)).toEqual([id]);
    expect((await list('SONGS FOR')).map((x) => x.id)).toEqual([id]);
    expect(await list('no such template anywhere')).toEqual([]);
    expect((await list('100%')).length).toBe(0); // wildcards are searched literally

    const put = await as(editor, 'PUT', `${TEMPLATES}/${id}`, { name: 'Spring', subject: '', body: 'x' });
    expect(put.json()).toMatchObject({ field: 'subject', error: 'Subject is required' });
    const updated = await as(editor, 'PUT', `${TEMPLATES}/${id}`, {
      name: 'Spring Sale 2',
      subject: 'Spring!',
      body: '<p>Hi</p>',
      is_html: true,
    });
    expect(updated.json().data).toMatchObject({ name: 'Spring Sale 2', is_html: true });

    const del = await as(editor, 'DELETE', `${TEMPLATES}/${id}`);
    expect(del.json().data.message).toBe('Template deleted successfully');
    expect((await as(editor, 'GET', `${TEMPLATES}/${id}`)).statusCode).toBe(404);
    expect((await as(editor, 'DELETE', `${TEMPLATES}/${id}`)).statusCode).toBe(404);
    expect((await as(editor, 'GET', `${TEMPLATES}/not-an-id`)).statusCode).toBe(404);
  });

  it('refuses to delete a system template and keeps it', async () => {
    const reset = await byKey('password_reset');
    const res = await as(admin, 'DELETE', `${TEMPLATES}/${reset.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/system template.*cannot be deleted/i);
    expect((await as(editor, 'GET', `${TEMPLATES}/${reset.id}`)).statusCode).toBe(200);
  });

  it('previews on the server exactly as it sends: values escaped in HTML, raw in text and subject', async () => {
    const res = await as(editor, 'POST', '/api/admin/email/preview', {
      subject: 'For {{userName}} & co',
      body: '<p>Hi {{userName}}, {{unknownThing}}</p><p><a class="button" href="{{songUrl}}">Listen</a></p>',
      is_html: true,
      replacements: { userName: '<script>alert(1)</script>', songUrl: 'https://x.test/a?b=1&c="2"' },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.subject).toBe('For <script>alert(1)</script> & co');
    expect(p.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(p.html).not.toContain('<script>');
    expect(p.html).toContain('href="https://x.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(p.html).toContain('{{unknownThing}}'); // unknown placeholders stay visible
    expect(p.html).toContain('Serenade'); // the layout
    expect(p.text).toContain('Hi <script>alert(1)</script>, {{unknownThing}}');
    expect(p.text).toContain('Listen: https://x.test/a?b=1&c="2"');

    const text = (
      await as(editor, 'POST', '/api/admin/email/preview', {
        subject: 'S',
        body: 'Dear {{userName}},\n\nsee {{songUrl}}',
        is_html: false,
        replacements: { userName: 'Tom & <Jerry>', songUrl: 'https://x.test/s' },
      })
    ).json().data;
    expect(text.text).toContain('Dear Tom & <Jerry>,\n\nsee https://x.test/s');
    expect(text.html).toContain('Dear Tom &amp; &lt;Jerry&gt;,');
    expect(text.html).toContain('<a href="https://x.test/s"');
    // Site values fill in by themselves.
    const site = (
      await as(editor, 'POST', '/api/admin/email/preview', {
        subject: '{{siteName}}',
        body: 'Write to {{supportEmail}}',
      })
    ).json().data;
    expect(site.subject).toBe('Serenade');
    expect(site.text).toContain(`Write to ${DEFAULT_EMAIL_SETTINGS.supportEmail}`);
  });

  it('sends a test through the real mailer into the outbox, and needs a valid address', async () => {
    const welcome = await byKey('welcome');
    for (const to of ['', 'no-at-sign', 'a@b.com, c@d.com', undefined]) {
      const res = await as(editor, 'POST', `${TEMPLATES}/${welcome.id}/test`, { to, replacements: {} });
      expect(res.statusCode, String(to)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'to', error: 'Valid email address is required' });
    }
    // An editor tests on their own address (key-links.security.test.ts: another needs an admin); links are
    // the server's, never typed.
    const to = editor.email;
    const res = await as(editor, 'POST', `${TEMPLATES}/${welcome.id}/test`, {
      to,
      replacements: { userName: 'Test <b>User</b>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ to, message: `Test email sent to ${to}` });
    const [mail] = await t.mails(to);
    expect(mail).toMatchObject({ kind: 'template-test', subject: 'Welcome to Serenade!' });
    expect(mail!.html).toContain('Hi Test &lt;b&gt;User&lt;/b&gt;,');
    expect(mail!.text).toContain('Create your first song: [hidden: link in createSongUrl]');
    await t.drain();
    const outbox = (await as(editor, 'GET', `/api/admin/outbox?search=${encodeURIComponent(to)}`)).json().data;
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]).toMatchObject({ to, status: 'stored', kind: 'template-test' });
    const one = (await as(editor, 'GET', `/api/admin/outbox/${outbox.messages[0].id}`)).json().data;
    expect(one.html).toContain('Test &lt;b&gt;User&lt;/b&gt;');
  });

  it('drives the real e-mails: an edited password reset arrives with the new wording', async () => {
    const tpl = await byKey('password_reset');
    const edit = await as(admin, 'PUT', `${TEMPLATES}/${tpl.id}`, {
      name: tpl.name,
      subject: 'Reset it now, {{userName}}',
      body: '<p>Hello {{userName}}!</p><p><a class="button" href="{{resetPasswordLink}}">Pick a password</a></p>',
      is_html: true,
    });
    expect(edit.statusCode).toBe(200);
    const user = await t.createUser({ name: 'Ann <Admin>' });
    await as(null, 'POST', '/api/auth/forgot-password', { email: user.email });
    const [stored] = await t.mails(user.email);
    expect(stored).toMatchObject({ kind: 'reset-password', subject: 'Reset it now, Ann <Admin>' });
    await t.drain();
    const [mail] = await t.inbox(user.email);
    expect(mail).toMatchObject({ subject: 'Reset it now, Ann <Admin>' });
    expect(mail!.html).toContain('Hello Ann &lt;Admin&gt;!');
    expect(mail!.html).toContain('Or copy this link: http://serenade.test/reset-password?token=');
    // The link in the text part still works.
    const link = linkIn(mail!.text, '/reset-password?token=');
    expect(mail!.text).toContain(`Pick a password: ${link}`);
    await as(admin, 'POST', `${TEMPLATES}/${tpl.id}/reset`, {});
  });

  it('keeps a new member’s typed name out of the welcome mail (the address is not confirmed yet)', async () => {
    // Names are escaped in real HTML e-mails: see 'Ann <Admin>' above. At sign-up nobody has confirmed the
    // address, so the welcome greets without the name (issue 16 item 5).
    const email = unique('script');
    const res = await as(null, 'POST', '/api/signup', {
      name: '<script>alert(1)</script>',
      email,
      password: 'Sup3r-secret!',
    });
    expect(res.statusCode).toBe(201);
    const welcome = (await t.mails(email)).find((m) => m.kind === 'welcome')!;
    expect(welcome.html).toContain('Hi there,');
    expect(`${welcome.html}${welcome.text}`).not.toMatch(/script|alert/);
  });

  it('makes the e-mail settings take effect: welcome, new-user and new-song notices, from and support addresses', async () => {
    const support = unique('support');
    await setEmailSettings({
      welcomeEmailEnabled: false,
      notifyOnNewUser: true,
      notifyOnNewSong: true,
      fromEmail: 'hello@serenade.test',
      supportEmail: support,
    });
    const signup = async (name: string) => {
      const email = unique('new');
      expect((await as(null, 'POST', '/api/signup', { name, email, password: 'Sup3r-secret!' })).statusCode).toBe(201);
      return email;
    };
    const first = await signup('Nora New');
    expect((await t.mails(first)).map((m) => m.kind)).not.toContain('welcome');
    const [notice] = await t.mails(support);
    expect(notice).toMatchObject({ kind: 'staff-new-user', subject: 'New sign-up: Nora New' });
    expect(notice!.from).toContain('hello@serenade.test');
    expect(notice!.text).toContain(first);
    expect(notice!.text).toMatch(/http:\/\/serenade\.test\/admin\/users\/[0-9a-f-]{36}/);

    // {{supportEmail}} follows the setting.
    const ack = await as(null, 'POST', '/api/support', {
      name: 'Sam',
      email: unique('sam'),
      subject: 'Help',
      message: 'Please',
    });
    expect(ack.statusCode).toBe(201);
    expect((await t.mails(support)).map((m) => m.kind)).toContain('support-ticket');
    const refund = await byKey('refund');
    const preview = (
      await as(editor, 'POST', '/api/admin/email/preview', { subject: 'x', body: refund.body, is_html: true })
    ).json().data;
    expect(preview.text).toContain(`Write to us at ${support}.`);

    // A member's upload tells the staff when notifyOnNewSong is on, and not when it is off.
    const uploader = await t.createUser({ name: 'Uma Upload' });
    const { token } = await t.login(uploader.email, uploader.password);
    const mp3 = await makeMp3(3);
    const upload = async (title: string) => {
      const body = multipartBody([
        { name: 'title', value: title },
        { name: 'file', filename: 'a.mp3', data: mp3 },
      ]);
      const res = await t.request({
        method: 'POST',
        url: '/api/songs/upload',
        headers: { ...body.headers, ...bearer(token) },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const songId = await upload('Staff Should Know');
    const songNotice = (await t.mails(support)).find((m) => m.kind === 'staff-new-song')!;
    expect(songNotice.subject).toBe('New song: Staff Should Know');
    expect(songNotice.text).toContain('uploaded by Uma Upload');
    expect(songNotice.text).toContain(`http://serenade.test/admin/songs/edit/${songId}`);

    await setEmailSettings({ notifyOnNewUser: false, notifyOnNewSong: false, supportEmail: support });
    const before = (await t.mails(support)).length;
    await signup('Quiet Quinn');
    await upload('Nobody Told');
    expect((await t.mails(support)).length).toBe(before);

    // Welcome e-mails come back when switched on.
    await setEmailSettings({});
    const third = await signup('Wendy Welcome');
    expect((await t.mails(third)).map((m) => m.kind)).toContain('welcome');
  });
});
