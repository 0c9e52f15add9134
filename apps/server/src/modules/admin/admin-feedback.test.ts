import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@serenade/contract';
import { feedback, feedbackAttachments, mailOutbox, users } from '../../db/schema';
import { multipartBody } from '../../test/audio-fixtures';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { createAdminFeedbackService, csvCell } from './admin-feedback.service';

type Who = { id: string; token: string; email: string; name: string };
type Item = { id: string; subject: string; status: string; category: string; created_at: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(DB_TARGETS)('admin feedback API (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who;

  const as = (who: Who | null) => (who ? bearer(who.token) : {});
  const get = (url: string, who: Who | null = editor) => t.request({ method: 'GET', url, headers: as(who) });
  const list = async (qs: string) => {
    const res = await get(`/api/admin/feedback?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { feedback: Item[]; total: number; totalPages: number; page: number };
  };
  const stats = async () => (await get('/api/admin/feedback/stats')).json().data;
  /** Rows straight into the table, for the list machinery (the public form is exercised below). */
  const insert = async (rows: Partial<typeof feedback.$inferInsert>[]) =>
    t.app.ctx.db
      .insert(feedback)
      .values(rows.map((r, i) => ({ subject: `Row ${i}`, message: 'Message', ...r })))
      .returning({ id: feedback.id });
  const sendFeedback = async (payload: Record<string, string>, who: Who | null = null) => {
    const res = await t.request({ method: 'POST', url: '/api/feedback', headers: as(who), payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' | 'admin', name: string) => {
      const u = await t.createUser({ role, name });
      return { id: u.id, token: (await t.login(u.email, u.password)).token, email: u.email, name };
    };
    [member, suspended, editor, admin] = [
      await mk('user', 'Mia Member'),
      await mk('user', 'Sully Suspended'),
      await mk('editor', 'Eddie Editor'),
      await mk('admin', 'Ada Admin'),
    ];
    await t.app.ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
  });

  it('shows empty stats with no average rating before anyone writes', async () => {
    expect(await stats()).toEqual({
      total: 0,
      byStatus: FEEDBACK_STATUSES.map((status) => ({ status, count: 0 })),
      publicFeedbackCount: 0,
      averageRating: null,
    });
    expect(await list('')).toEqual({ feedback: [], total: 0, totalPages: 1, page: 1 });
  });

  it('refuses guests, members and suspended accounts on every route and lets an editor in', async () => {
    const [target] = await insert([{ subject: 'Guarded' }]);
    const id = target!.id;
    const routes: { method: 'GET' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/admin/feedback' },
      { method: 'GET', url: '/api/admin/feedback/stats' },
      { method: 'GET', url: '/api/admin/feedback/export' },
      { method: 'GET', url: `/api/admin/feedback/${id}` },
      { method: 'PUT', url: `/api/admin/feedback/${id}/respond`, payload: { response: 'Hi', status: 'closed' } },
      { method: 'PATCH', url: `/api/admin/feedback/${id}/public`, payload: { is_public: true } },
      { method: 'DELETE', url: `/api/admin/feedback/${id}` },
    ];
    for (const r of routes) {
      const call = (who: Who | null) => t.request({ ...r, headers: as(who) });
      expect((await call(null)).statusCode, `${r.method} ${r.url} guest`).toBe(401);
      expect((await call(member)).statusCode, `${r.method} ${r.url} member`).toBe(403);
      expect((await call(suspended)).statusCode, `${r.method} ${r.url} suspended`).toBe(401);
    }
    const [untouched] = await t.app.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(untouched).toMatchObject({ status: 'new', isPublic: false, adminResponse: null });
    for (const r of routes) {
      const res = await t.request({ ...r, headers: as(editor) });
      expect(res.statusCode, `${r.method} ${r.url} editor: ${res.body}`).toBe(200);
    }
    expect((await get(`/api/admin/feedback/${id}`, admin)).statusCode).toBe(404);
  });

  it('filters by several statuses and categories, searches, sorts and pages on the server', async () => {
    await t.app.ctx.db.delete(feedback);
    const base = Date.UTC(2025, 0, 1);
    await insert(
      Array.from({ length: 23 }, (_, i) => ({
        subject: `Subject ${String.fromCharCode(97 + (i % 26))}${i}`,
        message: i === 5 ? 'The player skips on Safari' : `Message ${i}`,
        category: FEEDBACK_CATEGORIES[i % FEEDBACK_CATEGORIES.length]!,
        status: FEEDBACK_STATUSES[i % 3]!, // new, in_progress, resolved
        senderName: i === 7 ? 'Quentin Quill' : null,
        senderEmail: i === 9 ? 'zed@example.com' : null,
        createdAt: new Date(base + i * 60_000),
        updatedAt: new Date(base + i * 60_000),
      })),
    );

    const first = await list('');
    expect(first.total).toBe(23);
    expect(first.totalPages).toBe(3);
    expect(first.feedback).toHaveLength(10);
    expect(first.feedback[0]!.subject).toBe('Subject w22'); // newest first by default
    const third = await list('page=3');
    expect(third.feedback.map((f) => f.subject)).toEqual(['Subject c2', 'Subject b1', 'Subject a0']);

    const multi = await list('status=new,resolved&limit=100');
    expect(multi.total).toBe(15); // i % 3 is 0 (8 rows) or 2 (7 rows)
    expect(new Set(multi.feedback.map((f) => f.status))).toEqual(new Set(['new', 'resolved']));
    const repeated = await list('status=new&status=resolved&category=bug_report,other&limit=100');
    expect(repeated.feedback.every((f) => ['new', 'resolved'].includes(f.status))).toBe(true);
    expect(repeated.feedback.every((f) => ['bug_report', 'other'].includes(f.category))).toBe(true);
    // i in 0..22 with i % 7 in {0, 6} and i % 3 in {0, 2}: 0, 6, 14, 20, 21.
    expect(repeated.total).toBe(5);

    expect((await list('search=safari')).feedback.map((f) => f.subject)).toEqual(['Subject f5']);
    expect((await list('search=quentin')).feedback.map((f) => f.subject)).toEqual(['Subject h7']);
    expect((await list('search=ZED@example')).feedback.map((f) => f.subject)).toEqual(['Subject j9']);
    expect((await list('search=100%25')).total).toBe(0); // % is a character, not a wildcard

    const bySubject = await list('sort=subject&direction=asc&limit=3');
    expect(bySubject.feedback.map((f) => f.subject)).toEqual(['Subject a0', 'Subject b1', 'Subject c2']);
    const byStatus = (await list('sort=status&direction=desc&limit=100')).feedback.map((f) => f.status);
    expect(byStatus).toEqual([...byStatus].sort().reverse());
    const byCategory = (await list('sort=category&direction=asc&limit=100')).feedback.map((f) => f.category);
    expect(byCategory).toEqual([...byCategory].sort());
    const oldest = await list('sort=created_at&direction=asc&limit=1');
    expect(oldest.feedback[0]!.subject).toBe('Subject a0');

    const bad: [string, string][] = [
      ['status=new,archived', 'status'],
      ['category=rant', 'category'],
      ['sort=rating', 'sort'],
      ['direction=up', 'direction'],
      ['page=0', 'page'],
      ['limit=500', 'limit'],
    ];
    for (const [qs, field] of bad) {
      const res = await get(`/api/admin/feedback?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().field, qs).toBe(field);
    }
    const wrong = (await get('/api/admin/feedback?status=new,archived')).json();
    expect(wrong.error).toContain('archived');
  });

  it('counts statuses, public items and the average rating in SQL', async () => {
    await t.app.ctx.db.delete(feedback);
    await insert([
      { status: 'new', rating: 5, isPublic: true },
      { status: 'new', rating: 4 },
      { status: 'resolved', rating: 4, isPublic: true },
      { status: 'closed' },
    ]);
    const s = await stats();
    expect(s.total).toBe(4);
    expect(s.publicFeedbackCount).toBe(2);
    expect(s.averageRating).toBeCloseTo(4.33, 2);
    expect(s.byStatus).toContainEqual({ status: 'new', count: 2 });
    expect(s.byStatus).toContainEqual({ status: 'resolved', count: 1 });
    expect(s.byStatus).toContainEqual({ status: 'duplicate', count: 0 });
  });

  it('shows a support ticket and feedback with attachments that the admin can download', async () => {
    const ticket = await t.request({
      method: 'POST',
      url: '/api/support',
      payload: {
        name: 'Tia Ticket',
        email: 'tia@example.com',
        subject: 'Cannot pay',
        message: 'The card form hangs',
        priority: 'urgent',
      },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const listed = (await list('search=cannot pay')).feedback[0] as unknown as Record<string, unknown>;
    expect(listed).toMatchObject({
      id: ticket.json().data.id,
      kind: 'support',
      priority: 'urgent',
      sender_name: 'Tia Ticket',
      sender_email: 'tia@example.com',
      attachment_count: 0,
      status: 'new',
      is_public: false,
      admin_response: null,
      user_id: null,
    });

    const body = multipartBody([
      { name: 'category', value: 'bug_report' },
      { name: 'subject', value: 'Player, stutters' },
      { name: 'message', value: 'See the screenshot' },
      { name: 'rating', value: '2' },
      { name: 'attachments', filename: 'screen shot.png', data: PNG, type: 'image/png' },
      { name: 'attachments', filename: 'log.pdf', data: PDF, type: 'application/pdf' },
    ]);
    const sent = await t.request({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...body.headers, ...bearer(member.token) },
      payload: body.payload,
    });
    const id = sent.json().data.id as string;
    const detail = (await get(`/api/admin/feedback/${id}`)).json().data;
    expect(detail).toMatchObject({ user_id: member.id, rating: 2, attachment_count: 2, kind: 'feedback' });
    const png = detail.attachments.find((a: { filename: string }) => a.filename === 'screen shot.png');
    expect(png).toMatchObject({ size: PNG.length, mime: 'image/png' });

    const file = await t.request({ method: 'GET', url: png.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment; filename="screen shot.png"');
    const [, query] = png.url.split('?');
    const forged = png.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.request({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/files/feedback/${png.id}` })).statusCode).toBe(404);
    const expired = `/files/feedback/${png.id}?${query.replace(/exp=\d+/, 'exp=1000')}`;
    expect((await t.request({ method: 'GET', url: expired })).statusCode).toBe(404);

    expect((await get('/api/admin/feedback/not-an-id')).statusCode).toBe(404);
    expect((await get('/api/admin/feedback/00000000-0000-4000-8000-000000000000')).json().error).toBe(
      'Feedback not found',
    );
  });

  it('stores a response and e-mails it to the sender, whoever they are', async () => {
    const visitorId = await sendFeedback({
      category: 'feature_request',
      subject: 'Dark mode',
      message: 'Please add it',
      email: 'vera.visitor@example.com',
    });
    const respond = (id: string, payload: unknown, who: Who = editor) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/feedback/${id}/respond`,
        headers: as(who),
        payload: payload as object,
      });

    const bad: [unknown, string][] = [
      [{ response: '   ', status: 'resolved' }, 'response'],
      [{ status: 'resolved' }, 'response'],
      [{ response: 'x'.repeat(5001), status: 'resolved' }, 'response'],
      [{ response: 'Thanks' }, 'status'],
      [{ response: 'Thanks', status: 'done' }, 'status'],
      [{ response: 'Thanks', status: 'resolved', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of bad) {
      const res = await respond(visitorId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    const [unchanged] = await t.app.ctx.db.select().from(feedback).where(eq(feedback.id, visitorId));
    expect(unchanged).toMatchObject({ status: 'new', adminResponse: null });
    expect(await t.mails('vera.visitor@example.com')).toHaveLength(0);

    const res = await respond(visitorId, { response: '  Dark mode ships next week.\nThanks!  ', status: 'resolved' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ status: 'resolved', admin_response: 'Dark mode ships next week.\nThanks!' });
    expect(new Date(item.updated_at).getTime()).toBeGreaterThan(new Date(item.created_at).getTime());
    const [mail] = await t.mails('vera.visitor@example.com');
    expect(mail).toMatchObject({ kind: 'feedback_response', subject: 'Re: Dark mode' });
    expect(mail!.text).toContain('Dark mode ships next week.');
    expect(mail!.text).toContain('Status: resolved');
    expect(mail!.html).toContain('Dark mode ships next week.<br>Thanks!');

    // Only the status changes: the sender is not e-mailed the same answer twice.
    await respond(visitorId, { response: 'Dark mode ships next week.\nThanks!', status: 'closed' }, admin);
    expect(await t.mails('vera.visitor@example.com')).toHaveLength(1);

    // A member's feedback goes to their account e-mail, a ticket to the address they gave.
    const memberId = await sendFeedback({ category: 'other', subject: 'Hello', message: 'Hi there' }, member);
    await respond(memberId, { response: 'Hello back', status: 'in_progress' });
    expect((await t.mails(member.email))[0]).toMatchObject({ kind: 'feedback_response' });
    expect((await t.mails(member.email))[0]!.text).toContain(`Hi ${member.name},`);
    const [ticket] = (await list('search=Cannot pay')).feedback;
    await respond(ticket!.id, { response: 'Fixed the card form', status: 'resolved' });
    expect((await t.mails('tia@example.com')).map((m) => m.kind)).toContain('feedback_response');

    // Anonymous and without an address: stored, nobody to write to.
    const anonId = await sendFeedback({ category: 'other', subject: 'Anon', message: 'No address' });
    const outboxSize = async () => (await t.app.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const before = await outboxSize();
    expect((await respond(anonId, { response: 'Noted', status: 'closed' })).json().data.admin_response).toBe('Noted');
    expect(await outboxSize()).toBe(before);

    expect((await respond('00000000-0000-4000-8000-000000000000', { response: 'x', status: 'new' })).statusCode).toBe(
      404,
    );
  });

  it('makes feedback public on the public site and private again', async () => {
    const id = await sendFeedback(
      { category: 'general_feedback', subject: 'Loved my song', message: 'My wife cried', rating: '5' },
      member,
    );
    const publicList = async () =>
      (await t.request({ method: 'GET', url: '/api/feedback/public' })).json().data.feedback as {
        id: string;
        first_name: string;
      }[];
    expect((await publicList()).map((f) => f.id)).not.toContain(id);
    const toggle = (payload: unknown) =>
      t.request({
        method: 'PATCH',
        url: `/api/admin/feedback/${id}/public`,
        headers: as(editor),
        payload: payload as object,
      });
    for (const payload of [{}, { is_public: 'yes' }]) {
      const res = await toggle(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('is_public');
    }
    const on = await toggle({ is_public: true });
    expect(on.json().data.is_public).toBe(true);
    const shown = (await publicList()).find((f) => f.id === id);
    expect(shown).toEqual({
      id,
      rating: 5,
      subject: 'Loved my song',
      message: 'My wife cried',
      first_name: 'Mia',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(shown)).not.toContain(member.email);
    expect((await stats()).publicFeedbackCount).toBeGreaterThanOrEqual(1);
    await toggle({ is_public: false });
    expect((await publicList()).map((f) => f.id)).not.toContain(id);
    expect((await t.request({ method: 'GET', url: '/api/feedback/public?limit=50' })).json().field).toBe('limit');
  });

  it('deletes the feedback, its attachment rows and the files in storage', async () => {
    const body = multipartBody([
      { name: 'category', value: 'bug_report' },
      { name: 'subject', value: 'To delete' },
      { name: 'message', value: 'Bye' },
      { name: 'attachments', filename: 'a.png', data: PNG, type: 'image/png' },
      { name: 'attachments', filename: 'b.pdf', data: PDF, type: 'application/pdf' },
    ]);
    const id = (
      await t.request({ method: 'POST', url: '/api/feedback', headers: body.headers, payload: body.payload })
    ).json().data.id as string;
    const files = await t.app.ctx.db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, id));
    expect(files).toHaveLength(2);
    for (const f of files) expect(await t.app.ctx.storage.size(f.path)).toBe(f.size);

    const del = await t.request({ method: 'DELETE', url: `/api/admin/feedback/${id}`, headers: as(editor) });
    expect(del.statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(feedback).where(eq(feedback.id, id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(feedbackAttachments).where(eq(feedbackAttachments.feedbackId, id))).toEqual(
      [],
    );
    for (const f of files) expect(await t.app.ctx.storage.size(f.path)).toBeNull();
    const again = await t.request({ method: 'DELETE', url: `/api/admin/feedback/${id}`, headers: as(editor) });
    expect(again.statusCode).toBe(404);
  });

  it('exports every matching row as CSV with flattened text, a header and a dated file name', async () => {
    await t.app.ctx.db.delete(feedback);
    await insert(
      Array.from({ length: 24 }, (_, i) => ({
        subject: `Export ${String(i).padStart(2, '0')}`,
        category: i % 2 ? 'bug_report' : 'other',
        status: i % 2 ? 'new' : 'closed',
        createdAt: new Date(Date.UTC(2025, 1, 1, 0, i)),
      })),
    );
    await insert([
      {
        subject: 'Hello, world',
        message: 'Line one\nLine two,\r\nthree "quoted"',
        category: 'bug_report',
        rating: 3,
        senderName: '=cmd()',
        adminResponse: 'Yes,\nfixed',
        createdAt: new Date(Date.UTC(2025, 1, 2)),
      },
    ]);
    const res = await get('/api/admin/feedback/export?category=bug_report&sort=subject&direction=asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(`filename="feedback_export_${day}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Date,Type,Category,Subject,Message,Rating,Status,Public,Admin Response,Sender Name,Sender Email,Priority,User ID,Attachments,Updated',
    );
    expect(lines).toHaveLength(1 + 13); // 12 bug reports + the one with commas, more than a page
    const header = lines[0]!.split(',');
    const rows = lines.slice(1).map((l) => l.split(','));
    for (const r of rows) expect(r).toHaveLength(header.length);
    expect(rows.map((r) => r[4])).toEqual([...rows.map((r) => r[4])].sort());
    const odd = rows.find((r) => r[4] === 'Hello  world')!;
    expect(odd[5]).toBe('"Line one Line two  three ""quoted"""');
    expect(odd[6]).toBe('3');
    expect(odd[9]).toBe('Yes  fixed'); // each comma and line break is one space
    expect(odd[10]).toBe("'=cmd()");

    const filtered = await get('/api/admin/feedback/export?status=closed&search=Export');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(1 + 12);
    const bad = await get('/api/admin/feedback/export?category=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('category');
  });

  it('exports across batch edges in exactly the list order, for every sort', async () => {
    const svc = createAdminFeedbackService({
      db: t.app.ctx.db,
      storage: t.app.ctx.storage,
      mailer: t.app.ctx.mailer,
      settings: t.app.ctx.settings,
      secret: 'x'.repeat(32),
      exportBatch: 4,
    });
    // Equal timestamps and equal sort keys, so the tie-breakers are what keeps the batches apart.
    await insert(
      Array.from({ length: 9 }, (_, i) => ({
        subject: `Tie ${i % 3}`,
        category: 'other',
        createdAt: new Date(Date.UTC(2025, 1, 1, 0, i % 2)),
      })),
    );
    for (const sort of ['created_at', 'subject', 'status', 'category'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const filters = { sort, direction, status: undefined, category: undefined, search: undefined };
        let csv = '';
        for await (const chunk of svc.exportCsv(filters)) csv += chunk;
        const exported = csv
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((l) => l.split(',')[0]);
        const listed = (await svc.list({ ...filters, page: 1, limit: 100 })).feedback.map((f) => f.id);
        expect(exported, `${sort} ${direction}`).toEqual(listed);
        expect(new Set(exported).size).toBe(listed.length);
      }
    }
  });

  it('publishes its routes in the OpenAPI document', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/feedback',
        '/api/admin/feedback/stats',
        '/api/admin/feedback/export',
        '/api/admin/feedback/{id}',
        '/api/admin/feedback/{id}/respond',
        '/api/admin/feedback/{id}/public',
        '/api/feedback/public',
      ]),
    );
  });

  it('flattens CSV cells as SPEC 9 says', () => {
    expect(csvCell('a,b\nc\r\nd')).toBe('a b c d');
    expect(csvCell(null)).toBe('');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
