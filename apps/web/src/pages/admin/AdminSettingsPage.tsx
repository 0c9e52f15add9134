import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminSettingsPage() {
  return (
    <AdminPlaceholder
      title="Settings"
      description="General, e-mail and security settings for the site, and the list of admin users."
    />
  );
}
