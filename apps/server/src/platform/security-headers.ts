import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (issue 13): a Content-Security-Policy that runs no inline script but
 * the shell's own (allowed by its hash, read from the built index.html), no framing anywhere, nosniff,
 * a strict referrer policy, and HSTS when the public address is https.
 */

/** `'sha256-…'` sources for every inline `<script>` (one without `src`) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...new Set(hashes)];
}

export function contentSecurityPolicy(opts: { publicUrl: string; scriptHashes: string[] }) {
  const https = new URL(opts.publicUrl).protocol === 'https:';
  const publicOrigin = new URL(opts.publicUrl).origin;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // The sandbox checkout posts back to Serenade and returns to the public address.
    'form-action': ["'self'", publicOrigin],
    'script-src': ["'self'", ...opts.scriptHashes],
    'script-src-attr': ["'none'"],
    // React, Radix and the players set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Covers and avatars may be data: previews; picked files are previewed through blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string; webDist: string }) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const https = new URL(opts.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ ...opts, scriptHashes }) },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Checkout runs in a popup the page opened: "same-origin" would cut the popup from its opener as soon as it
    // shows the provider's page (or returns to another host name of Serenade), and the page would read the
    // payment window as closed. Pages keep their popups; the checkout pages themselves send no isolation.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (CHECKOUT_PAGES.test(request.url)) reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}

/** The pages shown inside the checkout window: the sandbox provider's card form and the return page. */
const CHECKOUT_PAGES = /^\/checkout\/(?:sandbox\/|complete(?:[/?#]|$))/;
