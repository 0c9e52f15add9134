import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { inlineScriptHashes } from './security-headers';

// Issue 13: security headers on pages and API answers; the shell's inline theme script runs by its hash.

const THEME = "document.documentElement.classList.toggle('dark', true);";
const dist = mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>Serenade</title><script>${THEME}</script>` +
    '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
const themeHash = `'sha256-${createHash('sha256').update(THEME).digest('base64')}'`;

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('inline script hashes', () => {
  it('hashes inline scripts only, each once', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="text/javascript">a()</script><script>b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('a()').digest('base64')}'`,
      `'sha256-${createHash('sha256').update('b()').digest('base64')}'`,
    ]);
  });
});

describe('security headers over http', () => {
  const t = useTestApp('pglite', {}, { webDist: dist });

  it('pages carry a CSP without unsafe-inline scripts, frame-ancestors none, nosniff and the referrer policy', async () => {
    for (const url of ['/', '/track/abc', '/api/health', '/api/nope', '/api/admin/users']) {
      const res = await t.request({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['script-src'], url).toEqual(["'self'", themeHash]);
      expect(csp['script-src-attr'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['upgrade-insecure-requests'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      // pages keep the checkout popups they open
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });

  it('the checkout window’s pages keep their opener, whatever host name they return to', async () => {
    for (const url of ['/checkout/complete?request=r&reference=x&declined=1', '/checkout/sandbox/sbx_1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('unsafe-none');
    }
    const other = await t.request({ method: 'GET', url: '/checkout-completed' });
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('the API docs page loads its scripts from files, which the policy allows', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(inlineScriptHashes(res.body)).toEqual([]);
  });
});

describe('security headers when the public address is https', () => {
  const t = useTestApp('pglite', { PUBLIC_URL: 'https://serenade.example' }, { webDist: dist });

  it('adds HSTS and upgrades insecure requests', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(String(res.headers['content-security-policy']))['upgrade-insecure-requests']).toEqual([]);
    expect(directives(String(res.headers['content-security-policy']))['form-action']).toEqual([
      "'self'",
      'https://serenade.example',
    ]);
  });
});
