import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminEmailPage() {
  return (
    <AdminPlaceholder
      title="Email Notifications"
      description="The e-mail templates Serenade sends, with preview and test sending."
    />
  );
}
