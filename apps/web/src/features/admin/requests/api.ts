import { keepPreviousData, replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminRequest, TAdminRequestDetail, TRequestStatus } from '@serenade/contract';
import { ApiError } from '../../../lib/api-error';
import { readEnvelope } from '../../../lib/envelope';
import { api, session } from '../../auth/client';
import { downloadText, isoDay } from '../kit/csv';
import { apiQuery, dispositionFilename, type RequestFilters, type RequestListParams } from './request-query';

export type AdminRequestList = { requests: TAdminRequest[]; total: number; totalPages: number; page: number };

export const requestKeys = {
  all: ['admin', 'requests'] as const,
  list: (p: RequestListParams & { limit?: number }) => ['admin', 'requests', 'list', p] as const,
  detail: (id: string) => ['admin', 'requests', 'detail', id] as const,
};

export const fetchRequests = (p: RequestListParams & { limit?: number }) =>
  api.get<AdminRequestList>(`/api/admin/requests?${apiQuery(p)}`);

export function useRequestList(params: RequestListParams) {
  return useQuery({
    queryKey: requestKeys.list(params),
    queryFn: () => fetchRequests(params),
    placeholderData: keepPreviousData,
  });
}

// States a request leaves by itself (manual 'processing' waits for an upload, so it is not followed).
const MOVING = new Set<string>(['paid', 'generating']);
const DETAIL_POLL_MS = 5000;

/**
 * Each answer signs the sample links afresh; while a link has ten minutes or more left, the one already on the
 * page is kept, so a sample that is playing is not reloaded by the next poll.
 */
export function keepSampleLinks(old: unknown, next: unknown): unknown {
  const before = old as TAdminRequestDetail | undefined;
  const after = next as TAdminRequestDetail;
  if (!before || before.id !== after.id) return next;
  const soon = Date.now() / 1000 + 600;
  const held = new Map(
    before.samples
      .filter((s) => Number(new URL(s.url, 'http://x').searchParams.get('exp')) > soon)
      .map((s) => [s.id, s.url]),
  );
  const samples = after.samples.map((s) => (held.has(s.id) ? { ...s, url: held.get(s.id)! } : s));
  return replaceEqualDeep(old, { ...after, samples });
}

/** Sample links are signed for a limited time, so the detail is fetched fresh each time it opens. */
export function useRequestDetail(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.detail(id ?? ''),
    queryFn: () => api.get<TAdminRequestDetail>(`/api/admin/requests/${id}`),
    enabled: Boolean(id),
    staleTime: 0,
    // While it is being made (after a retry, say), the details follow it to completed or failed.
    refetchInterval: (query) => (MOVING.has(query.state.data?.status ?? '') ? DETAIL_POLL_MS : false),
    structuralSharing: keepSampleLinks,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

function useInvalidateRequests() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
}

export function useSetRequestStatus() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TRequestStatus }) =>
      api.put<TAdminRequest>(`/api/admin/requests/${id}`, { status }),
    onSettled: invalidate,
  });
}

/** Sends a failed request back into production (the server clears its error and queues it again). */
export function useRetryRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (id: string) => api.post<TAdminRequest>(`/api/admin/requests/${id}/retry`),
    onSettled: invalidate,
  });
}

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/requests/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
      return invalidate();
    },
  });
}

/** Downloads the server's CSV of every request matching the filters, under the server's file name. */
export async function exportRequestsCsv({ search, status, sort, direction }: RequestFilters): Promise<string> {
  const url = `/api/admin/requests/export?${apiQuery({ search, status, sort, direction })}`;
  const send = (token: string | null) =>
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/csv' } : {} });
  let token = await session.getAccessToken();
  let res = await send(token);
  if (res.status === 401 && token) {
    token = await session.refresh().catch(() => null);
    if (token) res = await send(token);
  }
  if (!res.ok) {
    await readEnvelope(res); // throws the server's message
    throw new ApiError({ status: res.status, code: 'EXPORT_FAILED', message: 'Export failed', fromServer: false });
  }
  const filename = dispositionFilename(res.headers.get('Content-Disposition')) ?? `song_requests_${isoDay()}.csv`;
  downloadText(filename, await res.text());
  return filename;
}
