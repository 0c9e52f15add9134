import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminSongEditPage() {
  return <AdminPlaceholder title="Edit Song" description="Title, artist, description, cover and timed lyrics." />;
}
