import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminSongsPage() {
  return (
    <AdminPlaceholder
      title="Song Library"
      description="Every song on Serenade: search, filter, edit, archive, change visibility or delete."
    />
  );
}
