import { CircleHelp } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function FaqPage() {
  return (
    <PlaceholderPage
      title="Frequently Asked Questions"
      description="Answers about ordering, delivery speeds and prices, revisions, sharing and your account."
      icon={<CircleHelp aria-hidden="true" />}
    />
  );
}
