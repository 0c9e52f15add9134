import type { TAuthUser, TProfileUpdateBody } from '@serenade/contract';
import { api } from '../auth/client';

export const profileKeys = {
  all: ['profile'] as const,
  me: ['profile', 'me'] as const,
};

export function getProfile(): Promise<TAuthUser> {
  return api.get<TAuthUser>('/api/profile');
}

export function updateProfile(body: TProfileUpdateBody): Promise<TAuthUser> {
  return api.put<TAuthUser>('/api/profile', body);
}

export function uploadAvatar(file: File): Promise<TAuthUser> {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<TAuthUser>('/api/profile/avatar', form);
}

export function removeAvatar(): Promise<TAuthUser> {
  return api.delete<TAuthUser>('/api/profile/avatar');
}
