import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSong } from './modules/songs/songs.repo';
import { bearer, DB_TARGETS, useTestApp } from './test/harness';

// Issue 13: property-based fuzzing of every operation from its OpenAPI schema, mixed with hostile values.
// Whatever comes in, the answer is never a 5xx and never shows a stack trace or SQL. Bounded: a fixed
// seed and a few runs per operation and caller, so each database takes well under a minute.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};
type Param = { in: string; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Op = { method: string; path: string; op: Operation };

const SEED = 13;
const RUNS = 6;

/** Values no schema asks for: long, deep, typed wrong, or shaped like an attack. */
const HOSTILE: unknown[] = [
  'x'.repeat(200_000),
  '\u0000',
  '\ud800',
  "' or 1=1 --",
  "'); drop table users; --",
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%2e%2e',
  '{{constructor.constructor("return process")()}}',
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  3.5,
  true,
  null,
  [],
  {},
  [[[[[[[[[[]]]]]]]]]],
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  Array.from({ length: 5000 }, (_, i) => i),
];
const BAD_IDS = ['not-a-uuid', '0', '-1', "1' or '1'='1", '..%2f..%2fetc%2fpasswd', 'x'.repeat(3000), '%00', '%ff%fe'];

function hostile(): fc.Arbitrary<unknown> {
  return fc.constantFrom(...HOSTILE);
}

/** An arbitrary for a JSON schema, one value in four hostile instead. */
function fromSchema(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: valid(s, depth) }, { weight: 1, arbitrary: hostile() });
}

function valid(s: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => valid(a, depth + 1)));
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (s.format === 'uuid') return fc.uuid();
        if (s.format === 'email') return fc.emailAddress();
        if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
      case 'integer':
        return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(fromSchema(s.items, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 4, 6),
        });
      case 'object': {
        const props = s.properties ?? {};
        const required = new Set(s.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(props)) record[k] = fromSchema(v, depth + 1);
        return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return s.nullable ? fc.option(base, { nil: null }) : base;
}

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');
/** Raw bodies a JSON parser must refuse calmly. */
const RAW_BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{"__proto__": {"admin": true}}' },
  { type: 'application/json', body: '{"constructor": {"prototype": {"admin": true}}}' },
  { type: 'application/json', body: deep(20_000) },
  { type: 'application/json', body: '{"a": ' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: Buffer.concat([Buffer.from('{"a":"'), TEN_MB, Buffer.from('"}')]) },
  { type: 'text/plain', body: 'hello' },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[admin]=1' },
  {
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../x.mp3"\r\n\r\n',
  },
];

const FILENAMES = ['song.mp3', '../../../etc/passwd', 'a\u0000b.png', 'x'.repeat(300) + '.wav', '', 'cover.svg'];
const isBinary = (s: JsonSchema | undefined) => s?.type === 'string' && s.format === 'binary';

/** A multipart form from the route's multipart schema: text fields from their schemas, files of random bytes. */
function formArb(schema: JsonSchema): fc.Arbitrary<{ type: string; body: Buffer }> {
  const parts: fc.Arbitrary<Buffer[]>[] = Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const fileSchema = isBinary(prop) ? prop : prop.type === 'array' && isBinary(prop.items) ? prop.items : null;
    if (fileSchema) {
      const file = fc
        .record({ filename: fc.constantFrom(...FILENAMES), data: fc.uint8Array({ maxLength: 2048 }) })
        .map(({ filename, data }) => [
          Buffer.from(
            `--zz\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          Buffer.from(data),
          Buffer.from('\r\n'),
        ]);
      return fc.array(file, { maxLength: prop.type === 'array' ? 4 : 1 }).map((files) => files.flat());
    }
    return fc
      .option(fromSchema(prop), { nil: undefined })
      .map((v) =>
        v === undefined
          ? []
          : [
              Buffer.from(
                `--zz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`,
              ),
            ],
      );
  });
  return fc.tuple(...parts).map((all) => ({
    type: 'multipart/form-data; boundary=zz',
    body: Buffer.concat([...all.flat(), Buffer.from('--zz--\r\n')]),
  }));
}

/** What must never reach a caller: a stack frame, a source path or the database talking. */
const LEAKS = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /node_modules|\/src\/\w+.*\.ts\b/,
  /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b/i,
  /syntax error at|relation "|violates .* constraint|duplicate key value|column "|pglite|drizzle/i,
];

/** Calls that would end the caller's session or switch the site off: fuzzed with hostile values only. */
const HOSTILE_ONLY = new Set(['POST /api/auth/logout', 'PUT /api/admin/settings', 'DELETE /api/account']);

describe.each(DB_TARGETS)('fuzzing every operation (%s)', (target) => {
  const t = useTestApp(target);
  let member = '';
  let superadmin = '';
  let songId = '';

  beforeAll(async () => {
    const m = await t.createUser();
    member = (await t.login(m.email, m.password)).token;
    const s = await t.createUser({ role: 'superadmin' });
    superadmin = (await t.login(s.email, s.password)).token;
    songId = (await insertSong(t.app.ctx.db, { ownerId: m.id, title: 'Fuzz', artist: 'Serenade', isPublic: true })).id;
  });

  function operations(): Op[] {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  }

  const problems: string[] = [];
  function check(label: string, res: LightMyRequestResponse) {
    if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const leak = LEAKS.find((re) => re.test(res.body));
    if (leak) problems.push(`${label}: leaks ${leak} in ${res.body.slice(0, 300)}`);
  }

  function pathArb(path: string): fc.Arbitrary<string> {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const ids = names.map(() =>
      fc.oneof(fc.constant(songId), fc.uuid(), fc.constantFrom(...BAD_IDS), fc.string({ maxLength: 30 })),
    );
    return fc
      .tuple(...ids)
      .map((vals) => path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(vals.shift() ?? ''))));
  }

  function queryArb(params: Param[]): fc.Arbitrary<Record<string, string>> {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of params.filter((x) => x.in === 'query')) record[p.name] = fromSchema(p.schema);
    return fc.record(record, { requiredKeys: [] }).map((q) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(q)) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
      return out;
    });
  }

  it('answers every generated and hostile call without a 5xx, a stack trace or SQL', async () => {
    await t.app.ready();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    for (const { method, path, op } of ops) {
      const key = `${method} ${path}`;
      const callers = path.startsWith('/api/admin/') ? [superadmin] : ['', member];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const form = op.requestBody?.content?.['multipart/form-data']?.schema;
      const body = HOSTILE_ONLY.has(key) ? hostile() : schema ? fromSchema(schema) : fc.constant(undefined);
      const arb = fc.record({
        url: pathArb(path),
        query: queryArb(op.parameters ?? []),
        body,
        caller: fc.constantFrom(...callers),
      });
      await fc.assert(
        fc.asyncProperty(arb, async ({ url, query, body: payload, caller }) => {
          const opts: InjectOptions = {
            method: method as InjectOptions['method'],
            url,
            query,
            headers: caller ? bearer(caller) : {},
          };
          if (payload !== undefined && method !== 'GET') opts.payload = payload as InjectOptions['payload'];
          check(`${key} ${JSON.stringify({ url, query, payload }).slice(0, 300)}`, await t.request(opts));
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (form) {
        // Multipart routes: forms built from their schema (fields, files with odd names and random bytes).
        await fc.assert(
          fc.asyncProperty(formArb(form), fc.constantFrom(...callers), async ({ type, body: payload }, caller) => {
            const url = path.replace(/\{(\w+)\}/g, () => songId);
            const headers = { ...(caller ? bearer(caller) : {}), 'content-type': type };
            check(
              `${key} form ${payload.subarray(0, 200).toString()}`,
              await t.request({ method: method as InjectOptions['method'], url, headers, payload }),
            );
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
      if (method === 'GET') continue;
      // Raw bodies: broken, poisoned, deep, 10 MB, and in content types the route does not take.
      for (const caller of callers) {
        for (const raw of RAW_BODIES) {
          const res = await t.request({
            method: method as InjectOptions['method'],
            url: path.replace(/\{(\w+)\}/g, () => songId),
            headers: { ...(caller ? bearer(caller) : {}), 'content-type': raw.type },
            payload: raw.body,
          });
          check(`${key} raw ${raw.type} ${String(raw.body).slice(0, 40)}`, res);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 180_000);
});
