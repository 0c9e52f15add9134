import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminUserDetailPage() {
  return <AdminPlaceholder title="User" description="A member's songs, requests and payments." />;
}
