import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '../ui/Toast';
import { session } from '../features/auth/client';
import { siteKeys } from '../features/site/api';
import { createQueryClient } from './query-client';

/** When the signed-in user changes, drop everything cached for the previous one (public site data stays). */
function useClearUserDataOnSessionChange(queryClient: QueryClient) {
  useEffect(() => {
    let userId = session.getState().user?.id ?? null;
    return session.subscribe(() => {
      const next = session.getState().user?.id ?? null;
      if (next === userId) return;
      userId = next;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== siteKeys.config[0] });
    });
  }, [queryClient]);
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useClearUserDataOnSessionChange(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
