import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../../auth/test-tokens';
import { RequestsManager } from './RequestsManager';

afterEach(cleanup);

const ROW = {
  id: 'abcdef12-3456-4789-8abc-def012345678',
  title: 'Golden Years',
  event: 'Anniversary',
  userEmail: 'gina@example.com',
  userName: 'Gina',
  userId: null,
  status: 'processing',
  priority: '6hr',
  createdAt: '2026-03-01T10:00:00.000Z',
  description: '',
  is_public: false,
  amount: 999,
  currency: 'USD',
  finalSongId: null,
};

function renderWith(answer: (url: URL, init: RequestInit) => Response, path = '/admin/requests') {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <RequestsManager />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

const list = (requests: unknown[], total = requests.length) =>
  jsonResponse(200, {
    success: true,
    data: { requests, total, totalPages: Math.max(1, Math.ceil(total / 10)), page: 1 },
  });

describe('RequestsManager', () => {
  it('asks the server for the filtered, sorted page and lists the rows with tier names', async () => {
    const { calls, user } = renderWith(() => list([ROW], 23));
    // The same rows twice: a table from 1024 px, cards below (CSS picks one; jsdom renders both).
    const table = within(await screen.findByRole('table'));
    const cards = within(screen.getByRole('list', { name: 'Song requests' }));
    for (const view of [table, cards]) {
      expect(view.getByText('Golden Years')).toBeTruthy();
      expect(view.getByText('Rush')).toBeTruthy();
      expect(view.getAllByText('abcdef12').length).toBeGreaterThan(0);
      expect(view.getByRole('link', { name: 'View details of Golden Years' }).getAttribute('href')).toBe(
        `/admin/requests/${ROW.id}`,
      );
      expect(view.getByRole('link', { name: 'Upload song for Golden Years' }).getAttribute('href')).toBe(
        `/admin/upload/${ROW.id}`,
      );
      expect(view.getByRole('button', { name: 'Delete Golden Years' })).toBeTruthy();
      expect(view.getByLabelText('Status of request abcdef12')).toBeTruthy();
    }
    expect(screen.getByText('Showing 1–10 of 23 requests')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Priority/ }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('priority'));
    expect(calls.at(-1)!.url.searchParams.get('direction')).toBe('desc');
    await user.selectOptions(screen.getByLabelText('Status', { selector: 'select#request-status' }), 'failed');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('failed'));
    expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('10');
  });

  it('says so when nothing matches, and when the list cannot load', async () => {
    renderWith(() => list([]));
    expect(await screen.findByText('No song requests found matching your criteria')).toBeTruthy();
    cleanup();
    renderWith(() => jsonResponse(500, { success: false, error: 'Database down' }));
    expect(await screen.findByText('Failed to load requests')).toBeTruthy();
  });

  it("alerts 'Failed to update status' when the server refuses the inline change", async () => {
    const { user, calls } = renderWith((_url, init) =>
      init.method === 'PUT' ? jsonResponse(500, { success: false, error: 'Database down' }) : list([ROW]),
    );
    const table = within(await screen.findByRole('table'));
    await user.selectOptions(table.getByLabelText('Status of request abcdef12'), 'completed');
    expect(await screen.findByText('Failed to update status')).toBeTruthy();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/admin/requests/${ROW.id}`);
    expect(JSON.parse(String(put.init.body))).toEqual({ status: 'completed' });
  });
});
