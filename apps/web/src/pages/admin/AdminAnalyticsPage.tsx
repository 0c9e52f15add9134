import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminAnalyticsPage() {
  return (
    <AdminPlaceholder
      title="Analytics"
      description="Plays, likes and shares over time, with the most played songs and most active listeners."
    />
  );
}
