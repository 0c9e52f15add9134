import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_SETTINGS, LYRIC_LIMITS, type TLyricsApprovalView } from '@serenade/contract';
import { requestStatusHistory, songRequests, songs } from '../../db/schema';
import { bearer, DB_TARGETS, linkIn, useTestApp, type TestApp } from '../../test/harness';

const STORY = {
  title: 'Siobhan at Sixty',
  description: 'For my aunt Siobhan who turns 60 and still swims in the cold sea at Howth every morning',
  song_types: ['pop', 'birthday'],
  priority_level: 'standard',
  recipient: 'Siobhan',
};

type Lines = { lines: string[] }[];
const linesOf = (v: TLyricsApprovalView): Lines => v.sections!.map((s) => ({ lines: s.lines.map((l) => l.text) }));

function api(t: TestApp, id: string, token?: string, auth?: string) {
  const headers = auth ? bearer(auth) : {};
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  return {
    view: () => t.request({ method: 'GET', url: `/api/songs/request/${id}/lyrics${q}`, headers }),
    save: (body: object) =>
      t.request({ method: 'PUT', url: `/api/songs/request/${id}/lyrics`, headers, payload: { token, ...body } }),
    redraft: (body: object = {}) =>
      t.request({
        method: 'POST',
        url: `/api/songs/request/${id}/lyrics/redraft`,
        headers,
        payload: { token, ...body },
      }),
    approve: (body: object = {}) =>
      t.request({
        method: 'POST',
        url: `/api/songs/request/${id}/lyrics/approve`,
        headers,
        payload: { token, ...body },
      }),
  };
}

/** Pays on the sandbox checkout page as the browser form does, then confirms the payment like the return page. */
async function payWithTestCard(t: TestApp, created: { request_id: string; payment_url: string; amount: number }) {
  const paid = await t.request({
    method: 'POST',
    url: created.payment_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'P' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  const reference = created.payment_url.split('/').pop()!;
  return t.request({
    method: 'POST',
    url: '/api/payment/process',
    payload: { reference, amount: created.amount, song_request_id: created.request_id },
  });
}

describe.each(DB_TARGETS)('lyric approval (%s)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    await t.app.ctx.settings.set('production', { ...DEFAULT_PRODUCTION_SETTINGS, songLengthSeconds: 60 });
  });

  /** A visitor orders an Express song and pays with the test card (a free guest order waits for e-mail confirmation first). */
  const guestOrder = async (email = 'aoife@example.com') => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      payload: { ...STORY, priority_level: 'express', name: 'Aoife Guest', email },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data as {
      request_id: string;
      status: string;
      status_token: string;
      payment_url: string;
      amount: number;
    };
    await payWithTestCard(t, created);
    return created;
  };

  it('a guest reads the draft from the e-mail link, edits a line, adds a name note, redrafts and approves; the song sings it', async () => {
    const created = await guestOrder();
    const status = await t.request({
      method: 'GET',
      url: `/api/songs/request/${created.request_id}/status?token=${encodeURIComponent(created.status_token)}`,
    });
    expect(status.json().data.status).toBe('awaiting_approval');
    const a = api(t, created.request_id, created.status_token);
    const writing = (await a.view()).json().data as TLyricsApprovalView;
    expect(writing).toMatchObject({ writing: true, sections: null, deadline: null });

    await t.drain();
    const mails = await t.delivered('aoife@example.com');
    const ready = mails.find((m) => m.kind === 'lyrics-ready')!;
    expect(ready.subject).toBe('Your lyrics are ready to read: Siobhan at Sixty');
    expect(ready.text).toMatch(/we will use this draft as it is/);
    const link = new URL(linkIn(ready.text, `/requests/${created.request_id}?token=`));
    // the e-mail's link opens the draft
    const viaMail = await api(t, created.request_id, link.searchParams.get('token')!).view();
    expect(viaMail.statusCode).toBe(200);

    // Nobody else sees it: no token, a wrong token, another member.
    expect((await api(t, created.request_id).view()).statusCode).toBe(404);
    expect((await api(t, created.request_id, 'nope').view()).statusCode).toBe(404);
    const stranger = await t.createUser();
    const strangerToken = (await t.login(stranger.email, stranger.password)).token;
    const strangerApprove = await api(t, created.request_id, undefined, strangerToken).approve();
    expect(strangerApprove.statusCode).toBe(404);
    expect(strangerApprove.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const draft = (await a.view()).json().data as TLyricsApprovalView;
    expect(draft.writing).toBe(false);
    // the first sung section, and another (instrumental sections have no lines)
    const first = draft.sections!.findIndex((s) => s.lines.length > 0);
    const second = draft.sections!.findIndex((s, i) => i > first && s.lines.length > 1);
    expect(draft.redraftsLeft).toBe(LYRIC_LIMITS.maxRedrafts);
    expect(new Date(draft.deadline!).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(draft.deliveryHours).toBe(24);
    expect(draft.sections!.length).toBeGreaterThan(2);
    expect(draft.sections!.flatMap((s) => s.lines).every((l) => !l.mine)).toBe(true);

    // Bad lines: each names the line and why, and nothing is saved.
    const bad = async (text: string, pattern: RegExp) => {
      const lines = linesOf(draft);
      lines[second]!.lines[1] = text;
      const res = await a.save({ sections: lines });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        field: `sections.${second}.lines.1`,
      });
      expect(res.json().error).toMatch(pattern);
    };
    const label = draft.sections![second]!.label;
    await bad('   ', new RegExp(`Line 2 of ${label} is empty`));
    await bad(
      'and every single morning she goes swimming in the freezing cold grey sea at Howth harbour',
      /too long to sing: about \d+ syllables where one melodic phrase holds at most 16/,
    );
    await bad('you are <b>sixty</b> today', /contains markup \("<b>"\)/);
    const badNote = await a.save({ pronunciations: { Siobhan: 'shi-V4WN' } });
    expect(badNote.statusCode).toBe(400);
    expect(badNote.json().error).toMatch(
      /The pronunciation of Siobhan \("shi-V4WN"\) could not be read: "4" is not a letter/,
    );
    const fourSections = await a.save({ sections: linesOf(draft).slice(1) });
    expect(fourSections.statusCode).toBe(400);
    expect(fourSections.json().field).toBe('sections');
    expect((await a.view()).json().data).toEqual(draft);

    // The buyer's line and note are kept, through fresh drafts too.
    const mine = 'Sixty winters swimming where the cold waves break';
    const edited = linesOf(draft);
    edited[first]!.lines[0] = mine;
    const saved = await a.save({ sections: edited, pronunciations: { Siobhan: 'shi-VAWN' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.sections[first].lines[0]).toEqual({ text: mine, mine: true });
    expect(saved.json().data.pronunciations).toEqual({ Siobhan: 'shi-VAWN' });
    expect(saved.json().data.names.map((n: { name: string }) => n.name)).toContain('Siobhan');

    let previous = (saved.json().data as TLyricsApprovalView).sections!;
    const seedNow = async () =>
      (await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, created.request_id)))[0]!.lyricsDraft!
        .seed;
    const seeds = [await seedNow()];
    for (let i = 1; i <= LYRIC_LIMITS.maxRedrafts; i++) {
      const res = await a.redraft();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ writing: true, redraftsUsed: i });
      // while it is written, nothing can be changed
      expect((await a.approve()).statusCode).toBe(409);
      await t.drain();
      const fresh = (await a.view()).json().data as TLyricsApprovalView;
      expect(fresh.writing).toBe(false);
      expect(fresh.sections![first]!.lines[0]).toEqual({ text: mine, mine: true });
      expect(fresh.pronunciations).toEqual({ Siobhan: 'shi-VAWN' });
      const others = (s: typeof previous) => s.flatMap((x) => x.lines.filter((l) => !l.mine).map((l) => l.text));
      expect(others(fresh.sections!)).not.toEqual(others(previous));
      previous = fresh.sections!;
      seeds.push(await seedNow());
    }
    // each draft written afresh with its own seed
    expect(new Set(seeds).size).toBe(LYRIC_LIMITS.maxRedrafts + 1);
    const fourth = await a.redraft();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 'REDRAFT_LIMIT' });
    expect(fourth.json().error).toMatch(/used all 3 new drafts/);
    const [afterFourth] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, created.request_id));
    expect(afterFourth).toMatchObject({ redraftsUsed: 3, draftWriting: false, status: 'awaiting_approval' });
    expect(afterFourth!.lyricsDraft!.seed).toBe(seeds.at(-1));
    // only one lyrics-ready e-mail: redrafts happen on the screen
    expect((await t.mails('aoife@example.com')).filter((m) => m.kind === 'lyrics-ready')).toHaveLength(1);

    const approved = await a.approve({ sections: linesOf((await a.view()).json().data) });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'processing', approved: true, approvedBy: 'buyer' });
    const twice = await a.approve();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_APPROVED' });
    expect(twice.json().error).toMatch(/already approved/);

    await t.drain();
    const [row] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, created.request_id));
    expect(row).toMatchObject({ status: 'completed', approvedBy: 'buyer', pronunciations: { Siobhan: 'shi-VAWN' } });
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, row!.finalSongId!));
    expect(song!.lyrics.map((l) => l.text)).toContain(mine);
    // ...and it is what the voice sang: the line's sung words (from the generator's sung notes) are the buyer's
    const sung = song!.lyrics.find((l) => l.text === mine)!;
    expect(sung.words?.map((w) => w.text.toLowerCase())).toEqual(mine.toLowerCase().split(' '));

    const history = await t.app.ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, created.request_id))
      .orderBy(requestStatusHistory.createdAt);
    const steps = history.map((h) => h.toStatus);
    const at = steps.indexOf('awaiting_approval');
    expect(steps.slice(at, at + 2)).toEqual(['awaiting_approval', 'processing']);
    expect(steps.at(-1)).toBe('completed');
    expect(history.find((h) => h.fromStatus === 'awaiting_approval')!.note).toBe(
      'Lyrics approved by the buyer (1 line written by the buyer, 1 pronunciation note)',
    );
  }, 240_000);

  it('uses the draft as it stands once the deadline passes, and an admin can approve for the buyer', async () => {
    const left = await guestOrder('left@example.com');
    const helped = await guestOrder('helped@example.com');
    await t.drain();
    const admin = await t.createUser({ role: 'editor', name: 'Edie Editor' });
    const adminToken = (await t.login(admin.email, admin.password)).token;
    const onBehalf = await api(t, helped.request_id, undefined, adminToken).approve();
    expect(onBehalf.statusCode).toBe(200);
    expect(onBehalf.json().data.approvedBy).toBe('staff');

    // Not yet due: nothing happens; past the deadline the draft is approved as it stood.
    expect(await t.app.ctx.approval.approveOverdue(new Date())).toBe(0);
    expect(await t.app.ctx.approval.approveOverdue(new Date(Date.now() + 25 * 3600_000))).toBe(1);
    const [row] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, left.request_id));
    expect(row).toMatchObject({ status: 'processing', approvedBy: 'deadline' });
    expect(row!.lyricsApproved).toEqual(row!.lyricsDraft);
    const notes = await t.app.ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, helped.request_id));
    const approval = notes.find((h) => h.fromStatus === 'awaiting_approval')!;
    expect(approval.changedBy).toBe(admin.id);
    expect(approval.note).toMatch(/^Lyrics approved by Edie Editor on the buyer's behalf/);
    const late = await api(t, left.request_id, left.status_token).approve();
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ALREADY_APPROVED');
  }, 120_000);
});

describe.each(DB_TARGETS)('lyric approval with manual production and with approval off (%s)', (target) => {
  const t = useTestApp(target);

  it('a member pays, approves, and the request waits for the admin upload in manual mode', async () => {
    await t.app.ctx.settings.set('production', { ...DEFAULT_PRODUCTION_SETTINGS, mode: 'manual' });
    const u = await t.createUser();
    const token = (await t.login(u.email, u.password)).token;
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bearer(token),
      payload: { ...STORY, priority: '6hr' },
    });
    const created = res.json().data;
    expect(created.status).toBe('pending');
    const processed = await payWithTestCard(t, created);
    expect(processed.json().data.status).toBe('awaiting_approval');
    await t.drain();
    const a = api(t, created.request_id, undefined, token);
    const draft = (await a.view()).json().data as TLyricsApprovalView;
    expect(draft.deliveryHours).toBe(6);
    expect(draft.canSay).toBe(true);
    // The name in the product's own voice, with the buyer's respelling; a note it cannot read is refused.
    const say = (payload: object) =>
      t.request({
        method: 'POST',
        url: `/api/songs/request/${created.request_id}/lyrics/say`,
        headers: bearer(token),
        payload,
      });
    const spoken = await say({ word: 'Siobhan', respelling: 'shi-VAWN' });
    expect(spoken.statusCode).toBe(200);
    expect(spoken.headers['content-type']).toBe('audio/wav');
    expect(spoken.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(spoken.rawPayload.length).toBeGreaterThan(8000);
    const unreadable = await say({ word: 'Siobhan', respelling: 'sh-VWN' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toMatch(/could not be read: "sh" has no vowel/);
    const ok = await a.approve({ sections: linesOf(draft) });
    expect(ok.json()).toMatchObject({ success: true });
    await t.drain();
    const [row] = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.id, created.request_id));
    expect(row).toMatchObject({ status: 'processing', approvedBy: 'buyer' });
    const statuses = (
      await t.app.ctx.db.select().from(requestStatusHistory).where(eq(requestStatusHistory.requestId, row!.id))
    )
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .map((h) => h.toStatus);
    expect(statuses).toEqual(['pending', 'paid', 'awaiting_approval', 'processing']);
  }, 120_000);

  it('takes pronunciation notes with the order, refusing one it cannot read before anything is saved', async () => {
    await t.app.ctx.settings.set('production', { ...DEFAULT_PRODUCTION_SETTINGS, mode: 'manual' });
    const u = await t.createUser();
    const token = (await t.login(u.email, u.password)).token;
    const order = (pronunciations: object) =>
      t.request({
        method: 'POST',
        url: '/api/song/request',
        headers: bearer(token),
        payload: { ...STORY, pronunciations },
      });
    const bad = await order({ Siobhan: 'shi-V@WN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'pronunciations.Siobhan' });
    expect(bad.json().error).toMatch(/The pronunciation of Siobhan \("shi-V@WN"\) could not be read/);
    const markup = await order({ '<b>Siobhan</b>': 'shi-VAWN' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().error).toMatch(/A pronunciation note is for one name: letters, apostrophes and hyphens only/);
    const rows = await t.app.ctx.db.select().from(songRequests).where(eq(songRequests.userId, u.id));
    expect(rows).toHaveLength(0);
    const good = await order({ Siobhan: 'shi-VAWN' });
    expect(good.statusCode).toBe(201);
    await t.drain();
    const view = (await api(t, good.json().data.request_id, undefined, token).view()).json().data;
    expect(view.pronunciations).toEqual({ Siobhan: 'shi-VAWN' });
  }, 120_000);

  it('with approval off, an order goes straight to production and the screen says there is nothing to approve', async () => {
    await t.app.ctx.settings.set('production', {
      ...DEFAULT_PRODUCTION_SETTINGS,
      mode: 'manual',
      lyricApproval: false,
    });
    const u = await t.createUser();
    const token = (await t.login(u.email, u.password)).token;
    const res = await t.request({ method: 'POST', url: '/api/song/request', headers: bearer(token), payload: STORY });
    const created = res.json().data;
    expect(created.status).toBe('processing');
    const approve = await api(t, created.request_id, undefined, token).approve();
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ code: 'NOT_AWAITING_APPROVAL' });
    expect(approve.json().error).toBe('This request is not waiting for lyric approval (it is processing)');

    // Staff may set any status: set to this step by hand, the request gets the draft it lacks.
    const editor = await t.createUser({ role: 'editor' });
    const editorToken = (await t.login(editor.email, editor.password)).token;
    const set = await t.request({
      method: 'PUT',
      url: `/api/admin/requests/${created.request_id}`,
      headers: bearer(editorToken),
      payload: { status: 'awaiting_approval' },
    });
    expect(set.statusCode).toBe(200);
    const a = api(t, created.request_id, undefined, token);
    expect((await a.view()).json().data).toMatchObject({ status: 'awaiting_approval', writing: true });
    await t.drain();
    const drafted = (await a.view()).json().data as TLyricsApprovalView;
    expect(drafted.writing).toBe(false);
    expect(drafted.sections!.length).toBeGreaterThan(2);
    expect(drafted.deadline).not.toBeNull();
    expect((await a.approve({ sections: linesOf(drafted) })).statusCode).toBe(200);
  }, 120_000);
});
