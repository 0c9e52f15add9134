import type { TAdminPayment, TAdminSubscription } from '@serenade/contract';
import type { BadgeVariant } from '../../../ui/Badge';
import { errorMessage } from '../../../lib/api-error';

export const LOAD_ERROR = 'Failed to load data. Please try again.';
export const REFUND_QUESTION = 'Are you sure you want to issue a refund for this payment?';
export const REFUND_ERROR = 'Failed to refund payment. Please try again.';
export const CANCEL_QUESTION = 'Are you sure you want to cancel this subscription?';
export const CANCEL_ERROR = 'Failed to cancel subscription. Please try again.';

export const PAYMENT_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'successful', label: 'Successful' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
  { value: 'refunded', label: 'Refunded' },
] as const;

/** SPEC 4: subscription filters also offer successful, failed and pending (of the latest payment). */
export const SUBSCRIPTION_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'successful', label: 'Last payment successful' },
  { value: 'failed', label: 'Last payment failed' },
  { value: 'pending', label: 'Last payment pending' },
] as const;

export function paymentBadge(p: Pick<TAdminPayment, 'status' | 'refunded_at' | 'refund_in_progress'>): {
  label: string;
  variant: BadgeVariant;
} {
  if (p.status === 'refunded' || p.refunded_at) return { label: 'Refunded', variant: 'neutral' };
  if (p.refund_in_progress) return { label: 'Refunding…', variant: 'warning' };
  if (p.status === 'successful') return { label: 'Successful', variant: 'success' };
  if (p.status === 'failed') return { label: 'Failed', variant: 'danger' };
  return { label: 'Pending', variant: 'warning' };
}

export function subscriptionBadge(s: Pick<TAdminSubscription, 'status'>): { label: string; variant: BadgeVariant } {
  return s.status === 'active' ? { label: 'Active', variant: 'success' } : { label: 'Canceled', variant: 'neutral' };
}

/** SPEC 4: a successful payment without refunded_at can be refunded. */
export const canRefund = (p: Pick<TAdminPayment, 'status' | 'refunded_at' | 'refund_in_progress'>) =>
  p.status === 'successful' && !p.refunded_at && !p.refund_in_progress;

export const cardText = (p: Pick<TAdminPayment, 'payment_method_type' | 'last_four'>) =>
  p.last_four
    ? `${p.payment_method_type === 'card' || !p.payment_method_type ? 'Card' : p.payment_method_type} •••• ${p.last_four}`
    : (p.payment_method_type ?? '—');

/** SPEC's failure sentence, then the server's reason so the admin knows what happened. */
export function failureText(sentence: string, error: unknown): string {
  const reason = errorMessage(error, '').trim();
  if (!reason) return sentence;
  return `${sentence} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}
