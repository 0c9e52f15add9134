import { Settings } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Notification, privacy and account preferences will live here."
      icon={<Settings aria-hidden="true" />}
    />
  );
}
