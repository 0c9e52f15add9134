import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_SETTINGS, type TLyricsApprovalView } from '@serenade/contract';
import { jobs, requestStatusHistory, songRequests } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp, type TestApp } from '../../test/harness';

// Who may read and change a draft, and what a refused call leaves behind: nothing. Manual production, so
// nothing is rendered and each check reads the rows as they stand.

const STORY = {
  title: 'Nguyen by the River',
  description: 'For my friend Nguyen who rows on the river every Sunday and laughs at every storm',
  song_types: ['folk'],
};

type Created = { request_id: string; status_token: string; payment_url: string; amount: number };

async function payWithTestCard(t: TestApp, created: Created) {
  const paid = await t.request({
    method: 'POST',
    url: created.payment_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'P' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const processed = await t.request({
    method: 'POST',
    url: '/api/payment/process',
    payload: {
      reference: created.payment_url.split('/').pop(),
      amount: created.amount,
      song_request_id: created.request_id,
    },
  });
  expect(processed.json().data.status).toBe('awaiting_approval');
}

describe.each(DB_TARGETS)('lyric approval: access and refused input leave nothing behind (%s)', (target) => {
  const t = useTestApp(target);
  let a: Created;
  let b: Created;
  let draftA: TLyricsApprovalView;

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    id: string,
    what: '' | '/redraft' | '/approve' | '/say',
    o: { token?: string; auth?: string; body?: object } = {},
  ) =>
    t.request({
      method,
      url: `/api/songs/request/${id}/lyrics${what}${method === 'GET' && o.token ? `?token=${encodeURIComponent(o.token)}` : ''}`,
      headers: o.auth ? bearer(o.auth) : {},
      ...(method === 'GET' ? {} : { payload: { ...(o.token ? { token: o.token } : {}), ...o.body } }),
    });

  /** The request row, its history and its queued jobs: what a refused call must leave as it was. */
  const snapshot = async (id: string) => ({
    row: (await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, id)))[0],
    history: (await t.app.ctx.db.select().from(requestStatusHistory).where(eq(requestStatusHistory.requestId, id)))
      .length,
    jobs: (
      await t.app.ctx.db
        .select()
        .from(jobs)
        .where(and(sql`${jobs.payload}->>'requestId' = ${id}`, eq(jobs.status, 'queued')))
    ).map((j) => j.queue),
  });

  const guestOrder = async (email: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      payload: { ...STORY, priority_level: 'express', name: 'Guest', email },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data as Created;
    await payWithTestCard(t, created);
    return created;
  };

  beforeAll(async () => {
    await t.app.ctx.settings.set('production', { ...DEFAULT_PRODUCTION_SETTINGS, mode: 'manual' });
    a = await guestOrder('first.guest@example.com');
    b = await guestOrder('second.guest@example.com');
    await t.drain();
    draftA = (await call('GET', a.request_id, '', { token: a.status_token })).json().data;
    expect(draftA.sections).not.toBeNull();
  }, 600_000);

  const linesOf = (v: TLyricsApprovalView) => v.sections!.map((s) => ({ lines: s.lines.map((l) => l.text) }));

  it("refuses another request's guest link, a forged link and a member who is not the buyer, changing nothing", async () => {
    const before = await snapshot(a.request_id);
    const body = { sections: linesOf(draftA), pronunciations: { Nguyen: 'win' } };
    const [head, payload] = a.status_token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    // a genuine token of the right kind for another request, and one of another kind for this request
    const otherPurpose = await t.app.ctx.tokens.signAction(a.request_id, 'song-access', 3600);
    const stranger = await t.createUser();
    const strangerAuth = (await t.login(stranger.email, stranger.password)).token;

    for (const who of [{ token: b.status_token }, { token: forged }, { token: otherPurpose }, { auth: strangerAuth }]) {
      for (const [method, what] of [
        ['GET', ''],
        ['PUT', ''],
        ['POST', '/redraft'],
        ['POST', '/approve'],
      ] as const) {
        const res = await call(method, a.request_id, what, { ...who, body });
        expect(res.statusCode, `${method} ${what} ${JSON.stringify(who).slice(0, 30)}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Song request not found' });
      }
      const say = await call('POST', a.request_id, '/say', { ...who, body: { word: 'Nguyen' } });
      expect(say.statusCode).toBe(404);
    }
    expect(await snapshot(a.request_id)).toEqual(before);
  }, 120_000);

  it('says plainly when a genuine guest link has expired (410), and changes nothing', async () => {
    const before = await snapshot(a.request_id);
    const expired = await t.app.ctx.tokens.signAction(a.request_id, 'request-status', -60);
    for (const [method, what] of [
      ['GET', ''],
      ['POST', '/approve'],
    ] as const) {
      const res = await call(method, a.request_id, what, { token: expired, body: { sections: linesOf(draftA) } });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ success: false, code: 'LINK_EXPIRED', field: 'token' });
      expect(res.json().error).toMatch(/^This link to your song request has expired/);
    }
    // the status page reads the same way
    const status = await t.request({
      method: 'GET',
      url: `/api/songs/request/${a.request_id}/status?token=${encodeURIComponent(expired)}`,
    });
    expect(status.statusCode).toBe(410);
    // an expired link to another request still learns nothing
    const otherExpired = await t.app.ctx.tokens.signAction(b.request_id, 'request-status', -60);
    expect((await call('GET', a.request_id, '', { token: otherExpired })).statusCode).toBe(404);
    expect(await snapshot(a.request_id)).toEqual(before);
  }, 120_000);

  it('refuses empty, unsingable and markup lines and unreadable notes on save, redraft and approve: nothing saved, no render, no redraft used', async () => {
    const before = await snapshot(a.request_id);
    const first = draftA.sections!.findIndex((s) => s.lines.length > 0);
    const label = draftA.sections![first]!.label;
    const cases: [string, RegExp][] = [
      ['', new RegExp(`^Line 1 of ${label} is empty`)],
      [
        'and on every single sunday morning he rows his little boat along the wide grey river',
        /too long to sing: about \d+ syllables where one melodic phrase holds at most 16/,
      ],
      ['x'.repeat(95), /too long to sing: 95 characters where one sung line holds at most 90/],
      ['<script>alert(1)</script> rows', /contains markup \("<script>"\)/],
      ['{{userName}} rows the river', /contains markup \("\{"\)/],
      ['1999 2000', /has no words to sing/],
    ];
    for (const what of ['', '/redraft', '/approve'] as const) {
      for (const [text, message] of cases) {
        const lines = linesOf(draftA);
        lines[first]!.lines[0] = text;
        const res = await call(what === '' ? 'PUT' : 'POST', a.request_id, what, {
          token: a.status_token,
          body: { sections: lines },
        });
        expect(res.statusCode, `${what} ${text}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `sections.${first}.lines.0` });
        expect(res.json().error).toMatch(message);
      }
      const note = await call(what === '' ? 'PUT' : 'POST', a.request_id, what, {
        token: a.status_token,
        body: { sections: linesOf(draftA), pronunciations: { Nguyen: '!!!' } },
      });
      expect(note.statusCode).toBe(400);
      expect(note.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'pronunciations.Nguyen' });
      // a whole section emptied
      const emptied = linesOf(draftA);
      emptied[first]!.lines = [];
      const empty = await call(what === '' ? 'PUT' : 'POST', a.request_id, what, {
        token: a.status_token,
        body: { sections: emptied },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe(`${label} needs at least one line`);
    }
    expect(await snapshot(a.request_id)).toEqual(before);
  }, 120_000);

  it('two approvals at once: one wins, the other is told it was already approved; one history step, nothing queued twice', async () => {
    const before = await snapshot(b.request_id);
    const body = { sections: (await call('GET', b.request_id, '', { token: b.status_token })).json().data };
    const lines = linesOf(body.sections as TLyricsApprovalView);
    const [x, y] = await Promise.all([
      call('POST', b.request_id, '/approve', { token: b.status_token, body: { sections: lines } }),
      call('POST', b.request_id, '/approve', { token: b.status_token, body: { sections: lines } }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(loser.json()).toMatchObject({ success: false, code: 'ALREADY_APPROVED' });
    expect(loser.json().error).toMatch(/^These lyrics were already approved on .+; your song is being made$/);
    const after = await snapshot(b.request_id);
    expect(after.row).toMatchObject({ status: 'processing', approvedBy: 'buyer' });
    expect(after.history).toBe(before.history + 1);
    // one production job (in manual mode it leaves the request for the team's upload), not two
    expect(after.jobs.filter((q) => q === 'song.produce')).toHaveLength(1);
    // a save or a redraft after approval is refused the same way, and changes nothing
    for (const what of ['', '/redraft'] as const) {
      const res = await call(what === '' ? 'PUT' : 'POST', b.request_id, what, {
        token: b.status_token,
        body: { sections: lines },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ALREADY_APPROVED');
    }
    expect(await snapshot(b.request_id)).toEqual(after);
  }, 120_000);

  it('the "Your lyrics are ready" e-mail is a template staff can edit, and the edit is what the next buyer receives', async () => {
    const editor = await t.createUser({ role: 'editor' });
    const auth = bearer((await t.login(editor.email, editor.password)).token);
    const list = await t.request({ method: 'GET', url: '/api/admin/email/templates?search=lyrics', headers: auth });
    const template = (list.json().data.templates as { id: string; key: string; name: string; body: string }[]).find(
      (x) => x.key === 'lyrics_ready',
    )!;
    expect(template.name).toBe('Your lyrics are ready');
    const edited = await t.request({
      method: 'PUT',
      url: `/api/admin/email/templates/${template.id}`,
      headers: auth,
      payload: {
        name: template.name,
        subject: 'Read the words of {{songTitle}} before {{deadline}}',
        body: `<p>Edited by the team.</p>\n${template.body}`,
        is_html: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    const c = await guestOrder('third.guest@example.com');
    await t.drain();
    const [mail] = await t
      .inbox('third.guest@example.com')
      .then((m) => m.filter((x) => /Read the words/.test(x.subject)));
    expect(mail!.subject).toMatch(/^Read the words of Nguyen by the River before \w+day, /);
    expect(mail!.text).toContain('Edited by the team.');
    expect(mail!.text).toContain(`/requests/${c.request_id}?token=`);
  }, 300_000);
});
