import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/use-session';
import { getProfile, profileKeys } from './api';

/** The signed-in user's full record (avatar, verification); only fetched while logged in. */
export function useProfile() {
  const { status } = useSession();
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: getProfile,
    enabled: status === 'authenticated',
    staleTime: 5 * 60_000,
  });
}
