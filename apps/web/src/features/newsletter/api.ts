import { api } from '../auth/client';

type Message = { message: string };

export function subscribeToNewsletter(email: string): Promise<Message> {
  return api.post<Message>('/api/notify/subscribe', { email }, { auth: false });
}

export function confirmSubscription(token: string): Promise<{ email: string }> {
  return api.post<{ email: string }>('/api/notify/confirm', { token }, { auth: false });
}

export function unsubscribe(token: string): Promise<Message> {
  return api.post<Message>('/api/notify/unsubscribe', { token }, { auth: false });
}
