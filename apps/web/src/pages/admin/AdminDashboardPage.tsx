import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminDashboardPage() {
  return (
    <AdminPlaceholder
      title="Dashboard"
      description="Totals, growth and the latest activity across Serenade at a glance."
      outline={['Total Users', 'Song Requests', 'Song Plays', 'Revenue ($)']}
    />
  );
}
