import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TPricing, TPublicConfig } from '@serenade/contract';
import { jsonResponse } from '../auth/test-tokens';
import { OrderSongDialog } from './OrderSongDialog';

const pricing: TPricing = {
  currency: 'USD',
  tiers: [
    {
      key: 'free',
      name: 'Standard',
      promise: 'Within 48 hours',
      hours: 48,
      weight: 1,
      price: 0,
      bundles: [{ key: 'single', songs: 1, label: 'Single song', discountPercent: 0, total: 0, perSong: 0 }],
      subscription: null,
    },
    {
      key: '6hr',
      name: 'Rush',
      promise: 'Within 6 hours',
      hours: 6,
      weight: 3,
      price: 999,
      bundles: [
        { key: 'single', songs: 1, label: 'Single song', discountPercent: 0, total: 999, perSong: 999 },
        { key: 'five', songs: 5, label: '5 songs (60% off)', discountPercent: 60, total: 1998, perSong: 400 },
        { key: 'ten', songs: 10, label: '10 songs (65% off)', discountPercent: 65, total: 3497, perSong: 350 },
      ],
      subscription: { songsPerMonth: 10, monthly: 3497, perSong: 350 },
    },
  ],
};
const config: TPublicConfig = {
  siteName: 'Serenade',
  siteDescription: '',
  adminEmailDomain: 'serenade.local',
  signupsEnabled: true,
  maintenanceMode: false,
  passwordPolicy: { minLength: 8, requireSpecialChars: true, requireNumbers: true },
  supportEmail: 'support@serenade.local',
  needsSetup: false,
  maxUploadMB: 20,
};

function setup() {
  const requests: unknown[] = [];
  // Radix switches measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === '/api/pricing') return jsonResponse(200, { success: true, data: pricing });
      if (url === '/api/config') return jsonResponse(200, { success: true, data: config });
      if (url === '/api/song/request') {
        requests.push(JSON.parse(String(init.body)));
        return jsonResponse(201, {
          success: true,
          data: {
            request_id: '11111111-2222-4333-8444-555555555555',
            status: 'processing',
            requires_payment: false,
            payment_url: null,
            amount: 0,
            currency: 'USD',
            paid_with: 'free',
            status_token: 'tok',
          },
        });
      }
      return jsonResponse(404, { success: false, error: 'Not found', code: 'NOT_FOUND' });
    }),
  );
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Reopen
        </button>
        <OrderSongDialog open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests };
}

const dialog = () => screen.getByRole('dialog', { name: 'Order a Custom Song' });
const progress = () => within(dialog()).getByRole('progressbar');
const fill = () => within(dialog()).getByTestId('order-progress-fill').style.width;
const continueButton = () => within(dialog()).getByRole('button', { name: 'Continue' });

afterEach(cleanup);

describe('OrderSongDialog', () => {
  it('moves one validated step at a time, fills 16.67% per step, and submits a free order', async () => {
    const user = userEvent.setup();
    const { requests } = setup();

    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(fill()).toBe('16.67%');
    await user.click(continueButton());
    expect(await within(dialog()).findByText('Please enter your name')).toBeTruthy();
    expect(within(dialog()).getByText('Please enter a valid email address')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');

    await user.type(within(dialog()).getByLabelText('Your name'), 'Vera');
    await user.type(within(dialog()).getByLabelText('Email'), 'vera@example.com');
    await user.click(continueButton());
    expect(progress().getAttribute('aria-valuenow')).toBe('2');
    expect(fill()).toBe('33.34%');

    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect((within(dialog()).getByLabelText('Your name') as HTMLInputElement).value).toBe('Vera');
    await user.click(continueButton());

    await user.click(continueButton());
    expect(await within(dialog()).findByText('Please enter a song title')).toBeTruthy();
    await user.type(within(dialog()).getByLabelText('Song title'), 'Happy 30th');
    await user.type(within(dialog()).getByLabelText('Describe your song'), 'For Maya');
    await user.type(within(dialog()).getByLabelText('Song types'), 'pop,');
    await user.click(continueButton());

    expect(progress().getAttribute('aria-valuenow')).toBe('3');
    expect(await within(dialog()).findByTestId('order-total')).toHaveProperty('textContent', 'Free');
    await user.click(within(dialog()).getByRole('radio', { name: /Rush/ }));
    expect(within(dialog()).getByTestId('order-total').textContent).toBe('$9.99');
    // Visitors see the bundles but cannot pick them.
    expect((within(dialog()).getByRole('radio', { name: /5 songs/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog()).getByText('Log in to buy bundles')).toBeTruthy();
    await user.click(within(dialog()).getByRole('radio', { name: /Standard/ }));
    await user.click(continueButton());

    expect(progress().getAttribute('aria-valuenow')).toBe('4');
    await user.click(continueButton());
    expect(progress().getAttribute('aria-valuenow')).toBe('5');
    await user.click(within(dialog()).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog()).findByText('Confirming your order…')).toBeTruthy();
    await waitFor(() => expect(progress().getAttribute('aria-valuenow')).toBe('6'), { timeout: 3000 });
    expect(fill()).toBe('100%');
    expect(within(dialog()).getByText('Thank you!')).toBeTruthy();
    expect(
      within(dialog())
        .getByRole('link', { name: /Track your song/ })
        .getAttribute('href'),
    ).toBe('/requests/11111111-2222-4333-8444-555555555555?token=tok');
    expect(requests).toEqual([
      expect.objectContaining({
        title: 'Happy 30th',
        description: 'For Maya',
        song_types: ['pop'],
        priority_level: 'free',
        name: 'Vera',
        email: 'vera@example.com',
      }),
    ]);
  }, 20_000);

  it('starts over 300 ms after closing', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(within(dialog()).getByLabelText('Your name'), 'Vera');
    await user.type(within(dialog()).getByLabelText('Email'), 'vera@example.com');
    await user.click(continueButton());
    expect(progress().getAttribute('aria-valuenow')).toBe('2');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 350));
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect((within(dialog()).getByLabelText('Your name') as HTMLInputElement).value).toBe('');
  }, 10_000);
});
