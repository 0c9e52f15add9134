import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Serenade</title></head>
<body><h1>Serenade</h1><p>The web app has not been built. Run <code>npm run build</code>.</p></body></html>`;

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
export type PageMeta = {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  audio?: string | null;
};

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts a page's title and Open Graph / Twitter tags into the shell so shared links unfurl. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${meta.audio ? 'music.song' : 'website'}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(meta.url)}">`,
    `<meta property="og:site_name" content="Serenade">`,
    ...(meta.image ? [`<meta property="og:image" content="${esc(meta.image)}">`] : []),
    ...(meta.audio ? [`<meta property="og:audio" content="${esc(meta.audio)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(meta.title)}">`,
    `<meta name="twitter:description" content="${esc(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${esc(meta.image)}">`] : []),
  ].join('');
  // The shell's generic description and Open Graph / Twitter tags give way to the page's own, so each
  // property appears once. User text goes in through replacer functions: a replacement string would read
  // `$&`, `$'` and `` $` `` in a title as patterns and copy parts of the document into the head.
  const generic = /<meta\s+(?:property="(?:og|music):[^"]*"|name="(?:twitter:[^"]*|description)")[^>]*>\s*/gi;
  const shell = html.replace(generic, () => '');
  const withDescription = `<meta name="description" content="${esc(meta.description)}">${tags}`;
  const titled = /<title>[^<]*<\/title>/.test(shell)
    ? shell.replace(/<title>[^<]*<\/title>/, () => `<title>${esc(meta.title)}</title>`)
    : shell;
  if (titled.includes('</head>')) return titled.replace('</head>', () => `${withDescription}</head>`);
  return titled.includes('</title>')
    ? titled.replace('</title>', () => `</title>${withDescription}`)
    : withDescription + titled;
}

export async function registerWeb(
  app: FastifyInstance,
  opts: {
    webDist: string;
    isMaintenance: (url: string) => Promise<boolean>;
    pageMeta?: (url: string) => Promise<PageMeta | null>;
  },
) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = () => (hasBuild ? readFileSync(indexFile, 'utf8') : FALLBACK_HTML);
  const cachedIndex = hasBuild ? indexHtml() : FALLBACK_HTML;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0]!;
    const wantsPage =
      req.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/files/') && !path.extname(url);
    if (!wantsPage) {
      return reply.status(404).send({ success: false, error: `Not found: ${req.method} ${url}`, code: 'NOT_FOUND' });
    }
    // In maintenance mode pages answer 503; the app itself shows the maintenance screen.
    const status = (await opts.isMaintenance(url)) ? 503 : 200;
    const shell = process.env.NODE_ENV === 'development' ? indexHtml() : cachedIndex;
    const meta = status === 200 && opts.pageMeta ? await opts.pageMeta(url).catch(() => null) : null;
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(meta ? injectMeta(shell, meta) : shell);
  });
}
