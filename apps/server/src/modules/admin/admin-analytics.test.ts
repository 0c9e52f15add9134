import { beforeAll, describe, expect, it } from 'vitest';
import { songLikes, songPlays, songShares, songs, usageEvents } from '../../db/schema';
import { bearer, DB_TARGETS, useTestApp } from '../../test/harness';

type Who = { id: string; token: string };
type Stats = {
  period: string;
  action: string;
  start_date: string;
  end_date: string;
  bucket: 'hour' | 'day';
  total_events: number;
  active_users: number;
  events: Record<string, number>;
  timeline: { date: string; total: number; play: number; like: number; share: number }[];
  comparison: { percentage: number; previous_total: number; previous_start_date: string; previous_end_date: string };
  plays: number;
  likes: number;
  shares: number;
  recent_events: {
    id: string;
    timestamp: string;
    user_id: string | null;
    user_name: string | null;
    action: string;
    resource_id: string | null;
    resource_title: string | null;
  }[];
  top_songs: { id: string; title: string; plays: number }[];
  top_users: { id: string; name: string; email: string; actions: number }[];
};

const at = (iso: string) => new Date(iso);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

describe.each(DB_TARGETS)('admin analytics API (%s)', (target) => {
  const t = useTestApp(target);
  let member: Who, suspended: Who, editor: Who, admin: Who;
  let ana: { id: string }, ben: { id: string };
  let harbour: string, night: string;

  const stats = async (query: string, who: Who = editor) => {
    const res = await t.request({ method: 'GET', url: `/api/admin/stats/usage${query}`, headers: bearer(who.token) });
    return res;
  };
  const ok = async (query: string): Promise<Stats> => {
    const res = await stats(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    const mk = async (role: 'user' | 'editor' | 'admin' = 'user') => {
      const u = await t.createUser({ role });
      return { id: u.id, token: (await t.login(u.email, u.password)).token };
    };
    [member, suspended, editor, admin] = [await mk(), await mk(), await mk('editor'), await mk('admin')];
    await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${suspended.id}`,
      headers: bearer(admin.token),
      payload: { status: 'suspended' },
    });
    ana = await t.createUser({ name: 'Ana Listener' });
    ben = await t.createUser({ name: 'Ben Listener' });

    const db = t.app.ctx.db;
    const [s1, s2] = await db
      .insert(songs)
      .values([
        { title: 'Harbour Lights', artist: 'Serenade', ownerId: member.id },
        { title: 'Night Drive', artist: 'Serenade', ownerId: member.id },
      ])
      .returning();
    harbour = s1!.id;
    night = s2!.id;

    // A fixed past window: 2024-03-08 .. 2024-03-10 (UTC).
    await db.insert(songPlays).values([
      { songId: harbour, listenerKey: `u:${ana.id}`, userId: ana.id, createdAt: at('2024-03-09T10:00:00Z') },
      { songId: harbour, listenerKey: `u:${ana.id}`, userId: ana.id, createdAt: at('2024-03-09T11:30:00Z') },
      { songId: harbour, listenerKey: 'anon:1', userId: null, createdAt: at('2024-03-09T23:59:59Z') },
      { songId: harbour, listenerKey: `u:${ben.id}`, userId: ben.id, createdAt: at('2024-03-10T00:00:00Z') },
      { songId: night, listenerKey: 'anon:2', userId: null, createdAt: at('2024-03-10T13:15:00Z') },
    ]);
    await db.insert(songLikes).values([
      { songId: night, userId: ben.id, createdAt: at('2024-03-09T08:00:00Z') },
      { songId: harbour, userId: ana.id, createdAt: at('2024-03-10T12:00:00Z') },
    ]);
    await db.insert(songShares).values([
      { songId: harbour, userId: ben.id, recipient: 'a@example.com', createdAt: at('2024-03-10T09:00:00Z') },
      { songId: harbour, userId: ben.id, recipient: 'b@example.com', createdAt: at('2024-03-10T09:00:00Z') },
    ]);
    await db.insert(usageEvents).values([
      // The server's own copies of the e-mail share and a counted play: already counted from their tables.
      {
        userId: ben.id,
        action: 'song_share',
        resourceId: harbour,
        metadata: { recipients: 2 },
        createdAt: at('2024-03-10T09:00:00Z'),
      },
      { userId: ben.id, action: 'song_play', resourceId: harbour, createdAt: at('2024-03-10T00:00:00Z') },
      // A browser claiming a like that never happened must not inflate the likes.
      { userId: ana.id, action: 'song_like', resourceId: night, createdAt: at('2024-03-10T12:30:00Z') },
      {
        userId: ana.id,
        action: 'song_share',
        resourceId: harbour,
        metadata: { method: 'copy_link' },
        createdAt: at('2024-03-10T15:00:00Z'),
      },
      { userId: ana.id, action: 'song_view', resourceId: harbour, createdAt: at('2024-03-10T16:00:00Z') },
      { userId: null, action: 'page_view', resourceId: '/faq', createdAt: at('2024-03-08T07:00:00Z') },
    ]);

    // Relative to today: 3 plays yesterday, 2 today.
    const today = utcDay(new Date());
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await db.insert(songPlays).values([
      ...[1, 2, 3].map((h) => ({
        songId: night,
        listenerKey: `y${h}`,
        userId: h === 1 ? ana.id : null,
        createdAt: at(`${yesterday}T0${h}:00:00Z`),
      })),
      { songId: night, listenerKey: 't1', userId: ben.id, createdAt: at(`${today}T00:00:01Z`) },
      { songId: harbour, listenerKey: 't2', userId: ben.id, createdAt: at(`${today}T00:00:02Z`) },
    ]);
  });

  it('refuses guests, members and suspended tokens; editors and admins may read analytics', async () => {
    const url = '/api/admin/stats/usage';
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await stats('', member)).statusCode).toBe(403);
    expect((await stats('', suspended)).statusCode).toBe(401);
    expect((await stats('', editor)).statusCode).toBe(200);
    expect((await stats('', admin)).statusCode).toBe(200);
  });

  it('counts one day by the hour, from the real plays, likes and shares, against the day before', async () => {
    const s = await ok('?period=day&start_date=2024-03-10&end_date=2024-03-10');
    expect(s.bucket).toBe('hour');
    expect(s.events).toEqual({ play: 2, like: 1, share: 3, song_view: 1 });
    expect(s.total_events).toBe(7);
    expect(s.active_users).toBe(2);
    expect([s.plays, s.likes, s.shares]).toEqual([2, 1, 3]);
    expect(s.comparison).toEqual({
      percentage: 75,
      previous_total: 4,
      previous_start_date: '2024-03-09',
      previous_end_date: '2024-03-09',
    });
    expect(s.timeline).toHaveLength(24);
    expect(s.timeline[0]).toEqual({ date: '2024-03-10T00:00:00Z', total: 1, play: 1, like: 0, share: 0 });
    expect(s.timeline[9]).toEqual({ date: '2024-03-10T09:00:00Z', total: 2, play: 0, like: 0, share: 2 });
    expect(s.timeline[16]).toEqual({ date: '2024-03-10T16:00:00Z', total: 1, play: 0, like: 0, share: 0 });
    expect(s.timeline[5]).toEqual({ date: '2024-03-10T05:00:00Z', total: 0, play: 0, like: 0, share: 0 });
    expect(s.timeline.reduce((a, r) => a + r.total, 0)).toBe(7);

    expect(s.recent_events).toHaveLength(7);
    expect(s.recent_events[0]).toMatchObject({
      timestamp: '2024-03-10T16:00:00.000Z',
      user_id: ana.id,
      user_name: 'Ana Listener',
      action: 'song_view',
      resource_id: harbour,
      resource_title: 'Harbour Lights',
    });
    expect(s.recent_events.map((e) => e.action)).toEqual([
      'song_view',
      'share',
      'play',
      'like',
      'share',
      'share',
      'play',
    ]);
    expect(s.recent_events[2]).toMatchObject({ user_id: null, user_name: null, resource_title: 'Night Drive' });

    expect(s.top_songs).toEqual([
      { id: harbour, title: 'Harbour Lights', plays: 1 },
      { id: night, title: 'Night Drive', plays: 1 },
    ]);
    expect(s.top_users.map((u) => [u.name, u.actions])).toEqual([
      ['Ana Listener', 3],
      ['Ben Listener', 3],
    ]);
  });

  it('narrows the events to one action while the play and like cards stay whole', async () => {
    const plays = await ok('?start_date=2024-03-10&end_date=2024-03-10&action=play');
    expect(plays.action).toBe('play');
    expect(plays.total_events).toBe(2);
    expect(plays.events).toEqual({ play: 2 });
    expect(plays.active_users).toBe(1);
    expect(plays.comparison).toMatchObject({ previous_total: 3, percentage: -33.3 });
    expect(plays.recent_events.map((e) => e.action)).toEqual(['play', 'play']);
    expect(plays.timeline.filter((r) => r.total > 0)).toEqual([
      { date: '2024-03-10T00:00:00Z', total: 1, play: 1, like: 0, share: 0 },
      { date: '2024-03-10T13:00:00Z', total: 1, play: 1, like: 0, share: 0 },
    ]);
    expect([plays.plays, plays.likes]).toEqual([2, 1]);

    const shares = await ok('?start_date=2024-03-10&end_date=2024-03-10&action=share');
    expect(shares.total_events).toBe(3);
    expect(shares.top_users.map((u) => [u.name, u.actions])).toEqual([
      ['Ben Listener', 2],
      ['Ana Listener', 1],
    ]);
    const likes = await ok('?start_date=2024-03-10&end_date=2024-03-10&action=like');
    expect(likes.events).toEqual({ like: 1 });
    expect(likes.comparison.previous_total).toBe(1);
  });

  it('counts longer ranges by the day, with empty days as zeros', async () => {
    const two = await ok('?start_date=2024-03-09&end_date=2024-03-10');
    expect(two.bucket).toBe('day');
    expect(two.timeline).toEqual([
      { date: '2024-03-09', total: 4, play: 3, like: 1, share: 0 },
      { date: '2024-03-10', total: 7, play: 2, like: 1, share: 3 },
    ]);
    expect(two.comparison).toEqual({
      percentage: 1000,
      previous_total: 1,
      previous_start_date: '2024-03-07',
      previous_end_date: '2024-03-08',
    });
    expect(two.top_songs[0]).toEqual({ id: harbour, title: 'Harbour Lights', plays: 4 });

    const week = await ok('?period=week&start_date=2024-03-05&end_date=2024-03-11');
    expect(week.timeline.map((r) => [r.date, r.total])).toEqual([
      ['2024-03-05', 0],
      ['2024-03-06', 0],
      ['2024-03-07', 0],
      ['2024-03-08', 1],
      ['2024-03-09', 4],
      ['2024-03-10', 7],
      ['2024-03-11', 0],
    ]);
    expect(week.events.page_view).toBe(1);

    const quiet = await ok('?start_date=2023-01-01&end_date=2023-01-31');
    expect(quiet.timeline).toHaveLength(31);
    expect(quiet.total_events).toBe(0);
    expect(quiet.comparison).toMatchObject({ percentage: 0, previous_total: 0 });
    expect(quiet.recent_events).toEqual([]);
    expect(quiet.top_songs).toEqual([]);
  });

  it('uses the period when no dates are given: 3 plays yesterday, 2 today', async () => {
    const today = utcDay(new Date());
    const day = await ok('?period=day');
    expect([day.start_date, day.end_date, day.bucket]).toEqual([today, today, 'hour']);
    expect(day.plays).toBe(2);
    expect(day.total_events).toBe(2);
    expect(day.comparison).toMatchObject({ previous_total: 3, percentage: -33.3 });
    expect(day.timeline[0]).toMatchObject({ date: `${today}T00:00:00Z`, play: 2 });

    const week = await ok('');
    expect(week.period).toBe('week');
    expect(week.timeline).toHaveLength(7);
    expect(week.end_date).toBe(today);
    expect(week.plays).toBe(5);
    expect(week.top_songs[0]).toMatchObject({ title: 'Night Drive', plays: 4 });
    expect(week.top_users[0]).toMatchObject({ name: 'Ben Listener', actions: 2 });

    const month = await ok('?period=month');
    expect(month.timeline).toHaveLength(30);
    expect(month.timeline.at(-1)!.date).toBe(today);

    // One date given: the other follows from the period.
    const from = await ok('?period=week&start_date=2024-03-04');
    expect([from.start_date, from.end_date]).toEqual(['2024-03-04', '2024-03-10']);
    expect(from.total_events).toBe(12);
  });

  it('refuses bad dates and options with an error naming the field', async () => {
    const cases: [string, string, RegExp][] = [
      ['?start_date=March', 'start_date', /start_date must be a date as YYYY-MM-DD/],
      ['?start_date=2024-02-30', 'start_date', /start_date is not a real date/],
      ['?end_date=2024-13-01', 'end_date', /end_date is not a real date/],
      ['?start_date=2024-03-10&end_date=2024-03-09', 'end_date', /end_date must be on or after start_date/],
      ['?start_date=2023-01-01&end_date=2024-01-02', 'end_date', /at most 366 days/],
      ['?period=year', 'period', /period must be one of: day, week, month/],
      ['?action=comment', 'action', /action must be one of: all, play, like, share/],
    ];
    for (const [query, field, message] of cases) {
      const res = await stats(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field });
      expect(res.json().error, query).toMatch(message);
    }
    // A whole leap year is allowed.
    expect((await stats('?start_date=2024-01-01&end_date=2024-12-31')).statusCode).toBe(200);
  });
});
