import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  JWT_ACCESS_SECRET: z.string().min(32).optional(),
  JWT_REFRESH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  ADMIN_EMAIL_DOMAIN: z.string().default('serenade.local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  WORKER_POLL_MS: z.coerce.number().int().min(10).default(500),
  JOB_STALE_SECONDS: z.coerce.number().int().min(1).default(120),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(1800),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  TRUST_PROXY: z.string().optional(),
  // Rate limits (issue 13): where counters live, and addresses never limited (tests, a health checker).
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).optional(),
  RATE_LIMIT_EXEMPT: z.string().optional(),
  REDIS_URL: z.string().optional(),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // An optional OpenAI-compatible chat-completions endpoint for the lyric writer (the built-in writer is the default).
  LYRICS_LLM_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL of a chat-completions endpoint' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LYRICS_LLM_MODEL: z.string().trim().max(200).optional(),
  LYRICS_LLM_KEY: z.string().trim().max(1000).optional(),
  LYRICS_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtAccessSecret: string;
  jwtRefreshSecret: string;
  accessTokenTtlSeconds: number;
  adminEmailDomain: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  logLevel: string;
  webDist: string;
  seedDemo: boolean;
  workerPollMs: number;
  jobStaleSeconds: number;
  /** Default time limit of one job attempt (queues may set their own). */
  jobTimeoutSeconds: number;
  loginLockMinutes: number;
  mediaUrlTtlSeconds: number;
  /** Which proxies may set X-Forwarded-For (false: none, the socket address is the client). */
  trustProxy: TrustProxy;
  /** Where rate-limit counters live; unset: Redis with REDIS_URL, PostgreSQL with DATABASE_URL, else memory. */
  rateLimitStore: 'memory' | 'postgres' | 'redis' | undefined;
  /** Client addresses no rate limit applies to (RATE_LIMIT_EXEMPT, comma-separated). */
  rateLimitExempt: string[];
  redisUrl: string | undefined;
  /** Staff sessions end this long after sign-in, however often they refresh. */
  staffSessionMaxHours: number;
  /** The optional language model the lyric writer may ask (LYRICS_LLM_*); null: the built-in writer only. */
  lyricsModel: { url: string; model: string; key?: string; timeoutMs: number } | null;
  s3: {
    endpoint: string | undefined;
    bucket: string;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  } | null;
};

export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/false trusts nobody; true trusts any sender (only behind a proxy that overwrites the
 * header); a number trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDR ranges
 * (and the names loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim();
  if (v === '' || /^(false|no|off)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const list = v.split(',').map((s) => s.trim());
  for (const entry of list) {
    const [addr, bits, extra] = entry.split('/');
    const ok =
      PROXY_NAMES.has(entry) ||
      (extra === undefined &&
        addr !== undefined &&
        isIP(addr) !== 0 &&
        (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(addr) === 4 ? 32 : 128))));
    if (!ok) {
      throw new Error(
        `Invalid configuration:\n  TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal (or use true, false or a hop count)`,
      );
    }
  }
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.LYRICS_LLM_URL && !e.LYRICS_LLM_MODEL) {
    throw new Error('Invalid configuration:\n  LYRICS_LLM_MODEL: required when LYRICS_LLM_URL is set');
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    // Empty when not given: buildApp takes them from the database (db/secrets.ts), shared by every process.
    jwtAccessSecret: e.JWT_ACCESS_SECRET ?? '',
    jwtRefreshSecret: e.JWT_REFRESH_SECRET ?? '',
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    adminEmailDomain: e.ADMIN_EMAIL_DOMAIN.toLowerCase(),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    seedDemo: e.SEED_DEMO,
    workerPollMs: e.WORKER_POLL_MS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitStore: e.RATE_LIMIT_STORE,
    rateLimitExempt: (e.RATE_LIMIT_EXEMPT ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    redisUrl: e.REDIS_URL || undefined,
    staffSessionMaxHours: e.STAFF_SESSION_MAX_HOURS,
    lyricsModel:
      e.LYRICS_LLM_URL && e.LYRICS_LLM_MODEL
        ? {
            url: e.LYRICS_LLM_URL,
            model: e.LYRICS_LLM_MODEL,
            ...(e.LYRICS_LLM_KEY ? { key: e.LYRICS_LLM_KEY } : {}),
            timeoutMs: e.LYRICS_LLM_TIMEOUT_MS,
          }
        : null,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT || undefined,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    ...overrides,
  };
}
