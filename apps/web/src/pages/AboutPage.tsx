import { Heart } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function AboutPage() {
  return (
    <PlaceholderPage
      title="About Serenade"
      description="Serenade makes personalised songs for the moments that matter, and is a place to share and discover them. Our story, our team and how we make music will be told here."
      icon={<Heart aria-hidden="true" />}
    />
  );
}
