import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TAdminPayment } from '@serenade/contract';
import { jsonResponse } from '../../auth/test-tokens';
import { PaymentsTab } from './PaymentsTab';
import type { ListParamsState } from './use-list-params';

afterEach(cleanup);

const payment = (id: string, o: Partial<TAdminPayment>): TAdminPayment => ({
  id,
  user_id: null,
  user_email: 'mia@example.com',
  amount: 499,
  currency: 'USD',
  status: 'successful',
  created_at: '2026-01-02T10:00:00.000Z',
  refunded_at: null,
  payment_method_type: 'card',
  last_four: '4242',
  item_description: 'Express song',
  metadata: {},
  request_id: null,
  subscription_id: null,
  refund_in_progress: false,
  ...o,
});

const ROWS = [
  payment('11111111-0000-4000-8000-000000000001', {}),
  payment('11111111-0000-4000-8000-000000000002', { status: 'refunded', refunded_at: '2026-01-03T00:00:00.000Z' }),
  payment('11111111-0000-4000-8000-000000000003', { status: 'failed', last_four: null }),
  payment('11111111-0000-4000-8000-000000000004', { status: 'pending' }),
];

const list = {
  tab: 'payments',
  params: { page: 1, status: '', start_date: '', end_date: '' },
  dateError: undefined,
  setTab: vi.fn(),
  setFilter: vi.fn(),
  setPage: vi.fn(),
  clear: vi.fn(),
} as unknown as ListParamsState;

describe('PaymentsTab', () => {
  it('offers Refund only on the successful payment and shows the refusal with the server reason', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${String(input)}`);
        if (init.method === 'POST') {
          return jsonResponse(409, {
            success: false,
            code: 'ALREADY_REFUNDED',
            error: 'This payment has already been refunded',
          });
        }
        return jsonResponse(200, { success: true, data: { payments: ROWS, total: 4, totalPages: 1, page: 1 } });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PaymentsTab list={list} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByText('Showing 1–4 of 4 payments');
    expect(calls[0]).toBe('GET /api/admin/payments?page=1&limit=10');
    const refundButtons = screen.getAllByRole('button', { name: /^Refund/ });
    expect(refundButtons).toHaveLength(1);
    expect(refundButtons[0]!.textContent).toContain('11111111');
    const table = screen.getByRole('table');
    for (const label of ['Successful', 'Refunded', 'Failed', 'Pending'])
      expect(within(table).getByText(label)).toBeTruthy();

    await user.click(refundButtons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Issue refund' });
    expect(dialog.textContent).toContain('Are you sure you want to issue a refund for this payment?');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to refund payment. Please try again. This payment has already been refunded.',
    );
    expect(calls).toContain('POST /api/admin/payments/11111111-0000-4000-8000-000000000001/refund');
  });
});
