import { describe, expect, it } from 'vitest';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';
import { insertSong } from './songs.repo';

// Issue 16 item 8: visitors' plays count by the server's signed listener cookie, a few per network address.

describe.each(DB_TARGETS)('counting plays (%s)', (target) => {
  const t = useTestApp(target);

  const play = (
    songId: string,
    o: { cookie?: string; listenerId?: string; ip?: string; token?: string; forwardedFor?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/songs/${songId}/play`,
      remoteAddress: o.ip ?? '203.0.113.7',
      headers: {
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.token ? bearer(o.token) : {}),
        ...(o.forwardedFor ? { 'x-forwarded-for': o.forwardedFor } : {}),
      },
      payload: o.listenerId ? { listenerId: o.listenerId } : {},
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;

  it('counts 20 fake listener ids from one visitor once, and a cookie-less flood only up to the per-address cap', async () => {
    const song = await insertSong(t.app.ctx.db, { title: 'Count Me', artist: 'A', isPublic: true });
    const first = await play(song.id, { listenerId: 'fake-listener-000' });
    expect(first.json().data).toEqual({ counted: true, playCount: 1 });
    const cookie = cookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(
      /serenade_listener=[\w-]+\.[\w-]+; Path=\/api; .*HttpOnly; SameSite=Lax/,
    );
    for (let i = 1; i < 20; i++) {
      const res = await play(song.id, { cookie, listenerId: `fake-listener-${String(i).padStart(3, '0')}` });
      expect(res.json().data.counted).toBe(false);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await play(song.id, { cookie })).json().data.playCount).toBe(1);

    // Dropping the cookie (or forging one) each time: a new listener, but the address counts only a few.
    const { guestPlaysPerAddress } = await t.app.ctx.settings.get('limits');
    const flood = await insertSong(t.app.ctx.db, { title: 'Flood', artist: 'A', isPublic: true });
    let counted = 0;
    for (let i = 0; i < 20; i++) {
      const forged = i % 2 ? `serenade_listener=abcdefghijklmnopqrstuv.${'x'.repeat(32)}` : undefined;
      // A made-up X-Forwarded-For each time changes nothing: no proxy is trusted unless TRUST_PROXY says so.
      const res = await play(flood.id, {
        listenerId: `fake-${i}-abcdefgh`,
        forwardedFor: `192.0.2.${i + 1}`,
        ...(forged ? { cookie: forged } : {}),
      });
      expect(res.statusCode).toBe(200);
      if (res.json().data.counted) counted += 1;
    }
    expect(counted).toBe(guestPlaysPerAddress);
    // Another network counts on its own.
    expect((await play(flood.id, { ip: '198.51.100.20' })).json().data).toEqual({
      counted: true,
      playCount: guestPlaysPerAddress + 1,
    });
  });

  it('counts members by account, whatever listener id they send', async () => {
    const song = await insertSong(t.app.ctx.db, { title: 'Members', artist: 'A', isPublic: true });
    const a = await t.createUser();
    const b = await t.createUser();
    const ta = (await t.login(a.email, a.password)).token;
    const tb = (await t.login(b.email, b.password)).token;
    expect((await play(song.id, { token: ta, listenerId: 'member-fake-1' })).json().data.counted).toBe(true);
    expect((await play(song.id, { token: ta, listenerId: 'member-fake-2' })).json().data.counted).toBe(false);
    const third = await play(song.id, { token: tb });
    expect(third.json(), third.body).toMatchObject({ success: true });
    expect(third.json().data).toEqual({ counted: true, playCount: 2 });
  });
});
