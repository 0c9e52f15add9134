import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminUsersPage() {
  return (
    <AdminPlaceholder
      title="Users"
      description="Search and manage accounts: edit details, send password resets, suspend or reactivate."
    />
  );
}
