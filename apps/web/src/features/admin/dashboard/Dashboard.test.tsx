import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../../auth/test-tokens';
import { Dashboard } from './Dashboard';
import { formatRevenue } from './dashboard-format';

afterEach(cleanup);

const STATS = {
  totalUsers: 1234,
  userGrowth: 10,
  totalRequests: 12,
  requestGrowth: -25,
  totalPlays: 999,
  playGrowth: 0,
  totalRevenue: 1500,
  revenueGrowth: 50,
};
const REQUEST = {
  id: 'abcdef12-3456-4789-8abc-def012345678',
  title: null,
  event: 'Birthday',
  userEmail: 'ann@example.com',
  userName: 'Ann',
  userId: null,
  status: 'processing',
  priority: '6hr',
  createdAt: '2026-03-01T10:00:00.000Z',
  description: '',
  is_public: false,
  amount: 0,
  currency: 'USD',
  finalSongId: null,
};

function renderWith(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return (answers[path] ?? (() => jsonResponse(500, { success: false, error: 'boom' })))();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ok = (data: unknown) => () => jsonResponse(200, { success: true, data });
const fail = () => jsonResponse(500, { success: false, error: 'Database down' });

describe('Dashboard', () => {
  it('shows the real figures (k at 1000+) and no sample data when every call answers', async () => {
    renderWith({
      '/api/admin/stats': ok(STATS),
      '/api/admin/stats/top-songs': ok([{ id: 's1', title: 'Waves', plays: 1500 }]),
      '/api/admin/stats/top-users': ok([{ id: 'u1', email: 'ann@example.com', name: 'Ann', songCount: 3 }]),
      '/api/admin/requests': ok({ requests: [REQUEST], total: 1, totalPages: 1, page: 1 }),
    });
    expect(await screen.findByText('1.2k')).toBeTruthy();
    expect(screen.getByText('999')).toBeTruthy();
    expect(screen.getByText('$1.5k')).toBeTruthy();
    expect(screen.getByText('25% vs previous 30 days')).toBeTruthy();
    expect(await screen.findByText('Waves')).toBeTruthy();
    expect(screen.getByText('1.5k plays')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent Song Requests' });
    // A table from 768 px and a list of cards on phones (CSS shows one; jsdom renders both).
    const table = within(await within(recent).findByRole('table'));
    const cards = within(within(recent).getByRole('list', { name: 'Recent song requests' }));
    for (const view of [table, cards]) {
      expect(view.getByText('abcdef12')).toBeTruthy();
      expect(view.getByText('Birthday')).toBeTruthy();
      expect(view.getByText('Processing')).toBeTruthy();
    }
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(screen.queryByText('Failed to load dashboard stats')).toBeNull();
  });

  it('falls back to labelled sample data only for the cards whose call failed', async () => {
    renderWith({
      '/api/admin/stats': fail,
      '/api/admin/stats/top-songs': ok([{ id: 's1', title: 'Real Song', plays: 3 }]),
      '/api/admin/stats/top-users': fail,
      '/api/admin/requests': ok({ requests: [], total: 0, totalPages: 1, page: 1 }),
    });
    expect(await screen.findByText('Failed to load dashboard stats')).toBeTruthy();
    expect(await screen.findByText('Could not load users')).toBeTruthy();
    expect(screen.getByText('Could not load revenue')).toBeTruthy();
    expect(await screen.findByText('Could not load top users')).toBeTruthy();
    const users = screen.getByRole('region', { name: 'Top Users' });
    expect(within(users).getByText('Sample data')).toBeTruthy();
    expect(within(users).getByText('Jordan Lee')).toBeTruthy();
    // Cards whose call worked show real data, unlabelled.
    const songs = screen.getByRole('region', { name: 'Top Songs' });
    expect(await within(songs).findByText('Real Song')).toBeTruthy();
    expect(within(songs).queryByText('Sample data')).toBeNull();
    const recent = screen.getByRole('region', { name: 'Recent Song Requests' });
    expect(await within(recent).findByText('No song requests yet.')).toBeTruthy();
    expect(screen.getAllByText('Sample data')).toHaveLength(5); // four figures + top users
  });

  it('formats revenue in dollars with k from $1,000', () => {
    expect(formatRevenue(12.5)).toBe('$12.50');
    expect(formatRevenue(999.99)).toBe('$999.99');
    expect(formatRevenue(4821.5)).toBe('$4.8k');
  });
});
