import type { z } from 'zod';
import type {
  TRequestStatusView,
  TSongRequestBody,
  ZPaymentResult,
  ZRequestListItem,
  ZSongRequestCreated,
} from '@serenade/contract';
import { api } from '../auth/client';

export type SongRequestCreated = z.infer<typeof ZSongRequestCreated>;
export type PaymentResult = z.infer<typeof ZPaymentResult>;
export type RequestListItem = z.infer<typeof ZRequestListItem>;
export type CheckoutSession = { payment_url: string; amount: number; currency: string };

export const orderKeys = {
  all: ['song-requests'] as const,
  mine: ['song-requests', 'mine'] as const,
  status: (id: string) => ['song-requests', id, 'status'] as const,
};

/** JSON, or multipart with the order in `payload` when sample files go along. */
export function createSongRequest(body: TSongRequestBody, samples: readonly File[] = []) {
  if (samples.length === 0) return api.post<SongRequestCreated>('/api/song/request', body);
  const form = new FormData();
  form.append('payload', JSON.stringify(body));
  for (const file of samples) form.append('samples', file, file.name);
  return api.post<SongRequestCreated>('/api/song/request', form);
}

const withToken = (token: string | null | undefined) => (token ? `?token=${encodeURIComponent(token)}` : '');

export function getRequestStatus(id: string, token?: string | null) {
  return api.get<TRequestStatusView>(`/api/songs/request/${encodeURIComponent(id)}/status${withToken(token)}`);
}

/** A new checkout for a request still waiting for payment (say, after a declined card). */
export function openCheckoutSession(id: string, token?: string | null) {
  return api.post<CheckoutSession>(`/api/songs/request/${encodeURIComponent(id)}/checkout`, token ? { token } : {});
}

export function processPayment(body: { reference: string; amount: number; song_request_id: string }) {
  return api.post<PaymentResult>('/api/payment/process', body);
}

export function getMyRequests() {
  return api.get<RequestListItem[]>('/api/song/requests');
}

export function addNotifyEmails(requestId: string, emails: string[]) {
  return api.post<{ notify_emails: string[] }>('/api/song/request/notify', { request_id: requestId, emails });
}
