// Child process for benchmarks: `serenade` runs the real app on a copy of a data folder;
// `bare` answers fixed bytes with node:http, the ceiling the app is compared against.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const mode = process.argv[2];
if (mode === 'bare') {
  const routes = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, string>;
  const server = http.createServer((req, res) => {
    const body = routes[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
} else {
  const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ port: (app.server.address() as { port: number }).port });
}
