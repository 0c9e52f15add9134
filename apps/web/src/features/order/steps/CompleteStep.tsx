import { Link } from 'react-router';
import { ArrowRight, Mail, Music, PartyPopper, Wand2 } from 'lucide-react';
import { buttonClasses } from '../../../ui/Button';
import type { SongRequestCreated } from '../api';
import { requestStatusPath } from '../paths';
import { ConfirmEmailStep } from './ConfirmEmailStep';

export type CompleteStepProps = {
  submission: SongRequestCreated;
  /** How it was settled, including a payment made after the request was created. */
  paidWith: SongRequestCreated['paid_with'];
  email: string;
  promise: string | null;
  isMember: boolean;
  onNavigate: () => void;
};

/** Step 6: the thank-you, the request id, what happens next and where to follow it. */
export function CompleteStep({ submission, paidWith, email, promise, isMember, onNavigate }: CompleteStepProps) {
  if (submission.awaiting_email)
    return <ConfirmEmailStep submission={submission} email={email} onNavigate={onNavigate} />;
  const paidNote =
    paidWith === 'credit'
      ? 'Paid with a song credit.'
      : paidWith === 'payment'
        ? 'Payment received. A receipt is on its way to your inbox.'
        : null;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center text-center">
        <span className="mb-3 flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
          <PartyPopper className="size-7" aria-hidden="true" />
        </span>
        <h3 className="text-2xl font-bold">Thank you!</h3>
        <p className="mt-1 text-muted-foreground">Your song request is in.{paidNote ? ` ${paidNote}` : ''}</p>
        <p className="mt-3 rounded-lg bg-muted px-3 py-1.5 text-sm">
          Request ID:{' '}
          <span className="font-mono font-medium break-all" data-testid="request-id">
            {submission.request_id}
          </span>
        </p>
      </div>

      <div>
        <h4 className="mb-2 text-sm font-semibold">What happens next</h4>
        <ol className="flex flex-col gap-2.5 text-sm">
          <li className="flex gap-3">
            <Wand2 className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <span>
              We write the lyrics, compose the music and produce your song{promise ? `, ${promise.toLowerCase()}` : ''}.
            </span>
          </li>
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <span>
              We e-mail <strong className="font-medium">{email}</strong> a confirmation now and the link to your song
              when it is ready.
            </span>
          </li>
          <li className="flex gap-3">
            <Music className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <span>Listen, download and share it with the people it is for.</span>
          </li>
        </ol>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={requestStatusPath(submission.request_id, submission.status_token)}
          onClick={onNavigate}
          className={buttonClasses({ className: 'sm:flex-1' })}
        >
          Track your song
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        {isMember ? (
          <Link
            to="/my-songs"
            onClick={onNavigate}
            className={buttonClasses({ variant: 'outline', className: 'sm:flex-1' })}
          >
            Go to My Songs
          </Link>
        ) : null}
      </div>
    </div>
  );
}
