import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEmailPreview,
  TEmailPreviewBody,
  TEmailTemplate,
  TEmailTemplateBody,
  TEmailTemplateList,
  TEmailTestResult,
} from '@serenade/contract';
import { api } from '../../auth/client';

export type OutboxItem = {
  id: string;
  to: string;
  from: string;
  subject: string;
  kind: string;
  status: string;
  driver: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};
export type OutboxMessage = OutboxItem & { text: string; html: string | null; replyTo: string | null };
export type OutboxPage = { messages: OutboxItem[]; total?: number; totalPages: number };

export const emailKeys = {
  all: ['admin', 'email'] as const,
  templates: (search: string) => ['admin', 'email', 'templates', search] as const,
  preview: (body: TEmailPreviewBody) => ['admin', 'email', 'preview', body] as const,
  outbox: (page: number, search: string) => ['admin', 'email', 'outbox', page, search] as const,
  message: (id: string) => ['admin', 'email', 'outbox', 'message', id] as const,
};

export const OUTBOX_PAGE_SIZE = 10;

export function useTemplates(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: emailKeys.templates(q),
    queryFn: () =>
      api.get<TEmailTemplateList>(`/api/admin/email/templates${q ? `?search=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'email', 'templates'] });
}

export function useSaveTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TEmailTemplateBody }) =>
      id
        ? api.put<TEmailTemplate>(`/api/admin/email/templates/${id}`, body)
        : api
            .post<{ templateId: string; template: TEmailTemplate }>('/api/admin/email/templates', body)
            .then((r) => r.template),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/email/templates/${id}`),
    onSuccess: invalidate,
  });
}

export function useResetTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (id: string) => api.post<TEmailTemplate>(`/api/admin/email/templates/${id}/reset`, {}),
    onSuccess: invalidate,
  });
}

export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to, replacements }: { id: string; to: string; replacements: Record<string, string> }) =>
      api.post<TEmailTestResult>(`/api/admin/email/templates/${id}/test`, { to, replacements }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'email', 'outbox'] }),
  });
}

/** Rendered by the server, exactly as a real send would be. */
export function usePreview(body: TEmailPreviewBody | null) {
  return useQuery({
    queryKey: emailKeys.preview(body ?? { subject: '', body: '' }),
    queryFn: () => api.post<TEmailPreview>('/api/admin/email/preview', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(page: number, search: string) {
  const q = search.trim();
  const params = new URLSearchParams({ page: String(page), limit: String(OUTBOX_PAGE_SIZE) });
  if (q) params.set('search', q);
  return useQuery({
    queryKey: emailKeys.outbox(page, q),
    queryFn: () => api.get<OutboxPage>(`/api/admin/outbox?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: emailKeys.message(id ?? ''),
    queryFn: () => api.get<OutboxMessage>(`/api/admin/outbox/${id}`),
    enabled: Boolean(id),
  });
}
