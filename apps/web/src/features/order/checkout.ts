import { ApiError } from '../../lib/api-error';

export const CHECKOUT_MESSAGE = 'serenade-checkout';
export const CHECKOUT_ACK = 'serenade-checkout-ack';
export const CHECKOUT_WINDOW_NAME = 'serenade-checkout';
const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 720;

/** What the provider's return link says: /checkout/complete?request=…&reference=…[&declined=1|&canceled=1]. */
export type CheckoutReturn = { requestId: string; reference: string; declined: boolean; canceled: boolean };

export type CheckoutMessage = {
  type: typeof CHECKOUT_MESSAGE;
  reference: string;
  requestId: string;
  declined?: true;
  canceled?: true;
};

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const requestId = params.get('request')?.trim();
  const reference = params.get('reference')?.trim();
  if (!requestId || !reference) return null;
  return { requestId, reference, declined: params.get('declined') === '1', canceled: params.get('canceled') === '1' };
}

export function checkoutMessage(ret: CheckoutReturn): CheckoutMessage {
  return {
    type: CHECKOUT_MESSAGE,
    reference: ret.reference,
    requestId: ret.requestId,
    ...(ret.declined ? { declined: true as const } : {}),
    ...(ret.canceled ? { canceled: true as const } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Accepts a checkout result only for the request we are paying for, and only from our own origin
 * or from the very window we opened (the provider may return to another host name of this site).
 * Whatever it says is verified by the server before anything counts as paid.
 */
export function parseCheckoutMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  expected: { requestId: string; origin: string; popup: unknown },
): CheckoutReturn | null {
  const fromUs = event.origin === expected.origin || (expected.popup != null && event.source === expected.popup);
  if (!fromUs) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data.type !== CHECKOUT_MESSAGE) return null;
  if (data.requestId !== expected.requestId) return null;
  if (typeof data.reference !== 'string' || !data.reference) return null;
  return {
    requestId: data.requestId,
    reference: data.reference,
    declined: data.declined === true,
    canceled: data.canceled === true,
  };
}

export function isCheckoutAck(data: unknown, reference: string): boolean {
  return isRecord(data) && data.type === CHECKOUT_ACK && data.reference === reference;
}

/** Opens (or reuses) the named checkout window, centred over this one. Null when the browser blocks it. */
export function openCheckoutWindow(url = ''): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  try {
    return window.open(url, CHECKOUT_WINDOW_NAME, features);
  } catch {
    return null;
  }
}

/** A blank window opened inside the click, so the browser allows it; it is sent to the checkout once known. */
export function openPlaceholderWindow(): Window | null {
  const popup = openCheckoutWindow();
  if (!popup) return null;
  try {
    popup.document.title = 'Secure checkout';
    popup.document.body.style.cssText =
      'margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;font:16px system-ui,sans-serif;color:#5f5970;background:#fbfaff';
    popup.document.body.textContent = 'Opening secure checkout…';
  } catch {
    /* a reused window may already show another page */
  }
  return popup;
}

/** SPEC 8: the server's message, or 'Payment verification failed'; anything unexpected asks to contact support. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return error.fromServer ? error.message : 'Payment verification failed';
  }
  return 'Payment verification failed. Please contact support.';
}

/**
 * What a checkout needs to be verified later, kept per request in this browser so the return page
 * can finish it when the window that started it is gone.
 */
export type PendingCheckout = { amount: number; currency: string; token: string | null };
const storageKey = (requestId: string) => `serenade.checkout.${requestId}`;

export function rememberCheckout(requestId: string, pending: PendingCheckout): void {
  try {
    window.localStorage.setItem(storageKey(requestId), JSON.stringify(pending));
  } catch {
    /* storage blocked: the return page falls back to the account's request list */
  }
}

export function recallCheckout(requestId: string): PendingCheckout | null {
  try {
    const raw = window.localStorage.getItem(storageKey(requestId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (isRecord(value) && typeof value.amount === 'number' && typeof value.currency === 'string') {
      return {
        amount: value.amount,
        currency: value.currency,
        token: typeof value.token === 'string' ? value.token : null,
      };
    }
  } catch {
    /* unreadable: treated as unknown */
  }
  return null;
}

export function forgetCheckout(requestId: string): void {
  try {
    window.localStorage.removeItem(storageKey(requestId));
  } catch {
    /* nothing to clean */
  }
}

/** The opener, when it is a page of this same site (a cross-origin opener cannot be read). */
export function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}
