import { FeedbackManager } from '../../features/admin/feedback/FeedbackManager';

export function AdminFeedbackPage() {
  return <FeedbackManager />;
}
