import { api, session } from '../auth/client';
import { createSongUploader } from './api';

export const uploadSong = createSongUploader({ session });

/**
 * The server records its own song_upload_success / song_upload_error events for every upload it
 * receives; only a failure that never reached it (connection lost) is reported from here, so
 * nothing is counted twice.
 */
export function trackUploadNetworkFailure(reason: string): void {
  api
    .post('/api/usage/track', {
      action: 'song_upload_error',
      metadata: { reason: reason.slice(0, 200), stage: 'network' },
    })
    .catch(() => undefined);
}
