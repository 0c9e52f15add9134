import { z } from 'zod';

/**
 * Request rate limits (issue 13): how many calls of a kind one network address or one account may make
 * in a window. Each rule is a setting, so an admin can loosen or tighten it without a release.
 */
export const RATE_LIMIT_RULES = [
  'login',
  'loginAccount',
  'refresh',
  'signup',
  'recovery',
  'forms',
  'comments',
  'reactions',
  'uploads',
  'orders',
  'tracking',
] as const;
export type TRateLimitRule = (typeof RATE_LIMIT_RULES)[number];

export const ZRateLimit = z.strictObject({
  max: z
    .number()
    .int()
    .min(1, 'A limit allows at least 1 request')
    .max(100_000, 'A limit allows at most 100000 requests'),
  windowSeconds: z.number().int().min(1, 'A window is 1 second to 1 day').max(86_400, 'A window is 1 second to 1 day'),
});
export type TRateLimit = z.infer<typeof ZRateLimit>;

export const ZRateLimitSettings = z.strictObject(
  Object.fromEntries(RATE_LIMIT_RULES.map((r) => [r, ZRateLimit])) as Record<TRateLimitRule, typeof ZRateLimit>,
);
export type TRateLimitSettings = Record<TRateLimitRule, TRateLimit>;

/** Defaults: generous for people, tight enough that guessing or spraying is slowed to a crawl. */
export const DEFAULT_RATE_LIMIT_SETTINGS: TRateLimitSettings = {
  /** Sign-in attempts (member, admin, two-factor) from one address. */
  login: { max: 10, windowSeconds: 300 },
  /** Sign-in attempts for one e-mail address, from anywhere. */
  loginAccount: { max: 10, windowSeconds: 300 },
  /** Token refreshes from one address. */
  refresh: { max: 120, windowSeconds: 300 },
  /** Accounts created from one address. */
  signup: { max: 10, windowSeconds: 3600 },
  /** Forgotten-password, reset and verification mails from one address. */
  recovery: { max: 10, windowSeconds: 900 },
  /** Feedback, newsletter and support forms from one address. */
  forms: { max: 10, windowSeconds: 900 },
  /** Comments written or edited by one account (or address). */
  comments: { max: 20, windowSeconds: 300 },
  /** Likes, ratings and follows by one account (or address). */
  reactions: { max: 120, windowSeconds: 300 },
  /** File uploads by one account (or address). */
  uploads: { max: 20, windowSeconds: 3600 },
  /** Orders, checkouts and payment confirmations by one account (or address). */
  orders: { max: 30, windowSeconds: 3600 },
  /** Plays and usage events from one address. */
  tracking: { max: 600, windowSeconds: 300 },
};
