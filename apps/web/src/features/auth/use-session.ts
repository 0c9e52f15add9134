import { useSyncExternalStore } from 'react';
import { session } from './client';
import type { SessionState } from './session-manager';

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
