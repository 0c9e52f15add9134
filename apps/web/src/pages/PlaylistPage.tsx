import { useParams } from 'react-router';
import { PlaylistDetailView } from '../features/playlists/PlaylistDetailView';

export function PlaylistPage() {
  const { playlistId = '' } = useParams();
  return <PlaylistDetailView key={playlistId} playlistId={playlistId} />;
}
