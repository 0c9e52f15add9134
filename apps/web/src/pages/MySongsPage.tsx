import { Music } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function MySongsPage() {
  return (
    <PlaceholderPage
      title="My Songs"
      description="Your uploads, your finished custom songs and the status of the songs being made for you."
      icon={<Music aria-hidden="true" />}
    />
  );
}
