import { History } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function ChangelogPage() {
  return (
    <PlaceholderPage
      title="Changelog"
      description="What is new in Serenade: features, improvements and fixes, release by release."
      icon={<History aria-hidden="true" />}
    />
  );
}
