import { Check, X } from 'lucide-react';
import type { TPriority, TRequestStatus } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { cn } from '../../ui/cn';
import { Spinner } from '../../ui/Spinner';
import { DEFAULT_FAILURE_MESSAGE, isFinished, statusDescription, statusLabel, trackerSteps } from './request-status';

export type StatusTrackerProps = {
  status: string;
  priority: TPriority;
  errorMessage?: string | null;
  /** A failed request: the steps it had got through. */
  reached?: readonly TRequestStatus[];
  /** The last poll failed; the tracker keeps the last known status and tries again. */
  checkFailed?: boolean;
};

/** Where a song request is: its steps, the current one named in words, and a failure's reason. */
export function StatusTracker({ status, priority, errorMessage, reached, checkFailed }: StatusTrackerProps) {
  const steps = trackerSteps(priority, status, reached);
  const label = statusLabel(status);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3" aria-live="polite">
        {isFinished(status) ? null : <Spinner className="size-5 text-link" />}
        <p>
          <span className="text-sm text-muted-foreground">Status: </span>
          <span className="font-semibold" data-testid="request-status">
            {label}
          </span>
          <span className="block text-sm text-muted-foreground">{statusDescription(status)}</span>
        </p>
      </div>
      <ol className="flex flex-col gap-0 sm:flex-row sm:gap-2">
        {steps.map((step, i) => (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex flex-1 items-center gap-2.5 py-1.5 sm:flex-col sm:items-start sm:gap-2 sm:py-0"
          >
            <span className="flex items-center gap-2 sm:w-full">
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                  step.state === 'done' && 'border-success bg-success text-white',
                  step.state === 'current' && 'border-primary bg-primary-soft text-link',
                  step.state === 'upcoming' && 'border-border text-muted-foreground',
                  step.state === 'failed' && 'border-danger bg-danger text-white',
                )}
              >
                {step.state === 'done' ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : step.state === 'failed' ? (
                  <X className="size-4" aria-hidden="true" />
                ) : (
                  i + 1
                )}
              </span>
              {i < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'hidden h-0.5 flex-1 rounded-full sm:block',
                    step.state === 'done' ? 'bg-success' : 'bg-border',
                  )}
                />
              ) : null}
            </span>
            <span
              className={cn(
                'text-sm',
                step.state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
                step.state === 'failed' && 'font-semibold text-danger',
              )}
            >
              {step.label}
              <span className="sr-only">
                {step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (in progress)' : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {status === 'failed' ? (
        <Alert variant="error" title="Your song could not be made">
          {errorMessage || DEFAULT_FAILURE_MESSAGE}
        </Alert>
      ) : null}
      {checkFailed && !isFinished(status) ? (
        <Alert variant="warning">Failed to check status. We keep trying every few seconds.</Alert>
      ) : null}
    </div>
  );
}
