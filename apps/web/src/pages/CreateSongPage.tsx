import { Wand2 } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function CreateSongPage() {
  return (
    <PlaceholderPage
      title="Create a Custom Song"
      description="Describe the occasion, pick a style and a delivery speed, and follow your song as it is made."
      icon={<Wand2 aria-hidden="true" />}
    />
  );
}
