import { SongLibrary } from '../../features/admin/songs/SongLibrary';

export function AdminSongsPage() {
  return <SongLibrary />;
}
