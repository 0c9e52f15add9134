import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../lib/api-error';
import { billingKeys } from '../billing/api';
import { getRequestStatus, openCheckoutSession, orderKeys, processPayment, type PaymentResult } from './api';
import {
  CHECKOUT_ACK,
  forgetCheckout,
  openCheckoutWindow,
  openPlaceholderWindow,
  parseCheckoutMessage,
  paymentErrorMessage,
  rememberCheckout,
  type CheckoutReturn,
} from './checkout';

export type CheckoutTarget = { requestId: string; amount: number; currency: string; token: string | null };

export type CheckoutState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'waiting' }
  | { phase: 'blocked'; url: string }
  | { phase: 'verifying' }
  | { phase: 'paid'; result: PaymentResult | null }
  | { phase: 'declined'; message: string }
  | { phase: 'canceled' }
  | { phase: 'closed' }
  | { phase: 'failed'; message: string };

const WATCH_MS = 500;
// The result message is posted just before the window closes; give it a moment to arrive.
const CLOSE_GRACE_MS = 1200;

/**
 * The checkout window and what comes back from it: the return page posts the provider's reference,
 * this verifies it with POST /api/payment/process (once per reference) and reports the outcome.
 */
export function useCheckout(options: { onPaid?: (result: PaymentResult | null) => void } = {}) {
  const queryClient = useQueryClient();
  const [state, setStateRaw] = useState<CheckoutState>({ phase: 'idle' });
  const stateRef = useRef(state);
  const popupRef = useRef<Window | null>(null);
  const targetRef = useRef<CheckoutTarget | null>(null);
  const handledRef = useRef(new Set<string>());
  const onPaidRef = useRef(options.onPaid);
  useEffect(() => {
    onPaidRef.current = options.onPaid;
  });

  const setState = useCallback((next: CheckoutState) => {
    stateRef.current = next;
    setStateRaw(next);
  }, []);

  const finishPaid = useCallback(
    (result: PaymentResult | null) => {
      const target = targetRef.current;
      if (target) {
        forgetCheckout(target.requestId);
        void queryClient.invalidateQueries({ queryKey: orderKeys.status(target.requestId) });
      }
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      setState({ phase: 'paid', result });
      onPaidRef.current?.(result);
    },
    [queryClient, setState],
  );

  const verify = useCallback(
    async (ret: CheckoutReturn) => {
      const target = targetRef.current;
      if (!target || ret.requestId !== target.requestId) return;
      const key = `${ret.reference}:${ret.declined}:${ret.canceled}`;
      if (handledRef.current.has(key)) return;
      handledRef.current.add(key);
      if (ret.canceled) {
        setState({ phase: 'canceled' });
        return;
      }
      setState({ phase: 'verifying' });
      try {
        const result = await processPayment({
          reference: ret.reference,
          amount: target.amount,
          song_request_id: target.requestId,
        });
        finishPaid(result);
      } catch (error) {
        handledRef.current.delete(key);
        if (error instanceof ApiError && error.code === 'PAYMENT_DECLINED') {
          setState({ phase: 'declined', message: error.message });
        } else if (ret.declined) {
          setState({ phase: 'declined', message: 'Your card was declined.' });
        } else {
          setState({ phase: 'failed', message: paymentErrorMessage(error) });
        }
      }
    },
    [finishPaid, setState],
  );

  // Results posted by the return page (/checkout/complete) in the checkout window.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = targetRef.current;
      if (!target) return;
      const ret = parseCheckoutMessage(event, {
        requestId: target.requestId,
        origin: window.location.origin,
        popup: popupRef.current,
      });
      if (!ret) return;
      // Tells the window it may close: this page finishes the payment.
      (event.source as Window | null)?.postMessage({ type: CHECKOUT_ACK, reference: ret.reference }, event.origin);
      void verify(ret);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [verify]);

  // A window closed without a result: the server says whether the payment went through after all.
  useEffect(() => {
    if (state.phase !== 'waiting') return;
    let closedAt: number | null = null;
    let checking = false;
    const timer = window.setInterval(() => {
      const popup = popupRef.current;
      if (!popup || !popup.closed || checking) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt < CLOSE_GRACE_MS || stateRef.current.phase !== 'waiting') return;
      checking = true;
      const target = targetRef.current;
      if (!target) return;
      getRequestStatus(target.requestId, target.token)
        .then((view) => {
          if (stateRef.current.phase !== 'waiting') return;
          if (view.status === 'pending') setState({ phase: 'closed' });
          else finishPaid(null);
        })
        .catch(() => {
          if (stateRef.current.phase === 'waiting') setState({ phase: 'closed' });
        });
    }, WATCH_MS);
    return () => window.clearInterval(timer);
  }, [state.phase, finishPaid, setState]);

  /** Call inside the click that leads to a payment, before any await, so the window is allowed. */
  const prepare = useCallback(() => {
    const popup = openPlaceholderWindow();
    popupRef.current = popup;
    return popup;
  }, []);

  const closeWindow = useCallback(() => {
    const popup = popupRef.current;
    if (popup && !popup.closed) popup.close();
    popupRef.current = null;
  }, []);

  /** Sends the prepared window (or a new one) to the provider's checkout page. */
  const begin = useCallback(
    (target: CheckoutTarget, paymentUrl: string) => {
      targetRef.current = target;
      rememberCheckout(target.requestId, { amount: target.amount, currency: target.currency, token: target.token });
      let popup = popupRef.current;
      if (popup && !popup.closed) {
        popup.location.href = paymentUrl;
        popup.focus();
      } else {
        popup = openCheckoutWindow(paymentUrl);
      }
      popupRef.current = popup;
      setState(popup ? { phase: 'waiting' } : { phase: 'blocked', url: paymentUrl });
    },
    [setState],
  );

  /** A fresh checkout for a request still waiting for payment (after a decline, a cancel or a closed window). */
  const reopen = useCallback(
    async (target: Omit<CheckoutTarget, 'amount' | 'currency'> & Partial<CheckoutTarget>) => {
      prepare();
      setState({ phase: 'starting' });
      try {
        const session = await openCheckoutSession(target.requestId, target.token);
        begin({ ...target, amount: session.amount, currency: session.currency }, session.payment_url);
      } catch (error) {
        closeWindow();
        setState({ phase: 'failed', message: errorMessage(error, 'An unexpected error occurred') });
      }
    },
    [begin, closeWindow, prepare, setState],
  );

  /** After the browser blocked the window: a click opens it. */
  const openBlocked = useCallback(() => {
    if (stateRef.current.phase !== 'blocked') return;
    const url = stateRef.current.url;
    const popup = openCheckoutWindow(url);
    popupRef.current = popup;
    if (popup) setState({ phase: 'waiting' });
  }, [setState]);

  const focusWindow = useCallback(() => {
    const popup = popupRef.current;
    if (popup && !popup.closed) popup.focus();
  }, []);

  /** Forgets the current checkout (a new order starts from scratch). */
  const reset = useCallback(() => {
    targetRef.current = null;
    handledRef.current.clear();
    setState({ phase: 'idle' });
  }, [setState]);

  return { state, prepare, begin, reopen, openBlocked, focusWindow, closeWindow, reset };
}

export type CheckoutController = ReturnType<typeof useCheckout>;
