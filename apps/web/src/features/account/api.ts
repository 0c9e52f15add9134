import { useQuery } from '@tanstack/react-query';
import type { TPreferences } from '@serenade/contract';
import { api } from '../auth/client';
import { useSession } from '../auth/use-session';

export const accountKeys = { preferences: ['account', 'preferences'] as const };

export const getPreferences = () => api.get<TPreferences>('/api/account/preferences');
export const savePreferences = (prefs: TPreferences) => api.put<TPreferences>('/api/account/preferences', prefs);
export const deleteAccount = (password: string) =>
  api.request<{ message: string }>('/api/account', { method: 'DELETE', body: { password } });

export function usePreferences() {
  const { status } = useSession();
  return useQuery({ queryKey: accountKeys.preferences, queryFn: getPreferences, enabled: status === 'authenticated' });
}

/** The switches of the settings page, in the order they are shown. */
export const PREFERENCE_ITEMS: {
  key: keyof TPreferences;
  label: string;
  hint: string;
  group: 'notifications' | 'privacy';
}[] = [
  {
    key: 'notifyShares',
    label: 'Songs shared with me',
    hint: 'E-mail me when someone shares a song or playlist with me.',
    group: 'notifications',
  },
  {
    key: 'notifyComments',
    label: 'Comments on my songs',
    hint: 'E-mail me when someone comments on a song of mine.',
    group: 'notifications',
  },
  {
    key: 'notifyFollowers',
    label: 'New followers',
    hint: 'E-mail me when someone follows me.',
    group: 'notifications',
  },
  {
    key: 'profilePublic',
    label: 'Public profile',
    hint: 'Others can open my member page with my public songs and playlists.',
    group: 'privacy',
  },
  {
    key: 'showActivity',
    label: 'Show my activity',
    hint: 'My likes, comments and follows appear in others’ feeds and in trending.',
    group: 'privacy',
  },
];
