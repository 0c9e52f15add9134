import type {
  TAdminUserDetail,
  TAdminUserItem,
  TAdminUsersList,
  TAdminUserUpdateInput,
  TRole,
} from '@serenade/contract';
import { api } from '../../auth/client';

export type UserSort = 'newest' | 'oldest' | 'alphabetical';
export type UsersQuery = {
  page: number;
  search: string;
  role: TRole | '';
  status: 'active' | 'suspended' | '';
  sortBy: UserSort;
};

export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (q: UsersQuery) => ['admin', 'users', 'list', q] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};

export const PAGE_SIZE = 10;

export function fetchUsers(q: UsersQuery): Promise<TAdminUsersList> {
  const params = new URLSearchParams({ page: String(q.page), limit: String(PAGE_SIZE), sortBy: q.sortBy });
  if (q.search.trim()) params.set('search', q.search.trim());
  if (q.role) params.set('role', q.role);
  if (q.status) params.set('status', q.status);
  return api.get<TAdminUsersList>(`/api/admin/users?${params.toString()}`);
}

export function fetchUserDetail(id: string): Promise<TAdminUserDetail> {
  return api.get<TAdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`);
}

export function updateUser(id: string, body: TAdminUserUpdateInput): Promise<TAdminUserItem> {
  return api.patch<TAdminUserItem>(`/api/admin/users/${encodeURIComponent(id)}`, body);
}

export function sendPasswordReset(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/admin/user/${encodeURIComponent(id)}/reset-password`);
}
