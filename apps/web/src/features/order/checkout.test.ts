import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api-error';
import {
  checkoutMessage,
  forgetCheckout,
  isCheckoutAck,
  parseCheckoutMessage,
  paymentErrorMessage,
  readCheckoutReturn,
  recallCheckout,
  rememberCheckout,
} from './checkout';

const ORIGIN = 'http://localhost:3000';
const popup = {};
const expected = { requestId: 'req-1', origin: ORIGIN, popup };

describe('readCheckoutReturn / checkoutMessage', () => {
  it('reads the return link and turns it into the message for the opener', () => {
    const ret = readCheckoutReturn(new URLSearchParams('request=req-1&reference=sbx_1&declined=1'));
    expect(ret).toEqual({ requestId: 'req-1', reference: 'sbx_1', declined: true, canceled: false });
    expect(checkoutMessage(ret!)).toEqual({
      type: 'serenade-checkout',
      reference: 'sbx_1',
      requestId: 'req-1',
      declined: true,
    });
    expect(readCheckoutReturn(new URLSearchParams('request=req-1'))).toBeNull();
  });
});

describe('parseCheckoutMessage', () => {
  const data = { type: 'serenade-checkout', reference: 'sbx_1', requestId: 'req-1' };

  it('accepts our own origin for our request', () => {
    expect(parseCheckoutMessage({ data, origin: ORIGIN, source: null }, expected)).toEqual({
      requestId: 'req-1',
      reference: 'sbx_1',
      declined: false,
      canceled: false,
    });
    expect(
      parseCheckoutMessage({ data: { ...data, canceled: true }, origin: ORIGIN, source: null }, expected)?.canceled,
    ).toBe(true);
  });

  it('accepts another origin only from the window it opened', () => {
    expect(
      parseCheckoutMessage({ data, origin: 'http://127.0.0.1:3000', source: popup as Window }, expected),
    ).not.toBeNull();
    expect(parseCheckoutMessage({ data, origin: 'https://evil.example', source: null }, expected)).toBeNull();
    expect(parseCheckoutMessage({ data, origin: 'https://evil.example', source: {} as Window }, expected)).toBeNull();
  });

  it('ignores other requests, other message types and messages without a reference', () => {
    expect(
      parseCheckoutMessage({ data: { ...data, requestId: 'req-2' }, origin: ORIGIN, source: null }, expected),
    ).toBeNull();
    expect(
      parseCheckoutMessage({ data: { ...data, type: 'other' }, origin: ORIGIN, source: null }, expected),
    ).toBeNull();
    expect(
      parseCheckoutMessage({ data: { ...data, reference: '' }, origin: ORIGIN, source: null }, expected),
    ).toBeNull();
    expect(parseCheckoutMessage({ data: 'serenade-checkout', origin: ORIGIN, source: null }, expected)).toBeNull();
  });

  it('recognises the acknowledgement for a reference', () => {
    expect(isCheckoutAck({ type: 'serenade-checkout-ack', reference: 'sbx_1' }, 'sbx_1')).toBe(true);
    expect(isCheckoutAck({ type: 'serenade-checkout-ack', reference: 'sbx_2' }, 'sbx_1')).toBe(false);
  });
});

describe('paymentErrorMessage (SPEC 8)', () => {
  it("shows the server's message, a generic failure, or asks to contact support", () => {
    const server = new ApiError({ status: 409, code: 'PAYMENT_REUSED', message: 'Already used', fromServer: true });
    const bare = new ApiError({ status: 500, code: 'HTTP_ERROR', message: 'Error 500: x', fromServer: false });
    expect(paymentErrorMessage(server)).toBe('Already used');
    expect(paymentErrorMessage(bare)).toBe('Payment verification failed');
    expect(paymentErrorMessage(networkError())).toBe('Payment verification failed. Please contact support.');
    expect(paymentErrorMessage(new TypeError('boom'))).toBe('Payment verification failed. Please contact support.');
  });
});

describe('remembered checkouts', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the amount and token per request until forgotten', () => {
    rememberCheckout('req-1', { amount: 1998, currency: 'USD', token: 't' });
    expect(recallCheckout('req-1')).toEqual({ amount: 1998, currency: 'USD', token: 't' });
    expect(recallCheckout('req-2')).toBeNull();
    forgetCheckout('req-1');
    expect(recallCheckout('req-1')).toBeNull();
  });
});
