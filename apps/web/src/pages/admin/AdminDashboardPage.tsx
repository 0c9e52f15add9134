import { Dashboard } from '../../features/admin/dashboard/Dashboard';

export function AdminDashboardPage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Dashboard · Admin · Serenade</title>
      <Dashboard />
    </div>
  );
}
