import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminFeedbackDetail,
  TAdminFeedbackItem,
  TAdminFeedbackList,
  TAdminFeedbackRespondBody,
  TAdminFeedbackStats,
} from '@serenade/contract';
import { ApiError } from '../../../lib/api-error';
import { readEnvelope } from '../../../lib/envelope';
import { api, session } from '../../auth/client';
import { downloadText, isoDay } from '../kit/csv';
import { apiQuery, dispositionFilename, type FeedbackFilters, type FeedbackListParams } from './feedback-query';

export const feedbackKeys = {
  all: ['admin', 'feedback'] as const,
  list: (p: FeedbackListParams) => ['admin', 'feedback', 'list', p] as const,
  stats: () => ['admin', 'feedback', 'stats'] as const,
  detail: (id: string) => ['admin', 'feedback', 'detail', id] as const,
};

export function useFeedbackList(params: FeedbackListParams) {
  return useQuery({
    queryKey: feedbackKeys.list(params),
    queryFn: () => api.get<TAdminFeedbackList>(`/api/admin/feedback?${apiQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackStats() {
  return useQuery({
    queryKey: feedbackKeys.stats(),
    queryFn: () => api.get<TAdminFeedbackStats>('/api/admin/feedback/stats'),
  });
}

/** Attachment links are signed for minutes, so the detail is always fetched fresh. */
export function useFeedbackDetail(id: string | null) {
  return useQuery({
    queryKey: feedbackKeys.detail(id ?? ''),
    queryFn: () => api.get<TAdminFeedbackDetail>(`/api/admin/feedback/${id}`),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
}

export function useRespond() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TAdminFeedbackRespondBody }) =>
      api.put<TAdminFeedbackItem>(`/api/admin/feedback/${id}/respond`, body),
    onSuccess: invalidate,
  });
}

export function useSetPublic() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      api.patch<TAdminFeedbackItem>(`/api/admin/feedback/${id}/public`, { is_public: isPublic }),
    onSettled: invalidate,
  });
}

export function useDeleteFeedback() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/feedback/${id}`),
    onSuccess: invalidate,
  });
}

/** Downloads the server's CSV of every row matching the filters, under the server's file name. */
export async function exportFeedbackCsv(filters: FeedbackFilters): Promise<string> {
  const url = `/api/admin/feedback/export?${apiQuery(filters)}`;
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
  const filename = dispositionFilename(res.headers.get('Content-Disposition')) ?? `feedback_export_${isoDay()}.csv`;
  downloadText(filename, await res.text());
  return filename;
}
