import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRequestStatusView } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { api } from '../auth/client';
import { orderKeys } from './api';

export type ConfirmEmailNoticeProps = { requestId: string };

/**
 * The confirmation link of a visitor's free song (`?confirm=`) lands on the status page: it is sent once,
 * the status below refreshes, and the one-time part leaves the address bar (the private status link stays).
 */
export function ConfirmEmailNotice({ requestId }: ConfirmEmailNoticeProps) {
  const [params, setParams] = useSearchParams();
  const confirm = params.get('confirm');
  const queryClient = useQueryClient();
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: (token: string) =>
      api.post<TRequestStatusView>(`/api/songs/request/${encodeURIComponent(requestId)}/confirm-email`, { token }),
    onSuccess: (view) => {
      queryClient.setQueryData(orderKeys.status(requestId), (old: TRequestStatusView | undefined) => ({
        ...old,
        ...view,
        awaitingEmail: false,
      }));
      void queryClient.invalidateQueries({ queryKey: orderKeys.status(requestId) });
      const next = new URLSearchParams(params);
      next.delete('confirm');
      next.set('confirmed', '1');
      setParams(next, { replace: true });
    },
  });

  useEffect(() => {
    if (confirm && !sent.current) {
      sent.current = true;
      mutation.mutate(confirm);
    }
  }, [confirm, mutation]);

  if (mutation.isSuccess || (!confirm && params.has('confirmed'))) {
    return (
      <Alert variant="success" title="E-mail confirmed" className="mb-6">
        Thank you. Your free song has started; this page follows it and we will e-mail you at each step.
      </Alert>
    );
  }
  if (mutation.isError) {
    return (
      <Alert variant="error" title="This link did not work" className="mb-6">
        {errorMessage(mutation.error)}
      </Alert>
    );
  }
  return null;
}
