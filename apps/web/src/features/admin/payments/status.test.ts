import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { canRefund, cardText, failureText, paymentBadge, REFUND_ERROR } from './status';

const p = (o: Partial<Parameters<typeof canRefund>[0]> = {}) => ({
  status: 'successful' as const,
  refunded_at: null,
  refund_in_progress: false,
  ...o,
});

describe('admin payments status', () => {
  it('offers a refund only for a successful payment not yet refunded', () => {
    expect(canRefund(p())).toBe(true);
    expect(canRefund(p({ status: 'failed' }))).toBe(false);
    expect(canRefund(p({ status: 'pending' }))).toBe(false);
    expect(canRefund(p({ status: 'refunded', refunded_at: '2026-01-01T00:00:00Z' }))).toBe(false);
    expect(canRefund(p({ refunded_at: '2026-01-01T00:00:00Z' }))).toBe(false);
    expect(canRefund(p({ refund_in_progress: true }))).toBe(false);
  });

  it('labels each status', () => {
    expect(paymentBadge(p()).label).toBe('Successful');
    expect(paymentBadge(p({ status: 'refunded', refunded_at: 'x' })).label).toBe('Refunded');
    expect(paymentBadge(p({ refund_in_progress: true })).label).toBe('Refunding…');
    expect(paymentBadge(p({ status: 'failed' })).variant).toBe('danger');
  });

  it('adds the server reason to the SPEC failure text', () => {
    const err = new ApiError({
      status: 409,
      code: 'ALREADY_REFUNDED',
      message: 'This payment has already been refunded',
      fromServer: true,
    });
    expect(failureText(REFUND_ERROR, err)).toBe(
      'Failed to refund payment. Please try again. This payment has already been refunded.',
    );
    expect(failureText(REFUND_ERROR, null)).toBe(REFUND_ERROR);
  });

  it('shows the card as its last four digits', () => {
    expect(cardText({ payment_method_type: 'card', last_four: '4242' })).toBe('Card •••• 4242');
    expect(cardText({ payment_method_type: null, last_four: null })).toBe('—');
  });
});
