import type { THealth, TPublicConfig } from '@serenade/contract';
import { api } from '../auth/client';

export const siteKeys = {
  config: ['site', 'config'] as const,
  health: ['site', 'health'] as const,
};

export function getConfig(): Promise<TPublicConfig> {
  return api.get<TPublicConfig>('/api/config', { auth: false });
}

export function getHealth(): Promise<THealth> {
  return api.get<THealth>('/api/health', { auth: false });
}
