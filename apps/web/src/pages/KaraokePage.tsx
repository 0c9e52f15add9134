import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { KaraokeView } from '../features/karaoke/KaraokeView';
import { useSong } from '../features/songs/queries';
import { SongError } from '../features/songs/SongStates';
import { PageSpinner } from '../ui/Spinner';

/** /track/:trackId/karaoke: full-screen lyrics; a private song's ?key= opens it as on the song page. */
export function KaraokePage() {
  const { trackId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key');
  const query = useSong(trackId, key);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <SongError reason={errorMessage(query.error)} />;
  return <KaraokeView key={query.data.id} song={query.data} songKey={key} />;
}
