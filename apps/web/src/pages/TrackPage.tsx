import { useParams } from 'react-router';
import { Disc3 } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function TrackPage() {
  const { trackId } = useParams();
  return (
    <PlaceholderPage
      title="Song"
      description={`The player, lyrics, comments and related tracks for song ${trackId ?? ''} will appear here.`}
      icon={<Disc3 aria-hidden="true" />}
    />
  );
}
