import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { jsonResponse } from '../auth/test-tokens';
import { NewsletterForm, THANKS_MS } from './NewsletterForm';
import { NewsletterLinkView, type NewsletterAction } from './NewsletterLinkView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function stubFetch(answer: (url: string, body: unknown) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      return answer(url, body);
    }),
  );
  return calls;
}

function renderLink(action: NewsletterAction) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NewsletterLinkView action={action} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NewsletterLinkView', () => {
  it('confirms a subscription from the e-mailed link', async () => {
    const calls = stubFetch(() => jsonResponse(200, { success: true, data: { email: 'maya@example.com' } }));
    renderLink({ kind: 'confirm', token: 'tok-1' });
    expect(await screen.findByRole('heading', { name: "You're subscribed" })).toBeTruthy();
    expect(screen.getByText(/maya@example.com/)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/notify/confirm', body: { token: 'tok-1' } }]);
  });

  it("shows the server's reason when the link is not valid", async () => {
    stubFetch(() => jsonResponse(400, { success: false, error: 'This link is invalid.', code: 'INVALID_TOKEN' }));
    renderLink({ kind: 'confirm', token: 'bad' });
    expect(await screen.findByText('This link is invalid.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'We could not confirm your subscription' })).toBeTruthy();
  });

  it('unsubscribes from the e-mailed link', async () => {
    const calls = stubFetch(() =>
      jsonResponse(200, { success: true, data: { message: 'You have been unsubscribed.' } }),
    );
    renderLink({ kind: 'unsubscribe', token: 'tok-2' });
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/notify/unsubscribe', body: { token: 'tok-2' } }]);
  });
});

describe('NewsletterForm (footer box)', () => {
  it('requires an e-mail address and sends nothing without one', async () => {
    const calls = stubFetch(() => jsonResponse(500, {}));
    render(<NewsletterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('thanks the visitor for 3 seconds, then resets (SPEC 2)', async () => {
    // Fake clocks from the start (the timer is set when the thanks appear); real time still flows for fetch.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch(() => jsonResponse(200, { success: true, data: { message: 'ok' } }));
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'maya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/notify/subscribe', body: { email: 'maya@example.com' } }]);
    // Let the effect that starts the 3-second timer run before moving the clock.
    await act(async () => {});

    act(() => vi.advanceTimersByTime(THANKS_MS - 500));
    expect(screen.queryByText('Thanks for subscribing!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('');
  });

  it('shows why a subscription failed', async () => {
    stubFetch(() =>
      jsonResponse(400, { success: false, error: 'Please enter a valid email address', code: 'VALIDATION_ERROR' }),
    );
    render(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'maya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });
});
