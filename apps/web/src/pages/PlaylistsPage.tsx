import { ListMusic } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function PlaylistsPage() {
  return (
    <PlaceholderPage
      title="Your Playlists"
      description="Create playlists, collect your favourite songs and share them with friends."
      icon={<ListMusic aria-hidden="true" />}
    />
  );
}
