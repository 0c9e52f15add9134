import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAddAdminBody,
  TAddAdminResult,
  TAdminRole,
  TAdminTeamList,
  TAdminTeamMember,
  ZAdminSettings,
  ZAdminSettingsUpdate,
} from '@serenade/contract';
import { api } from '../../auth/client';
import { siteKeys } from '../../site/api';

export type TAdminSettingsView = z.infer<typeof ZAdminSettings>;
export type TAdminSettingsPatch = z.input<typeof ZAdminSettingsUpdate>;

export const settingsKeys = {
  settings: ['admin', 'settings'] as const,
  admins: ['admin', 'admins'] as const,
};

export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: () => api.get<TAdminSettingsView>('/api/admin/settings'),
  });
}

/** Saves one part of the settings; the public config (maintenance, sign-ups, limits) is refetched too. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TAdminSettingsPatch) => api.put<TAdminSettingsView>('/api/admin/settings', patch),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.settings, data);
      void queryClient.invalidateQueries({ queryKey: siteKeys.config });
      void queryClient.invalidateQueries({ queryKey: ['pricing'] });
    },
  });
}

export function useAdminTeam(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.admins,
    queryFn: () => api.get<TAdminTeamList>('/api/admin/admins'),
    enabled,
  });
}

function useTeamMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.admins }),
  });
}

export const useAddAdmin = () =>
  useTeamMutation((body: TAddAdminBody) => api.post<TAddAdminResult>('/api/admin/admins', body));

export const useSetAdminPassword = () =>
  useTeamMutation(({ id, password }: { id: string; password: string }) =>
    api.put<TAdminTeamMember>(`/api/admin/admins/${id}/password`, { password }),
  );

export const useSetAdminRole = () =>
  useTeamMutation(({ id, role }: { id: string; role: TAdminRole }) =>
    api.patch<TAdminTeamMember>(`/api/admin/admins/${id}/role`, { role }),
  );

export const useRemoveAdmin = () =>
  useTeamMutation((id: string) => api.delete<{ message: string }>(`/api/admin/admins/${id}`));

export const useResetTwoFactor = () =>
  useTeamMutation((id: string) => api.post<TAdminTeamMember>(`/api/admin/admins/${id}/two-factor/reset`));
