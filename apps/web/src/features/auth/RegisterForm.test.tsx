import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TPublicConfig } from '@serenade/contract';
import { jsonResponse } from './test-tokens';
import { RegisterForm } from './RegisterForm';

const config: TPublicConfig = {
  siteName: 'Serenade',
  siteDescription: 'Personalised music for every occasion.',
  adminEmailDomain: 'serenade.local',
  signupsEnabled: true,
  maintenanceMode: false,
  passwordPolicy: { minLength: 8, requireSpecialChars: true, requireNumbers: true },
  supportEmail: 'support@serenade.local',
  needsSetup: false,
  maxUploadMB: 20,
};

function renderForm(fetchImpl: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return url === '/api/config' ? jsonResponse(200, { success: true, data: config }) : fetchImpl(url, init);
    }),
  );
  const onSwitchToLogin = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RegisterForm onSuccess={vi.fn()} onSwitchToLogin={onSwitchToLogin} />
    </QueryClientProvider>,
  );
  return { calls, onSwitchToLogin };
}

afterEach(cleanup);

// userEvent types every key: on a loaded machine a form of four fields takes more than the default 5 s.
describe('RegisterForm', { timeout: 30_000 }, () => {
  it('shows "Passwords do not match" tied to the confirmation field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(() => jsonResponse(500, {}));
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123?');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const confirm = screen.getByLabelText('Confirm Password');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirm.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Passwords do not match',
    );
    expect(calls.some((c) => c.url === '/api/signup')).toBe(false);
  });

  it('asks for a name and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(() => jsonResponse(500, {}));
    await user.type(screen.getByLabelText('Email'), 'lena.fischer@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/api/signup')).toBe(false);
  });

  it('sends the name given and offers login when the e-mail is taken', async () => {
    const user = userEvent.setup();
    const { calls, onSwitchToLogin } = renderForm(() =>
      jsonResponse(409, { success: false, error: 'Email already registered', code: 'EMAIL_TAKEN' }),
    );
    await user.type(screen.getByLabelText('Name'), '  Maya Rossi ');
    await user.type(screen.getByLabelText('Email'), 'Maya.R@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText(
        'An account with this email already exists. Please login instead or use a different email.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/signup')?.body).toEqual({
      name: 'Maya Rossi',
      email: 'maya.r@example.com',
      password: 'Secret123!',
    });
    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    expect(onSwitchToLogin).toHaveBeenCalledWith('maya.r@example.com');
  });
});
