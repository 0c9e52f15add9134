import { Lock } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      description="What personal data Serenade keeps, why, for how long, and how to get it removed."
      icon={<Lock aria-hidden="true" />}
    />
  );
}
