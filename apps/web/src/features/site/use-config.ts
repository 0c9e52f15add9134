import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@serenade/contract';
import { getConfig, siteKeys } from './api';

/** Used until /api/config answers; the server's values win as soon as they arrive. */
export const FALLBACK_CONFIG: TPublicConfig = {
  siteName: 'Serenade',
  siteDescription: 'Personalised music for every occasion.',
  adminEmailDomain: 'serenade.local',
  signupsEnabled: true,
  maintenanceMode: false,
  passwordPolicy: { minLength: 8, requireSpecialChars: true, requireNumbers: true },
  supportEmail: '',
  needsSetup: false,
  maxUploadMB: 20,
};

export function useConfig() {
  const query = useQuery({ queryKey: siteKeys.config, queryFn: getConfig, staleTime: 5 * 60_000 });
  return { config: query.data ?? FALLBACK_CONFIG, isLoaded: query.isSuccess, query };
}
