import { formatMoney, TIER_INFO } from '@serenade/contract';
import type { TemplateValues } from '../email/render';
import type { RequestRow } from './orders.repo';

// The order e-mails are the templates request_received, payment_receipt, song_ready, song_gift and
// request_failed (email/templates.ts); these build their placeholder values from a request.

const requestValues = (r: RequestRow) => ({ userName: r.name, userEmail: r.email, songTitle: r.title ?? '' });

export const requestReceivedValues = (request: RequestRow, statusUrl: string): TemplateValues => ({
  ...requestValues(request),
  tierName: TIER_INFO[request.priority].name,
  tierPromise: TIER_INFO[request.priority].promise.toLowerCase(),
  nextStep:
    request.status === 'pending'
      ? 'It starts as soon as the payment is complete.'
      : request.status === 'awaiting_approval'
        ? 'We are writing the lyrics now. You will get an e-mail to read them, change any line and approve them before anything is sung.'
        : 'It is in the queue now. We will e-mail you the moment your song is ready.',
  requestUrl: statusUrl,
});

export const paymentReceiptValues = (o: {
  request: RequestRow;
  amount: number;
  currency: string;
  description: string;
  lastFour: string | null;
  paymentId: string;
}): TemplateValues => ({
  ...requestValues(o.request),
  amount: formatMoney(o.amount, o.currency),
  itemDescription: o.description,
  cardLastFour: o.lastFour ?? '',
  receiptNumber: o.paymentId.slice(0, 8).toUpperCase(),
});

export const songReadyValues = (request: RequestRow, songUrl: string): TemplateValues => ({
  ...requestValues(request),
  songUrl,
});

export const songGiftValues = (o: { from: string; title: string | null; songUrl: string }): TemplateValues => ({
  senderName: o.from,
  songTitle: o.title ?? '',
  songUrl: o.songUrl,
});

export const requestFailedValues = (request: RequestRow, statusUrl: string): TemplateValues => ({
  ...requestValues(request),
  // The template ends the sentence itself ("…: {{errorMessage}}."): a reason's own full stop would make two.
  errorMessage: (request.errorMessage ?? 'Failed to generate song').replace(/[\s.]+$/, ''),
  requestUrl: statusUrl,
});
