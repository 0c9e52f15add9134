import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS_SETTINGS } from '@serenade/contract';
import { feedback, mailOutbox } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { insertSong } from '../songs/songs.repo';

// Issue 16 items 5 and 6: no attacker text relayed to unconfirmed addresses, and daily caps.

const ATTACK = 'WIN A PRIZE at http://evil.example';

describe.each(DB_TARGETS)('abuse limits (%s)', (target) => {
  const t = useTestApp(target);
  const mailText = (m: { subject: string; text: string; html: string | null }) =>
    `${m.subject} ${m.text} ${m.html ?? ''}`;

  it('answers Contact Support with a fixed acknowledgement, a few a day per address', async () => {
    const victim = 'victim-support@example.com';
    for (let i = 0; i < DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay + 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/support',
        payload: { name: ATTACK, email: victim, subject: ATTACK, message: `${ATTACK}\nagain` },
      });
      expect(res.statusCode).toBe(201);
    }
    const acks = await t.mails(victim);
    expect(acks).toHaveLength(DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay);
    for (const ack of acks) {
      expect(ack.kind).toBe('support-ack');
      expect(mailText(ack)).not.toMatch(/WIN A PRIZE|evil\.example/);
      expect(ack.subject).toMatch(/^We received your message \([0-9a-f]{8}\)$/);
    }
    // Every ticket still reaches the support team, with what was written.
    const tickets = await t.app.ctx.db.select().from(feedback).where(eq(feedback.senderEmail, victim));
    expect(tickets).toHaveLength(DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay + 2);
    const team = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'support-ticket'), eq(mailOutbox.replyTo, victim)));
    expect(team).toHaveLength(DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay + 2);
    expect(team[0]!.text).toContain(ATTACK);
  });

  it('sends newsletter confirmations to one address a few times a day, then answers 429', async () => {
    const victim = 'victim-news@example.com';
    for (let i = 0; i < DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay; i++) {
      const ok = await t.request({ method: 'POST', url: '/api/notify/subscribe', payload: { email: victim } });
      expect(ok.statusCode).toBe(200);
    }
    const over = await t.request({ method: 'POST', url: '/api/notify/subscribe', payload: { email: victim } });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'EMAIL_LIMIT', field: 'email' });
    expect(over.json().error).toMatch(/try again tomorrow/);
    expect(await t.mails(victim)).toHaveLength(DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay);
  });

  it("holds a visitor's free song until the address is confirmed, and caps them per address and per network", async () => {
    const order = (email: string, ip: string) =>
      t.request({
        method: 'POST',
        url: '/api/song/request',
        remoteAddress: ip,
        payload: {
          title: ATTACK,
          prompt: `A song ${ATTACK}`,
          name: ATTACK,
          email,
          priority: 'free',
          notify_emails: [],
        },
      });
    const first = await order('guest-a@example.com', '192.0.2.10');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'pending', awaiting_email: true, requires_payment: false });
    await t.drain();
    const [mail, ...rest] = await t.mails('guest-a@example.com');
    expect(rest).toEqual([]);
    expect(mail!.kind).toBe('request-confirm-email');
    expect(mailText(mail!)).not.toMatch(/WIN A PRIZE|evil\.example/);
    // Nothing was made while waiting.
    const status = await t.request({
      method: 'GET',
      url: `/api/songs/request/${first.json().data.request_id}/status?token=${encodeURIComponent(first.json().data.status_token)}`,
    });
    expect(status.json().data).toMatchObject({ status: 'pending', awaitingEmail: true, finalSongId: null });

    // Per address: the default allows two a day.
    expect((await order('guest-a@example.com', '192.0.2.11')).statusCode).toBe(201);
    const third = await order('GUEST-A@example.com', '192.0.2.12');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'FREE_SONG_LIMIT', field: 'email' });

    // Per network: five a day whatever the addresses.
    for (let i = 0; i < DEFAULT_LIMITS_SETTINGS.guestFreeSongsPerIpPerDay; i++) {
      expect((await order(`net-${i}@example.com`, '192.0.2.99')).statusCode).toBe(201);
    }
    const sixth = await order('net-last@example.com', '192.0.2.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('FREE_SONG_LIMIT');
    expect(sixth.json().error).toMatch(/from your network today/);
  }, 120_000); // ten orders and a drain: slow on a shared machine, not a speed check

  it("keeps a visitor's typed words out of the first mail of a paid order too", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/song/request',
      payload: { title: ATTACK, prompt: 'A song', name: ATTACK, email: 'paid-guest@example.com', priority: '24hr' },
    });
    expect(res.statusCode).toBe(201);
    const [received] = await t.mails('paid-guest@example.com');
    expect(received!.kind).toBe('request-received');
    expect(mailText(received!)).not.toMatch(/WIN A PRIZE|evil\.example/);
    expect(received!.text).toMatch(/Hi there,/);
  });

  it('lets an admin read and change the limits, naming a bad value', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const member = await t.createUser();
    const asAdmin = bearer((await t.login(admin.email, admin.password)).token);
    const asMember = bearer((await t.login(member.email, member.password)).token);
    const read = await t.request({ method: 'GET', url: '/api/admin/settings', headers: asAdmin });
    expect(read.json().data.limits).toEqual(DEFAULT_LIMITS_SETTINGS);
    const changed = { ...DEFAULT_LIMITS_SETTINGS, formMailsPerAddressPerDay: 5 };
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asAdmin,
      payload: { limits: changed },
    });
    expect(put.json().data.limits).toEqual(changed);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: asAdmin,
      payload: { limits: { ...changed, sharesPerMemberPerDay: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'limits.sharesPerMemberPerDay',
      error: 'Shares per member must be 1-1000',
    });
    expect(
      (await t.request({ method: 'PUT', url: '/api/admin/settings', headers: asMember, payload: { limits: changed } }))
        .statusCode,
    ).toBe(403);
    await t.app.ctx.settings.set('limits', DEFAULT_LIMITS_SETTINGS);
  });

  it('keeps a typed name out of account mails to an unconfirmed address, and caps each kind a day', async () => {
    const { settings } = t.app.ctx;
    const security = await settings.get('security');
    const email = await settings.get('email');
    await settings.set('security', { ...security, emailVerificationRequired: true });
    await settings.set('email', { ...email, welcomeEmailEnabled: true });
    const cap = DEFAULT_LIMITS_SETTINGS.formMailsPerAddressPerDay;
    try {
      // Sign-up with someone else's address and an advert for a name.
      const victim = 'victim-signup@example.com';
      const signup = await t.request({
        method: 'POST',
        url: '/api/signup',
        payload: { name: ATTACK, email: victim, password: 'Passw0rd!x' },
      });
      expect(signup.statusCode).toBe(201);
      const auth = bearer(signup.json().data.token);
      for (let i = 1; i < cap; i++) {
        expect(
          (await t.request({ method: 'POST', url: '/api/auth/resend-verification', headers: auth })).statusCode,
        ).toBe(200);
      }
      const over = await t.request({ method: 'POST', url: '/api/auth/resend-verification', headers: auth });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, code: 'EMAIL_LIMIT', field: 'email' });
      expect(over.json().error).toMatch(/try again tomorrow/);
      // Password resets for that account: the same answer every time, a few mails at most.
      for (let i = 0; i < cap + 2; i++) {
        const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: victim } });
        expect(res.statusCode).toBe(200);
      }
      const mails = await t.mails(victim);
      expect(mails.filter((m) => m.kind === 'verify-email')).toHaveLength(cap);
      expect(mails.filter((m) => m.kind === 'reset-password')).toHaveLength(cap);
      expect(mails.filter((m) => m.kind === 'welcome')).toHaveLength(1);
      for (const m of mails) {
        expect(mailText(m)).not.toMatch(/WIN A PRIZE|evil\.example/);
        expect(m.text).toMatch(/^Hi there,/);
      }

      // An e-mail change sends its link to an address nobody confirmed: no name, a few a day.
      const member = await t.createUser({ name: ATTACK });
      const asMember = bearer((await t.login(member.email, member.password)).token);
      const target = 'victim-change@example.com';
      const change = () =>
        t.request({
          method: 'PUT',
          url: '/api/profile',
          headers: asMember,
          payload: { email: target, currentPassword: member.password },
        });
      for (let i = 0; i < cap; i++) expect((await change()).statusCode).toBe(200);
      const tooMany = await change();
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json()).toMatchObject({ code: 'EMAIL_LIMIT', field: 'email' });
      const sent = await t.mails(target);
      expect(sent).toHaveLength(cap);
      for (const m of sent) {
        expect(m.kind).toBe('email-change-confirm');
        expect(mailText(m)).not.toMatch(/WIN A PRIZE|evil\.example/);
      }
    } finally {
      await settings.set('security', security);
      await settings.set('email', email);
    }
  });

  it("counts a member's free songs without a confirmed address per network like a visitor's, and their gift addresses as shares", async () => {
    const { settings } = t.app.ctx;
    const security = await settings.get('security');
    await settings.set('security', { ...security, emailVerificationRequired: true });
    await settings.set('limits', {
      ...DEFAULT_LIMITS_SETTINGS,
      sharesPerMemberPerDay: 5,
      guestFreeSongsPerIpPerDay: 2,
    });
    try {
      const order = (auth: Record<string, string>, notify: string[], ip = '198.51.100.77') =>
        t.request({
          method: 'POST',
          url: '/api/song/request',
          headers: auth,
          remoteAddress: ip,
          payload: { title: 'Gift', prompt: 'A song for friends', priority: 'free', notify_emails: notify },
        });
      // Signing up with any address must not get round the visitor's per-network cap.
      for (let i = 0; i < 3; i++) {
        const signup = await t.request({
          method: 'POST',
          url: '/api/signup',
          payload: { name: 'New', email: `unconfirmed-${i}@example.com`, password: 'Passw0rd!x' },
        });
        const res = await order(bearer(signup.json().data.token), []);
        if (i < 2) {
          expect(res.statusCode).toBe(201);
        } else {
          expect(res.statusCode).toBe(429);
          expect(res.json()).toMatchObject({ success: false, code: 'FREE_SONG_LIMIT' });
          expect(res.json().error).toMatch(/from your network today/);
          const mine = await t.request({
            method: 'GET',
            url: '/api/song/requests',
            headers: bearer(signup.json().data.token),
          });
          expect(JSON.stringify(mine.json().data)).not.toContain('A song for friends');
        }
      }
      // A visitor on that network is over the same cap.
      const guest = await t.request({
        method: 'POST',
        url: '/api/song/request',
        remoteAddress: '198.51.100.77',
        payload: { title: 'G', prompt: 'A song', name: 'G', email: 'guest-net@example.com', priority: 'free' },
      });
      expect(guest.statusCode).toBe(429);

      const member = await t.createUser();
      const auth = bearer((await t.login(member.email, member.password)).token);
      // A member with a confirmed address is not held by the network cap.
      const first = await order(auth, ['g1@example.com', 'g2@example.com', 'g3@example.com']);
      expect(first.statusCode).toBe(201);
      const second = await order(auth, ['g4@example.com', 'g5@example.com', 'g6@example.com']);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({
        code: 'SHARE_LIMIT',
        error: 'You can share with 2 more addresses today (the limit is 5 a day).',
      });
      // Adding addresses to a running request counts the same way.
      const more = await t.request({
        method: 'POST',
        url: '/api/song/request/notify',
        headers: auth,
        payload: {
          request_id: first.json().data.request_id,
          emails: ['g7@example.com', 'g8@example.com', 'g9@example.com'],
        },
      });
      expect(more.statusCode).toBe(429);
      expect(more.json().code).toBe('SHARE_LIMIT');
    } finally {
      await settings.set('security', security);
      await settings.set('limits', DEFAULT_LIMITS_SETTINGS);
    }
  });

  it("caps a member's shares per day, songs and playlists together, with a clear 429", async () => {
    await t.app.ctx.settings.set('limits', { ...DEFAULT_LIMITS_SETTINGS, sharesPerMemberPerDay: 5 });
    try {
      const member = await t.createUser();
      const auth = bearer((await t.login(member.email, member.password)).token);
      const song = await insertSong(t.app.ctx.db, { title: 'Share me', artist: 'A', isPublic: true });
      const share = (emails: string[]) =>
        t.request({ method: 'POST', url: `/api/song/${song.id}/share`, headers: auth, payload: { emails } });
      expect((await share(['s1@example.com', 's2@example.com', 's3@example.com'])).statusCode).toBe(200);
      const tooMany = await share(['s4@example.com', 's5@example.com', 's6@example.com']);
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json()).toMatchObject({
        success: false,
        code: 'SHARE_LIMIT',
        error: 'You can share with 2 more addresses today (the limit is 5 a day).',
      });
      expect(await t.mails('s4@example.com')).toEqual([]);
      const playlist = (
        await t.request({
          method: 'POST',
          url: '/api/playlists',
          headers: auth,
          payload: { name: 'Mix', visibility: 'public' },
        })
      ).json().data.playlist;
      const listShare = await t.request({
        method: 'POST',
        url: `/api/playlists/${playlist.id}/share`,
        headers: auth,
        payload: { emails: ['p1@example.com', 'p2@example.com'] },
      });
      expect(listShare.statusCode).toBe(200);
      const done = await share(['s7@example.com']);
      expect(done.statusCode).toBe(429);
      expect(done.json().error).toMatch(/You have shared with 5 addresses today/);
    } finally {
      await t.app.ctx.settings.set('limits', DEFAULT_LIMITS_SETTINGS);
    }
  });
});
