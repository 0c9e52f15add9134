import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { jsonResponse } from '../auth/test-tokens';
import { rememberCheckout } from './checkout';
import { CheckoutCompleteView } from './CheckoutCompleteView';

const RETURN = '/checkout/complete?request=req-1&reference=sbx_1';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <CheckoutCompleteView />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('CheckoutCompleteView', () => {
  it('hands the result to a same-site opener and closes once it answers', () => {
    const opener = { closed: false, location: window.location, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderAt(`${RETURN}&declined=1`);

    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'serenade-checkout', reference: 'sbx_1', requestId: 'req-1', declined: true },
      window.location.origin,
    );
    expect(screen.getByText('Returning you to Serenade…')).toBeTruthy();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'serenade-checkout-ack', reference: 'sbx_1' },
          origin: window.location.origin,
          source: opener as unknown as Window,
        }),
      );
    });
    expect(close).toHaveBeenCalled();
  });

  it('verifies the payment itself when nothing opened it', async () => {
    rememberCheckout('req-1', { amount: 499, currency: 'USD', token: 'tok' });
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          success: true,
          data: { payment_id: 'p', request_id: 'req-1', status: 'paid', amount: 499, currency: 'USD' },
        });
      }),
    );
    renderAt(RETURN);
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(calls).toEqual([{ reference: 'sbx_1', amount: 499, song_request_id: 'req-1' }]);
    expect(screen.getByRole('link', { name: 'Follow your song' }).getAttribute('href')).toBe(
      '/requests/req-1?token=tok',
    );
  });

  it("shows the server's decline message when verifying a declined card itself", async () => {
    rememberCheckout('req-1', { amount: 499, currency: 'USD', token: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(402, { success: false, error: 'Your card was declined.', code: 'PAYMENT_DECLINED' }),
      ),
    );
    renderAt(`${RETURN}&declined=1`);
    expect(await screen.findByText('Payment declined')).toBeTruthy();
    expect(screen.getByText('Your card was declined. Nothing was charged.')).toBeTruthy();
  });
});
