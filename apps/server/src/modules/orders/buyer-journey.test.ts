import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestStatusHistory, songRevisions, songs } from '../../db/schema';
import { bearer, DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

const STORY = 'For my brother Tomas who fixes bicycles. Their dog is called Fado.';

/** Issue 20 items 1-4, 6, 7: what a buyer (a guest here) does with the song after ordering. */
describe.each(DB_TARGETS)('the buyer after the order (%s)', (target) => {
  const t = useTestApp(target);
  let songId = '';
  let requestId = '';
  let buyerKey = '';
  let statusToken = '';
  const withKey = (key: string) => ({ 'x-song-key': key });

  beforeAll(async () => {
    await t.app.ctx.settings.set('production', {
      mode: 'auto',
      externalUrl: '',
      songLengthSeconds: 60,
      lyricApproval: false,
      approvalWaitMinutes: 1440,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      payload: {
        title: 'Wheels for Tomas',
        description: STORY,
        song_types: ['folk'],
        priority_level: 'standard',
        is_public: false,
        notify_emails: ['friend@example.com'],
        name: 'Gia Guest',
        email: 'gia@example.com',
        price: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    requestId = res.json().data.request_id;
    statusToken = res.json().data.status_token;
    if (res.json().data.awaiting_email) {
      // A visitor's free order starts once they follow the confirmation link (issue 16).
      await t.drain(); // the link is in the delivered mail (the outbox hides it)
      const mail = (await t.delivered('gia@example.com')).find((m) => m.kind === 'request-confirm-email')!;
      const confirm = new URL(linkIn(mail.text, `/requests/${requestId}?token=`)).searchParams.get('confirm')!;
      const ok = await t.request({
        method: 'POST',
        url: `/api/songs/request/${requestId}/confirm-email`,
        payload: { token: confirm },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    await t.drain();
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.requestId, requestId));
    songId = song!.id;
    const ready = (await t.delivered('gia@example.com')).find((m) => m.kind === 'song-ready')!;
    buyerKey = new URL(linkIn(ready.text, `/track/${songId}?key=`)).searchParams.get('key')!;
  }, 300_000);

  const status = async () =>
    (
      await t.request({
        method: 'GET',
        url: `/api/songs/request/${requestId}/status?token=${encodeURIComponent(statusToken)}`,
      })
    ).json().data;

  it('the guest status page leads to the finished song through the buyer link', async () => {
    const view = await status();
    expect(view.status).toBe('completed');
    expect(view.songUrl).toMatch(new RegExp(`^/track/${songId}\\?key=`));
    const key = new URL(view.songUrl, 'http://x').searchParams.get('key')!;
    const page = await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(key) });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.access).toEqual({ canShare: true, revision: 'available' });
  });

  it("the buyer's link downloads; a gift recipient's key and visitors need a login", async () => {
    const dl = await t.request({ method: 'POST', url: `/api/songs/${songId}/download`, headers: withKey(buyerKey) });
    expect(dl.statusCode, dl.body).toBe(200);
    const file = await t.request({ method: 'GET', url: dl.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Wheels for Tomas.mp3');
    expect(file.rawPayload.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);

    // The gift e-mail carries a share key: it opens the song, but downloading is the buyer's.
    const gift = (await t.delivered('friend@example.com'))[0]!;
    const giftKey = new URL(linkIn(gift.text, `/track/${songId}?key=`)).searchParams.get('key')!;
    expect(giftKey).not.toBe(buyerKey);
    expect((await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(giftKey) })).statusCode).toBe(
      200,
    );
    const giftDl = await t.request({ method: 'POST', url: `/api/songs/${songId}/download`, headers: withKey(giftKey) });
    expect(giftDl.statusCode).toBe(401);
    expect(giftDl.json()).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      error: 'Please log in to download songs',
    });
    // Without any key the private song does not exist for a visitor.
    expect((await t.request({ method: 'POST', url: `/api/songs/${songId}/download` })).statusCode).toBe(404);
    // The gift key is listed for the buyer, who may revoke it.
    const keys = await t.request({ method: 'GET', url: `/api/songs/${songId}/share-keys`, headers: withKey(buyerKey) });
    expect(keys.json().data).toEqual([
      expect.objectContaining({ kind: 'gift', label: 'Gift e-mail to friend@example.com' }),
    ]);
    const giftList = await t.request({
      method: 'GET',
      url: `/api/songs/${songId}/share-keys`,
      headers: withKey(giftKey),
    });
    expect(giftList.statusCode).toBe(401);
  });

  it('a private link lets its holder play (counted), comment and rate until the buyer revokes it', async () => {
    const made = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/share-keys`,
      headers: withKey(buyerKey),
      payload: {},
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data;
    expect(link.url).toMatch(new RegExp(`^http://serenade\\.test/track/${songId}\\?key=`));
    const key = new URL(link.url).searchParams.get('key')!;

    // A member who is neither owner nor key holder sees nothing.
    const listener = await t.createUser({ name: 'Lia Listener' });
    const { token } = await t.login(listener.email, listener.password);
    const auth = bearer(token);
    expect((await t.request({ method: 'GET', url: `/api/songs/${songId}/comments`, headers: auth })).statusCode).toBe(
      404,
    );

    const before = (await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(key) })).json().data;
    expect(before.access).toBeUndefined();
    // The key holder's media link plays while the key is live.
    const heldAudio = before.audioUrl as string;
    expect(heldAudio).toContain(`k=${link.id}`);
    const heard = await t.request({ method: 'GET', url: heldAudio, headers: { range: 'bytes=0-99' } });
    expect(heard.statusCode).toBe(206);
    // The key's link is bound to the key: moved to no key, or to another key id, its signature fails.
    expect((await t.request({ method: 'GET', url: heldAudio.replace(`&k=${link.id}`, '') })).statusCode).toBe(404);
    const play = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/play`,
      headers: withKey(key),
      payload: { listenerId: 'visitor-with-key-1' },
    });
    expect(play.json().data).toEqual({ counted: true, playCount: before.playCount + 1 });

    const comment = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/comments`,
      headers: { ...auth, ...withKey(key) },
      payload: { content: 'Tomas will love this', timestamp: 3 },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const rate = await t.request({
      method: 'PUT',
      url: `/api/songs/${songId}/rating`,
      headers: { ...auth, ...withKey(key) },
      payload: { rating: 5 },
    });
    expect(rate.json().data).toMatchObject({ average: 5, count: 1, mine: 5 });
    const like = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/like`,
      headers: { ...auth, ...withKey(key) },
    });
    expect(like.json().data).toEqual({ liked: true, likeCount: 1 });
    const listed = await t.request({ method: 'GET', url: `/api/songs/${songId}/comments`, headers: withKey(key) });
    expect(listed.json().data.comments.map((c: { content: string }) => c.content)).toEqual(['Tomas will love this']);
    // A key holder is not the buyer: no sharing, no publishing.
    const publish = await t.request({
      method: 'PATCH',
      url: `/api/songs/${songId}/publish`,
      headers: { ...auth, ...withKey(key) },
      payload: { is_public: true },
    });
    expect(publish.statusCode).toBe(403);

    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/songs/${songId}/share-keys/${link.id}`,
      headers: withKey(buyerKey),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(key) })).statusCode).toBe(
      404,
    );
    const late = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/comments`,
      headers: { ...auth, ...withKey(key) },
      payload: { content: 'still here?' },
    });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Song not found' });
    const lateRating = await t.request({
      method: 'PUT',
      url: `/api/songs/${songId}/rating`,
      headers: { ...auth, ...withKey(key) },
      payload: { rating: 1 },
    });
    expect(lateRating.statusCode).toBe(404);
    const latePlay = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/play`,
      headers: withKey(key),
      payload: { listenerId: 'visitor-with-key-2' },
    });
    expect(latePlay.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/songs/${songId}/comments`, headers: withKey(key) })).statusCode,
    ).toBe(404);
    // The media link it opened, still within its hour, stops too.
    expect((await t.request({ method: 'GET', url: heldAudio, headers: { range: 'bytes=0-99' } })).statusCode).toBe(404);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/songs/${songId}/share-keys/${link.id}`,
      headers: withKey(buyerKey),
    });
    expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Private link not found' });
    // A forged key (right id, wrong signature) opens nothing.
    const forged = `${link.id}.${'A'.repeat(27)}`;
    expect((await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(forged) })).statusCode).toBe(
      404,
    );
  });

  it('sharing a private song by e-mail sends each recipient a private link of their own', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/song/${songId}/share`,
      headers: withKey(buyerKey),
      payload: { emails: ['ana@example.com'], message: 'Listen!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ shares_sent: 1, private_links: true });
    await t.drain();
    const [mail] = await t.delivered('ana@example.com');
    expect(mail!.text).toContain('Gia Guest');
    const key = new URL(linkIn(mail!.text, `/track/${songId}?key=`)).searchParams.get('key')!;
    expect((await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(key) })).statusCode).toBe(
      200,
    );
    const visitor = await t.request({
      method: 'POST',
      url: `/api/song/${songId}/share`,
      headers: withKey(key),
      payload: { emails: ['x@example.com'] },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('asks for one revision, which goes back through production and replaces the song in place', async () => {
    const before = (await t.app.ctx.db.select().from(songs).where(eq(songs.id, songId)))[0]!;
    const empty = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: withKey(buyerKey),
      payload: { message: 'no' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'message' });

    const res = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: withKey(buyerKey),
      payload: {
        message: 'Please make it slower',
        lyrics: 'Tomas rides at dawn\nFado runs beside him\n\nWheels keep turning',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'requested', message: 'Please make it slower' });
    expect((await status()).status).toBe('processing');
    const twice = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: withKey(buyerKey),
      payload: { message: 'And another change please' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'Your change to this song is already being made',
    });
    // Another member (no key) cannot ask for the buyer's song; a share key holder is not the buyer either.
    const stranger = await t.createUser({ name: 'Sam Stranger' });
    const strangerAuth = bearer((await t.login(stranger.email, stranger.password)).token);
    const notTheirs = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: strangerAuth,
      payload: { message: 'Make it about me instead' },
    });
    expect(notTheirs.statusCode).toBe(404);
    const shared = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/share-keys`,
      headers: withKey(buyerKey),
      payload: {},
    });
    const sharedKey = new URL(shared.json().data.url).searchParams.get('key')!;
    const holder = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: { ...strangerAuth, ...withKey(sharedKey) },
      payload: { message: 'Make it about me instead' },
    });
    expect(holder.statusCode).toBe(403);
    expect(holder.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Only the buyer of this song can ask for a change',
    });
    const guestHolder = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: withKey(sharedKey),
      payload: { message: 'Make it about me instead' },
    });
    expect(guestHolder.statusCode).toBe(401);

    const history = await t.app.ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, requestId));
    expect(history.map((h) => h.note)).toContain('Revision requested: “Please make it slower”');

    await t.drain();
    const view = await status();
    expect(view).toMatchObject({ status: 'completed', finalSongId: songId, revision: 'delivered' });
    const after = (await t.app.ctx.db.select().from(songs).where(eq(songs.id, songId)))[0]!;
    expect(after.audioPath).not.toBe(before.audioPath);
    expect(await t.app.ctx.storage.size(before.audioPath!)).toBeNull();
    expect(after.lyrics.map((l) => l.text).join(' ')).toContain('Fado runs beside him');
    expect(after.playCount).toBe(before.playCount);
    const [rev] = await t.app.ctx.db.select().from(songRevisions).where(eq(songRevisions.songId, songId));
    expect(rev).toMatchObject({ status: 'delivered' });
    // The buyer hears about it (a second song-ready e-mail); the gift recipient is not e-mailed again.
    expect((await t.mails('gia@example.com')).filter((m) => m.kind === 'song-ready')).toHaveLength(2);
    expect(await t.mails('friend@example.com')).toHaveLength(1);

    const editor = await t.createUser({ role: 'editor' });
    const { token } = await t.login(editor.email, editor.password);
    const list = await t.request({
      method: 'GET',
      url: `/api/admin/requests/${requestId}/revisions`,
      headers: bearer(token),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ message: 'Please make it slower', status: 'delivered', songId }),
    ]);
    // An unknown request is a 404 naming it, not an empty list.
    const unknown = await t.request({
      method: 'GET',
      url: '/api/admin/requests/00000000-0000-4000-8000-000000000000/revisions',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Song request not found' });
    const page = await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(buyerKey) });
    expect(page.json().data.access).toEqual({ canShare: true, revision: 'delivered' });
    // Delivered, the free revision is spent: a second one is refused with the reason, nothing is written.
    const spent = await t.request({
      method: 'POST',
      url: `/api/songs/${songId}/revision`,
      headers: withKey(buyerKey),
      payload: { message: 'One more change please' },
    });
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ code: 'CONFLICT', error: "This song's free revision has already been used" });
    expect(await t.app.ctx.db.select().from(songRevisions).where(eq(songRevisions.songId, songId))).toHaveLength(1);
    expect((await status()).status).toBe('completed');
  }, 300_000);

  it('staff resend the e-mails a few times a day at most, with the same gift link; a revoked one is replaced', async () => {
    const editor = await t.createUser({ role: 'editor' });
    const { token } = await t.login(editor.email, editor.password);
    const keyIn = (text: string) => new URL(linkIn(text, `/track/${songId}?key=`)).searchParams.get('key')!;
    const giftKeys = async () =>
      (await t.delivered('friend@example.com')).filter((m) => m.kind === 'song-gift').map((m) => keyIn(m.text));
    const [original] = await giftKeys();
    const resend = () =>
      t.request({ method: 'POST', url: `/api/admin/song/${songId}/resend-notifications`, headers: bearer(token) });
    for (let i = 0; i < 3; i++) {
      const res = await resend();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ emailsSent: 2 });
    }
    await t.drain();
    const keys = await giftKeys();
    expect(keys).toHaveLength(4);
    expect(new Set(keys)).toEqual(new Set([original]));
    const live = await t.request({ method: 'GET', url: `/api/songs/${songId}/share-keys`, headers: withKey(buyerKey) });
    expect(live.json().data.filter((k: { kind: string }) => k.kind === 'gift')).toHaveLength(1);

    // The fourth in a day is refused with the reason; nobody is mailed.
    const mailsBefore = (await t.mails('gia@example.com')).length + (await t.mails('friend@example.com')).length;
    const over = await resend();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error:
        "This song's notifications have been sent again 3 times in the last 24 hours, the daily limit. Please try again tomorrow.",
    });
    expect((await t.mails('gia@example.com')).length + (await t.mails('friend@example.com')).length).toBe(mailsBefore);
    const history = await t.app.ctx.db
      .select()
      .from(requestStatusHistory)
      .where(eq(requestStatusHistory.requestId, requestId));
    expect(history.filter((h) => h.note === 'Song-ready and gift e-mails sent again')).toHaveLength(3);

    // Once the buyer revokes the gift key, the next send carries a new one (the revoked key stays dead).
    const giftRow = live.json().data.find((k: { kind: string }) => k.kind === 'gift');
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/songs/${songId}/share-keys/${giftRow.id}`,
      headers: withKey(buyerKey),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const fresh = await t.app.ctx.songs.shareKeys.giftKey(songId, 'friend@example.com', null);
    expect(fresh).not.toBe(original);
    expect(
      (await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(original!) })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/song/${songId}`, headers: withKey(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('making the song public asks for a public description and never shows the story', async () => {
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, songId));
    expect(song!.description).not.toContain('Fado');
    const publish = (payload: object) =>
      t.request({ method: 'PATCH', url: `/api/songs/${songId}/publish`, headers: withKey(buyerKey), payload });
    const story = await publish({ is_public: true, description: STORY });
    expect(story.statusCode).toBe(400);
    expect(story.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'description' });
    expect((await t.app.ctx.db.select().from(songs).where(eq(songs.id, songId)))[0]!.isPublic).toBe(false);

    const ok = await publish({ is_public: true, description: 'A bright folk song for a bicycle mender.' });
    expect(ok.statusCode, ok.body).toBe(200);
    const visitorPage = (await t.request({ method: 'GET', url: `/api/song/${songId}` })).json().data;
    expect(visitorPage.description).toBe('A bright folk song for a bicycle mender.');
    const latest = (await t.request({ method: 'GET', url: '/api/songs?limit=10' })).json().data;
    expect(latest.find((s: { id: string }) => s.id === songId).description).not.toContain('Fado');

    // Now public, a visitor still needs a login to download it; the buyer does not.
    expect((await t.request({ method: 'POST', url: `/api/songs/${songId}/download` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: `/api/songs/${songId}/download`, headers: withKey(buyerKey) }))
        .statusCode,
    ).toBe(200);
  });
});

describe.each(DB_TARGETS)('a member finds their orders (%s)', (target) => {
  const t = useTestApp(target);

  it('lists an unpaid request that can still be paid, and nobody else sees it', async () => {
    const member = await t.createUser({ name: 'Mo Member' });
    const { token } = await t.login(member.email, member.password);
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      headers: bearer(token),
      payload: { title: 'Paid Later', description: STORY, song_types: ['pop'], priority_level: 'express', price: 499 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.request_id;
    const mine = (await t.request({ method: 'GET', url: '/api/song/requests', headers: bearer(token) })).json().data;
    expect(mine).toEqual([expect.objectContaining({ id, status: 'pending', requiresPayment: true, songUrl: null })]);
    const checkout = await t.request({
      method: 'POST',
      url: `/api/songs/request/${id}/checkout`,
      headers: bearer(token),
      payload: {},
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().data.payment_url).toBeTruthy();
    const other = await t.createUser();
    const otherLogin = await t.login(other.email, other.password);
    expect(
      (await t.request({ method: 'GET', url: '/api/song/requests', headers: bearer(otherLogin.token) })).json().data,
    ).toEqual([]);
  });
});
