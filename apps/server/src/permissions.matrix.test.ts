import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRequest } from './modules/orders/orders.repo';
import { insertSong } from './modules/songs/songs.repo';
import { bearer, DB_TARGETS, useTestApp } from './test/harness';
import { PERMISSION_ROLES, PERMISSIONS, type PermissionRole } from './test/permission-table';

// Issue 13: every operation of the OpenAPI document, called by every role, answers what the table says.
// The owner's private song, its order, a private playlist, a comment and a share key are the targets;
// admin routes get an id nothing has (they are guarded by role alone, so 404 means "let in").

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Op = { method: Method; path: string; body: boolean; multipart: boolean };
type Targets = { song: string; request: string; playlist: string; comment: string; shareKey: string };

/** Calls that change or end what later calls use get their own targets (or a new session) each time. */
const FRESH_TARGETS = new Set([
  'DELETE /api/playlists/{id}',
  'DELETE /api/songs/{id}/comments',
  'DELETE /api/songs/{id}/comments/{commentId}',
  'DELETE /api/songs/{id}/share-keys/{keyId}',
]);
const ENDS_SESSION = new Set(['POST /api/auth/logout']);
/**
 * Valid bodies for the calls whose answer depends on who owns the target: with an empty body everyone let
 * in would get the same 400 and the table could not tell the owner from another member or from staff.
 * None of them makes the song public, deletes anything or starts production.
 */
const BODIES: Record<string, (x: Targets) => unknown> = {
  'PATCH /api/songs/{id}/publish': () => ({ is_public: false }),
  'POST /api/song/{id}/share': () => ({ emails: ['friend@example.com'] }),
  'POST /api/songs/{id}/comments': () => ({ content: 'Lovely song' }),
  'PATCH /api/songs/{id}/comments/{commentId}': () => ({ content: 'My own note, edited' }),
  'PUT /api/songs/{id}/rating': () => ({ rating: 4 }),
  'PUT /api/playlists/{id}': () => ({ name: 'Private mix' }),
  'POST /api/playlists/{id}/songs': (x) => ({ songIds: [x.song] }),
  'DELETE /api/playlists/{id}/songs': (x) => ({ songIds: [x.song] }),
  'POST /api/playlists/{id}/share': () => ({ emails: ['friend@example.com'] }),
};
/** The order roles call in: the owner last, so a call it may make does not change what others are asked. */
const CALL_ORDER: PermissionRole[] = ['guest', 'suspended', 'member', 'editor', 'admin', 'superadmin', 'owner'];

describe.each(DB_TARGETS)('every operation × every role (%s)', (target) => {
  const t = useTestApp(target);
  const users = {} as Record<Exclude<PermissionRole, 'guest'>, { id: string; email: string; password: string }>;
  const tokens = {} as Record<Exclude<PermissionRole, 'guest'>, string>;
  let shared: Targets;

  async function makeTargets(): Promise<Targets> {
    const db = t.app.ctx.db;
    const owner = users.owner;
    const request = await insertRequest(db, {
      userId: owner.id,
      email: owner.email,
      name: 'Owner',
      prompt: 'A song for my sister Ann who loves the sea',
      priority: '24hr',
      status: 'completed',
    });
    const song = await insertSong(db, {
      ownerId: owner.id,
      title: 'Ann and the sea',
      artist: 'Serenade',
      requestId: request.id,
      source: 'generated',
      isPublic: false,
    });
    await db.execute(sql`update song_requests set final_song_id = ${song.id} where id = ${request.id}`);
    const as = bearer(tokens.owner);
    const playlist = await t.request({
      method: 'POST',
      url: '/api/playlists',
      headers: as,
      payload: { name: 'Private mix', visibility: 'private' },
    });
    const comment = await t.request({
      method: 'POST',
      url: `/api/songs/${song.id}/comments`,
      headers: as,
      payload: { content: 'My own note' },
    });
    const key = await t.request({ method: 'POST', url: `/api/songs/${song.id}/share-keys`, headers: as, payload: {} });
    for (const r of [playlist, comment, key]) if (r.statusCode !== 201) throw new Error(`fixture: ${r.body}`);
    return {
      song: song.id,
      request: request.id,
      playlist: playlist.json().data.playlist.id,
      comment: comment.json().data.id,
      shareKey: key.json().data.id,
    };
  }

  beforeAll(async () => {
    const people = [
      ['owner', 'user'],
      ['member', 'user'],
      ['suspended', 'user'],
      ['editor', 'editor'],
      ['admin', 'admin'],
      ['superadmin', 'superadmin'],
    ] as const;
    for (const [key, role] of people) {
      const u = await t.createUser({ role });
      users[key] = u;
      tokens[key] = (await t.login(u.email, u.password)).token;
    }
    await t.app.ctx.db.execute(sql`update users set status = 'suspended' where id = ${users.suspended.id}`);
    shared = await makeTargets();
  });

  function operations(): Op[] {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const ops: Op[] = [];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        const content = Object.keys(op.requestBody?.content ?? {});
        ops.push({
          method: method.toUpperCase() as Method,
          path,
          body: content.length > 0,
          multipart: content.includes('multipart/form-data'),
        });
      }
    }
    return ops;
  }

  function urlOf(path: string, x: Targets): string {
    const nobody = randomUUID();
    return path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (path.startsWith('/api/admin/')) return nobody;
      if (name === 'asset') return 'cover';
      if (name === 'name') return 'nobody.png';
      if (name === 'commentId') return x.comment;
      if (name === 'keyId') return x.shareKey;
      if (path.startsWith('/api/songs/request/')) return x.request;
      if (path.startsWith('/api/users/') || path.startsWith('/api/activity/user/')) return users.owner.id;
      if (path.startsWith('/api/playlists/') || path.startsWith('/api/activity/playlist/')) return x.playlist;
      return x.song;
    });
  }

  async function call(op: Op, role: PermissionRole): Promise<number> {
    const key = `${op.method} ${op.path}`;
    const targets = FRESH_TARGETS.has(key) ? await makeTargets() : shared;
    const opts: InjectOptions = {
      method: op.method,
      url: urlOf(op.path, targets),
      headers: role === 'guest' ? {} : bearer(tokens[role]),
    };
    // An empty JSON body (unless BODIES has one): enough to tell who is let in, and it changes nothing.
    if (op.body || op.method !== 'GET') opts.payload = BODIES[key]?.(targets) ?? {};
    const res = await t.request(opts);
    if (ENDS_SESSION.has(key) && role !== 'guest' && role !== 'suspended') {
      tokens[role] = (await t.login(users[role].email, users[role].password)).token;
    }
    return res.statusCode;
  }

  it('answers as the permission table says, and the table lists every operation', async () => {
    await t.app.ready();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    const missing: string[] = [];
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      const got = {} as Record<PermissionRole, number>;
      for (const role of CALL_ORDER) got[role] = await call(op, role);
      const row = `  '${key}': [${PERMISSION_ROLES.map((r) => got[r]).join(', ')}],`;
      const want = PERMISSIONS[key];
      if (!want) {
        missing.push(row);
        continue;
      }
      const bad = PERMISSION_ROLES.filter((r, i) => got[r] !== want[i]);
      if (bad.length) wrong.push(`${row} // expected [${want.join(', ')}]; differs for ${bad.join(', ')}`);
    }
    const published = new Set(ops.map((o) => `${o.method} ${o.path}`));
    const stale = Object.keys(PERMISSIONS).filter((k) => !published.has(k));
    expect(missing, `operations missing from test/permission-table.ts:\n${missing.join('\n')}`).toEqual([]);
    expect(wrong, `unexpected answers (${PERMISSION_ROLES.join(', ')}):\n${wrong.join('\n')}`).toEqual([]);
    expect(stale, 'rows for operations the API no longer has').toEqual([]);
  }, 120_000);

  it('refuses a guest before reading the body: 401 for broken JSON, a wrong content type or 2 MB', async () => {
    const guarded = operations().filter(
      (op) => op.method !== 'GET' && PERMISSIONS[`${op.method} ${op.path}`]?.[0] === 401,
    );
    expect(guarded.length).toBeGreaterThan(50);
    const bodies: InjectOptions[] = [
      { headers: { 'content-type': 'application/json' }, payload: '{"broken": ' },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/json' }, payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
    ];
    const wrong: string[] = [];
    for (const op of guarded) {
      const url = urlOf(op.path, shared);
      for (const [i, body] of bodies.entries()) {
        const res = await t.request({ method: op.method, url, ...body });
        if (res.statusCode !== 401) wrong.push(`${op.method} ${op.path} body ${i}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
