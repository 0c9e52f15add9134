import { Activity } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function FeedPage() {
  return (
    <PlaceholderPage
      title="Activity Feed"
      description="See what people are playing, liking and sharing, with trending songs, playlists and people."
      icon={<Activity aria-hidden="true" />}
    />
  );
}
