import { MessageSquare } from 'lucide-react';
import { PlaceholderPage } from '../features/layout/PlaceholderPage';

export function FeedbackPage() {
  return (
    <PlaceholderPage
      title="Feedback"
      description="Tell us what you love, what is missing and what went wrong; every message is read."
      icon={<MessageSquare aria-hidden="true" />}
    />
  );
}
