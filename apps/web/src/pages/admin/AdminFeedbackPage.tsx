import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminFeedbackPage() {
  return (
    <AdminPlaceholder
      title="Feedback"
      description="Feedback and support tickets from listeners, with responses and public visibility."
    />
  );
}
