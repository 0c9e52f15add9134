export type CheckoutInput = {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  returnUrl: string;
};

export type CheckoutInfo = {
  reference: string;
  status: 'open' | 'succeeded' | 'declined';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  methodType: string | null;
  lastFour: string | null;
  declineReason: string | null;
};

/** What Serenade needs from a card payment provider; the embedded sandbox and real ones plug in here. */
export type PaymentProvider = {
  name: string;
  createCheckout: (input: CheckoutInput) => Promise<{ reference: string; url: string }>;
  retrieve: (reference: string) => Promise<CheckoutInfo | null>;
  /**
   * Refunds a payment. A repeated call with the same idempotency key answers the first refund and moves
   * no money again (a crash after the provider's yes and before our record is retried safely).
   */
  refund: (reference: string, amount: number, idempotencyKey: string) => Promise<{ id: string }>;
  /**
   * Charges a saved card again (subscription renewals). A repeated call with the same idempotency key
   * answers the first charge instead of charging again.
   */
  chargeAgain: (
    previousReference: string,
    amount: number,
    description: string,
    idempotencyKey: string,
  ) => Promise<CheckoutInfo>;
};

/** Luhn checksum, as card numbers carry it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
