import { useQuery } from '@tanstack/react-query';
import type { TPriority, TRequestStatus, TRequestStatusView } from '@serenade/contract';
import { getRequestStatus, orderKeys } from './api';

/** SPEC 9: status polling every 8 seconds. */
export const STATUS_POLL_MS = 8000;
export const DEFAULT_FAILURE_MESSAGE = 'Failed to generate song';

const LABELS: Record<TRequestStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  awaiting_approval: 'Lyrics to approve',
  processing: 'Processing',
  generating: 'Generating',
  completed: 'Completed',
  failed: 'Failed',
};

const DESCRIPTIONS: Record<TRequestStatus, string> = {
  pending: 'Your request is saved and waits for payment.',
  paid: 'Payment received. Your song is in the queue.',
  awaiting_approval:
    'Your draft lyrics are ready: read them, change any line and approve them before anything is sung.',
  processing: 'We are setting your lyrics to music: the melody and the arrangement.',
  generating: 'The music is being composed and rendered.',
  completed: 'Your song is ready.',
  failed: 'Something went wrong while making your song.',
};

function isKnown(status: string | null | undefined): status is TRequestStatus {
  return typeof status === 'string' && Object.hasOwn(LABELS, status);
}

/** SPEC 4: the six known states by name; anything else reads "Preparing". */
export function statusLabel(status: string | null | undefined): string {
  return isKnown(status) ? LABELS[status] : 'Preparing';
}

export function statusDescription(status: string | null | undefined): string {
  return isKnown(status) ? DESCRIPTIONS[status] : 'Getting your request ready.';
}

/** A request is finished either way: no spinner, no "still checking" warning. */
export function isFinished(status: string | null | undefined): boolean {
  return status === 'completed' || status === 'failed';
}

/** A failed request may still be retried by staff (the buyer is told so), so its page keeps looking, slowly. */
export const FAILED_POLL_MS = 30_000;

/** How often the status page asks again: every 8 s while in progress, 30 s once failed, never once completed. */
export function pollInterval(status: string | null | undefined): number | false {
  if (status === 'completed') return false;
  return status === 'failed' ? FAILED_POLL_MS : STATUS_POLL_MS;
}

export type TrackerStepState = 'done' | 'current' | 'upcoming' | 'failed';
export type TrackerStep = { key: TRequestStatus; label: string; state: TrackerStepState };

/**
 * The steps to show for a request. Free requests skip payment (DECISIONS), so they start at
 * Processing; a failure takes the place of the last step.
 */
export function trackerSteps(
  priority: TPriority,
  status: string | null | undefined,
  reached: readonly TRequestStatus[] = [],
): TrackerStep[] {
  // Lyric approval (issue 19) comes after payment and before anything is made.
  const order: TRequestStatus[] =
    priority === 'free'
      ? ['awaiting_approval', 'processing', 'generating', 'completed']
      : ['pending', 'paid', 'awaiting_approval', 'processing', 'generating', 'completed'];
  const known = isKnown(status) ? status : null;
  if (known === 'failed') {
    // The steps the request got through (payment, approval) are done; the rest are left neutral, and the
    // failure takes the place of the last step.
    return order.map((key, i) =>
      i === order.length - 1
        ? { key: 'failed', label: LABELS.failed, state: 'failed' }
        : reached.includes(key)
          ? { key, label: key === 'awaiting_approval' ? 'Lyrics approved' : LABELS[key], state: 'done' }
          : { key, label: LABELS[key], state: 'upcoming' },
    );
  }
  const at = known ? order.indexOf(known) : -1;
  return order.map((key, i) => {
    const state = known === 'completed' || i < at ? 'done' : i === at ? 'current' : 'upcoming';
    return { key, label: key === 'awaiting_approval' && state === 'done' ? 'Lyrics approved' : LABELS[key], state };
  });
}

/** Follows a request: fetched at once, then every 8 s until it is completed (every 30 s while it is failed). */
export function useRequestStatus(
  requestId: string | null,
  options: { token?: string | null; initial?: TRequestStatusView | null; enabled?: boolean } = {},
) {
  const { token, initial, enabled = true } = options;
  return useQuery({
    queryKey: orderKeys.status(requestId ?? ''),
    queryFn: () => getRequestStatus(requestId!, token),
    enabled: enabled && Boolean(requestId),
    initialData: initial ?? undefined,
    // A just-created request starts from the status the server returned; the first poll comes 8 s later.
    initialDataUpdatedAt: initial ? Date.now() : undefined,
    staleTime: STATUS_POLL_MS / 2,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
    refetchIntervalInBackground: true,
  });
}
