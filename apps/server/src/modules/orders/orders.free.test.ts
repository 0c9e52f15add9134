import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_SETTINGS } from '@serenade/contract';
import { songs } from '../../db/schema';
import { DB_TARGETS, linkIn, useTestApp } from '../../test/harness';

describe.each(DB_TARGETS)('a visitor orders a free song (%s)', (target) => {
  const t = useTestApp(target);
  beforeAll(async () => {
    await t.app.ctx.settings.set('production', { ...DEFAULT_PRODUCTION_SETTINGS, songLengthSeconds: 60 });
  });

  it('writes the lyrics, renders them once approved, and e-mails the requester and the recipients', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      payload: {
        title: 'Thirty Waves',
        description: 'For my sister Maya who turns 30 and loves surfing at dawn',
        song_types: ['pop', 'birthday'],
        priority_level: 'standard',
        is_public: false,
        notify_emails: ['maya@example.com'],
        name: 'Sam Visitor',
        email: 'sam@example.com',
        send_anonymously: true,
        price: 0,
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    // A visitor's free song waits for their e-mail address to be confirmed (issue 16 item 6).
    expect(created).toMatchObject({
      status: 'pending',
      awaiting_email: true,
      requires_payment: false,
      payment_url: null,
      amount: 0,
      paid_with: 'free',
    });
    expect(created.status_token).toBeTruthy();

    // Status needs the token (or the owner); without it the request does not exist.
    const noToken = await t.request({ method: 'GET', url: `/api/songs/request/${created.request_id}/status` });
    expect(noToken.statusCode).toBe(404);
    const statusUrl = `/api/songs/request/${created.request_id}/status?token=${encodeURIComponent(created.status_token)}`;
    await t.drain();
    expect((await t.request({ method: 'GET', url: statusUrl })).json().data).toMatchObject({
      status: 'pending',
      awaitingEmail: true,
    });
    // The only mail so far: fixed words and the link, nothing the visitor typed.
    const [confirmMail, ...others] = await t.delivered('sam@example.com');
    expect(others).toEqual([]);
    expect(confirmMail!.kind).toBe('request-confirm-email');
    expect(`${confirmMail!.subject} ${confirmMail!.text} ${confirmMail!.html}`).not.toMatch(
      /Thirty Waves|Sam Visitor|Maya/,
    );
    const link = new URL(linkIn(confirmMail!.text, `/requests/${created.request_id}?token=`));
    const bad = await t.request({
      method: 'POST',
      url: `/api/songs/request/${created.request_id}/confirm-email`,
      payload: { token: created.status_token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TOKEN', field: 'token' });
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/songs/request/${created.request_id}/confirm-email`,
      payload: { token: link.searchParams.get('confirm') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('awaiting_approval');
    expect(confirmed.json().data.awaitingEmail).toBeUndefined();
    // Following the link again changes nothing and sends nothing.
    const again = await t.request({
      method: 'POST',
      url: `/api/songs/request/${created.request_id}/confirm-email`,
      payload: { token: link.searchParams.get('confirm') },
    });
    expect(again.json().data.status).toBe('awaiting_approval');
    expect((await t.request({ method: 'GET', url: statusUrl })).json().data.status).toBe('awaiting_approval');

    // The draft is written; the guest approves it as it stands through the status link, then it is made.
    await t.drain();
    const approve = await t.request({
      method: 'POST',
      url: `/api/songs/request/${created.request_id}/lyrics/approve`,
      payload: { token: created.status_token },
    });
    expect(approve.json().data).toMatchObject({ status: 'processing', approved: true });
    await t.drain();
    const status = (await t.request({ method: 'GET', url: statusUrl })).json().data;
    expect(status).toMatchObject({ status: 'completed', errorMessage: null, title: 'Thirty Waves' });
    const [song] = await t.app.ctx.db.select().from(songs).where(eq(songs.id, status.finalSongId));
    expect(song).toMatchObject({
      title: 'Thirty Waves',
      isPublic: false,
      source: 'generated',
      requestId: created.request_id,
    });
    expect(song!.lyrics.length).toBeGreaterThan(8);
    expect(song!.lyrics.map((l) => l.text).join(' ')).toContain('Maya');

    const mails = await t.delivered('sam@example.com');
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'lyrics-ready',
      'request-confirm-email',
      'request-received',
      'song-ready',
    ]);
    const received = mails.find((m) => m.kind === 'request-received')!;
    expect(linkIn(received.text, `/requests/${created.request_id}?token=`)).toBeTruthy();
    const ready = mails.find((m) => m.kind === 'song-ready')!;
    const songLink = new URL(linkIn(ready.text, `/track/${song!.id}?key=`));
    const key = songLink.searchParams.get('key')!;

    // The private song opens with its key, and only with it.
    expect((await t.request({ method: 'GET', url: `/api/song/${song!.id}` })).statusCode).toBe(404);
    const page = await t.request({ method: 'GET', url: `/api/song/${song!.id}?key=${encodeURIComponent(key)}` });
    expect(page.statusCode).toBe(200);
    const audio = await t.request({ method: 'GET', url: page.json().data.audioUrl, headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);

    const [gift] = await t.delivered('maya@example.com');
    expect(gift!.subject).toBe('Someone made a song for you');
    expect(gift!.text).toContain(`/track/${song!.id}?key=`);
  }, 180_000);
});
