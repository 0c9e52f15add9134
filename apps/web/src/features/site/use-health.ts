import { useQuery } from '@tanstack/react-query';
import { getHealth, siteKeys } from './api';

export function useHealth() {
  return useQuery({
    queryKey: siteKeys.health,
    queryFn: getHealth,
    retry: 1,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
