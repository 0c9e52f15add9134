import { useEffect, useRef } from 'react';
import { CreditCard, ExternalLink, RotateCcw } from 'lucide-react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { CheckoutState } from './use-checkout';

export type CheckoutPanelProps = {
  state: CheckoutState;
  onRetry: () => void;
  onOpenBlocked: () => void;
  onFocusWindow: () => void;
};

function Busy({ children }: { children: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-border bg-muted/50 px-4 py-3 text-sm"
    >
      <Spinner className="size-5 text-link" />
      {children}
    </div>
  );
}

/** What the checkout window is doing, and the way forward when a payment did not go through. */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const phase = props.state.phase;
  // The outcome may appear below the fold on a phone: bring it into view when it changes.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [phase]);
  if (phase === 'idle' || phase === 'paid') return null;
  return (
    <div ref={ref} className="scroll-mb-4">
      <PanelContent {...props} />
    </div>
  );
}

function PanelContent({ state, onRetry, onOpenBlocked, onFocusWindow }: CheckoutPanelProps) {
  switch (state.phase) {
    case 'idle':
    case 'paid':
      return null;
    case 'starting':
      return <Busy>Opening secure checkout…</Busy>;
    case 'verifying':
      return <Busy>Confirming your payment…</Busy>;
    case 'waiting':
      return (
        <Alert
          variant="info"
          title="Complete your payment in the secure window"
          action={
            <Button size="sm" variant="outline" onClick={onFocusWindow}>
              <ExternalLink className="size-4" aria-hidden="true" />
              Show payment window
            </Button>
          }
        >
          This page updates by itself once you have paid.
        </Alert>
      );
    case 'blocked':
      return (
        <Alert
          variant="warning"
          title="Your browser blocked the payment window"
          action={
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={onOpenBlocked}>
                <CreditCard className="size-4" aria-hidden="true" />
                Open payment window
              </Button>
              <a
                href={state.url}
                className="inline-flex h-8 items-center text-sm font-medium text-link hover:underline"
              >
                Pay in this tab instead
              </a>
            </div>
          }
        >
          Your request is saved. Open the secure payment window to finish.
        </Alert>
      );
    case 'declined':
      return (
        <Alert
          variant="error"
          title="Payment declined"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Try another card
            </Button>
          }
        >
          {state.message} Nothing was charged.
        </Alert>
      );
    case 'canceled':
      return (
        <Alert
          variant="warning"
          title="Payment canceled"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          Nothing was charged. Your request is saved and waits for payment.
        </Alert>
      );
    case 'closed':
      return (
        <Alert
          variant="warning"
          title="The payment window was closed"
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Reopen payment
            </Button>
          }
        >
          The payment was not finished, so nothing was charged.
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          variant="error"
          title={state.message}
          action={
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      );
  }
}
