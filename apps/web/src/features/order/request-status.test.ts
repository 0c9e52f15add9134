import { describe, expect, it } from 'vitest';
import { FAILED_POLL_MS, isFinished, pollInterval, STATUS_POLL_MS, statusLabel, trackerSteps } from './request-status';

describe('statusLabel', () => {
  it('names the six states and falls back to Preparing', () => {
    expect(statusLabel('pending')).toBe('Pending payment');
    expect(statusLabel('paid')).toBe('Paid');
    expect(statusLabel('processing')).toBe('Processing');
    expect(statusLabel('generating')).toBe('Generating');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('failed')).toBe('Failed');
    expect(statusLabel('queued')).toBe('Preparing');
    expect(statusLabel('toString')).toBe('Preparing');
    expect(statusLabel(undefined)).toBe('Preparing');
    expect(statusLabel(null)).toBe('Preparing');
  });
});

describe('isFinished', () => {
  it('counts completed and failed as finished only', () => {
    expect(isFinished('completed')).toBe(true);
    expect(isFinished('failed')).toBe(true);
    expect(isFinished('generating')).toBe(false);
    expect(isFinished('whatever')).toBe(false);
  });
});

describe('pollInterval', () => {
  it('asks every 8 s while in progress, every 30 s once failed (staff may retry), never once completed', () => {
    expect(pollInterval('generating')).toBe(STATUS_POLL_MS);
    expect(pollInterval('paid')).toBe(STATUS_POLL_MS);
    expect(pollInterval(undefined)).toBe(STATUS_POLL_MS);
    expect(pollInterval('failed')).toBe(FAILED_POLL_MS);
    expect(pollInterval('completed')).toBe(false);
  });
});

describe('trackerSteps', () => {
  const states = (steps: ReturnType<typeof trackerSteps>) => steps.map((s) => `${s.label}:${s.state}`);

  it('shows payment steps for paid tiers and marks where the request is', () => {
    expect(states(trackerSteps('6hr', 'paid'))).toEqual([
      'Pending payment:done',
      'Paid:current',
      'Lyrics to approve:upcoming',
      'Processing:upcoming',
      'Generating:upcoming',
      'Completed:upcoming',
    ]);
  });

  it('skips payment for free requests and completes every step at the end', () => {
    expect(states(trackerSteps('free', 'generating'))).toEqual([
      'Lyrics approved:done',
      'Processing:done',
      'Generating:current',
      'Completed:upcoming',
    ]);
    expect(trackerSteps('free', 'completed').every((s) => s.state === 'done')).toBe(true);
  });

  it('waits at the lyrics step while the buyer reads the draft', () => {
    expect(states(trackerSteps('24hr', 'awaiting_approval'))).toEqual([
      'Pending payment:done',
      'Paid:done',
      'Lyrics to approve:current',
      'Processing:upcoming',
      'Generating:upcoming',
      'Completed:upcoming',
    ]);
  });

  it('ends in Failed for a failed request and leaves an unknown status at the start', () => {
    expect(states(trackerSteps('free', 'failed'))).toEqual([
      'Lyrics to approve:upcoming',
      'Processing:upcoming',
      'Generating:upcoming',
      'Failed:failed',
    ]);
    expect(trackerSteps('free', 'mystery').every((s) => s.state === 'upcoming')).toBe(true);
  });

  it('a failed request shows the steps it got through as done: paid, lyrics approved', () => {
    expect(states(trackerSteps('24hr', 'failed', ['pending', 'paid', 'awaiting_approval']))).toEqual([
      'Pending payment:done',
      'Paid:done',
      'Lyrics approved:done',
      'Processing:upcoming',
      'Generating:upcoming',
      'Failed:failed',
    ]);
    expect(states(trackerSteps('24hr', 'failed', ['pending', 'paid']))).toEqual([
      'Pending payment:done',
      'Paid:done',
      'Lyrics to approve:upcoming',
      'Processing:upcoming',
      'Generating:upcoming',
      'Failed:failed',
    ]);
  });
});
