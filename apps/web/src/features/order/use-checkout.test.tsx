import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../auth/test-tokens';
import { useCheckout, type CheckoutTarget } from './use-checkout';

type FakePopup = {
  closed: boolean;
  location: { href: string };
  focus: () => void;
  close: () => void;
  document?: unknown;
};

function setup(processResponse: () => Response) {
  const popup: FakePopup = {
    closed: false,
    location: { href: '' },
    focus: vi.fn(),
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/payment/process') return processResponse();
      return jsonResponse(404, { success: false, error: 'not here', code: 'NOT_FOUND' });
    }),
  );
  const onPaid = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useCheckout({ onPaid }), { wrapper });
  return { hook, popup, calls, onPaid };
}

const target: CheckoutTarget = { requestId: 'req-1', amount: 1998, currency: 'USD', token: null };

function post(data: unknown, origin = window.location.origin, source: unknown = null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window | null }));
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('useCheckout', () => {
  it('opens the checkout in the prepared window and verifies the posted reference once', async () => {
    const paid = { payment_id: 'p1', request_id: 'req-1', status: 'paid', amount: 1998, currency: 'USD' };
    const { hook, popup, calls, onPaid } = setup(() => jsonResponse(200, { success: true, data: paid }));
    act(() => {
      hook.result.current.prepare();
      hook.result.current.begin(target, '/checkout/sandbox/sbx_1');
    });
    expect(popup.location.href).toBe('/checkout/sandbox/sbx_1');
    expect(hook.result.current.state.phase).toBe('waiting');

    const message = { type: 'serenade-checkout', reference: 'sbx_1', requestId: 'req-1' };
    post(message);
    post(message); // a second copy must not pay twice
    await waitFor(() => expect(hook.result.current.state.phase).toBe('paid'));
    const processCalls = calls.filter((c) => c.url === '/api/payment/process');
    expect(processCalls).toEqual([
      { url: '/api/payment/process', body: { reference: 'sbx_1', amount: 1998, song_request_id: 'req-1' } },
    ]);
    expect(onPaid).toHaveBeenCalledWith(paid);
  });

  it("shows the server's decline message for a declined card", async () => {
    const { hook } = setup(() =>
      jsonResponse(402, { success: false, error: 'Your card was declined.', code: 'PAYMENT_DECLINED' }),
    );
    act(() => hook.result.current.begin(target, '/checkout/sandbox/sbx_2'));
    post({ type: 'serenade-checkout', reference: 'sbx_2', requestId: 'req-1', declined: true });
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({ phase: 'declined', message: 'Your card was declined.' }),
    );
  });

  it('treats a cancel as nothing paid, without asking the server', async () => {
    const { hook, calls } = setup(() => jsonResponse(500, {}));
    act(() => hook.result.current.begin(target, '/checkout/sandbox/sbx_3'));
    post({ type: 'serenade-checkout', reference: 'sbx_3', requestId: 'req-1', canceled: true });
    await waitFor(() => expect(hook.result.current.state.phase).toBe('canceled'));
    expect(calls.some((c) => c.url === '/api/payment/process')).toBe(false);
  });

  it('ignores messages for other requests or from strangers', async () => {
    const { hook, calls } = setup(() => jsonResponse(500, {}));
    act(() => hook.result.current.begin(target, '/checkout/sandbox/sbx_4'));
    post({ type: 'serenade-checkout', reference: 'sbx_4', requestId: 'req-2' });
    post({ type: 'serenade-checkout', reference: 'sbx_4', requestId: 'req-1' }, 'https://evil.example');
    await new Promise((r) => setTimeout(r, 20));
    expect(hook.result.current.state.phase).toBe('waiting');
    expect(calls).toHaveLength(0);
  });

  it('reports SPEC 8 texts when verification fails', async () => {
    const { hook } = setup(() => jsonResponse(502, 'not json'));
    act(() => hook.result.current.begin(target, '/checkout/sandbox/sbx_5'));
    post({ type: 'serenade-checkout', reference: 'sbx_5', requestId: 'req-1' });
    await waitFor(() =>
      expect(hook.result.current.state).toEqual({ phase: 'failed', message: 'Payment verification failed' }),
    );
  });

  it('says when the browser blocked the window', () => {
    const { hook } = setup(() => jsonResponse(500, {}));
    vi.mocked(window.open).mockReturnValue(null);
    act(() => hook.result.current.begin(target, '/checkout/sandbox/sbx_6'));
    expect(hook.result.current.state).toEqual({ phase: 'blocked', url: '/checkout/sandbox/sbx_6' });
  });
});
