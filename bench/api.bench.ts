// Throughput of the catalogue endpoints on the embedded database, as a ratio of a bare node:http
// server answering the same bytes in the same run (autocannon, 64 connections).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { insertSong } from '../apps/server/src/modules/songs/songs.repo';
import { startChild, stop } from './support/child';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serenade-bench-api-'));

// Prepare the data folder with a small catalogue, then close it so the child can open it.
const prep = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }));
let songId = '';
for (let i = 0; i < 50; i++) {
  const s = await insertSong(prep.ctx.db, {
    title: `Bench Song ${i}`,
    artist: 'Serenade',
    genre: 'pop',
    description: 'A song for measuring.',
    isPublic: true,
    durationSeconds: 120 + i,
    audioPath: `songs/bench-${i}/audio.mp3`,
    lyrics: [{ time: 4.1, text: 'Happy birthday to you' }],
    tags: ['birthday'],
  });
  songId = s.id;
}
await prep.close();

const urls = ['/api/songs?limit=3', `/api/song/${songId}`];
const app = await startChild(['serenade'], { DATA_DIR: dataDir });
const bodies: Record<string, string> = {};
for (const u of urls) bodies[u] = await (await fetch(`http://127.0.0.1:${app.port}${u}`)).text();
const routesFile = path.join(dataDir, 'bare-routes.json');
writeFileSync(routesFile, JSON.stringify(bodies));
const bare = await startChild(['bare', routesFile]);

async function measure(port: number, url: string): Promise<number> {
  await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 64, duration: 2 }); // warm-up
  const r = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 64, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.average;
}

console.log(`autocannon, 64 connections, ${DURATION} s per run, embedded PostgreSQL (PGlite)`);
for (const url of urls) {
  const bareRps = await measure(bare.port, url);
  const appRps = await measure(app.port, url);
  console.log(
    `${url.replace(songId, '{id}').padEnd(22)} serenade ${appRps.toFixed(0).padStart(6)} req/s   bare node:http ${bareRps.toFixed(0).padStart(6)} req/s   ratio ${(appRps / bareRps).toFixed(2)}`,
  );
}
await stop(app.child);
await stop(bare.child);
