import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { ApiError } from '../../lib/api-error';
import { buttonClasses } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import { session } from '../auth/client';
import { getMyRequests, processPayment } from './api';
import {
  checkoutMessage,
  forgetCheckout,
  isCheckoutAck,
  paymentErrorMessage,
  readCheckoutReturn,
  recallCheckout,
  sameOriginOpener,
  type CheckoutReturn,
} from './checkout';
import { requestStatusPath } from './paths';

/** How long the window waits for the page that opened it to take over before finishing on its own. */
const ACK_TIMEOUT_MS = 2500;

type Phase =
  | { phase: 'handing-back' }
  | { phase: 'verifying' }
  | { phase: 'paid' }
  | { phase: 'declined'; message: string }
  | { phase: 'canceled' }
  | { phase: 'failed'; message: string };

async function amountFor(requestId: string): Promise<number | null> {
  const remembered = recallCheckout(requestId);
  if (remembered) return remembered.amount;
  if (session.getState().status !== 'authenticated') return null;
  const mine = await getMyRequests();
  return mine.find((r) => r.id === requestId)?.amount ?? null;
}

/** Verifies the payment here: used when no page of ours is waiting for the result. */
async function finishHere(ret: CheckoutReturn): Promise<Phase> {
  if (ret.canceled) return { phase: 'canceled' };
  try {
    const amount = await amountFor(ret.requestId);
    if (amount === null) return { phase: 'failed', message: 'Payment verification failed. Please contact support.' };
    await processPayment({ reference: ret.reference, amount, song_request_id: ret.requestId });
    forgetCheckout(ret.requestId);
    return { phase: 'paid' };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PAYMENT_DECLINED')
      return { phase: 'declined', message: error.message };
    return { phase: 'failed', message: paymentErrorMessage(error) };
  }
}

/**
 * /checkout/complete: where the payment provider returns. In the checkout window it hands the
 * result to the page that opened it and closes; opened on its own it finishes the payment itself.
 */
export function CheckoutCompleteView() {
  const [params] = useSearchParams();
  const ret = useMemo(() => readCheckoutReturn(params), [params]);
  const [state, setState] = useState<Phase>({ phase: 'verifying' });
  // Read before a successful payment clears what this browser remembered about the checkout.
  const [token] = useState(() => (ret ? (recallCheckout(ret.requestId)?.token ?? null) : null));

  useEffect(() => {
    if (!ret) return;
    let active = true;
    const finish = () => {
      setState({ phase: 'verifying' });
      void finishHere(ret).then((next) => {
        if (active) setState(next);
      });
    };
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      finish();
      return () => {
        active = false;
      };
    }
    setState({ phase: 'handing-back' });
    // Normally the opener is this same site. If the provider returned to another host name of
    // Serenade, the message can only be addressed to "any origin"; the opener accepts it only from
    // the window it opened and verifies the reference with the server before anything counts.
    const targetOrigin = sameOriginOpener() ? window.location.origin : '*';
    let acknowledged = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || !isCheckoutAck(event.data, ret.reference)) return;
      acknowledged = true;
      window.close();
    };
    window.addEventListener('message', onMessage);
    opener.postMessage(checkoutMessage(ret), targetOrigin);
    const timer = window.setTimeout(() => {
      if (!acknowledged) finish();
    }, ACK_TIMEOUT_MS);
    return () => {
      active = false;
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [ret]);

  const statusLink = ret ? requestStatusPath(ret.requestId, token) : '/';

  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 py-10">
      <title>Payment · Serenade</title>
      <Link to="/" className="mb-8 rounded-lg" aria-label="Serenade home">
        <Logo />
      </Link>
      <main className="w-full max-w-md rounded-2xl border border-border bg-card p-7 text-center shadow-soft">
        {!ret ? (
          <Outcome icon="error" title="This payment link is incomplete">
            It is missing the details of the payment. Open your request from the confirmation e-mail.
          </Outcome>
        ) : state.phase === 'handing-back' ? (
          <Outcome icon="busy" title="Returning you to Serenade…">
            You can close this window if it stays open.
          </Outcome>
        ) : state.phase === 'verifying' ? (
          <Outcome icon="busy" title="Confirming your payment…" />
        ) : state.phase === 'paid' ? (
          <Outcome icon="ok" title="Payment received">
            Thank you! Your song is on its way. A receipt is in your inbox.
          </Outcome>
        ) : state.phase === 'declined' ? (
          <Outcome icon="error" title="Payment declined">
            {state.message} Nothing was charged.
          </Outcome>
        ) : state.phase === 'canceled' ? (
          <Outcome icon="warning" title="Payment canceled">
            Nothing was charged. Your request is saved and waits for payment.
          </Outcome>
        ) : (
          <Outcome icon="error" title={state.message} />
        )}
        {ret && state.phase !== 'handing-back' && state.phase !== 'verifying' ? (
          <Link to={statusLink} className={buttonClasses({ className: 'mt-6', fullWidth: true })}>
            {state.phase === 'paid' ? 'Follow your song' : 'Go to your request'}
          </Link>
        ) : null}
      </main>
    </div>
  );
}

function Outcome({
  icon,
  title,
  children,
}: {
  icon: 'busy' | 'ok' | 'error' | 'warning';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div role={icon === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-3">
      {icon === 'busy' ? (
        <Spinner className="size-8 text-link" />
      ) : icon === 'ok' ? (
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
      ) : icon === 'warning' ? (
        <CircleAlert className="size-10 text-warning" aria-hidden="true" />
      ) : (
        <CircleX className="size-10 text-danger" aria-hidden="true" />
      )}
      <h1 className="text-xl font-semibold">{title}</h1>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}
