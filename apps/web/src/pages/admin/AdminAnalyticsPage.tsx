import { AnalyticsView } from '../../features/admin/analytics/AnalyticsView';

export function AdminAnalyticsPage() {
  return <AnalyticsView />;
}
