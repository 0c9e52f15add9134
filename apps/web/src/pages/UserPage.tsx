import { useParams } from 'react-router';
import { UserRound } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function UserPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage
      title="Listener Profile"
      description={`The public songs, playlists and recent activity of listener ${id ?? ''} will appear here.`}
      icon={<UserRound aria-hidden="true" />}
    />
  );
}
