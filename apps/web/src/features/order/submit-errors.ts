import { ApiError } from '../../lib/api-error';

export type SubmitError = { title: string; message?: string };

/** SPEC 8 texts for a failed submission, with the server's own message when it gave one. */
export function submitErrorFor(error: unknown): SubmitError {
  if (error instanceof ApiError) {
    if (error.fromServer) return { title: 'Failed to create song request', message: error.message };
    return { title: 'Failed to submit song request', message: error.message };
  }
  return { title: 'An unexpected error occurred' };
}
