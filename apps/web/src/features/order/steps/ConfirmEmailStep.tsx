import { Link } from 'react-router';
import { ArrowRight, MailCheck, MousePointerClick, Music, Wand2 } from 'lucide-react';
import { buttonClasses } from '../../../ui/Button';
import type { SongRequestCreated } from '../api';
import { requestStatusPath } from '../paths';

export type ConfirmEmailStepProps = { submission: SongRequestCreated; email: string; onNavigate: () => void };

/**
 * Step 6 for a visitor's free song: it is saved but waits for the e-mail address to be confirmed
 * (issue 16 item 6), so the thank-you says what to do next instead of promising the song.
 */
export function ConfirmEmailStep({ submission, email, onNavigate }: ConfirmEmailStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center text-center">
        <span className="mb-3 flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h3 className="text-2xl font-bold">Check your inbox</h3>
        <p className="mt-1 text-muted-foreground">
          We sent a confirmation link to <strong className="font-medium text-foreground">{email}</strong>. Your free
          song starts as soon as you click it.
        </p>
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
            <MousePointerClick className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <span>
              Open the e-mail and confirm your address. The link is valid for 48 hours; nothing is made before you click
              it. No e-mail? Check your spam folder.
            </span>
          </li>
          <li className="flex gap-3">
            <Wand2 className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <span>Then we write the lyrics, compose the music and produce your song.</span>
          </li>
          <li className="flex gap-3">
            <Music className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
            <span>We e-mail you the link to your song when it is ready.</span>
          </li>
        </ol>
      </div>

      <Link
        to={requestStatusPath(submission.request_id, submission.status_token)}
        onClick={onNavigate}
        className={buttonClasses({ className: 'self-stretch' })}
      >
        Follow your request
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
