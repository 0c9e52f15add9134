import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TAdminUserItem } from '@serenade/contract';
import { session } from '../../auth/client';
import { ACCESS_TOKEN_KEY } from '../../auth/session-manager';
import { fakeJwt, jsonResponse } from '../../auth/test-tokens';
import { UsersView } from './UsersView';

const now = Math.floor(Date.now() / 1000);
beforeEach(() => {
  window.localStorage.setItem(
    ACCESS_TOKEN_KEY,
    fakeJwt({ sub: 'admin-1', email: 'ada@serenade.local', name: 'Ada', role: 'admin', iat: now, exp: now + 3600 }),
  );
  session.syncFromStorage();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  session.syncFromStorage();
});

const mia: TAdminUserItem = {
  id: '7d1c4f3e-0000-4000-8000-000000000001',
  name: 'Mia Member',
  email: 'mia@example.com',
  role: 'user',
  status: 'active',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastLoginAt: null,
  avatarUrl: null,
};

type Call = { url: string; method: string; body: unknown };

function renderView(
  onWrite: (call: Call) => Response,
  list: (url: string) => Response = () =>
    jsonResponse(200, { success: true, data: { users: [mia], totalCount: 1, totalPages: 1, page: 1 } }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return call.method === 'GET' ? list(url) : onWrite(call);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/users']}>
        <UsersView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('UsersView', () => {
  it('lists users from the server with a link to each detail page', async () => {
    const { calls } = renderView(() => jsonResponse(500, {}));
    const link = await screen.findByRole('link', { name: 'Mia Member' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${mia.id}`);
    expect(screen.getByText('Showing 1 of 1 users')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/admin/users?page=1&limit=10&sortBy=newest');
  });

  it('shows the load error with Try Again', async () => {
    renderView(
      () => jsonResponse(500, {}),
      () => jsonResponse(500, { success: false, error: 'boom', code: 'INTERNAL' }),
    );
    expect(await screen.findByText('Failed to load users. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('validates the edit form, sends only what changed and shows a server error on its field', async () => {
    const { calls, user } = renderView(() =>
      jsonResponse(409, {
        success: false,
        error: 'An account with this email already exists.',
        code: 'EMAIL_TAKEN',
        field: 'email',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Mia Member' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.type(name, 'Mia M');
    const email = within(dialog).getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      url: `/api/admin/users/${mia.id}`,
      method: 'PATCH',
      body: { name: 'Mia M', email: 'taken@example.com' },
    });
  });

  it("asks 'Send password reset email to {name}?' before sending", async () => {
    const { calls, user } = renderView(() =>
      jsonResponse(200, { success: true, data: { message: 'Password reset e-mail sent to mia@example.com' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Mia Member' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send password reset email to Mia Member?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === `/api/admin/user/${mia.id}/reset-password`)).toBe(true),
    );
  });
});
