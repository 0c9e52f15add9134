import type { TSupportBody } from '@serenade/contract';
import { api } from '../auth/client';

export function submitSupportRequest(body: TSupportBody): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/support', body);
}
