import { useEffect } from 'react';
import { Link } from 'react-router';
import { CreditCard, Headphones, Mail } from 'lucide-react';
import type { TRequestStatusView } from '@serenade/contract';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { LyricsApproval } from '../approval/LyricsApproval';
import { CheckoutPanel } from './CheckoutPanel';
import { NotifyMoreForm } from './NotifyMoreForm';
import { findTier, usePricing } from './pricing';
import { useRequestStatus } from './request-status';
import { StatusTracker } from './StatusTracker';
import type { CheckoutController } from './use-checkout';

export type RequestStatusCardProps = {
  requestId: string;
  token: string | null;
  isMember: boolean;
  checkout: CheckoutController;
  /** The status the server returned on creation; polling starts from it. */
  initial?: TRequestStatusView | null;
  /** Called once with the finished song (the create-song page goes straight to it). */
  onCompleted?: (songId: string) => void;
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function RequestStatusCard({
  requestId,
  token,
  isMember,
  checkout,
  initial,
  onCompleted,
}: RequestStatusCardProps) {
  const status = useRequestStatus(requestId, { token, initial });
  const pricing = usePricing();
  const view = status.data;
  const finalSongId = view?.status === 'completed' ? view.finalSongId : null;

  useEffect(() => {
    if (finalSongId && onCompleted) onCompleted(finalSongId);
  }, [finalSongId, onCompleted]);

  if (!view) {
    if (status.isError) {
      const missing = status.error instanceof ApiError && status.error.status === 404;
      // a genuine guest link past its lifetime: the server's message says what to do
      const expired = status.error instanceof ApiError && status.error.status === 410;
      return (
        <Alert
          variant="error"
          title={missing ? 'Song request not found' : expired ? 'This link has expired' : 'Failed to check status'}
          action={
            missing || expired ? null : (
              <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
                Try Again
              </Button>
            )
          }
        >
          {missing
            ? 'This request does not exist, or the link has expired. Open the link from your confirmation e-mail, or log in with the account you ordered with.'
            : errorMessage(status.error)}
        </Alert>
      );
    }
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner className="size-7" label="Loading your request" />
      </div>
    );
  }

  const tier = findTier(pricing.data, view.priority);
  const payNow = () => void checkout.reopen({ requestId, token });

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-7">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold break-words">{view.title || 'Your custom song'}</h2>
        <p className="text-sm text-muted-foreground">
          {tier ? `${tier.name} · ${tier.promise}` : view.priority} · Ordered{' '}
          {dateFormat.format(new Date(view.createdAt))}
        </p>
        <p className="text-xs text-muted-foreground">
          Request ID <span className="font-mono">{view.id}</span>
        </p>
      </div>

      {view.awaitingEmail ? (
        <Alert variant="warning" title="Confirm your e-mail address to start your song">
          We sent a confirmation link to the address you gave. Your free song starts as soon as you click it; nothing is
          made before. The link is valid for 48 hours. No e-mail? Check your spam folder.
        </Alert>
      ) : (
        <StatusTracker
          status={view.status}
          priority={view.priority}
          errorMessage={view.errorMessage}
          reached={view.reached}
          checkFailed={status.isRefetchError}
        />
      )}

      {view.status === 'awaiting_approval' ? <LyricsApproval requestId={view.id} token={token} /> : null}

      {view.status === 'pending' && !view.awaitingEmail ? (
        <div className="flex flex-col gap-3">
          <CheckoutPanel
            state={checkout.state}
            onRetry={payNow}
            onOpenBlocked={checkout.openBlocked}
            onFocusWindow={checkout.focusWindow}
          />
          {checkout.state.phase === 'idle' || checkout.state.phase === 'paid' ? (
            <Button onClick={payNow} className="self-start">
              <CreditCard className="size-4" aria-hidden="true" />
              Pay now
            </Button>
          ) : null}
        </div>
      ) : null}

      {finalSongId && !onCompleted ? (
        isMember ? (
          <Link to={`/track/${finalSongId}`} className={buttonClasses({ size: 'lg', className: 'self-start' })}>
            <Headphones className="size-5" aria-hidden="true" />
            Listen to your song
          </Link>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="flex items-start gap-2.5 text-sm">
              <Mail className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
              We e-mailed you the link to your song.
            </p>
            {/* The buyer's signed link: listen, download, share and ask for the free change (issue 20 item 4). */}
            {view.songUrl ? (
              <Link to={view.songUrl} className={buttonClasses({ size: 'lg', className: 'self-start' })}>
                <Headphones className="size-5" aria-hidden="true" />
                Listen to your song
              </Link>
            ) : null}
          </div>
        )
      ) : null}

      {isMember && view.status !== 'completed' && view.status !== 'failed' ? (
        <NotifyMoreForm requestId={view.id} />
      ) : null}
    </Card>
  );
}
