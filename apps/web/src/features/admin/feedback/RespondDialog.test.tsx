import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TAdminFeedbackItem } from '@serenade/contract';
import { getToasts } from '../../../ui/Toast';
import { jsonResponse } from '../../auth/test-tokens';
import { RespondDialog } from './RespondDialog';

afterEach(cleanup);

const ROW: TAdminFeedbackItem = {
  id: '6f1c1f52-3c5b-4a43-9d4e-2b7b8f1d2a10',
  user_id: null,
  kind: 'feedback',
  category: 'feature_request',
  subject: 'Dark mode',
  message: 'Please',
  rating: 4,
  status: 'new',
  is_public: false,
  admin_response: null,
  priority: null,
  sender_name: null,
  sender_email: 'vera@example.com',
  attachment_count: 0,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

function renderDialog(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return answer();
    }),
  );
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RespondDialog row={ROW} onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { calls, onOpenChange, user: userEvent.setup() };
}

describe('RespondDialog', () => {
  it('keeps Submit Response disabled while the answer is blank, then sends status and trimmed text', async () => {
    const { calls, onOpenChange, user } = renderDialog(() =>
      jsonResponse(200, { success: true, data: { ...ROW, status: 'resolved', admin_response: 'Coming soon' } }),
    );
    const submit = screen.getByRole('button', { name: 'Submit Response' });
    const text = screen.getByRole('textbox', { name: 'Response' });
    expect(text.getAttribute('rows')).toBe('6');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(text, '   ');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(text, 'Coming soon ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'resolved');
    await user.click(submit);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]!.url).toBe(`/api/admin/feedback/${ROW.id}/respond`);
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ response: 'Coming soon', status: 'resolved' });
    expect(getToasts().at(-1)?.title).toBe('Response submitted successfully');
  });

  it('says so when the response could not be saved and stays open', async () => {
    const { onOpenChange, user } = renderDialog(() =>
      jsonResponse(500, { success: false, error: 'Database down', code: 'INTERNAL' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Response' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Response' }));
    await waitFor(() => expect(getToasts().at(-1)?.title).toBe('Failed to submit response'));
    expect(getToasts().at(-1)?.description).toBe('Database down');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
