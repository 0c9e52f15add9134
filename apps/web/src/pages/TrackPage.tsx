import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { trackUsage } from '../features/songs/api';
import { useSong } from '../features/songs/queries';
import { rememberSongKey, songKeyFor } from '../features/songs/song-keys';
import { SongError, SongSkeleton } from '../features/songs/SongStates';
import { SongView } from '../features/songs/SongView';

export function TrackPage() {
  const { trackId = '' } = useParams();
  // A private song's e-mailed link carries ?key=, which opens it without an account.
  const [searchParams] = useSearchParams();
  const urlKey = searchParams.get('key');
  // Remembered for the tab, so plays, comments and downloads carry it too (features/songs/song-keys.ts).
  if (urlKey) rememberSongKey(trackId, urlKey);
  const query = useSong(trackId, urlKey ?? songKeyFor(trackId));
  const loadedId = query.data?.id;

  useEffect(() => {
    if (loadedId) trackUsage('song_view', loadedId);
  }, [loadedId]);

  if (query.isPending) return <SongSkeleton />;
  if (query.isError) return <SongError reason={errorMessage(query.error)} />;
  return <SongView key={query.data.id} song={query.data} />;
}
