import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './test/harness';

const dist = mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Serenade app shell</title><div id="root"></div>');
writeFileSync(
  path.join(dist, 'assets', 'index-abc123.js'),
  `console.log(${JSON.stringify('serenade '.repeat(2000))});`,
);

describe('serving the web app', () => {
  const t = useTestApp('pglite', {}, { webDist: dist });

  it('answers client routes with the app shell and unknown API paths with a JSON 404', async () => {
    for (const url of ['/', '/profile', '/track/123', '/admin/dashboard?x=1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Serenade app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await t.request({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.request({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves hashed assets with long cache headers, compressed', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await t.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document and reports health with a request id', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/signup', '/api/login', '/api/auth/refresh', '/api/profile', '/api/health']),
    );
    expect(doc.json().paths['/api/signup'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password']),
    );
    const health = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(health.json().data).toMatchObject({ status: 'ok', database: 'up' });
    expect(health.headers['x-request-id']).toBe('trace-42');
  });

  it('in maintenance mode turns visitors away with 503 but lets staff in', async () => {
    const member = await t.createUser();
    const editor = await t.createUser({ role: 'editor' });
    const memberSession = await t.login(member.email, member.password);
    const editorSession = await t.login(editor.email, editor.password);
    const site = await t.app.ctx.settings.get('site');
    await t.app.ctx.settings.set('site', { ...site, maintenanceMode: true });
    try {
      const page = await t.request({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect((await t.request({ method: 'GET', url: '/login' })).statusCode).toBe(200);
      const asMember = await t.request({ method: 'GET', url: '/api/profile', headers: bearer(memberSession.token) });
      expect(asMember.statusCode).toBe(503);
      expect(asMember.json().code).toBe('MAINTENANCE');
      const asEditor = await t.request({ method: 'GET', url: '/api/profile', headers: bearer(editorSession.token) });
      expect(asEditor.statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/config' })).json().data.maintenanceMode).toBe(true);
    } finally {
      await t.app.ctx.settings.set('site', site);
    }
  });
});

describe('share previews', () => {
  const t = useTestApp('pglite', {}, { webDist: dist });

  it('renders Open Graph and Twitter tags for a public song page, and nothing for a private one', async () => {
    const { insertSong } = await import('./modules/songs/songs.repo');
    const pub = await insertSong(t.app.ctx.db, {
      title: 'Tom & "Jerry"',
      artist: 'Serenade',
      description: 'A <duet>',
      isPublic: true,
      audioPath: 'songs/x/audio.mp3',
    });
    const priv = await insertSong(t.app.ctx.db, { title: 'Secret', artist: 'Serenade', isPublic: false });
    const page = await t.request({ method: 'GET', url: `/track/${pub.id}` });
    expect(page.body).toContain('<title>Tom &amp; &quot;Jerry&quot; — Serenade | Serenade</title>');
    expect(page.body).toContain('<meta property="og:description" content="A &lt;duet&gt;">');
    expect(page.body).toContain(
      `<meta property="og:audio" content="http://serenade.test/media/songs/${pub.id}/audio">`,
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary">');
    const hidden = await t.request({ method: 'GET', url: `/track/${priv.id}` });
    expect(hidden.body).not.toContain('Secret');
    expect(hidden.body).not.toContain('og:title');
  });
});
