import { PrivacyView } from '../features/content/PrivacyView';

export function PrivacyPage() {
  return <PrivacyView />;
}
