// How much a 20 MB upload raises the server's resident memory (target: at most 30 MB).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { makeMp3 } from '../apps/server/src/test/audio-fixtures';
import { rssMb, startChild, stop } from './support/child';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serenade-bench-upload-'));
const prep = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }));
const site = await prep.ctx.settings.get('site');
await prep.ctx.settings.set('site', { ...site, maxUploadSizeMB: 20 });
const session = await prep.ctx.auth.signup({ name: 'Bench', email: 'bench@example.com', password: 'Bench#Pass1' });
await prep.close();

// MP3 frames concatenate: repeat a short encoded piece to just under 20 MB.
const piece = await makeMp3(30);
const copies = Math.floor((20 * 1024 * 1024 - 4096) / piece.length);
const file = Buffer.concat(Array.from({ length: copies }, () => piece));

const server = await startChild(['serenade'], { DATA_DIR: dataDir });
const base = `http://127.0.0.1:${server.port}`;
// Warm up code paths (multipart, decoder) with a small upload first.
const small = new FormData();
small.append('title', 'Warm-up');
small.append('file', new Blob([piece]), 'warm.mp3');
await fetch(`${base}/api/songs/upload`, {
  method: 'POST',
  headers: { authorization: `Bearer ${session.token}` },
  body: small,
});
global.gc?.();
await new Promise((r) => setTimeout(r, 500));

const before = rssMb(server.child.pid!);
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 10);
const form = new FormData();
form.append('title', 'Twenty megabytes');
form.append('file', new Blob([file]), 'big.mp3');
const t0 = performance.now();
const res = await fetch(`${base}/api/songs/upload`, {
  method: 'POST',
  headers: { authorization: `Bearer ${session.token}` },
  body: form,
});
const ms = performance.now() - t0;
clearInterval(sampler);
const body = (await res.json()) as { data?: { duration: number }; error?: string };
if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
console.log(
  `upload of ${(file.length / 1024 / 1024).toFixed(1)} MB MP3 (${(body.data!.duration / 60).toFixed(1)} min) took ${(ms / 1000).toFixed(2)} s`,
);
console.log(
  `server RSS before ${before.toFixed(1)} MB, peak during upload ${peak.toFixed(1)} MB, rise ${(peak - before).toFixed(1)} MB (target ≤ 30 MB)`,
);
await stop(server.child);
