// Feed, following feed, trending and comment-page latency at 10k and at 1M activity rows (p95 ratio ≤ 2).
// Data: 10k members, 100k songs, 50k playlists, 200k comments; activities grow from 10k to 1M.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { refreshTrending } from '../apps/server/src/modules/activity/trending';
import { findUserById } from '../apps/server/src/modules/users/users.repo';

const SMALL = 10_000;
const LARGE = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const RUNS = 60;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serenade-bench-social-'));
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }));
const db = app.ctx.db;
const run = (q: ReturnType<typeof sql>) => db.execute(q);

console.log(`database: ${app.ctx.database.kind}; seeding…`);
let t = performance.now();
await run(
  sql`insert into users (email, name, password_hash) select 'm' || i || '@bench.test', 'Member ' || i, 'x' from generate_series(1, 10000) i`,
);
await run(sql`create temporary table u as select id, row_number() over () as n from users`);
await run(sql`create index on u (n)`);
await run(
  sql`insert into songs (owner_id, title, artist, is_public) select u.id, 'Song ' || i, 'Bench', i % 5 <> 0 from generate_series(1, 100000) i join u on u.n = 1 + (i % 10000)`,
);
await run(sql`create temporary table s as select id, row_number() over () as n from songs`);
await run(sql`create index on s (n)`);
await run(
  sql`insert into playlists (owner_id, name, visibility) select u.id, 'List ' || i, case when i % 3 = 0 then 'private' else 'public' end from generate_series(1, 50000) i join u on u.n = 1 + (i % 10000)`,
);
await run(
  sql`insert into comments (song_id, user_id, content) select s.id, u.id, 'Comment ' || i from generate_series(1, 200000) i join s on s.n = 1 + (i % 1000) join u on u.n = 1 + (i % 10000)`,
);
// Member 1 follows 50 people.
await run(
  sql`insert into user_follows (follower_id, followee_id) select (select id from u where n = 1), id from u where n between 2 and 51`,
);
const addActivities = async (count: number) => {
  await run(sql`insert into activities (actor_id, type, song_id, created_at)
    select u.id, case when i % 3 = 0 then 'like_song' when i % 3 = 1 then 'play_song' else 'comment_song' end, s.id,
           now() - (i % 20000) * interval '30 seconds'
    from generate_series(1, ${count}) i
    join u on u.n = 1 + (i % 10000)
    join s on s.n = 1 + ((i * 7) % 100000)`);
  await run(sql`analyze`);
};
await addActivities(SMALL);
console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const viewer = (await run(sql`select id from u where n = 1`)) as unknown as { rows: { id: string }[] };
const member = (await findUserById(db, viewer.rows[0]!.id))!;
const { token } = await app.ctx.auth.issueSession(member);
const busySong = (
  (await run(
    sql`select s.id from s join songs on songs.id = s.id where songs.is_public and s.n <= 1000 order by s.n limit 1`,
  )) as unknown as { rows: { id: string }[] }
).rows[0]!.id;

async function p95(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p95: times[Math.floor(times.length * 0.95)]! };
}
const get =
  (url: string, auth = false) =>
  async () => {
    const res = await app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
async function measure() {
  await refreshTrending(db);
  return [
    await p95('global feed', get('/api/activity/global?limit=20')),
    await p95('following feed', get('/api/activity/following?limit=20', true)),
    await p95('trending (read)', () => app.ctx.activity.trending()),
    await p95('comment page', get(`/api/songs/${busySong}/comments?page=1`)),
  ];
}

const small = await measure();
t = performance.now();
await addActivities(LARGE - SMALL);
console.log(`grew activities to ${LARGE.toLocaleString('en-US')} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const t1 = performance.now();
await refreshTrending(db);
const refreshMs = performance.now() - t1;
const large = await measure();
console.log(`p95 over ${RUNS} requests each (ms):`);
for (const [i, s] of small.entries()) {
  const l = large[i]!;
  console.log(
    `  ${s.label.padEnd(16)} ${SMALL.toLocaleString('en-US').padStart(9)} rows: ${s.p95.toFixed(1).padStart(7)}   ${LARGE.toLocaleString('en-US')} rows: ${l.p95.toFixed(1).padStart(7)}   ratio ${(l.p95 / s.p95).toFixed(2)}`,
  );
}
console.log(
  `trending refresh (scheduled job) at ${LARGE.toLocaleString('en-US')} rows: ${(refreshMs / 1000).toFixed(2)} s`,
);
await app.close();
