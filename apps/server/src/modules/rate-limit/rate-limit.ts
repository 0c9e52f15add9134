import { createHmac } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { TRateLimitRule } from '@serenade/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Tokens } from '../../platform/tokens';
import type { SettingsService } from '../settings/settings.service';
import { postgresStore } from './stores';

/**
 * Request rate limits (issue 13) with @fastify/rate-limit. Which routes are limited, and by what (the
 * network address, the signed-in account, or the e-mail a sign-in is for), is the table below; the numbers
 * are the `rateLimits` settings. Counters live in memory for one process, in PostgreSQL when the database
 * is a server several processes may share, or in Redis when `REDIS_URL` is set.
 */

type By = 'address' | 'account' | 'email';
type Check = { rule: TRateLimitRule; by: By };

const address = (rule: TRateLimitRule): Check => ({ rule, by: 'address' });
const account = (rule: TRateLimitRule): Check => ({ rule, by: 'account' });

/** `METHOD /path` (the route's pattern, as Fastify registers it) → the limits it counts against. */
export const RATE_LIMITED_ROUTES: Record<string, Check[]> = {
  'POST /api/login': [address('login'), { rule: 'loginAccount', by: 'email' }],
  'POST /api/admin/login': [address('login'), { rule: 'loginAccount', by: 'email' }],
  'POST /api/auth/2fa/verify': [address('login')],
  'POST /api/auth/refresh': [address('refresh')],
  'POST /api/signup': [address('signup')],
  'POST /api/setup': [address('signup')],
  'POST /api/auth/forgot-password': [address('recovery')],
  'POST /api/auth/reset-password': [address('recovery')],
  'POST /api/auth/resend-verification': [address('recovery')],
  'POST /api/auth/verify-email': [address('recovery')],
  'POST /api/feedback': [address('forms')],
  'POST /api/notify/subscribe': [address('forms')],
  'POST /api/support': [address('forms')],
  'POST /api/songs/:id/comments': [account('comments')],
  'PATCH /api/songs/:id/comments/:commentId': [account('comments')],
  'POST /api/song/:id/like': [account('reactions')],
  'POST /api/songs/:id/like': [account('reactions')],
  'DELETE /api/songs/:id/like': [account('reactions')],
  'POST /api/comments/:commentId/like': [account('reactions')],
  'DELETE /api/comments/:commentId/like': [account('reactions')],
  'PUT /api/songs/:id/rating': [account('reactions')],
  'DELETE /api/songs/:id/rating': [account('reactions')],
  'POST /api/users/:id/follow': [account('reactions')],
  'POST /api/songs/upload': [account('uploads')],
  'POST /api/profile/avatar': [account('uploads')],
  'POST /api/song/request': [account('orders')],
  'POST /api/songs/request/:id/checkout': [account('orders')],
  'POST /api/songs/request/:id/confirm-email': [account('orders')],
  'POST /api/payment/process': [account('orders')],
  'POST /api/songs/:id/play': [address('tracking')],
  'POST /api/usage/track': [address('tracking')],
};

const NOUN: Record<TRateLimitRule, string> = {
  login: 'sign-in attempts from your network',
  loginAccount: 'sign-in attempts for this account',
  refresh: 'session refreshes from your network',
  signup: 'new accounts from your network',
  recovery: 'account e-mails and links from your network',
  forms: 'messages from your network',
  comments: 'comments',
  reactions: 'likes, ratings and follows',
  uploads: 'uploads',
  orders: 'orders and payments',
  tracking: 'plays from your network',
};

/** "40 seconds", "1 minute", "5 minutes", "1 hour". */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'}`;
  const h = Math.ceil(m / 60);
  return `${h} hour${h === 1 ? '' : 's'}`;
}

export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis';

/** Memory for one process (embedded database: one process by design), else a store processes share. */
export function storeKind(config: Pick<Config, 'rateLimitStore' | 'redisUrl' | 'databaseUrl'>): RateLimitStoreKind {
  if (config.rateLimitStore) return config.rateLimitStore;
  if (config.redisUrl) return 'redis';
  return config.databaseUrl ? 'postgres' : 'memory';
}

export async function registerRateLimits(
  app: FastifyInstance,
  deps: { config: Config; db: Db; settings: SettingsService; tokens: Tokens },
): Promise<void> {
  const { config, settings, tokens } = deps;
  const kind = storeKind(config);
  const exempt = new Set(config.rateLimitExempt);
  const redis =
    kind === 'redis' && config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000 })
      : null;
  if (kind === 'redis' && !redis) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(fastifyRateLimit, {
    global: false,
    ...(kind === 'postgres' ? { store: postgresStore(deps.db) } : {}),
    ...(redis ? { redis, nameSpace: 'serenade-rl-' } : {}),
  });

  // Keys are keyed hashes: the store never holds an address or e-mail as written.
  const hash = (v: string) =>
    createHmac('sha256', config.jwtRefreshSecret).update(`rate:${v}`).digest('base64url').slice(0, 22);

  async function keyOf(req: FastifyRequest, check: Check): Promise<string | null> {
    if (check.by === 'email') {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email.length <= 320 ? `e:${hash(email.trim().toLowerCase())}` : null;
    }
    if (check.by === 'account') {
      const auth = req.headers.authorization;
      if (auth?.startsWith('Bearer ')) {
        const claims = await tokens.verifyAccess(auth.slice(7)).catch(() => null);
        if (claims) return `u:${claims.sub}`;
      }
    }
    return `a:${hash(req.ip)}`;
  }

  const limiters = new Map<TRateLimitRule, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiter = (rule: TRateLimitRule) => {
    let l = limiters.get(rule);
    if (!l) {
      l = app.createRateLimit({
        keyGenerator: (req) => (req as FastifyRequest & { rateKey: string }).rateKey,
        max: async () => (await settings.get('rateLimits'))[rule].max,
        timeWindow: async () => (await settings.get('rateLimits'))[rule].windowSeconds * 1000,
      });
      limiters.set(rule, l);
    }
    return l;
  };

  function handlerFor(checks: Check[]) {
    return async function rateLimit(req: FastifyRequest, reply: FastifyReply) {
      if (exempt.has(req.ip)) return;
      // The headers tell about the tightest of the route's limits.
      let tightest: { max: number; remaining: number; reset: number } | null = null;
      for (const check of checks) {
        const key = await keyOf(req, check);
        if (!key) continue;
        (req as FastifyRequest & { rateKey: string }).rateKey = `${check.rule}:${key}`;
        const r = await limiter(check.rule)(req);
        if (r.isAllowed) continue;
        if (!r.isExceeded) {
          if (!tightest || r.remaining < tightest.remaining)
            tightest = { max: r.max, remaining: r.remaining, reset: r.ttlInSeconds };
          continue;
        }
        const after = Math.max(1, r.ttlInSeconds);
        reply.header('retry-after', after);
        reply.header('x-ratelimit-limit', r.max);
        reply.header('x-ratelimit-remaining', 0);
        reply.header('x-ratelimit-reset', after);
        throw new AppError(
          'RATE_LIMITED',
          `Too many ${NOUN[check.rule]}. Please wait ${waitText(after)} and try again.`,
          {
            status: 429,
          },
        );
      }
      if (tightest) {
        reply.header('x-ratelimit-limit', tightest.max);
        reply.header('x-ratelimit-remaining', tightest.remaining);
        reply.header('x-ratelimit-reset', tightest.reset);
      }
    };
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      const checks = RATE_LIMITED_ROUTES[`${method} ${route.url}`];
      if (!checks) continue;
      const handler = handlerFor(checks);
      const existing = route.preValidation;
      route.preValidation = [handler, ...(existing ? [existing].flat() : [])];
    }
  });
}
