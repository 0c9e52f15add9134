import { PlaylistsView } from '../features/playlists/PlaylistsView';

export function PlaylistsPage() {
  return <PlaylistsView />;
}
