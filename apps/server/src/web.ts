import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Serenade</title></head>
<body><h1>Serenade</h1><p>The web app has not been built. Run <code>npm run build</code>.</p></body></html>`;

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
export async function registerWeb(
  app: FastifyInstance,
  opts: { webDist: string; isMaintenance: (url: string) => Promise<boolean> },
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
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(process.env.NODE_ENV === 'development' ? indexHtml() : cachedIndex);
  });
}
