import { useParams } from 'react-router';
import { ListMusic } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function PlaylistPage() {
  const { playlistId } = useParams();
  return (
    <PlaceholderPage
      title="Playlist"
      description={`The songs, followers and sharing options of playlist ${playlistId ?? ''} will appear here.`}
      icon={<ListMusic aria-hidden="true" />}
    />
  );
}
