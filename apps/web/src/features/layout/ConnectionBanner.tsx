import { RefreshCw, WifiOff } from 'lucide-react';
import { Container } from '../../ui/Container';
import { useHealth } from '../site/use-health';

/** SPEC 2: the header checks the connection when it loads and says so, quietly, when it fails. */
export function ConnectionBanner() {
  const health = useHealth();
  const degraded = health.data?.status === 'degraded';
  if (!health.isError && !degraded) return null;

  return (
    <div role="status" className="border-t border-warning/20 bg-warning-soft text-sm">
      <Container className="flex min-h-10 flex-wrap items-center justify-center gap-x-3 gap-y-1 py-1.5 text-center">
        <WifiOff className="size-4 text-warning" aria-hidden="true" />
        <span>{health.isError ? 'Could not connect to the server' : 'Some features are temporarily unavailable.'}</span>
        <button
          type="button"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
          className="inline-flex items-center gap-1 rounded-md px-2 py-0.5 font-medium text-link underline-offset-4 hover:underline disabled:opacity-60"
        >
          <RefreshCw className={health.isFetching ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden="true" />
          Retry
        </button>
      </Container>
    </div>
  );
}
