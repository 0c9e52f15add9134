import {
  DEFAULT_EMAIL_SETTINGS,
  DEFAULT_LIMITS_SETTINGS,
  type TLimitsSettings,
  DEFAULT_PRODUCTION_SETTINGS,
  DEFAULT_RATE_LIMIT_SETTINGS,
  type TRateLimitSettings,
  type TProductionSettings,
  DEFAULT_SECURITY_SETTINGS,
  DEFAULT_SITE_SETTINGS,
  type TEmailSettings,
  type TSecuritySettings,
  type TSiteSettings,
} from '@serenade/contract';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from './settings.repo';

type SettingsShape = {
  site: TSiteSettings;
  email: TEmailSettings;
  security: TSecuritySettings;
  production: TProductionSettings;
  limits: TLimitsSettings;
  rateLimits: TRateLimitSettings;
};
const DEFAULTS: SettingsShape = {
  site: DEFAULT_SITE_SETTINGS,
  email: DEFAULT_EMAIL_SETTINGS,
  security: DEFAULT_SECURITY_SETTINGS,
  production: DEFAULT_PRODUCTION_SETTINGS,
  limits: DEFAULT_LIMITS_SETTINGS,
  rateLimits: DEFAULT_RATE_LIMIT_SETTINGS,
};
export type SettingsKey = keyof SettingsShape;

// Settings are read on hot paths (every request checks maintenance mode), so they are cached
// briefly; writes through this service clear the cache at once.
const CACHE_MS = 5_000;

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db) {
  const cache = new Map<SettingsKey, { value: unknown; at: number }>();

  /** `executor` lets code inside a transaction read through it (PGlite has one connection). */
  async function get<K extends SettingsKey>(key: K, executor: Db = db): Promise<SettingsShape[K]> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as SettingsShape[K];
    const stored = (await readSetting(executor, key)) as Partial<SettingsShape[K]> | undefined;
    // Stored values are merged over defaults so settings added later get their default.
    const value = { ...DEFAULTS[key], ...(stored ?? {}) } as SettingsShape[K];
    cache.set(key, { value, at: Date.now() });
    return value;
  }

  async function set<K extends SettingsKey>(key: K, value: SettingsShape[K]): Promise<void> {
    await writeSetting(db, key, value);
    cache.delete(key);
  }

  return { get, set, clearCache: () => cache.clear() };
}
